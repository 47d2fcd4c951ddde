// Luogu P2734 "[USACO3.3] A Game" the way most competitive programmers write it: interval DP
// of the mover's best surplus in an n x n table.
#include <algorithm>
#include <iostream>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    static long long a[105], d[105][105];
    long long sum = 0;
    for (int i = 0; i < n; i++) cin >> a[i], d[i][i] = a[i], sum += a[i];
    for (int len = 2; len <= n; len++)
        for (int i = 0; i + len - 1 < n; i++) {
            int j = i + len - 1;
            d[i][j] = max(a[i] - d[i + 1][j], a[j] - d[i][j - 1]);
        }
    cout << (sum + d[0][n - 1]) / 2 << ' ' << (sum - d[0][n - 1]) / 2 << '\n';
}
