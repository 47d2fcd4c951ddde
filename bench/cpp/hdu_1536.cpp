// HDU 1536 the way most competitive programmers write it: per set of takes, the Grundy values
// of every heap up to 10 000 by the mex, then Nim.
#include <cstring>
#include <iostream>
#include <string>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int k;
    while (cin >> k && k) {
        vector<int> s(k);
        for (auto &v : s) cin >> v;
        vector<int> sg(10001);
        vector<int> seen(k + 2, -1);
        for (int h = 0; h <= 10000; h++) {
            for (int t : s)
                if (t <= h && sg[h - t] <= k) seen[sg[h - t]] = h;
            int v = 0;
            while (seen[v] == h) v++;
            sg[h] = v;
        }
        int m;
        cin >> m;
        string line;
        while (m--) {
            int l, x = 0;
            cin >> l;
            while (l--) {
                int h;
                cin >> h;
                x ^= sg[h];
            }
            line += x ? 'W' : 'L';
        }
        cout << line << '\n';
    }
}
