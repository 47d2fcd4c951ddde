// Luogu P7589 "黑白棋" the way most competitive programmers write it: Nim on the gaps between
// the two pieces of each line (backward moves are answered by following them, so k and d do
// not matter).
#include <cstdlib>
#include <iostream>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n, k, d, s = 0;
        cin >> n >> k >> d;
        for (int i = 0; i < n; i++) {
            int y, b, w;
            cin >> y >> b >> w;
            s ^= abs(b - w) - 1;
        }
        cout << (s ? "Yes" : "No") << '\n';
    }
}
