#!/bin/sh
# Times rules whose moves build long option lists in rhai: 10^5 options pushed at one heap
# (examples/rules/long-options.rhai) and Nim written as a loop (every take, so a table of N
# heaps builds N²/2 options). With rhai's data-size limits set the engine re-measured an array
# after every push, so both were quadratic in the list's length. Run from the repository root:
#   sh bench/options.sh
set -e
cargo build --release --bin sg
sg=target/release/sg
dir=$(mktemp -d)
echo 'fn moves(n) { let o = []; for t in 1..=n { o.push(n - t); } o }' > "$dir/nim.rhai"
test "$($sg table --rule "$dir/nim.rhai" 100 --row)" = "$(seq -s ' ' 0 99)"
set -- \
    "$sg table --rule examples/rules/long-options.rhai 3" \
    "$sg table --rule $dir/nim.rhai 3000" \
    "$sg table --rule $dir/nim.rhai 1000"
for command in "$@"; do
    /usr/bin/time -f "%e s  $command" $command > /dev/null
done
rm -r "$dir"
