//! AtCoder AGC 045 A (Xor Battle): `T` cases, each `N`, `A_1 … A_N` and the string S of round
//! owners. Prints per case `0` if x ends at 0 (person 0 wins), else `1`.
use grundy::io::{fail, judge, many, Row, Usize, U64};
use grundy::zero_sum::xor_battle;
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, t: Usize }
        if !(1..=100).contains(&t) {
            fail("T from 1 to 100", &t.to_string());
        }
        for _ in 0..t {
            input! { from &mut *src, n: Usize }
            if !(1..=200).contains(&n) {
                fail("N from 1 to 200", &n.to_string());
            }
            input! { from &mut *src, values: with many::<U64>(n) }
            if let Some(&a) = values
                .iter()
                .find(|&&a| !(1..=1_000_000_000_000_000_000).contains(&a))
            {
                fail("A_i from 1 to 10^18", &a.to_string());
            }
            input! { from &mut *src, owners: Row }
            if owners.len() != n || owners.iter().any(|&c| c != b'0' && c != b'1') {
                let s = String::from_utf8_lossy(&owners);
                fail(&format!("S of {n} characters 0 or 1"), &format!("S = {s}"));
            }
            let nonzero: Vec<bool> = owners.iter().map(|&c| c == b'1').collect();
            out.line(if xor_battle::ends_at_zero(&values, &nonzero) {
                "0"
            } else {
                "1"
            });
        }
    });
}
