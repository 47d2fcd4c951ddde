// Codeforces 1194 D the way most competitive programmers write it.
#include <iostream>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        long long n, k;
        cin >> n >> k;
        bool alice;
        if (k % 3 != 0) {
            alice = n % 3 != 0;
        } else {
            long long r = n % (k + 1);
            alice = r == k || r % 3 != 0;
        }
        cout << (alice ? "Alice" : "Bob") << '\n';
    }
}
