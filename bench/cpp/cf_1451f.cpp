// Codeforces 1451 F "Nullify The Matrix" the way most competitive programmers write it: the
// XOR of each anti-diagonal; the first player loses iff all are 0.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n, m;
        cin >> n >> m;
        vector<long long> diag(n + m, 0);
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                long long a;
                cin >> a;
                diag[i + j] ^= a;
            }
        bool win = false;
        for (long long d : diag) win |= d != 0;
        cout << (win ? "Ashish" : "Jeel") << '\n';
    }
}
