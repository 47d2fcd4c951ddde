//! Decimal digits to `u64`, eight digits per step (SWAR): what the [`U64`](super::U64) marker
//! parses with.

use super::tokens::{word_at, ONES};

/// The value of eight ASCII digits, first digit in the lowest byte; `None` unless all eight
/// are digits. Pairs, then quads, then the halves are combined by multiplication (SWAR).
#[inline]
fn eight_digits(word: u64) -> Option<u64> {
    let nibbles = ONES * 0xF0;
    if word & nibbles != ONES * 0x30 || word.wrapping_add(ONES * 0x06) & nibbles != ONES * 0x30 {
        return None;
    }
    let v = (word & (ONES * 0x0F)).wrapping_mul(10 << 8 | 1) >> 8;
    let v = (v & 0x00FF_00FF_00FF_00FF).wrapping_mul(100 << 16 | 1) >> 16;
    Some((v & 0x0000_FFFF_0000_FFFF).wrapping_mul(10000 << 32 | 1) >> 32)
}

/// The value of one to eight ASCII digits, or `None` if any byte is not a digit: the digits go
/// right-aligned into a word of `'0'` bytes, read with at most two loads.
#[inline]
fn short_digits(digits: &[u8]) -> Option<u64> {
    let len = digits.len();
    let word = if len >= 4 {
        let half = |at: usize| {
            let d = &digits[at..at + 4];
            u64::from(u32::from_le_bytes([d[0], d[1], d[2], d[3]]))
        };
        half(0) | half(len - 4) << (8 * (len - 4))
    } else {
        digits
            .iter()
            .rev()
            .fold(0, |word, &b| word << 8 | u64::from(b))
    };
    let pad = 8 * (8 - len);
    eight_digits(if pad == 0 {
        word
    } else {
        word << pad | (ONES * 0x30) >> (64 - pad)
    })
}

/// The value of nine to sixteen ASCII digits: the last eight, and what comes before them.
/// (Not inlined otherwise: 8% more instructions on the 10-digit numbers of `cargo xtask bench`.)
#[inline(always)]
fn up_to_16(digits: &[u8]) -> Option<u64> {
    let (high, low) = digits.split_at(digits.len() - 8);
    Some(short_digits(high)? * 100_000_000 + eight_digits(word_at(low))?)
}

#[inline]
pub(super) fn parse_u64(token: &[u8]) -> Option<u64> {
    // Seventeen to twenty digits: the last eight, and what comes before them.
    let up_to_20 = |digits: &[u8]| {
        let (high, low) = digits.split_at(digits.len() - 8);
        let high = up_to_16(high)?.checked_mul(100_000_000)?;
        high.checked_add(eight_digits(word_at(low))?)
    };
    match token.len() {
        0 => None,
        1..=8 => short_digits(token),
        9..=16 => up_to_16(token),
        17..=20 => up_to_20(token),
        len => {
            // Past 20 digits only leading zeros can keep a number in range.
            let (zeros, rest) = token.split_at(len - 20);
            zeros.iter().all(|&b| b == b'0').then(|| up_to_20(rest))?
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_parse_like_std_at_every_length() {
        // Digits only, any length, leading zeros allowed; one bad byte anywhere spoils it.
        let expected = |t: &[u8]| {
            let digits = !t.is_empty() && t.iter().all(u8::is_ascii_digit);
            digits.then(|| std::str::from_utf8(t).unwrap().parse::<u64>().ok())?
        };
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut random = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for len in 0..=24 {
            for _ in 0..300 {
                let mut token: Vec<u8> = (0..len).map(|_| b'0' + random(10) as u8).collect();
                if len > 0 && random(3) == 0 {
                    let bad = [
                        b'/',
                        b':',
                        b'a',
                        b'+',
                        b'-',
                        b'.',
                        0,
                        0x7f,
                        0x80,
                        0xff,
                        b'0' - 16,
                    ];
                    token[random(len) as usize] = bad[random(bad.len() as u64) as usize];
                }
                assert_eq!(parse_u64(&token), expected(&token), "{token:?}");
            }
        }
        assert_eq!(parse_u64(b"18446744073709551615"), Some(u64::MAX));
        assert_eq!(parse_u64(b"18446744073709551616"), None);
        assert_eq!(parse_u64(b"99999999999999999999"), None);
    }
}
