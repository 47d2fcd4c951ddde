//! The help texts of `sg` and its subcommands: what each command does, in words.

/// What `sg --help` lists after the commands: every rule and game, and how coins are numbered.
pub(super) const RULES: &str = "RULE (for table, period and moves):
  turtles | single | mock-turtles | ruler | grunt        coin rules (value of one heads coin)
  consecutive K | twins S | partner S                    coin rules with a number or set S=1,2,3
  subtract S                                             subtraction game, S like 1,3,4
  0.77 | 0.07 | 0.137 | any d0.d1d2...                  octal (or hexadecimal) game by its code
  kayles | dawsons-kayles | dawsons-chess                the octal games 0.77, 0.07, 0.137
  grundy                                                 Grundy's game (split into unequal heaps)
  lasker | nim                                           one pile of Lasker's Nim or Nim
  psub A B                                               partizan subtraction game: Left takes
                                                         from A, Right from B (like 1,2 1,3);
                                                         outcome classes L R N P (table, period)
  --rule FILE                                            your own rule in rhai: fn moves(n)
                                                         returns the options of a heap of n;
                                                         with fn start(n), positions that are
                                                         arrays or bit masks; const LOOPY =
                                                         true; for cycles; fn value(p), or
                                                         fn score(p) with const PLAYERS =
                                                         \"max-min\";, a scored game; fn
                                                         left(p) and fn right(p), a partizan
                                                         game (see sg help table,
                                                         examples/rules/)

A coin rule's move turns coins ending at a heads coin x, which goes tails: turtles x and
maybe one coin left of it; single x alone; mock-turtles up to 3 coins; ruler a run ending at
x; grunt 0, a, x-a, x; consecutive K exactly K in a row; twins S x and x-s (s in S); partner
S the same, or x alone when x is in S. Coins are numbered from 0 for mock-turtles, twins and
grunt, from 1 for the other coin rules; a table starts at the first coin.

GAME (two-dimensional, positions (a, b); for table, plot and moves):
  wythoff                    take from one pile, or the same from both
  kiki                       a coin a columns and b rows from the corner steps left, down or both
  cutting                    an a x b sheet cut into two (sides from 2)
  euclid                     subtract a multiple of the smaller number (numbers from 1)
  pair RULE                  two heaps of any RULE above

GAME (for moves): any RULE with its heaps (coin rules: the heads coins), a two-dimensional
game with A B, or
  nim PILES... | misere PILES... | lasker PILES... | bash M STONES
  nimk K PILES... | staircase STAIR1 STAIR2...
  e.g. sg moves mock-turtles 0 3 5, sg moves kayles 5 7, sg moves subtract 1,3,4 10";

pub(super) const TABLE_HELP: &str =
    "Prints the Sprague-Grundy values of the first N positions of RULE (see sg --help for rules)
as they are computed. Octal codes and Grundy's game use sparse space (N up to 4294967296, as
memory allows; once an octal game's period is proven the rest is printed from it), and so do
subtraction games from a proven period; hexadecimal codes (three-heap splits, by the
definition) take N up to 2048, other rules up to 33554432. Coin rules give the value of a
single heads coin at each coin, from the first: coins are numbered from 0 for mock-turtles,
twins and grunt, from 1 for the others. A two-dimensional GAME (wythoff, kiki, cutting,
euclid, pair RULE) prints a grid of the positions (a, b) below N (N up to 512), a across and
b down. A progress bar goes to stderr for a run past a second, when stderr is a terminal and
stdout is not. A long sparse-space run can be made safe with --checkpoint FILE: the values are
appended to FILE every 5 minutes (--every SECONDS), at the end and on Ctrl-C, and the same
command run again resumes from FILE and prints the whole table, the saved values read from it;
a damaged FILE, or one of another rule, is refused. --rule FILE takes a rule written in rhai
instead: fn moves(n) returns the options of a heap of n, each a heap or an array of heaps
(fn moves(a, b): positions [a2, b2] of a two-dimensional game); a constant of the top level
(const K = 3;) is read in every function of the rule; fn guess(p), the value conjectured at
p, is checked at each start: a wrong one is marked VALUE≠GUESS, and the last line names the
first (status 1) or says the guess holds. What a guess returns: an impartial rule's, the
value (a whole number, or a string such as \"∞(0)\"), the outcome for the player to move
(\"win\", \"loss\", or \"draw\" with cycles) or true/false (the player to move wins); a
scored rule's (fn value), the value, \"win\", \"draw\" or \"loss\" (value above, at or below
0) or true/false (above 0); with const PLAYERS (fn score), the value or the outcome for the
player who moves first at the start; a partizan rule's, the outcome class \"L\", \"R\", \"N\"
or \"P\", or the canonical form, a string in CGSuite's notation (\"{1|-1}\", \"^*\") or a
whole number, checked as a game with or without --values (not true/false: who wins depends
on who moves first). Any other type is a one-line error naming what was expected. sg compare
checks one rule file against another. const LOOPY = true; declares a game with cycles, whose table
then shows generalized values. Native helpers: take(n,
amounts), squares(n), powers(b, n), divisors(n), primes(n), steps(a, b, [[x, y], ...]), and
split(total, k), an option that stands for every way to split total into k heaps (order not
counted; split(total, k, #{least: 0, unequal: true}) allows empty heaps or asks for different
ones), walked by the engine itself: a three-way split reaches 2000 heaps in about a second.
Positions that are not heaps: a rule that defines fn start(n) returns the starting position
of n, an array of numbers (a row of cells, a set) or a bit mask (one number), and fn
moves(position) its options, each a position or a sum of positions (an array of them); the
table shows the values of start(0), start(1), ..., searched with a memo keyed by the
position (up to 1048576 positions reachable from one start: the memo is emptied when the
next start would take it past that; return a set sorted, so that equal sets meet in the
memo). With const LOOPY = true; too, play may come back to a position: every position
reachable from the starts is found (up to the same 1048576 from one start, else an error;
the memo is emptied as above, the starts before valued first) and valued on that graph by
the generalized Sprague-Grundy function, a value or ∞(K) where play may go on forever (K
the finite values among its options), each option one position. Scored rules: a
rule that also defines fn value(position), the payoff to the player to move at a position
with no move, may give an option with the mover's gain, scored(option, gain) (a plain option
gains 0); the table then shows each start's value under best play, the mover's best surplus
(negamax: the largest gain - value(option), each player maximising their own total), and sg
plot and play refuse the rule. Win/lose is fn value(p) { -1 }. A rule where one player makes
the final number large and the other small says const PLAYERS = \"max-min\"; (the maximiser
moves first at every start; \"min-max\": the minimiser does) and defines fn score(position),
the final number at a position with no move; a gain adds to that number whoever moves, turns
alternate, and the table shows each start's value with the first player to move (the largest
gain + value(option) where the maximiser moves, the smallest where the minimiser does).
Partizan rules: a rule that defines fn left(position) and fn right(position), each player's
options (a position or an array of positions, their sum; heaps, or with fn start(n) arrays
or bit masks), is a partizan game, valued by canonical forms in CGSuite's notation: the table
shows each start's outcome class, L (Left wins), R (Right wins), N (the first player wins) or
P (the second player wins), and with --values its canonical form (0, *, ^, 1/2, {1|-1}, ...),
each position valued once. A rule may not define both moves and left/right.
Families of positions: a rule that defines fn positions(k), every position of size k (an
array of positions, [] if none: numbers, heaps unless the rule has fn start(n), arrays of
numbers or bit masks), is tabled as sg table --rule FILE K: every position of sizes 0 to K,
one per line, position first, then its value (its outcome class for a partizan rule, its
value under best play for a scored rule), each searched by the rule's own moves with one memo
for the whole family (up to 262144 positions listed, else an error). --p prints only the
P-positions (worth 0, or of class P); fn features(p), a map of named numbers such as
#{diameter: 3}, is printed after each value with --features; fn guess(p) is checked at every
position. Natives list the usual families, sizes in brackets: arrays(len, low, high) (every
array of len entries from low to high; size len), strings(len, \"ab\") (every string of len
letters, each letter its index: arrays(len, 0, 1)), piles(n, total) (n heaps holding total
in all), multisets(n, total) (the same, sorted: order not counted), partitions(total) (sorted
positive parts), pairs(k) ([a, b] with a + b = k) and pairs_max(k) (max(a, b) = k: sizes 0 to
K cover the square), trees(k) and free_trees(k) (every rooted, or free, tree of k vertices up
to isomorphism, as a parent array: p[0] = -1 the root, p[v] the parent of v; a free tree
rooted at a centroid), each listing at most 1048576; and a tree's canonical(p) (isomorphic
rooted trees have equal forms: return it from moves so that they meet in the memo),
children(p), degrees(p), depths(p), height(p), leaves(p) (vertices without a child) and
diameter(p) (edges on a longest path). --const NAME=VALUE (repeatable, any command with
--rule) sets a constant the file declares (const NAME = ...;) to VALUE in rhai syntax (5,
[1, 3, 4], \"ab\") without editing it; constants computed from it follow it.
Examples:
  sg table --rule examples/rules/prime-takes.rhai 30 --row
  sg table --rule examples/rules/half.rhai 30 --row
  sg table --rule examples/rules/three-way-split.rhai 30 --row
  sg table --rule examples/rules/steps.rhai 12
  sg table --rule examples/rules/cram.rhai 8 --row
  sg table --rule examples/rules/no-neighbours.rhai 12 --row
  sg table --rule examples/rules/leaping-tokens.rhai 8 --row
  sg table --rule examples/rules/take-from-ends.rhai 12 --row
  sg table --rule examples/rules/last-number.rhai 12 --row
  sg table --rule examples/rules/domineering.rhai 8 --row
  sg table --rule examples/rules/hackenbush-string.rhai 8 --row --values
  sg table --rule examples/rules/partizan-heap.rhai 8 --row --values
  sg table --rule examples/rules/nim-piles.rhai 9 --p --const PILES=4";

pub(super) const PERIOD_HELP: &str =
    "Octal codes: computes values until the periodicity theorem (Guy and Smith: G(n + p) = G(n)
for e <= n < 2e + p + t, t the largest take, proves it for all n >= e) proves a period, and
prints the smallest period p and pre-period e, with the 2e + 2p + t values the proof needs;
with N, stops after N values if nothing is proven by then. Subtraction games: past heap t
(the largest take) a value is the mex of the t before it, so once the t values from e recur
at e + p the period is proven by e + p + t values; tables of 1000 values, then twice as
many, until one proves it (or N values only). Hexadecimal codes (moves that leave up to three
heaps, every way of splitting allowed): the same theorem with 3e + 2p + t in place of
2e + p + t (the largest heap left from n + p is at least a third of it), over N values
(default 2048). Other rules: looks for
the shortest period p, then the shortest pre-period, with a constant saltus s
(G(n + p) = G(n) + s) among the first N values (default 1000), counted only when the
periodic part seen is as long as the pre-period plus two periods; a table can only suggest
such a period. A --rule FILE with start(n) needs N: its positions usually grow exponentially
with n. A scored rule (fn value or fn score) is looked at the same way through its values
under best play, whole numbers that may be negative (so may the saltus), never proven. A
partizan rule (fn left and fn right) is looked at through its outcome classes (L, R, N, P),
the first N (default 1000), a period seen and never proven; --values lists the classes.";

pub(super) const MOVES_HELP: &str =
    "Prints whether the player to move wins, the position's value and every winning move
(nimk: one winning move). GAME is any RULE of sg --help followed by its heaps (coin rules:
the numbers of the heads coins), a two-dimensional game (wythoff, kiki, cutting, euclid)
with A B (below 512, wythoff any size), or one of nim, misere, lasker, bash, nimk,
staircase. With --rule FILE of a rule with start(n), each POSITION is a whole number N (the
position start(N)) or a position written in rhai, like [1, 0, 1] or 0b101 (of a rule with
positions(k) and no start(n), a position in rhai, a number a heap); several make a
sum (with cycles, LOOPY: the sum's generalized value, a draw when it is ∞(K) with 0 not in
K, and the moves to a sum worth 0). A scored rule (fn value) takes one POSITION and prints
its value, the mover's best surplus, and each option with its gain and its worth (gain -
value of the option), the best marked; with const PLAYERS (fn score), the final number under
best play with the first player to move, or the one named after the position (max or min),
and each option's gain + value, the best for that player marked. A partizan rule (fn left and
fn right) takes a start's N or a position written in rhai (for heaps, several heaps: their
sum) and prints its canonical form, its outcome class, and each player's winning moves:
Left's to options worth >= 0, Right's to options worth <= 0. Examples:
  sg moves kayles 5 7
  sg moves --rule examples/rules/cram.rhai 3 0b1111
  sg moves --rule examples/rules/no-neighbours.rhai '[0, 0, 0, 0, 0]'
  sg moves --rule examples/rules/leaping-tokens.rhai 3 2
  sg moves --rule examples/rules/take-from-ends.rhai '[4, 7, 2, 9, 5, 2]'
  sg moves --rule examples/rules/last-number.rhai '[3, 1, 4, 1, 5]' min
  sg moves --rule examples/rules/domineering.rhai 3";

pub(super) const PLOT_HELP: &str =
    "Draws the values of the first N positions of RULE (see sg --help; N up to 4096) as a PNG:
one column per position, a dot at the height of its value (coloured by value) and the
P-positions (value 0) marked red along the bottom, so periods and rare values stand out. A
two-dimensional GAME (wythoff, kiki, cutting, euclid, pair RULE) is drawn on the positions
(a, b) below N (N up to 512): a grid coloured by value, a across and b down, 4 pixels a
position, the P-positions black.";

pub(super) const GUESS_HELP: &str =
    "Looks at the first N values of RULE (or the positions (a, b) below N of a two-dimensional
GAME) and prints every pattern that fits, simplest first, each proven (with the argument) or
observed (with the number of values it was checked on):
- a period with pre-period and saltus (arithmetic periodicity): proven for octal codes by the
  periodicity theorem, for subtraction games by a recurring window, and for a --rule whose
  moves on every heap below N are a take-set or an octal game (splits into two heaps) by the
  same arguments; else observed;
- takes bounded by the heap: a --rule whose moves are 1 ... f(n) stones with f one of floor(an/b),
  ceil(an/b) (b up to 12), floor(sqrt n), floor(log2 n) is proven by the theorem g(n) = h(n)
  where h(n) = min(f(n), n) grows, else g(n - h(n) - 1) (floor(sqrt n) in O(log n) steps; a
  rule with floor(sqrt n) options at heap n cannot be asked for those of a heap past about
  10^9, so there --at names the value the pattern would give and says unknown);
- a period of a split game: a --rule whose moves on every heap below N take a fixed number of
  stones and leave every way of k non-empty heaps (declared split(total, k), k up to any
  number), like a hexadecimal code, is proven by the periodicity theorem for moves that leave
  up to k heaps (k e + k p + t values);
- takes of at least f(n): a --rule whose moves are f(n) ... n stones (f as above, or a
  constant) is proven by g(n) = 1 + g(n - f(n)), and 0 where no take fits;
- values that refer back to a smaller heap: a recursive form over n mod k (k up to 12) giving
  each class, with q = floor(n/k), a linear a q + b or the value of the heap a q + b (a < k),
  such as g(2q) = q, g(2q + 1) = g(q) (take at most half);
- n less the number of exceptions below n (Nim with a few forbidden moves);
- a known function of n (n mod k, floor(n/k), the 2-adic valuation or the largest power of two
  dividing n, the binary length and its parity, the number of ones, the number of prime
  factors with or without multiplicity, the number of divisors, the Zeckendorf terms, the
  index of the least prime factor among the primes, up to 10^11), or such a function (or a
  constant) on each class of n mod 2, 3 or 4 (take a number coprime to n: 0 for even n, the
  index of the least prime factor for odd n);
- P-positions that form a known sequence (multiples, residues, powers, Fibonacci numbers,
  squares, Beatty sequences floor(n a) for quadratic a such as the golden ratio; for a
  two-dimensional game, pairs (floor(n a), floor(n b)); where none fits, the finder over
  features below on the pairs [a, b] of the square, a pair's size its larger pile).
For a --rule FILE that lists its positions by size (fn positions(k), a family: sg help
table), sg guess --rule FILE K is the finder over features: it looks for the simplest
description of the table of sizes 0..=K in features of the positions (n, its binary length,
ones and power-of-two exponent; an array's length, sum, largest and smallest entry, XOR,
counts of zeros, ones, odd and even entries, the largest less the others, alternate entries'
XOR, sorted entries and their gaps; a pair's a - b and |a - b|; a tree's vertices, leaves,
height and diameter; and what the rule's fn features(p) names). It tries, simplest first: the
value as a feature or a feature mod k; the XOR of a periodic one-heap value g over an array's
entries; the P-positions as one atom (a feature in a residue class, = c, <= c, >= c, two
features compared), as intervals with geometric ends, as two atoms joined by and/or; for a
partizan rule the outcome class by a feature's sign, by a feature mod k, or by an atom; for a
scored rule the same over its outcomes, W, D or L (its value above, at or below 0; the fn
guess says \"win\", \"draw\" or \"loss\").
The first that fits the smaller sizes is checked on the largest sizes (a fifth of the positions
at least), held out; one that fails there is no finding. A finding is printed in words with
the positions it was observed on, as a fn guess to paste into the rule (sg table --rule FILE
K then checks it on every position) and as a Rust function. --at POSITION, in rhai syntax
like [100, 37, 12] (repeatable; commas inside brackets belong to the position), prints
'value at POSITION: V (exact: searched from POSITION)' where a search from it by the rule's
own moves meets at most 1048576 positions within 2 seconds (a progress line on stderr past a
second; a partizan rule's lines of play within 131072 moves), else 'unknown (observed:
FINDING, which gives V)' (V a value, P or N, a partizan class, or W, D or L for a scored
rule); a position of another kind than the family's, or moves that fail there, is one line
saying why.
No fit is 'no simple pattern in N values'. A --rule FILE with start(n) is looked at through
the values of start(0), start(1), ... A scored rule (fn value or fn score) is looked at
through its values under best play, whole numbers that may be negative: a period with saltus,
the functions of n (negated when no value is positive), a recursive form and n less its
exceptions, all observed (never proven, nor P-positions).

What a proof covers: a built-in rule is data, and its proof holds at every heap. A --rule is
code: its proof holds for every heap whose moves, and those of every smaller heap, have the
form the proof names (a take-set, takes 1 ... f(n), an octal game, ...); N values show that
form below N only, and a rule may change at any heap past N.

With --at X1,X2,... (X up to 2^64 - 1, or 10^K) it then prints 'value at X: V (how)' for each
X, the word after V saying what backs it:
- exact: the table (X below N, or the table computed on to X when X is at most 10^6 and that
  is cheap: it computes on from the rule's options, counting the heaps they leave as it goes,
  and stops at 8*10^6 of them, about 5 s of a rule in rhai),
  a closed form of a built-in rule, or a search of the rule's own moves from X (a --rule whose
  heaps reachable from X are few, such as n -> floor(n/2), floor(n/3));
- proven: a built-in rule's proven period, or for a --rule a proven pattern whose form its
  moves were checked to have at every heap from N up to X, one by one, as far as a budget of
  work allows, counted as it goes (a heap costs one plus the heaps its options leave, 10 times
  that where the script is called): a fn moves(n) written with whole numbers, let, if, return,
  arithmetic, comparisons, arrays, take, filter and map runs natively and is checked to about
  10^7 heaps of three options, one that needs the script (a loop, push, divisors, ...) to
  about 10^6; the line names the heaps checked (a progress line on stderr past a second);
- sampled, not proven: X lies past the heaps checked one by one, and the moves were checked
  only at a sample of heaps up to X (X and its neighbours, the powers of two and of ten and
  their neighbours, 48 heaps spread between): a change of the rule at a heap the sample skips
  goes unseen, so to trust the value, know that the rule's moves keep that form there (read
  the rule). Each X is judged by the heaps checked below it and its own sample alone, never
  by what another X asked found; a heap found leaving the form makes X unknown;
- otherwise 'value at X: unknown (why)': the heap that left the form, a heap whose moves could
  not be listed (too many options to check at 10^18), or only observed patterns, whose value
  is shown as a guess: 'unknown (observed: PATTERN, which gives V)', when they all agree at X
  and the same search on the first half of the table predicted every value of the second half.
Examples:
  sg guess kayles 1000
  sg guess ruler 256
  sg guess wythoff 100
  sg guess --rule examples/rules/squares.rhai 2000
  sg guess --rule examples/rules/cram.rhai 10

  sg guess --rule examples/rules/half.rhai 1000 --at 1500,10^18
  sg guess --rule examples/rules/take-and-keep.rhai 1000 --at 10^18";

pub(super) const COMPARE_HELP: &str =
    "Computes the tables of starts 0 to N - 1 of two rule files, FILE_A and FILE_B, as sg table
--rule computes each (a start is the heap n, or start(n) for a rule with fn start), and
compares them start by start: a brute-force rule checked against a fast one, a rule against
its rewrite. Prints the first 10 starts where they differ (start 8: 4 in FILE_A, 0 in
FILE_B), then a summary line, 'tables agree on all N starts' (status 0) or 'tables differ on
K of N starts, first at start S' (status 1). Both rules are impartial or scored (their
values, or ∞(K) with cycles), or both partizan (outcome classes; with --values canonical
forms); a fn guess is not checked here (sg table checks it). Two-dimensional games (fn
moves(a, b)) are refused.
Examples:
  sg compare examples/rules/squares-loop.rhai examples/rules/squares.rhai 1000
  sg compare examples/rules/three-way-split-loop.rhai examples/rules/three-way-split.rhai 200";

pub(super) const GRAPH_HELP: &str =
    "Reads a game graph, `n m` then m moves `u v` (a move from position u to position v,
positions numbered 1..n; cycles, self-loops and repeated moves allowed), from FILE or stdin,
and prints for each position whether the player to move wins, loses or draws (play goes on
forever), its generalized Sprague-Grundy value (a nimber, or inf(K) written ∞(K) with K the
finite values of its options: a sum of games is lost iff all values are finite with XOR 0,
and won with one ∞(K) iff the rest XOR into K), and its winning moves (from a draw, the
moves that keep the draw). With --geography the edges are undirected and the game is vertex
geography: the token may not enter a vertex twice; prints for each start whether the player
to move wins, and a winning move (along a maximum matching). Example:
  printf '3 3\n1 2\n2 1\n2 3\n' | sg graph";

pub(super) const GAME_HELP: &str =
    "Prints the canonical form, the outcome class, the mean and the temperature of a partizan
game (each player has their own moves) written in CGSuite's notation: numbers 3, -1/2, 3/4; nimbers *, *2; ups ^, v, ^3,
^*; switches 2+-1 (or 2±1); forms {L1, L2 | R1, R2} and {a || b | c}; sums, differences and
negatives G + H, G - H, -G; hackenbush followed by strings of B, R and G edges from the ground
up. The outcome is L (Left wins), R (Right wins), N (the first player wins) or P (the second
player wins). The mean and the temperature come from the game's thermograph as CGSuite draws
it: the temperature is where the walls meet in the mast, the mean the mast's value (an
integer's temperature is -1, m/2^k's -1/2^k, an infinitesimal's 0; a switch {a|b}, a > b, has
mean (a+b)/2 and temperature (a-b)/2). With --compare, prints how G compares with H: G > H, G < H, G = H or G || H
(confused: the first player wins G - H). Words are joined with spaces, so quotes are only
needed for the shell's sake. A syntax error gives the column. Examples:
  sg game '{1|-1} + {0|*}'
  sg game 'hackenbush BBR RB'
  sg game --compare '^' '*'";

pub(super) const PLAY_HELP: &str =
    "Plays a game against you, sg playing perfectly: a heap game of sg --help (octal codes,
subtract S, grundy, nim, ...) or a --rule FILE of one heap, from the heaps given, or a game
graph (--graph FILE, the format of sg graph, cycles allowed) from the position given. After
each move sg shows the position and its value (the XOR of the heaps' values, or win, loss or
draw on a graph). Write a move as HEAP -> HEAPS LEFT (2 -> 1 3 splits the second heap into 1
and 3; 1 -> nothing takes all of the first), or -> V on a graph; ? lists the winning moves, q
or the end of input stops. You move first unless --second. Lines are flushed as they are
written, so a program can play through a pipe. Examples:
  sg play kayles 5 7
  sg play --second subtract 1,3,4 10
  sg play --graph docs/loopy-graph.txt 3";

pub(super) const MATRIX_HELP: &str =
    "Solves a zero-sum matrix game exactly: FILE (stdin if absent or `-`) holds `m n` on a line and
then m rows of n whole numbers, a line each (m, n from 1 to 100, each number from -10^9 to 10^9), the payoffs to
the row player, who maximises what the column player pays. Prints `value V`, then `row p1 ...
pm` and `column q1 ... qn`: the value and an optimal mixed strategy for each player, exact
fractions (3/2, -2) summing to 1. A saddle point is found first, then dominated rows and
columns are removed, then the simplex method solves what is left (zero_sum::matrix_game), in
fractions of 128-bit integers for up to 30 rows and columns. A larger game, or one where these
overflow (a random 100 x 100 game's value at payoffs to 10^9 has a denominator of 1500 bits),
is solved in big integers: the floating-point solution's supports give equations solved exactly, kept only if
they pass the optimality check, else the exact simplex method decides (its pivots counted on
stderr). A bad file is one error line and status 1. Example:
  printf '2 2\\n3 -1\\n-1 1\\n' | sg matrix";

pub(super) const COMPLETIONS_HELP: &str =
    "Prints a script that completes sg's commands and options in SHELL. For bash:
  sg completions bash > ~/.local/share/bash-completion/completions/sg
for zsh, into a directory of $fpath as _sg; for fish:
  sg completions fish > ~/.config/fish/completions/sg.fish";
