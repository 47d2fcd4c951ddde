// Codeforces 1628 D2 "Game on Sum (Hard Version)" the way most competitive programmers write
// it: factorials and inverse powers of two up to 10^6 once, then per test the sum over the
// diagonal cells (i, i) of i·k·C(n-i-1, m-i)/2^(n-i), or n·k when m = n.
#include <bits/stdc++.h>
using namespace std;
typedef long long ll;
const ll MOD = 1000000007;
const int N = 1000001;
ll fact[N], inv[N], ip2[N];
ll power(ll b, ll e) {
    ll r = 1;
    b %= MOD;
    for (; e; e >>= 1, b = b * b % MOD)
        if (e & 1) r = r * b % MOD;
    return r;
}
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    fact[0] = 1;
    for (int i = 1; i < N; i++) fact[i] = fact[i - 1] * i % MOD;
    inv[N - 1] = power(fact[N - 1], MOD - 2);
    for (int i = N - 1; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
    ll half = (MOD + 1) / 2;
    ip2[0] = 1;
    for (int i = 1; i < N; i++) ip2[i] = ip2[i - 1] * half % MOD;
    int t;
    cin >> t;
    while (t--) {
        ll n, m, k;
        cin >> n >> m >> k;
        ll ans = 0;
        if (m == n) ans = n % MOD * k % MOD;
        else {
            for (ll i = 1; i <= m; i++) {
                ll c = fact[n - i - 1] * inv[m - i] % MOD * inv[n - 1 - m] % MOD;
                ans = (ans + c * ip2[n - i] % MOD * i) % MOD;
            }
            ans = ans * k % MOD;
        }
        cout << ans << "\n";
    }
}
