// HDU 3404 the way most competitive programmers write it: a light at (x, y) is worth the nim
// product x ⊗ y, by Karatsuba on halves of the bits.
#include <iostream>
using namespace std;
unsigned nim_mul(unsigned a, unsigned b, int bits = 16) {
    if (a < 2 || b < 2) return a * b;
    int h = bits / 2;
    unsigned mask = (1u << h) - 1;
    unsigned a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
    unsigned c0 = nim_mul(a0, b0, h), c1 = nim_mul(a1 ^ a0, b1 ^ b0, h), c2 = nim_mul(a1, b1, h);
    return ((c1 ^ c0) << h) ^ c0 ^ nim_mul(c2, 1u << (h - 1), h);
}
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        unsigned s = 0;
        for (int i = 0; i < n; i++) {
            unsigned x, y;
            cin >> x >> y;
            s ^= nim_mul(x, y);
        }
        cout << (s ? "Have a try, lxhgww." : "Don't waste your time.") << '\n';
    }
}
