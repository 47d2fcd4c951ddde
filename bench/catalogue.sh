#!/bin/sh
# The catalogue trial of `sg guess --at`: each one-heap rule in bench/catalogue/ (contest and
# literature rules, with and without a known pattern) is guessed from its first N values
# (default 300) and asked at every heap from N to M − 1 (default 2000); the answers are compared
# with `sg table` of M values. `sg guess --at` computes the table on past N when that is cheap,
# and an answer so computed (`exact: the table computed to …`) is the table held to itself: it
# is counted apart and is not a pattern found. A rule counts as found when every heap is
# answered by a pattern, unknown when none is; any answered value that differs from the table
# is wrong. With FAR=1 each rule is also asked at 1000001 … 1000004, past every heap the guess
# computes (10^6), and the answers are held to `sg table` of 1000005 values (the definition,
# where it finishes within FAR_SECONDS, default 120), then asked at 10^12 and 10^18, where no
# table reaches, and those answers counted by kind.
# Run from the repository root:
#   sh bench/catalogue.sh [N] [M]        FAR=1 sh bench/catalogue.sh
set -e
n=${1:-300}
m=${2:-2000}
cargo build --release --bin sg
sg=target/release/sg
at=$(seq -s, "$n" $((m - 1)))
found=0; unknown=0; partial=0; wrong=0; total=0; farproven=0; tabled=0
for rule in bench/catalogue/*.rhai; do
    total=$((total + 1))
    table=$($sg table --rule "$rule" "$m" --row)
    result=$($sg guess --rule "$rule" "$n" --at "$at" | awk -v table="$table" '
        BEGIN { split(table, value, " ") }
        /^value at / {
            x = $3; sub(":", "", x); v = $4
            if ($5 == "(exact:" && $7 == "table" && $8 == "computed") { computed++ }
            else if (v == "unknown") { unknown++ } else if (v != value[x + 1]) { wrong++ } else { right++ }
        }
        END { printf "%d %d %d %d\n", right, unknown, wrong, computed }')
    set -- $result
    computed=$4
    name=$(basename "$rule" .rhai)
    if [ "$3" -gt 0 ]; then
        wrong=$((wrong + 1)); verdict="WRONG at $3 heaps"
    elif [ "$1" -eq 0 ] && [ "$2" -eq 0 ]; then
        tabled=$((tabled + 1)); verdict="every heap computed by the table (no pattern held to it)"
    elif [ "$2" -eq 0 ]; then
        found=$((found + 1)); verdict="found"
    elif [ "$1" -eq 0 ]; then
        unknown=$((unknown + 1)); verdict="unknown"
    else
        partial=$((partial + 1)); verdict="partly ($1 heaps answered, $2 unknown)"
    fi
    [ "$computed" -gt 0 ] && verdict="$verdict ($computed heaps computed by the table, not counted)"
    if [ -n "$FAR" ]; then
        truth=$(timeout "${FAR_SECONDS:-120}" $sg table --rule "$rule" 1000005 --row 2>/dev/null \
            | tr ' ' '\n' | sed -n '1000002,1000005p' | tr '\n' ' ' || true)
        held=$($sg guess --rule "$rule" "$n" --at 1000001,1000002,1000003,1000004 | awk -v truth="$truth" '
            BEGIN { split(truth, value, " ") }
            /^value at / {
                i++; v = $4
                if (v == "unknown") { u++ } else if (truth == "") { n++ } else if (v != value[i]) { w++ } else { r++ }
            }
            END { printf "past 10^6: %d right, %d wrong, %d unknown, %d with no table", r, w, u, n }')
        far=$($sg guess --rule "$rule" "$n" --at 10^12,10^18 | awk '
            /^value at / { if ($4 == "unknown") { u++ } else { k[$5]++ } }
            END { printf "10^12 and 10^18: %d exact, %d proven, %d sampled, %d unknown", k["(exact:"], k["(proven:"], k["(sampled,"], u }')
        verdict="$verdict; $held; $far"
        case "$held" in *" 0 wrong"*) ;; *) wrong=$((wrong + 1)) ;; esac
        farproven=$((farproven + $(echo "$far" | awk '{ print $4 + $6 }')))
    fi
    printf '%-24s %s\n' "$name" "$verdict"
done
[ -n "$FAR" ] && echo "at 10^12 and 10^18 (2 a rule): $farproven answered exact or proven, the rest sampled or unknown"
echo "$total rules from $n values, asked at heaps $n..$((m - 1)): $found found, $partial partly, $unknown unknown, $tabled computed by the table only, $wrong wrong"
