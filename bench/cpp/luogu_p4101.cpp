// Luogu P4101 the way most competitive programmers write it: the longest play fills every
// pile but one; its parity decides.
#include <iostream>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        long long n, m;
        cin >> n >> m;
        long long moves = n / m * (m - 1) + (n % m ? n % m - 1 : 0);
        cout << (moves % 2 ? 0 : 1) << '\n';
    }
}
