// HDU 1846 the way most competitive programmers write it: n is lost when m + 1 divides it.
#include <iostream>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int c, n, m;
    cin >> c;
    while (c-- && cin >> n >> m) cout << (n % (m + 1) ? "first" : "second") << '\n';
}
