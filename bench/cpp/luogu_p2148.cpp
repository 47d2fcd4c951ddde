// Luogu P2148 the way most competitive programmers write it: a pair (a, b) is worth the
// trailing ones of (a - 1) | (b - 1).
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
        long long x = 0;
        for (int i = 0; i < n; i += 2) {
            long long a, b;
            cin >> a >> b;
            x ^= __builtin_ctzll(~((a - 1) | (b - 1)));
        }
        cout << (x ? "YES" : "NO") << '\n';
    }
}
