// HDU 3094 the way most competitive programmers write it: the colon principle, a vertex worth
// the XOR of (child + 1), folded up a breadth-first order from the root (no deep recursion).
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        vector<vector<int>> adj(n + 1);
        for (int i = 1; i < n; i++) {
            int a, b;
            cin >> a >> b;
            adj[a].push_back(b);
            adj[b].push_back(a);
        }
        vector<int> order{1}, parent(n + 1, 0), sg(n + 1, 0);
        parent[1] = -1;
        for (size_t i = 0; i < order.size(); i++)
            for (int w : adj[order[i]])
                if (w != parent[order[i]]) parent[w] = order[i], order.push_back(w);
        for (int i = n - 1; i > 0; i--) sg[parent[order[i]]] ^= sg[order[i]] + 1;
        cout << (sg[1] ? "Alice" : "Bob") << '\n';
    }
}
