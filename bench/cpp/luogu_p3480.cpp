// Luogu P3480 the way most competitive programmers write it: staircase Nim on the
// differences, counting stairs from the right.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int u;
    cin >> u;
    while (u--) {
        int n;
        cin >> n;
        vector<long long> a(n + 1, 0);
        for (int i = 1; i <= n; i++) cin >> a[i];
        long long x = 0;
        for (int i = n; i >= 1; i -= 2) x ^= a[i] - a[i - 1];
        cout << (x ? "TAK" : "NIE") << '\n';
    }
}
