// Luogu P3179 the way most competitive programmers write it: a white cell x is worth a Grundy
// value that depends only on N / x, computed for each of the O(√N) values of N / x in
// increasing order, the options' XORs grouped by equal quotients (O(N^(3/4)) in all).
#include <cmath>
#include <iostream>
#include <vector>
using namespace std;
long long n;
int root;
vector<int> small, large;  // the value at m = N / x: small[m] for m <= root, large[N / m] else
int &at(long long m) { return m <= root ? small[m] : large[n / m]; }
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int k;
    cin >> n >> k;
    root = sqrt((double)n);
    while ((long long)(root + 1) * (root + 1) <= n) root++;
    while ((long long)root * root > n) root--;
    small.assign(root + 2, 0);
    large.assign(root + 2, 0);
    vector<long long> values;  // every N / x, increasing
    for (long long x = n; x >= 1; x = n / (n / x + 1)) {
        values.push_back(n / x);
        if (n / x == n) break;
    }
    vector<int> seen(4 * root + 10, -1);
    int stamp = 0;
    for (long long m : values) {
        stamp++;
        int prefix = 0;
        seen[0] = stamp;  // k = 1: only the cell itself
        for (long long l = 2, r; l <= m; l = r + 1) {
            long long q = m / l;
            r = m / q;
            int g = at(q);
            int odd = prefix ^ g;  // an odd number of this block's multiples taken
            if (odd < (int)seen.size()) seen[odd] = stamp;
            if (r > l && prefix < (int)seen.size()) seen[prefix] = stamp;
            if ((r - l + 1) % 2) prefix ^= g;
        }
        int v = 0;
        while (seen[v] == stamp) v++;
        at(m) = v;
    }
    while (k--) {
        int w, x = 0;
        cin >> w;
        while (w--) {
            long long c;
            cin >> c;
            x ^= at(n / c);
        }
        cout << (x ? "Yes" : "No") << '\n';
    }
}
