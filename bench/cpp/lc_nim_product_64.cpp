// Library Checker nim_product_64 the way its reference does it: 64 look-ups per product in a
// 32 MiB table of products of bytes, table[i][j][x][y] = (x << 8i) ⊗ (y << 8j). Input and
// output through whole-buffer fread/fwrite, so the time is the products'.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>
typedef uint64_t u64;

// The nim product by the tower of fields, used to fill the table.
static u64 slow(u64 a, u64 b, int bits) {
    if (bits == 1) return a & b;
    int h = bits / 2;
    u64 m = (h == 64) ? ~0ULL : ((1ULL << h) - 1);
    u64 a1 = a >> h, a0 = a & m, b1 = b >> h, b0 = b & m;
    u64 lo = slow(a0, b0, h), cross = slow(a1 ^ a0, b1 ^ b0, h), hi = slow(a1, b1, h);
    return ((cross ^ lo) << h) | (lo ^ slow(hi, 1ULL << (h - 1), h));
}

static std::vector<u64> table(8 * 8 * 256 * 256);

int main() {
    u64 small[256][256];
    for (int x = 0; x < 256; x++)
        for (int y = 0; y < 256; y++) small[x][y] = slow(x, y, 8);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) {
            // z -> z ⊗ 2^(8i) ⊗ 2^(8j) is linear over GF(2): images of the 8 bits of z.
            u64 col[8];
            for (int k = 0; k < 8; k++) col[k] = slow(slow(1ULL << k, 1ULL << (8 * i), 64), 1ULL << (8 * j), 64);
            u64* t = &table[(i * 8 + j) * 65536];
            for (int x = 0; x < 256; x++)
                for (int y = 0; y < 256; y++) {
                    u64 z = small[x][y], v = 0;
                    for (int k = 0; k < 8; k++)
                        if (z >> k & 1) v ^= col[k];
                    t[x * 256 + y] = v;
                }
        }
    std::vector<char> in;
    size_t len = 0;
    in.resize(1 << 20);
    for (size_t n; (n = fread(&in[len], 1, in.size() - len, stdin)) > 0;) {
        len += n;
        if (len == in.size()) in.resize(in.size() * 2);
    }
    in.resize(len + 1);
    in[len] = 0;
    const char* p = in.data();
    auto next = [&]() -> u64 {
        while (*p && (*p < '0' || *p > '9')) p++;
        u64 v = 0;
        while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
        return v;
    };
    u64 t = next();
    std::vector<char> out;
    out.reserve(t * 21 + 16);
    for (u64 c = 0; c < t; c++) {
        u64 a = next(), b = next(), r = 0;
        for (int i = 0; i < 8; i++)
            for (int j = 0; j < 8; j++)
                r ^= table[(i * 8 + j) * 65536 + ((a >> (8 * i)) & 255) * 256 + ((b >> (8 * j)) & 255)];
        char buf[24];
        int k = 0;
        do buf[k++] = '0' + r % 10, r /= 10; while (r);
        while (k) out.push_back(buf[--k]);
        out.push_back('\n');
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
