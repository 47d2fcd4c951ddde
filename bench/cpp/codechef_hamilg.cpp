// CodeChef HAMILG the way most competitive programmers write it: Askar wins from v exactly when
// some maximum matching leaves v uncovered. Edmonds' blossom algorithm (the usual
// breadth-first version with contraction) finds a maximum matching, then one more search from
// every uncovered vertex at once: the vertices it reaches at even distance, blossoms included,
// are those some maximum matching misses (the Gallai–Edmonds set D).
#include <iostream>
#include <queue>
#include <vector>
using namespace std;
int n;
vector<vector<int>> adj;
vector<int> match_, parent, base;
vector<char> used, blossom;
queue<int> q;
int lca(int a, int b) {
    vector<char> seen(n, 0);
    while (true) {
        a = base[a];
        seen[a] = 1;
        if (match_[a] == -1) break;
        a = parent[match_[a]];
    }
    while (true) {
        b = base[b];
        if (seen[b]) return b;
        b = parent[match_[b]];
    }
}
void mark_path(int v, int b, int child) {
    while (base[v] != b) {
        blossom[base[v]] = blossom[base[match_[v]]] = 1;
        parent[v] = child;
        child = match_[v];
        v = parent[match_[v]];
    }
}
void contract(int v, int w) {
    int b = lca(v, w);
    blossom.assign(n, 0);
    mark_path(v, b, w);
    mark_path(w, b, v);
    for (int i = 0; i < n; i++)
        if (blossom[base[i]]) {
            base[i] = b;
            if (!used[i]) used[i] = 1, q.push(i);
        }
}
// Grows alternating trees from the given roots; returns the end of an augmenting path, or -1.
int search(const vector<int> &roots) {
    used.assign(n, 0);
    parent.assign(n, -1);
    for (int i = 0; i < n; i++) base[i] = i;
    q = queue<int>();
    for (int r : roots) used[r] = 1, q.push(r);
    while (!q.empty()) {
        int v = q.front();
        q.pop();
        for (int w : adj[v]) {
            if (base[v] == base[w] || match_[v] == w) continue;
            if (match_[w] == -1 ? used[w] : parent[match_[w]] != -1) {
                contract(v, w);
            } else if (parent[w] == -1) {
                parent[w] = v;
                if (match_[w] == -1) return w;
                used[match_[w]] = 1;
                q.push(match_[w]);
            }
        }
    }
    return -1;
}
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int m;
        cin >> n >> m;
        adj.assign(n, {});
        for (int i = 0; i < m; i++) {
            int x, y;
            cin >> x >> y;
            adj[x - 1].push_back(y - 1);
            adj[y - 1].push_back(x - 1);
        }
        match_.assign(n, -1);
        base.assign(n, 0);
        for (int v = 0; v < n; v++)  // a greedy start
            if (match_[v] == -1)
                for (int w : adj[v])
                    if (match_[w] == -1) {
                        match_[v] = w, match_[w] = v;
                        break;
                    }
        for (int r = 0; r < n; r++)
            if (match_[r] == -1) {
                int v = search({r});
                while (v != -1) {
                    int pv = parent[v], ppv = match_[pv];
                    match_[v] = pv, match_[pv] = v;
                    v = ppv;
                }
            }
        vector<int> exposed;
        for (int v = 0; v < n; v++)
            if (match_[v] == -1) exposed.push_back(v);
        search(exposed);
        int wins = 0;
        for (int v = 0; v < n; v++) wins += used[v];
        cout << wins << '\n';
    }
}
