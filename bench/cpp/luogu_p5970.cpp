// Luogu P5970 with the same algorithm: piles in increasing order; f[x][j] counts the deleted
// sets with nim-sum x and size j mod d, updated in place two nim-sums (x, x ^ a) at a time, only
// below the power of two above a. The answer is f[nim-sum of all][0], less the deletion of
// every pile when d divides n.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <vector>
using namespace std;
const unsigned MOD = 1000000007;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, d;
    cin >> n >> d;
    vector<unsigned> a(n);
    unsigned all = 0;
    for (auto &x : a) cin >> x, all ^= x;
    sort(a.begin(), a.end());
    size_t width = 1;
    while (width <= a.back()) width <<= 1;
    vector<unsigned> f(width * d, 0);
    f[0] = 1;
    unsigned ox[16], oy[16];
    for (unsigned v : a) {
        size_t top = 1;
        while (top * 2 <= v) top <<= 1;
        for (size_t x = 0; x < top; x++) {
            size_t y = x ^ v;
            unsigned *fx = &f[x * d], *fy = &f[y * d];
            for (int j = 0; j < d; j++) ox[j] = fx[j], oy[j] = fy[j];
            for (int j = 0; j < d; j++) {
                int b = (j + d - 1) % d;
                unsigned s = ox[j] + oy[b], t = oy[j] + ox[b];
                fx[j] = s >= MOD ? s - MOD : s;
                fy[j] = t >= MOD ? t - MOD : t;
            }
        }
    }
    unsigned count = f[(size_t)all * d];
    if (n % d == 0) count = (count + MOD - 1) % MOD;
    cout << count << '\n';
}
