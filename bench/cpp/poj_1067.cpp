// POJ 1067 (= HDU 1527) the way a careful competitive programmer writes it: (a, b), a <= b, is
// lost when a = floor(k·φ) for k = b − a, and floor(k·φ) = floor((k + floor(√(5k²))) / 2) in
// integers (the usual double-precision test is wrong inside these limits: sample 2).
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
        long long k = b - a, square = 5 * k * k;
        long long r = sqrtl((long double)square);
        while (r * r > square) r--;
        while ((r + 1) * (r + 1) <= square) r++;
        cout << (a == (k + r) / 2 ? 0 : 1) << '\n';
    }
}
