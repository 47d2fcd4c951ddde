// HDU 2176 the way most competitive programmers write it (unsigned: sample 3 has a pile of
// 2^64 − 1).
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int m;
    while (cin >> m && m) {
        vector<unsigned long long> a(m);
        unsigned long long x = 0;
        for (auto &v : a) cin >> v, x ^= v;
        if (!x) { cout << "No\n"; continue; }
        cout << "Yes\n";
        for (auto v : a)
            if ((v ^ x) < v) cout << v << ' ' << (v ^ x) << '\n';
    }
}
