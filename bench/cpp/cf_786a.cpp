// Codeforces 786A / 787C "Berzerk" the way most competitive programmers write it.
// Positions (object, whose turn); the black hole is lost for whoever is to move there.
// Retrograde BFS over predecessors (object - step of the other player), counting down
// each position's remaining moves; undecided positions are Loop.
#include <cstdio>
#include <vector>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<int> s[2];
    for (int p = 0; p < 2; p++) {
        int k;
        scanf("%d", &k);
        s[p].resize(k);
        for (int& x : s[p]) scanf("%d", &x);
    }
    vector<int> st[2], cnt[2];
    for (int p = 0; p < 2; p++) st[p].assign(n, 0), cnt[p].assign(n, (int)s[p].size());
    vector<pair<int, int>> q;
    st[0][0] = st[1][0] = -1;  // object 0 = black hole (object 1 in the statement)
    q.push_back({0, 0});
    q.push_back({0, 1});
    for (size_t h = 0; h < q.size(); h++) {
        int v = q[h].first, p = q[h].second, o = 1 - p;  // o moved into (v, p)
        for (int x : s[o]) {
            int u = (v - x + n) % n;
            if (u == 0 || st[o][u]) continue;
            if (st[p][v] == -1) st[o][u] = 1, q.push_back({u, o});
            else if (--cnt[o][u] == 0) st[o][u] = -1, q.push_back({u, o});
        }
    }
    for (int p = 0; p < 2; p++) {
        for (int i = 1; i < n; i++) {
            const char* w = st[p][i] == 1 ? "Win" : st[p][i] == -1 ? "Lose" : "Loop";
            printf("%s%c", w, i + 1 < n ? ' ' : '\n');
        }
    }
}
