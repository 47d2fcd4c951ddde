// HDU 1847 the way most competitive programmers write it: n is lost when 3 divides it.
#include <iostream>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    while (cin >> n) cout << (n % 3 ? "Kiki" : "Cici") << '\n';
}
