// AtCoder AGC 002 E "Candy Piles" the way most competitive programmers write it: sort the
// piles in decreasing order, walk the diagonal of their Young diagram, and look at the
// parities of the two arms where it ends.
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
    for (auto &x : a) cin >> x;
    sort(a.begin(), a.end(), greater<long long>());
    int k = 0;
    while (k + 1 < n && a[k + 1] > k + 1) k++;
    long long up = a[k] - k - 1;
    long long right = 0;
    for (int j = k + 1; j < n && a[j] > k; j++) right++;
    cout << ((up % 2 == 1 || right % 2 == 1) ? "First" : "Second") << '\n';
}
