// Codeforces 388 C "Fox and Card Game" the way most competitive programmers write it: each
// pile's upper half to Ciel and lower half to Jiro, the middles of odd piles sorted and taken
// alternately from the largest, Ciel first.
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
    long long ciel = 0, jiro = 0;
    vector<long long> mid;
    for (int i = 0; i < n; i++) {
        int s;
        cin >> s;
        for (int j = 0; j < s; j++) {
            long long c;
            cin >> c;
            if (2 * j + 1 < s) ciel += c;
            else if (2 * j + 1 > s) jiro += c;
            else mid.push_back(c);
        }
    }
    sort(mid.begin(), mid.end(), greater<long long>());
    for (size_t i = 0; i < mid.size(); i++) (i % 2 == 0 ? ciel : jiro) += mid[i];
    cout << ciel << ' ' << jiro << '\n';
}
