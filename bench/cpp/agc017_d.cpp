// AtCoder AGC 017 D the way most competitive programmers write it: adjacency lists, a BFS
// order from vertex 1, then the colon principle children first (no recursion: the tree may
// be a path of 10^5 vertices).
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < n - 1; i++) {
        int x, y;
        cin >> x >> y;
        adj[x].push_back(y);
        adj[y].push_back(x);
    }
    vector<int> order, parent(n + 1, 0);
    order.reserve(n);
    order.push_back(1);
    parent[1] = -1;
    for (size_t i = 0; i < order.size(); i++) {
        int v = order[i];
        for (int w : adj[v])
            if (w != parent[v]) parent[w] = v, order.push_back(w);
    }
    vector<int> g(n + 1, 0);
    for (int i = n - 1; i > 0; i--) g[parent[order[i]]] ^= g[order[i]] + 1;
    cout << (g[1] ? "Alice" : "Bob") << '\n';
}
