// POJ 1067 the way most competitive programmers write it (double-precision golden ratio).
#include <cmath>
#include <iostream>
#include <utility>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long a, b;
    while (cin >> a >> b) {
        if (a > b) swap(a, b);
        long long k = b - a;
        cout << (a == (long long)(k * (1 + sqrt(5.0)) / 2) ? 0 : 1) << '\n';
    }
}
