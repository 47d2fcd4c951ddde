// HDU 5795 the way most competitive programmers write it: the Multi-SG values by x mod 8.
#include <iostream>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        long long x = 0;
        for (int i = 0; i < n; i++) {
            long long s;
            cin >> s;
            if (s % 8 == 0) x ^= s - 1;
            else if (s % 8 == 7) x ^= s + 1;
            else x ^= s;
        }
        cout << (x ? "First player wins." : "Second player wins.") << '\n';
    }
}
