// HDU 2147 the way most competitive programmers write it: kiki loses when n and m are both odd.
#include <iostream>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    while (cin >> n >> m && (n || m))
        cout << (n % 2 == 0 || m % 2 == 0 ? "Wonderful!" : "What a pity!") << '\n';
}
