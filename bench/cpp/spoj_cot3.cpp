// SPOJ COT3 the way most competitive programmers write it: a BFS order from node 1 (no
// recursion on the tree), each subtree's set of option values a binary trie with a lazy XOR,
// children's tries merged into the parent's, the value the trie's mex; then the XOR of what
// hangs off each root path, top down.
#include <iostream>
#include <vector>
using namespace std;
const int BITS = 17;
struct Node {
    int ch[2];
    int cnt;
    int tag;
};
vector<Node> t(1, Node{{0, 0}, 0, 0});
int make(int cnt) {
    t.push_back(Node{{0, 0}, cnt, 0});
    return (int)t.size() - 1;
}
void push(int x, int bit) {
    int tag = t[x].tag;
    if (!tag) return;
    for (int c : t[x].ch)
        if (c) t[c].tag ^= tag;
    if (tag >> bit & 1) swap(t[x].ch[0], t[x].ch[1]);
    t[x].tag = 0;
}
int merge(int a, int b, int level) {
    if (!a || !b) return a | b;
    if (level == 0) return a;
    push(a, level - 1);
    push(b, level - 1);
    int c0 = merge(t[a].ch[0], t[b].ch[0], level - 1);
    int c1 = merge(t[a].ch[1], t[b].ch[1], level - 1);
    t[a].ch[0] = c0, t[a].ch[1] = c1;
    t[a].cnt = t[c0].cnt + t[c1].cnt;
    return a;
}
int single(int value) {
    int below = make(1);
    for (int bit = 0; bit < BITS; bit++) {
        int x = make(1);
        t[x].ch[value >> bit & 1] = below;
        below = x;
    }
    return below;
}
int mex(int x) {
    int tag = 0, m = 0;
    for (int bit = BITS - 1; bit >= 0; bit--) {
        if (!x) return m;
        tag ^= t[x].tag;
        int low = t[x].ch[tag >> bit & 1];
        if (t[low].cnt == 1 << bit) m |= 1 << bit, x = t[x].ch[~tag >> bit & 1];
        else x = low;
    }
    return x ? m + 1 : m;
}
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> colour(n + 1);
    for (int i = 1; i <= n; i++) cin >> colour[i];
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < n - 1; i++) {
        int u, v;
        cin >> u >> v;
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    t.reserve((size_t)n * (BITS + 1) + 1);
    vector<int> order, parent(n + 1, 0);
    order.push_back(1);
    for (size_t i = 0; i < order.size(); i++) {
        int v = order[i];
        for (int w : adj[v])
            if (w != parent[v]) parent[w] = v, order.push_back(w);
    }
    vector<int> sg(n + 1, 0), below(n + 1, 0), root(n + 1, 0);
    for (int i = n - 1; i >= 0; i--) {
        int v = order[i];
        for (int c : adj[v])
            if (c != parent[v]) below[v] ^= sg[c];
        int set = 0;
        for (int c : adj[v])
            if (c != parent[v]) {
                if (root[c]) t[root[c]].tag ^= below[v] ^ sg[c];
                set = merge(set, root[c], BITS);
            }
        if (colour[v] == 0) set = merge(set, single(below[v]), BITS);
        root[v] = set;
        sg[v] = mex(set);
    }
    vector<int> left(n + 1, 0);
    bool any = false;
    for (int v : order) {
        left[v] = v == 1 ? below[v] : left[parent[v]] ^ sg[v] ^ below[v];
    }
    for (int v = 1; v <= n; v++)
        if (colour[v] == 0 && left[v] == 0) cout << v << '\n', any = true;
    if (!any) cout << -1 << '\n';
}
