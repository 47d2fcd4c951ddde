// Luogu P4576 "[CQOI2013] 棋盘游戏" the way most competitive programmers write it with
// retrograde analysis: states (white, black, mover), the captured states lost in 0 rounds,
// a BFS over the reversed moves counting down out-degrees, stopped once the start is decided.
#include <cstdio>
#include <vector>
using namespace std;
int n, C;
vector<int> wn[400], bn[400];
int main() {
    int r1, c1, r2, c2;
    if (scanf("%d %d %d %d %d", &n, &r1, &c1, &r2, &c2) != 5) return 0;
    C = n * n;
    int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            for (int d = 0; d < 4; d++)
                for (int k = 1; k <= 2; k++) {
                    int rr = r + dr[d] * k, cc = c + dc[d] * k;
                    if (rr < 0 || cc < 0 || rr >= n || cc >= n) continue;
                    if (k == 1) wn[r * n + c].push_back(rr * n + cc);
                    bn[r * n + c].push_back(rr * n + cc);
                }
    int S = 2 * C * C;
    vector<int> cnt(S), res(S, -1), que;
    que.reserve(S);
    for (int w = 0; w < C; w++)
        for (int b = 0; b < C; b++)
            for (int p = 0; p < 2; p++) {
                int s = 2 * (w * C + b) + p;
                if (w == b) res[s] = 0, que.push_back(s);
                else cnt[s] = p == 0 ? wn[w].size() : bn[b].size();
            }
    int start = 2 * (((r1 - 1) * n + c1 - 1) * C + (r2 - 1) * n + c2 - 1);
    for (size_t h = 0; h < que.size() && res[start] < 0; h++) {
        int s = que[h], w = s / 2 / C, b = s / 2 % C, d = res[s];
        auto visit = [&](int a) {
            if (res[a] >= 0) return;
            if (d % 2 == 0 || --cnt[a] == 0) res[a] = d + 1, que.push_back(a);
        };
        if (s % 2 == 0) {
            for (int f : bn[b]) if (f != w) visit(2 * (w * C + f) + 1);
        } else {
            for (int f : wn[w]) if (f != b) visit(2 * (f * C + b));
        }
    }
    if (res[start] < 0) printf("DRAW\n");
    else printf("%s %d\n", res[start] % 2 ? "WHITE" : "BLACK", res[start]);
}
