// HDU 3032 the way most competitive programmers write it: Lasker's Nim by x mod 4.
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
            if (s % 4 == 0) x ^= s - 1;
            else if (s % 4 == 3) x ^= s + 1;
            else x ^= s;
        }
        cout << (x ? "Alice" : "Bob") << '\n';
    }
}
