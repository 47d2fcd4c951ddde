// Luogu P8347 the way most competitive programmers write it: count degrees, look for an even one.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        vector<int> degree(n + 1, 0);
        for (int i = 0; i < n - 1; i++) {
            int u, v;
            cin >> u >> v;
            degree[u]++, degree[v]++;
        }
        bool even = false;
        for (int v = 1; v <= n; v++) even |= degree[v] % 2 == 0;
        cout << (even ? "Hifuu" : "Luna") << '\n';
    }
}
