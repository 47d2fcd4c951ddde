// POJ 3537 the way most competitive programmers write it: a cross at cell i of n leaves the
// strips of i - 3 and n - i - 2 free cells; Grundy values up to 2000 by the mex.
#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const int N = 2000;
    vector<int> sg(N + 1, 0);
    vector<int> seen(N + 2, -1);
    for (int n = 1; n <= N; n++) {
        for (int i = 1; i <= n; i++) {
            int v = sg[max(0, i - 3)] ^ sg[max(0, n - i - 2)];
            if (v <= N) seen[v] = n;
        }
        int v = 0;
        while (seen[v] == n) v++;
        sg[n] = v;
    }
    int n;
    while (cin >> n) cout << (sg[n] ? 1 : 2) << '\n';
}
