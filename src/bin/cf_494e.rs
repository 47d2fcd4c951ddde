//! Codeforces 494 E, Sharti: `n m k`, then m rectangles `a b c d` of white cells. Prints
//! `Hamed` if the first player wins, else `Malek`.
use grundy::algo::rect_union::Rect;
use grundy::io::{judge, Usize, U64};
use grundy::problems::boards::sharti;

fn main() {
    judge(|src, out| {
        let n = src.within::<U64>(1..=1_000_000_000, "n from 1 to 10^9");
        let m = src.within::<Usize>(1..=50_000, "m from 1 to 5*10^4");
        let k = src.within::<U64>(1..=n, &format!("k from 1 to n = {n}"));
        let side = format!("a row or column from 1 to n = {n}");
        let rects: Vec<Rect> = (0..m)
            .map(|_| {
                let top = src.within::<U64>(1..=n, &side);
                let left = src.within::<U64>(1..=n, &side);
                let bottom = src.within::<U64>(top..=n, &format!("c from a = {top} to n = {n}"));
                let right = src.within::<U64>(left..=n, &format!("d from b = {left} to n = {n}"));
                Rect {
                    top,
                    left,
                    bottom,
                    right,
                }
            })
            .collect();
        out.line(if sharti::board_value(&rects, k) != 0 {
            "Hamed"
        } else {
            "Malek"
        });
    });
}
