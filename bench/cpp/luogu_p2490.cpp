// Luogu P2490 with the same algorithm: Nim-d losses of the k/2 pair gaps by total, a DP over
// binary digits (each digit set in a multiple of d + 1 gaps), times the spreads of the other
// empty cells; the answer is C(n, k) minus those.
#include <iostream>
#include <vector>
using namespace std;
const long long MOD = 1000000007;
long long power(long long b, long long e) {
    long long r = 1;
    for (b %= MOD; e; e >>= 1, b = b * b % MOD)
        if (e & 1) r = r * b % MOD;
    return r;
}
int main() {
    int n, k, d;
    cin >> n >> k >> d;
    int m = k / 2, free_cells = n - k;
    vector<long long> fact(n + 1, 1), inv(n + 1);
    for (int i = 1; i <= n; i++) fact[i] = fact[i - 1] * i % MOD;
    inv[n] = power(fact[n], MOD - 2);
    for (int i = n; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
    auto C = [&](int a, int b) { return b < 0 || b > a ? 0 : fact[a] * inv[b] % MOD * inv[a - b] % MOD; };
    vector<long long> ways(free_cells + 1, 0);
    ways[0] = 1;
    for (int bit = 0; (1LL << bit) * (d + 1) <= free_cells && d + 1 <= m; bit++) {
        vector<long long> next(free_cells + 1, 0);
        for (int s = 0; s <= free_cells; s++)
            for (int c = 0; c <= m && s - ((long long)c << bit) >= 0; c += d + 1)
                next[s] = (next[s] + ways[s - (c << bit)] * C(m, c)) % MOD;
        ways = next;
    }
    long long lost = 0;
    for (int s = 0; s <= free_cells; s++) lost = (lost + ways[s] * C(free_cells - s + m, m)) % MOD;
    cout << ((C(n, k) - lost) % MOD + MOD) % MOD << '\n';
}
