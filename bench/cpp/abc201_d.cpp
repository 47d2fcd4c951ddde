// AtCoder ABC 201 D "Game in Momotetsu World" the way most competitive programmers write it:
// the mover's best surplus for every cell, filled from the bottom-right corner backwards.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;
static int dp[2000][2000];
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int h, w;
    cin >> h >> w;
    vector<string> a(h);
    for (auto &row : a) cin >> row;
    auto score = [&](int i, int j) { return a[i][j] == '+' ? 1 : -1; };
    // dp[i][j]: the surplus of the player to move with the token on (i, j).
    for (int i = h - 1; i >= 0; i--)
        for (int j = w - 1; j >= 0; j--) {
            if (i == h - 1 && j == w - 1) continue;
            int best = -1 << 30;
            if (i + 1 < h) best = max(best, score(i + 1, j) - dp[i + 1][j]);
            if (j + 1 < w) best = max(best, score(i, j + 1) - dp[i][j + 1]);
            dp[i][j] = best;
        }
    cout << (dp[0][0] > 0 ? "Takahashi" : dp[0][0] < 0 ? "Aoki" : "Draw") << '\n';
}
