// Luogu P3235 the way most competitive programmers write it: the table of every pile up to the
// largest, trying m and m + 1 in each block of equal quotients.
#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t, f;
    cin >> t >> f;
    vector<vector<int>> games(t);
    int mx = 0;
    for (auto &g : games) {
        int n;
        cin >> n;
        g.resize(n);
        for (auto &a : g) cin >> a, mx = max(mx, a);
    }
    vector<int> sg(mx + 2, 0), vis(mx + 2, 0);
    for (int x = max(f, 2); x <= mx; x++) {
        for (int i = 2; i <= x; i = x / (x / i) + 1) {
            for (int m = i; m <= min(i + 1, x / (x / i)); m++) {
                int q = x / m, r = x - q * m, v = 0;
                if (r & 1) v ^= sg[q + 1];
                if ((m - r) & 1) v ^= sg[q];
                vis[v] = x;
            }
        }
        int v = 0;
        while (vis[v] == x) v++;
        sg[x] = v;
    }
    for (int i = 0; i < t; i++) {
        int s = 0;
        for (int a : games[i]) s ^= sg[a];
        cout << (s ? 1 : 0) << (i + 1 == t ? '\n' : ' ');
    }
}
