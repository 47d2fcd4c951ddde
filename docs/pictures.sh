#!/bin/sh
# Regenerates the pictures the README shows: cargo run builds sg and draws them.
set -e
cd "$(dirname "$0")/.."
cargo run --release --quiet --bin sg -- plot kayles 300 -o docs/kayles.png
cargo run --release --quiet --bin sg -- plot wythoff 128 -o docs/wythoff.png
