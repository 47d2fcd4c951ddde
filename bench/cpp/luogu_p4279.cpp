// Luogu P4279 the way most competitive programmers write it (the SJ theorem for anti-Nim).
#include <iostream>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n, x = 0;
        bool big = false;
        cin >> n;
        for (int i = 0; i < n; i++) {
            int a;
            cin >> a;
            x ^= a;
            if (a > 1) big = true;
        }
        bool first = big ? x != 0 : x == 0;
        cout << (first ? "John" : "Brother") << '\n';
    }
}
