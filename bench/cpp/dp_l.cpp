// AtCoder EDPC L "Deque" the way most competitive programmers write it: interval DP of
// X - Y, the mover's best surplus, over segments by length in an (N+1) x (N+1) table.
#include <algorithm>
#include <iostream>
using namespace std;
static long long a[3000], d[3001][3001];
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    for (int i = 0; i < n; i++) cin >> a[i];
    // d[i][j]: the surplus of the player to move on the segment a[i..j).
    for (int len = 1; len <= n; len++)
        for (int i = 0; i + len <= n; i++) {
            int j = i + len;
            d[i][j] = max(a[i] - d[i + 1][j], a[j - 1] - d[i][j - 1]);
        }
    cout << d[0][n] << '\n';
}
