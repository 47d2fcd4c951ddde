// Codeforces 1704 F "Colouring Game" the way most competitive programmers write it: compare
// the counts; at equal counts, Dawson's Kayles values of the alternating runs, computed by mex
// up to 200 and then periodic with period 34.
#include <iostream>
#include <string>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const int N = 200;
    vector<int> g(N, 0);
    for (int n = 2; n < N; n++) {
        vector<bool> seen(64, false);
        for (int k = 2; k <= n; k++) seen[g[k - 2] ^ g[n - k]] = true;
        int m = 0;
        while (seen[m]) m++;
        g[n] = m;
    }
    auto value = [&](long long len) { return len < N ? g[len] : g[(len - 100) % 34 + 100]; };
    int t;
    cin >> t;
    while (t--) {
        int n;
        string s;
        cin >> n >> s;
        int red = 0;
        for (char c : s) red += c == 'R';
        if (2 * red != n) {
            cout << (2 * red > n ? "Alice" : "Bob") << '\n';
            continue;
        }
        int x = 0, run = 1;
        for (int i = 1; i < n; i++) {
            if (s[i] != s[i - 1]) run++;
            else x ^= value(run), run = 1;
        }
        x ^= value(run);
        cout << (x ? "Alice" : "Bob") << '\n';
    }
}
