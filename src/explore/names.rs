//! The names the explorer knows, and the nearest of them to a misspelt word: the rules of one
//! heap or coin and the two-dimensional games. The rule catalogue (`rules`) and the
//! two-dimensional games (`pairs`) both read them, so they live below both.

/// The names of the rules of one heap or coin (octal codes aside), for suggestions.
pub const RULE_NAMES: [&str; 15] = [
    "turtles",
    "single",
    "mock-turtles",
    "ruler",
    "grunt",
    "consecutive",
    "twins",
    "partner",
    "subtract",
    "kayles",
    "dawsons-kayles",
    "dawsons-chess",
    "grundy",
    "lasker",
    "nim",
];

/// `"; did you mean 'NAME'?"` for the name in `names` closest to a misspelt `word` (in any
/// case), if one is close (Jaro–Winkler similarity at least 0.8, as clap uses), else `""`.
pub fn suggestion(word: &str, names: &[&str]) -> String {
    let word = word.to_lowercase();
    let closest = names
        .iter()
        .map(|name| (strsim::jaro_winkler(&word, name), name))
        .max_by(|a, b| a.0.total_cmp(&b.0));
    match closest {
        Some((similarity, name)) if similarity >= 0.8 => format!("; did you mean '{name}'?"),
        _ => String::new(),
    }
}

/// The names of the two-dimensional games, for suggestions.
pub const PAIR_NAMES: [&str; 5] = ["wythoff", "kiki", "cutting", "euclid", "pair"];
