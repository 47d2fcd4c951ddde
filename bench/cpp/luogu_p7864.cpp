// Luogu P7864 the way most competitive programmers write it: children lists from the parent
// array, a BFS order from vertex 1 (no recursion: the tree may be a path of 10^6 vertices),
// then each vertex's normal and misère outcomes children first.
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
        vector<int> parent(n + 1, 0), head(n + 1, 0), next(n + 1, 0);
        for (int v = 2; v <= n; v++) {
            cin >> parent[v];
            next[v] = head[parent[v]];
            head[parent[v]] = v;
        }
        vector<int> order;
        order.reserve(n);
        order.push_back(1);
        for (size_t i = 0; i < order.size(); i++)
            for (int c = head[order[i]]; c; c = next[c]) order.push_back(c);
        vector<char> normal(n + 1), misere(n + 1);
        for (int i = n - 1; i >= 0; i--) {
            int v = order[i], children = 0, only = 0;
            bool won = false;
            for (int c = head[v]; c; c = next[c]) children++, only = c, won |= normal[c];
            if (children == 0) normal[v] = 1, misere[v] = 0;
            else if (children == 1) normal[v] = misere[only], misere[v] = normal[only];
            else normal[v] = misere[v] = won;
        }
        cout << (normal[1] ? 1 : 0) << '\n';
    }
}
