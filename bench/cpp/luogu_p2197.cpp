// Luogu P2197 the way most competitive programmers write it.
#include <iostream>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        long long x = 0, a;
        for (int i = 0; i < n; i++) cin >> a, x ^= a;
        cout << (x ? "Yes" : "No") << '\n';
    }
}
