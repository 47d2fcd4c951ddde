// HDU 1524 the way most competitive programmers write it: Grundy values of the DAG by a
// memoised depth-first search, then Nim over the chessmen.
#include <cstring>
#include <iostream>
#include <vector>
using namespace std;
vector<vector<int>> to;
vector<int> sg;
int value(int v) {
    if (sg[v] >= 0) return sg[v];
    vector<bool> seen(to[v].size() + 1);
    for (int w : to[v]) {
        int x = value(w);
        if (x < (int)seen.size()) seen[x] = true;
    }
    int x = 0;
    while (seen[x]) x++;
    return sg[v] = x;
}
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    while (cin >> n) {
        to.assign(n, {});
        sg.assign(n, -1);
        for (int i = 0; i < n; i++) {
            int x;
            cin >> x;
            to[i].resize(x);
            for (auto &w : to[i]) cin >> w;
        }
        int m;
        while (cin >> m && m) {
            int x = 0;
            while (m--) {
                int p;
                cin >> p;
                x ^= value(p);
            }
            cout << (x ? "WIN" : "LOSE") << '\n';
        }
    }
}
