// HDU 1850 the way most competitive programmers write it: count the piles a with a ^ s < a.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int m;
    while (cin >> m && m) {
        vector<int> a(m);
        int s = 0;
        for (auto &v : a) cin >> v, s ^= v;
        int count = 0;
        if (s)
            for (auto v : a)
                if ((v ^ s) < v) count++;
        cout << count << '\n';
    }
}
