// Luogu P5675 with the same algorithm: for each named pile, a linear basis of the other piles;
// the set-up is lost when the others' nim-sum is at least the named pile, and each element of
// the span is reached 2^(n-1-rank) times.
#include <iostream>
#include <vector>
using namespace std;
const long long MOD = 1000000007;
int main() {
    int n;
    cin >> n;
    vector<int> a(n);
    for (auto &x : a) cin >> x;
    vector<long long> pw(n + 1, 1);
    for (int i = 1; i <= n; i++) pw[i] = pw[i - 1] * 2 % MOD;
    long long total = 0;
    for (int i = 0; i < n; i++) {
        int basis[8] = {0};
        for (int j = 0; j < n; j++) {
            if (j == i) continue;
            int v = a[j];
            for (int b = 7; b >= 0 && v; b--)
                if (v >> b & 1) {
                    if (!basis[b]) { basis[b] = v; v = 0; }
                    else v ^= basis[b];
                }
        }
        int rank = 0;
        for (int b = 0; b < 8; b++) rank += basis[b] != 0;
        // Enumerate the span (at most 256 elements).
        vector<int> span = {0};
        for (int b = 0; b < 8; b++)
            if (basis[b]) {
                int k = span.size();
                for (int t = 0; t < k; t++) span.push_back(span[t] ^ basis[b]);
            }
        long long at_least = 0;
        for (int x : span) at_least += x >= a[i];
        total = (total + at_least % MOD * pw[n - 1 - rank]) % MOD;
    }
    cout << total << '\n';
}
