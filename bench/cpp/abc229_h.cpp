// AtCoder ABC 229 H "Advance or Eat" the way most competitive programmers write it.
// The board is the sum of its columns; each column's value is a number (the editorial's
// claim), computed by memoised recursion over the column's 3^N states as the simplest
// number strictly between its best Left and Right options, in fixed point (2^-40 steps).
// Takahashi wins iff the sum is positive.
#include <iostream>
#include <string>
#include <vector>
using namespace std;
typedef long long ll;
const int K = 40;
const ll ONE = 1LL << K;
int n;
vector<ll> value;
vector<char> known;

ll floor_div(ll a, ll b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

// The simplest number strictly between lo and hi (absent sides are unbounded).
ll simplest(bool has_lo, ll lo, bool has_hi, ll hi) {
    if ((!has_lo || lo < 0) && (!has_hi || hi > 0)) return 0;
    if (has_lo && lo >= 0) {
        ll k = (floor_div(lo, ONE) + 1) * ONE;
        if (!has_hi || k < hi) return k;
    } else {
        ll k = (-floor_div(-hi, ONE) - 1) * ONE;
        if (!has_lo || k > lo) return k;
    }
    for (int d = 1; d <= K; d++) {
        ll step = ONE >> d;
        ll x = (floor_div(lo, step) + 1) * step;
        if (x < hi) return x;
    }
    return lo;  // not reached for columns of at most 8 cells
}

// cells[i] for i from the top: 0 empty, 1 white, 2 black; code = sum cells[i] * 3^i.
ll solve(vector<int>& cells, int code) {
    if (known[code]) return value[code];
    bool has_lo = false, has_hi = false;
    ll lo = 0, hi = 0;
    int pw = 1;
    for (int i = 0; i < n; i++, pw *= 3) {
        int c = cells[i];
        for (int player = 1; player <= 2; player++) {
            int own = player, other = 3 - player;
            ll v;
            if (c == other) {
                cells[i] = 0;
                v = solve(cells, code - other * pw);
                cells[i] = other;
            } else if (c == own && i > 0 && cells[i - 1] == 0) {
                cells[i - 1] = own, cells[i] = 0;
                v = solve(cells, code - own * pw + own * (pw / 3));
                cells[i - 1] = 0, cells[i] = own;
            } else {
                continue;
            }
            if (player == 1) {
                if (!has_lo || v > lo) lo = v, has_lo = true;
            } else {
                if (!has_hi || v < hi) hi = v, has_hi = true;
            }
        }
    }
    known[code] = 1;
    return value[code] = simplest(has_lo, lo, has_hi, hi);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> n;
    vector<string> s(n);
    for (auto& r : s) cin >> r;
    int states = 1;
    for (int i = 0; i < n; i++) states *= 3;
    value.assign(states, 0);
    known.assign(states, 0);
    ll total = 0;
    for (int c = 0; c < n; c++) {
        vector<int> cells(n);
        int code = 0, pw = 1;
        for (int i = 0; i < n; i++, pw *= 3) {
            cells[i] = s[i][c] == 'W' ? 1 : s[i][c] == 'B' ? 2 : 0;
            code += cells[i] * pw;
        }
        total += solve(cells, code);
    }
    cout << (total > 0 ? "Takahashi" : "Snuke") << '\n';
}
