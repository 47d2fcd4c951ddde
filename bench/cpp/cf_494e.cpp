// Codeforces 494 E "Sharti" in plain C++ with the same algorithm as the binary: a cell is worth
// min(lowbit i, lowbit j, K); bit t of M(x) says 2^t divides x (t up to K's exponent), and one
// sweep over the union with a segment tree over the compressed columns keeps the XOR of M over
// the covered columns, so that each block of rows adds (XOR of M over its rows) & (that XOR).
// The board's value is A ^ (A >> 1) for the total A.
#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;
typedef unsigned long long u64;
struct Ev { u64 x; int y1, y2, d; };
vector<u64> ys, whole, cov;
vector<int> cnt;
u64 levels;
u64 prefix(u64 x) { return (x - 1) & levels; } // XOR of M(i) for 1 <= i < x
void build(int node, int lo, int hi) {
    whole[node] = prefix(ys[hi]) ^ prefix(ys[lo]);
    if (hi - lo > 1) {
        int mid = (lo + hi) / 2;
        build(2 * node, lo, mid);
        build(2 * node + 1, mid, hi);
    }
}
void update(int node, int lo, int hi, int a, int b, int d) {
    if (b <= lo || hi <= a) return;
    if (a <= lo && hi <= b) cnt[node] += d;
    else {
        int mid = (lo + hi) / 2;
        update(2 * node, lo, mid, a, b, d);
        update(2 * node + 1, mid, hi, a, b, d);
    }
    if (cnt[node] > 0) cov[node] = whole[node];
    else if (hi - lo > 1) cov[node] = cov[2 * node] ^ cov[2 * node + 1];
    else cov[node] = 0;
}
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    u64 n, k;
    int m;
    cin >> n >> m >> k;
    vector<u64> a(m), b(m), c(m), d(m);
    for (int i = 0; i < m; i++) {
        cin >> a[i] >> b[i] >> c[i] >> d[i];
        ys.push_back(b[i]);
        ys.push_back(d[i] + 1);
    }
    sort(ys.begin(), ys.end());
    ys.erase(unique(ys.begin(), ys.end()), ys.end());
    int leaves = ys.size() - 1;
    u64 K = 1;
    while (K * 2 <= k) K *= 2;
    levels = 2 * K - 1;
    whole.assign(4 * leaves, 0);
    cov.assign(4 * leaves, 0);
    cnt.assign(4 * leaves, 0);
    build(1, 0, leaves);
    vector<Ev> ev;
    for (int i = 0; i < m; i++) {
        int y1 = lower_bound(ys.begin(), ys.end(), b[i]) - ys.begin();
        int y2 = lower_bound(ys.begin(), ys.end(), d[i] + 1) - ys.begin();
        ev.push_back({a[i], y1, y2, 1});
        ev.push_back({c[i] + 1, y1, y2, -1});
    }
    sort(ev.begin(), ev.end(), [](const Ev &p, const Ev &q) { return p.x < q.x; });
    u64 total = 0, x = 1;
    for (auto &e : ev) {
        if (e.x != x) {
            total ^= (prefix(e.x) ^ prefix(x)) & cov[1];
            x = e.x;
        }
        update(1, 0, leaves, e.y1, e.y2, e.d);
    }
    cout << ((total ^ (total >> 1)) ? "Hamed" : "Malek") << '\n';
}
