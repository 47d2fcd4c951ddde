// The practical limit: read all of stdin, parse every number with a plain byte loop, no
// validation, print one line. Every judge binary is measured against this.
use std::io::{Read, Write};

fn main() {
    let mut input = Vec::new();
    std::io::stdin().lock().read_to_end(&mut input).unwrap();
    let (mut count, mut mix, mut value, mut in_number) = (0u64, 0u64, 0u64, false);
    for &b in &input {
        if b.is_ascii_digit() {
            value = value * 10 + u64::from(b - b'0');
            in_number = true;
        } else if in_number {
            mix ^= value;
            count += 1;
            value = 0;
            in_number = false;
        }
    }
    if in_number {
        mix ^= value;
        count += 1;
    }
    writeln!(std::io::stdout(), "{count} {mix}").unwrap();
}
