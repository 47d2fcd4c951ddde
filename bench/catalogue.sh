#!/bin/sh
# The catalogue trial of `sg guess --at`: each one-heap rule in bench/catalogue/ (contest and
# literature rules, with and without a known pattern) is guessed from its first N values
# (default 300) and asked at every heap from N to M − 1 (default 2000); the answers are compared
# with `sg table` of M values. A rule counts as found when every heap is answered, unknown when
# none is; any answered value that differs from the table is wrong. Run from the repository root:
#   sh bench/catalogue.sh [N] [M]
set -e
n=${1:-300}
m=${2:-2000}
cargo build --release --bin sg
sg=target/release/sg
at=$(seq -s, "$n" $((m - 1)))
found=0; unknown=0; partial=0; wrong=0; total=0
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
    printf '%-24s %s\n' "$name" "$verdict"
done
echo "$total rules from $n values, asked at heaps $n..$((m - 1)): $found found, $partial partly, $unknown unknown, $wrong wrong"
