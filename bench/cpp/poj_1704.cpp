// POJ 1704 the way most competitive programmers write it: sort, pair the men from the right,
// Nim on the gaps inside each pair.
#include <algorithm>
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
        vector<int> a(n + 1, 0);
        for (int i = 1; i <= n; i++) cin >> a[i];
        sort(a.begin() + 1, a.end());
        int x = 0;
        for (int i = n; i >= 1; i -= 2) x ^= a[i] - a[i - 1] - 1;
        cout << (x ? "Georgia will win" : "Bob will win") << '\n';
    }
}
