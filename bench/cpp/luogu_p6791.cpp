// Luogu P6791 with the same algorithm: n wins iff the smallest Zeckendorf term of n - 1 is at
// most k; the m <= N - 1 whose smallest term is above k are counted by Zeckendorf digits.
#include <cstdio>
#include <iostream>
using namespace std;
typedef unsigned long long u64;
u64 f[92];
u64 at_least(u64 n, u64 term) {
    int lowest = 0;
    while (lowest < 92 && f[lowest] < term) lowest++;
    u64 count = 0, rest = n;
    for (int p = 91; p >= 0; p--) {
        if (f[p] > rest) continue;
        rest -= f[p];
        count += f[p > lowest ? p - lowest : 0];
        if (p < lowest) return count - 1;
    }
    return count;
}
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    f[0] = 1, f[1] = 2;
    for (int i = 2; i < 92; i++) f[i] = f[i - 1] + f[i - 2];
    int t;
    cin >> t;
    while (t--) {
        u64 k, n;
        cin >> k >> n;
        u64 m = n - 1;
        cout << m - at_least(m, k + 1) << '\n';
    }
}
