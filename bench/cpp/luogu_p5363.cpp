// Luogu P5363 with the same algorithm: staircase Nim on the gaps; Nim losses of the odd gaps by
// total, a DP over binary digits (each digit set in an even number of them), times the spreads
// of the other empty cells; the answer is C(n, m) minus those.
#include <iostream>
#include <vector>
using namespace std;
const long long MOD = 1000000009;
long long power(long long b, long long e) {
    long long r = 1;
    for (b %= MOD; e; e >>= 1, b = b * b % MOD)
        if (e & 1) r = r * b % MOD;
    return r;
}
int main() {
    int n, m;
    cin >> n >> m;
    int odd = (m + 1) / 2, others = m / 2 + 1, free_cells = n - m;
    vector<long long> fact(n + 1, 1), inv(n + 1);
    for (int i = 1; i <= n; i++) fact[i] = fact[i - 1] * i % MOD;
    inv[n] = power(fact[n], MOD - 2);
    for (int i = n; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
    auto C = [&](int a, int b) { return b < 0 || b > a ? 0 : fact[a] * inv[b] % MOD * inv[a - b] % MOD; };
    vector<long long> ways(free_cells + 1, 0);
    ways[0] = 1;
    for (int bit = 0; (2LL << bit) <= free_cells && odd >= 2; bit++) {
        vector<long long> next(free_cells + 1, 0);
        for (int s = 0; s <= free_cells; s++)
            for (int c = 0; c <= odd && s - ((long long)c << bit) >= 0; c += 2)
                next[s] = (next[s] + ways[s - (c << bit)] * C(odd, c)) % MOD;
        ways = next;
    }
    long long lost = 0;
    for (int s = 0; s <= free_cells; s++)
        lost = (lost + ways[s] * C(free_cells - s + others - 1, others - 1)) % MOD;
    cout << ((C(n, m) - lost) % MOD + MOD) % MOD << '\n';
}
