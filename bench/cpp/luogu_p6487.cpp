// Luogu P6487 the way most competitive programmers write it: the smallest term of n's
// Zeckendorf representation.
#include <iostream>
#include <vector>
using namespace std;
int main() {
    long long n;
    cin >> n;
    vector<long long> f = {1, 2};
    while (f.back() + f[f.size() - 2] <= n) f.push_back(f.back() + f[f.size() - 2]);
    long long rest = n, take = n;
    for (int i = (int)f.size() - 1; i >= 0; i--)
        if (f[i] <= rest) rest -= f[i], take = f[i];
    cout << take << '\n';
}
