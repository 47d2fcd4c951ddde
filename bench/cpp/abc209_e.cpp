// AtCoder ABC 209 E "Shiritori" the way most competitive programmers write it.
// Positions are the 52^3 three-letter strings (whose turn it is to name a word starting
// there); each word is a move first3 -> last3. Retrograde BFS from the dead ends,
// counting down out-degrees; positions never decided are draws.
#include <iostream>
#include <string>
#include <vector>
using namespace std;
static int code(char c) { return c >= 'a' ? c - 'a' : c - 'A' + 26; }
static int key(const string& s, int p) {
    return (code(s[p]) * 52 + code(s[p + 1])) * 52 + code(s[p + 2]);
}
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const int V = 52 * 52 * 52;
    int n;
    cin >> n;
    vector<int> from(n), to(n), deg(V, 0), head(V + 1, 0);
    for (int i = 0; i < n; i++) {
        string s;
        cin >> s;
        from[i] = key(s, 0);
        to[i] = key(s, (int)s.size() - 3);
        deg[from[i]]++;
        head[to[i] + 1]++;
    }
    for (int v = 0; v < V; v++) head[v + 1] += head[v];
    vector<int> rev(n), pos(head.begin(), head.end() - 1);
    for (int i = 0; i < n; i++) rev[pos[to[i]]++] = from[i];
    // state: 0 undecided (draw), 1 mover wins, -1 mover loses
    vector<int> st(V, 0), q;
    q.reserve(V);
    for (int v = 0; v < V; v++)
        if (deg[v] == 0) st[v] = -1, q.push_back(v);
    for (size_t h = 0; h < q.size(); h++) {
        int u = q[h];
        for (int e = head[u]; e < head[u + 1]; e++) {
            int p = rev[e];
            if (st[p]) continue;
            if (st[u] == -1) st[p] = 1, q.push_back(p);
            else if (--deg[p] == 0) st[p] = -1, q.push_back(p);
        }
    }
    string out;
    for (int i = 0; i < n; i++) {
        int s = st[to[i]];  // Aoki moves from here
        out += s == -1 ? "Takahashi\n" : s == 1 ? "Aoki\n" : "Draw\n";
    }
    cout << out;
}
