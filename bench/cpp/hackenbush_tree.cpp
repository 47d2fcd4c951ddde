// Blue-Red Hackenbush on a tree, the algorithm of grundy::partizan::hackenbush_tree written
// plainly: root at vertex 1 (the ground) by BFS, then bottom up each vertex's value is the sum
// of its children's, each under its edge (the sign expansion with one sign put first). A value
// is floor(x) and the binary digits of x - floor(x), least significant first, a sum kept in the
// one with more digits. Input: n, then n - 1 lines `u v C` (C is B or R). Output: the value
// (`3/4`, `-2`, or `numerator/2^k` past 64 bits); the time of the computation (input read,
// output not written) in microseconds on stderr.
#include <bits/stdc++.h>
using namespace std;

struct Number {
    long long floor = 0;
    vector<uint8_t> bits;  // bits.back() is worth 1/2
    size_t low = 0;        // bits below `low` are zeros no longer counted
    size_t exponent() const { return bits.size() - low; }
    int sign() const { return floor < 0 ? -1 : (floor == 0 && exponent() == 0 ? 0 : 1); }
    void trim() {
        while (low < bits.size() && bits[low] == 0) low++;
    }
};

static void under_edge(Number& x, bool blue) {
    int s = x.sign();
    if (blue && s >= 0) {
        x.floor += 1;
    } else if (!blue && s <= 0) {
        x.floor -= 1;
    } else if (blue) {
        size_t m = (size_t)(-x.floor);
        x.bits.push_back(1);
        x.bits.insert(x.bits.end(), m - 1, 0);
        x.floor = 0;
    } else {
        size_t i = (size_t)x.floor;
        x.bits.push_back(0);
        x.bits.insert(x.bits.end(), i, 1);
        x.floor = -1;
        x.trim();
    }
}

// a += b, where a has at least as many digits.
static void add_into(Number& a, const Number& b) {
    a.floor += b.floor;
    uint8_t carry = 0;
    for (size_t i = b.low; i < b.bits.size(); i++) {
        size_t at = a.bits.size() + i - b.bits.size();
        uint8_t s = a.bits[at] + b.bits[i] + carry;
        a.bits[at] = s & 1;
        carry = s >> 1;
    }
    a.floor += carry;
    a.trim();
}

static string show(Number x) {
    size_t k = x.exponent();
    if (k <= 62) {
        __int128 num = (__int128)x.floor << k;
        unsigned long long f = 0;
        for (size_t i = x.bits.size(); i-- > x.low;) f = f << 1 | x.bits[i];
        num += f;
        if (num <= LLONG_MAX && num > LLONG_MIN) {
            if (k == 0) return to_string((long long)num);
            return to_string((long long)num) + "/" + to_string(1ULL << k);
        }
    }
    bool negative = x.floor < 0;
    if (negative) {  // -x: floor -floor-1, digits above the lowest 1 flipped
        x.floor = -x.floor - 1;
        for (size_t i = x.low + 1; i < x.bits.size(); i++) x.bits[i] ^= 1;
    }
    vector<uint8_t> bits(x.bits.begin() + x.low, x.bits.end());
    for (unsigned long long w = x.floor; w; w >>= 1) bits.push_back(w & 1);
    vector<uint32_t> limbs((bits.size() + 31) / 32, 0);
    for (size_t i = 0; i < bits.size(); i++) limbs[i / 32] |= (uint32_t)bits[i] << (i % 32);
    vector<uint32_t> groups;
    while (!limbs.empty()) {
        unsigned long long rest = 0;
        for (size_t i = limbs.size(); i-- > 0;) {
            unsigned long long cur = rest << 32 | limbs[i];
            limbs[i] = (uint32_t)(cur / 1000000000);
            rest = cur % 1000000000;
        }
        groups.push_back((uint32_t)rest);
        while (!limbs.empty() && limbs.back() == 0) limbs.pop_back();
    }
    string text = negative ? "-" : "";
    for (size_t i = groups.size(); i-- > 0;) {
        string g = to_string(groups[i]);
        if (i + 1 != groups.size()) g = string(9 - g.size(), '0') + g;
        text += g;
    }
    return text + "/2^" + to_string(k);
}

int main() {
    size_t n;
    if (scanf("%zu", &n) != 1) return 1;
    vector<vector<pair<size_t, bool>>> adjacent(n);
    for (size_t i = 1; i < n; i++) {
        size_t u, v;
        char c;
        if (scanf("%zu %zu %c", &u, &v, &c) != 3) return 1;
        adjacent[u - 1].push_back({v - 1, c == 'B'});
        adjacent[v - 1].push_back({u - 1, c == 'B'});
    }
    auto start = chrono::steady_clock::now();
    vector<size_t> parent(n, SIZE_MAX), order{0};
    vector<bool> blue(n);
    parent[0] = 0;
    for (size_t at = 0; at < order.size(); at++) {
        size_t u = order[at];
        for (auto [v, b] : adjacent[u])
            if (parent[v] == SIZE_MAX) parent[v] = u, blue[v] = b, order.push_back(v);
    }
    vector<Number> value(n);
    for (size_t at = order.size(); at-- > 1;) {
        size_t v = order[at], p = parent[v];
        Number x = move(value[v]);
        under_edge(x, blue[v]);
        if (x.exponent() < value[p].exponent()) {
            add_into(value[p], x);
        } else {
            add_into(x, value[p]);
            value[p] = move(x);
        }
    }
    auto micros = chrono::duration_cast<chrono::microseconds>(chrono::steady_clock::now() - start);
    printf("%s\n", show(value[0]).c_str());
    fprintf(stderr, "%lld\n", (long long)micros.count());
}
