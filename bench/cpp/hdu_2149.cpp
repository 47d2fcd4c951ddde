// HDU 2149 the way most competitive programmers write it: Bash's game on the M the bid must reach.
#include <iostream>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int m, n;
    while (cin >> m >> n) {
        if (m <= n) {
            for (int b = m; b <= n; b++) cout << b << (b == n ? '\n' : ' ');
        } else if (m % (n + 1) == 0) {
            cout << "none\n";
        } else {
            cout << m % (n + 1) << '\n';
        }
    }
}
