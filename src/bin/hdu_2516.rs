//! HDU 2516, 取石子游戏 (Fibonacci Nim): one pile size `n` per line until `0`. Prints `Second win`
//! if the first player loses (n is a Fibonacci number), else `First win`.
use grundy::games::fibonacci_nim;
use grundy::io::{judge, within, U64};

fn main() {
    judge(|src, out| {
        while let Some(stones) = src.next_or_end::<U64>() {
            if stones == 0 {
                break;
            }
            within(
                stones,
                2..=(1 << 31) - 1,
                "n from 2 to 2^31 - 1 (or 0 to end)",
            );
            out.line(if fibonacci_nim::first_player_wins(stones) {
                "First win"
            } else {
                "Second win"
            });
        }
    });
}
