#!/bin/sh
# The catalogue trial of `sg guess --at`: each one-heap rule in bench/catalogue/ (contest and
# literature rules, with and without a known pattern) is guessed from its first N values
# (default 300) and asked at every heap from N to M − 1 (default 2000); the answers are compared
# with `sg table` of M values. A rule counts as found when every heap is answered, unknown when
# none is; any answered value that differs from the table is wrong. Every heap below 10^6 is
# computed when that is cheap, so the patterns matter far out: with FAR=1 each rule is also
# asked at 1000003, 10^12 and 10^18 and the answers that are not unknown are counted by kind
# (no table reaches there: these are the values proven for the rule's moves as checked).
# Run from the repository root:
#   sh bench/catalogue.sh [N] [M]        FAR=1 sh bench/catalogue.sh
set -e
n=${1:-300}
m=${2:-2000}
cargo build --release --bin sg
sg=target/release/sg
at=$(seq -s, "$n" $((m - 1)))
found=0; unknown=0; partial=0; wrong=0; total=0; farproven=0
for rule in bench/catalogue/*.rhai; do
    total=$((total + 1))
    table=$($sg table --rule "$rule" "$m" --row)
    result=$($sg guess --rule "$rule" "$n" --at "$at" | awk -v table="$table" '
        BEGIN { split(table, value, " ") }
        /^value at / {
            x = $3; sub(":", "", x); v = $4
            if (v == "unknown") { unknown++ } else if (v != value[x + 1]) { wrong++ } else { right++ }
        }
        END { printf "%d %d %d\n", right, unknown, wrong }')
    set -- $result
    name=$(basename "$rule" .rhai)
    if [ "$3" -gt 0 ]; then
        wrong=$((wrong + 1)); verdict="WRONG at $3 heaps"
    elif [ "$2" -eq 0 ]; then
        found=$((found + 1)); verdict="found"
    elif [ "$1" -eq 0 ]; then
        unknown=$((unknown + 1)); verdict="unknown"
    else
        partial=$((partial + 1)); verdict="partly ($1 heaps answered, $2 unknown)"
    fi
    if [ -n "$FAR" ]; then
        far=$($sg guess --rule "$rule" "$n" --at 1000003,10^12,10^18 | awk '
            /^value at / { if ($4 == "unknown") { u++ } else { k[$5]++ } }
            END { printf "far: %d exact, %d proven, %d unknown", k["(exact:"], k["(proven:"], u }')
        verdict="$verdict; $far"
        farproven=$((farproven + $(echo "$far" | awk '{ print $4 + $2 }')))
    fi
    printf '%-24s %s\n' "$name" "$verdict"
done
[ -n "$FAR" ] && echo "far heaps (3 a rule): $farproven answered (exact or proven), the rest unknown"
echo "$total rules from $n values, asked at heaps $n..$((m - 1)): $found found, $partial partly, $unknown unknown, $wrong wrong"
