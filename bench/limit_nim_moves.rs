// The output-bound limit: read all of stdin, parse every number with a plain byte loop (no
// validation), and print hdu_2176's answers (`No`, or `Yes` and `pile left` per winning move)
// with a plain digit-by-digit formatter. Reading plus writing is all an output-bound binary
// must do; hdu_2176 is measured against this.
use std::io::{Read, Write};

/// `n` in decimal, digits found from the last one.
fn push_number(out: &mut Vec<u8>, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[i..]);
}

fn main() {
    let mut input = Vec::new();
    std::io::stdin().lock().read_to_end(&mut input).unwrap();
    let mut at = 0;
    let mut next_number = || {
        while at < input.len() && !input[at].is_ascii_digit() {
            at += 1;
        }
        let mut value = 0u64;
        while at < input.len() && input[at].is_ascii_digit() {
            value = value * 10 + u64::from(input[at] - b'0');
            at += 1;
        }
        value
    };
    let mut stdout = std::io::stdout().lock();
    let (mut out, mut piles) = (Vec::with_capacity(1 << 17), Vec::new());
    loop {
        let m = next_number();
        if m == 0 {
            break;
        }
        piles.clear();
        piles.extend((0..m).map(|_| next_number()));
        let sum = piles.iter().fold(0, |s, &p| s ^ p);
        out.extend_from_slice(if sum == 0 { b"No\n" } else { b"Yes\n" });
        for &p in &piles {
            if p ^ sum < p {
                push_number(&mut out, p);
                out.push(b' ');
                push_number(&mut out, p ^ sum);
                out.push(b'\n');
                if out.len() >= 1 << 16 {
                    stdout.write_all(&out).unwrap();
                    out.clear();
                }
            }
        }
    }
    stdout.write_all(&out).unwrap();
}
