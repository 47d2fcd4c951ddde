#!/bin/sh
# The catalogue trial of the finder over features: each rule in bench/families/ (contest and
# textbook games on piles, pairs, strings and trees, two partizan ones, and the negative
# controls Wythoff's game, subtract a square and Grundy's game) is guessed by
# `sg guess --rule F K` with the K of its `// finder:` line, and the finding's first line is
# compared with its `// expected:` line (the known condition, in the finder's words; `nothing`
# for a control). Prints each rule's verdict and time, then the fraction found.
# Run from the repository root:   sh bench/families.sh
set -e
cargo build --release --bin sg
sg=target/release/sg
found=0; known=0; controls=0; quiet=0; wrong=0
for rule in bench/families/*.rhai; do
    k=$(sed -n 's|^// finder: K=\([0-9]*\).*|\1|p' "$rule")
    expected=$(sed -n 's|^// expected: ||p' "$rule")
    start=$(date +%s%N)
    first=$($sg guess --rule "$rule" "$k" | head -n 1)
    end=$(date +%s%N)
    ms=$(( (end - start) / 1000000 ))
    if [ "$expected" = nothing ]; then
        controls=$((controls + 1))
        case "$first" in
            "nothing found"*) quiet=$((quiet + 1)); verdict="no claim (a control)" ;;
            *) wrong=$((wrong + 1)); verdict="CLAIMED on a control: $first" ;;
        esac
    else
        known=$((known + 1))
        case "$first" in
            "$expected"*) found=$((found + 1)); verdict="found" ;;
            "nothing found"*) verdict="not found" ;;
            *) verdict="other: $first" ;;
        esac
    fi
    printf '%-30s K=%-5s %6d ms  %s\n' "$(basename "$rule" .rhai)" "$k" "$ms" "$verdict"
done
echo "found $found of $known known conditions; $quiet of $controls controls without a claim"
[ "$wrong" -eq 0 ]
