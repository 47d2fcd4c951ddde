// Codeforces 603 C the way most competitive programmers write it.
#include <iostream>
using namespace std;
int grundy(long long a, long long k) {
    if (k % 2 == 0) {
        if (a <= 2) return (int)a;
        return a % 2 == 0;
    }
    if (a <= 4) return (int[]){0, 1, 0, 1, 2}[a];
    if (a % 2 == 1) return 0;
    return grundy(a / 2, k) == 1 ? 2 : 1;
}
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long n, k, a;
    cin >> n >> k;
    int x = 0;
    for (long long i = 0; i < n; i++) cin >> a, x ^= grundy(a, k);
    cout << (x ? "Kevin" : "Nicky") << '\n';
}
