// POJ 2348 the way most competitive programmers write it: whoever first faces a / b >= 2 (or
// a multiple) wins; before that each move is forced.
#include <iostream>
#include <utility>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long a, b;
    while (cin >> a >> b && (a || b)) {
        bool stan = true;
        while (true) {
            if (a < b) swap(a, b);
            if (a % b == 0 || a / b >= 2) break;
            a -= b;
            stan = !stan;
        }
        cout << (stan ? "Stan wins" : "Ollie wins") << '\n';
    }
}
