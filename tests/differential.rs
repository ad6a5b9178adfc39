//! Differential test against shakmaty, the rules library behind lichess: random games are
//! played in both at once and every position must agree on the legal moves, the checkers,
//! check, mate, stalemate, insufficient material, the status, the en passant square that
//! can really be taken, and the FEN; every move played must be written in the same SAN,
//! and our SAN reader must read that text back as the same move. Every position reached by
//! play must also pass our own `validate()`, since it did arise in a game.
//!
//! Move choice is random with a fixed seed per game (no crate: a SplitMix64 below), biased
//! in some games towards captures, promotions and checks so that endgames, promotions,
//! mates and stalemates occur.

use check_tutor::rules::{
    san, Board, CastlingSide, Color, Move, MoveKind, Piece, Position, Role, Square, Status,
};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _};

mod common;
use common::SplitMix;

const MAX_PLIES: usize = 200;

/// Full size under `cargo test --release` (a few seconds); a tenth in unoptimised builds,
/// where the counts of rare events are not asserted.
const SCALE: u64 = if cfg!(debug_assertions) { 10 } else { 1 };

/// What the games went through, to show (and assert) that the rare cases were reached.
#[derive(Default, Debug)]
struct Tally {
    positions: usize,
    moves_compared: usize,
    sans_compared: usize,
    checks: usize,
    double_checks: usize,
    checkmates: usize,
    stalemates: usize,
    insufficient: usize,
    seventy_five: usize,
    promotions: usize,
    under_promotions: usize,
    en_passant: usize,
    castles: usize,
    disambiguated: usize,
}

fn chess_from_fen(fen: &str) -> Chess {
    Fen::from_ascii(fen.as_bytes())
        .unwrap_or_else(|e| panic!("shakmaty cannot read {fen}: {e}"))
        .into_position(CastlingMode::Standard)
        .unwrap_or_else(|e| panic!("shakmaty rejects {fen}: {e}"))
}

fn sorted<I: IntoIterator<Item = String>>(it: I) -> Vec<String> {
    let mut v: Vec<String> = it.into_iter().collect();
    v.sort();
    v
}

/// Every question asked of one position must get the same answer from both libraries.
///
/// With `must_validate`, `validate()` must accept the position but for the codes in
/// `tolerate`: the errors of a start position that moves cannot cure (its pawn structure).
fn compare_position(
    ours: &Position,
    theirs: &Chess,
    must_validate: bool,
    tolerate: &[&str],
    tally: &mut Tally,
) {
    let fen = ours.fen();
    let their_fen = Fen::from_position(theirs, EnPassantMode::Always).to_string();
    assert_eq!(fen, their_fen, "the two positions drifted apart");

    // Our FEN read by shakmaty and written back must be our FEN.
    let reread = Fen::from_position(&chess_from_fen(&fen), EnPassantMode::Always).to_string();
    assert_eq!(reread, fen, "shakmaty reads our FEN differently");

    let our_moves = sorted(ours.legal_moves().iter().map(|m| m.uci().to_string()));
    let their_moves = sorted(
        theirs
            .legal_moves()
            .iter()
            .map(|m| UciMove::from_standard(*m).to_string()),
    );
    assert_eq!(our_moves, their_moves, "legal moves in {fen}");

    let our_checkers = sorted(ours.checkers().into_iter().map(|s| s.to_string()));
    let their_checkers = sorted(theirs.checkers().into_iter().map(|s| s.to_string()));
    assert_eq!(our_checkers, their_checkers, "checkers in {fen}");
    assert_eq!(ours.is_check(), theirs.is_check(), "is_check in {fen}");
    assert_eq!(
        ours.is_checkmate(),
        theirs.is_checkmate(),
        "checkmate in {fen}"
    );
    assert_eq!(
        ours.is_stalemate(),
        theirs.is_stalemate(),
        "stalemate in {fen}"
    );
    assert_eq!(
        ours.is_insufficient_material(),
        theirs.is_insufficient_material(),
        "insufficient material in {fen}"
    );
    assert_eq!(
        ours.legal_ep_square().map(|s| s.to_string()),
        theirs
            .ep_square(EnPassantMode::Legal)
            .map(|s| s.to_string()),
        "en passant square that can be taken in {fen}"
    );

    // The status is shakmaty's outcome plus the seventy-five-move rule, which ranks below
    // mate and stalemate and below a dead position.
    let expected = if theirs.is_checkmate() {
        Status::Checkmate
    } else if theirs.is_stalemate() {
        Status::Stalemate
    } else if theirs.is_insufficient_material() {
        Status::InsufficientMaterial
    } else if ours.halfmove_clock() >= 150 {
        Status::SeventyFiveMoves
    } else {
        Status::Ongoing
    };
    assert_eq!(ours.status(), expected, "status of {fen}");

    let errors = if must_validate {
        ours.validate()
            .into_iter()
            .filter(|e| !tolerate.contains(&e.code()))
            .collect()
    } else {
        Vec::new()
    };
    assert!(
        errors.is_empty(),
        "{fen} arose in a game but validate() says {:?}",
        errors.iter().map(|e| e.code()).collect::<Vec<_>>()
    );

    tally.positions += 1;
    tally.moves_compared += our_moves.len();
    if ours.is_check() {
        tally.checks += 1;
        if ours.checkers().more_than_one() {
            tally.double_checks += 1;
        }
    }
    match expected {
        Status::Checkmate => tally.checkmates += 1,
        Status::Stalemate => tally.stalemates += 1,
        Status::InsufficientMaterial => tally.insufficient += 1,
        Status::SeventyFiveMoves => tally.seventy_five += 1,
        Status::Ongoing => {}
    }
}

/// Our SAN of `m` must be shakmaty's, with the same `+` or `#`, and must read back as `m`.
fn compare_san(ours: &Position, theirs: &Chess, m: &Move, tally: &mut Tally) {
    let their_move = find_their_move(theirs, m);
    let text = san::write(ours, m);
    let their_text = SanPlus::from_move(theirs.clone(), their_move).to_string();
    assert_eq!(text, their_text, "SAN of {m} in {}", ours.fen());
    assert_eq!(
        san::parse(ours, &their_text),
        Ok(*m),
        "reading {their_text} in {}",
        ours.fen()
    );
    tally.sans_compared += 1;
    if m.role != Role::Pawn
        && text[1..]
            .chars()
            .filter(|c| matches!(c, 'a'..='h' | '1'..='8'))
            .count()
            > 2
    {
        tally.disambiguated += 1;
    }
}

fn find_their_move(theirs: &Chess, m: &Move) -> shakmaty::Move {
    let uci = m.uci().to_string();
    theirs
        .legal_moves()
        .into_iter()
        .find(|t| UciMove::from_standard(*t).to_string() == uci)
        .unwrap_or_else(|| panic!("shakmaty has no move {uci}"))
}

/// Picks a move: some games are plain random, others lean towards captures, promotions and
/// checks (which leads to endgames and mates).
fn choose(pos: &Position, moves: &[Move], rng: &mut SplitMix, bias: usize) -> Move {
    if rng.chance(bias) {
        // A mate on the board is taken: random play rarely finds one otherwise.
        let mut forcing: Vec<Move> = Vec::new();
        for m in moves {
            let after = pos.after(m);
            if after.is_check() && after.legal_moves().is_empty() {
                return *m;
            }
            if m.is_capture() || m.promotion.is_some() || after.is_check() {
                forcing.push(*m);
            }
        }
        if !forcing.is_empty() {
            return forcing[rng.below(forcing.len())];
        }
    }
    moves[rng.below(moves.len())]
}

/// The codes of our retro-analysis that shakmaty has no counterpart for: reasons found
/// from the pawn structure, from where pieces could have gone, from the number of moves
/// made, and from the search for a last move.
const RETRO_CODES: [&str; 7] = [
    "too_many_pawn_captures",
    "pawns_passed_through",
    "impossible_promotion",
    "trapped_piece",
    "wrong_side_to_move",
    "no_last_move",
    "every_last_move_impossible",
];

/// The errors of a start position that stay after moves: a pawn structure that needs
/// more captures than were made, or any history-based reason (a game from an impossible
/// position can reach positions impossible for any of those reasons). Checks no last
/// move explains are gone after a move.
fn lasting_errors(start: &Position) -> Vec<&'static str> {
    let codes: Vec<&'static str> = start.validate().iter().map(|e| e.code()).collect();
    if codes.iter().any(|c| RETRO_CODES.contains(c)) {
        RETRO_CODES.to_vec()
    } else {
        Vec::new()
    }
}

/// Plays `games` random games from `fen`, comparing every position and move.
fn play_games(fen: &str, games: u64, seed: u64) -> Tally {
    let mut tally = Tally::default();
    let start: Position = fen.parse().expect("test FEN parses");
    let their_start = chess_from_fen(fen);
    let start_is_possible = start.validate().is_empty();
    let tolerate = lasting_errors(&start);
    for game in 0..games / SCALE {
        let mut rng = SplitMix(seed.wrapping_mul(1_000_003).wrapping_add(game));
        // Bias from none to strong, varying from game to game.
        let bias = [0, 25, 50, 75, 90][game as usize % 5];
        let mut ours = start;
        let mut theirs = their_start.clone();
        for ply in 0..MAX_PLIES {
            // After a move, that move explains the position, so `validate` must accept
            // it; the start FEN is held to that only if it passes itself.
            let must_validate = ply > 0 || start_is_possible;
            compare_position(&ours, &theirs, must_validate, &tolerate, &mut tally);
            if ours.status().is_over() {
                break;
            }
            let moves = ours.legal_moves();
            // Every eighth position, every move's SAN; otherwise only the one played.
            if ply % 8 == 0 {
                for m in moves.iter() {
                    compare_san(&ours, &theirs, m, &mut tally);
                }
            }
            let m = choose(&ours, &moves, &mut rng, bias);
            if ply % 8 != 0 {
                compare_san(&ours, &theirs, &m, &mut tally);
            }
            if m.promotion.is_some() {
                tally.promotions += 1;
                if m.promotion != Some(Role::Queen) {
                    tally.under_promotions += 1;
                }
            }
            if m.kind == MoveKind::EnPassant {
                tally.en_passant += 1;
            }
            if m.is_castle() {
                tally.castles += 1;
            }
            let their_move = find_their_move(&theirs, &m);
            theirs.play_unchecked(their_move);
            ours.play(&m);
        }
    }
    tally
}

#[test]
fn random_games_from_the_start_agree_with_shakmaty_on_every_rule() {
    let t = play_games(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        1_000,
        1,
    );
    println!("from the start position: {t:#?}");
    assert!(
        t.positions as u64 >= 100_000 / SCALE,
        "only {} positions",
        t.positions
    );
    if SCALE == 1 {
        assert!(t.checkmates > 0 && t.stalemates > 0 && t.insufficient > 0);
        assert!(t.under_promotions > 0 && t.en_passant > 0 && t.castles > 0);
        assert!(t.double_checks > 0 && t.disambiguated > 0);
    }
}

#[test]
fn random_games_from_kiwipete_agree_with_shakmaty_on_castling_pins_and_en_passant() {
    let t = play_games(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        150,
        2,
    );
    println!("from Kiwipete: {t:#?}");
    if SCALE == 1 {
        assert!(t.castles > 0 && t.en_passant > 0 && t.checkmates > 0);
    }
}

#[test]
fn random_games_from_position_3_agree_with_shakmaty_on_en_passant_along_a_rank() {
    let t = play_games("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 150, 3);
    println!("from position 3: {t:#?}");
    if SCALE == 1 {
        assert!(t.en_passant > 0 && t.promotions > 0);
    }
}

#[test]
fn random_games_from_position_4_agree_with_shakmaty_on_promotions_and_checks() {
    let t = play_games(
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        150,
        4,
    );
    println!("from position 4: {t:#?}");
    if SCALE == 1 {
        assert!(t.under_promotions > 0 && t.checkmates > 0);
    }
}

/// A random board with one king each and up to twenty other pieces anywhere (pawns off the
/// back ranks), castling rights where king and rook stand at home, sometimes an en
/// passant square behind a pawn that could just have been pushed. Many are impossible
/// (the side that moved left its king in check, too many checkers): those must be
/// rejected by both libraries for the same reasons.
fn random_board_fen(rng: &mut SplitMix) -> String {
    let mut board = [None::<char>; 64];
    let white_king = rng.below(64);
    let mut black_king = rng.below(64);
    while black_king == white_king {
        black_king = rng.below(64);
    }
    board[white_king] = Some('K');
    board[black_king] = Some('k');
    for _ in 0..rng.below(21) {
        let sq = rng.below(64);
        if board[sq].is_some() {
            continue;
        }
        let piece = b"PNBRQpnbrqPPpp"[rng.below(14)] as char;
        if piece.eq_ignore_ascii_case(&'p') && !(8..56).contains(&sq) {
            continue;
        }
        board[sq] = Some(piece);
    }
    let white = rng.chance(50);
    let mut castling = String::new();
    for (c, king_sq, rook_sq, king, rook) in [
        ('K', 4, 7, 'K', 'R'),
        ('Q', 4, 0, 'K', 'R'),
        ('k', 60, 63, 'k', 'r'),
        ('q', 60, 56, 'k', 'r'),
    ] {
        if board[king_sq] == Some(king) && board[rook_sq] == Some(rook) && rng.chance(80) {
            castling.push(c);
        }
    }
    // En passant: the side that just moved has a pawn on its fourth rank with the two
    // squares behind it empty.
    let mut ep = "-".to_string();
    if rng.chance(50) {
        let (pawn, rank4, step): (char, usize, isize) =
            if white { ('p', 4, 8) } else { ('P', 3, -8) };
        let candidates: Vec<usize> = (rank4 * 8..rank4 * 8 + 8)
            .filter(|&sq| {
                let behind = (sq as isize + step) as usize;
                let origin = (sq as isize + 2 * step) as usize;
                board[sq] == Some(pawn) && board[behind].is_none() && board[origin].is_none()
            })
            .collect();
        if !candidates.is_empty() {
            let sq = candidates[rng.below(candidates.len())];
            let behind = (sq as isize + step) as usize;
            ep = format!("{}{}", (b'a' + (behind % 8) as u8) as char, behind / 8 + 1);
        }
    }
    let mut placement = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board[rank * 8 + file] {
                Some(c) => {
                    if empty > 0 {
                        placement.push_str(&empty.to_string());
                        empty = 0;
                    }
                    placement.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            placement.push_str(&empty.to_string());
        }
        if rank > 0 {
            placement.push('/');
        }
    }
    let castling = if castling.is_empty() {
        "-".into()
    } else {
        castling
    };
    let turn = if white { 'w' } else { 'b' };
    // Move counters near the seventy-five-move rule now and then.
    let halfmoves = [0, 0, 0, 0, 99, 148, 149, 150, 151][rng.below(9)];
    format!("{placement} {turn} {castling} {ep} {halfmoves} 60")
}

/// Our error codes in shakmaty's terms (shakmaty counts too many pawns as too much
/// material, and too many checkers as an impossible check).
fn shakmaty_kind(code: &str) -> &str {
    match code {
        "too_many_pawns" => "too_much_material",
        "too_many_checkers" => "impossible_check",
        other => other,
    }
}

fn shakmaty_kinds(kinds: shakmaty::PositionErrorKinds) -> Vec<&'static str> {
    use shakmaty::PositionErrorKinds as K;
    let names = [
        (K::EMPTY_BOARD, "empty_board"),
        (K::MISSING_KING, "missing_king"),
        (K::TOO_MANY_KINGS, "too_many_kings"),
        (K::PAWNS_ON_BACKRANK, "pawns_on_backrank"),
        (K::INVALID_CASTLING_RIGHTS, "invalid_castling_rights"),
        (K::INVALID_EP_SQUARE, "invalid_ep_square"),
        (K::OPPOSITE_CHECK, "opposite_check"),
        (K::IMPOSSIBLE_CHECK, "impossible_check"),
        (K::TOO_MUCH_MATERIAL, "too_much_material"),
        (K::VARIANT, "variant"),
    ];
    names
        .into_iter()
        .filter(|(k, _)| kinds.contains(*k))
        .map(|(_, n)| n)
        .collect()
}

#[test]
fn random_boards_are_judged_possible_or_not_like_shakmaty_and_then_agree_on_every_rule() {
    let mut rng = SplitMix(5);
    let mut tally = Tally::default();
    let (mut accepted, mut rejected, mut only_we_reject) = (0, 0, 0);
    for _ in 0..12_000 / SCALE {
        let fen = random_board_fen(&mut rng);
        let ours: Position = fen.parse().expect("generated FEN parses");
        let setup = Fen::from_ascii(fen.as_bytes()).expect("shakmaty reads the FEN");
        let mut our_kinds: Vec<&str> = ours
            .validate()
            .iter()
            .map(|e| shakmaty_kind(e.code()))
            .collect();
        our_kinds.sort();
        our_kinds.dedup();
        match setup.into_position::<Chess>(CastlingMode::Standard) {
            Err(e) => {
                rejected += 1;
                let mut their_kinds = shakmaty_kinds(e.kinds());
                their_kinds.sort();
                // Our retro-analysis finds more impossible checks than shakmaty's rules
                // of thumb, never fewer, and every other kind must match.
                // shakmaty does not look at pawn structure or history at all.
                let ours_without_check: Vec<&str> = our_kinds
                    .iter()
                    .copied()
                    .filter(|k| *k != "impossible_check" || their_kinds.contains(k))
                    .filter(|k| !RETRO_CODES.contains(k))
                    .collect();
                assert_eq!(ours_without_check, their_kinds, "errors of {fen}");
            }
            Ok(theirs) => {
                accepted += 1;
                if !our_kinds.is_empty() {
                    assert!(
                        our_kinds
                            .iter()
                            .all(|k| *k == "impossible_check" || RETRO_CODES.contains(k)),
                        "errors of {fen}: {our_kinds:?}"
                    );
                    only_we_reject += 1;
                }
                // Play a few random moves from it, comparing every position.
                let mut ours = ours;
                let mut theirs = theirs;
                let start_is_possible = our_kinds.is_empty();
                let tolerate = lasting_errors(&ours);
                for ply in 0..8 {
                    let must_validate = ply > 0 || start_is_possible;
                    compare_position(&ours, &theirs, must_validate, &tolerate, &mut tally);
                    if ours.status().is_over() {
                        break;
                    }
                    let moves = ours.legal_moves();
                    // Every move's SAN in the odd start position, then the one played.
                    let m = choose(&ours, &moves, &mut rng, 50);
                    if ply == 0 {
                        for m in moves.iter() {
                            compare_san(&ours, &theirs, m, &mut tally);
                        }
                    } else {
                        compare_san(&ours, &theirs, &m, &mut tally);
                    }
                    let their_move = find_their_move(&theirs, &m);
                    theirs.play_unchecked(their_move);
                    ours.play(&m);
                }
            }
        }
    }
    println!(
        "random boards: {accepted} accepted by shakmaty ({only_we_reject} of them only our \
         retro-analysis rejects), {rejected} rejected; {tally:#?}"
    );
    assert!(accepted as u64 > 5_000 / SCALE && rejected as u64 > 4_000 / SCALE);
    if SCALE == 1 {
        assert!(only_we_reject > 0 && tally.seventy_five > 0 && tally.stalemates > 0);
    }
}

/// Brute force for one move of retro-analysis: is there a position before, with the
/// opponent to move and our king safe, and a move in it that shakmaty calls legal, that
/// leads to exactly this board (and castling rights, and en passant square if one is
/// given)? Returns that position and move.
fn explaining_last_move(pos: &Position) -> Option<String> {
    let us = pos.turn();
    let them = !us;
    let b = *pos.board();
    let fen = pos.fen();
    let mut fields = fen.split(' ');
    let (board_now, _, castling_now) = (fields.next()?, fields.next()?, fields.next()?);
    let ep_now = pos.ep_square().filter(|_| {
        !pos.validate()
            .iter()
            .any(|e| e.code() == "invalid_ep_square")
    });
    let empty: Vec<Square> = Square::all().filter(|s| b.piece_at(*s).is_none()).collect();
    let can_uncapture = b.by_color(us).count() < 16;
    let fwd = them.forward();
    let promotion_rank = if them == Color::White { 7 } else { 0 };

    // Boards before, with the en passant square they had.
    let mut befores: Vec<(Board, Option<Square>)> = Vec::new();
    for to in b.by_color(them) {
        let piece = b.piece_at(to)?;
        let mut movers = vec![piece];
        if to.rank().index() == promotion_rank && !matches!(piece.role, Role::King | Role::Pawn) {
            movers.push(Piece::new(them, Role::Pawn));
        }
        for mover in movers {
            for &from in &empty {
                let mut before = b;
                before.remove(to);
                before.put(from, mover);
                befores.push((before, None));
                if can_uncapture {
                    before.put(to, Piece::new(us, Role::Knight));
                    befores.push((before, None));
                }
                // En passant: our pawn had just passed `to`.
                if mover.role == Role::Pawn {
                    if let Some(victim) = to.offset(0, -fwd).filter(|v| !b.occupied().contains(*v))
                    {
                        let mut before = b;
                        before.remove(to);
                        before.put(from, mover);
                        before.put(victim, Piece::new(us, Role::Pawn));
                        befores.push((before, Some(to)));
                    }
                }
            }
        }
        if piece.role == Role::King {
            for side in CastlingSide::BOTH {
                let (k, kt, r, rt) = side.squares(them);
                let rook = Piece::new(them, Role::Rook);
                let home_empty = b.piece_at(k).is_none() && b.piece_at(r).is_none();
                if to == kt && b.piece_at(rt) == Some(rook) && home_empty {
                    let mut before = b;
                    before.remove(kt);
                    before.remove(rt);
                    before.put(k, piece);
                    before.put(r, rook);
                    befores.push((before, None));
                }
            }
        }
    }
    for (before, ep) in befores {
        if before.by_color(us).count() > 16 {
            continue;
        }
        // Rights can only have been lost: give the mover every right its pieces allow.
        let mut rights = pos.castling();
        for side in CastlingSide::BOTH {
            let (k, _, r, _) = side.squares(them);
            if before.piece_at(k) == Some(Piece::new(them, Role::King))
                && before.piece_at(r) == Some(Piece::new(them, Role::Rook))
            {
                rights.set(them, side, true);
            }
        }
        let prev = Position::from_parts(before, them, rights, ep, 0, 1);
        if prev.is_attacked_king(us) {
            continue;
        }
        let prev_fen = prev.fen();
        let Ok(setup) = Fen::from_ascii(prev_fen.as_bytes()) else {
            continue;
        };
        // The position before need only be playable: one move back is all we judge.
        let Ok(chess) = setup
            .into_position::<Chess>(CastlingMode::Standard)
            .or_else(shakmaty::PositionError::ignore_impossible_check)
            .or_else(shakmaty::PositionError::ignore_too_much_material)
        else {
            continue;
        };
        for m in chess.legal_moves() {
            let mut after = chess.clone();
            after.play_unchecked(m);
            let after_fen = Fen::from_position(&after, EnPassantMode::Always).to_string();
            let mut f = after_fen.split(' ');
            let (board, _, castling, ep) = (f.next()?, f.next()?, f.next()?, f.next()?);
            if board == board_now
                && castling == castling_now
                && ep_now.is_none_or(|sq| sq.to_string() == ep)
            {
                return Some(format!("{prev_fen}, then {}", UciMove::from_standard(m)));
            }
        }
    }
    None
}

#[test]
fn a_check_is_called_impossible_exactly_when_no_legal_last_move_explains_it() {
    let mut rng = SplitMix(6);
    let (mut possible, mut impossible) = (0, 0);
    while possible + impossible < 1_200 / SCALE as usize {
        let fen = random_board_fen(&mut rng);
        let pos: Position = fen.parse().expect("generated FEN parses");
        // Only checks shakmaty finds nothing wrong with: the rest is retro-analysis.
        let accepted = Fen::from_ascii(fen.as_bytes())
            .expect("shakmaty reads the FEN")
            .into_position::<Chess>(CastlingMode::Standard)
            .is_ok();
        if !accepted || !pos.is_check() {
            continue;
        }
        // The check alone: the pawn structure and the rest of the history are other
        // questions.
        let errors: Vec<_> = pos
            .validate()
            .into_iter()
            .filter(|e| !RETRO_CODES.contains(&e.code()))
            .collect();
        let witness = explaining_last_move(&pos);
        assert_eq!(
            errors.is_empty(),
            witness.is_some(),
            "{fen}: validate says {:?}, brute force finds {witness:?}",
            errors.iter().map(|e| e.code()).collect::<Vec<_>>()
        );
        if errors.is_empty() {
            possible += 1;
        } else {
            impossible += 1;
        }
    }
    println!("checks judged: {possible} possible, {impossible} impossible");
    assert!(impossible > 0 && possible > 0);
}
