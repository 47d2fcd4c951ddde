// HDU 2516 the way most competitive programmers write it: the first player loses on a
// Fibonacci number.
#include <iostream>
#include <set>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    set<long long> fib;
    long long a = 1, b = 2;
    while (a < (1LL << 32)) fib.insert(a), b += a, a = b - a;
    long long n;
    while (cin >> n && n) cout << (fib.count(n) ? "Second win" : "First win") << '\n';
}
