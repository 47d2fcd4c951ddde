// AtCoder ARC 151 C the way most competitive programmers write it: a run open at one end is
// worth its length, one between equal digits 1, between different digits 0, and with no
// digit given the row is worth N mod 2.
#include <iostream>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long n, m;
    cin >> n >> m;
    if (m == 0) {
        cout << (n % 2 ? "Takahashi" : "Aoki") << '\n';
        return 0;
    }
    long long x = 0, px = 0, py = -1;
    for (long long i = 0; i < m; i++) {
        long long cx, cy;
        cin >> cx >> cy;
        if (i == 0) x ^= cx - 1;
        else x ^= (py == cy);
        px = cx, py = cy;
    }
    x ^= n - px;
    cout << (x ? "Takahashi" : "Aoki") << '\n';
}
