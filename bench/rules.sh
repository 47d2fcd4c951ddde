#!/bin/sh
# Times `sg` on rules written in rhai: the split into three heaps built as one rhai array per
# way (three-way-split-loop.rhai) against the same rule declaring split(n, 3) as data
# (three-way-split.rhai), and `sg guess` on 2000 values of it. Run from the repository root:
#   sh bench/rules.sh            (hyperfine if installed, else one /usr/bin/time run each)
set -e
cargo build --release --bin sg
sg=target/release/sg
loop=examples/rules/three-way-split-loop.rhai
data=examples/rules/three-way-split.rhai
# The two tables agree before anything is timed.
test "$($sg table --rule $loop 200 --row)" = "$($sg table --rule $data 200 --row)"
set -- \
    "$sg table --rule $loop 200" \
    "$sg table --rule $loop 300" \
    "$sg table --rule $data 300" \
    "$sg table --rule $data 2000" \
    "$sg guess --rule $data 2000"
if command -v hyperfine >/dev/null; then
    hyperfine -N --runs 3 --output null "$@"
else
    for command in "$@"; do
        /usr/bin/time -f "%e s  $command" $command > /dev/null
    done
fi
