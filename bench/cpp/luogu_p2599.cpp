// Luogu P2599 "[ZJOI2009] 取石子游戏" the way most competitive programmers write it: interval
// DP of the one pile that makes each segment lost when put at its left or right end, in two
// n × n tables.
#include <iostream>
#include <vector>
using namespace std;
static long long partner(long long x, long long same, long long other) {
    if (x == other) return 0;
    if ((x < same && x < other) || (x > same && x > other)) return x;
    return same < other ? x + 1 : x - 1;
}
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    static long long L[1001][1001], R[1001][1001];
    while (t--) {
        int n;
        cin >> n;
        vector<long long> a(n + 1);
        for (int i = 1; i <= n; i++) cin >> a[i], L[i][i] = R[i][i] = a[i];
        for (int len = 2; len <= n; len++)
            for (int i = 1; i + len - 1 <= n; i++) {
                int j = i + len - 1;
                L[i][j] = partner(a[j], L[i][j - 1], R[i][j - 1]);
                R[i][j] = partner(a[i], R[i + 1][j], L[i + 1][j]);
            }
        bool win = n == 1 || L[2][n] != a[1];
        cout << (win ? 1 : 0) << '\n';
    }
}
