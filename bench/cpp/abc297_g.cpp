// AtCoder ABC 297 G the way most competitive programmers write it.
#include <iostream>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long n, l, r;
    cin >> n >> l >> r;
    long long x = 0, a;
    for (long long i = 0; i < n; i++) cin >> a, x ^= (a % (l + r)) / l;
    cout << (x ? "First" : "Second") << '\n';
}
