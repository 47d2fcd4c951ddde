// hihoCoder 1172 the way most competitive programmers write it: coin i heads is worth i.
#include <iostream>
#include <string>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    string s;
    while (cin >> n >> s) {
        int x = 0;
        for (int i = 0; i < n; i++)
            if (s[i] == 'H') x ^= i + 1;
        cout << (x ? "Alice" : "Bob") << '\n';
    }
}
