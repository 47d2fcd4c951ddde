// POJ 2311 the way most competitive programmers write it: Grundy values of every sheet up to
// 200 x 200, never cutting off a strip of width 1 (that hands the opponent the win).
#include <cstring>
#include <iostream>
using namespace std;
int g[201][201];
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    for (int w = 2; w <= 200; w++)
        for (int h = 2; h <= 200; h++) {
            bool seen[512];
            memset(seen, 0, sizeof seen);
            for (int i = 2; w - i >= 2; i++) seen[g[i][h] ^ g[w - i][h]] = true;
            for (int i = 2; h - i >= 2; i++) seen[g[w][i] ^ g[w][h - i]] = true;
            int v = 0;
            while (seen[v]) v++;
            g[w][h] = v;
        }
    int w, h;
    while (cin >> w >> h) cout << (g[w][h] ? "WIN" : "LOSE") << '\n';
}
