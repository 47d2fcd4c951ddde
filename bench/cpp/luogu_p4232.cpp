// Luogu P4232 (hide and seek on a DAG, simultaneous moves): a plain C++ solution of the same
// algorithm, each (time, Rin, Kuu) a matrix game solved by a double simplex (shift the matrix
// positive, max sum y with A y <= 1, value 1 / sum y), memoised over the states reached.
#include <cstdio>
#include <cstring>
#include <vector>
using namespace std;

const double EPS = 1e-9;
int n, t;
vector<int> nxt[21];
double memo[22][21][21];
bool seen[22][21][21];

double game_value(vector<vector<double>> a) {
    int m = a.size(), k = a[0].size();
    double lo = a[0][0];
    for (auto &r : a) for (double x : r) lo = min(lo, x);
    double shift = 1 - lo;
    vector<vector<double>> d(m + 1, vector<double>(k + 1, 0));
    for (int i = 0; i < m; i++) {
        for (int j = 0; j < k; j++) d[i][j] = a[i][j] + shift;
        d[i][k] = 1;
    }
    for (int j = 0; j < k; j++) d[m][j] = -1;
    vector<int> basic(m), freev(k);
    for (int i = 0; i < m; i++) basic[i] = k + i;
    for (int j = 0; j < k; j++) freev[j] = j;
    while (true) {
        int s = -1;
        for (int j = 0; j < k; j++)
            if (d[m][j] < -EPS && (s < 0 || freev[j] < freev[s])) s = j;
        if (s < 0) break;
        int r = -1;
        for (int i = 0; i < m; i++) {
            if (d[i][s] <= EPS) continue;
            if (r < 0) { r = i; continue; }
            double diff = d[i][k] / d[i][s] - d[r][k] / d[r][s];
            if (diff < -EPS || (diff <= EPS && basic[i] < basic[r])) r = i;
        }
        double p = d[r][s];
        for (int j = 0; j <= k; j++) if (j != s) d[r][j] /= p;
        for (int i = 0; i <= m; i++) {
            if (i == r) continue;
            double f = d[i][s];
            for (int j = 0; j <= k; j++) if (j != s) d[i][j] -= f * d[r][j];
            d[i][s] = -f / p;
        }
        d[r][s] = 1 / p;
        swap(basic[r], freev[s]);
    }
    return 1 / d[m][k] - shift;
}

double f(int time, int r, int k) {
    if (time == t) return t + 1;
    if (seen[time][r][k]) return memo[time][r][k];
    vector<int> rs(1, r), ks(1, k);
    rs.insert(rs.end(), nxt[r].begin(), nxt[r].end());
    ks.insert(ks.end(), nxt[k].begin(), nxt[k].end());
    vector<vector<double>> a(rs.size(), vector<double>(ks.size()));
    for (size_t i = 0; i < rs.size(); i++)
        for (size_t j = 0; j < ks.size(); j++)
            a[i][j] = rs[i] == ks[j] ? time + 1 : f(time + 1, rs[i], ks[j]);
    seen[time][r][k] = true;
    return memo[time][r][k] = game_value(a);
}

int main() {
    int m, sr, sk;
    if (scanf("%d %d %d %d %d", &n, &m, &sr, &sk, &t) != 5) return 1;
    for (int i = 0; i < m; i++) {
        int a, b;
        if (scanf("%d %d", &a, &b) != 2) return 1;
        nxt[a].push_back(b);
    }
    printf("%.3f\n", sr == sk ? 0.0 : f(0, sr, sk));
}
