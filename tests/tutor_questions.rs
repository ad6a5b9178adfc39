//! The learners' questions about kings and check (seed 002), each answered on a position,
//! and the classic mates and stalemates explained square by square.

use check_tutor::rules::{Color, Position, Role, Status};
use check_tutor::tutor::{
    after_illegal_move, describe_check, explain_ending, explain_move, touched, CheckReport, Ending,
    EscapeSquare, Message, NoBlockWhy, NoCaptureWhy, PieceMoves, PieceOn, Reason, Refusal, Verdict,
};

mod common;
use common::{real, sq};

fn verdict(pos: &Position, uci: &str) -> Verdict {
    let promotion = uci
        .get(4..5)
        .and_then(|c| c.chars().next())
        .and_then(Role::from_char);
    explain_move(pos, sq(&uci[0..2]), sq(&uci[2..4]), promotion)
}

fn refused(pos: &Position, uci: &str) -> Refusal {
    match verdict(pos, uci) {
        Verdict::Refused(r) => r,
        Verdict::Legal(l) => panic!("{uci} should be refused, got {}", l.san),
    }
}

/// "Qb7": the FEN letter and the square.
fn piece(p: &PieceOn) -> String {
    format!("{}{}", p.piece.char(), p.square)
}

fn pieces(ps: &[PieceOn]) -> String {
    ps.iter().map(piece).collect::<Vec<_>>().join(" ")
}

/// Each square around the king and what keeps the king off it, a1 first.
fn escapes(list: &[EscapeSquare]) -> Vec<String> {
    let mut v: Vec<String> = list
        .iter()
        .map(|e| match e {
            EscapeSquare::OwnPiece { square, piece: p } => format!("{square} own {}", piece(p)),
            EscapeSquare::Covered { square, attackers } => {
                format!("{square} covered {}", pieces(attackers))
            }
            EscapeSquare::NextToKing { square } => format!("{square} next to king"),
            EscapeSquare::Free { square } => format!("{square} free"),
        })
        .collect();
    v.sort();
    v
}

fn sorted(items: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = items.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn uci_list(moves: &[check_tutor::rules::Move]) -> Vec<String> {
    let mut v: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn checkmate(fen: &str) -> (Vec<EscapeSquare>, CheckReport, Vec<Message>) {
    let pos = real(fen);
    assert_eq!(pos.status(), Status::Checkmate, "{fen}");
    match explain_ending(&pos) {
        Some(Ending::Checkmate {
            escapes,
            check,
            messages,
        }) => (escapes, check, messages),
        other => panic!("{fen} should be explained as mate, got {other:?}"),
    }
}

fn stalemate(fen: &str) -> (Vec<EscapeSquare>, Vec<PieceMoves>, Vec<Message>) {
    let pos = real(fen);
    assert_eq!(pos.status(), Status::Stalemate, "{fen}");
    match explain_ending(&pos) {
        Some(Ending::Stalemate {
            escapes,
            pieces,
            messages,
        }) => (escapes, pieces, messages),
        other => panic!("{fen} should be explained as stalemate, got {other:?}"),
    }
}

fn english(messages: &[Message]) -> Vec<String> {
    messages.iter().map(Message::english).collect()
}

fn says(messages: &[Message], phrase: &str) {
    let all = english(messages);
    assert!(
        all.iter().any(|s| s.contains(phrase)),
        "no sentence says {phrase:?}: {all:#?}"
    );
}

fn why_no_capture(check: &CheckReport) -> Vec<(String, String)> {
    check
        .why_no_capture
        .iter()
        .map(|(s, why)| {
            let w = match why {
                NoCaptureWhy::NothingReachesIt => "nothing reaches it".to_string(),
                NoCaptureWhy::DefendedAgainstKing { defenders } => {
                    format!("defended by {}", pieces(defenders))
                }
                NoCaptureWhy::CapturersPinned { pinned } => format!("pinned {}", pieces(pinned)),
                NoCaptureWhy::DoubleCheck => "double check".to_string(),
            };
            (s.to_string(), w)
        })
        .collect()
}

// ---- Can the king capture to get out of check? -------------------------------------

#[test]
fn king_may_take_an_undefended_checking_queen() {
    let pos = real("4k3/4Q3/8/8/8/8/8/4K3 b - - 0 1");
    let report = describe_check(&pos).expect("black is in check");
    assert_eq!(uci_list(&report.captures), ["e8e7"]);
    let Verdict::Legal(l) = verdict(&pos, "e8e7") else {
        panic!("the king takes the lone queen");
    };
    assert_eq!(l.san, "Kxe7");
    assert_eq!(l.captured.map(|c| piece(&c)), Some("Qe7".into()));
    // Two bare kings: the game is drawn.
    assert_eq!(pos.after(&l.mv).status(), Status::InsufficientMaterial);
}

#[test]
fn king_may_not_take_a_defended_checking_queen_so_it_is_mate() {
    let fen = "4k3/4Q3/8/8/8/8/8/4R1K1 b - - 0 1";
    let r = refused(&real(fen), "e8e7");
    assert_eq!(r.reason, Reason::KingIntoCheck);
    assert_eq!(r.squares, vec![sq("e1")]);
    assert_eq!(
        r.message.english(),
        "Your king cannot go to e7: the rook on e1 attacks that square, and a king may never move into check."
    );
    let (esc, check, messages) = checkmate(fen);
    assert_eq!(
        why_no_capture(&check),
        [("e7".to_string(), "defended by Re1".to_string())]
    );
    assert_eq!(
        escapes(&esc),
        sorted(&[
            "d7 covered Qe7",
            "d8 covered Qe7",
            "e7 covered Re1",
            "f7 covered Qe7",
            "f8 covered Qe7",
        ])
    );
    says(
        &messages,
        "The king cannot capture on e7: the rook on e1 defends it",
    );
    says(&messages, "White wins");
}

// ---- Does a pinned piece still defend? ---------------------------------------------

#[test]
fn pinned_rook_still_defends_its_queen() {
    // The rook on g8 cannot move (the queen on b8 pins it to the king on h8), yet it still
    // guards g2: the white king may not take the checking queen. Black has mated.
    let fen = "1Q4rk/8/8/8/8/8/6q1/7K w - - 0 1";
    let pos = real(fen);
    let pins = pos.pins_of(Color::Black);
    assert_eq!(pins.len(), 1);
    assert_eq!((pins[0].pinned, pins[0].pinner), (sq("g8"), sq("b8")));
    let r = refused(&pos, "h1g2");
    assert_eq!(r.reason, Reason::KingIntoCheck);
    assert_eq!(r.squares, vec![sq("g8")]);
    assert!(r
        .message
        .english()
        .contains("the rook on g8 attacks that square"));
    let (esc, check, messages) = checkmate(fen);
    assert_eq!(
        why_no_capture(&check),
        [("g2".to_string(), "defended by rg8".to_string())]
    );
    assert_eq!(
        escapes(&esc),
        sorted(&["g1 covered qg2", "g2 covered rg8", "h2 covered qg2"])
    );
    assert_eq!(check.why_no_block, Some(NoBlockWhy::Adjacent));
    says(
        &messages,
        "Check: Black's queen on g2 attacks the king on h1.",
    );
    says(&messages, "Black wins");
}

// ---- Can kings move next to kings? -------------------------------------------------

#[test]
fn kings_never_stand_side_by_side_so_the_only_flight_squares_are_gone() {
    // White is in check from the rook; g1 and g2 touch the black king: checkmate.
    let fen = "7r/8/8/8/8/8/5k2/7K w - - 0 1";
    let pos = real(fen);
    for to in ["h1g1", "h1g2"] {
        let r = refused(&pos, to);
        assert_eq!(r.reason, Reason::KingNextToKing, "{to}");
        assert_eq!(r.squares, vec![sq("f2")]);
        assert!(r.message.english().contains("other king on f2"));
    }
    let r = refused(&pos, "h1h2");
    assert_eq!(r.reason, Reason::KingIntoCheck);
    assert_eq!(r.squares, vec![sq("h8")]);
    // Stepping towards the rook is not stepping back along its line.
    assert!(!r.message.english().contains("step back"));
    let (esc, _, _) = checkmate(fen);
    assert_eq!(
        escapes(&esc),
        sorted(&["g1 next to king", "g2 next to king", "h2 covered rh8"])
    );
}

#[test]
fn king_and_pawn_are_stalemated_when_the_kings_squares_touch_the_other_king() {
    let fen = "K7/P1k5/8/8/8/8/8/8 w - - 0 1";
    let pos = real(fen);
    assert_eq!(refused(&pos, "a8b8").reason, Reason::KingNextToKing);
    assert_eq!(refused(&pos, "a8b7").reason, Reason::KingNextToKing);
    let (esc, pieces, messages) = stalemate(fen);
    assert_eq!(
        escapes(&esc),
        sorted(&["a7 own Pa7", "b7 next to king", "b8 next to king"])
    );
    assert_eq!(pieces.len(), 1);
    assert_eq!(piece(&pieces[0].piece), "Pa7");
    assert!(
        pieces[0].tried.is_empty(),
        "the pawn is blocked by its own king"
    );
    says(&messages, "Stalemate: White is not in check");
    says(&messages, "White's pawn on a7 has no square to go to.");
}

// ---- King promotion? Kings taking their own pieces? --------------------------------

#[test]
fn king_reaching_the_last_rank_stays_a_king() {
    let pos = real("8/3K4/8/8/8/8/8/k7 w - - 0 1");
    let Verdict::Legal(l) = explain_move(&pos, sq("d7"), sq("d8"), Some(Role::Queen)) else {
        panic!("the king may walk to d8");
    };
    assert_eq!(l.san, "Kd8");
    assert_eq!(l.mv.promotion, None);
    assert_eq!(
        pos.after(&l.mv).piece_at(sq("d8")).map(|p| p.role),
        Some(Role::King)
    );
}

#[test]
fn king_never_captures_its_own_piece() {
    let pos = real("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1");
    let r = refused(&pos, "e1d2");
    assert_eq!(r.reason, Reason::OwnPieceOnTarget);
    assert!(r
        .message
        .english()
        .contains("never capture your own pieces"));
}

// ---- Winning by a move that lifts the check ----------------------------------------

#[test]
fn capture_of_the_checker_can_lift_the_check_and_mate_at_once() {
    let pos = real("r5k1/5ppp/8/8/4Q3/8/8/K7 w - - 0 1");
    let Verdict::Legal(l) = verdict(&pos, "e4a8") else {
        panic!("Qxa8 takes the checking rook");
    };
    assert_eq!(l.san, "Qxa8#");
    assert!(l.checkmate);
    assert_eq!(l.captured.map(|c| piece(&c)), Some("ra8".into()));
    // Giving check without lifting one's own is still illegal.
    let r = refused(&pos, "e4e8");
    assert_eq!(r.reason, Reason::DoesNotResolveCheck);
    assert_eq!(r.squares, vec![sq("a8")]);
}

// ---- A move that leaves the king in check ------------------------------------------

#[test]
fn move_leaving_the_king_in_check_is_refused_and_another_king_move_is_owed() {
    // Kc1 walks into the bishop's diagonal; Ka1 is the king move still owed.
    let pos = real("4k3/8/7b/8/8/8/PPP5/1K6 w - - 0 1");
    let r = refused(&pos, "b1c1");
    assert_eq!(r.reason, Reason::KingIntoCheck);
    assert_eq!(r.squares, vec![sq("h6")]);
    assert!(r.message.english().contains("bishop on h6"));
    let owed = after_illegal_move(&pos, sq("b1")).expect("the king is White's");
    assert_eq!(uci_list(&owed.must_move), ["b1a1"]);
    assert_eq!(owed.message, Message::KingMoveOwed { king: sq("b1") });
    assert!(owed.message.english().contains("another king move"));
}

#[test]
fn after_an_illegal_king_move_with_no_king_move_left_any_move_may_follow() {
    // The king on a1 is boxed in by its pawns and the bishop on e4 covers b1.
    let pos = real("4k3/8/8/8/4b3/8/PP6/K7 w - - 0 1");
    assert_eq!(refused(&pos, "a1b1").reason, Reason::KingIntoCheck);
    let owed = after_illegal_move(&pos, sq("a1")).expect("the king is White's");
    assert!(owed.must_move.is_empty());
    assert_eq!(owed.message, Message::NoKingMoveOwed { king: sq("a1") });
}

#[test]
fn pinned_piece_leaving_its_line_is_refused() {
    let pos = real("4k3/8/8/8/8/8/8/1KBr4 w - - 0 1");
    let r = refused(&pos, "c1d2");
    assert_eq!(r.reason, Reason::Pinned);
    assert_eq!(r.pinned, vec![sq("c1")]);
    assert_eq!(r.squares, vec![sq("d1")]);
}

// ---- What happens if you touch a pinned piece? -------------------------------------

#[test]
fn touching_a_pinned_piece_with_no_legal_move_has_no_consequence() {
    let pos = real("4k3/8/8/8/8/8/8/1KBr4 w - - 0 1");
    let rule = touched(&pos, sq("c1")).expect("the bishop is White's");
    assert!(rule.must_move.is_empty());
    assert!(matches!(rule.message, Message::TouchedNoConsequence { .. }));
    let text = rule.message.english();
    assert!(
        text.contains("bishop on c1") && text.contains("no consequence"),
        "{text}"
    );
    // So White may play the king instead, e.g. Kb1-a2.
    assert!(verdict(&pos, "b1a2").is_legal());
    // The king itself, once touched, must move.
    let king = touched(&pos, sq("b1")).expect("the king is White's");
    assert!(uci_list(&king.must_move).contains(&"b1a2".to_string()));
    assert!(matches!(king.message, Message::TouchedMustMove { .. }));
    // Touching an opponent's piece binds nothing.
    assert!(touched(&pos, sq("d1")).is_none());
}

// ---- The three ways out of check ---------------------------------------------------

#[test]
fn check_from_a_rook_can_be_met_by_king_move_capture_or_block() {
    let pos = real("4k3/8/8/4r3/2N5/8/8/4K3 w - - 0 1");
    let report = describe_check(&pos).expect("white is in check");
    assert_eq!(report.king, sq("e1"));
    assert_eq!(report.kind, check_tutor::rules::CheckKind::Single);
    assert_eq!(
        uci_list(&report.king_moves),
        ["e1d1", "e1d2", "e1f1", "e1f2"]
    );
    assert_eq!(uci_list(&report.captures), ["c4e5"]);
    assert_eq!(uci_list(&report.blocks), ["c4e3"]);
    assert_eq!(report.checkers.len(), 1);
    assert_eq!(report.checkers[0].line, vec![sq("e2"), sq("e3"), sq("e4")]);
    assert!(report.why_no_capture.is_empty() && report.why_no_block.is_none());
    says(
        &report.messages,
        "Check: Black's rook on e5 attacks the king on e1.",
    );
    says(
        &report.messages,
        "Ways out: Kd1 (king to d1), Kf1 (king to f1), Kd2 (king to d2), Kf2 (king to f2), \
         Nxe5 (knight takes on e5) or Ne3 (knight to e3).",
    );
    // Stepping towards the rook stays on its file.
    let r = refused(&pos, "e1e2");
    assert_eq!(r.reason, Reason::KingIntoCheck);
    assert!(r
        .message
        .english()
        .contains("the rook on e5 attacks that square"));
}

/// Issue 43: the ways out are named, not counted; with many, one of each kind is named.
#[test]
fn the_ways_out_of_a_check_are_named_one_of_each_kind_first() {
    // Only the rook's capture of the checking knight saves the boxed-in king.
    let only = real("6k1/8/8/8/8/8/5nPP/5RRK w - - 0 1");
    let report = describe_check(&only).expect("white is in check");
    says(
        &report.messages,
        "The only way out: Rxf2 (rook takes on f2).",
    );
    // A queen's check with many answers: one king move, one capture and one block at least.
    let many = real("4k3/8/8/q7/8/8/1PP1PP2/RN2K2R w K - 0 1");
    let report = describe_check(&many).expect("white is in check");
    let said = report
        .messages
        .iter()
        .map(|m| m.english())
        .find(|s| s.contains("ways out"))
        .expect("the ways out are said");
    let all = report.king_moves.len() + report.captures.len() + report.blocks.len();
    assert!(all > 6, "{said}");
    assert!(
        said.starts_with(&format!("{all} ways out, for example ")),
        "{said}"
    );
    assert!(said.contains("(king to "), "a king move: {said}");
    assert!(
        said.contains("Rxa5 (rook takes on a5)"),
        "the capture: {said}"
    );
    let blocks = ["to b4)", "to c3)", "to d2)"];
    assert!(blocks.iter().any(|b| said.contains(b)), "a block: {said}");
    assert_eq!(said.matches(" (").count(), 6, "six named: {said}");
}

#[test]
fn knight_check_cannot_be_blocked() {
    let pos = real("4k3/8/8/8/8/3n4/8/4K3 w - - 0 1");
    let report = describe_check(&pos).expect("white is in check");
    assert!(report.blocks.is_empty() && report.captures.is_empty());
    assert_eq!(report.why_no_block, Some(NoBlockWhy::KnightCheck));
    assert_eq!(
        why_no_capture(&report),
        [("d3".to_string(), "nothing reaches it".to_string())]
    );
    assert_eq!(
        uci_list(&report.king_moves),
        ["e1d1", "e1d2", "e1e2", "e1f1"]
    );
    says(&report.messages, "A knight's check cannot be blocked");
}

#[test]
fn double_check_is_answered_only_by_king_moves() {
    let pos = real("4r1k1/8/8/8/1b6/8/2N5/4K3 w - - 0 1");
    let report = describe_check(&pos).expect("white is in check");
    assert_eq!(report.kind, check_tutor::rules::CheckKind::Double);
    assert_eq!(uci_list(&report.king_moves), ["e1d1", "e1f1", "e1f2"]);
    assert!(report.captures.is_empty() && report.blocks.is_empty());
    assert_eq!(report.why_no_block, Some(NoBlockWhy::DoubleCheck));
    assert_eq!(
        why_no_capture(&report),
        [
            ("b4".to_string(), "double check".to_string()),
            ("e8".to_string(), "double check".to_string())
        ]
    );
    says(
        &report.messages,
        "Double check: Black's bishop on b4 and Black's rook on e8",
    );
}

#[test]
fn king_cannot_move_along_the_checking_line() {
    let pos = real("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    let r = refused(&pos, "e1f1");
    assert_eq!(r.reason, Reason::KingIntoCheck);
    assert_eq!(r.squares, vec![sq("a1")]);
    assert_eq!(
        r.message.english(),
        "Your king cannot go to f1: it would still be on the line of the rook on a1, which reaches through the square your king is leaving."
    );
    assert_eq!(r.lines, vec![(sq("a1"), sq("f1"))]);
}

#[test]
fn stepping_away_from_a_pawn_check_is_not_on_a_line() {
    // The pawn on d5 checks; f3 is refused because of the rook on f1, not the pawn.
    let pos = real("8/8/8/3p4/4K3/8/8/5r1k w - - 0 1");
    let r = refused(&pos, "e4f3");
    assert_eq!(r.reason, Reason::KingIntoCheck);
    assert_eq!(r.squares, vec![sq("f1")]);
    assert_eq!(
        r.message.english(),
        "Your king cannot go to f3: the rook on f1 attacks that square, and a king may never move into check."
    );
}

// ---- Checkmates explained ----------------------------------------------------------

#[test]
fn queen_mate_with_the_queen_defended_by_its_king() {
    let (esc, check, messages) = checkmate("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        escapes(&esc),
        sorted(&["a7 covered Kb6 Qb7", "b7 next to king", "b8 covered Qb7"])
    );
    assert_eq!(
        why_no_capture(&check),
        [("b7".to_string(), "defended by Kb6".to_string())]
    );
    assert_eq!(check.why_no_block, Some(NoBlockWhy::Adjacent));
    says(&messages, "Checkmate");
    says(&messages, "White wins");
}

#[test]
fn rook_mate_on_the_edge_with_the_kings_in_opposition() {
    let (esc, check, messages) = checkmate("k6R/8/K7/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        escapes(&esc),
        sorted(&["a7 next to king", "b7 next to king", "b8 covered Rh8"])
    );
    assert_eq!(
        why_no_capture(&check),
        [("h8".to_string(), "nothing reaches it".to_string())]
    );
    assert_eq!(check.why_no_block, Some(NoBlockWhy::NothingReachesLine));
    says(&messages, "b8 is covered by the rook on h8.");
    says(&messages, "a7 is next to the other king.");
}

#[test]
fn two_bishops_mate_in_the_corner() {
    let (esc, check, _) = checkmate("k7/8/1KBB4/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        escapes(&esc),
        sorted(&["a7 next to king", "b7 covered Kb6 Bc6", "b8 covered Bd6"])
    );
    assert_eq!(check.checkers.len(), 1);
    assert_eq!(piece(&check.checkers[0].piece), "Bc6");
    assert_eq!(
        why_no_capture(&check),
        [("c6".to_string(), "nothing reaches it".to_string())]
    );
    assert_eq!(check.why_no_block, Some(NoBlockWhy::NothingReachesLine));
}

#[test]
fn bishop_and_knight_mate_in_the_bishops_corner() {
    let (esc, check, messages) = checkmate("7k/4N3/6K1/4B3/8/8/8/8 b - - 0 1");
    assert_eq!(
        escapes(&esc),
        sorted(&["g7 covered Be5 Kg6", "g8 covered Ne7", "h7 next to king"])
    );
    assert_eq!(
        why_no_capture(&check),
        [("e5".to_string(), "nothing reaches it".to_string())]
    );
    assert_eq!(check.why_no_block, Some(NoBlockWhy::NothingReachesLine));
    says(&messages, "g8 is covered by the knight on e7.");
}

#[test]
fn back_rank_mate_behind_the_kings_own_pawns() {
    let (esc, check, messages) = checkmate("3R2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1");
    assert_eq!(
        escapes(&esc),
        sorted(&[
            "f7 own pf7",
            "f8 covered Rd8",
            "g7 own pg7",
            "h7 own ph7",
            "h8 covered Rd8",
        ])
    );
    assert_eq!(
        why_no_capture(&check),
        [("d8".to_string(), "nothing reaches it".to_string())]
    );
    assert_eq!(check.why_no_block, Some(NoBlockWhy::NothingReachesLine));
    says(&messages, "f7 has the king's own pawn on it.");
    says(
        &messages,
        "No piece can move in between to block the check.",
    );
}

#[test]
fn smothered_mate_by_a_knight() {
    let (esc, check, messages) = checkmate("6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1");
    assert_eq!(
        escapes(&esc),
        sorted(&["g7 own pg7", "g8 own rg8", "h7 own ph7"])
    );
    assert_eq!(check.why_no_block, Some(NoBlockWhy::KnightCheck));
    assert_eq!(
        why_no_capture(&check),
        [("f7".to_string(), "nothing reaches it".to_string())]
    );
    says(&messages, "Nothing can capture the checking piece on f7.");
}

#[test]
fn fools_mate() {
    let (esc, check, messages) =
        checkmate("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert_eq!(
        escapes(&esc),
        sorted(&[
            "d1 own Qd1",
            "d2 own Pd2",
            "e2 own Pe2",
            "f1 own Bf1",
            "f2 covered qh4",
        ])
    );
    assert_eq!(
        why_no_capture(&check),
        [("h4".to_string(), "nothing reaches it".to_string())]
    );
    assert_eq!(check.why_no_block, Some(NoBlockWhy::NothingReachesLine));
    assert_eq!(check.checkers[0].line, vec![sq("f2"), sq("g3")]);
    says(&messages, "Black wins");
}

#[test]
fn scholars_mate_queen_defended_by_the_bishop() {
    let (esc, check, messages) =
        checkmate("r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4");
    assert_eq!(
        escapes(&esc),
        sorted(&[
            "d7 own pd7",
            "d8 own qd8",
            "e7 covered Qf7",
            "f7 covered Bc4",
            "f8 own bf8",
        ])
    );
    assert_eq!(
        why_no_capture(&check),
        [("f7".to_string(), "defended by Bc4".to_string())]
    );
    assert_eq!(check.why_no_block, Some(NoBlockWhy::Adjacent));
    says(&messages, "the bishop on c4 defends it");
}

// ---- Stalemates explained ----------------------------------------------------------

#[test]
fn queen_stalemates_a_cornered_king() {
    let (esc, pieces, messages) = stalemate("k7/2Q5/8/8/8/8/8/6K1 b - - 0 1");
    assert_eq!(
        escapes(&esc),
        sorted(&["a7 covered Qc7", "b7 covered Qc7", "b8 covered Qc7"])
    );
    assert!(pieces.is_empty());
    assert_eq!(messages[0], Message::Stalemate { side: Color::Black });
    says(
        &messages,
        "Stalemate: Black is not in check but has no legal move",
    );
}

#[test]
fn king_and_pawn_against_king_stalemate_in_the_corner() {
    let (esc, pieces, _) = stalemate("k7/P7/1K6/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        escapes(&esc),
        sorted(&["a7 next to king", "b7 next to king", "b8 covered Pa7"])
    );
    assert!(pieces.is_empty());
}

#[test]
fn rook_and_king_stalemate_the_king_in_the_corner() {
    let (esc, _, _) = stalemate("7k/8/7K/8/8/8/8/6R1 b - - 0 1");
    assert_eq!(
        escapes(&esc),
        sorted(&["g7 covered Rg1 Kh6", "g8 covered Rg1", "h7 next to king"])
    );
}

#[test]
fn stalemate_with_a_pinned_bishop_that_cannot_move() {
    let (esc, pieces, messages) = stalemate("k7/b1K5/8/8/8/8/8/R7 b - - 0 1");
    assert_eq!(
        escapes(&esc),
        sorted(&["a7 own ba7", "b7 next to king", "b8 next to king"])
    );
    assert_eq!(pieces.len(), 1);
    let tried = &pieces[0].tried;
    assert_eq!(tried.len(), 7, "b8, b6, c5, d4, e3, f2, g1");
    assert!(tried.iter().all(|t| t.reason == Reason::Pinned));
    says(
        &messages,
        "Your bishop on a7 is pinned: if it left the a-file, the rook on a1 would attack your king on a8.",
    );
}

#[test]
fn ongoing_position_has_no_ending_to_explain() {
    let pos = real("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert!(explain_ending(&pos).is_none());
    assert!(describe_check(&pos).is_none());
}

#[test]
fn a_piece_on_an_escape_square_is_named_with_what_guards_it() {
    // After Rg7 in "give mate" (lesson 7): stalemate. The rook stands on g7, guarded by the
    // white king only.
    let ending =
        explain_ending(&"7k/5KR1/8/8/8/8/8/8 b - - 0 1".parse().expect("FEN")).expect("stalemate");
    says(
        ending.messages(),
        "The rook on g7 stands next to the other king, so taking it would put the kings side by side.",
    );
    says(ending.messages(), "h7 is covered by the rook on g7.");
    // The same rook guarded by another rook instead.
    let ending = explain_ending(&"7k/6R1/8/8/8/8/8/K5R1 b - - 0 1".parse().expect("FEN"))
        .expect("stalemate");
    says(
        ending.messages(),
        "The rook on g7 is protected by the rook on g1.",
    );
}

/// A piece that a pin holds, picked up, says why at once; a piece free to move says nothing.
#[test]
fn a_pinned_piece_picked_up_says_why_it_is_stuck() {
    let pos = real("4r1k1/p7/8/8/8/8/4B2P/4K3 w - - 0 1");
    let r = check_tutor::tutor::stuck(&pos, sq("e2")).expect("the bishop is held");
    assert_eq!(r.reason, Reason::Pinned);
    assert!(check_tutor::tutor::stuck(&pos, sq("h2")).is_none());
    assert!(check_tutor::tutor::stuck(&pos, sq("e1")).is_none());
}

/// After a game ended by a rule, the refusal names the page's own way back.
#[test]
fn a_move_after_the_end_names_the_pages_way_back() {
    use check_tutor::rules::GameStatus;
    let said = |take_back| {
        Message::GameOver {
            status: GameStatus::Position(Status::InsufficientMaterial),
            take_back,
        }
        .english()
    };
    assert!(
        said(false).ends_with("Press Undo to go back and play on."),
        "{}",
        said(false)
    );
    assert!(
        said(true).ends_with("Press Take back to go back and play on."),
        "{}",
        said(true)
    );
}
