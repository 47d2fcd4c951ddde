// Luogu P3210 "[HNOI2010] 取石头游戏" the way most competitive programmers write it: a stack
// merging x <= y >= z into x + z - y, pairs at the outer ends left to the last, the rest sorted
// and taken alternately (a flag marks the gaps, so a merged pile of 0 stays a pile).
#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>
using namespace std;
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    vector<long long> v(n);
    vector<char> gap(n);
    int top = 0;
    long long sum = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        if (scanf("%lld", &x) != 1) return 1;
        sum += x;
        v[top] = x, gap[top] = x == 0, top++;
        while (top >= 3 && !gap[top - 1] && !gap[top - 2] && !gap[top - 3] &&
               v[top - 3] <= v[top - 2] && v[top - 2] >= v[top - 1]) {
            v[top - 3] = v[top - 3] + v[top - 1] - v[top - 2];
            top -= 2;
        }
    }
    int l = 0, r = top;
    long long pairs = 0;
    while (l + 1 < r && !gap[l] && !gap[l + 1] && v[l] >= v[l + 1]) pairs += v[l] - v[l + 1], l += 2;
    while (r - 2 >= l && !gap[r - 1] && !gap[r - 2] && v[r - 1] >= v[r - 2])
        pairs += v[r - 1] - v[r - 2], r -= 2;
    vector<long long> rest;
    for (int i = l; i < r; i++)
        if (!gap[i]) rest.push_back(v[i]);
    sort(rest.begin(), rest.end(), greater<long long>());
    long long d = 0;
    for (size_t i = 0; i < rest.size(); i++) d += i % 2 == 0 ? rest[i] : -rest[i];
    d += rest.size() % 2 == 0 ? -pairs : pairs;
    printf("%lld %lld\n", (sum + d) / 2, (sum - d) / 2);
}
