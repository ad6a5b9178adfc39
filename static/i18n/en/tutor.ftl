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
        [discovered] , giving a discovered check
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
        [double] , double check.
        [check] , check.
       *[none] .
    }
hint-move = Try the { $role-name } from { $from } to { $to } ({ $san }).

## Checks and the ways out

check-by = { $checkers-count ->
        [one] Check: { $checkers-whose } attacks the king on { $king }.
       *[other] Double check: { $checkers-whose } both attack the king on { $king }.
    }
ways-out = Ways out: { $king-moves ->
        [one] 1 king move
       *[other] { $king-moves } king moves
    }, { $captures ->
        [one] 1 capture of the checker
       *[other] { $captures } captures of the checker
    }, { $blocks ->
        [one] 1 block
       *[other] { $blocks } blocks
    }.
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
escape-own-piece = { $square } is taken by the king's own { $piece-name }.
escape-next-to-king = { $square } is next to the other king.
escape-taken-next-to-king = { $taken-the-start } stands next to the other king, so taking it would put the kings side by side.
no-moves = { $piece-whose } has no square to go to.

## Touch-move

touched-must-move = You touched { $piece-your }: under the touch-move rule you must move it ({ $moves ->
        [one] { $moves } legal move
       *[other] { $moves } legal moves
    }).
touched-no-consequence = You touched { $piece-your }, but it has no legal move, so touching it has no consequence: play any other move.
king-move-owed = The illegal king move is taken back, and since you touched your king on { $king }, you must play another king move.
no-king-move-owed = The illegal king move is taken back. Your king on { $king } has no legal move, so you may play any other move.

## Lessons and games

step-done = Well done!
step-held = The game ended with that move. Press Try again to play on from before it.
watched-all = That was the last move. Go on when you are ready.
wrong-answer = Not quite. Look again and try another answer.
right-answer = Right!
reply-played = Good. The reply: { $played } Your move.
lesson-finished = You have finished "{ $title }". Pick another lesson when you are ready.
resigned = You resigned, so { $winner-name } wins this game. Press New game for another.
step-missed = { $played } That is a legal move, but { $shortfall ->
        [no-check] it gives no check
        [not-mate] it gives no check, so it is not mate
        [not-mate-answer] it is not mate: { $side-name } can answer with { $answer }
        [no-capture] it does not take the piece giving check
        [no-block] it does not block the check
        [no-king-move] it does not move the king
        [stalemate] it is stalemate, which this step asks you to avoid
       *[other] not what this step asks for
    }. Try again.
out-of-check = { $way ->
        [king] Your king has stepped out of check to { $to }, where nothing attacks it.
        [capture] Your { $piece-name } took { $checker-the }, the piece giving check, and that ended the check.
       *[block] Your { $piece-name } now stands on { $to }, between { $checker-the } and your king, so the check is blocked.
    }
hint = { $way ->
        [king] Try the king from { $from } to { $to } ({ $san }): it steps out of check to a square nothing attacks.
        [capture] Try the { $piece-name } from { $from } taking { $checker-the } ({ $san }): that ends the check.
        [block] Try the { $piece-name } from { $from } to { $to } ({ $san }): it steps in between, so { $checker-the } no longer reaches your king.
       *[none] Try the { $piece-name } from { $from } to { $to } ({ $san }): it may go there, and your king stays safe.
    }
computer-played = { $kind ->
        [castled] The computer castled ({ $san }).
        [promoted] The computer's pawn reached { $to } and became a { $promoted-name } ({ $san }).
        [captured] The computer's { $role-name } took your { $taken-name } on { $to } ({ $san }).
       *[moved] The computer moved its { $role-name } to { $to } ({ $san }).
    }
versus-sides = You play { $human-name }. The computer plays { $computer-name } at level { $level }.
versus-over = { $result ->
        [won] You won! Well played. Press New game for another.
        [lost] The computer won this time. Take back a move or two and look for another way, or press New game.
       *[draw] A draw. Press New game for another.
    }

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
        [fivefold] No more moves: the same position has now appeared five times, and a fivefold repetition ends the game in a draw at once, with no claim needed. Press Undo to go back and play on.
        [seventy-five] No more moves: seventy-five moves each have been played without a capture or a pawn move, which ends the game in a draw at once, with no claim needed. Press Undo to go back and play on.
        [insufficient] No more moves: neither side has enough pieces left to checkmate, so the game ends in a draw at once. Press Undo to go back and play on.
       *[other] No more moves: the game is over. Press Undo to go back and play on.
    }

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
ui-position-and-game = Position and game: FEN, PGN, link
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
ui-marks-hint-mouse = Right-drag: arrow, right-click: circle (or press Draw)
ui-marks-hint-touch = Press Draw, then drag for an arrow or tap for a circle
ui-marks-hint-drawing = Drawing: drag for an arrow, tap for a circle; with the keys, Enter on two squares (one twice: a circle). Press Draw again to move pieces.
ui-draw = ✎ Draw
ui-clear-marks = Clear marks

## The lessons, the questions and the front page

ui-back-to-lessons = Back to the lessons
ui-back-to-builder = Back to the builder
ui-what-you-learned = What you learned
ui-what-you-learned-said = What you learned:
ui-stars = { $stars ->
        [0] No stars this time: a star is for a step done without a hint or a mistake. Try the lesson again to earn some.
        [one] ★ 1 star: 1 of { $total } steps done without a hint or a mistake.
       *[other] ★ { $stars } stars: { $stars } of { $total } steps done without a hint or a mistake.
    }
ui-next-lesson = Next lesson: { $title }
ui-practise-learned = Practise what you learned
ui-play-computer-game = Play a game against the computer
ui-next-step = Next step
ui-lesson-board = Lesson board: { $prompt }
ui-preview = Preview: the lesson as a learner sees it.
ui-keep-lesson = Keep in My lessons
ui-steps = Steps
ui-step = Step { $n }
ui-answers = Answers
ui-watch-start = Press the arrow to play the first move.
ui-previous-move = Previous move
ui-next-move = Next move
ui-type-instead = Type a move instead
ui-hint = Hint
ui-show-move = Show the move
ui-try-again = Try again
ui-start-again = Start again
ui-lesson-done = You have finished "{ $title }".
ui-my-lessons = My lessons
ui-my-lessons-empty = Lessons you build, import or keep from a link appear here.
ui-build-or-import = Build or import a lesson
ui-lessons-lead = Each lesson answers a question about kings and check with positions you play through. Your progress is saved in this browser.
ui-questions-title = Questions about kings and check
ui-questions-lead = Questions learners often ask. Each one opens the lesson step that answers it.
ui-home-title = Learn the rules of check
ui-home-lead = Play moves on a board that shows who gives check and from where, refuses any move that would leave your own king attacked, and tells you why in plain words.
ui-home-start = Start with lesson 1: { $title }
ui-home-continue = Continue: lesson { $lesson }, step { $step } ({ $title })
ui-home-all-done = You have done every lesson: practise what you learned
ui-home-lessons = { $count } short lessons, from what check is to mate, stalemate and draws.
ui-home-practice = New exercises without end, and what you get wrong comes back until you get it right.
ui-home-play = A board for trying anything: every refused move is explained.
ui-home-vs = A whole game against the computer, at one of four levels: the tutor explains every check and every refused move.
ui-home-questions = The questions learners ask, each answered by a lesson step.
ui-home-editor = Editor, for teachers
ui-home-editor-lead = Set up any position, learn whether it could arise in a game, draw arrows and share it.

## Words that open a lesson's own praise, so "Well done!" is not said twice (a list: items parted by ", ")

praise-openers = Well done, Well played, Right, Good, Great, Yes, Correct, Excellent, Nice, Perfect, Bravo, Exactly
praise-cries = Mate, Checkmate, Check, Stalemate, Safe, Legal

## The game against the computer

ui-vs-title = Against the computer
ui-vs-level = Level { $n }
ui-vs-level-1 = Plays almost at random, and likes to give check.
ui-vs-level-2 = Takes pieces you leave unguarded.
ui-vs-level-3 = Looks a few moves ahead.
ui-vs-level-4 = Plays strongly: even a club player has to think.
ui-vs-wait = Wait a moment: the computer is still choosing its move. Yours comes next.
ui-vs-over = This game is over. Press New game to play again.
ui-vs-paused = The computer waits while you read what was wrong with the link. Press “Play on from here” at the top to go on.
ui-vs-failed = The computer could not start, so it cannot make its move. Make sure you are online, then press Try again, or move both sides yourself.
ui-details = Details
ui-browser-said = What the browser said: { $why }
ui-take-back = Take back
ui-take-back-title = Take back your last move and the computer's reply
ui-looking = Looking…
ui-give-up = Give up this game?
ui-resign-yes = Yes, resign
ui-keep-playing = Keep playing
ui-resign = Resign
ui-stop-computer = Stop the computer
ui-stop-computer-title = Go on with this game, moving both sides yourself
ui-thinking = The computer is thinking…
ui-vs-dialog-title = Play against the computer
ui-vs-dialog-lead = If you try a move that is not allowed, the tutor tells you why. It also explains every check and how the game ends.
ui-vs-your-pieces = Your pieces
ui-vs-side-white = White (you move first)
ui-vs-side-black = Black (the computer moves first)
ui-vs-side-random = Either: let the computer pick
ui-vs-strength = How strong the computer plays
ui-vs-start = Start the game
ui-cancel = Cancel
