//! AtCoder AGC 045 A (Xor Battle): `T` cases, each `N`, `A_1 … A_N` and the string S of round
//! owners. Prints per case `0` if x ends at 0 (person 0 wins), else `1`.
use grundy::io::{judge, word, Alphabet, Usize, U64};
use grundy::zero_sum::xor_battle;

/// The characters of S: the owner of each round, person 0 or person 1.
enum Owners {}

impl Alphabet for Owners {
    const WORD: &'static str = "S, a string of 0 and 1";
    fn holds(byte: u8) -> bool {
        byte == b'0' || byte == b'1'
    }
}

fn main() {
    judge(|src, out| {
        for _ in src.cases(1..=100, "T from 1 to 100") {
            let n = src.within::<Usize>(1..=200, "N from 1 to 200");
            let values =
                src.many_within::<U64>(n, 1..=1_000_000_000_000_000_000, "A_i from 1 to 10^18");
            let owners = word::<Owners>(n).read_from(src);
            let nonzero: Vec<bool> = owners.iter().map(|&c| c == b'1').collect();
            out.line(if xor_battle::ends_at_zero(&values, &nonzero) {
                "0"
            } else {
                "1"
            });
        }
    });
}
