// HDU 3595 the way most competitive programmers write it: Every-SG. For each Euclid's game
// position, whether the mover wins and how many moves the game lasts when the winner makes it
// last and the loser ends it (a table of every pair up to 1000); MM wins when the longest game
// has an odd length.
#include <algorithm>
#include <iostream>
using namespace std;
static bool win[1001][1001];
static int steps[1001][1001];
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    for (int a = 1; a <= 1000; a++)
        for (int b = 1; b <= a; b++) {
            bool w = false;
            int longest = 0, shortest = 1 << 30;
            for (int r = a - b; r >= 0; r -= b) {
                int hi = max(r, b), lo = min(r, b);
                bool ow = lo > 0 && win[hi][lo];
                int os = lo > 0 ? steps[hi][lo] : 0;
                if (!ow) w = true, longest = max(longest, os + 1);
                shortest = min(shortest, os + 1);
            }
            win[a][b] = w;
            steps[a][b] = w ? longest : shortest;
        }
    int n;
    while (cin >> n) {
        int most = 0;
        for (int i = 0; i < n; i++) {
            int p, q;
            cin >> p >> q;
            most = max(most, steps[max(p, q)][min(p, q)]);
        }
        cout << (most % 2 ? "MM" : "GG") << '\n';
    }
}
