# The rest of the app's words (the pages beyond Play), fetched when a page needs them or once
# the app has started: see tutor.ftl's header for the forms.

## Positions that could never arise

position-impossible = This position could never arise in a game.
position-empty-board = The board is empty: a game needs at least the two kings.
position-missing-king = { $side-name } has no king. Every position in a game has exactly one king of each colour.
position-too-many-kings = { $side-name } has more than one king. Pawns never promote to a king, so there is exactly one.
position-pawns-on-back-rank = { $squares-count ->
        [1] There is a pawn on { $squares }: pawns never stand on the first or last rank (they start on the second and promote on reaching the last).
       *[other] There are pawns on { $squares }: pawns never stand on the first or last rank (they start on the second and promote on reaching the last).
    }
position-too-many-pawns = { $side-name } has { $count } pawns, but each side starts with eight and never gains more.
position-too-much-material = { $side-name } has { $extra ->
        [one] one piece
       *[other] { $extra } pieces
    } more than a side starts with, but { $missing ->
        [0] none of its pawns is missing
        [one] only one of its pawns is missing
       *[other] only { $missing } of its pawns are missing
    }, and every extra piece must once have been a pawn that promoted.{ $bishops ->
        [yes] { " " }Two bishops on squares of the same colour count as one extra: each side starts with one bishop on light squares and one on dark squares.
       *[no] { "" }
    }
position-pawn-captures = { $files ->
        [one] { $side-name }'s pawns on { $pawns } share the { $file }-file, but only one of them can have started there.
        [several] { $side-name }'s pawns on { $pawns } stand more than one to a file, but on each file only one of them can have started there.
       *[none] { $side-name }'s pawns cannot all have started on the files they stand on.
    }{ $strays-count ->
        [0] { "" }
        [1] { " " }The pawn on { $strays } must have come from another file.
       *[other] { " " }The pawns on { $strays } must have come from other files.
    }{ $homes-count ->
        [0] { "" }
        [1] { " " }The pawn that started on { $homes } has left its file.
       *[other] { " " }The pawns that started on { $homes } have left their files.
    } So { $side-name }'s pawns have made at least { $needed ->
        [one] one capture
       *[other] { $needed } captures
    }, but { $other-name } has { $lost ->
        [0] lost nothing
        [one] lost only one piece
       *[other] lost only { $lost } pieces
    }. A pawn changes file only when it captures.
position-pawns-off-files = { $homes-count ->
        [0] { $side-name }'s pawns cannot all have reached their squares.
        [1] { $side-name }'s pawns on { $pawns } can only have started on { $homes }, but that is one starting square for { $pawns-count } pawns, and each pawn starts on a square of its own.
       *[other] { $side-name }'s pawns on { $pawns } can only have started on { $homes-or }, but that is only { $homes-count } starting squares for { $pawns-count } pawns, and each pawn starts on a square of its own.
    } A pawn changes file only when it captures, one file per capture, and each capture also takes it one rank forward.
position-castling-rights = { $wing ->
        [kingside] { $side-name } may not keep the right to castle kingside: that needs the king on { $king } and the rook on { $rook }, both unmoved.
       *[queenside] { $side-name } may not keep the right to castle queenside: that needs the king on { $king } and the rook on { $rook }, both unmoved.
    }
position-ep-square = The en passant square { $square } does not fit: it must be the square a pawn has just skipped with a two-square step, right behind that pawn.
position-kings-touch = The two kings stand on neighbouring squares. That never happens in a game: a king may not move next to the other king, because it would be stepping into check.
position-opposite-check = { $also-count ->
        [0] The side that has just moved is in check from { $checkers-the }: no legal move ends with your own king attacked.
       *[other] The side that has just moved is in check from { $checkers-the }: no legal move ends with your own king attacked. The king to move is in check as well, from { $also-the }: two kings are never in check at once.
    }
position-too-many-checkers = { $checkers-the-start } give check at once; one move can create at most two checks.
position-check-two-steppers = { $checkers-the-start } both give check, yet neither could have opened the way for the other: whichever moved last, the other was already giving check, which is impossible.
position-check-opposite-sides = { $checkers-the-start } give check from opposite sides along one line: nothing could have stood between both of them and the king, so one of them was already giving check before the last move.
position-check-by-king = A king can never give check: it may not move next to the other king.
position-check-no-last-move = { $checkers-count ->
        [1] No last move explains this check from { $checkers-the }: it could not have just arrived from a square where it was not already giving check, and no other piece could have just stepped out of its line.
       *[other] Neither checking piece can have just moved: whatever move is undone, { $checkers-the } would already have been giving check to the king before it, so no last move explains this double check.
    }
position-pawns-passed = { $files ->
        [same] { $pawns-whose-start } have passed each other on the { $file }-file: pawns cannot jump over one another, and too few pieces have been captured for one of them to have gone round the other.
       *[different] { $pawns-whose-start } have passed each other on their files: pawns cannot jump over one another, and too few pieces have been captured for one of them to have gone round the other.
    }
position-promotion-captures = { $pieces-kinds-whose-start } cannot all be original pieces, so pawns must have promoted, but { $side-name }'s pawns and promotions together need at least { $needed ->
        [one] one capture
       *[other] { $needed } captures
    } (a pawn cannot promote straight up a file where the other side's pawn has never moved), and { $other-name } has { $lost ->
        [0] lost none
        [one] lost only one
       *[other] lost only { $lost }
    }.
position-promotion-blocked = { $pieces-kinds-whose-start } cannot all be original pieces, so a pawn must have promoted, yet no { $side ->
        [white] white
       *[black] black
    } pawn could have reached the last rank and brought its new piece out: pieces that have never moved close every way.
position-shut-at-home = { $piece-whose-start } could never have got there: the { $homes-count ->
        [1] { $role-name }
       *[other] { $role-plural }
    } from { $homes } could not get out past { $walls-kinds-the }, which { $walls-count ->
        [1] has
       *[other] have
    } never moved, and { $promotion ->
        [no-pawn-gone] no { $side ->
            [white] white
           *[black] black
        } pawn has promoted, as all eight are on the board.
       *[blocked] no { $side ->
            [white] white
           *[black] black
        } pawn could have promoted and brought a { $role-name } there.
    }
position-trapped = { $blocked ->
        [walls] { $piece-whose-start } could never have got there: { $walls-kinds-the } { $walls-count ->
            [1] has never moved and blocks
           *[other] have never moved and block
        } the way in.
        [guarded] { $piece-whose-start } could never have got there: { $role ->
            [king] it could never have stood on { $guarded-or }, which pieces that never moved attack.
           *[other] on { $guarded-or } it would have checked a king that never moved and been taken at once.
        }
        [both] { $piece-whose-start } could never have got there: { $walls-kinds-the } { $walls-count ->
            [1] has never moved and blocks
           *[other] have never moved and block
        } the way in, and { $role ->
            [king] it could never have stood on { $guarded-or }, which pieces that never moved attack.
           *[other] on { $guarded-or } it would have checked a king that never moved and been taken at once.
        }
       *[none] { $piece-whose-start } could never have got there: no piece of its kind could have reached that square.
    }
position-unreachable-capture = { $pawn-whose-start } cannot be the { $file }-pawn, which still stands on { $home }: it came from another file by capturing, { $squares-count ->
        [1] so it took something on { $squares-or }
       *[other] so its last capture was on { $squares-or }
    }; yet { $lost-count ->
        [0] none of the units { $other-name } has lost could ever have stood on { $squares-or }.
        [1] { $other-name } has lost only { $lost-counted }, and it could never have stood on { $squares-or }.
       *[other] { $other-name } has lost only { $lost-counted }, and none of them could ever have stood on { $squares-or }.
    }
position-wrong-side-to-move = It cannot be { $turn-name }'s turn: nothing has been captured, only { $movers-count ->
        [0] no unit
       *[other] { $same ->
            [yes] the { $movers-count ->
                [1] { $role-name }
               *[other] { $role-plural }
            } on { $squares }
           *[no] { $movers-whose }
        }
    } can have moved, and from where they started they can only have made { $turn ->
        [white] an odd
       *[black] an even
    } number of moves in all, so it must be { $other-name }'s turn.
position-no-last-move = { $side-name } has just moved, but no { $side ->
        [white] white
       *[black] black
    } move can have been the last one: each piece is either boxed in where it stands or would have come from a position that could never arise, such as one with { $other-name }'s king in check and { $side-name } to move.
position-every-last-move-impossible = { $side-name } has just moved, but every move it could have played comes from a position with no possible history: retracing the moves before it always ends in a position that could never arise.
position-drop-rights = { $remove ->
        [castling] Remove the castling rights { $castling }
        [ep] Remove the en passant square { $ep }
        [both] Remove the castling rights { $castling } and the en passant square { $ep }
       *[none] Nothing to remove
    }
position-not-playable = This position could never arise in a game, so it cannot be played: { $reasons } The editor shows it and can fix it.
ui-start-note = This position could never arise in a game. { $reasons } The rules still apply, so you can play on from it.
ui-arising-waiting = One moment: the tutor is studying the position…
ui-arising-failed = The tutor cannot study this position right now. Reload the page to try again.

## A FEN that cannot be read (typed, pasted, in a link or a lesson). A FEN's own letters
## (KQRBNP, kqrbnp, w, b) are the same in every language.

fen-unreadable = { $problem ->
        [empty] The FEN is empty.
        [not-fen] This is not a FEN: a FEN starts with the 8 ranks of the board, separated by “/”.
       *[other] The FEN's { $field ->
            [turn] side to move
            [castling] castling rights
            [en-passant] en passant square
            [halfmove] halfmove clock
            [fullmove] move number
           *[placement] piece placement
        } cannot be read: { $problem ->
            [rank-count] it needs 8 ranks separated by “/”, and has { $count }.
            [bad-digit] on rank { $rank }, “{ $text }” is not a count of 1 to 8 empty squares.
            [bad-char] on rank { $rank }, “{ $text }” is neither a piece letter (KQRBNP, kqrbnp) nor a digit.
            [too-many-squares] rank { $rank } has more than 8 squares.
            [too-few-squares] rank { $rank } has { $count ->
                [one] one square
               *[other] { $count } squares
            } instead of 8.
            [missing-turn] it is missing: write “w” or “b” after the pieces.
            [bad-turn] “{ $text }” is not “w” or “b”.
            [bad-castling] “{ $text }” is not “-” or a set of the letters KQkq.
            [repeated-castling] “{ $text }” is written twice.
            [bad-ep-square] “{ $text }” is not “-” or a square such as e3.
            [ep-rank] { $square } is not on the third or sixth rank.
            [not-a-number] “{ $text }” is not a whole number.
            [fullmove-zero] moves are numbered from 1.
            [unprintable] it holds an invisible or control character. Type the FEN again, or paste it from plain text.
           *[trailing] there is more text after the last field: “{ $text }”.
        }
    }
pgn-unreadable = { $from ->
        [link] The game in this link could not be read.
       *[typed] That PGN could not be read.
    } { $problem ->
        [fen] The position in its FEN tag cannot be used. { $why }
        [move] At move { $number } { $move }: { $san ->
            [syntax] this is not a move in algebraic notation.
            [illegal] this move is not legal here.
           *[ambiguous] more than one piece can make this move: add the file or rank the piece comes from.
        }
        [unclosed] A “{ $text }” is never closed.
       *[helper] The part of the app that reads games did not answer: reload the page and try again.
    }

## A game carried in a link (Play's #/play?moves=…, or a game against the computer) that
## cannot be followed to its end. Each message is a whole sentence; a link with several
## problems says them one after the other. $vs: yes for a game against the computer (which
## goes on without what was wrong), no for Play's link (no game is loaded). $n: the move's
## number in the link, counting each side's move (1 is White's first); $move: what the link
## holds there, as it is written. $ended: how the game had already ended (none: it had not).

# The link's problems, each a sentence below, one after the other.
link-game-problems = { $problems }
link-game-start-unreadable = The link's game could not be loaded: its starting position cannot be read.
link-game-start-not-playable = { $vs ->
        [yes] The link's starting position could never arise in a game, so this game starts from the usual position. { $reasons }
       *[no] The link's game could not be loaded: its starting position could never arise in a game. { $reasons }
    }
link-game-move-stopped = { $ended ->
        [checkmate] The link's game stops at its move { $n } ({ $move }), which comes after the game ended in checkmate.
        [stalemate] The link's game stops at its move { $n } ({ $move }), which comes after the game ended in stalemate.
        [fivefold] The link's game stops at its move { $n } ({ $move }), which comes after the game ended in a draw: the same position had appeared five times.
        [seventy-five] The link's game stops at its move { $n } ({ $move }), which comes after the game ended in a draw: seventy-five moves each without a capture or a pawn move.
        [material] The link's game stops at its move { $n } ({ $move }), which comes after the game ended in a draw: neither side had enough pieces left to checkmate.
       *[none] The link's game stops at its move { $n } ({ $move }), which is not a legal move there.
    }
link-vs-shown-to-move = The game is shown up to that move.
link-vs-no-such-level = The link asks for level { $level }, but the levels are 1 to 4, so this game is played at level 1.
link-vs-resigned-after-end = { $ended ->
        [checkmate] The link says the game was resigned, but it had already ended in checkmate.
        [stalemate] The link says the game was resigned, but it had already ended in stalemate.
        [fivefold] The link says the game was resigned, but it had already ended in a draw: the same position had appeared five times.
        [seventy-five] The link says the game was resigned, but it had already ended in a draw: seventy-five moves each without a capture or a pawn move.
       *[material] The link says the game was resigned, but it had already ended in a draw: neither side had enough pieces left to checkmate.
    }
link-vs-claim-refused = The link says a draw was claimed, but the rules allowed none there.

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
ui-show-move = Show the move
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
ui-home-join = In a class, your teacher gives you a code: type it here to follow the lesson on your own board.
ui-home-editor = Editor, for teachers
ui-home-editor-lead = Set up any position, learn whether it could arise in a game, draw arrows and share it.

## Practice

practice-turn = { $side ->
        [white] White to move.
       *[black] Black to move. The board is turned, so Black's pieces are at the bottom.
    }
practice-checkers-answer = { $checkers-count ->
        [0] No piece gives check here.
        [one] The piece giving check is { $checkers-the }.
       *[other] Two pieces give check, { $checkers-the }: that is a double check.
    }
practice-legal-prompt = Is this move legal: { $piece-the-coloured-from } to { $to }, as the arrow shows?
practice-found-every-escape = { $refused ->
        [0] You found every way out of check.
       *[other] You found every way out of check, but a move you tried on the way was refused.
    }
practice-escapes-found = { $count ->
        [0] Found 0 of { $of }.
       *[other] Found { $count } of { $of }: { $moves }.
    }
practice-ways-out = { $found ->
        [0] The ways out: { $moves }
       *[other] The other ways out: { $moves }
    }
practice-picked = { $count ->
        [0] Picked: none yet
       *[other] Picked: { $squares }
    }
practice-offer = Still tricky? Step { $step } of the lesson “{ $title }” shows how it works.
practice-verdict = { $code ->
        [checkmate] It is checkmate: the king is in check and has no way out.
        [stalemate] It is stalemate: the side to move is not in check and has no legal move.
       *[neither] Neither: the side to move still has a legal move.
    }
ui-practice = Practice
ui-right = Right!
ui-not-quite = Not quite.
ui-why-not-again = Not quite: that is not what stops this move. Try another reason.
ui-why-not-try-another = Try another reason.
ui-why-not-second = Right, on the second try.
ui-why-not-prompt = Right, it is not legal. Why not?
ui-why-not-spoken = Right, it is not legal. Why not? Choose a reason.
ui-why = Why?
ui-done = Done
ui-show-rest = Show the rest
ui-checkmate = Checkmate
ui-stalemate = Stalemate
ui-neither = Neither
ui-could-arise = It could arise
ui-could-never-arise = It could never arise
ui-legal = Legal
ui-not-legal = Not legal
ui-move-is-legal = The move is legal.
ui-can-arise = This position can arise in a real game.
ui-arrow-starts = where the arrow starts
ui-arrow-ends = where the arrow ends
ui-exercise-board = Exercise board: { $turn } { $prompt }
ui-exercise-failed = The exercise could not be made. Make sure you are online, then press Try again.
ui-exercise-unknown-kind = The link asks for a kind of exercise that does not exist ("{ $kind }"), so here is one from your own practice instead.
ui-prompt-checkers = Which pieces give check? Pick every one of them on the board, then press Done.
ui-prompt-escapes = The king is in check. Find every move that gets out of check: play them one by one.
ui-prompt-verdict = Checkmate, stalemate, or neither?
ui-prompt-legal = Is the move shown by the arrow legal?
ui-prompt-possible = Could this position arise in a game?
ui-keys-checkers = Arrow keys move between squares. Enter picks a piece that gives check, or unpicks it; then press the Done button after the board. M says where a piece can go.
ui-keys-answer = Arrow keys move between squares; each square names its piece. M says where a piece can go. Answer with the buttons after the board.
ui-concept-missed_checker = Seeing every checking piece
ui-concept-missed_escape = Finding every way out of check
ui-concept-mate_or_stalemate = Telling mate from stalemate
ui-concept-impossible_position = Positions that could never arise
ui-concept-pinned = Pinned pieces
ui-concept-king_into_check = The king may not step into check
ui-concept-king_next_to_king = Kings never touch
ui-concept-does_not_resolve_check = Moves that leave the king in check
ui-concept-double_check_king_must_move = Double check: only the king can move
ui-concept-exposes_king = Moves that open a line to your own king
ui-concept-castle_out_of_check = No castling out of check
ui-concept-castle_through_check = No castling through an attacked square
ui-concept-castle_into_check = No castling into check
ui-concept-castle_rights_lost = Castling rights
ui-concept-castle_path_blocked = Castling needs an empty path
ui-concept-en_passant_not_available = When en passant is allowed
ui-concept-path_blocked = Only knights jump over pieces
ui-concept-not_a_piece_move = How each piece moves
ui-concept-own_piece_on_target = No capturing your own pieces
ui-concept-not_your_turn = Whose move it is
ui-concept-promotion_piece_required = Choosing a promotion piece
ui-concept-game_over = Draws that end the game at once
ui-concept-legal = Telling legal moves from illegal ones
ui-why-pinned = The piece is pinned: if it left its line, its own king would be in check.
ui-why-exposes_king = Moving it would let an enemy piece attack its own king.
ui-why-king_into_check = The king would step onto a square an enemy piece attacks.
ui-why-king_next_to_king = The king would stand next to the other king.
ui-why-does_not_resolve_check = The king is in check, and this move does not stop that check.
ui-why-double_check_king_must_move = It is double check: only the king may move.
ui-why-castle_out_of_check = You may not castle while you are in check.
ui-why-castle_through_check = The king would pass over an attacked square.
ui-why-castle_into_check = The king would land on an attacked square.
ui-why-castle_rights_lost = The king or that rook has moved before.
ui-why-castle_path_blocked = Pieces stand between the king and the rook.
ui-why-en_passant_not_available = En passant is only allowed right after the pawn's two-square step.
ui-why-path_blocked = Another piece stands in the way.
ui-why-not_a_piece_move = That piece does not move that way.

## Progress and saved practice

ui-progress-title = Your progress
ui-progress-lead = Here you see how your lessons and practice are going. If Play refuses a move you try, that is not a mistake: you will simply practise that rule soon. What you get wrong comes back soon, and less often once you get it right.
ui-practise-now = Practise now
ui-progress-empty = Nothing yet: do an exercise or play a move, and it shows here.
ui-not-practised-yet = Not practised yet
ui-right-of = { $right } of { $seen } right
ui-practise = Practise
ui-practise-topic = Practise: { $topic }
ui-lesson = Lesson
ui-lesson-topic = Lesson: { $topic }
ui-reset = Reset
ui-reset-topic = Reset: { $topic }
ui-reset-topic-question = Reset this topic? Its counts go back to zero.
ui-keep-record = Keep or share your record
ui-download-file = Download as a file
ui-open-file = Open a file
ui-reset-everything = Reset everything
ui-reset-everything-question = Reset everything? This wipes your practice record and every finished lesson and star in this browser. It cannot be undone.
ui-practice-unreadable = Saved practice could not be read, so it starts again.
ui-practice-other-version = Saved practice from another version ({ $version }) was reset.
ui-practice-unknown-dropped = { $count ->
        [one] One saved practice entry was about something this version does not know, so it was left out.
       *[other] { $count } saved practice entries were about things this version does not know, so they were left out.
    }
ui-practice-entries-dropped = Part of your saved practice could not be read, so those topics start again; the rest is kept.
ui-practice-file-unreadable = That file is not a practice record from Check Tutor, so your progress is unchanged.
ui-practice-file-other-version = That file is a practice record from another version ({ $version }) of Check Tutor, so your progress is unchanged.
ui-practice-file-partly-read = { $count ->
        [one] The file's record is now yours. One entry in it could not be used and was left out.
       *[other] The file's record is now yours. { $count } entries in it could not be used and were left out.
    }
ui-preparing-exercise = Preparing an exercise…
ui-exercise-not-set-up = This exercise could not be set up.
ui-next-exercise = Next exercise
ui-why-not = Why not?

## Page titles, notices and errors

ui-title-home = Check Tutor: learn the rules of check
ui-title-editor = Position editor
ui-title-lesson-link = A shared lesson
ui-title-builder = Lesson builder
ui-title-preview = Lesson preview
ui-title-presenting = Presenting a lesson
ui-title-lesson-step = { $title }, step { $step } of { $steps }
ui-not-found = Page not found
ui-no-page-at = There is no page at "{ $path }".
ui-go-to-front = Go to the front page
ui-link-cannot-play = This shared lesson cannot be played
ui-go-to-lessons = Go to the lessons
ui-loading = Loading
ui-loading-lessons = Loading the lessons…

## Lessons list, links and copying

ui-manage-my-lessons = Edit, share, present or import lessons
ui-star-key = A star for each step done without a hint or a mistake.
ui-continue-here = Continue here
ui-lesson-progress = { $done } of { $total } steps done, { $stars ->
        [one] 1 star earned
       *[other] { $stars } stars earned
    }
ui-lesson-complete = ✓ done
ui-questions-damaged = The questions could not be read: the file the app fetched is damaged. Reload the page to fetch it again.

## What happened to saved progress and lessons

ui-save-failed = Your progress could not be saved in this browser (its storage is full or switched off). It lasts until you close this page: free some space or leave private mode to keep it.
ui-storage-off = This browser does not let the site keep anything (its storage is switched off), so your progress lasts until you close this page. Allow this site to store data to keep it.
ui-keep-unavailable = This browser may clear your progress if it runs short of space. It is saved for now.
ui-progress-unreadable = Saved progress could not be read, so it was reset.
ui-progress-other-version = Saved progress from another version ({ $version }) was reset.
ui-progress-entries-dropped = Part of your saved progress could not be read, so those lessons start again; the rest is kept.
ui-imported-unreadable = Imported lessons could not be read back, so they were removed.
ui-imported-removed = { $count ->
        [one] 1 imported lesson could not be read or no longer passed the checks, so it was removed.
       *[other] { $count } imported lessons could not be read or no longer passed the checks, so they were removed.
    }
ui-imported-hidden = { $count ->
        [one] 1 imported lesson could not be read or no longer passed the checks; it is not shown.
       *[other] { $count } imported lessons could not be read or no longer passed the checks; they are not shown.
    }
ui-import-not-stored = The lesson could not be stored in this browser (its storage is full or switched off), so it was not imported.

## Games loaded and taken back, and a lesson's next step, as a screen reader hears them

ui-game-loaded = Loaded { $white } – { $black }: { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }, { $result ->
        [white] White won (1-0)
        [black] Black won (0-1)
        [draw] a draw (1/2-1/2)
       *[none] no result given
    }.
ui-game-loaded-unnamed = Loaded a game of { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }, { $result ->
        [white] White won (1-0)
        [black] Black won (0-1)
        [draw] a draw (1/2-1/2)
       *[none] no result given
    }.
ui-go-on = Next step is the button below the feedback.

## The editor, present mode, files and links

ui-editor-move-tool = ✥ Move
ui-editor-place = { $piece ->
        [wK] Place a white king
        [wQ] Place a white queen
        [wR] Place a white rook
        [wB] Place a white bishop
        [wN] Place a white knight
        [wP] Place a white pawn
        [bK] Place a black king
        [bQ] Place a black queen
        [bR] Place a black rook
        [bB] Place a black bishop
        [bN] Place a black knight
       *[bP] Place a black pawn
    }
ui-editor-remove-tool = ⌫ Remove
ui-editor-board = Position editor board
ui-editor-pieces = Pieces
ui-editor-possible = Is this position possible?
ui-editor-no-verdict = No verdict: the link's position could not be loaded. Set up a position, and the verdict shows here.
ui-editor-starting-position = Yes: this is the starting position.
ui-editor-no-rule-broken = No rule is broken that I can find: as far as I can tell, this position can arise in a game.
ui-editor-setup = Setup
ui-editor-side-to-move = Side to move
ui-editor-to-move = { $side ->
        [white] White to move
       *[black] Black to move
    }
ui-editor-castling = Castling rights
ui-editor-no-castling = No castling possible: kings or rooks are not on their starting squares.
ui-editor-castle = { $side ->
        [white] White
       *[black] Black
    } { $wing ->
        [kingside] O-O
       *[queenside] O-O-O
    }
ui-editor-ep = En passant:
ui-editor-ep-none = none
ui-editor-clear = Clear board
ui-editor-start-position = Start position
ui-editor-play-from-here = Play from here
ui-editor-play-needs-possible = Only a position that could arise in a game can be played
ui-editor-make-step = Make it a lesson step
ui-editor-use-in-builder = Use in the builder
ui-editor-prompt-label = What the learner should do
ui-editor-prompt-placeholder = What should the learner do?
ui-editor-download-lesson = Download as lesson (JSON)
ui-editor-saved-as = Saved as { $file }. Import it on the Lessons page, or add it to static/lessons/. Or share it as a link: it opens in any browser, with nothing installed.
ui-editor-lesson-link = Link to this lesson
ui-editor-step-json = The lesson step as JSON
ui-editor-default-prompt = Your move.
ui-editor-lesson-title = My lesson
ui-editor-lesson-intro = A position prepared in the editor.
ui-link-position-failed = The link's position could not be loaded. { $why }
ui-present-cannot = This lesson cannot be presented
ui-present-no-step = “{ $title }” has no step { $step }: it has { $steps }.
ui-present-no-lesson = There is no lesson “{ $id }” in this browser.
ui-go-to-my-lessons = Go to My lessons
ui-present-board = Board of step { $n }: { $prompt }
ui-present-step-of = step { $n } of { $total }
ui-present-end-of = { $total ->
        [one] the end (1 step)
       *[other] the end ({ $total } steps)
    }
ui-present-right-answer = (the right answer)
ui-present-move-of = Move { $n } of { $total }.
ui-present-watch-start = Press → to play the first move.
ui-present-previous = ← Previous
ui-present-hide-answer = Hide the answer
ui-present-show-answer = Show the answer
ui-present-next-move = Next move →
ui-present-finish = Finish →
ui-present-next = Next →
ui-present-undo = ↶ Undo
ui-present-exit = Exit
ui-present-keys = Keys: ← and → (or Page Up and Page Down) go back and on, a move at a time in a watch step; ↑ and ↓ scroll the words; A shows the answer; U takes back a move tried on the board; Escape exits.
ui-present-the-end = The end of the lesson
ui-present-what-we-learned = What we learned
ui-present-last-step = ← Last step
ui-present-the-moves = { $count ->
        [one] The move:
       *[other] Any of these moves:
    }
ui-present-right-marked = The right answer is marked above.
ui-present-demo-refused = That move is not allowed here. Show the answer to hear why.
ui-present-demo-played = The move is played. Show the answer to hear what it does.
ui-teacher-tools-opening = Opening the teacher's tools
ui-teacher-tools-failed = The teacher's tools did not open
ui-teacher-tools-failed-why = They could not be started on this page. Reload the page to try again.
ui-loading-ellipsis = Loading…
ui-lessons-still-loading = The lessons are still loading: try again in a moment.
ui-lesson-needs-title = A lesson needs a title: type one, or press Cancel.
ui-lesson-gone = That lesson is no longer here.
ui-file-too-big = The file is { $size } KB; a lesson file is at most { $most } KB.
ui-file-unreadable = The file could not be read.
ui-file-not-text = This file is not text (a picture or a compressed file, perhaps), so it cannot be a lesson. Choose a lesson file, which ends in .json.
ui-lesson-file-empty = This file is empty.
ui-lesson-cut-short = This lesson is cut short: its end is missing. Download the file, or copy the link, again.
ui-not-a-lesson = This is not a lesson: a lesson is a JSON file as the builder downloads it.
ui-lesson-damaged = This lesson is damaged: { $step ->
        [0] it
       *[other] step { $step }
    } { $problem ->
        [id] is missing the short name the builder gives every lesson
        [title] has no title
        [intro] has no introduction
        [steps] has no steps
        [fen] has no position
        [prompt] has no task for the learner
        [question] has no question
        [answers] has no answers to choose from
        [goal] does not say what the learner must do
        [moves] has no moves
        [missing] is missing a part every lesson needs
        [unknown] has a field this app does not know, “{ $detail }” (a misspelling?)
        [unreadable] cannot be read: { $detail }
       *[other] is not written as a lesson is
    }.
ui-lesson-not-found = There is no lesson called “{ $id }”. It may have been renamed: choose it from the lessons.
ui-lesson-no-step = This lesson has { $steps ->
        [one] one step
       *[other] { $steps } steps
    }, so there is no step { $step }.
ui-lesson-step-fen = Step { $step } of this lesson has a position that cannot be read. { $why }
ui-link-no-lesson = The link carries no lesson.
ui-link-compressed = This link carries a compressed lesson, which this version cannot open. Ask for the plain link.
ui-link-too-big = This link carries a lesson of about { $size } KB; a shared lesson is at most { $most } KB, as a lesson file is. Ask for the lesson as a file instead.
ui-link-lesson-damaged = The lesson in this link is damaged: part of it is missing or changed. Ask for the link again.
ui-link-lesson-unreadable = The lesson in this link is damaged: its text cannot be read. Ask for the link again.

## The lesson builder and My lessons

ui-builder-lead = Build a lesson step by step. The engine checks every step as you write it; once nothing is wrong, share it as a link or a file.
ui-builder-link-fen-unusable = The position in the link cannot be used. { $why }
ui-builder-draft-unreadable = The lesson that was in the builder could not be read back, so the builder starts a new one. Its text is kept until you let it go: download it to mend it by hand.
ui-builder-draft-download = Download the old text
ui-builder-draft-let-go = Let it go
ui-builder-draft-not-kept = The draft could not be kept in this browser (its storage is full or switched off): download it before you leave.
ui-builder-start-over-question = Start a new lesson? What is in the builder now is lost unless you have saved, downloaded or shared it.
ui-builder-editing = Editing your lesson "{ $id }": saving replaces it.
ui-builder-start-over-instead = Start a new lesson instead
ui-builder-start-over = Start a new lesson
ui-builder-lesson-title = Title
ui-builder-intro = Introduction
ui-builder-intro-placeholder = What this lesson teaches, in a sentence or two (shown in the list of lessons)
ui-builder-summary = What it taught, shown at the end (one point per line, optional)
ui-builder-steps = Steps ({ $n })
ui-builder-step-summary = { $n }. { $kind ->
        [play] Play
        [watch] Watch
       *[choose] Question
    }: { $text }
ui-builder-step-up = Move step { $n } up
ui-builder-step-down = Move step { $n } down
ui-builder-step-duplicate = Duplicate step { $n }
ui-builder-step-delete = Delete step { $n }
ui-builder-duplicate = Duplicate
ui-builder-delete = Delete
ui-builder-add-play = + Play step
ui-builder-add-choose = + Question
ui-builder-add-watch = + Watch step
ui-builder-problems = { $count ->
        [0] The engine finds nothing wrong with this lesson.
        [one] One problem to solve before sharing.
       *[other] { $count } problems to solve before sharing.
    }
ui-builder-fen-offer = The editor sent a position, and step { $n } already holds your work. What should the new position do?
ui-builder-fen-replace = Replace step { $n }'s position (its moves are cleared)
ui-builder-fen-add = Add it as a new step after step { $n }
ui-builder-fen-keep = Leave the lesson as it is
ui-builder-board = Builder board, step { $n }
ui-builder-fen = Position (FEN)
ui-builder-to-editor = Set up the position in the editor
ui-builder-marks-note = (its "Use in the builder" button brings it back to this step). Right-drag on the board draws arrows; a right-click draws a circle. Or press Arrows, then drag or tap, or press Enter on one square and then on another (the same square twice for a circle).
ui-builder-move-recorded = { $move } added to the line.
ui-builder-no-moves = No moves yet: play them on the board (both sides).
ui-builder-take-back = Take back the last move
ui-builder-play-prompt = What the learner should do
ui-builder-goal = Goal: the learner's move must
ui-builder-solution = Solution: the learner's moves, and the replies played for the other side
ui-builder-hint = Hint (the idea, before the move is shown)
ui-builder-success = Said when the step is done
ui-builder-watch-prompt = What the learner will watch
ui-builder-watch-say = After { $move }, say
ui-builder-orientation = At the bottom of the board
ui-builder-orientation-white = White
ui-builder-orientation-black = Black
ui-builder-question = The question
ui-builder-about = The engine decides
ui-builder-about-status = Checkmate, stalemate or neither
ui-builder-about-check-kind = No check, check or double check
ui-builder-about-move = Is this move legal?
ui-builder-about-valid = Could this position arise in a game?
ui-builder-about-move-field = The move, legal or not (SAN such as Nc3, or UCI such as b1c3)
ui-builder-answer = Answer { $n }
ui-builder-engine-answer = ✓ { $value } (the engine's answer)
ui-builder-answer-why-not = Why answer { $n } is wrong
ui-builder-answer-why-not-placeholder = Why not? (said when it is chosen)
ui-builder-answer-remove = Remove answer { $n }
ui-builder-fill-answers = Fill the answers from the engine again
ui-builder-explain = Said after the right answer
ui-builder-why-illegal = Why is it illegal? Say the engine's reason after the right answer
ui-goal = Goal
ui-goal-gives-check = Give check
ui-goal-gives-mate = Give mate
ui-goal-gets-out-of-check = Get out of check
ui-goal-captures-checker = Capture the checking piece
ui-goal-blocks-check = Block the check
ui-goal-moves-king = Move the king
ui-goal-stalemates = Stalemate
ui-goal-any-move = Any legal move
ui-goal-move = A given move
ui-goal-move-label = The move (SAN or UCI)
ui-goal-join = Combined with
ui-goal-join-none = nothing more
ui-goal-join-and = and also
ui-goal-join-or = or else
ui-goal-join-and-not = but not
ui-goal-kept = This goal is combined further than the builder shows; it is kept as it is.
ui-goal-choose-new = Choose a new goal
ui-builder-share = Share
ui-builder-not-ready = Sharing opens once every problem listed above is solved.
ui-builder-preview = Preview
ui-builder-preview-from = Preview from step { $n }
ui-builder-download = Download (JSON)
ui-builder-save = Save in My lessons
ui-builder-link = Link to this lesson: it opens in any browser, with nothing installed
ui-builder-open-link = Open the link
ui-builder-saved = Saved in My lessons.
ui-builder-upload = Open a lesson file in the builder
ui-my-lessons-play-it = Play it
ui-my-lessons-lead = The lessons you built, imported or kept from a link, saved in this browser. Play them, show them to a class, share them as a link or a file.
ui-my-lessons-add = Add a lesson
ui-my-lessons-build = Build a new lesson
ui-my-lessons-import = Import a lesson file (.json, as the builder downloads it). It is checked like the built-in lessons first.
ui-my-lessons-present-builtin = Present a built-in lesson
ui-my-lessons-present-note = Shown large, for a projector: the arrow keys change the step, and the answer shows when you ask.
ui-my-lessons-refused = This lesson cannot be kept:
ui-my-lessons-go-play = Go to the Play page
ui-my-lessons-a-game = This is a game (PGN), not a lesson. To show it, paste it into “Paste a game in PGN” on the Play page.
ui-my-lessons-imported = Imported “{ $title }”: it is in the list below.
ui-my-lessons-kept = Kept “{ $title }” in My lessons: it is in the list below.
ui-my-lessons-already-here = “{ $title }” is already in My lessons, just as it is.
ui-my-lessons-copy-title = { $title } (copy)
ui-my-lessons-same-title = “{ $kept }” is already in My lessons, with other steps or words than this one. Replace it, or keep both (this one as “{ $copy }”)?
ui-my-lessons-other-version = “{ $title }” is another version of “{ $kept }”, which is already in My lessons. Replace “{ $kept }” with it, or keep both?
ui-my-lessons-replace = Replace it
ui-my-lessons-keep-both = Keep both
ui-my-lessons-none = No lessons yet. Build one, import a lesson file, or open a shared lesson's link and keep it.
ui-my-lessons-delete-question = Delete "{ $title }" and your progress in it? This cannot be undone.
ui-my-lessons-download = Download
ui-my-lessons-edit = Edit
ui-my-lessons-rename = Rename
ui-my-lessons-delete = Delete
ui-my-lessons-new-title = New title
ui-my-lessons-rename-save = Save
ui-my-lessons-rename-note = The lesson's address follows its title, so links to it change and your progress in it starts again.

## A lesson's own verdicts

step-done = Well done!
step-held = The game ended with that move. Press Try again to play on from before it.
watched-all = That was the last move. Go on when you are ready.
wrong-answer = Not quite. Look again and try another answer.
right-answer = Right!
reply-played = Good. The reply: { $played } Your move.
lesson-finished = You have finished "{ $title }". Pick another lesson when you are ready.
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

## The game against the computer

resigned = You resigned, so { $winner-name } wins this game. Press New game for another.
draw-claimed = { $by ->
        [you] You claimed a draw: { $rule ->
            [fifty] fifty moves each have been played without a capture or a pawn move.
           *[repetition] this position has now stood on the board three times.
        }
       *[computer] The computer claimed a draw: { $rule ->
            [fifty] fifty moves each have been played without a capture or a pawn move.
           *[repetition] this position has now stood on the board three times.
        }
    }
out-of-check = { $way ->
        [king] Your king has stepped out of check to { $to }, where nothing attacks it.
        [capture] Your { $piece-name } took { $checker-the }, the piece giving check, and that ended the check.
       *[block] Your { $piece-name } now stands on { $to }, between { $checker-the } and your king, so the check is blocked.
    }
hint = { $way ->
        [king] Try the king from { $from } to { $to } ({ $san }): it steps out of check to a square nothing attacks.
        [capture] Try the { $piece-name } from { $from } taking { $checker-the } ({ $san }): that ends the check.
        [block] Try the { $piece-name } from { $from } to { $to } ({ $san }): it steps in between, so { $checker-the } no longer reaches your king.
       *[none] { $gain ->
            [mate] Try the { $piece-name } from { $from } to { $to } ({ $san }): it gives checkmate!
            [promotes] Try the pawn from { $from } to { $to } ({ $san }): it becomes a { $promoted-name }.
            [free] Try taking { $taken-the } with the { $piece-name } from { $from } ({ $san }): nothing guards it, so you win it for free.
            [worth] Try taking { $taken-the } with the { $piece-name } from { $from } ({ $san }): it is worth more than your { $piece-name }.
            [takes] Try taking { $taken-the } with the { $piece-name } from { $from } ({ $san }).
            [check] Try the { $piece-name } from { $from } to { $to } ({ $san }): it gives check, and the computer must answer it.
            [castles] Try castling ({ $san }): your king goes somewhere safer, and your rook comes into the game.
            [rescues] Try the { $piece-name } from { $from } to { $to } ({ $san }): it is attacked on { $from }, and nothing attacks it on { $to }.
           *[safe] Try the { $piece-name } from { $from } to { $to } ({ $san }): it may go there, and your king stays safe.
        }
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
ui-hint = Hint
ui-try-again = Try again
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
ui-claim-draw = Claim a draw
ui-claim-draw-ask = End this game in a draw?
ui-claim-draw-ask-move = { $rule ->
        [fifty] Play { $move } and end the game in a draw? With that move, fifty moves each will have been played without a capture or a pawn move.
       *[repetition] Play { $move } and end the game in a draw? With that move, the same position will stand on the board for the third time.
    }
ui-claim-draw-yes = Yes, a draw
ui-resign = Resign
ui-stop-computer = Stop the computer
ui-stop-computer-ask = Stop the computer? Then you move both sides yourself, from here.
ui-stop-computer-yes = Yes, stop it
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

## A typed move that could not be read

typed-unreadable = "{ $text }" is not a move. Type a move like e4, Nf3, O-O or e2e4.
typed-no-piece = "{ $text }": { $role ->
        [king] your king cannot reach { $to } in one move.
       *[other] no { $role-name } of yours can go to { $to }.
    }
typed-ambiguous = "{ $text }": more than one { $role-name } can go to { $to }. Add the file or rank it comes from, like { $first } or { $second }.
typed-other-piece = In { $notation ->
        [es] Spanish
        [de] German
        [fr] French
        [ru] Russian
       *[en] English
    } notation { $letter } is the { $role-name }, and { $pieces-count ->
        [one] { $pieces-your } cannot go to { $to }
       *[other] no { $role-name } of yours can go to { $to }
    }. For the { $other-name }, type { $instead }.

## Forms only the pages use

piece-the-coloured-from = the { $colour ->
        [white] white
       *[black] black
    } { role-name } from { $square }
role-plural = { $role ->
        [king] kings
        [queen] queens
        [rook] rooks
        [bishop] bishops
        [knight] knights
       *[pawn] pawns
    }
role-counted = { $count ->
        [one] one { $role ->
            [king] king
            [queen] queen
            [rook] rook
            [bishop] bishop
            [knight] knight
           *[pawn] pawn
        }
       *[other] { $count } { role-plural }
    }
piece-whose-start = { $colour ->
        [white] White's
       *[black] Black's
    } { role-name } on { $square }
piece-kinds-the = { $sides ->
        [one] the
       *[both] { $colour ->
            [white] White's
           *[black] Black's
        }
    } { $count ->
        [1] { role-name }
       *[other] { role-plural }
    } on { $squares }
piece-kinds-whose = { $colour ->
        [white] White's
       *[black] Black's
    } { $count ->
        [1] { role-name }
       *[other] { role-plural }
    } on { $squares }
piece-kinds-whose-start = { $colour ->
        [white] White's
       *[black] Black's
    } { $count ->
        [1] { role-name }
       *[other] { role-plural }
    } on { $squares }

## Worksheets (a teacher's page): a lesson's questions or practice exercises to print.
ui-title-worksheet = Worksheet
ui-worksheet-link = Print worksheet
ui-worksheet-heading = Worksheet: { $title }
ui-worksheet-intro = Print it for your class: the exercises first, then the answers on a page of their own. The diagrams print even when the browser leaves out background graphics.
ui-worksheet-count = Exercises:
ui-worksheet-new = New exercises
ui-worksheet-teacher-name = Teacher's name (optional):
ui-worksheet-with-key = Answers on a page of their own
ui-worksheet-print = Print
ui-worksheet-back = Back
ui-worksheet-empty = This lesson only shows moves: it has no question to print.
ui-worksheet-sheet = The worksheet as it will print
ui-worksheet-teacher = Teacher: { $name }
ui-worksheet-pupil-line = Name: ______________________   Date: ____________
ui-worksheet-answer-line = Answer: ______________________________
ui-worksheet-key-title = Answers: { $title }
ui-worksheet-cannot = No worksheet
ui-worksheet-no-kind = There is no practice topic called “{ $kind }”.
ui-worksheet-kind = { $kind ->
        [checkers] Which pieces give check?
        [escapes] Ways out of check
        [verdict] Checkmate, stalemate or neither?
        [legal] Is this move legal?
       *[possible] Could this position arise?
    }
ui-worksheet-why-not = If not, write why.
ui-worksheet-prompt-checkers = Which pieces give check? Circle each one.
ui-worksheet-prompt-escapes = The king is in check. Write every move that gets it out of check.
ui-worksheet-prompt-possible = Could this position arise in a game? If not, write why.
ui-worksheet-choice = { $code ->
        [checkmate] Checkmate
        [stalemate] Stalemate
        [neither] Neither
        [legal] Legal
        [illegal] Not legal
        [possible] It can arise
       *[impossible] It can never arise
    }
ui-worksheet-moves = { $count ->
        [0] No move does it.
        [one] The move: { $moves }
       *[other] { $count } moves: { $moves }
    }
ui-worksheet-no-answer = The answer cannot be worked out from this position.
ui-diagram-download = Download the board as a diagram
ui-diagram-svg = Diagram (SVG)
ui-diagram-png = Diagram (PNG)
ui-worksheet-turn = { $side ->
        [white] White to move.
       *[black] Black to move.
    }
ui-worksheet-any-move = { $count ->
        [one] The move: { $moves }
       *[other] Any one of these { $count } moves: { $moves }
    }
ui-worksheet-castling = { $side ->
        [white] { $wing ->
            [both] White may still castle on either side.
            [kingside] White may still castle kingside.
           *[queenside] White may still castle queenside.
        }
       *[black] { $wing ->
            [both] Black may still castle on either side.
            [kingside] Black may still castle kingside.
           *[queenside] Black may still castle queenside.
        }
    }
ui-worksheet-more-line = ______________________________

## The move list of a very long game

ui-earlier-moves = … { $n ->
        [one] 1 earlier move
       *[other] { $n } earlier moves
    }

## The position read aloud (the board's W key)

board-side-pieces = { $side ->
        [white] White pieces
       *[black] Black pieces
    }: { $pieces }.

## Screen-reader fixes: M on the "legal?" arrow, picks put back, tried answers, finished steps, moves taken back in a lesson

# M on the "legal?" exercise's arrow before it is answered. $square is a square's name, $piece a piece's name ("white rook").
ui-ask-arrow-start = { $square }, { $piece }: the move asked about starts here. Once you have answered, M says where this piece can go.
ui-ask-arrow-end = { $square }, empty: the move asked about ends here. Once you have answered, M says which pieces can go here.
# A piece put back in "which pieces give check?": its $square, then the $count squares still picked ($squares).
ui-unpicked = { $count ->
        [0] Unpicked { $square }. Picked: none yet
       *[other] Unpicked { $square }. Picked: { $squares }
    }
# Read after a tried answer's words (on screen it is struck through).
ui-tried-not-right = (tried, not right)
# A finished step's link in a lesson's list of steps.
ui-step-done = Step { $n }, done
# Start again took back more than one move.
ui-step-started-again = Moves taken back: the step starts again from its first position.

## The board read by rank, file and kind, and its marks, for screen readers (src/tutor/board_words.rs)
# Forms: piece-coloured "white pawn on e4"; arrow-listed "a1 to a8 in yellow" and circle-listed
# "d4 in red" ($colour is green, red, blue, yellow, or none when unknown).

board-reading-keys = W: the whole position. X: this rank. Y: this file. L: every piece of this kind.
board-rank = { $pieces-count ->
        [0] Rank { $rank } is empty.
       *[other] Rank { $rank }: { $pieces-coloured }.
    }
board-file = { $pieces-count ->
        [0] The { $file }-file is empty.
       *[other] The { $file }-file: { $pieces-coloured }.
    }
board-kind = { $white-count ->
        [0] { $black-count ->
            [0] There are no { $role-plural } on the board.
           *[other] { $role-plural-start }: Black's on { $black }; White has none.
        }
       *[other] { $role-plural-start }: White's on { $white }{ $black-count ->
            [0] ; Black has none.
           *[other] , Black's on { $black }.
        }
    }
board-arrows = { $arrows-count ->
        [one] Arrow: { $arrows-listed }.
       *[other] Arrows: { $arrows-listed }.
    }
board-circles = { $circles-count ->
        [one] Circle: { $circles-listed }.
       *[other] Circles: { $circles-listed }.
    }
board-mark-arrow-to = { $colour ->
        [green] green arrow
        [red] red arrow
        [blue] blue arrow
        [yellow] yellow arrow
       *[none] arrow
    } to { $to }
board-mark-arrow-from = { $colour ->
        [green] green arrow
        [red] red arrow
        [blue] blue arrow
        [yellow] yellow arrow
       *[none] arrow
    } from { $from }
board-mark-circle = { $colour ->
        [green] green circle
        [red] red circle
        [blue] blue circle
        [yellow] yellow circle
       *[none] circle
    }
piece-coloured = { $colour ->
        [white] white
       *[black] black
    } { role-name } on { $square }
arrow-listed = { $from } to { $to }{ $colour ->
        [green] { " " }in green
        [red] { " " }in red
        [blue] { " " }in blue
        [yellow] { " " }in yellow
       *[none] { "" }
    }
circle-listed = { $square }{ $colour ->
        [green] { " " }in green
        [red] { " " }in red
        [blue] { " " }in blue
        [yellow] { " " }in yellow
       *[none] { "" }
    }

## Practice: a king picked as a piece giving check (issue 43)
practice-king-never-checks = A king never gives check: the two kings may never stand next to each other.

## Practice: why a reason does not stop the move (a wrong "Why not?"), and why a legal move the learner called illegal is allowed, said from the move (issue 43)
practice-miss = { $miss ->
        [king-itself] Your king is the piece moving. Only a piece standing between its king and an enemy piece can be pinned, or let that enemy piece reach the king.
        [along-pin] { $mover-your-start } is pinned by { $by-the }, but it moves along the pin line, so it still shields your king.
        [not-pinned] { $mover-your-start } is not pinned: no enemy rook, bishop or queen is lined up with it and your king.
        [opens-nothing] Moving { $mover-your } does not let any enemy piece reach your king.
        [not-king] { $mover-your-start } moves, not your king: that rule is about where the king steps.
        [safe-square] No enemy piece attacks { $to }.
        [only-king-near] No enemy piece but the other king, on { $at }, reaches { $to }.
        [not-beside] { $to } is not next to the other king, which stands on { $at }.
        [no-check] Your king is not in check.
        [steps-away] Your king steps out of the check: the piece giving check does not reach { $to }.
        [takes-checker] The move takes { $by-the }, the piece giving check.
        [blocks] The move puts a piece on { $to }, between your king and { $by-the }: that blocks the check.
        [king-moves] It is your king that moves, and in a double check the king is the only piece that may move.
        [single-check] Only { $by-the } gives check, so this is not a double check.
        [not-castling] This move is not castling.
        [crossing-safe] No enemy piece attacks the square the king crosses.
        [landing-safe] No enemy piece attacks { $at }, where the king lands.
        [rights-kept] Neither your king nor that rook has moved yet.
        [castle-path-clear] Nothing stands between the king and the rook.
        [not-en-passant] This move is not an en passant capture.
        [jumps] A knight jumps over pieces: nothing can block its way.
        [path-clear] Nothing stands between { $from } and { $to }.
       *[shape-ok] { $mover-your-start } may go to { $to }: that is how it moves.
    }

## Touch-move (the lessons on it; not on the Play page)

touched-must-move = You touched { $piece-your }: under the touch-move rule you must move it ({ $moves ->
        [one] { $moves } legal move
       *[other] { $moves } legal moves
    }).
touched-no-consequence = You touched { $piece-your }, but it has no legal move, so touching it has no consequence: play any other move.
king-move-owed = The illegal king move is taken back, and since you touched your king on { $king }, you must play another king move.
no-king-move-owed = The illegal king move is taken back. Your king on { $king } has no legal move, so you may play any other move.

## A lesson's hint (its move)

hint-move = Try the { $role-name } from { $from } to { $to } ({ $san }).

## A live class (src/ui/live): the teacher's panel in present mode, and the pupil's page
## (#/join). Pupils are often children: short, kind words.

ui-live-title = Live class
ui-live-start = Start a live class
ui-live-starting = Starting the class…
ui-live-try-again = Try again
# $n: how many pupils have joined.
ui-live-joined = { $n ->
        [0] No pupils have joined yet.
        [one] 1 pupil has joined.
       *[other] { $n } pupils have joined.
    }
ui-live-join-at = Pupils scan the QR code, or open Check Tutor, press “Join a class” and type this code:
ui-live-join-link = Join link (to share)
ui-live-qr = QR code of the join link
# $answered of $pupils have answered this step; $right of them rightly.
ui-live-answered = { $pupils ->
        [one] Answered: { $answered } of 1. Right: { $right }.
       *[other] Answered: { $answered } of { $pupils }. Right: { $right }.
    }
# $answer: the wrong answer given most often ("B: Double check", or a move "Kd2"); $n: by how many.
ui-live-common-wrong = { $n ->
        [one] Most common wrong answer: { $answer } (1 pupil)
       *[other] Most common wrong answer: { $answer } ({ $n } pupils)
    }
# $names: the pupils who have not answered, joined by commas; $n: how many.
ui-live-waiting = { $n ->
        [one] Still thinking: { $names }
       *[other] Still thinking ({ $n }): { $names }
    }
# A pupil who gave no name, numbered in the order of joining.
ui-live-pupil-n = Pupil { $n }
ui-live-results = Download the results (CSV)
ui-live-csv-pupil = Pupil
ui-live-csv-right-count = Right answers
ui-live-csv-right = right
ui-live-csv-wrong = wrong
ui-live-end = End the class
ui-live-ended-teacher = The class has ended. The pupils’ names are gone from the server; the results are still here until you leave this page.
ui-live-connected = Connected
ui-live-reconnecting = The connection was lost. Trying again…
ui-live-closed = Disconnected. Reload the page to join again.
ui-live-error-config = This site has no live class set up (its live.json is missing or wrong).
ui-live-error-broker = The class server cannot be reached. Check the internet connection and try again.
ui-live-error-no-class = There is no class with that code. Check the code with your teacher.
ui-live-error-crypto = This browser cannot take part in a live class. Try an up-to-date Chrome, Edge, Firefox or Safari.
ui-live-error-load = The live class could not be loaded. Check the internet connection and try again.
ui-live-error-lesson = Your teacher’s lesson could not be opened on this device.
ui-live-join-title = Join a class
ui-live-joining = Joining the class…
ui-live-code-label = Class code
ui-live-join = Join
ui-live-your-name = Your first name:
ui-live-name-hint = optional
ui-live-wait-start = You are in! Wait for your teacher to start.
ui-live-wait = Done! Wait for your teacher’s next step.
ui-live-ended = The class is over. Well done! The steps you finished are kept in your progress.
ui-live-you-right = Your answer was right!
ui-live-you-wrong = Your answer was not right this time. Here is the answer:
ui-live-right-answer = The right answer: { $answer }
ui-live-code-is = Class code: { $code }
ui-live-unsent = Your pupils did not get this step: the class server refused it or could not be reached. A lesson of your own must be under about 40 KB to be sent.
