//! Library Checker `nim_product_64`: `T`, then T lines `A B`. Prints A ⊗ B, the nim product,
//! one per line.
use grundy::algo::nimber::Nimbers;
use grundy::io::{judge, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: U64 }
        let field = Nimbers::new();
        for _ in 0..cases {
            input! { from &mut *src, a: U64, b: U64 }
            out.numbers([field.product(a, b)]);
        }
    });
}
