// AtCoder ARC 168 B the way most competitive programmers write it: -1 if the XOR is not 0,
// else the largest size held by an odd number of piles, less one (0 if there is none).
#include <algorithm>
#include <functional>
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> a(n);
    long long x = 0;
    for (auto &v : a) cin >> v, x ^= v;
    if (x) {
        cout << -1 << '\n';
        return 0;
    }
    sort(a.begin(), a.end(), greater<long long>());
    for (int i = 0; i < n;) {
        int j = i;
        while (j < n && a[j] == a[i]) j++;
        if ((j - i) % 2 == 1) {
            cout << a[i] - 1 << '\n';
            return 0;
        }
        i = j;
    }
    cout << 0 << '\n';
}
