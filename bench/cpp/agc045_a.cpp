// AGC 045 A the way most competitive programmers write it: from the last round back, person 0's
// numbers form a linear basis over GF(2); person 1 wins when one of theirs is outside the span
// of person 0's later numbers.
#include <iostream>
#include <string>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        vector<unsigned long long> a(n);
        for (auto &v : a) cin >> v;
        string s;
        cin >> s;
        unsigned long long basis[64] = {};
        int answer = 0;
        for (int i = n - 1; i >= 0 && !answer; i--) {
            unsigned long long x = a[i];
            for (int b = 63; b >= 0 && x; b--)
                if (x >> b & 1) {
                    if (!basis[b]) break;
                    x ^= basis[b];
                }
            if (!x) continue;
            if (s[i] == '1') answer = 1;
            else
                for (int b = 63;; b--)
                    if (x >> b & 1) {
                        basis[b] = x;
                        break;
                    }
        }
        cout << answer << '\n';
    }
}
