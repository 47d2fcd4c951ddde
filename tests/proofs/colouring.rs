use grundy::problems::rows::colouring::ColouringGame;
use grundy::search::octal::Code;
use std::collections::HashMap;

/// Whether the player to move wins, by the rules alone: Alice paints two neighbours white, one
/// of them red; Bob the same with blue.
fn mover_wins(cells: &mut Vec<u8>, alice: bool, memo: &mut HashMap<(Vec<u8>, bool), bool>) -> bool {
    if let Some(&w) = memo.get(&(cells.clone(), alice)) {
        return w;
    }
    let own = if alice { b'R' } else { b'B' };
    let mut wins = false;
    for i in 0..cells.len().saturating_sub(1) {
        let (a, b) = (cells[i], cells[i + 1]);
        if a != own && b != own {
            continue;
        }
        cells[i] = b'W';
        cells[i + 1] = b'W';
        let opponent_wins = mover_wins(cells, !alice, memo);
        cells[i] = a;
        cells[i + 1] = b;
        if !opponent_wins {
            wins = true;
            break;
        }
    }
    memo.insert((cells.clone(), alice), wins);
    wins
}

#[test]
fn every_row_of_up_to_10_cells_matches_search() {
    let game = ColouringGame::new();
    let mut memo = HashMap::new();
    let mut equal_counts_both = [0, 0];
    for len in 0..=10u32 {
        for mut code in 0..3usize.pow(len) {
            let mut cells: Vec<u8> = (0..len)
                .map(|_| {
                    let c = b"RBW"[code % 3];
                    code /= 3;
                    c
                })
                .collect();
            let wins = mover_wins(&mut cells, true, &mut memo);
            let red = cells.iter().filter(|&&c| c == b'R').count();
            let blue = cells.iter().filter(|&&c| c == b'B').count();
            if red == blue {
                equal_counts_both[usize::from(wins)] += 1;
            }
            let shown = String::from_utf8_lossy(&cells).into_owned();
            assert_eq!(game.alice_wins(&cells), wins, "{shown}");
        }
    }
    assert!(
        equal_counts_both.iter().all(|&n| n > 1000),
        "{equal_counts_both:?}"
    );
}

#[test]
fn run_values_are_dawsons_kayles_far_past_the_proof() {
    let game = ColouringGame::new();
    let definition = Code::parse("0.07").unwrap().values(3000);
    for (len, &v) in definition.iter().enumerate() {
        assert_eq!(game.run_value(len as u64), v, "{len}");
    }
}

#[test]
fn octal_periodic_values_hold_far_past_the_proof() {
    for code in ["0.07", "0.77", "0.137", "0.16"] {
        let code = Code::parse(code).unwrap();
        let periodic = code.periodic_values(1 << 11);
        if code.digits == [0, 1, 6] {
            // 0.16's period is proven only after 10^6 values.
            assert!(periodic.is_none());
            continue;
        }
        let periodic = periodic.unwrap();
        for (n, &v) in code.values(3000).iter().enumerate() {
            assert_eq!(*periodic.value(n as u64), v, "{code:?} at {n}");
        }
    }
}
