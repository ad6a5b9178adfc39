# Was der Tutor über Züge, Schach, Matt und Patt sagt: Deutsch, für Kinder (du-Form).
# Rust übergibt nur Fakten; wie ein Fakt gesagt wird, ist eine Form unten (src/tutor/catalog/mod.rs):
# $mover-dein-nom-start ist piece-dein-nom-start dieser Datei mit $role, $colour, $square der ziehenden Figur.
# Eine Liste ($checkers-def-nom-start) bildet jede Figur mit piece-…, die erste mit der -start-Form,
# und verbindet sie mit list-pair und list-more; $checkers-count ist die Anzahl (für das Verb).
#
# Formen einer Figur (piece-…), jeweils mit Feld („auf e4“):
#   def-nom(-start)  der König / die Dame / der Bauer           (Der … am Satzanfang)
#   def-acc          den König / die Dame / den Bauern
#   def-gen          des Königs / der Dame / des Bauern
#   von-def-dat      vom König / von der Dame / vom Bauern
#   col-def-nom(-start), col-def-acc   der weiße Läufer / den schwarzen Bauern
#   dein-nom(-start), dein-acc, dein-dat   dein Läufer / deinen Bauern / deiner Dame
#   def-dat          dem König / der Dame / dem Bauern
# Ohne Feld: dein-dat-short (deinem Bauern), dein-nom-start-short (Dein Bauer),
#   def-acc-short (den Bauern), def-dat-short (dem Bauern), dein-eigen-nom (dein eigener Turm),
#   ein-eigen-nom (eine eigene Dame), pron-nom (er/sie), pron-nom-start (Er/Sie),
#   pron-acc (ihn/sie), dem-nom (dieser/diese).
# Formen einer Figurenart (role-…): name, obl (Bauern), def-nom-start, def-acc, zu-dat (zur Dame),
#   ein-acc (eine Dame), sein-acc (seinen Bauern), sein-dat (seinem Bauern),
#   dein-acc (deinen Bauern), plural (Türme, Bauern), moves. Seite: side-name. Linie: line-acc (die d-Linie, die vierte Reihe …).

## Figuren, Seiten, Linien, Listen

role-name = { $role ->
        [king] König
        [queen] Dame
        [rook] Turm
        [bishop] Läufer
        [knight] Springer
       *[pawn] Bauer
    }
role-obl = { $role ->
        [king] König
        [queen] Dame
        [rook] Turm
        [bishop] Läufer
        [knight] Springer
       *[pawn] Bauern
    }
role-def-nom-start = { $role ->
        [queen] Die
       *[other] Der
    } { role-name }
role-def-acc = { $role ->
        [queen] die
       *[other] den
    } { role-obl }
role-zu-dat = { $role ->
        [queen] zur
       *[other] zum
    } { role-obl }
role-dein-acc = { $role ->
        [queen] deine
       *[other] deinen
    } { role-obl }
role-plural = { $role ->
        [king] Könige
        [queen] Damen
        [rook] Türme
        [bishop] Läufer
        [knight] Springer
       *[pawn] Bauern
    }
role-moves = { $role ->
        [king] Der König zieht nur ein Feld weit, in jede Richtung (beim Rochieren zwei Felder)
        [queen] Die Dame zieht auf Reihen, Linien und Diagonalen, also gerade und schräg
        [rook] Der Turm zieht auf Reihen und Linien, also nur gerade
        [bishop] Der Läufer zieht auf Diagonalen, also nur schräg
        [knight] Der Springer springt wie ein L, zwei Felder in eine Richtung und dann eins zur Seite
       *[pawn] Der Bauer zieht ein Feld geradeaus (von seinem Startfeld aus auch zwei) und schlägt ein Feld schräg nach vorn
    }
side-name = { $side ->
        [white] Weiß
       *[black] Schwarz
    }
piece-def-nom = { $role ->
        [queen] die
       *[other] der
    } { role-name } auf { $square }
piece-def-nom-start = { $role ->
        [queen] Die
       *[other] Der
    } { role-name } auf { $square }
piece-def-acc = { $role ->
        [queen] die
       *[other] den
    } { role-obl } auf { $square }
piece-def-dat = { $role ->
        [queen] der
       *[other] dem
    } { role-obl } auf { $square }
piece-def-gen = { $role ->
        [king] des Königs
        [queen] der Dame
        [rook] des Turms
        [bishop] des Läufers
        [knight] des Springers
       *[pawn] des Bauern
    } auf { $square }
piece-von-def-dat = { $role ->
        [queen] von der
       *[other] vom
    } { role-obl } auf { $square }
piece-col-def-nom = { $role ->
        [queen] die
       *[other] der
    } { $colour ->
        [white] weiße
       *[black] schwarze
    } { role-name } auf { $square }
piece-col-def-nom-start = { $role ->
        [queen] Die
       *[other] Der
    } { $colour ->
        [white] weiße
       *[black] schwarze
    } { role-name } auf { $square }
piece-col-def-acc = { $role ->
        [queen] die { $colour ->
            [white] weiße
           *[black] schwarze
        }
       *[other] den { $colour ->
            [white] weißen
           *[black] schwarzen
        }
    } { role-obl } auf { $square }
piece-dein-nom-start = { $role ->
        [queen] Deine
       *[other] Dein
    } { role-name } auf { $square }
piece-dein-acc = { $role ->
        [queen] deine
       *[other] deinen
    } { role-obl } auf { $square }
piece-dein-dat = { $role ->
        [queen] deiner
       *[other] deinem
    } { role-obl } auf { $square }
piece-dein-dat-short = { $role ->
        [queen] deiner
       *[other] deinem
    } { role-obl }
piece-dein-eigen-nom = { $role ->
        [queen] deine eigene
       *[other] dein eigener
    } { role-name }
piece-ein-eigen-nom = { $role ->
        [queen] eine eigene
       *[other] ein eigener
    } { role-name }
piece-pron-nom = { $role ->
        [queen] sie
       *[other] er
    }
piece-pron-acc = { $role ->
        [queen] sie
       *[other] ihn
    }
piece-dem-nom = { $role ->
        [queen] diese
       *[other] dieser
    }
line-acc = { $kind ->
        [file] die { $file }-Linie
        [rank] die { $rank ->
            [1] erste
            [2] zweite
            [3] dritte
            [4] vierte
            [5] fünfte
            [6] sechste
            [7] siebte
           *[8] achte
        } Reihe
       *[diagonal] die Diagonale von { $from } bis { $to }
    }
list-pair = { $first } und { $rest }
list-more = { $first }, { $rest }
list-or-pair = { $first } oder { $rest }
list-or-more = { $first }, { $rest }

## Abgelehnte Züge

refused-no-piece = Auf { $square } steht keine Figur, die du ziehen könntest.
refused-not-your-turn = { $turn-name } ist am Zug: { $piece-def-nom-start } gehört { $owner-name }.
refused-own-piece = { $mover-dein-nom-start } kann nicht nach { $to } ziehen: Dort steht schon { $target-dein-eigen-nom }, und eigene Figuren darfst du nie schlagen.
refused-not-a-piece-move = { $mover-dein-nom-start } kommt mit einem Zug nicht nach { $to }: { $role-moves }.
refused-path-blocked = { $mover-dein-nom-start } kommt nicht nach { $to }: { $blocker-col-def-nom-start } steht im Weg.
refused-king-into-check = Dein König kann nicht nach { $to } ziehen: { $attackers-def-nom-start } { $attackers-count ->
        [one] greift
       *[other] greifen
    } dieses Feld an, und ein König darf nie ins Schach ziehen.
refused-king-on-check-line = Dein König kann nicht nach { $to } ziehen: Er bliebe { $attackers-count ->
        [one] in der Angriffslinie { $attackers-def-gen }, denn diese Linie geht
       *[other] in den Angriffslinien { $attackers-def-gen }, denn diese Linien gehen
    } auch durch das Feld, das er gerade verlässt.
refused-kings-touch = Dein König kann nicht nach { $to } ziehen: Dort stünde er direkt neben dem anderen König auf { $other }. Zwei Könige dürfen nie nebeneinander stehen, denn sonst würde jeder den anderen angreifen.
refused-not-out-of-check = { $checkers-def-nom-start } { $checkers-count ->
        [one] gibt
       *[other] geben
    } deinem König auf { $king } Schach. Dieser Zug mit { $mover-dein-dat } wehrt das Schach nicht ab{ $ways ->
        [king-capture-block] . Zieh den König weg, schlag die Figur, die Schach gibt, oder zieh eine Figur dazwischen.
        [king-capture] . Zieh den König weg oder schlag die Figur, die Schach gibt.
        [king-block] . Zieh den König weg oder zieh eine Figur dazwischen.
        [capture-block] . Schlag die Figur, die Schach gibt, oder zieh eine Figur dazwischen.
        [king] . Hier hilft nur eins: Zieh den König weg.
        [capture] . Hier hilft nur eins: Schlag die Figur, die Schach gibt.
        [block] . Hier hilft nur eins: Zieh eine Figur dazwischen.
       *[none] , und auch kein anderer Zug schafft das: Es ist Schachmatt.
    }{ $unblockable ->
        [knight] { " " }Gegen ein Springerschach kann man nie etwas dazwischenziehen.
        [adjacent] { " " }Die Figur, die Schach gibt, steht direkt neben deinem König, da passt nichts mehr dazwischen.
       *[no] { "" }
    }
refused-double-check = Doppelschach durch { $checkers-def-acc }: Ein einziger Zug mit { $mover-dein-dat } kann nicht beide Angreifer schlagen oder gegen beide dazwischenziehen. Deshalb darf nur der König ziehen.
refused-pinned = { $mover-dein-nom-start } ist gefesselt: Verlässt { $mover-pron-nom } { $line-acc }, greift { $pinner-def-nom } deinen König auf { $king } an.
refused-exposes-king = { $attackers-count ->
        [0] Nach einem Zug mit { $mover-dein-dat } bleibt dein König auf { $king } im Schach.
       *[other] Wenn du { $mover-dein-acc } wegziehst, öffnest du eine Linie zu deinem König auf { $king }: Dann { $attackers-count ->
            [one] greift
           *[other] greifen
        } ihn { $attackers-def-nom } an.
    }
refused-en-passant-exposes = Hier darfst du nicht en passant schlagen. { $mover-dein-nom-start } und { $captured-col-def-nom } würden beide auf einmal { $line-acc } verlassen, und dann würde { $attacker-def-nom } deinen König auf { $king } angreifen.
refused-castle-in-check = Im Schach darfst du nicht rochieren: { $checkers-def-nom-start } { $checkers-count ->
        [one] greift
       *[other] greifen
    } deinen König an. Wehr zuerst das Schach ab.
refused-castle-through-check = Du kannst nicht rochieren: Dein König müsste über das Feld { $square } ziehen, das { $attackers-def-nom } { $attackers-count ->
        [one] angreift
       *[other] angreifen
    }. Beim Rochieren darf der König über kein angegriffenes Feld ziehen.
refused-castle-into-check = Du kannst nicht rochieren: Dein König würde auf dem Feld { $square } landen, das { $attackers-def-nom } { $attackers-count ->
        [one] angreift
       *[other] angreifen
    }.
refused-castle-rights-lost = Du kannst nicht mehr { $wing ->
        [kingside] kurz rochieren (O-O)
       *[queenside] lang rochieren (O-O-O)
    }: Der König oder dieser Turm hat schon gezogen (oder der Turm ist nicht mehr da).
refused-castle-path-blocked = Du kannst noch nicht { $wing ->
        [kingside] kurz rochieren (O-O)
       *[queenside] lang rochieren (O-O-O)
    }: Zwischen König und Turm { $blockers-count ->
        [one] steht
       *[other] stehen
    } noch { $blockers-col-def-nom }.
refused-en-passant-gone = { $mover-dein-nom-start } kann { $pawn-def-acc } nicht en passant schlagen: Das geht nur im allernächsten Zug, nachdem { $pawn-dem-nom } mit einem Doppelschritt an { $mover-dein-dat-short } vorbeigezogen ist.
refused-promotion-piece = Dein Bauer erreicht { $to } und muss zur Dame, zum Turm, zum Läufer oder zum Springer werden: Such dir eine Figur aus.

## Gespielte, gesprochene und empfohlene Züge

played = { $castled ->
        [kingside] Kurze Rochade
        [queenside] Lange Rochade
       *[no] { $captured ->
            [no] { $role-def-nom-start } zieht nach { $to }
            [en-passant] { $role-def-nom-start } schlägt { $taken-def-acc } en passant
           *[yes] { $role-def-nom-start } schlägt { $taken-def-acc }
        }{ $promotion ->
            [no] { "" }
           *[yes] { " " }und wird { $promoted-zu-dat }
        }
    } ({ $san }){ $end ->
        [mate] . Schachmatt!
        [stalemate] . Patt! Die Partie endet remis.
       *[none] { $check ->
            [direct] . Schach!
            [discovered] . Abzugsschach durch { $checkers-def-acc }!
            [double] . Doppelschach!
           *[none] .
        }
    }
move-spoken = { $side-name } { $castled ->
        [kingside] rochiert kurz
        [queenside] rochiert lang
       *[no] zieht { $role-def-acc } von { $from } nach { $to }
    }{ $captured ->
        [no] { "" }
       *[yes] { " " }und schlägt { $taken-col-def-acc }
    }{ $promotion ->
        [no] { "" }
       *[yes] . { $role-def-nom-start } wird { $promoted-zu-dat }
    }{ $end ->
        [mate] . Schachmatt.
        [stalemate] . Patt.
        [discovered] . Abzugsschach durch { $checkers-def-acc }.
        [double] . Doppelschach durch { $checkers-def-acc }.
        [check] . Schach.
       *[none] .
    }
## Schach und die Auswege

check-by = { $checkers-count ->
        [one] Schach: { $checkers-col-def-nom-start } greift den König auf { $king } an.
       *[other] Doppelschach: { $checkers-col-def-nom-start } greifen beide den König auf { $king } an.
    }
ways-out = { $all ->
        [one] Der einzige Ausweg aus dem Schach: { $ways-said }.
       *[other] { $named ->
            [yes] Auswege aus dem Schach: { $ways-said }.
           *[no] Es gibt { $all } Auswege aus dem Schach, zum Beispiel { $ways-said }.
        }
    }
way-said = { $san } ({ $role-name } { $capture ->
        [yes] schlägt auf
       *[no] nach
    } { $to })
no-capture-nothing = Keine Figur kann den Angreifer auf { $square } schlagen.
no-capture-defended = Der König kann auf { $square } nicht schlagen: { $defenders-def-nom-start } { $defenders-count ->
        [one] deckt
       *[other] decken
    } die Figur dort, also würde der König ins Schach ziehen.
no-capture-pinned = { $pinned-def-nom-start } { $pinned-count ->
        [one] könnte auf { $square } schlagen, ist aber
       *[other] könnten auf { $square } schlagen, sind aber
    } an den König gefesselt.
no-capture-double = Die Figur auf { $square } zu schlagen hilft nicht: Der andere Angreifer würde weiter Schach geben.
no-block-knight = Gegen ein Springerschach kann man nichts dazwischenziehen: Der Springer springt über alles hinweg, was im Weg steht.
no-block-adjacent = Hier kann man nichts dazwischenziehen: Zwischen dem Angreifer und dem König liegt kein Feld.
no-block-nothing = Keine Figur kann dazwischenziehen, um das Schach abzuwehren.
no-block-double = Gegen ein Doppelschach hilft kein Dazwischenziehen: Eine Figur kann nicht auf zwei Angriffslinien zugleich stehen.

## Matt und Patt

checkmate = Schachmatt: Der König steht im Schach und hat keinen regelgemäßen Ausweg. { $winner-name } gewinnt.
stalemate = Patt: { $side-name } steht nicht im Schach, hat aber keinen regelgemäßen Zug. Die Partie endet remis.
escape-covered = { $attackers-count ->
        [0] Das Feld { $square } wird angegriffen.
       *[other] Das Feld { $square } wird { $attackers-von-def-dat } angegriffen.
    }
escape-protected = { $attackers-count ->
        [0] { $taken-def-nom-start } ist gedeckt.
       *[other] { $taken-def-nom-start } wird { $attackers-von-def-dat } gedeckt.
    }
escape-own-piece = Auf { $square } steht schon { $piece-ein-eigen-nom }.
escape-next-to-king = Das Feld { $square } liegt direkt neben dem anderen König.
escape-taken-next-to-king = { $taken-def-nom-start } steht direkt neben dem anderen König. Nach dem Schlagen stünden die beiden Könige nebeneinander.
no-moves = { $piece-col-def-nom-start } kann auf kein Feld ziehen.

## Lektionen und Partien

## Die Statuszeile, und ein Zug, wenn die Partie schon vorbei ist

status-line = { $status ->
        [checkmate] Schachmatt. { $winner-name } gewinnt.
        [stalemate] Patt: { $side-name } hat keinen regelgemäßen Zug und steht nicht im Schach. Remis.
        [insufficient] Remis: Keine Seite hat mehr genug Material, um matt zu setzen.
        [seventy-five] Remis: Beide Seiten haben 75 Züge lang weder geschlagen noch einen Bauern gezogen.
        [fivefold] Remis: Dieselbe Stellung ist fünfmal vorgekommen.
       *[ongoing] { $check ->
            [single] { $side-name } ist am Zug: Schach!
            [double] { $side-name } ist am Zug: Doppelschach! Nur der König darf ziehen.
           *[none] { $side-name } ist am Zug.
        }{ $claim ->
            [repetition] { " " }Jetzt darf man Remis reklamieren: Diese Stellung ist schon zum dritten Mal entstanden.
            [repetition-by] { " " }{ $side-name } darf Remis reklamieren, wenn der Zug { $san } angesagt wird, bevor er ausgeführt ist: Mit ihm entstünde dieselbe Stellung zum dritten Mal.
            [fifty] { " " }Jetzt darf man Remis reklamieren: Beide Seiten haben 50 Züge lang weder geschlagen noch einen Bauern gezogen.
            [fifty-by] { " " }{ $side-name } darf Remis reklamieren, wenn der Zug { $san } angesagt wird, bevor er ausgeführt ist: Mit ihm hätten beide Seiten 50 Züge lang weder geschlagen noch einen Bauern gezogen.
           *[none] { "" }
        }
    }
game-over = { $rule ->
        [fivefold] Kein Zug mehr möglich: Dieselbe Stellung ist jetzt fünfmal entstanden. Bei fünffacher Stellungswiederholung endet die Partie sofort remis, ohne dass jemand Remis reklamieren muss.
        [seventy-five] Kein Zug mehr möglich: Beide Seiten haben 75 Züge lang weder geschlagen noch einen Bauern gezogen. Dann endet die Partie sofort remis, ohne dass jemand Remis reklamieren muss.
        [insufficient] Kein Zug mehr möglich: Keine Seite hat mehr genug Figuren, um matt zu setzen, also endet die Partie sofort remis.
       *[other] Kein Zug mehr möglich: Die Partie ist vorbei.
    } { $button ->
        [take-back] Drück auf „Zug zurücknehmen“, dann kannst du weiterspielen.
       *[undo] Drück auf „Zurück“, um Züge zurückzunehmen und weiterzuspielen.
    }

## Positions that could never arise
# Warum eine Stellung in keiner Partie entstehen kann (Editor, Spielen, Üben, `tutor
# analyze`). $squares, $homes, $guarded sind Listen von Feldern ($squares-or: „d4 oder e3“).
# $walls-kinds-def-nom nennt Figuren nach Art gruppiert („der Läufer auf c1 und die Bauern
# auf b2 und d2“) mit piece-kinds-def-nom, das $role, $colour, $squares, $count (der
# Gruppe) und $sides (one: alle von einer Farbe, both: von beiden) bekommt. $lost-counted
# zählt Figuren nach Art („einen Bauern und 2 Läufer“) mit role-counted ($role, $count).

# Der Knopf des Editors, der Rochaderechte ($castling, in FEN-Buchstaben: KQ) und ein
# En-passant-Feld ($ep) entfernt, die die Stellung nicht haben kann.
# „Spielen“ lehnt eine solche Stellung ab; $reasons sind die Sätze oben.
# Ein Satz aus einer Lektionsdatei, so wie er geschrieben wurde.
lesson-text = { $text }
# Der Hinweis von „Spielen“ unter einer Stellung, die nie entstehen kann, aber spielbar ist
# ($reasons sind die Sätze oben), und die Zeile, während gefragt wird, ob sie entstehen kann.

## Typed moves

typed-letter-is = { $then } In der { $notation ->
        [es] spanischen
        [de] deutschen
        [fr] französischen
        [ru] russischen
       *[en] englischen
    } Notation ist { $letter } { $role ->
        [queen] die Dame
       *[other] der { $role-name }
    }. Für { $other-def-acc } schreibst du { $instead }.
typed-read-as = Als { $read } gelesen. { $then }

## Die Wörter der App selbst: die obere Leiste und die Seite „Spielen“

ui-skip = Zum Inhalt springen
ui-sections = Bereiche
ui-nav-lessons = Lektionen
ui-nav-practice = Üben
ui-nav-play = Spielen
ui-nav-progress = Fortschritt
ui-nav-questions = Fragen
ui-nav-teachers = Für Lehrkräfte
ui-nav-editor = Editor: Stellung aufbauen
ui-nav-builder = Baukasten: Lektion erstellen
ui-nav-my-lessons = Meine Lektionen: teilen, vorführen, importieren
ui-sounds = Töne
ui-sounds-on = Töne an
ui-sounds-off = Töne aus
ui-present-back = ◀ Zurück
ui-present-forward = Vor ▶
ui-full-screen = Vollbild
ui-leave-present = Vorführmodus beenden
ui-moves = Züge
ui-start = Anfang
ui-start-title = Zurück zum Anfang der Partie
ui-undo = Zurück
ui-redo = Vor
ui-end = Ende
ui-end-title = Vor zum letzten Zug
ui-new-game = Neue Partie
ui-play-computer = Gegen den Computer spielen
ui-flip = Brett drehen
ui-present = Vorführen
ui-edit-position = Stellung bearbeiten
ui-position-and-game = Mehr: Vorführen, Stellung bearbeiten, FEN, PGN, Link
ui-import-game = Partie importieren
ui-download-pgn = PGN herunterladen
ui-move-label = Zug eingeben (SAN oder UCI)
ui-move-placeholder = Dein Zug: Sf3, exd5, O-O
ui-move-play = Ziehen
ui-position = Stellung
ui-load = Laden
ui-open-in-editor = Im Editor öffnen
ui-link-to-board = Link zu diesem Brett
ui-marks = Pfeile und Kreise
ui-marks-hint-mouse = Mit der rechten Maustaste ziehen: Pfeil, rechts klicken: Kreis (oder drück auf „Pfeile“)
ui-marks-hint-touch = Drück auf „Pfeile“, dann zieh für einen Pfeil oder tipp für einen Kreis
ui-marks-hint-drawing = Zeichnen: Zieh für einen Pfeil, tipp für einen Kreis; mit der Tastatur Enter auf zwei Feldern (zweimal auf demselben: ein Kreis). Drück noch einmal auf „Pfeile“, um wieder Figuren zu ziehen.
ui-draw = ✎ Pfeile
ui-clear-marks = Markierungen löschen

## Die Lektionen, die Fragen und die Startseite

## Wörter, mit denen ein Lob der Lektion beginnt, damit „Gut gemacht!“ nicht doppelt kommt (eine Liste, durch ", " getrennt)

praise-openers = Gut gemacht, Sehr gut, Gut, Richtig, Genau, Prima, Super, Toll, Klasse, Bravo, Ja, Perfekt, Ausgezeichnet, Stimmt
praise-cries = Schachmatt, Matt, Schach, Patt, Sicher

## Die Partie gegen den Computer

## Seitentitel, Hinweise und Fehler

ui-title = { $page } – Check Tutor
ui-link-damaged = Dieser Link ist beschädigt: Ein Teil davon ließ sich nicht lesen, deshalb kann nicht genau gezeigt werden, worauf er verweist. Lass dir den Link noch einmal schicken.
ui-update-ready = Eine neue Version ist da
ui-reload = Neu laden

## Das Brett für Screenreader: Ein Feld heißt zum Beispiel „e4, weißer Bauer, erlaubter Zug“

ui-board = Schachbrett
# Die Tasten sind in jeder Sprache K, Q, R, B, N und P (die englischen Buchstaben der Figuren).
ui-board-keys = Mit den Pfeiltasten gehst du von Feld zu Feld. Mit Enter nimmst du eine Figur auf und setzt sie wieder ab, mit Esc stellst du sie zurück. M sagt dir, wohin eine Figur ziehen kann oder warum nicht. Mit den Tasten K, Q, R, B, N und P (den englischen Buchstaben für König, Dame, Turm, Läufer, Springer und Bauer) springst du zu den Figuren unten auf dem Brett, zusammen mit der Umschalttaste zu denen oben; mit 1 bis 8 springst du zur passenden Reihe. Im Zeichenmodus zeichnest du einen Pfeil, wenn du auf einem Feld und dann auf einem anderen Enter drückst; zweimal Enter auf demselben Feld zeichnet einen Kreis.
ui-file = Linie { $file }
ui-rank = Reihe { $rank }
ui-square-empty = leer
ui-piece-wK = weißer König
ui-piece-wQ = weiße Dame
ui-piece-wR = weißer Turm
ui-piece-wB = weißer Läufer
ui-piece-wN = weißer Springer
ui-piece-wP = weißer Bauer
ui-piece-bK = schwarzer König
ui-piece-bQ = schwarze Dame
ui-piece-bR = schwarzer Turm
ui-piece-bB = schwarzer Läufer
ui-piece-bN = schwarzer Springer
ui-piece-bP = schwarzer Bauer
ui-state-selected = ausgewählt
ui-state-dest = erlaubter Zug
ui-state-capture = kann geschlagen werden
ui-state-in-check = steht im Schach
ui-state-checker = gibt Schach
ui-state-pinned = gefesselt
ui-state-pinner = fesselt
ui-state-attacker = greift das Feld an
ui-state-blocker = steht im Weg
ui-state-last-move = letzter Zug
ui-state-taken-en-passant = en passant geschlagener Bauer
ui-state-draw-from = der Pfeil beginnt hier
ui-promote-choose = Wähl aus, was aus dem Bauern auf { $square } wird: Dame, Turm, Läufer oder Springer.
ui-promote-label = Den Bauern auf { $square } umwandeln in
ui-promote-becomes = Der Bauer auf { $square } wird umgewandelt in
ui-fen-to-load = FEN zum Laden
ui-fen-placeholder = FEN hier einfügen
ui-draw-in = { $colour ->
        [green] In Grün zeichnen
        [red] In Rot zeichnen
        [blue] In Blau zeichnen
       *[yellow] In Gelb zeichnen
    }

## Die Stellung in Worten, für Screenreader

position-pieces = { $squares-count ->
        [one] { $role-name } auf { $squares }
       *[other] { $role-plural } auf { $squares }
    }
ui-position-words = Die Stellung in Worten
ui-white-pieces = Weiße Figuren
ui-black-pieces = Schwarze Figuren
ui-last-move = Letzter Zug
ui-status = Stand der Partie
ui-no-move-yet = Es wurde noch kein Zug gespielt.
ui-board-status = Schachbrett. { $status }
ui-pgn-to-import = PGN zum Importieren
ui-game-in-pgn = Die Partie als PGN
ui-pgn-placeholder = Eine Partie im PGN-Format einfügen

## Die Liste der Lektionen, Links und Kopieren

ui-link-failed = { $why }. Das Brett unten ist nicht das Brett, das der Link zeigen sollte: Lass dir den Link noch einmal schicken.
ui-play-on = Ab hier weiterspielen
ui-copied = Kopiert
ui-copy-link = Link kopieren
ui-link-copied = Der Link ist kopiert.
ui-copy-refused = Dieser Browser hat der Seite das Kopieren nicht erlaubt. Der Link ist unten markiert: Kopier ihn mit Strg+C (⌘C auf dem Mac).
ui-lang-fallback = Einige Lektionen werden auf Englisch angezeigt, weil sich die { $language ->
        [es] spanische
        [de] deutsche
        [fr] französische
       *[ru] russische
    } Fassung nicht laden ließ.
ui-lang-fallback-offline = Einige Lektionen werden auf Englisch angezeigt, weil sich die { $language ->
        [es] spanische
        [de] deutsche
        [fr] französische
       *[ru] russische
    } Fassung nicht laden ließ. Das wird nachgeholt, sobald du wieder mit dem Internet verbunden bist.

## Eine Frage zu einem Feld (die Taste M auf dem Brett) und die Hinweise zu einem Feld für Screenreader
# Formen nur für diese Meldungen: col-nom-start (Weißer Springer auf g1, ohne Artikel),
#   von-col-def-dat (vom schwarzen Turm auf e7 / von der schwarzen Dame auf e7).

piece-col-nom-start = { $colour ->
        [white] { $role ->
            [queen] Weiße
           *[other] Weißer
        }
       *[black] { $role ->
            [queen] Schwarze
           *[other] Schwarzer
        }
    } { role-name } auf { $square }
piece-von-col-def-dat = { $role ->
        [queen] von der
       *[other] vom
    } { $colour ->
        [white] weißen
       *[black] schwarzen
    } { role-obl } auf { $square }
ask-moves = { $piece-col-def-nom-start } kann nach { $squares-or } ziehen.
ask-no-move = { $piece-col-def-nom-start } hat keinen erlaubten Zug.
ask-stuck = { $piece-col-def-nom-start } hat keinen erlaubten Zug. { $why }
ask-not-to-move = { $piece-col-nom-start }. { $turn-name } ist am Zug.
ask-reach = Das Feld { $square } ist leer. { $movers-count ->
        [0] In diesem Zug kann keine { $side ->
            [white] weiße
           *[black] schwarze
        } Figur dorthin ziehen.
       *[other] { $side-name } kann mit { $movers-def-dat } dorthin ziehen.
    }{ $attackers-count ->
        [0] { "" }
       *[other] { " " }{ $side ->
            [white] Schwarz
           *[black] Weiß
        } greift das Feld mit { $attackers-def-dat } an.
    }
ask-legal = Erlaubt: { $move }
ask-refused = Nicht erlaubt. { $why }
note-pinned-by = gefesselt { $pinner-von-col-def-dat }
note-pinning = fesselt { $pinned-col-def-acc }
note-covers = { $squares-count ->
        [0] greift kein Feld an
       *[other] greift { $squares } an
    }

## Pfeile und Kreise, mit der Tastatur gezeichnet, wie ein Screenreader sie ansagt

ui-arrow-started = Pfeil ab { $from }: Drück Enter auf dem Feld, auf dem er enden soll, oder noch einmal auf { $from } für einen Kreis.
ui-arrow-drawn = { $colour ->
        [green] Grüner Pfeil
        [red] Roter Pfeil
        [blue] Blauer Pfeil
        [yellow] Gelber Pfeil
       *[none] Pfeil
    } von { $from } nach { $to }.
ui-circle-drawn = { $colour ->
        [green] Grüner Kreis
        [red] Roter Kreis
        [blue] Blauer Kreis
        [yellow] Gelber Kreis
       *[none] Kreis
    } auf { $from }.
ui-arrow-removed = Pfeil von { $from } nach { $to } entfernt.
ui-circle-removed = Kreis auf { $from } entfernt.
ui-arrow-cancelled = Kein Pfeil gezeichnet.

## Geladene Partien, zurückgenommene Züge und der nächste Schritt einer Lektion, wie ein Screenreader sie ansagt

# Der Stellungseditor. $piece ist der Code einer Figur: w oder b (ihre Farbe), dann K, Q, R, B, N oder P.

# Eine Lektion, einer Klasse vorgeführt.

# Die Werkzeuge für Lehrkräfte, von den Seiten der Lernenden aus geöffnet, und Lektionen speichern.

# Lektionsdateien und Lektionslinks, die sich nicht lesen lassen. $size und $most sind in Kilobyte.
ui-taken-back = Zurückgenommen: { $move }
ui-link-game-unreadable = Die Partie in diesem Link ließ sich nicht lesen: Vielleicht wurde der Link beim Kopieren abgeschnitten. Die Stellung, die er zeigt, steht auf dem Brett.
