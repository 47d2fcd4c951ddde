// AtCoder AGC 010 F with the same rerooting as the library: a BFS order from vertex 1, each
// vertex's value within its subtree children first, then every child's view of its parent
// from prefix and suffix ORs (no recursion).
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n + 1);
    for (int i = 1; i <= n; i++) cin >> a[i];
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < n - 1; i++) {
        int x, y;
        cin >> x >> y;
        adj[x].push_back(y);
        adj[y].push_back(x);
    }
    vector<int> order, parent(n + 1, 0);
    order.push_back(1);
    for (size_t i = 0; i < order.size(); i++) {
        int v = order[i];
        for (int w : adj[v])
            if (w != parent[v]) parent[w] = v, order.push_back(w);
    }
    // down[v]: the mover at v wins with v's parent cut off; up[v]: the mover at parent(v)
    // wins with v cut off.
    vector<char> down(n + 1, 0), up(n + 1, 0), all(n + 1, 0);
    for (int i = n - 1; i >= 0; i--) {
        int v = order[i];
        for (int c : adj[v])
            if (c != parent[v] && a[c] < a[v] && !down[c]) down[v] = 1;
    }
    vector<char> contribution, suffix;
    for (int v : order) {
        bool prefix = parent[v] && a[parent[v]] < a[v] && !up[v];
        vector<int> children;
        for (int c : adj[v])
            if (c != parent[v]) children.push_back(c);
        size_t k = children.size();
        contribution.assign(k, 0);
        suffix.assign(k + 1, 0);
        for (size_t i = 0; i < k; i++) contribution[i] = a[children[i]] < a[v] && !down[children[i]];
        for (size_t i = k; i-- > 0;) suffix[i] = contribution[i] || suffix[i + 1];
        for (size_t i = 0; i < k; i++) {
            up[children[i]] = prefix || suffix[i + 1];
            prefix = prefix || contribution[i];
        }
        all[v] = prefix;
    }
    bool first = true;
    for (int v = 1; v <= n; v++)
        if (all[v]) cout << (first ? "" : " ") << v, first = false;
    cout << '\n';
}
