// HDU 3537 the way most competitive programmers write it.
#include <algorithm>
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    while (cin >> n) {
        vector<long long> a(n);
        for (auto &v : a) cin >> v;
        sort(a.begin(), a.end());
        a.erase(unique(a.begin(), a.end()), a.end());
        long long x = 0;
        for (auto v : a) x ^= 2 * v + (__builtin_popcountll(v) % 2 == 0);
        cout << (x ? "No" : "Yes") << '\n';
    }
}
