// Luogu P4055 "[JSOI2009] 游戏" the way most competitive programmers write it.
// Free cells form a bipartite grid graph; the placer wins from v iff some maximum matching
// leaves v unmatched. Kuhn's augmenting paths for one maximum matching, then from every
// unmatched cell walk even alternating paths (neighbour -> its partner) on the same side.
#include <cstring>
#include <iostream>
#include <string>
#include <vector>
using namespace std;
int n, m;
vector<string> g;
vector<int> mat, vis;
int stamp = 0;
const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
bool dfs(int u) {
    int x = u / m, y = u % m;
    for (int d = 0; d < 4; d++) {
        int a = x + dx[d], b = y + dy[d];
        if (a < 0 || a >= n || b < 0 || b >= m || g[a][b] != '.') continue;
        int v = a * m + b;
        if (vis[v] == stamp) continue;
        vis[v] = stamp;
        if (mat[v] < 0 || dfs(mat[v])) {
            mat[v] = u, mat[u] = v;
            return true;
        }
    }
    return false;
}
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> n >> m;
    g.resize(n);
    for (auto& r : g) cin >> r;
    mat.assign(n * m, -1);
    vis.assign(n * m, 0);
    for (int i = 0; i < n; i++)
        for (int j = (i & 1); j < m; j += 2)  // one colour class: (i + j) even
            if (g[i][j] == '.') ++stamp, dfs(i * m + j);
    vector<char> win(n * m, 0);
    vector<int> st;
    for (int u = 0; u < n * m; u++)
        if (g[u / m][u % m] == '.' && mat[u] < 0) win[u] = 1, st.push_back(u);
    while (!st.empty()) {
        int u = st.back();
        st.pop_back();
        int x = u / m, y = u % m;
        for (int d = 0; d < 4; d++) {
            int a = x + dx[d], b = y + dy[d];
            if (a < 0 || a >= n || b < 0 || b >= m || g[a][b] != '.') continue;
            int w = mat[a * m + b];
            if (w >= 0 && !win[w]) win[w] = 1, st.push_back(w);
        }
    }
    string out;
    for (int u = 0; u < n * m; u++)
        if (win[u]) out += to_string(u / m + 1) + ' ' + to_string(u % m + 1) + '\n';
    cout << (out.empty() ? "LOSE\n" : "WIN\n" + out);
}
