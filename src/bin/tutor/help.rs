//! What `tutor --help` and `tutor COMMAND --help` print.

pub const USAGE: &str = "usage: tutor perft FEN DEPTH | tutor analyze FEN | tutor explain FEN UCI | tutor lint FILE... | tutor diagram FEN [OPTIONS] | tutor --help";

/// What `tutor diagram` takes, for its help and its errors.
pub const DIAGRAM_USAGE: &str =
    "usage: tutor diagram FEN [--flip] [--arrows e2e4g,g1f3r] [--circles e4b] [--no-coordinates]";

const EXIT: &str = "Exit status: 0 done, 1 lint found problems, 2 bad input (one line on stderr).";

/// Where the rules of play cannot be applied, `perft` and `explain` stop.
const RULES_BREAK: &str = "\
Where the rules cannot be applied, the position is refused (exit 2, with the reason as
`tutor analyze` gives it): no king or a second king of one colour, a pawn on the first or
last rank, or the side not to move in check (its king could be taken).";

/// How long perft takes: measured, so that nobody starts a run of years by mistake.
const PERFT_TIMES: &str = "\
perft takes any DEPTH from 0 to 12, but each ply multiplies the time by 25 to 30.
From the starting position, release build, on the project's two-core machine with other
builds running (2026-11-23, one run each):
  depth 5    4,865,609 nodes        0.02 s
  depth 6    119,060,324 nodes      0.4 s
  depth 7    3,195,901,860 nodes    10 s
At that speed, depth 8 takes about 5 minutes, 9 about 2 hours, 10 two to three days,
11 two to three months and 12 about six years. Positions with more moves take longer,
a debug build far longer; Ctrl-C stops a run.";

/// `tutor --help`.
pub fn overview() -> String {
    format!(
        "\
tutor: the rules of chess and the tutor from the command line.

usage:
  tutor perft FEN DEPTH    leaf count of the move tree: one line per move, then the total
  tutor analyze FEN        JSON: validity, check, pins, legal moves, status
  tutor explain FEN UCI    JSON: is the move legal, and if not, why (UCI such as e2e4, e7e8q)
  tutor lint FILE...       checks lesson files: one line per problem, exit 1 if any
  tutor diagram FEN        the position as an SVG diagram on stdout (--flip, --arrows,
                           --circles, --no-coordinates: see tutor diagram --help)
  tutor COMMAND --help     what one command takes and prints (also -h)
  tutor --help             this text

analyze, explain and lint take --lang CODE (en, es, de, fr, ru; English when not given):
the tutor's sentences in that language, the JSON keys and codes the same in all five.
lint's own words stay English; the tutor's sentences in its problems (why a position
could not arise, why a move is refused) are in the language asked for.

{EXIT}

perft and explain take positions that could not arise in a game, as they stand.
{RULES_BREAK}
analyze judges every position, however impossible.

{PERFT_TIMES}
"
    )
}

/// `tutor COMMAND --help`, for a command there is.
pub fn command(name: &str) -> Option<String> {
    let text = match name {
        "perft" => format!(
            "\
usage: tutor perft FEN DEPTH

Counts the leaf nodes of the move tree DEPTH half-moves deep from FEN: one line per
legal move with its count (UCI, such as e2e4: 20), an empty line, then the total as the
last line.

Positions that could not arise in a game are counted as they stand, since test
positions often are such.
{RULES_BREAK}

{PERFT_TIMES}

Exit status: 0 done, 2 bad input (one line on stderr).
"
        ),
        "analyze" => "\
usage: tutor analyze FEN

Prints one JSON object about the position: valid (bool), errors (codes), explanations
(one sentence per error), error_squares (one sorted list per error), turn, and when both
kings are on the board in_check, check_kind, checkers, pinned, legal_moves (sorted UCI)
and status. Any position written as FEN is judged, however impossible.
--lang CODE (en, es, de, fr, ru) says the explanations in that language; the keys and
codes stay the same.

Exit status: 0 done, 2 bad input (one line on stderr).
"
        .to_string(),
        "explain" => format!(
            "\
usage: tutor explain FEN UCI

Prints one JSON object: is the move UCI legal in FEN? UCI is two squares and, for a pawn
reaching the last rank only, a promotion letter: e2e4, e1g1 (castling), e7e8q.
A legal move: legal true, uci, san (with + or #), check, checkmate, stalemate, captured
and text. A refused one: legal false, reason (a code), text (one sentence for a
learner), squares, pinned and lines.

Positions that could not arise in a game are taken as they stand.
{RULES_BREAK}

Exit status: 0 done (legal or not), 2 bad input (one line on stderr).
"
        ),
        "lint" => "\
usage: tutor lint FILE...

Checks lesson files: each must be UTF-8 JSON in the lesson format (a byte-order mark at
the start is skipped), with every FEN a possible position, every expected move legal,
every goal reachable, and no lesson id used twice. Prints one line per problem, or how
many files were checked when there is none. Every file is checked, whatever was wrong
with the ones before it. --lang CODE (en, es, de, fr, ru) says the tutor's sentences in
the problems (why a position could not arise, why a move is refused) in that language;
the rest of each line stays English.

Exit status: 0 no problems, 1 problems found, 2 no FILE, or a FILE that cannot be opened
(missing, a directory): those are named on one line on stderr, after the problems of the
other files.
"
        .to_string(),
        "diagram" => diagram(),
        _ => return None,
    };
    Some(text)
}

/// `tutor diagram --help`.
fn diagram() -> String {
    format!(
        "\
{DIAGRAM_USAGE}

Prints the position as an SVG diagram, as the app's worksheets and its editor's download
draw it: the app's squares and pieces, file letters and rank numbers around the board, and
a dot beside it, white or black, on the edge of the side to move. The svg element has a
viewBox (a square is 45 units) and role=\"img\" but no width, so it fills what holds it.
Any position written as FEN is drawn, however impossible.

  --flip             Black at the bottom (files h to a, rank 1 at the top)
  --arrows LIST      arrows, as in the app's links: from, to and a colour letter (g green,
                     r red, b blue, y yellow), comma-separated: e2e4g,g1f3r
  --circles LIST     circled squares, the same way: e4b,d5g
  --no-coordinates   no letters and numbers around the board
The lists may also be given as --arrows=LIST, --circles=LIST.

Exit status: 0 done, 2 bad input (a FEN, a mark or an option that cannot be read; one
line on stderr).
"
    )
}
