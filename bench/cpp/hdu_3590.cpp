// HDU 3590: each branch at a root (an edge from the root and what hangs from it) is one game,
// worth its child's Green Hackenbush value + 1 by the colon principle, never 0 before it is
// gone, so the SJ theorem (anti-SG) applies to the branches. (The usual solution applies it to
// whole trees, whose value can be 0 while moves remain: wrong on the second sample.)
#include <iostream>
#include <vector>
using namespace std;
vector<vector<int>> adj;
int value(int v, int parent) {
    int x = 0;
    for (int w : adj[v])
        if (w != parent) x ^= value(w, v) + 1;
    return x;
}
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    while (cin >> n) {
        int x = 0;
        bool big = false;
        for (int i = 0; i < n; i++) {
            int m;
            cin >> m;
            adj.assign(m + 1, {});
            for (int j = 1; j < m; j++) {
                int a, b;
                cin >> a >> b;
                adj[a].push_back(b);
                adj[b].push_back(a);
            }
            for (int c : adj[1]) {
                int v = value(c, 1) + 1;
                x ^= v;
                if (v > 1) big = true;
            }
        }
        bool first = big ? x != 0 : x == 0;
        cout << (first ? "PP" : "QQ") << '\n';
    }
}
