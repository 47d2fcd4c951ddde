// Codeforces 794 E "Choosing Carrot" the way most competitive programmers write it: a window of
// m carrots is worth max(a[c], a[c+1]) at its middle pair (m even) or max(min(a[c-1], a[c]),
// min(a[c], a[c+1])) at its middle (m odd, m >= 3); as m falls by two the middles widen by one
// on each side, so a running maximum per parity gives every k.
#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n), ans(n);
    for (auto &x : a) cin >> x;
    auto even = [&](int c) { return max(a[c], a[c + 1]); };
    auto odd = [&](int c) { return max(min(a[c - 1], a[c]), min(a[c], a[c + 1])); };
    for (int parity = 0; parity < 2; parity++) {
        int m = (n % 2 == parity) ? n : n - 1;
        if (m < 2) continue;
        long long best = 0;
        for (int c = (m - 1) / 2; c <= n - 1 - m / 2; c++)
            best = max(best, parity == 0 ? even(c) : odd(c));
        while (true) {
            ans[n - m] = best;
            m -= 2;
            if (m < 2) break;
            int lo = (m - 1) / 2, hi = n - 1 - m / 2;
            best = max(best, parity == 0 ? max(even(lo), even(hi)) : max(odd(lo), odd(hi)));
        }
    }
    ans[n - 1] = *max_element(a.begin(), a.end());
    for (int k = 0; k < n; k++) cout << ans[k] << (k + 1 < n ? ' ' : '\n');
}
