// Luogu P3185 the way most competitive programmers write it: a bean in bottle i is worth the
// mex over splits into j <= k after it; only odd bottles count; try every move.
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
        vector<int> p(n), sg(n, 0);
        for (auto &v : p) cin >> v;
        for (int i = n - 1; i >= 0; i--) {
            vector<bool> seen(128, false);
            for (int j = i + 1; j < n; j++)
                for (int k = j; k < n; k++) seen[sg[j] ^ sg[k]] = true;
            while (seen[sg[i]]) sg[i]++;
        }
        int x = 0;
        for (int i = 0; i < n; i++)
            if (p[i] % 2) x ^= sg[i];
        int count = 0, fi = -1, fj = -1, fk = -1;
        for (int i = 0; i < n; i++) {
            if (!p[i]) continue;
            for (int j = i + 1; j < n; j++)
                for (int k = j; k < n; k++)
                    if ((x ^ sg[i] ^ sg[j] ^ sg[k]) == 0) {
                        if (count++ == 0) fi = i, fj = j, fk = k;
                    }
        }
        cout << fi << ' ' << fj << ' ' << fk << '\n' << count << '\n';
    }
}
