#!/bin/sh
# How fast `sg guess --at X` checks a rule's moves heap by heap (moves_check.rs): take 1, 2 or
# 3 written in the part of rhai that runs natively (kinds/script/native.rs), beside the same
# rule written with a loop, whose every heap calls the script. Each is asked at X = 10^12, past
# the check's budget, so the check runs to the budget's end; the heaps it checked are read
# from the answer ("every heap below K"), and divided by the run's CPU time and wall time (the
# table of N = 1000 values and the sample included). Then issue 49's two rules, whose changes
# no sample hits, at the X the issue asked: the time to find the change.
# Run from the repository root:  sh bench/moves_check.sh
set -e
cargo build --release --bin sg
sg=$(pwd)/target/release/sg
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
echo 'fn moves(n) { take(n, [1, 2, 3]) }' > "$dir/native.rhai"
echo 'fn moves(n) { let o = []; for t in 1..=3 { if t <= n { o.push(n - t); } } o }' > "$dir/script.rhai"
echo 'fn moves(n) { if n % 1000003 == 0 { take(n, [2, 3]) } else { take(n, [1, 2, 3]) } }' > "$dir/multiples.rhai"
echo 'fn moves(n) { if n == 3333333 { take(n, [2, 3]) } else { take(n, [1, 2, 3].filter(|t| t <= n)) } }' > "$dir/one-heap.rhai"
run() { # rule X: prints "K heaps, cpu s, wall s" and the answer
    /usr/bin/time -f "%U %S %e" -o "$dir/time" "$sg" guess --rule "$dir/$1.rhai" 1000 --at "$2" \
        | grep '^value at' > "$dir/answer"
    set -- $(cat "$dir/time")
    cpu=$(echo "$1 + $2" | bc); wall=$3
}
printf '%-10s %12s %8s %8s %12s %12s\n' rule heaps cpu_s wall_s heaps/cpu_s heaps/wall_s
for rule in native script; do
    run $rule 1000000000000
    heaps=$(sed -n 's/.*every heap below \([0-9]*\).*/\1/p' "$dir/answer")
    printf '%-10s %12d %8.2f %8.2f %12.0f %12.0f\n' $rule "$heaps" "$cpu" "$wall" \
        "$(echo "$heaps / $cpu" | bc -l)" "$(echo "$heaps / $wall" | bc -l)"
done
for case in multiples:5000000 one-heap:10000000; do
    run "${case%%:*}" "${case#*:}"
    printf '%-10s cpu %.2f s, wall %.2f s: %s\n' "${case%%:*}" "$cpu" "$wall" "$(cat "$dir/answer")"
done
