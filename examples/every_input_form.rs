//! Every `input!` form that a bundle reads, in one contestant-style solution: plain types,
//! proconio's markers, the library's, arrays (nested, of tuples, length first), tuples (with
//! an array inside, as a pattern), `mut` and `with`. It prints what it read, one value a line;
//! tests/bundles.rs bundles it and holds the bundle to this Cargo build on good and broken
//! inputs.
use grundy::io::{judge, lists, many, Coins, Usize, I64, U64};
use proconio::input;
use proconio::marker::{Bytes, Chars, Isize1, Usize1};

fn main() {
    judge(|src, out| {
        input! {
            from &mut *src,
            n: usize,
            mut a: [u64; n],
            pairs: [(Usize1, i32); 2],
            grid: [[char; 2]; n - 1],
            (x, y): (i64, U64),
            word: String,
            letters: Chars,
            bytes: Bytes,
            k: Isize1,
            m: Usize,
            piles: with many::<U64>(m),
            nested: (u32, [I64; 2],),
            counted: [u8],
            coins: Coins,
            flag: bool,
            r: Usize,
            rows: with lists::<U64>(r),
        }
        a.sort_unstable();
        for value in [
            format!("{n} {a:?} {pairs:?} {grid:?}"),
            format!("{x} {y} {word} {letters:?} {bytes:?} {k}"),
            format!("{m} {piles:?} {nested:?} {counted:?} {coins:?} {flag}"),
            format!("{r} {rows:?}"),
        ] {
            out.line(&value);
        }
    });
}
