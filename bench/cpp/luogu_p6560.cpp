// Luogu P6560 "[SBCOI2020] 时光的流逝" the way most competitive programmers write it.
// Per round: retrograde BFS on the reversed graph, seeding the target y and every other
// dead end as lost for the player to move; count down out-degrees. Undecided -> 0.
#include <cstdio>
#include <vector>
using namespace std;
int main() {
    int n, m, q;
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    vector<int> eu(m), ev(m), outdeg(n + 1, 0), head(n + 2, 0);
    for (int i = 0; i < m; i++) {
        scanf("%d %d", &eu[i], &ev[i]);
        outdeg[eu[i]]++;
        head[ev[i] + 1]++;
    }
    for (int v = 0; v <= n; v++) head[v + 1] += head[v];
    vector<int> rev(m), pos(head.begin(), head.end() - 1);
    for (int i = 0; i < m; i++) rev[pos[ev[i]]++] = eu[i];
    vector<int> cnt(n + 1), st(n + 1), que(n + 1);
    while (q--) {
        int x, y;
        scanf("%d %d", &x, &y);
        int qh = 0, qt = 0;
        for (int v = 1; v <= n; v++) {
            cnt[v] = outdeg[v];
            st[v] = 0;
            if (v == y || outdeg[v] == 0) st[v] = -1, que[qt++] = v;
        }
        while (qh < qt) {
            int u = que[qh++];
            for (int e = head[u]; e < head[u + 1]; e++) {
                int p = rev[e];
                if (st[p]) continue;
                if (st[u] == -1) st[p] = 1, que[qt++] = p;
                else if (--cnt[p] == 0) st[p] = -1, que[qt++] = p;
            }
        }
        printf("%d\n", st[x]);
    }
}
