// Luogu P1971 "[NOI2011] 兔兔与蛋蛋游戏" the way most competitive programmers write it.
// The empty square walks a bipartite graph (start + O cells at odd distance + X cells at
// even distance) and never revisits a cell; the mover wins iff the empty square's vertex is
// in every maximum matching. Incremental Kuhn: delete the vertex left behind, re-augment its partner.
#include <cstring>
#include <iostream>
#include <string>
#include <vector>
using namespace std;
int n, m;
vector<int> adj[45 * 45];
int mat[45 * 45], vis[45 * 45], stamp;
bool ban[45 * 45];
bool dfs(int u) {
    for (int v : adj[u]) {
        if (ban[v] || vis[v] == stamp) continue;
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
    vector<string> g(n);
    int sx = 0, sy = 0;
    for (int i = 0; i < n; i++) {
        cin >> g[i];
        for (int j = 0; j < m; j++)
            if (g[i][j] == '.') sx = i, sy = j;
    }
    auto in = [&](int i, int j) {
        if (i == sx && j == sy) return true;
        bool odd = (i + j + sx + sy) & 1;
        return odd ? g[i][j] == 'O' : g[i][j] == 'X';
    };
    const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            if (!in(i, j)) continue;
            for (int d = 0; d < 4; d++) {
                int a = i + dx[d], b = j + dy[d];
                if (a >= 0 && a < n && b >= 0 && b < m && in(a, b)) adj[i * m + j].push_back(a * m + b);
            }
        }
    memset(mat, -1, sizeof mat);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (!((i + j + sx + sy) & 1) && in(i, j)) ++stamp, dfs(i * m + j);
    int k;
    cin >> k;
    vector<char> win(2 * k);
    int cur = sx * m + sy;
    for (int t = 0; t < 2 * k; t++) {
        ban[cur] = true;
        if (mat[cur] >= 0) {
            int u = mat[cur];
            mat[u] = mat[cur] = -1;
            ++stamp;
            win[t] = !dfs(u);
        } else {
            win[t] = 0;
        }
        int x, y;
        cin >> x >> y;
        cur = (x - 1) * m + (y - 1);
    }
    vector<int> bad;
    for (int i = 0; i < k; i++)
        if (win[2 * i] && win[2 * i + 1]) bad.push_back(i + 1);
    cout << bad.size() << '\n';
    for (int b : bad) cout << b << '\n';
}
