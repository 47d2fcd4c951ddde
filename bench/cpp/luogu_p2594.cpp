// Luogu P2594 "[ZJOI2009] 染色游戏" the way most competitive programmers write it: a tails coin
// at (i, j) is worth lowbit(i + j - 1) on the first row or column and 2^(i + j - 2) elsewhere;
// the XOR of up to 2^198 kept in a bitset.
#include <bitset>
#include <iostream>
#include <string>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n, m;
        cin >> n >> m;
        bitset<256> value;
        string row;
        for (int i = 1; i <= n; i++) {
            cin >> row;
            for (int j = 1; j <= m; j++) {
                if (row[j - 1] != 'T') continue;
                if (i == 1 || j == 1)
                    value.flip(__builtin_ctz(i + j - 1));
                else
                    value.flip(i + j - 2);
            }
        }
        cout << (value.any() ? "-_-" : "=_=") << '\n';
    }
}
