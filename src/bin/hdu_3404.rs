//! HDU 3404, Switch lights: `T`, then per case `n` and n lights `x y` (from 1, distinct). Prints
//! `Have a try, lxhgww.` if the first player wins, else `Don't waste your time.`
use grundy::algo::nimber::Nimbers;
use grundy::games::tartan::{grid_value, turning_corners};
use grundy::io::{fail, judge, U64};
use proconio::input;

fn main() {
    judge(|src, out| {
        input! { from &mut *src, cases: U64 }
        let field = Nimbers::new();
        for _ in 0..cases {
            input! { from &mut *src, n: U64 }
            let mut lights = Vec::new();
            for _ in 0..n {
                input! { from &mut *src, x: U64, y: U64 }
                if x == 0 || y == 0 {
                    fail("a position numbered from 1", "0");
                }
                lights.push((x, y));
            }
            match grid_value(&lights, |x, y| u128::from(turning_corners(x, y, &field))) {
                Ok(0) => out.line("Don't waste your time."),
                Ok(_) => out.line("Have a try, lxhgww."),
                Err((x, y)) => fail("distinct positions", &format!("{x} {y} twice")),
            }
        }
    });
}
