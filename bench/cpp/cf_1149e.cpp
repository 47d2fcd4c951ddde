// Codeforces 1149E the way most competitive programmers write it: levels (Grundy values of
// the roads) in reverse topological order by Kahn's algorithm, each the mex of its roads'
// levels; the XOR of the taxes per level; then the winning convention.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<long long> h(n + 1);
    for (int i = 1; i <= n; i++) cin >> h[i];
    vector<vector<int>> out(n + 1), in(n + 1);
    vector<int> outdeg(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        out[u].push_back(v);
        in[v].push_back(u);
        outdeg[u]++;
    }
    vector<int> queue, level(n + 1, 0), seen(n + 2, 0);
    for (int v = 1; v <= n; v++)
        if (!outdeg[v]) queue.push_back(v);
    for (size_t i = 0; i < queue.size(); i++) {
        int v = queue[i];
        for (int w : out[v]) seen[level[w]] = v;
        while (seen[level[v]] == v) level[v]++;
        for (int u : in[v])
            if (--outdeg[u] == 0) queue.push_back(u);
    }
    int levels = 0;
    for (int v = 1; v <= n; v++) levels = max(levels, level[v] + 1);
    vector<long long> x(levels, 0);
    for (int v = 1; v <= n; v++) x[level[v]] ^= h[v];
    int top = levels - 1;
    while (top >= 0 && !x[top]) top--;
    if (top < 0) {
        cout << "LOSE\n";
        return 0;
    }
    int bit = 63 - __builtin_clzll(x[top]);
    int city = 1;
    while (level[city] != top || !(h[city] >> bit & 1)) city++;
    h[city] ^= x[top];
    for (int w : out[city])
        if (level[w] < top && x[level[w]]) h[w] ^= x[level[w]], x[level[w]] = 0;
    cout << "WIN\n";
    for (int v = 1; v <= n; v++) cout << h[v] << (v == n ? '\n' : ' ');
}
