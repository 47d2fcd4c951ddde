"""AtCoder ABC 229 H (Advance or Eat): the abc229_h binary against two searches that share no
code with grundy. Boards up to 3 x 3 against a search of the whole board (the player to move
wins if some move leaves a board the opponent loses on); boards of 4 to 8 against the sum of
exact column values, each the simplest number between its options (Fractions), which also
checks that every column met is a number. Also prints both answers for every sample.

    python3 tests/cross_check/abc229_h.py [target/release/abc229_h]
"""
import glob, os, random, subprocess, sys
from fractions import Fraction
from functools import lru_cache
sys.setrecursionlimit(100000)
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
BIN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target", "release", "abc229_h")

def moves(board, n, tak):
    own, other = ("W", "B") if tak else ("B", "W")
    out = []
    b = list(board)
    for i, c in enumerate(b):
        if c == other:
            nb = b[:]; nb[i] = "."; out.append("".join(nb))
        elif c == own and i >= n and b[i - n] == ".":
            nb = b[:]; nb[i], nb[i - n] = ".", own; out.append("".join(nb))
    return out

@lru_cache(maxsize=None)
def wins(board, n, tak):
    return any(not wins(m, n, not tak) for m in moves(board, n, tak))

def simplest(lo, hi):
    # simplest number strictly between lo and hi (None = unbounded), by the birthday rule
    if (lo is None or lo < 0) and (hi is None or hi > 0):
        return Fraction(0)
    if lo is not None and lo >= 0:
        k = lo.numerator // lo.denominator + 1
        if hi is None or k < hi:
            return Fraction(k)
    else:
        k = -((-hi.numerator) // hi.denominator) - 1
        if lo is None or k > lo:
            return Fraction(k)
    d = 1
    while True:
        d *= 2
        m = (lo * d).numerator // (lo * d).denominator + 1
        x = Fraction(m, d)
        if x < hi:
            return x

@lru_cache(maxsize=None)
def column(col):
    # col: string top to bottom; value as a number, checking it is one
    n = len(col)
    L, R = [], []
    for i, c in enumerate(col):
        for own, other, lst in (("W", "B", L), ("B", "W", R)):
            if c == other:
                lst.append(column(col[:i] + "." + col[i+1:]))
            elif c == own and i > 0 and col[i-1] == ".":
                lst.append(column(col[:i-1] + own + "." + col[i+1:]))
    lo = max(L) if L else None
    hi = min(R) if R else None
    assert lo is None or hi is None or lo < hi, ("not a number", col)
    return simplest(lo, hi)

def run(n, rows):
    text = f"{n}\n" + "\n".join(rows) + "\n"
    return subprocess.run([BIN], input=text.encode(), capture_output=True).stdout.decode().strip()

def by_columns(n, rows):
    total = sum(column("".join(r[c] for r in rows)) for c in range(n))
    return "Takahashi" if total > 0 else "Snuke"

random.seed(229)
bad = 0
# whole-board search, N <= 3
for t in range(400):
    n = random.randint(1, 3)
    rows = ["".join(random.choice("WB.") for _ in range(n)) for _ in range(n)]
    want = "Takahashi" if wins("".join(rows), n, True) else "Snuke"
    got = run(n, rows)
    assert by_columns(n, rows) == want, rows
    if got != want:
        bad += 1; print("MISMATCH", rows, got, want)
print("N<=3 whole-board search: 400 boards checked, mismatches", bad)
# column numbers, N up to 8
for f in sorted(glob.glob(os.path.join(ROOT, "samples", "abc229_h", "*.in"))):
    lines = open(f).read().split()
    n, rows = int(lines[0]), lines[1:]
    got, want = run(n, rows), by_columns(n, rows)
    print(os.path.basename(f), got, want)
    bad += got != want
for t in range(300):
    n = random.randint(4, 8)
    p = random.random()
    rows = ["".join(random.choice("WB") if random.random() < p else "." for _ in range(n)) for _ in range(n)]
    got, want = run(n, rows), by_columns(n, rows)
    if got != want:
        bad += 1; print("MISMATCH", rows, got, want)
print("samples and N 4..8 by exact column numbers: 300 boards, mismatches", bad)
sys.exit(1 if bad else 0)
