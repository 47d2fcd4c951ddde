// HDU 1848 the way most competitive programmers write it: Grundy values up to 1000 with the
// Fibonacci numbers as takes.
#include <cstring>
#include <iostream>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int fib[20] = {1, 2}, k = 2;
    while (fib[k - 1] + fib[k - 2] <= 1000) fib[k] = fib[k - 1] + fib[k - 2], k++;
    int sg[1001];
    for (int n = 0; n <= 1000; n++) {
        bool seen[20];
        memset(seen, 0, sizeof seen);
        for (int j = 0; j < k && fib[j] <= n; j++) seen[sg[n - fib[j]]] = true;
        int v = 0;
        while (seen[v]) v++;
        sg[n] = v;
    }
    int m, n, p;
    while (cin >> m >> n >> p && (m || n || p))
        cout << ((sg[m] ^ sg[n] ^ sg[p]) ? "Fibo" : "Nacci") << '\n';
}
