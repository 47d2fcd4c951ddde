// Luogu P7097 "[yLOI2020] 牵丝戏" the way most competitive programmers write it: a 0/1
// knapsack over all items for the best bonus of each exact total delay up to 200 - w, then
// backward induction over (turns left, d_A - d_B in -100..100).
#include <bits/stdc++.h>
using namespace std;
typedef long long ll;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int T, n, m, w;
    cin >> T >> n >> m >> w;
    vector<ll> k(m);
    vector<int> p(m);
    for (auto &x : k) cin >> x;
    for (auto &x : p) cin >> x;
    ll xa, xb, da, db;
    cin >> xa >> xb >> da >> db;
    int cap = 200 - w;
    vector<ll> best(cap + 1, -1);
    best[0] = 0;
    for (int i = 0; i < m; i++)
        for (int t = cap; t >= p[i]; t--)
            if (best[t - p[i]] >= 0) best[t] = max(best[t], best[t - p[i]] + k[i]);
    vector<ll> dmgA(cap + 1), dmgB(cap + 1);
    for (int t = 0; t <= cap; t++) {
        dmgA[t] = xa / 100000 * (100000 + best[t]);
        dmgB[t] = xb / 100000 * (100000 + best[t]);
    }
    vector<ll> f(201, 0), g(201);
    for (int turn = 0; turn < n; turn++) {
        for (int d = -100; d <= 100; d++) {
            ll v;
            if (d <= 0) {
                v = LLONG_MIN;
                for (int t = 0; d + w + t <= 100; t++)
                    if (best[t] >= 0) v = max(v, dmgA[t] + f[d + w + t + 100]);
            } else {
                v = LLONG_MAX;
                for (int t = 0; d - w - t >= -100; t++)
                    if (best[t] >= 0) v = min(v, f[d - w - t + 100] - dmgB[t]);
            }
            g[d + 100] = v;
        }
        swap(f, g);
    }
    cout << f[da - db + 100] << "\n";
}
