use super::brute::replace_pile;
use grundy::games::octal::Code;
use grundy::games::sg::{periodicity, Solver};

/// Octal and hexadecimal moves on sorted heaps, read from the code's digits: take k from a heap
/// and leave nothing (bit 1, whole heap), one heap (bit 2), two heaps (bit 4) or three (bit 8).
fn moves_for(digits: Vec<u8>) -> impl Fn(&Vec<u64>) -> Vec<Vec<u64>> {
    move |heaps: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..heaps.len() {
            let h = heaps[i];
            for (k, &d) in digits.iter().enumerate() {
                let k = k as u64;
                if k > h {
                    break;
                }
                let left = h - k;
                let mut leave = |parts: &[u64]| out.push(replace_pile(heaps, i, parts));
                if d & 1 != 0 && k > 0 && left == 0 {
                    leave(&[]);
                }
                if d & 2 != 0 && k > 0 && left > 0 {
                    leave(&[left]);
                }
                if d & 4 != 0 {
                    for a in 1..left {
                        if a <= left - a {
                            leave(&[a, left - a]);
                        }
                    }
                }
                if d & 8 != 0 {
                    for a in 1..left {
                        for b in 1..left - a {
                            let c = left - a - b;
                            if a <= b && b <= c {
                                leave(&[a, b, c]);
                            }
                        }
                    }
                }
            }
        }
        out
    }
}

#[test]
fn octal_values_match_search() {
    for code in [
        "0.77", "0.07", "0.137", "0.6", "4.0", "0.51", "0.33", "8.3", "0.f", "c.19", "0.08",
    ] {
        let parsed = Code::parse(code).unwrap();
        let values = parsed.values(20);
        let mut solver = Solver::new(moves_for(parsed.digits.clone()));
        for (n, &v) in values.iter().enumerate() {
            let heap = if n == 0 { vec![] } else { vec![n as u64] };
            assert_eq!(v, solver.value(&heap), "{code} heap {n}");
        }
    }
}

#[test]
fn kayles_and_dawsons_kayles_periods() {
    let kayles = Code::parse("0.77").unwrap().values(600);
    let found = periodicity(&kayles).unwrap();
    assert_eq!((found.pre_period, found.period, found.saltus), (71, 12, 0));
    let dawson = Code::parse("0.07").unwrap().values(600);
    let found = periodicity(&dawson).unwrap();
    assert_eq!((found.pre_period, found.period, found.saltus), (53, 34, 0));
    // OEIS A002186 (Kayles) starts so.
    assert_eq!(
        kayles[..16],
        [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7]
    );
}

#[test]
fn codes_are_checked() {
    for bad in ["0.g", "77", "1.7", "2.7", "0.", "x.7", "12.3"] {
        assert!(Code::parse(bad).is_none(), "{bad}");
    }
    assert_eq!(Code::parse(".07").unwrap().digits, [0, 0, 7]);
}
