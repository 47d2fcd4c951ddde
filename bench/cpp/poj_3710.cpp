// POJ 3710 the way most competitive programmers write it: a depth-first search finds each
// cycle by its back edge (parallel edges included: the parent edge is skipped by its index,
// not its end); an odd cycle counts as one edge on its top vertex, an even one as nothing;
// then the colon principle.
#include <iostream>
#include <vector>
using namespace std;
vector<vector<pair<int, int>>> adj;
vector<int> depth, in_cycle, odd_cycles, path;
int value(int v, int edge) {
    path.push_back(v);
    int x = 0;
    for (auto [w, e] : adj[v]) {
        if (e == edge) continue;
        if (depth[w] < 0) {
            depth[w] = depth[v] + 1;
            int y = value(w, e);
            if (!in_cycle[w]) x ^= y + 1;
        } else if (depth[w] < depth[v]) {
            for (int i = depth[w] + 1; i <= depth[v]; i++) in_cycle[path[i]] = 1;
            odd_cycles[w] ^= (depth[v] - depth[w] + 1) % 2;
        }
    }
    path.pop_back();
    return x ^ odd_cycles[v];
}
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    while (cin >> n) {
        int x = 0;
        while (n--) {
            int m, k;
            cin >> m >> k;
            adj.assign(m + 1, {});
            for (int e = 0; e < k; e++) {
                int a, b;
                cin >> a >> b;
                adj[a].push_back({b, e});
                adj[b].push_back({a, e});
            }
            depth.assign(m + 1, -1);
            in_cycle.assign(m + 1, 0);
            odd_cycles.assign(m + 1, 0);
            depth[1] = 0;
            x ^= value(1, -1);
        }
        cout << (x ? "Sally" : "Harry") << '\n';
    }
}
