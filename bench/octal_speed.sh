#!/bin/sh
# Times the explorer's octal engine (sparse space) against an older commit, so that a slowdown
# cannot slip in unnoticed: `sg` is built from COMMIT (default 3341c7e, the engine before the
# checkpoint, pipeline and layering work) in a git worktree of its own with its own target
# directory (both kept under ${TMPDIR:-/tmp}, seeded once from this tree's target/release so
# that only the grundy crate is compiled), and from the current tree; the two must print the
# same, then they run alternately (old, new, old, new, ...) so that a busy spell of the machine
# falls on both, and the medians of wall and CPU time are compared. Run from the repository root:
#   sh bench/octal_speed.sh [COMMIT] [RUNS] [SG ARGUMENTS...]
# RUNS defaults to 5 and the arguments to `period 0.104 16000000` (about 1.5 s; the gap found
# there, 0.8x from the second thread's start and join at every call, was that of the full
# `period 0.104`, which takes 40 s or more). On a shared machine read the ratios, not the times.
# Remove the old build with: git worktree remove --force ${TMPDIR:-/tmp}/grundy-speed-COMMIT
set -e
commit=${1:-3341c7e}
runs=${2:-5}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] && shift
[ $# -eq 0 ] && set -- period 0.104 16000000
root=$(pwd)
base=${TMPDIR:-/tmp}/grundy-speed-$commit
cargo build --release --quiet --bin sg
cp target/release/sg "$base-new"
if [ ! -d "$base" ]; then
    git worktree add --detach "$base" "$commit"
fi
if [ ! -d "$base-target" ]; then
    mkdir -p "$base-target"
    cp -a target/release "$base-target/"
fi
(cd "$base" && CARGO_TARGET_DIR="$base-target" cargo build --release --quiet --bin sg)
cp "$base-target/release/sg" "$base-old"
old="$base-old $*"
new="$base-new $*"
if [ "$($old)" != "$($new)" ]; then
    echo "error: $commit and the current tree print different results for: sg $*" >&2
    exit 1
fi
# One run: wall and CPU (user + system) seconds, from /usr/bin/time if there, else wall only.
times=$(mktemp)
trap 'rm -f "$times"' EXIT
run() {
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f "$1 %e %U %S" -a -o "$times" $2 > /dev/null
    else
        start=$(date +%s.%N)
        $2 > /dev/null
        echo "$1 $(echo "$(date +%s.%N) - $start" | bc) 0 0" >> "$times"
    fi
}
i=0
while [ "$i" -lt "$runs" ]; do
    run old "$old"
    run new "$new"
    i=$((i + 1))
done
echo "sg $*: $runs alternating runs each, $commit against the current tree ($(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD || echo ', with changes'))"
awk '
    { wall[$1] = wall[$1] " " $2; cpu[$1] = cpu[$1] " " ($3 + $4) }
    function median(list,    v, n, i, j, t) {
        n = split(list, v, " ")
        for (i = 2; i <= n; i++) for (j = i; j > 1 && v[j - 1] + 0 > v[j] + 0; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
        return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
    }
    END {
        ow = median(wall["old"]); nw = median(wall["new"])
        oc = median(cpu["old"]); nc = median(cpu["new"])
        printf "old: wall %.2f s, cpu %.2f s (runs:%s)\n", ow, oc, wall["old"]
        printf "new: wall %.2f s, cpu %.2f s (runs:%s)\n", nw, nc, wall["new"]
        printf "speed of new against old (old / new): wall %.2fx, cpu %.2fx\n", ow / nw, (nc > 0 ? oc / nc : 0)
    }' "$times"
