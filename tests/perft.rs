//! Perft: counting every leaf of the move tree catches almost any move-generation bug.
//! Positions and counts are the well-known reference set (start position, "Kiwipete" and
//! positions 3 to 6 of the chess-programming wiki's Perft Results page).

use check_tutor::rules::Position;

fn perft(fen: &str, expected: &[u64]) {
    let pos: Position = fen.parse().expect("reference FEN parses");
    for (i, &want) in expected.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(pos.perft(depth), want, "perft({depth}) of {fen}");
    }
}

#[test]
fn perft_start_position() {
    perft(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902, 197_281, 4_865_609],
    );
}

#[test]
fn perft_kiwipete_castling_pins_and_en_passant() {
    perft(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2_039, 97_862, 4_085_603],
    );
}

#[test]
fn perft_position_3_en_passant_exposing_the_king_on_a_rank() {
    perft(
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        &[14, 191, 2_812, 43_238, 674_624, 11_030_083],
    );
}

#[test]
fn perft_position_4_promotions_and_checks() {
    perft(
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[6, 264, 9_467, 422_333, 15_833_292],
    );
}

#[test]
fn perft_position_4_mirrored() {
    perft(
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        &[6, 264, 9_467, 422_333],
    );
}

#[test]
fn perft_position_5() {
    perft(
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1_486, 62_379, 2_103_487],
    );
}

#[test]
fn perft_position_6() {
    perft(
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        &[46, 2_079, 89_890, 3_894_594],
    );
}
