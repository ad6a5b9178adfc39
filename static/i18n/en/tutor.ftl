# What the tutor says about moves, checks, mate and stalemate: English, the fallback of every
# other language. Rust passes facts; how a fact is said is a form below (src/tutor/catalog.rs):
# $mover-your-start is this file's piece-your-start told the mover's $role, $colour, $square.

## Pieces, sides, lines, lists

role-name = { $role ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
       *[pawn] pawn
    }
role-start = { $role ->
        [king] King
        [queen] Queen
        [rook] Rook
        [bishop] Bishop
        [knight] Knight
       *[pawn] Pawn
    }
role-plural-start = { $role ->
        [king] Kings
        [queen] Queens
        [rook] Rooks
        [bishop] Bishops
        [knight] Knights
       *[pawn] Pawns
    }
role-moves = { $role ->
        [king] a king moves one square in any direction (or two when castling)
        [queen] a queen moves along ranks, files and diagonals
        [rook] a rook moves along ranks and files
        [bishop] a bishop moves along diagonals
        [knight] a knight jumps in an L: two squares one way and one square to the side
       *[pawn] a pawn moves straight ahead one square (two from its starting square) and captures one square diagonally forward
    }
side-name = { $side ->
        [white] White
       *[black] Black
    }
piece-name = { role-name }
piece-the = the { role-name } on { $square }
piece-the-start = The { role-name } on { $square }
piece-the-coloured = the { $colour ->
        [white] white
       *[black] black
    } { role-name } on { $square }
piece-your = your { role-name } on { $square }
piece-your-start = Your { role-name } on { $square }
piece-coloured-start = { $colour ->
        [white] White
       *[black] Black
    } { role-name } on { $square }
piece-placed = { role-name } on { $square }
piece-whose = { $colour ->
        [white] White's
       *[black] Black's
    } { role-name } on { $square }
line-the = { $kind ->
        [file] the { $file }-file
        [rank] the { $rank ->
            [1] first
            [2] second
            [3] third
            [4] fourth
            [5] fifth
            [6] sixth
            [7] seventh
           *[8] eighth
        } rank
       *[diagonal] the diagonal from { $from } to { $to }
    }
list-pair = { $first } and { $rest }
list-more = { $first }, { $rest }
list-or-pair = { $first } or { $rest }
list-or-more = { $first }, { $rest }

## Refused moves

refused-no-piece = There is no piece on { $square } to move.
refused-not-your-turn = It is { $turn-name }'s turn: { $piece-the } belongs to { $owner-name }.
refused-own-piece = { $mover-your-start } cannot go to { $to }: your own { $target-name } stands there, and you never capture your own pieces.
refused-not-a-piece-move = { $mover-your-start } cannot reach { $to } in one move: { $role-moves }.
refused-path-blocked = { $mover-your-start } cannot reach { $to }: { $blocker-whose } is in the way.
refused-king-into-check = Your king cannot go to { $to }: { $attackers-the } { $attackers-count ->
        [one] attacks
       *[other] attack
    } that square, and a king may never move into check.
refused-king-on-check-line = Your king cannot go to { $to }: it would still be on the line of { $attackers-the }, which reaches through the square your king is leaving.
refused-kings-touch = Your king cannot go to { $to }: it would stand next to the other king on { $other }. Kings may never stand side by side, because each would be attacking the other.
refused-not-out-of-check = Your king on { $king } is in check from { $checkers-the }. { $ways ->
        [king-capture-block] Moving { $mover-your } does not stop it: move the king, capture the checking piece, or put a piece in the way.
        [king-capture] Moving { $mover-your } does not stop it: move the king or capture the checking piece.
        [king-block] Moving { $mover-your } does not stop it: move the king or put a piece in the way.
        [capture-block] Moving { $mover-your } does not stop it: capture the checking piece or put a piece in the way.
        [king] Moving { $mover-your } does not stop it: here the only way out is to move the king.
        [capture] Moving { $mover-your } does not stop it: here the only way out is to capture the checking piece.
        [block] Moving { $mover-your } does not stop it: here the only way out is to put a piece in the way.
       *[none] Moving { $mover-your } does not stop it, and no other move does: it is checkmate.
    }{ $unblockable ->
        [knight] { " " }A knight's check can never be blocked.
        [adjacent] { " " }The checking piece stands right next to your king, so nothing can come between them.
       *[no] { "" }
    }
refused-double-check = Double check from { $checkers-the }: no single move of { $mover-your } can block or capture both, so only the king may move.
refused-pinned = { $mover-your-start } is pinned: if it left { $line-the }, { $pinner-the } would attack your king on { $king }.
refused-exposes-king = { $attackers-count ->
        [0] Moving { $mover-your } would leave your king on { $king } in check.
       *[other] Moving { $mover-your } would open a line to your king on { $king }: { $attackers-the } would attack it.
    }
refused-en-passant-exposes = You cannot take en passant here. { $mover-your-start } and { $captured-the-coloured } would both leave { $line-the } at once, and then { $attacker-the } would attack your king on { $king }.
refused-castle-in-check = You cannot castle while in check: { $checkers-the } { $checkers-count ->
        [one] attacks
       *[other] attack
    } your king. Deal with the check first.
refused-castle-through-check = You cannot castle: your king would pass over { $square }, which { $attackers-the } { $attackers-count ->
        [one] attacks
       *[other] attack
    }. A castling king may not cross an attacked square.
refused-castle-into-check = You cannot castle: your king would land on { $square }, which { $attackers-the } { $attackers-count ->
        [one] attacks
       *[other] attack
    }.
refused-castle-rights-lost = You can no longer castle { $wing ->
        [kingside] kingside (O-O)
       *[queenside] queenside (O-O-O)
    }: the king or that rook has already moved (or the rook is gone).
refused-castle-path-blocked = You cannot castle { $wing ->
        [kingside] kingside (O-O)
       *[queenside] queenside (O-O-O)
    } yet: { $blockers-whose } { $blockers-count ->
        [one] stands
       *[other] stand
    } between the king and the rook.
refused-en-passant-gone = { $mover-your-start } cannot take { $pawn-the } en passant: that capture is only allowed on the move right after the pawn has stepped two squares past it.
refused-promotion-piece = Your pawn reaches { $to } and must become a queen, rook, bishop or knight: choose one.

## Moves played, said and hinted

played = { $castled ->
        [kingside] Castling kingside
        [queenside] Castling queenside
       *[no] { $captured ->
            [no] { $role-start } to { $to }
            [en-passant] { $role-start } takes { $taken-the } en passant
           *[yes] { $role-start } takes { $taken-the }
        }{ $promotion ->
            [no] { "" }
           *[yes] , becoming a { $promoted-name }
        }
    } ({ $san }){ $check ->
        [direct] , giving check
        [discovered] , giving a discovered check with { $checkers-the }
        [double] , giving double check
       *[none] { "" }
    }{ $end ->
        [mate] : checkmate!
        [stalemate] : stalemate, the game is drawn.
       *[none] .
    }
move-spoken = { $castled ->
        [kingside] { $side-name } castles kingside
        [queenside] { $side-name } castles queenside
       *[no] { $side-name } { $role-name } from { $from } to { $to }
    }{ $captured ->
        [no] { "" }
       *[yes] , takes { $taken-whose }
    }{ $promotion ->
        [no] { "" }
       *[yes] , becomes a { $promoted-name }
    }{ $end ->
        [mate] , checkmate.
        [stalemate] , stalemate.
        [discovered] , discovered check by { $checkers-the }.
        [double] , double check by { $checkers-the }.
        [check] , check.
       *[none] .
    }
## Checks and the ways out

check-by = { $checkers-count ->
        [one] Check: { $checkers-whose } attacks the king on { $king }.
       *[other] Double check: { $checkers-whose } both attack the king on { $king }.
    }
ways-out = { $all ->
        [one] The only way out: { $ways-said }.
       *[other] { $named ->
            [yes] Ways out: { $ways-said }.
           *[no] { $all } ways out, for example { $ways-said }.
        }
    }
way-said = { $san } ({ $role-name } { $capture ->
        [yes] takes on
       *[no] to
    } { $to })
no-capture-nothing = Nothing can capture the checking piece on { $square }.
no-capture-defended = The king cannot capture on { $square }: { $defenders-the } { $defenders-count ->
        [one] defends
       *[other] defend
    } it, so the king would be moving into check.
no-capture-pinned = { $pinned-the-start } could capture on { $square }, but { $pinned-count ->
        [one] it is
       *[other] they are
    } pinned to the king.
no-capture-double = Capturing the piece on { $square } would not help: the other checker would still be giving check.
no-block-knight = A knight's check cannot be blocked: it jumps over anything in between.
no-block-adjacent = The check cannot be blocked: there is no square between the checker and the king.
no-block-nothing = No piece can move in between to block the check.
no-block-double = A double check cannot be blocked: one piece cannot stand in two lines at once.

## Mate and stalemate

checkmate = Checkmate: the king is in check and has no legal way out. { $winner-name } wins.
stalemate = Stalemate: { $side-name } is not in check but has no legal move. The game is a draw.
escape-covered = { $attackers-count ->
        [0] { $square } is covered.
       *[other] { $square } is covered by { $attackers-the }.
    }
escape-protected = { $attackers-count ->
        [0] { $taken-the-start } is protected.
       *[other] { $taken-the-start } is protected by { $attackers-the }.
    }
escape-own-piece = { $square } has the king's own { $piece-name } on it.
escape-next-to-king = { $square } is next to the other king.
escape-taken-next-to-king = { $taken-the-start } stands next to the other king, so taking it would put the kings side by side.
no-moves = { $piece-whose } has no square to go to.

## Lessons and games

## The status line, and a move tried when the game is over

status-line = { $status ->
        [checkmate] Checkmate. { $winner-name } wins.
        [stalemate] Stalemate: { $side-name } has no legal move and is not in check. Draw.
        [insufficient] Draw: neither side has enough material left to checkmate.
        [seventy-five] Draw: seventy-five moves each without a capture or a pawn move.
        [fivefold] Draw: the same position has appeared five times.
       *[ongoing] { $check ->
            [single] { $side-name } to move: check!
            [double] { $side-name } to move: double check! Only the king can move.
           *[none] { $side-name } to move.
        }{ $claim ->
            [repetition] { " " }A draw may be claimed: this position has now appeared three times.
            [repetition-by] { " " }{ $side-name } may claim a draw by declaring { $san } before playing it: it would bring about the same position for the third time.
            [fifty] { " " }A draw may be claimed: fifty moves each without a capture or a pawn move.
            [fifty-by] { " " }{ $side-name } may claim a draw by declaring { $san } before playing it: it would complete fifty moves each without a capture or a pawn move.
           *[none] { "" }
        }
    }
game-over = { $rule ->
        [fivefold] No more moves: the same position has now appeared five times, and a fivefold repetition ends the game in a draw at once, with no claim needed.
        [seventy-five] No more moves: seventy-five moves each have been played without a capture or a pawn move, which ends the game in a draw at once, with no claim needed.
        [insufficient] No more moves: neither side has enough pieces left to checkmate, so the game ends in a draw at once.
       *[other] No more moves: the game is over.
    } { $button ->
        [take-back] Press Take back to go back and play on.
       *[undo] Press Undo to go back and play on.
    }

## Positions that could never arise
# Why a position could not come about in a game (the editor, Play, practice, `tutor
# analyze`). $squares, $homes, $guarded are lists of squares ($squares-or: "d4 or e3").
# $walls-kinds-the says pieces grouped by kind ("the bishop on c1 and the pawns on b2 and
# d2") through piece-kinds-the, told $role, $colour, $squares, $count (of the group) and
# $sides (one: all of one colour, both). $lost-counted says units counted by kind ("one
# pawn and 2 bishops") through role-counted, told $role and $count.

# The editor's button that removes castling rights ($castling, in FEN letters: KQ) and an
# en passant square ($ep) the position cannot have.
# Play refuses such a position; $reasons are the sentences above.
# A sentence from a lesson file, shown as written.
lesson-text = { $text }
# Play's note under a position that could never arise but can be played; $reasons are
# the sentences above. And the line while the helper is asked whether a position could arise.

## Typed moves

typed-letter-is = { $then } In { $notation ->
        [es] Spanish
        [de] German
        [fr] French
        [ru] Russian
       *[en] English
    } notation { $letter } is the { $role-name }. For the { $other-name }, type { $instead }.
typed-read-as = Read as { $read }. { $then }

## The app's own words: the top bar and the Play page

ui-skip = Skip to the page
ui-sections = Sections
ui-nav-lessons = Lessons
ui-nav-practice = Practice
ui-nav-play = Play
ui-nav-progress = Progress
ui-nav-questions = Questions
ui-nav-teachers = For teachers
ui-nav-editor = Editor: set up a position
ui-nav-builder = Builder: make a lesson
ui-nav-my-lessons = My lessons: share, present, import
ui-sounds = Sounds
ui-sounds-on = Sounds on
ui-sounds-off = Sounds off
ui-present-back = ◀ Back
ui-present-forward = Forward ▶
ui-full-screen = Full screen
ui-leave-present = Leave present mode
ui-moves = Moves
ui-start = Start
ui-start-title = Back to the start of the game
ui-undo = Undo
ui-redo = Redo
ui-end = End
ui-end-title = Forward to the last move
ui-new-game = New game
ui-play-computer = Play the computer
ui-flip = Flip board
ui-present = Present
ui-edit-position = Edit position
ui-position-and-game = More: Present, Edit position, FEN, PGN, link
ui-import-game = Import game
ui-download-pgn = Download PGN
ui-move-label = Type a move (SAN or UCI)
ui-move-placeholder = Type a move: Nf3, exd5, O-O, e7e8q
ui-move-play = Play
ui-position = Position
ui-load = Load
ui-open-in-editor = Open it in the editor
ui-link-to-board = Link to this board
ui-marks = Arrows and circles
ui-marks-hint-mouse = Right-drag: arrow, right-click: circle (or press Arrows)
ui-marks-hint-touch = Press Arrows, then drag for an arrow or tap for a circle
ui-marks-hint-drawing = Drawing: drag for an arrow, tap for a circle; with the keys, Enter on two squares (one twice: a circle). Press Arrows again to move pieces.
ui-draw = ✎ Arrows
ui-clear-marks = Clear marks

## The lessons, the questions and the front page

## Words that open a lesson's own praise, so "Well done!" is not said twice (a list: items parted by ", ")

praise-openers = Well done, Well played, Right, Good, Great, Yes, Correct, Excellent, Nice, Perfect, Bravo, Exactly
praise-cries = Mate, Checkmate, Check, Stalemate, Safe, Legal

## The game against the computer

## Page titles, notices and errors

ui-title = { $page } – Check Tutor
ui-link-damaged = This link is damaged: part of it could not be read, so what it pointed to cannot be shown exactly. Ask for the link again.
ui-update-ready = A new version is ready
ui-reload = Reload

## The board, for screen readers: a square is named "e4, white pawn, legal move"

ui-board = Chess board
# The keys are K, Q, R, B, N and P in every language (the English piece letters).
ui-board-keys = Arrow keys move between squares. Enter picks a piece up and puts it down; Escape puts it back. M says where a piece can go, or why not. K, Q, R, B, N and P jump to the pieces at the bottom of the board, with Shift to those at the top; 1 to 8 jump to that rank. In draw mode, Enter on one square and then on another draws an arrow; on the same square twice, a circle.
ui-file = file { $file }
ui-rank = rank { $rank }
ui-square-empty = empty
ui-piece-wK = white king
ui-piece-wQ = white queen
ui-piece-wR = white rook
ui-piece-wB = white bishop
ui-piece-wN = white knight
ui-piece-wP = white pawn
ui-piece-bK = black king
ui-piece-bQ = black queen
ui-piece-bR = black rook
ui-piece-bB = black bishop
ui-piece-bN = black knight
ui-piece-bP = black pawn
ui-state-selected = selected
ui-state-dest = legal move
ui-state-capture = can be taken
ui-state-in-check = in check
ui-state-checker = giving check
ui-state-pinned = pinned
ui-state-pinner = pinning
ui-state-attacker = covers the square
ui-state-blocker = in the way
ui-state-last-move = last move
ui-state-taken-en-passant = pawn taken en passant
ui-state-draw-from = arrow starts here
ui-promote-choose = Choose what the pawn on { $square } becomes: queen, rook, bishop or knight.
ui-promote-label = Promote the pawn on { $square } to
ui-promote-becomes = The pawn on { $square } becomes
ui-fen-to-load = FEN to load
ui-fen-placeholder = Paste a FEN
ui-draw-in = { $colour ->
        [green] Draw in green
        [red] Draw in red
        [blue] Draw in blue
       *[yellow] Draw in yellow
    }

## The position in words, for screen readers

position-pieces = { $squares-count ->
        [one] { $role-start } on { $squares }
       *[other] { $role-plural-start } on { $squares }
    }
ui-position-words = The position in words
ui-white-pieces = White pieces
ui-black-pieces = Black pieces
ui-last-move = Last move
ui-status = Status
ui-no-move-yet = No move has been played yet.
ui-board-status = Chess board. { $status }
ui-pgn-to-import = PGN to import
ui-game-in-pgn = The game in PGN
ui-pgn-placeholder = Paste a game in PGN

## Lessons list, links and copying

ui-link-failed = { $why }. The board below is not the one the link meant: ask for the link again.
ui-play-on = Play on from here
ui-copied = Copied
ui-copy-link = Copy link
ui-link-copied = The link is copied.
ui-copy-refused = This browser did not let the page copy. The link is selected below: copy it with Ctrl+C (⌘C on a Mac).
ui-lang-fallback = Some lessons are shown in English: their { $language ->
        [es] Spanish
        [de] German
        [fr] French
       *[ru] Russian
    } version could not be loaded.
ui-lang-fallback-offline = Some lessons are shown in English: their { $language ->
        [es] Spanish
        [de] German
        [fr] French
       *[ru] Russian
    } version could not be loaded. It will be fetched when you are online.

## A question about one square (the board's M key), and a square's notes for screen readers

ask-moves = { $piece-coloured-start } can go to { $squares-or }.
ask-no-move = { $piece-coloured-start } has no legal move.
ask-stuck = { $piece-coloured-start } has no legal move. { $why }
ask-not-to-move = { $piece-coloured-start }. It is { $turn ->
        [white] White's
       *[black] Black's
    } move.
ask-reach = { $movers-count ->
        [0] { $square } is empty. No { $side ->
            [white] white
           *[black] black
        } piece can go there on this move.
       *[other] { $square } is empty. { $side ->
            [white] White's
           *[black] Black's
        } { $movers-placed } can go there.
    }{ $attackers-count ->
        [0] { "" }
       *[other] { " " }{ $side ->
            [white] Black's
           *[black] White's
        } { $attackers-placed } { $attackers-count ->
            [one] attacks
           *[other] attack
        } it.
    }
ask-legal = Legal: { $move }
ask-refused = Not allowed. { $why }
note-pinned-by = pinned by { $pinner-the-coloured }
note-pinning = pins { $pinned-the-coloured }
note-covers = covers { $squares }

## Arrows and circles drawn from the keyboard, as a screen reader hears them

ui-arrow-started = Arrow from { $from }: press Enter on the square where it ends, or on { $from } again for a circle.
ui-arrow-drawn = Arrow from { $from } to { $to }{ $colour ->
        [green] , green
        [red] , red
        [blue] , blue
        [yellow] , yellow
       *[none] { "" }
    }.
ui-circle-drawn = Circle on { $from }{ $colour ->
        [green] , green
        [red] , red
        [blue] , blue
        [yellow] , yellow
       *[none] { "" }
    }.
ui-arrow-removed = Arrow from { $from } to { $to } removed.
ui-circle-removed = Circle on { $from } removed.
ui-arrow-cancelled = No arrow drawn.

## Games loaded and taken back, and a lesson's next step, as a screen reader hears them

# The position editor. $piece is a piece's code: w or b (its colour), then K, Q, R, B, N or P.
# A castling right's checkbox: the side, then the castling in notation.
# Before the list of en passant squares.
# $file is the name of the file downloaded.
# The words of the lesson the editor downloads, where the teacher typed none.
# $why is the reason, as the FEN reader says it.

# A lesson presented to a class.
# After the lesson's title and a dot.
# Read by screen readers after the right answer, once the answer is shown.
# The keys are the same in every language: the arrows, Page Up, Page Down, A, U and Escape.

# The teacher's tools, opened from the learner's pages, and keeping lessons.

# Lesson files and lesson links that cannot be read. $size and $most are in kilobytes.
# $step is the step the problem is in, 0 for the lesson itself; $problem what is wrong;
# $detail the field name it does not know ("unknown") or the reader's sentence ("unreadable").
ui-taken-back = Taken back: { $move }
ui-link-game-unreadable = The game in this link could not be read: the link may have been cut short when it was copied. The position it shows is on the board.
