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
#   dein-acc (deinen Bauern), moves. Seite: side-name. Linie: line-acc (die d-Linie, die vierte Reihe …).

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
role-ein-acc = { $role ->
        [queen] eine
       *[other] einen
    } { role-obl }
role-sein-acc = { $role ->
        [queen] seine
       *[other] seinen
    } { role-obl }
role-sein-dat = { $role ->
        [queen] seiner
       *[other] seinem
    } { role-obl }
role-dein-acc = { $role ->
        [queen] deine
       *[other] deinen
    } { role-obl }
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
piece-def-acc-short = { $role ->
        [queen] die
       *[other] den
    } { role-obl }
piece-def-dat = { $role ->
        [queen] der
       *[other] dem
    } { role-obl } auf { $square }
piece-def-dat-short = { $role ->
        [queen] der
       *[other] dem
    } { role-obl }
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
piece-dein-nom = { $role ->
        [queen] deine
       *[other] dein
    } { role-name } auf { $square }
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
piece-dein-nom-start-short = { $role ->
        [queen] Deine
       *[other] Dein
    } { role-name }
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
piece-pron-nom-start = { $role ->
        [queen] Sie
       *[other] Er
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
            [discovered] . Abzugsschach!
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
        [double] . Doppelschach.
        [check] . Schach.
       *[none] .
    }
hint-move = Probier mal, { $role-def-acc } von { $from } nach { $to } zu ziehen ({ $san }).

## Schach und die Auswege

check-by = { $checkers-count ->
        [one] Schach: { $checkers-col-def-nom-start } greift den König auf { $king } an.
       *[other] Doppelschach: { $checkers-col-def-nom-start } greifen beide den König auf { $king } an.
    }
ways-out = Auswege aus dem Schach: { $king-moves ->
        [one] 1 Königszug
       *[other] { $king-moves } Königszüge
    }, { $captures ->
        [one] 1 Schlagzug gegen den Angreifer
       *[other] { $captures } Schlagzüge gegen den Angreifer
    }, { $blocks ->
        [one] 1 Zug zum Dazwischenziehen
       *[other] { $blocks } Züge zum Dazwischenziehen
    }.
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

## Berührt – geführt

touched-must-move = Du hast { $piece-dein-acc } berührt: Nach der Regel „berührt – geführt“ musst du { $piece-pron-acc } jetzt ziehen ({ $moves ->
        [one] { $moves } regelgemäßer Zug
       *[other] { $moves } regelgemäße Züge
    }).
touched-no-consequence = Du hast { $piece-dein-acc } berührt, aber { $piece-pron-nom } hat keinen regelgemäßen Zug. Das Berühren hat also keine Folgen: Spiel einfach einen anderen Zug.
king-move-owed = Der regelwidrige Königszug wird zurückgenommen. Weil du deinen König auf { $king } berührt hast, musst du einen anderen Königszug spielen.
no-king-move-owed = Der regelwidrige Königszug wird zurückgenommen. Dein König auf { $king } hat keinen regelgemäßen Zug, also darfst du einen beliebigen anderen Zug spielen.

## Lektionen und Partien

step-done = Gut gemacht!
step-held = Mit diesem Zug ist die Partie zu Ende. Drück auf „Erneut versuchen“, um ab der Stellung davor weiterzuspielen.
watched-all = Das war der letzte Zug. Mach weiter, wenn du so weit bist.
wrong-answer = Nicht ganz. Schau noch einmal genau hin und versuch eine andere Antwort.
right-answer = Richtig!
reply-played = Gut. Die Antwort: { $played } Jetzt bist du am Zug.
lesson-finished = Du hast die Lektion „{ $title }“ geschafft! Such dir eine andere Lektion aus, wenn du so weit bist.
resigned = Du hast aufgegeben, also gewinnt { $winner-name } diese Partie. Drück auf „Neue Partie“, wenn du noch einmal spielen willst.
step-missed = { $played } Das ist ein regelgemäßer Zug, aber { $shortfall ->
        [no-check] damit gibst du kein Schach
        [not-mate] damit gibst du kein Schach, also ist es auch kein Matt
        [not-mate-answer] es ist kein Matt: { $side-name } kann mit { $answer } antworten
        [no-capture] damit schlägst du nicht die Figur, die Schach gibt
        [no-block] damit ziehst du keine Figur dazwischen
        [no-king-move] es ist kein Königszug
        [stalemate] es ist Patt, und das sollst du in dieser Aufgabe vermeiden
       *[other] in dieser Aufgabe ist etwas anderes gefragt
    }. Versuch es noch einmal.
out-of-check = { $way ->
        [king] Dein König ist nach { $to } aus dem Schach gezogen. Dort greift ihn nichts an.
        [capture] { $piece-dein-nom-start-short } hat { $checker-def-acc } geschlagen, also genau die Figur, die Schach gegeben hat. Damit ist das Schach vorbei.
       *[block] { $piece-dein-nom-start-short } steht jetzt auf { $to }, zwischen { $checker-def-dat } und deinem König. Damit ist das Schach abgewehrt.
    }
hint = { $way ->
        [king] Probier mal, den König von { $from } nach { $to } zu ziehen ({ $san }): So zieht er aus dem Schach auf ein Feld, das keine Figur angreift.
        [capture] Probier mal, { $checker-def-acc } mit { $piece-def-dat-short } von { $from } zu schlagen ({ $san }): Damit ist das Schach abgewehrt.
        [block] Probier mal, { $piece-def-acc-short } von { $from } nach { $to } zu ziehen ({ $san }): { $piece-pron-nom-start } steht dann dazwischen, und { $checker-def-nom } erreicht deinen König nicht mehr.
       *[none] Probier mal, { $piece-def-acc-short } von { $from } nach { $to } zu ziehen ({ $san }): { $piece-pron-nom-start } darf dorthin, und dein König bleibt sicher.
    }
computer-played = { $kind ->
        [castled] Der Computer hat rochiert ({ $san }).
        [promoted] Der Bauer des Computers hat { $to } erreicht und ist { $promoted-zu-dat } geworden ({ $san }).
        [captured] Der Computer hat mit { $role-sein-dat } { $taken-dein-acc } auf { $to } geschlagen ({ $san }).
       *[moved] Der Computer hat { $role-sein-acc } nach { $to } gezogen ({ $san }).
    }
versus-sides = Du spielst { $human-name }. Der Computer spielt { $computer-name } auf Stufe { $level }.
versus-over = { $result ->
        [won] Du hast gewonnen! Gut gespielt. Drück auf „Neue Partie“, wenn du noch einmal spielen willst.
        [lost] Diesmal hat der Computer gewonnen. Nimm einen oder zwei Züge zurück und such einen anderen Weg, oder drück auf „Neue Partie“.
       *[draw] Die Partie endet remis. Drück auf „Neue Partie“, wenn du noch einmal spielen willst.
    }

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
        [fivefold] Kein Zug mehr möglich: Dieselbe Stellung ist jetzt fünfmal entstanden. Bei fünffacher Stellungswiederholung endet die Partie sofort remis, ohne dass jemand Remis reklamieren muss. Drück auf „Zurück“, um Züge zurückzunehmen und weiterzuspielen.
        [seventy-five] Kein Zug mehr möglich: Beide Seiten haben 75 Züge lang weder geschlagen noch einen Bauern gezogen. Dann endet die Partie sofort remis, ohne dass jemand Remis reklamieren muss. Drück auf „Zurück“, um Züge zurückzunehmen und weiterzuspielen.
        [insufficient] Kein Zug mehr möglich: Keine Seite hat mehr genug Figuren, um matt zu setzen, also endet die Partie sofort remis. Drück auf „Zurück“, um Züge zurückzunehmen und weiterzuspielen.
       *[other] Kein Zug mehr möglich: Die Partie ist vorbei. Drück auf „Zurück“, um Züge zurückzunehmen und weiterzuspielen.
    }

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
ui-position-and-game = Stellung und Partie: FEN, PGN, Link
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
ui-marks-hint-mouse = Mit der rechten Maustaste ziehen: Pfeil, rechts klicken: Kreis (oder drück auf „Zeichnen“)
ui-marks-hint-touch = Drück auf „Zeichnen“, dann zieh für einen Pfeil oder tipp für einen Kreis
ui-marks-hint-drawing = Zeichnen: Zieh für einen Pfeil, tipp für einen Kreis; mit der Tastatur Enter auf zwei Feldern (zweimal auf demselben: ein Kreis). Drück noch einmal auf „Zeichnen“, um wieder Figuren zu ziehen.
ui-draw = ✎ Zeichnen
ui-clear-marks = Markierungen löschen

## Die Lektionen, die Fragen und die Startseite

ui-back-to-lessons = Zurück zu den Lektionen
ui-back-to-builder = Zurück zum Baukasten
ui-what-you-learned = Das hast du gelernt
ui-what-you-learned-said = Das hast du gelernt:
ui-stars = { $stars ->
        [0] Diesmal keine Sterne: Einen Stern gibt es für jeden Schritt, den du ohne Hinweis und ohne Fehler schaffst. Mach die Lektion noch einmal, dann bekommst du welche.
        [one] ★ { $stars } Stern: { $stars } von { $total } Schritten ohne Hinweis und ohne Fehler geschafft.
       *[other] ★ { $stars } Sterne: { $stars } von { $total } Schritten ohne Hinweis und ohne Fehler geschafft.
    }
ui-next-lesson = Nächste Lektion: { $title }
ui-practise-learned = Üben, was du gelernt hast
ui-play-computer-game = Eine Partie gegen den Computer spielen
ui-next-step = Nächster Schritt
ui-lesson-board = Brett der Lektion: { $prompt }
ui-preview = Vorschau: die Lektion so, wie Lernende sie sehen.
ui-keep-lesson = Unter „Meine Lektionen“ speichern
ui-steps = Schritte
ui-step = Schritt { $n }
ui-answers = Antworten
ui-watch-start = Drück auf den Pfeil, um den ersten Zug zu spielen.
ui-previous-move = Vorheriger Zug
ui-next-move = Nächster Zug
ui-type-instead = Zug lieber eintippen
ui-hint = Hinweis
ui-show-move = Zug zeigen
ui-try-again = Erneut versuchen
ui-start-again = Von vorn beginnen
ui-lesson-done = Du hast die Lektion „{ $title }“ geschafft!
ui-my-lessons = Meine Lektionen
ui-my-lessons-empty = Hier erscheinen die Lektionen, die du erstellst, importierst oder aus einem Link übernimmst.
ui-build-or-import = Lektion erstellen oder importieren
ui-lessons-lead = Jede Lektion beantwortet eine Frage zum König und zum Schachgebot, mit Stellungen, die du selbst durchspielst. Dein Fortschritt wird in diesem Browser gespeichert.
ui-questions-title = Fragen zum König und zum Schachgebot
ui-questions-lead = Fragen, die beim Lernen oft gestellt werden. Jede öffnet den Schritt einer Lektion, der sie beantwortet.
ui-home-title = Lerne die Regeln zum Schachgebot
ui-home-lead = Zieh auf einem Brett, das dir zeigt, wer Schach gibt und von wo aus, das jeden Zug ablehnt, nach dem dein eigener König angegriffen wäre, und dir in einfachen Worten erklärt, warum.
ui-home-start = Fang mit Lektion 1 an: { $title }
ui-home-continue = Mach weiter: Lektion { $lesson }, Schritt { $step } ({ $title })
ui-home-all-done = Du hast alle Lektionen geschafft: Übe jetzt, was du gelernt hast
ui-home-lessons = { $count ->
        [one] { $count } kurze Lektion, von der Frage, was ein Schachgebot ist, bis zu Matt, Patt und Remis.
       *[other] { $count } kurze Lektionen, von der Frage, was ein Schachgebot ist, bis zu Matt, Patt und Remis.
    }
ui-home-practice = Immer neue Aufgaben, und was du falsch machst, kommt so lange wieder, bis du es richtig machst.
ui-home-play = Ein Brett zum Ausprobieren: Jeder abgelehnte Zug wird erklärt.
ui-home-vs = Eine ganze Partie gegen den Computer, auf einer von vier Stufen: Der Tutor erklärt jedes Schachgebot und jeden abgelehnten Zug.
ui-home-questions = Die Fragen, die beim Lernen oft kommen: Zu jeder gibt es einen Schritt in einer Lektion, der sie beantwortet.
ui-home-editor = Editor, für Lehrkräfte
ui-home-editor-lead = Bau eine beliebige Stellung auf, finde heraus, ob sie in einer Partie entstehen kann, zeichne Pfeile und teile die Stellung.

## Wörter, mit denen ein Lob der Lektion beginnt, damit „Gut gemacht!“ nicht doppelt kommt (eine Liste, durch ", " getrennt)

praise-openers = Gut gemacht, Sehr gut, Gut, Richtig, Genau, Prima, Super, Toll, Klasse, Bravo, Ja, Perfekt, Ausgezeichnet, Stimmt
praise-cries = Schachmatt, Matt, Schach, Patt, Sicher

## Die Partie gegen den Computer

ui-vs-title = Gegen den Computer
ui-vs-level = Stufe { $n }
ui-vs-level-1 = Spielt fast zufällig und gibt gern Schach.
ui-vs-level-2 = Schlägt Figuren, die du ungedeckt stehen lässt.
ui-vs-level-3 = Denkt ein paar Züge voraus.
ui-vs-level-4 = Spielt stark: Selbst Vereinsspieler müssen da nachdenken.
ui-vs-wait = Warte einen Moment: Der Computer sucht sich noch seinen Zug aus. Danach bist du am Zug.
ui-vs-over = Diese Partie ist vorbei. Drück auf „Neue Partie“, wenn du noch einmal spielen willst.
ui-vs-paused = Der Computer wartet, während du liest, was mit dem Link nicht gestimmt hat. Drück oben auf „Ab hier weiterspielen“, um weiterzumachen.
ui-vs-failed = Der Computer konnte nicht starten, deshalb kann er seinen Zug nicht machen. Schau nach, ob du mit dem Internet verbunden bist, und drück dann auf „Erneut versuchen“. Oder zieh selbst für beide Seiten.
ui-details = Details
ui-browser-said = Das hat der Browser gemeldet: { $why }
ui-take-back = Zug zurücknehmen
ui-take-back-title = Deinen letzten Zug und die Antwort des Computers zurücknehmen
ui-looking = Suche…
ui-give-up = Diese Partie aufgeben?
ui-resign-yes = Ja, aufgeben
ui-keep-playing = Weiterspielen
ui-resign = Aufgeben
ui-stop-computer = Computer anhalten
ui-stop-computer-title = Diese Partie weiterspielen und selbst für beide Seiten ziehen
ui-thinking = Der Computer denkt nach…
ui-vs-dialog-title = Gegen den Computer spielen
ui-vs-dialog-lead = Wenn du einen Zug versuchst, der nicht erlaubt ist, erklärt dir der Tutor, warum. Er erklärt dir auch jedes Schachgebot und wie die Partie endet.
ui-vs-your-pieces = Deine Figuren
ui-vs-side-white = Weiß (du ziehst zuerst)
ui-vs-side-black = Schwarz (der Computer zieht zuerst)
ui-vs-side-random = Egal: Lass den Computer aussuchen
ui-vs-strength = Wie stark der Computer spielt
ui-vs-start = Partie beginnen
ui-cancel = Abbrechen
