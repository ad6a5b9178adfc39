//! What `tutor --help` prints.

pub const USAGE: &str = "usage: tutor perft FEN DEPTH | tutor analyze FEN | tutor explain FEN UCI | tutor lint FILE... | tutor --help";

pub const HELP: &str = "\
tutor: the rules of chess and the tutor from the command line.

usage:
  tutor perft FEN DEPTH    leaf count of the move tree: one line per move, then the total
  tutor analyze FEN        JSON: validity, check, pins, legal moves, status
  tutor explain FEN UCI    JSON: is the move legal, and if not, why (UCI such as e2e4, e7e8q)
  tutor lint FILE...       checks lesson files: one line per problem, exit 1 if any
  tutor --help             this text

Exit status: 0 done, 1 lint found problems, 2 bad input (one line on stderr).

perft and explain take positions that could not arise in a game, as they stand.
Where the rules cannot be applied, the position is refused (exit 2, with the reason as
`tutor analyze` gives it): no king or a second king of one colour, a pawn on the first or
last rank, or the side not to move in check (its king could be taken).
analyze judges every position, however impossible.

perft takes any DEPTH from 0 to 12, but each ply multiplies the time by 25 to 30.
From the starting position, release build, on the project's two-core machine with other
builds running (2026-11-23, one run each):
  depth 5    4,865,609 nodes        0.02 s
  depth 6    119,060,324 nodes      0.4 s
  depth 7    3,195,901,860 nodes    10 s
At that speed, depth 8 takes about 5 minutes, 9 about 2 hours, 10 two to three days,
11 two to three months and 12 about six years. Positions with more moves take longer,
a debug build far longer; Ctrl-C stops a run.
";
