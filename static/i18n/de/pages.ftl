# The rest of the app's words (the pages beyond Play), fetched when a page needs them or once
# the app has started: see tutor.ftl's header for the forms.

## Positions that could never arise

position-impossible = Diese Stellung kann in keiner Partie entstehen.
position-empty-board = Das Brett ist leer: Zu einer Partie gehören mindestens die beiden Könige.
position-missing-king = { $side-name } hat keinen König. In jeder Stellung einer Partie gibt es genau einen König jeder Farbe.
position-too-many-kings = { $side-name } hat mehr als einen König. Ein Bauer wird nie in einen König umgewandelt, also gibt es genau einen.
position-pawns-on-back-rank = { $squares-count ->
        [1] Auf { $squares } steht ein Bauer: Bauern stehen nie auf der ersten oder letzten Reihe (sie beginnen auf der zweiten und werden umgewandelt, sobald sie die letzte erreichen).
       *[other] Auf { $squares } stehen Bauern: Bauern stehen nie auf der ersten oder letzten Reihe (sie beginnen auf der zweiten und werden umgewandelt, sobald sie die letzte erreichen).
    }
position-too-many-pawns = { $side-name } hat { $count } Bauern, aber jede Seite beginnt mit acht und bekommt nie welche dazu.
position-too-much-material = { $side-name } hat { $extra ->
        [one] eine Figur
       *[other] { $extra } Figuren
    } mehr, als eine Seite zu Beginn hat, aber { $missing ->
        [0] kein einziger Bauer fehlt
        [one] nur ein Bauer fehlt
       *[other] nur { $missing } Bauern fehlen
    }, und jede zusätzliche Figur muss einmal ein Bauer gewesen sein, der umgewandelt wurde.{ $bishops ->
        [yes] { " " }Zwei Läufer auf Feldern derselben Farbe zählen als eine zusätzliche Figur: Jede Seite beginnt mit einem Läufer auf hellen und einem auf dunklen Feldern.
       *[no] { "" }
    }
position-pawn-captures = { $side ->
        [white] Die weißen
       *[black] Die schwarzen
    } Bauern { $files ->
        [one] auf { $pawns } teilen sich die { $file }-Linie, aber nur einer von ihnen kann dort angefangen haben.
        [several] auf { $pawns } stehen zu mehreren auf denselben Linien, aber auf jeder Linie kann nur einer von ihnen angefangen haben.
       *[none] können nicht alle auf den Linien angefangen haben, auf denen sie stehen.
    }{ $strays-count ->
        [0] { "" }
        [1] { " " }Der Bauer auf { $strays } muss von einer anderen Linie gekommen sein.
       *[other] { " " }Die Bauern auf { $strays } müssen von anderen Linien gekommen sein.
    }{ $homes-count ->
        [0] { "" }
        [1] { " " }Der Bauer, der auf { $homes } angefangen hat, hat seine Linie verlassen.
       *[other] { " " }Die Bauern, die auf { $homes } angefangen haben, haben ihre Linien verlassen.
    } Also haben die { $side ->
        [white] weißen
       *[black] schwarzen
    } Bauern mindestens { $needed ->
        [one] eine Figur
       *[other] { $needed } Figuren
    } geschlagen, aber { $other-name } hat { $lost ->
        [0] nichts verloren
        [one] nur eine Figur verloren
       *[other] nur { $lost } Figuren verloren
    }. Ein Bauer wechselt die Linie nur, wenn er schlägt.
position-pawns-off-files = { $side ->
        [white] Die weißen
       *[black] Die schwarzen
    } Bauern { $homes-count ->
        [0] können nicht alle ihre Felder erreicht haben.
        [1] auf { $pawns } können nur auf { $homes } angefangen haben, aber das ist nur ein Ausgangsfeld für { $pawns-count } Bauern, und jeder Bauer hat sein eigenes.
       *[other] auf { $pawns } können nur auf { $homes-or } angefangen haben, aber das sind nur { $homes-count } Ausgangsfelder für { $pawns-count } Bauern, und jeder Bauer hat sein eigenes.
    } Ein Bauer wechselt die Linie nur, wenn er schlägt, mit jedem Schlagen um eine Linie, und jedes Schlagen bringt ihn auch eine Reihe nach vorn.
position-castling-rights = { $wing ->
        [kingside] { $side-name } darf das Recht auf die kurze Rochade nicht behalten: Dafür müssen der König auf { $king } und der Turm auf { $rook } stehen, und beide dürfen noch nie gezogen haben.
       *[queenside] { $side-name } darf das Recht auf die lange Rochade nicht behalten: Dafür müssen der König auf { $king } und der Turm auf { $rook } stehen, und beide dürfen noch nie gezogen haben.
    }
position-ep-square = Das En-passant-Feld { $square } passt nicht: Es muss das Feld sein, das ein Bauer gerade mit einem Doppelschritt übersprungen hat, direkt hinter diesem Bauern.
position-kings-touch = Die beiden Könige stehen auf Nachbarfeldern. Das kommt in einer Partie nie vor: Ein König darf nicht neben den anderen König ziehen, denn damit würde er ins Schach ziehen.
position-opposite-check = { $also-count ->
        [0] Der König der Seite, die gerade gezogen hat, wird { $checkers-von-def-dat } angegriffen: Kein regelgemäßer Zug darf mit dem eigenen König im Schach enden.
       *[other] Der König der Seite, die gerade gezogen hat, wird { $checkers-von-def-dat } angegriffen: Kein regelgemäßer Zug darf mit dem eigenen König im Schach enden. Auch der König der Seite am Zug steht im Schach, er wird { $also-von-def-dat } angegriffen: Zwei Könige stehen nie gleichzeitig im Schach.
    }
position-too-many-checkers = { $checkers-def-nom-start } bieten gleichzeitig Schach; ein einziger Zug kann höchstens zwei Schachgebote auf einmal erzeugen.
position-check-two-steppers = { $checkers-def-nom-start } bieten beide Schach, aber keine der beiden Figuren kann der anderen den Weg freigemacht haben: Welche auch immer zuletzt gezogen hat, die andere bot schon vorher Schach, und das ist unmöglich.
position-check-opposite-sides = { $checkers-def-nom-start } bieten von beiden Seiten des Königs Schach, auf derselben Reihe, Linie oder Diagonale: Nichts kann zugleich zwischen beiden Figuren und dem König gestanden haben, also bot eine der beiden schon vor dem letzten Zug Schach.
position-check-by-king = Ein König kann nie Schach bieten: Er darf nicht neben den anderen König ziehen.
position-check-no-last-move = { $checkers-count ->
        [1] Kein letzter Zug erklärt das Schachgebot { $checkers-def-gen }: Diese Figur kann nicht gerade von einem Feld gekommen sein, auf dem sie noch kein Schach bot, und keine andere Figur kann gerade aus ihrer Angriffslinie weggezogen sein.
       *[other] Keine der Schach bietenden Figuren kann gerade gezogen haben: Welchen Zug man auch zurücknimmt, { $checkers-def-nom } hätten dem König schon vorher Schach geboten, also erklärt kein letzter Zug dieses Doppelschach.
    }
position-pawns-passed = { $files ->
        [same] { $pawns-col-def-nom-start } sind auf der { $file }-Linie aneinander vorbeigekommen: Bauern können nicht übereinander springen, und es wurden zu wenige Figuren geschlagen, als dass einer von ihnen um den anderen herumgegangen sein könnte.
       *[different] { $pawns-col-def-nom-start } sind auf ihren Linien aneinander vorbeigekommen: Bauern können nicht übereinander springen, und es wurden zu wenige Figuren geschlagen, als dass einer von ihnen um den anderen herumgegangen sein könnte.
    }
position-promotion-captures = { $pieces-kinds-col-nom-start } können nicht alle von Anfang an auf dem Brett gewesen sein, also müssen Bauern umgewandelt worden sein; dafür müssten die { $side ->
        [white] weißen
       *[black] schwarzen
    } Bauern aber mindestens { $needed ->
        [one] einen Schlagzug
       *[other] { $needed } Schlagzüge
    } gemacht haben (kein Bauer kann geradeaus zur Umwandlung laufen, solange auf seiner Linie der gegnerische Bauer noch nie gezogen hat), und { $other-name } hat { $lost ->
        [0] keine einzige Figur verloren
        [one] nur eine Figur verloren
       *[other] nur { $lost } Figuren verloren
    }.
position-promotion-blocked = { $pieces-kinds-col-nom-start } können nicht alle von Anfang an auf dem Brett gewesen sein, also muss ein Bauer umgewandelt worden sein; doch kein { $side ->
        [white] weißer
       *[black] schwarzer
    } Bauer kann die letzte Reihe erreicht und seine neue Figur von dort herausgebracht haben: Figuren, die nie gezogen haben, versperren jeden Weg.
position-shut-at-home = { $piece-col-def-nom-start } kann nie dorthin gekommen sein: { $homes-count ->
        [1] { $role-def-nom-start } von { $homes } kam nicht heraus, denn { $walls-kinds-def-nom } { $walls-count ->
            [1] hat nie gezogen und versperrt { $role ->
                [queen] ihr
               *[other] ihm
            }
           *[other] haben nie gezogen und versperren { $role ->
                [queen] ihr
               *[other] ihm
            }
        } den Weg
       *[other] Die { $role-plural } von { $homes } kamen nicht heraus, denn { $walls-kinds-def-nom } { $walls-count ->
            [1] hat nie gezogen und versperrt ihnen
           *[other] haben nie gezogen und versperren ihnen
        } den Weg
    }; und { $promotion ->
        [no-pawn-gone] kein { $side ->
            [white] weißer
           *[black] schwarzer
        } Bauer wurde umgewandelt, denn alle acht stehen noch auf dem Brett.
       *[blocked] kein { $side ->
            [white] weißer
           *[black] schwarzer
        } Bauer kann umgewandelt worden sein und { $role-ein-acc } dorthin gebracht haben.
    }
position-trapped = { $blocked ->
        [walls] { $piece-col-def-nom-start } kann nie dorthin gekommen sein: { $walls-kinds-def-nom-start } { $walls-count ->
            [1] hat nie gezogen und versperrt
           *[other] haben nie gezogen und versperren
        } den Weg dorthin.
        [guarded] { $piece-col-def-nom-start } kann nie dorthin gekommen sein: { $role ->
            [king] Er kann nie auf { $guarded-or } gestanden haben, denn Figuren, die nie gezogen haben, greifen { $guarded-count ->
                [1] dieses Feld
               *[other] diese Felder
            } an.
           *[other] Auf { $guarded-or } hätte { $piece-pron-nom } einem König, der nie gezogen hat, Schach geboten und wäre sofort geschlagen worden.
        }
        [both] { $piece-col-def-nom-start } kann nie dorthin gekommen sein: { $walls-kinds-def-nom-start } { $walls-count ->
            [1] hat nie gezogen und versperrt
           *[other] haben nie gezogen und versperren
        } den Weg dorthin, und { $role ->
            [king] er kann nie auf { $guarded-or } gestanden haben, denn Figuren, die nie gezogen haben, greifen { $guarded-count ->
                [1] dieses Feld
               *[other] diese Felder
            } an.
           *[other] auf { $guarded-or } hätte { $piece-pron-nom } einem König, der nie gezogen hat, Schach geboten und wäre sofort geschlagen worden.
        }
       *[none] { $piece-col-def-nom-start } kann nie dorthin gekommen sein: Keine Figur dieser Art hätte dieses Feld erreichen können.
    }
position-unreachable-capture = { $pawn-col-def-nom-start } kann nicht der { $file }-Bauer sein, denn der steht noch auf { $home }: Er ist durch Schlagen von einer anderen Linie gekommen, { $squares-count ->
        [1] hat also auf { $squares-or } etwas geschlagen
       *[other] hat also zuletzt auf { $squares-or } geschlagen
    }; doch { $lost-count ->
        [0] nichts von dem, was { $other-name } verloren hat, kann je auf { $squares-or } gestanden haben.
        [1] { $other-name } hat nur { $lost-counted } verloren, und diese Figur kann nie auf { $squares-or } gestanden haben.
       *[other] { $other-name } hat nur { $lost-counted } verloren, und keine dieser Figuren kann je auf { $squares-or } gestanden haben.
    }
position-wrong-side-to-move = { $turn-name } kann nicht am Zug sein: Es wurde nichts geschlagen, { $movers-count ->
        [0] keine Figur kann gezogen haben
        [1] nur { $same ->
            [yes] { $role ->
                [queen] die
               *[other] der
            } { $role-name } auf { $squares }
           *[no] { $movers-col-def-nom }
        } kann gezogen haben
       *[other] nur { $same ->
            [yes] die { $role-plural } auf { $squares }
           *[no] { $movers-col-def-nom }
        } können gezogen haben
    }, und von den Startfeldern aus kann insgesamt nur eine { $turn ->
        [white] ungerade
       *[black] gerade
    } Anzahl von Zügen gespielt worden sein, also muss { $other-name } am Zug sein.
position-no-last-move = { $side-name } hat gerade gezogen, aber kein { $side ->
        [white] weißer
       *[black] schwarzer
    } Zug kann der letzte gewesen sein: Jede Figur ist entweder dort, wo sie steht, eingesperrt, oder käme aus einer Stellung, die nie entstehen kann, etwa einer, in der der { $other ->
        [white] weiße
       *[black] schwarze
    } König im Schach steht und { $side-name } am Zug ist.
position-every-last-move-impossible = { $side-name } hat gerade gezogen, aber jeder Zug, den { $side-name } gespielt haben könnte, kommt aus einer Stellung ohne mögliche Vorgeschichte: Wer die Züge davor zurückverfolgt, landet immer in einer Stellung, die nie entstehen kann.
position-drop-rights = { $remove ->
        [castling] Rochaderechte { $castling } entfernen
        [ep] En-passant-Feld { $ep } entfernen
        [both] Rochaderechte { $castling } und En-passant-Feld { $ep } entfernen
       *[none] Nichts zu entfernen
    }
position-not-playable = Diese Stellung kann in keiner Partie entstehen, deshalb kann man sie nicht spielen: { $reasons } Der Editor zeigt sie und kann sie korrigieren.
ui-start-note = Diese Stellung kann in keiner Partie entstehen. { $reasons } Die Regeln gelten trotzdem, du kannst also von hier aus weiterspielen.
ui-arising-waiting = Einen Moment: Der Tutor untersucht die Stellung …
ui-arising-failed = Der Tutor kann diese Stellung gerade nicht untersuchen. Lade die Seite neu, um es noch einmal zu versuchen.

## Eine FEN, die sich nicht lesen lässt (getippt, eingefügt, in einem Link oder einer Lektion). Die
## Buchstaben der FEN selbst (KQRBNP, kqrbnp, w, b) sind in jeder Sprache dieselben.

fen-unreadable = { $problem ->
        [empty] Die FEN ist leer.
        [not-fen] Das ist keine FEN: Eine FEN beginnt mit den 8 Reihen des Bretts, getrennt durch „/“.
       *[other] In der FEN { $field ->
            [turn] lässt sich nicht lesen, wer am Zug ist
            [castling] lassen sich die Rochaderechte nicht lesen
            [en-passant] lässt sich das En-passant-Feld nicht lesen
            [halfmove] lässt sich der Halbzugzähler nicht lesen
            [fullmove] lässt sich die Zugnummer nicht lesen
           *[placement] lässt sich die Figurenstellung nicht lesen
        }: { $problem ->
            [rank-count] Es müssen 8 Reihen sein, getrennt durch „/“, aber es sind { $count }.
            [bad-digit] Auf Reihe { $rank } ist „{ $text }“ keine Anzahl von 1 bis 8 leeren Feldern.
            [bad-char] Auf Reihe { $rank } ist „{ $text }“ weder ein Figurenbuchstabe (KQRBNP, kqrbnp) noch eine Ziffer.
            [too-many-squares] Reihe { $rank } hat mehr als 8 Felder.
            [too-few-squares] Reihe { $rank } hat { $count ->
                [one] ein Feld
               *[other] { $count } Felder
            } statt 8.
            [missing-turn] Die Angabe fehlt. Schreib hinter die Figuren „w“ (Weiß) oder „b“ (Schwarz).
            [bad-turn] „{ $text }“ ist weder „w“ (Weiß) noch „b“ (Schwarz).
            [bad-castling] „{ $text }“ ist weder „-“ noch eine Kombination der Buchstaben KQkq.
            [repeated-castling] „{ $text }“ kommt zweimal vor.
            [bad-ep-square] „{ $text }“ ist weder „-“ noch ein Feld wie e3.
            [ep-rank] { $square } liegt weder auf der dritten noch auf der sechsten Reihe.
            [not-a-number] „{ $text }“ ist keine ganze Zahl.
            [fullmove-zero] Die Züge werden ab 1 gezählt.
            [unprintable] Dort steht ein unsichtbares Zeichen oder ein Steuerzeichen. Tippe die FEN noch einmal ab oder füge sie als reinen Text ein.
           *[trailing] Nach der letzten Angabe steht noch „{ $text }“.
        }
    }
pgn-unreadable = { $from ->
        [link] Die Partie in diesem Link ließ sich nicht lesen.
       *[typed] Dieser PGN-Text ließ sich nicht lesen.
    } { $problem ->
        [fen] Die Stellung im FEN-Tag lässt sich nicht verwenden. { $why }
        [move] Bei Zug { $number } { $move }: { $san ->
            [syntax] Das ist kein Zug in algebraischer Notation.
            [illegal] Dieser Zug ist hier nicht erlaubt.
           *[ambiguous] Mehr als eine Figur kann so ziehen. Schreib dazu, von welcher Linie oder Reihe die Figur kommt.
        }
        [unclosed] Eine Klammer „{ $text }“ wird nie geschlossen.
       *[helper] Der Teil der App, der Partien liest, hat nicht geantwortet: Lade die Seite neu und versuch es noch einmal.
    }

## Eine Partie in einem Link (von „Spielen“: #/play?moves=…, oder eine Partie gegen den Computer),
## die sich nicht bis zum Ende nachspielen lässt. Jede Meldung ist ein ganzer Satz; ein Link mit
## mehreren Problemen nennt sie nacheinander. $vs: yes bei einer Partie gegen den Computer (die ohne
## das Fehlerhafte weitergeht), no beim Link von „Spielen“ (es wird keine Partie geladen). $n: die
## Nummer des Zugs im Link, wobei jeder Zug jeder Seite zählt (1 ist der erste Zug von Weiß); $move:
## was der Link dort enthält, so wie es geschrieben ist. $ended: wie die Partie schon geendet hatte
## (none: noch gar nicht).

# Was mit dem Link nicht stimmt: die Sätze unten, einer nach dem anderen.
link-game-problems = { $problems }
link-game-start-unreadable = Die Partie aus dem Link ließ sich nicht laden, weil sich ihre Anfangsstellung nicht lesen lässt.
link-game-start-not-playable = { $vs ->
        [yes] Die Anfangsstellung aus dem Link kann in keiner Partie entstehen, deshalb beginnt diese Partie in der Grundstellung. { $reasons }
       *[no] Die Partie aus dem Link ließ sich nicht laden, weil ihre Anfangsstellung in keiner Partie entstehen kann. { $reasons }
    }
link-game-move-stopped = { $ended ->
        [checkmate] Die Partie aus dem Link bricht bei Zug { $n } ({ $move }) ab, denn sie hatte schon vorher mit Schachmatt geendet.
        [stalemate] Die Partie aus dem Link bricht bei Zug { $n } ({ $move }) ab, denn sie hatte schon vorher mit Patt geendet.
        [fivefold] Die Partie aus dem Link bricht bei Zug { $n } ({ $move }) ab, denn sie hatte schon vorher remis geendet: Dieselbe Stellung war fünfmal vorgekommen.
        [seventy-five] Die Partie aus dem Link bricht bei Zug { $n } ({ $move }) ab, denn sie hatte schon vorher remis geendet: Beide Seiten hatten 75 Züge lang weder geschlagen noch einen Bauern gezogen.
        [material] Die Partie aus dem Link bricht bei Zug { $n } ({ $move }) ab, denn sie hatte schon vorher remis geendet: Keine Seite hatte mehr genug Figuren, um matt zu setzen.
       *[none] Die Partie aus dem Link bricht bei Zug { $n } ({ $move }) ab, denn dieser Zug ist an dieser Stelle nicht erlaubt.
    }
link-vs-shown-to-move = Die Partie wird bis zu diesem Zug gezeigt.
link-vs-no-such-level = Im Link steht Stufe { $level }, aber es gibt nur die Stufen 1 bis 4, deshalb spielt der Computer in dieser Partie auf Stufe 1.
link-vs-resigned-after-end = { $ended ->
        [checkmate] Im Link steht, dass die Partie aufgegeben wurde, aber sie hatte schon vorher mit Schachmatt geendet.
        [stalemate] Im Link steht, dass die Partie aufgegeben wurde, aber sie hatte schon vorher mit Patt geendet.
        [fivefold] Im Link steht, dass die Partie aufgegeben wurde, aber sie hatte schon vorher remis geendet: Dieselbe Stellung war fünfmal vorgekommen.
        [seventy-five] Im Link steht, dass die Partie aufgegeben wurde, aber sie hatte schon vorher remis geendet: Beide Seiten hatten 75 Züge lang weder geschlagen noch einen Bauern gezogen.
       *[material] Im Link steht, dass die Partie aufgegeben wurde, aber sie hatte schon vorher remis geendet: Keine Seite hatte mehr genug Figuren, um matt zu setzen.
    }
link-vs-claim-refused = Im Link steht, dass Remis reklamiert wurde, aber an dieser Stelle durfte man nach den Regeln kein Remis reklamieren.

## The lessons, the questions and the front page

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
ui-show-move = Zug zeigen
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
ui-home-join = Im Unterricht bekommst du einen Code: Gib ihn hier ein, um die Lektion auf deinem eigenen Brett mitzumachen.
ui-home-editor = Editor, für Lehrkräfte
ui-home-editor-lead = Bau eine beliebige Stellung auf, finde heraus, ob sie in einer Partie entstehen kann, zeichne Pfeile und teile die Stellung.

## Practice

practice-turn = { $side ->
        [white] Weiß ist am Zug.
       *[black] Schwarz ist am Zug. Das Brett ist gedreht, deshalb stehen die schwarzen Figuren unten.
    }
practice-checkers-answer = { $checkers-count ->
        [0] Hier gibt keine Figur Schach.
        [one] Die Figur, die Schach gibt, ist { $checkers-def-nom }.
       *[other] Zwei Figuren geben Schach, nämlich { $checkers-def-nom }: Das ist ein Doppelschach.
    }
practice-legal-prompt = Ist dieser Zug erlaubt: { $piece-col-def-nom } nach { $to }, so wie der Pfeil zeigt?
practice-found-every-escape = { $refused ->
        [0] Du hast alle Auswege aus dem Schach gefunden.
        [one] Du hast alle Auswege aus dem Schach gefunden, aber unterwegs hast du auch einen Zug versucht, der nicht erlaubt war.
       *[other] Du hast alle Auswege aus dem Schach gefunden, aber unterwegs hast du auch Züge versucht, die nicht erlaubt waren.
    }
practice-escapes-found = { $count ->
        [0] 0 von { $of } gefunden.
       *[other] { $count } von { $of } gefunden: { $moves }.
    }
practice-ways-out = { $found ->
        [0] Die Auswege: { $moves }
       *[other] Die anderen Auswege: { $moves }
    }
practice-picked = { $count ->
        [0] Ausgewählt: noch nichts
       *[other] Ausgewählt: { $squares }
    }
practice-offer = Ist das noch knifflig? Schritt { $step } der Lektion „{ $title }“ zeigt dir, wie es geht.
practice-verdict = { $code ->
        [checkmate] Es ist Schachmatt: Der König steht im Schach und hat keinen Ausweg.
        [stalemate] Es ist Patt: Die Seite am Zug steht nicht im Schach und hat keinen erlaubten Zug.
       *[neither] Weder noch: Die Seite am Zug hat noch einen erlaubten Zug.
    }
ui-practice = Üben
ui-right = Richtig!
ui-not-quite = Nicht ganz.
ui-why-not-again = Nicht ganz: Das ist nicht der Grund, warum dieser Zug nicht erlaubt ist. Versuch einen anderen Grund.
ui-why-not-try-another = Versuch einen anderen Grund.
ui-why-not-second = Richtig, beim zweiten Versuch.
ui-why-not-prompt = Richtig, der Zug ist nicht erlaubt. Warum nicht?
ui-why-not-spoken = Richtig, der Zug ist nicht erlaubt. Warum nicht? Wähl einen Grund aus.
ui-why = Warum?
ui-done = Fertig
ui-show-rest = Den Rest zeigen
ui-checkmate = Schachmatt
ui-stalemate = Patt
ui-neither = Weder noch
ui-could-arise = Sie kann entstehen
ui-could-never-arise = Sie kann nie entstehen
ui-legal = Erlaubt
ui-not-legal = Nicht erlaubt
ui-move-is-legal = Der Zug ist erlaubt.
ui-can-arise = Diese Stellung kann in einer echten Partie entstehen.
ui-arrow-starts = hier beginnt der Pfeil
ui-arrow-ends = hier endet der Pfeil
ui-exercise-board = Brett der Aufgabe: { $turn } { $prompt }
ui-exercise-failed = Die Aufgabe konnte nicht erstellt werden. Schau nach, ob du mit dem Internet verbunden bist, und drück dann auf „Erneut versuchen“.
ui-exercise-unknown-kind = Der Link verlangt eine Art von Aufgabe, die es nicht gibt („{ $kind }“). Deshalb bekommst du stattdessen eine Aufgabe aus deinen eigenen Übungen.
ui-prompt-checkers = Welche Figuren geben Schach? Wähl jede davon auf dem Brett aus und drück dann auf „Fertig“.
ui-prompt-escapes = Der König steht im Schach. Finde alle Züge, die das Schach abwehren, und spiel sie einen nach dem anderen.
ui-prompt-verdict = Schachmatt, Patt oder weder noch?
ui-prompt-legal = Ist der Zug erlaubt, den der Pfeil zeigt?
ui-prompt-possible = Kann diese Stellung in einer Partie entstehen?
ui-keys-checkers = Mit den Pfeiltasten gehst du von Feld zu Feld. Mit Enter wählst du eine Figur aus, die Schach gibt, oder nimmst sie wieder aus der Auswahl; drück danach auf „Fertig“ hinter dem Brett. M sagt dir, wohin eine Figur ziehen kann.
ui-keys-answer = Mit den Pfeiltasten gehst du von Feld zu Feld; jedes Feld sagt dir, welche Figur darauf steht. M sagt dir, wohin eine Figur ziehen kann. Antworte mit den Knöpfen hinter dem Brett.
ui-concept-missed_checker = Jede Figur sehen, die Schach gibt
ui-concept-missed_escape = Jeden Ausweg aus dem Schach finden
ui-concept-mate_or_stalemate = Matt und Patt unterscheiden
ui-concept-impossible_position = Stellungen, die es nie geben kann
ui-concept-pinned = Gefesselte Figuren
ui-concept-king_into_check = Der König darf nicht ins Schach ziehen
ui-concept-king_next_to_king = Könige stehen nie nebeneinander
ui-concept-does_not_resolve_check = Züge, nach denen der König im Schach bleibt
ui-concept-double_check_king_must_move = Doppelschach: Nur der König darf ziehen
ui-concept-exposes_king = Züge, die den Weg zum eigenen König freimachen
ui-concept-castle_out_of_check = Keine Rochade, wenn du im Schach stehst
ui-concept-castle_through_check = Keine Rochade über ein angegriffenes Feld
ui-concept-castle_into_check = Keine Rochade ins Schach
ui-concept-castle_rights_lost = Wann man noch rochieren darf
ui-concept-castle_path_blocked = Für die Rochade muss der Weg frei sein
ui-concept-en_passant_not_available = Wann man en passant schlagen darf
ui-concept-path_blocked = Nur der Springer springt über Figuren
ui-concept-not_a_piece_move = Wie jede Figur zieht
ui-concept-own_piece_on_target = Eigene Figuren schlägt man nicht
ui-concept-not_your_turn = Wer am Zug ist
ui-concept-promotion_piece_required = Eine Figur für die Umwandlung aussuchen
ui-concept-game_over = Wann die Partie sofort remis endet
ui-concept-legal = Erlaubte und verbotene Züge unterscheiden
ui-why-pinned = Die Figur ist gefesselt: Wenn sie ihre Linie verlässt, steht ihr eigener König im Schach.
ui-why-exposes_king = Wenn diese Figur wegzieht, könnte eine gegnerische Figur ihren eigenen König angreifen.
ui-why-king_into_check = Der König würde auf ein Feld ziehen, das eine gegnerische Figur angreift.
ui-why-king_next_to_king = Der König würde direkt neben dem anderen König stehen.
ui-why-does_not_resolve_check = Der König steht im Schach, und dieser Zug wehrt das Schach nicht ab.
ui-why-double_check_king_must_move = Es ist Doppelschach: Nur der König darf ziehen.
ui-why-castle_out_of_check = Wenn du im Schach stehst, darfst du nicht rochieren.
ui-why-castle_through_check = Der König müsste über ein angegriffenes Feld ziehen.
ui-why-castle_into_check = Der König würde auf einem angegriffenen Feld landen.
ui-why-castle_rights_lost = Der König oder dieser Turm hat schon einmal gezogen.
ui-why-castle_path_blocked = Zwischen König und Turm ist der Weg nicht frei.
ui-why-en_passant_not_available = En passant darf man nur direkt nach dem Doppelschritt des Bauern schlagen.
ui-why-path_blocked = Eine andere Figur steht im Weg.
ui-why-not_a_piece_move = So zieht diese Figur nicht.

## Progress and saved practice

ui-progress-title = Dein Fortschritt
ui-progress-lead = Hier siehst du, wie es mit deinen Lektionen und Übungen läuft. Wenn „Spielen“ einen Zug ablehnt, den du ausprobierst, ist das kein Fehler: Du übst diese Regel einfach bald. Was du falsch machst, kommt bald wieder dran, und seltener, sobald du es richtig machst.
ui-practise-now = Jetzt üben
ui-progress-empty = Noch gibt es nichts: Löse eine Aufgabe oder spiel einen Zug, dann erscheint es hier.
ui-not-practised-yet = Noch nicht geübt
ui-right-of = { $right } von { $seen } richtig
ui-practise = Üben
ui-practise-topic = Üben: { $topic }
ui-lesson = Lektion
ui-lesson-topic = Lektion: { $topic }
ui-reset = Zurücksetzen
ui-reset-topic = Zurücksetzen: { $topic }
ui-reset-topic-question = Dieses Thema zurücksetzen? Dann stehen seine Zähler wieder auf null.
ui-keep-record = Deinen Übungsstand sichern oder teilen
ui-download-file = Als Datei herunterladen
ui-open-file = Eine Datei öffnen
ui-reset-everything = Alles zurücksetzen
ui-reset-everything-question = Alles zurücksetzen? Damit löschst du in diesem Browser deinen ganzen Übungsstand und alle geschafften Lektionen und Sterne. Das lässt sich nicht rückgängig machen.
ui-practice-unreadable = Dein gespeicherter Übungsstand ließ sich nicht lesen, deshalb fängst du beim Üben wieder von vorn an.
ui-practice-other-version = Dein gespeicherter Übungsstand stammte aus einer anderen Version ({ $version }) und wurde zurückgesetzt.
ui-practice-unknown-dropped = { $count ->
        [one] Ein gespeicherter Übungseintrag betraf etwas, das diese Version nicht kennt, deshalb wurde er weggelassen.
       *[other] { $count } gespeicherte Übungseinträge betrafen Dinge, die diese Version nicht kennt, deshalb wurden sie weggelassen.
    }
ui-practice-entries-dropped = Ein Teil deines Übungsstands ließ sich nicht lesen, deshalb fangen diese Themen wieder von vorn an. Der Rest bleibt erhalten.
ui-practice-file-unreadable = Diese Datei ist kein Übungsstand aus Check Tutor, deshalb bleibt dein Fortschritt, wie er ist.
ui-practice-file-other-version = Diese Datei ist ein Übungsstand aus einer anderen Version ({ $version }) von Check Tutor, deshalb bleibt dein Fortschritt, wie er ist.
ui-practice-file-partly-read = { $count ->
        [one] Der Übungsstand aus der Datei ist jetzt deiner. Ein Eintrag darin war nicht brauchbar und wurde weggelassen.
       *[other] Der Übungsstand aus der Datei ist jetzt deiner. { $count } Einträge darin waren nicht brauchbar und wurden weggelassen.
    }
ui-preparing-exercise = Die Aufgabe wird vorbereitet…
ui-exercise-not-set-up = Diese Aufgabe ließ sich nicht aufbauen.
ui-next-exercise = Nächste Aufgabe
ui-why-not = Warum nicht?

## Page titles, notices and errors

ui-title-home = Check Tutor: Lerne die Regeln zum Schachgebot
ui-title-editor = Stellungseditor
ui-title-lesson-link = Eine geteilte Lektion
ui-title-builder = Baukasten für Lektionen
ui-title-preview = Vorschau einer Lektion
ui-title-presenting = Eine Lektion vorführen
ui-title-lesson-step = { $title }, Schritt { $step } von { $steps }
ui-not-found = Seite nicht gefunden
ui-no-page-at = Unter „{ $path }“ gibt es keine Seite.
ui-go-to-front = Zur Startseite
ui-link-cannot-play = Diese geteilte Lektion lässt sich nicht abspielen
ui-go-to-lessons = Zu den Lektionen
ui-loading = Wird geladen
ui-loading-lessons = Die Lektionen werden geladen…

## Lessons list, links and copying

ui-manage-my-lessons = Lektionen bearbeiten, teilen, vorführen oder importieren
ui-star-key = Einen Stern gibt es für jeden Schritt, den du ohne Hinweis und ohne Fehler schaffst.
ui-continue-here = Hier weitermachen
ui-lesson-progress = { $done } von { $total } { $total ->
        [one] Schritt
       *[other] Schritten
    } geschafft, { $stars ->
        [one] 1 Stern gesammelt
       *[other] { $stars } Sterne gesammelt
    }
ui-lesson-complete = ✓ geschafft
ui-questions-damaged = Die Fragen ließen sich nicht lesen: Die Datei, die die App geladen hat, ist beschädigt. Lade die Seite neu, dann wird sie noch einmal geholt.

## What happened to saved progress and lessons

ui-save-failed = Dein Fortschritt ließ sich in diesem Browser nicht speichern (sein Speicher ist voll oder ausgeschaltet). Er bleibt nur so lange erhalten, bis du diese Seite schließt: Mach etwas Platz frei oder verlass den privaten Modus, damit er gespeichert wird.
ui-storage-off = Dieser Browser lässt die Seite nichts speichern (sein Speicher ist ausgeschaltet), deshalb bleibt dein Fortschritt nur so lange erhalten, bis du diese Seite schließt. Erlaube dieser Seite, Daten zu speichern, damit er erhalten bleibt.
ui-keep-unavailable = Dieser Browser löscht deinen Fortschritt vielleicht, wenn ihm der Speicherplatz ausgeht. Im Moment ist er gespeichert.
ui-progress-unreadable = Dein gespeicherter Fortschritt ließ sich nicht lesen und wurde deshalb zurückgesetzt.
ui-progress-other-version = Dein gespeicherter Fortschritt stammte aus einer anderen Version ({ $version }) und wurde zurückgesetzt.
ui-progress-entries-dropped = Ein Teil deines gespeicherten Fortschritts ließ sich nicht lesen, deshalb fangen diese Lektionen wieder von vorn an. Der Rest bleibt erhalten.
ui-imported-unreadable = Importierte Lektionen ließen sich nicht mehr lesen und wurden deshalb entfernt.
ui-imported-removed = { $count ->
        [one] 1 importierte Lektion ließ sich nicht lesen oder hat die Prüfung nicht mehr bestanden und wurde deshalb entfernt.
       *[other] { $count } importierte Lektionen ließen sich nicht lesen oder haben die Prüfung nicht mehr bestanden und wurden deshalb entfernt.
    }
ui-imported-hidden = { $count ->
        [one] 1 importierte Lektion ließ sich nicht lesen oder hat die Prüfung nicht mehr bestanden und wird deshalb nicht angezeigt.
       *[other] { $count } importierte Lektionen ließen sich nicht lesen oder haben die Prüfung nicht mehr bestanden und werden deshalb nicht angezeigt.
    }
ui-import-not-stored = Die Lektion ließ sich in diesem Browser nicht speichern (sein Speicher ist voll oder ausgeschaltet), deshalb wurde sie nicht importiert.

## Games loaded and taken back, and a lesson's next step, as a screen reader hears them

ui-game-loaded = Partie geladen: { $white } – { $black }, { $moves ->
        [one] 1 Zug
       *[other] { $moves } Züge
    }, { $result ->
        [white] Weiß hat gewonnen (1-0)
        [black] Schwarz hat gewonnen (0-1)
        [draw] remis (1/2-1/2)
       *[none] kein Ergebnis angegeben
    }.
ui-game-loaded-unnamed = Partie geladen: { $moves ->
        [one] 1 Zug
       *[other] { $moves } Züge
    }, { $result ->
        [white] Weiß hat gewonnen (1-0)
        [black] Schwarz hat gewonnen (0-1)
        [draw] remis (1/2-1/2)
       *[none] kein Ergebnis angegeben
    }.
ui-go-on = Weiter geht es mit dem Knopf „Nächster Schritt“ unter diesem Text.

## The editor, present mode, files and links

ui-editor-move-tool = ✥ Ziehen
ui-editor-place = { $piece ->
        [wK] Weißen König aufstellen
        [wQ] Weiße Dame aufstellen
        [wR] Weißen Turm aufstellen
        [wB] Weißen Läufer aufstellen
        [wN] Weißen Springer aufstellen
        [wP] Weißen Bauern aufstellen
        [bK] Schwarzen König aufstellen
        [bQ] Schwarze Dame aufstellen
        [bR] Schwarzen Turm aufstellen
        [bB] Schwarzen Läufer aufstellen
        [bN] Schwarzen Springer aufstellen
       *[bP] Schwarzen Bauern aufstellen
    }
ui-editor-remove-tool = ⌫ Entfernen
ui-editor-board = Brett des Stellungseditors
ui-editor-pieces = Figuren
ui-editor-possible = Ist diese Stellung möglich?
ui-editor-no-verdict = Kein Urteil: Die Stellung aus dem Link ließ sich nicht laden. Bau eine Stellung auf, dann erscheint hier das Urteil.
ui-editor-starting-position = Ja: Das ist die Grundstellung.
ui-editor-no-rule-broken = Ich finde keine Regel, die verletzt ist: Soweit ich sehe, kann diese Stellung in einer Partie entstehen.
ui-editor-setup = Aufstellung
ui-editor-side-to-move = Wer am Zug ist
ui-editor-to-move = { $side ->
        [white] Weiß am Zug
       *[black] Schwarz am Zug
    }
ui-editor-castling = Rochaderechte
ui-editor-no-castling = Keine Rochade möglich: Die Könige oder Türme stehen nicht auf ihren Ausgangsfeldern.
ui-editor-castle = { $side ->
        [white] Weiß
       *[black] Schwarz
    } { $wing ->
        [kingside] O-O
       *[queenside] O-O-O
    }
ui-editor-ep = En passant:
ui-editor-ep-none = keins
ui-editor-clear = Brett leeren
ui-editor-start-position = Grundstellung
ui-editor-play-from-here = Von hier aus spielen
ui-editor-play-needs-possible = Spielen lässt sich nur eine Stellung, die in einer Partie entstehen kann
ui-editor-make-step = Daraus einen Lektionsschritt machen
ui-editor-use-in-builder = Im Baukasten verwenden
ui-editor-prompt-label = Was die Lernenden tun sollen
ui-editor-prompt-placeholder = Was sollen die Lernenden tun?
ui-editor-download-lesson = Als Lektion herunterladen (JSON)
ui-editor-saved-as = Gespeichert als { $file }. Importiere die Datei auf der Seite „Lektionen“ oder lege sie in static/lessons/ ab. Oder teile sie als Link: Er öffnet sich in jedem Browser, ohne dass etwas installiert werden muss.
ui-editor-lesson-link = Link zu dieser Lektion
ui-editor-step-json = Der Lektionsschritt als JSON
ui-editor-default-prompt = Du bist am Zug.
ui-editor-lesson-title = Meine Lektion
ui-editor-lesson-intro = Eine im Editor vorbereitete Stellung.
ui-link-position-failed = Die Stellung aus dem Link ließ sich nicht laden. { $why }
ui-present-cannot = Diese Lektion kann nicht vorgeführt werden
ui-present-no-step = „{ $title }“ hat keinen Schritt { $step }: Die Lektion hat { $steps }.
ui-present-no-lesson = In diesem Browser gibt es keine Lektion „{ $id }“.
ui-go-to-my-lessons = Zu „Meine Lektionen“
ui-present-board = Brett von Schritt { $n }: { $prompt }
ui-present-step-of = Schritt { $n } von { $total }
ui-present-end-of = { $total ->
        [one] das Ende (1 Schritt)
       *[other] das Ende ({ $total } Schritte)
    }
ui-present-right-answer = (die richtige Antwort)
ui-present-move-of = Zug { $n } von { $total }.
ui-present-watch-start = Drück →, um den ersten Zug zu spielen.
ui-present-previous = ← Zurück
ui-present-hide-answer = Antwort verbergen
ui-present-show-answer = Antwort zeigen
ui-present-next-move = Nächster Zug →
ui-present-finish = Fertig →
ui-present-next = Weiter →
ui-present-undo = ↶ Zurücknehmen
ui-present-exit = Beenden
ui-present-keys = Tasten: ← und → (oder Bild auf und Bild ab) gehen zurück und weiter, in einem Schritt zum Zuschauen Zug für Zug; ↑ und ↓ scrollen den Text; A zeigt die Antwort; U nimmt einen auf dem Brett ausprobierten Zug zurück; Esc beendet die Vorführung.
ui-present-the-end = Das Ende der Lektion
ui-present-what-we-learned = Das haben wir gelernt
ui-present-last-step = ← Letzter Schritt
ui-present-the-moves = { $count ->
        [one] Der Zug:
       *[other] Jeder dieser Züge:
    }
ui-present-right-marked = Die richtige Antwort ist oben markiert.
ui-present-demo-refused = Dieser Zug ist hier nicht erlaubt. Zeig die Antwort, um zu erfahren, warum.
ui-present-demo-played = Der Zug ist gespielt. Zeig die Antwort, um zu erfahren, was er bewirkt.
ui-teacher-tools-opening = Die Werkzeuge für Lehrkräfte werden geöffnet
ui-teacher-tools-failed = Die Werkzeuge für Lehrkräfte haben sich nicht geöffnet
ui-teacher-tools-failed-why = Sie ließen sich auf dieser Seite nicht starten. Lade die Seite neu, um es noch einmal zu versuchen.
ui-loading-ellipsis = Wird geladen…
ui-lessons-still-loading = Die Lektionen werden noch geladen: Versuch es gleich noch einmal.
ui-lesson-needs-title = Eine Lektion braucht einen Titel: Gib einen ein oder drück auf „Abbrechen“.
ui-lesson-gone = Diese Lektion ist nicht mehr da.
ui-file-too-big = Die Datei ist { $size } KB groß; eine Lektionsdatei darf höchstens { $most } KB groß sein.
ui-file-unreadable = Die Datei ließ sich nicht lesen.
ui-file-not-text = Diese Datei ist kein Text (vielleicht ein Bild oder eine komprimierte Datei), also kann sie keine Lektion sein. Wähle eine Lektionsdatei; ihr Name endet auf .json.
ui-lesson-file-empty = Diese Datei ist leer.
ui-lesson-cut-short = Diese Lektion ist abgeschnitten: Ihr Ende fehlt. Lade die Datei noch einmal herunter oder kopiere den Link noch einmal.
ui-not-a-lesson = Das ist keine Lektion: Eine Lektion ist eine JSON-Datei, wie der Baukasten sie herunterlädt.
ui-lesson-damaged = Diese Lektion ist beschädigt{ $step ->
        [0] { "" }
       *[other] { " " }in Schritt { $step }
    }: { $problem ->
        [id] Es fehlt der Kurzname, den der Baukasten jeder Lektion gibt
        [title] Es fehlt der Titel
        [intro] Es fehlt die Einführung
        [steps] Es fehlen die Schritte
        [fen] Es fehlt die Stellung
        [prompt] Es fehlt die Aufgabe für die Lernenden
        [question] Es fehlt die Frage
        [answers] Es fehlen die Antworten zur Auswahl
        [goal] Es steht nicht da, was die Lernenden tun sollen
        [moves] Es fehlen die Züge
        [missing] Es fehlt ein Teil, den jede Lektion braucht
        [unknown] Es gibt ein Feld, das diese App nicht kennt, „{ $detail }“ (ein Tippfehler?)
        [unreadable] Nicht lesbar: { $detail }
       *[other] Das ist nicht das Format einer Lektion
    }.
ui-lesson-not-found = Es gibt keine Lektion namens „{ $id }“. Vielleicht wurde sie umbenannt: Wähle sie in der Liste der Lektionen aus.
ui-lesson-no-step = Diese Lektion hat { $steps ->
        [one] einen Schritt
       *[other] { $steps } Schritte
    }, also gibt es keinen Schritt { $step }.
ui-lesson-step-fen = In Schritt { $step } dieser Lektion steht eine Stellung, die sich nicht lesen lässt. { $why }
ui-link-no-lesson = Der Link enthält keine Lektion.
ui-link-compressed = Dieser Link enthält eine komprimierte Lektion, die diese Version nicht öffnen kann. Lass dir den einfachen Link schicken.
ui-link-too-big = Dieser Link enthält eine Lektion von etwa { $size } KB; eine geteilte Lektion darf wie eine Lektionsdatei höchstens { $most } KB groß sein. Lass dir die Lektion stattdessen als Datei schicken.
ui-link-lesson-damaged = Die Lektion in diesem Link ist beschädigt: Ein Teil fehlt oder wurde verändert. Lass dir den Link noch einmal schicken.
ui-link-lesson-unreadable = Die Lektion in diesem Link ist beschädigt: Ihr Text lässt sich nicht lesen. Lass dir den Link noch einmal schicken.

## The lesson builder and My lessons

ui-builder-lead = Erstelle eine Lektion Schritt für Schritt. Das Programm prüft jeden Schritt, während du ihn schreibst; sobald nichts mehr falsch ist, teilst du sie als Link oder als Datei.
ui-builder-link-fen-unusable = Die Stellung aus dem Link lässt sich nicht verwenden. { $why }
ui-builder-draft-unreadable = Die Lektion, die im Baukasten war, ließ sich nicht mehr lesen, deshalb beginnt der Baukasten eine neue. Ihr Text bleibt aufbewahrt, bis du ihn verwirfst: Lade ihn herunter, um ihn von Hand zu reparieren.
ui-builder-draft-download = Den alten Text herunterladen
ui-builder-draft-let-go = Verwerfen
ui-builder-draft-not-kept = Der Entwurf ließ sich in diesem Browser nicht speichern (sein Speicher ist voll oder ausgeschaltet): Lade ihn herunter, bevor du die Seite verlässt.
ui-builder-start-over-question = Eine neue Lektion beginnen? Was jetzt im Baukasten ist, geht verloren, wenn du es nicht gespeichert, heruntergeladen oder geteilt hast.
ui-builder-editing = Du bearbeitest deine Lektion „{ $id }“: Beim Speichern wird sie ersetzt.
ui-builder-start-over-instead = Stattdessen eine neue Lektion beginnen
ui-builder-start-over = Eine neue Lektion beginnen
ui-builder-lesson-title = Titel
ui-builder-intro = Einleitung
ui-builder-intro-placeholder = Was diese Lektion lehrt, in ein oder zwei Sätzen (steht in der Liste der Lektionen)
ui-builder-summary = Was sie gelehrt hat, am Ende gezeigt (ein Punkt pro Zeile, freiwillig)
ui-builder-steps = Schritte ({ $n })
ui-builder-step-summary = { $n }. { $kind ->
        [play] Spielen
        [watch] Zuschauen
       *[choose] Frage
    }: { $text }
ui-builder-step-up = Schritt { $n } nach oben schieben
ui-builder-step-down = Schritt { $n } nach unten schieben
ui-builder-step-duplicate = Schritt { $n } duplizieren
ui-builder-step-delete = Schritt { $n } löschen
ui-builder-duplicate = Duplizieren
ui-builder-delete = Löschen
ui-builder-add-play = + Schritt zum Spielen
ui-builder-add-choose = + Frage
ui-builder-add-watch = + Schritt zum Zuschauen
ui-builder-problems = { $count ->
        [0] Das Programm findet an dieser Lektion nichts auszusetzen.
        [one] Vor dem Teilen ist noch ein Problem zu lösen.
       *[other] Vor dem Teilen sind noch { $count } Probleme zu lösen.
    }
ui-builder-fen-offer = Der Editor hat eine Stellung geschickt, und in Schritt { $n } steckt schon deine Arbeit. Was soll mit der neuen Stellung geschehen?
ui-builder-fen-replace = Die Stellung von Schritt { $n } ersetzen (seine Züge werden gelöscht)
ui-builder-fen-add = Als neuen Schritt nach Schritt { $n } einfügen
ui-builder-fen-keep = Die Lektion so lassen, wie sie ist
ui-builder-board = Brett des Baukastens, Schritt { $n }
ui-builder-fen = Stellung (FEN)
ui-builder-to-editor = Stellung im Editor aufbauen
ui-builder-marks-note = (sein Knopf „Im Baukasten verwenden“ bringt sie zurück in diesen Schritt). Mit gedrückter rechter Maustaste ziehst du Pfeile aufs Brett, ein Rechtsklick zeichnet einen Kreis. Oder drück auf „Pfeile“ und zieh oder tipp dann, oder drück Enter auf einem Feld und dann auf einem anderen (zweimal auf demselben Feld für einen Kreis).
ui-builder-move-recorded = { $move } wurde der Zugfolge angefügt.
ui-builder-no-moves = Noch keine Züge: Spiel sie auf dem Brett (für beide Seiten).
ui-builder-take-back = Den letzten Zug zurücknehmen
ui-builder-play-prompt = Was die Lernenden tun sollen
ui-builder-goal = Ziel: Der Zug der Lernenden soll
ui-builder-solution = Lösung: die Züge der Lernenden und die Antworten, die für die andere Seite gespielt werden
ui-builder-hint = Hinweis (die Idee, bevor der Zug gezeigt wird)
ui-builder-success = Wird gesagt, wenn der Schritt geschafft ist
ui-builder-watch-prompt = Was die Lernenden sehen werden
ui-builder-watch-say = Nach { $move } sagen
ui-builder-orientation = Unten auf dem Brett
ui-builder-orientation-white = Weiß
ui-builder-orientation-black = Schwarz
ui-builder-question = Die Frage
ui-builder-about = Das Programm entscheidet
ui-builder-about-status = Matt, Patt oder keins von beiden
ui-builder-about-check-kind = Kein Schach, Schach oder Doppelschach
ui-builder-about-move = Ist dieser Zug erlaubt?
ui-builder-about-valid = Könnte diese Stellung in einer Partie entstehen?
ui-builder-about-move-field = Der Zug, erlaubt oder nicht (SAN mit englischen Buchstaben wie Nc3, oder UCI wie b1c3)
ui-builder-answer = Antwort { $n }
ui-builder-engine-answer = ✓ { $value } (die Antwort des Programms)
ui-builder-answer-why-not = Warum Antwort { $n } falsch ist
ui-builder-answer-why-not-placeholder = Warum nicht? (wird gesagt, wenn sie gewählt wird)
ui-builder-answer-remove = Antwort { $n } entfernen
ui-builder-fill-answers = Die Antworten noch einmal vom Programm ausfüllen lassen
ui-builder-explain = Nach der richtigen Antwort gesagt
ui-builder-why-illegal = Warum ist er nicht erlaubt? Die Begründung des Programms nach der richtigen Antwort sagen
ui-goal = Ziel
ui-goal-gives-check = Schach bieten
ui-goal-gives-mate = Matt setzen
ui-goal-gets-out-of-check = Das Schach aufheben
ui-goal-captures-checker = Die schachgebende Figur schlagen
ui-goal-blocks-check = Das Schach durch Dazwischenziehen abwehren
ui-goal-moves-king = Ein Königszug sein
ui-goal-stalemates = Patt setzen
ui-goal-any-move = Irgendein erlaubter Zug sein
ui-goal-move = Ein bestimmter Zug sein
ui-goal-move-label = Der Zug (SAN oder UCI)
ui-goal-join = Verbunden mit
ui-goal-join-none = sonst nichts
ui-goal-join-and = und außerdem
ui-goal-join-or = oder aber
ui-goal-join-and-not = aber nicht
ui-goal-kept = Dieses Ziel ist weiter verschachtelt, als der Baukasten zeigen kann; es bleibt, wie es ist.
ui-goal-choose-new = Ein neues Ziel wählen
ui-builder-share = Teilen
ui-builder-not-ready = Teilen geht, sobald jedes Problem in der Liste oben gelöst ist.
ui-builder-preview = Vorschau
ui-builder-preview-from = Vorschau ab Schritt { $n }
ui-builder-download = Herunterladen (JSON)
ui-builder-save = Unter „Meine Lektionen“ speichern
ui-builder-link = Link zu dieser Lektion: Er öffnet sich in jedem Browser, ohne dass etwas installiert werden muss
ui-builder-open-link = Den Link öffnen
ui-builder-saved = Unter „Meine Lektionen“ gespeichert.
ui-builder-upload = Eine Lektionsdatei im Baukasten öffnen
ui-my-lessons-play-it = Spielen
ui-my-lessons-lead = Die Lektionen, die du erstellt, importiert oder aus einem Link übernommen hast, gespeichert in diesem Browser. Spiel sie durch, zeig sie einer Klasse, teile sie als Link oder als Datei.
ui-my-lessons-add = Eine Lektion hinzufügen
ui-my-lessons-build = Eine neue Lektion erstellen
ui-my-lessons-import = Eine Lektionsdatei importieren (.json, so wie der Baukasten sie herunterlädt). Sie wird vorher geprüft wie die mitgelieferten Lektionen.
ui-my-lessons-present-builtin = Eine mitgelieferte Lektion vorführen
ui-my-lessons-present-note = Groß angezeigt, für einen Beamer: Die Pfeiltasten wechseln den Schritt, und die Antwort erscheint, wenn du sie aufrufst.
ui-my-lessons-refused = Diese Lektion kann nicht gespeichert werden:
ui-my-lessons-go-play = Zur Seite „Spielen“
ui-my-lessons-a-game = Das ist eine Partie (PGN), keine Lektion. Um sie zu zeigen, füg sie auf der Seite „Spielen“ unter „Eine Partie im PGN-Format einfügen“ ein.
ui-my-lessons-imported = „{ $title }“ wurde importiert: Du findest die Lektion in der Liste unten.
ui-my-lessons-kept = „{ $title }“ wurde unter „Meine Lektionen“ gespeichert: Du findest die Lektion in der Liste unten.
ui-my-lessons-already-here = „{ $title }“ ist schon genau so unter „Meine Lektionen“.
ui-my-lessons-copy-title = { $title } (Kopie)
ui-my-lessons-same-title = „{ $kept }“ ist schon unter „Meine Lektionen“, mit anderen Schritten oder Worten als diese. Ersetzen oder beide behalten (diese als „{ $copy }“)?
ui-my-lessons-other-version = „{ $title }“ ist eine andere Fassung von „{ $kept }“, die schon unter „Meine Lektionen“ ist. „{ $kept }“ durch sie ersetzen oder beide behalten?
ui-my-lessons-replace = Ersetzen
ui-my-lessons-keep-both = Beide behalten
ui-my-lessons-none = Noch keine Lektionen. Erstelle eine, importiere eine Lektionsdatei oder öffne den Link einer geteilten Lektion und übernimm sie.
ui-my-lessons-delete-question = „{ $title }“ und deinen Fortschritt darin löschen? Das lässt sich nicht rückgängig machen.
ui-my-lessons-download = Herunterladen
ui-my-lessons-edit = Bearbeiten
ui-my-lessons-rename = Umbenennen
ui-my-lessons-delete = Löschen
ui-my-lessons-new-title = Neuer Titel
ui-my-lessons-rename-save = Speichern
ui-my-lessons-rename-note = Die Adresse der Lektion richtet sich nach ihrem Titel: Links darauf ändern sich, und dein Fortschritt darin beginnt von vorn.

## A lesson's own verdicts

step-done = Gut gemacht!
step-held = Mit diesem Zug ist die Partie zu Ende. Drück auf „Erneut versuchen“, um ab der Stellung davor weiterzuspielen.
watched-all = Das war der letzte Zug. Mach weiter, wenn du so weit bist.
wrong-answer = Nicht ganz. Schau noch einmal genau hin und versuch eine andere Antwort.
right-answer = Richtig!
reply-played = Gut. Die Antwort: { $played } Jetzt bist du am Zug.
lesson-finished = Du hast die Lektion „{ $title }“ geschafft! Such dir eine andere Lektion aus, wenn du so weit bist.
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

## The game against the computer

resigned = Du hast aufgegeben, also gewinnt { $winner-name } diese Partie. Drück auf „Neue Partie“, wenn du noch einmal spielen willst.
draw-claimed = { $by ->
        [you] Du hast Remis reklamiert: { $rule ->
            [fifty] Beide Seiten haben 50 Züge lang weder geschlagen noch einen Bauern gezogen.
           *[repetition] Diese Stellung stand jetzt schon dreimal auf dem Brett.
        }
       *[computer] Der Computer hat Remis reklamiert: { $rule ->
            [fifty] Beide Seiten haben 50 Züge lang weder geschlagen noch einen Bauern gezogen.
           *[repetition] Diese Stellung stand jetzt schon dreimal auf dem Brett.
        }
    }
out-of-check = { $way ->
        [king] Dein König ist nach { $to } aus dem Schach gezogen. Dort greift ihn nichts an.
        [capture] { $piece-dein-nom-start-short } hat { $checker-def-acc } geschlagen, also genau die Figur, die Schach gegeben hat. Damit ist das Schach vorbei.
       *[block] { $piece-dein-nom-start-short } steht jetzt auf { $to }, zwischen { $checker-def-dat } und deinem König. Damit ist das Schach abgewehrt.
    }
hint = { $way ->
        [king] Probier mal, den König von { $from } nach { $to } zu ziehen ({ $san }): So zieht er aus dem Schach auf ein Feld, das keine Figur angreift.
        [capture] Probier mal, { $checker-def-acc } mit { $piece-def-dat-short } von { $from } zu schlagen ({ $san }): Damit ist das Schach abgewehrt.
        [block] Probier mal, { $piece-def-acc-short } von { $from } nach { $to } zu ziehen ({ $san }): { $piece-pron-nom-start } steht dann dazwischen, und { $checker-def-nom } erreicht deinen König nicht mehr.
       *[none] { $gain ->
            [mate] Probier mal, { $piece-def-acc-short } von { $from } nach { $to } zu ziehen ({ $san }): Das ist Schachmatt!
            [promotes] Probier mal, den Bauern von { $from } nach { $to } zu ziehen ({ $san }): Dort wird er { $promoted-zu-dat }.
            [free] Probier mal, { $taken-def-acc } mit { $piece-def-dat-short } von { $from } zu schlagen ({ $san }): Nichts deckt { $taken-pron-acc }, du gewinnst { $taken-pron-acc } also umsonst.
            [worth] Probier mal, { $taken-def-acc } mit { $piece-def-dat-short } von { $from } zu schlagen ({ $san }): Du schlägst eine Figur, die mehr wert ist als deine.
            [takes] Probier mal, { $taken-def-acc } mit { $piece-def-dat-short } von { $from } zu schlagen ({ $san }).
            [check] Probier mal, { $piece-def-acc-short } von { $from } nach { $to } zu ziehen ({ $san }): Damit bietest du Schach, und der Computer muss es abwehren.
            [castles] Probier mal zu rochieren ({ $san }): Dein König steht dann sicherer, und dein Turm kommt ins Spiel.
            [rescues] Probier mal, { $piece-def-acc-short } von { $from } nach { $to } zu ziehen ({ $san }): Auf { $from } wird { $piece-pron-nom } angegriffen, auf { $to } greift { $piece-pron-acc } nichts an.
           *[safe] Probier mal, { $piece-def-acc-short } von { $from } nach { $to } zu ziehen ({ $san }): { $piece-pron-nom-start } darf dorthin, und dein König bleibt sicher.
        }
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
ui-hint = Hinweis
ui-try-again = Erneut versuchen
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
ui-claim-draw = Remis reklamieren
ui-claim-draw-ask = Diese Partie remis beenden?
ui-claim-draw-ask-move = { $rule ->
        [fifty] { $move } spielen und die Partie remis beenden? Mit diesem Zug hat jede Seite fünfzig Züge ohne Schlagen und ohne Bauernzug gespielt.
       *[repetition] { $move } spielen und die Partie remis beenden? Mit diesem Zug steht dieselbe Stellung zum dritten Mal auf dem Brett.
    }
ui-claim-draw-yes = Ja, remis
ui-resign = Aufgeben
ui-stop-computer = Computer anhalten
ui-stop-computer-ask = Computer anhalten? Dann ziehst du ab hier selbst für beide Seiten.
ui-stop-computer-yes = Ja, anhalten
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

## A typed move that could not be read

typed-unreadable = „{ $text }“ ist kein Zug. Schreib einen Zug wie e4, Sf3, O-O oder e2e4.
typed-no-piece = „{ $text }“: { $role ->
        [king] Dein König kann { $to } nicht mit einem Zug erreichen.
        [queen] Du hast keine Dame, die nach { $to } ziehen kann.
       *[other] Du hast keinen { $role-obl }, der nach { $to } ziehen kann.
    }
typed-ambiguous = „{ $text }“: Mehr als { $role ->
        [queen] eine Dame
       *[other] ein { $role-name }
    } kann nach { $to } ziehen. Schreib dazu, von welcher Linie oder Reihe { $role ->
        [queen] sie
       *[other] er
    } kommt, zum Beispiel { $first } oder { $second }.
typed-other-piece = In der { $notation ->
        [es] spanischen
        [de] deutschen
        [fr] französischen
        [ru] russischen
       *[en] englischen
    } Notation ist { $letter } { $role ->
        [queen] die Dame
       *[other] der { $role-name }
    }, und { $pieces-count ->
        [one] { $pieces-dein-nom } kann nicht nach { $to } ziehen
       *[other] du hast { $role ->
            [queen] keine Dame, die
           *[other] keinen { $role-obl }, der
        } nach { $to } ziehen kann
    }. Für { $other-def-acc } schreibst du { $instead }.

## Forms only the pages use

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
piece-def-acc-short = { $role ->
        [queen] die
       *[other] den
    } { role-obl }
piece-def-dat-short = { $role ->
        [queen] der
       *[other] dem
    } { role-obl }
piece-dein-nom = { $role ->
        [queen] deine
       *[other] dein
    } { role-name } auf { $square }
piece-dein-nom-start-short = { $role ->
        [queen] Deine
       *[other] Dein
    } { role-name }
piece-pron-nom-start = { $role ->
        [queen] Sie
       *[other] Er
    }
role-counted = { $count ->
        [1] { role-ein-acc }
       *[other] { $count } { role-plural }
    }
piece-kinds-def-nom = { $sides ->
        [one] { $count ->
            [1] { $role ->
                [queen] die
               *[other] der
            } { role-name }
           *[other] die { role-plural }
        }
       *[both] { $count ->
            [1] { $role ->
                [queen] die
               *[other] der
            } { $colour ->
                [white] weiße
               *[black] schwarze
            } { role-name }
           *[other] die { $colour ->
                [white] weißen
               *[black] schwarzen
            } { role-plural }
        }
    } auf { $squares }
piece-kinds-def-nom-start = { $sides ->
        [one] { $count ->
            [1] { $role ->
                [queen] Die
               *[other] Der
            } { role-name }
           *[other] Die { role-plural }
        }
       *[both] { $count ->
            [1] { $role ->
                [queen] Die
               *[other] Der
            } { $colour ->
                [white] weiße
               *[black] schwarze
            } { role-name }
           *[other] Die { $colour ->
                [white] weißen
               *[black] schwarzen
            } { role-plural }
        }
    } auf { $squares }
piece-kinds-col-nom = { $count ->
        [1] { $role ->
            [queen] die
           *[other] der
        } { $colour ->
            [white] weiße
           *[black] schwarze
        } { role-name }
       *[other] die { $colour ->
            [white] weißen
           *[black] schwarzen
        } { role-plural }
    } auf { $squares }
piece-kinds-col-nom-start = { $count ->
        [1] { $role ->
            [queen] Die
           *[other] Der
        } { $colour ->
            [white] weiße
           *[black] schwarze
        } { role-name }
       *[other] Die { $colour ->
            [white] weißen
           *[black] schwarzen
        } { role-plural }
    } auf { $squares }

## Arbeitsblätter (eine Seite für Lehrkräfte): die Fragen einer Lektion oder Übungsaufgaben zum Ausdrucken.
ui-title-worksheet = Arbeitsblatt
ui-worksheet-link = Arbeitsblatt drucken
ui-worksheet-heading = Arbeitsblatt: { $title }
ui-worksheet-intro = Druck es für deine Klasse aus: zuerst die Aufgaben, dann die Lösungen auf einer eigenen Seite. Die Diagramme werden auch dann gedruckt, wenn der Browser Hintergrundgrafiken weglässt.
ui-worksheet-count = Anzahl der Aufgaben:
ui-worksheet-new = Neue Aufgaben
ui-worksheet-teacher-name = Name der Lehrkraft (optional):
ui-worksheet-with-key = Lösungen auf einer eigenen Seite
ui-worksheet-print = Drucken
ui-worksheet-back = Zurück
ui-worksheet-empty = Diese Lektion zeigt nur Züge: Sie hat keine Frage zum Ausdrucken.
ui-worksheet-sheet = Das Arbeitsblatt, wie es gedruckt wird
ui-worksheet-teacher = Lehrkraft: { $name }
ui-worksheet-pupil-line = Name: ______________________   Datum: ____________
ui-worksheet-answer-line = Antwort: ______________________________
ui-worksheet-key-title = Lösungen: { $title }
ui-worksheet-cannot = Kein Arbeitsblatt
ui-worksheet-no-kind = Es gibt kein Übungsthema namens „{ $kind }“.
ui-worksheet-kind = { $kind ->
        [checkers] Welche Figuren geben Schach?
        [escapes] Auswege aus dem Schach
        [verdict] Schachmatt, Patt oder weder noch?
        [legal] Ist dieser Zug erlaubt?
       *[possible] Kann diese Stellung entstehen?
    }
ui-worksheet-why-not = Wenn nicht, schreib auf, warum.
ui-worksheet-prompt-checkers = Welche Figuren geben Schach? Kreise jede davon ein.
ui-worksheet-prompt-escapes = Der König steht im Schach. Schreib alle Züge auf, die das Schach abwehren.
ui-worksheet-prompt-possible = Kann diese Stellung in einer Partie entstehen? Wenn nicht, schreib auf, warum.
ui-worksheet-choice = { $code ->
        [checkmate] Schachmatt
        [stalemate] Patt
        [neither] Weder noch
        [legal] Erlaubt
        [illegal] Nicht erlaubt
        [possible] Sie kann entstehen
       *[impossible] Sie kann nie entstehen
    }
ui-worksheet-moves = { $count ->
        [0] Kein Zug schafft das.
        [one] Der Zug: { $moves }
       *[other] { $count } Züge: { $moves }
    }
ui-worksheet-no-answer = Die Antwort lässt sich aus dieser Stellung nicht ermitteln.
ui-diagram-download = Das Brett als Diagramm herunterladen
ui-diagram-svg = Diagramm (SVG)
ui-diagram-png = Diagramm (PNG)
ui-worksheet-turn = { $side ->
        [white] Weiß ist am Zug.
       *[black] Schwarz ist am Zug.
    }
ui-worksheet-any-move = { $count ->
        [one] Der Zug: { $moves }
       *[other] Jeder dieser { $count } Züge ist richtig: { $moves }
    }
ui-worksheet-castling = { $side ->
        [white] { $wing ->
            [both] Weiß darf noch nach beiden Seiten rochieren.
            [kingside] Weiß darf noch kurz rochieren.
           *[queenside] Weiß darf noch lang rochieren.
        }
       *[black] { $wing ->
            [both] Schwarz darf noch nach beiden Seiten rochieren.
            [kingside] Schwarz darf noch kurz rochieren.
           *[queenside] Schwarz darf noch lang rochieren.
        }
    }
ui-worksheet-more-line = ______________________________

## The move list of a very long game

ui-earlier-moves = … { $n ->
        [one] 1 früherer Zug
       *[other] { $n } frühere Züge
    }

## The position read aloud (the board's W key)

board-side-pieces = { $side ->
        [white] Weiße Figuren
       *[black] Schwarze Figuren
    }: { $pieces }.

## Screen-reader fixes: M on the "legal?" arrow, picks put back, tried answers, finished steps, moves taken back in a lesson

ui-ask-arrow-start = { $square }, { $piece }: Hier beginnt der Zug, nach dem gefragt wird. Sobald du geantwortet hast, sagt dir M, wohin diese Figur ziehen kann.
ui-ask-arrow-end = { $square }, leer: Hier endet der Zug, nach dem gefragt wird. Sobald du geantwortet hast, sagt dir M, welche Figuren hierhin ziehen können.
ui-unpicked = { $count ->
        [0] Abgewählt: { $square }. Ausgewählt: noch nichts
       *[other] Abgewählt: { $square }. Ausgewählt: { $squares }
    }
ui-tried-not-right = (schon versucht, nicht richtig)
ui-step-done = Schritt { $n }, geschafft
ui-step-started-again = Züge zurückgenommen: Der Schritt beginnt wieder bei seiner Anfangsstellung.

## Das Brett nach Reihen, Linien und Figurenarten gelesen, und seine Markierungen, für Screenreader (src/tutor/board_words.rs)
# Formen: piece-col-nom „weißer Bauer auf e4“ (ohne Artikel, klein); arrow-listed „von a1 nach a8
# in Gelb“ und circle-listed „d4 in Rot“ ($colour: green, red, blue, yellow oder none, wenn unbekannt).

board-reading-keys = W: die ganze Stellung. X: diese Reihe. Y: diese Linie. L: alle Figuren dieser Art.
board-rank = { $pieces-count ->
        [0] Reihe { $rank } ist leer.
       *[other] Reihe { $rank }: { $pieces-col-nom }.
    }
board-file = { $pieces-count ->
        [0] Die { $file }-Linie ist leer.
       *[other] Die { $file }-Linie: { $pieces-col-nom }.
    }
board-kind = { $white-count ->
        [0] { $black-count ->
            [0] Auf dem Brett stehen keine { $role-plural }.
           *[other] { $role-plural }. Weiß: keine. Schwarz: { $black }.
        }
       *[other] { $role-plural }. Weiß: { $white }. Schwarz: { $black-count ->
            [0] keine
           *[other] { $black }
        }.
    }
board-arrows = { $arrows-count ->
        [one] Pfeil: { $arrows-listed }.
       *[other] Pfeile: { $arrows-listed }.
    }
board-circles = { $circles-count ->
        [one] Kreis: { $circles-listed }.
       *[other] Kreise: { $circles-listed }.
    }
board-mark-arrow-to = { $colour ->
        [green] grüner Pfeil
        [red] roter Pfeil
        [blue] blauer Pfeil
        [yellow] gelber Pfeil
       *[none] Pfeil
    } nach { $to }
board-mark-arrow-from = { $colour ->
        [green] grüner Pfeil
        [red] roter Pfeil
        [blue] blauer Pfeil
        [yellow] gelber Pfeil
       *[none] Pfeil
    } von { $from }
board-mark-circle = { $colour ->
        [green] grüner Kreis
        [red] roter Kreis
        [blue] blauer Kreis
        [yellow] gelber Kreis
       *[none] Kreis
    }
piece-col-nom = { $colour ->
        [white] { $role ->
            [queen] weiße
           *[other] weißer
        }
       *[black] { $role ->
            [queen] schwarze
           *[other] schwarzer
        }
    } { role-name } auf { $square }
arrow-listed = von { $from } nach { $to }{ $colour ->
        [green] { " " }in Grün
        [red] { " " }in Rot
        [blue] { " " }in Blau
        [yellow] { " " }in Gelb
       *[none] { "" }
    }
circle-listed = { $square }{ $colour ->
        [green] { " " }in Grün
        [red] { " " }in Rot
        [blue] { " " }in Blau
        [yellow] { " " }in Gelb
       *[none] { "" }
    }

## Practice: a king picked as a piece giving check (issue 43)
practice-king-never-checks = Ein König gibt nie Schach: Die beiden Könige dürfen nie nebeneinander stehen.

## Practice: why a reason does not stop the move (a wrong "Why not?"), and why a legal move the learner called illegal is allowed, said from the move (issue 43)
practice-miss = { $miss ->
        [king-itself] Hier zieht dein König selbst. Nur eine Figur, die zwischen ihrem König und einer gegnerischen Figur steht, kann gefesselt sein oder diese Figur zum König durchlassen.
        [along-pin] { $mover-dein-nom-start } ist { $by-von-def-dat } gefesselt, zieht aber entlang der Fesselungslinie und schirmt so deinen König weiter ab.
        [not-pinned] { $mover-dein-nom-start } ist nicht gefesselt: Kein gegnerischer Turm, Läufer und keine gegnerische Dame steht in einer Linie mit dieser Figur und deinem König.
        [opens-nothing] Der Zug mit { $mover-dein-dat } lässt keine gegnerische Figur an deinen König heran.
        [not-king] Hier zieht { $mover-def-nom }, nicht dein König: Diese Regel gilt nur für die Züge des Königs.
        [safe-square] Keine gegnerische Figur greift { $to } an.
        [only-king-near] Außer dem anderen König auf { $at } erreicht keine gegnerische Figur { $to }.
        [not-beside] Das Feld { $to } liegt nicht neben dem anderen König, der auf { $at } steht.
        [no-check] Dein König steht nicht im Schach.
        [steps-away] Dein König zieht aus dem Schach: Die Figur, die Schach gibt, erreicht { $to } nicht.
        [takes-checker] Der Zug schlägt { $by-def-acc }, die Figur, die Schach gibt.
        [blocks] Mit diesem Zug ziehst du auf { $to }, zwischen deinen König und { $by-def-acc }: So blockst du das Schach.
        [king-moves] Hier zieht dein König, und im Doppelschach ist der König die einzige Figur, die ziehen darf.
        [single-check] Nur { $by-def-nom } gibt Schach, also ist es kein Doppelschach.
        [not-castling] Dieser Zug ist keine Rochade.
        [crossing-safe] Keine gegnerische Figur greift das Feld an, über das der König zieht.
        [landing-safe] Keine gegnerische Figur greift { $at } an, wo der König landet.
        [rights-kept] Weder dein König noch dieser Turm hat bisher gezogen.
        [castle-path-clear] Zwischen König und Turm steht nichts.
        [not-en-passant] Dieser Zug ist kein Schlagen en passant.
        [jumps] Ein Springer springt über Figuren: Nichts kann ihm den Weg versperren.
        [path-clear] Zwischen { $from } und { $to } steht nichts.
       *[shape-ok] { $mover-dein-nom-start } darf nach { $to } ziehen: So zieht { $mover-pron-nom }.
    }

## Berührt – geführt (die Lektionen dazu)

touched-must-move = Du hast { $piece-dein-acc } berührt: Nach der Regel „berührt – geführt“ musst du { $piece-pron-acc } jetzt ziehen ({ $moves ->
        [one] { $moves } regelgemäßer Zug
       *[other] { $moves } regelgemäße Züge
    }).
touched-no-consequence = Du hast { $piece-dein-acc } berührt, aber { $piece-pron-nom } hat keinen regelgemäßen Zug. Das Berühren hat also keine Folgen: Spiel einfach einen anderen Zug.
king-move-owed = Der regelwidrige Königszug wird zurückgenommen. Weil du deinen König auf { $king } berührt hast, musst du einen anderen Königszug spielen.
no-king-move-owed = Der regelwidrige Königszug wird zurückgenommen. Dein König auf { $king } hat keinen regelgemäßen Zug, also darfst du einen beliebigen anderen Zug spielen.

## Der Tipp einer Lektion (sein Zug)

hint-move = Probier mal, { $role-def-acc } von { $from } nach { $to } zu ziehen ({ $san }).

## Live-Unterricht (src/ui/live): das Feld der Lehrkraft im Vorführmodus und die Seite der Lernenden
## (#/join). Die Lernenden sind oft Kinder: kurze, freundliche Worte.

ui-live-title = Live-Unterricht
ui-live-start = Live-Unterricht starten
ui-live-starting = Der Unterricht wird gestartet…
ui-live-try-again = Erneut versuchen
ui-live-joined = { $n ->
        [0] Noch ist niemand dabei.
        [one] 1 Person ist dabei.
       *[other] { $n } Personen sind dabei.
    }
ui-live-join-at = Die Lernenden scannen den QR-Code oder öffnen Check Tutor, drücken auf „Beim Unterricht mitmachen“ und geben diesen Code ein:
ui-live-join-link = Link zum Mitmachen (zum Teilen)
ui-live-qr = QR-Code des Links zum Mitmachen
ui-live-answered = { $pupils ->
        [one] Geantwortet: { $answered } von 1. Richtig: { $right }.
       *[other] Geantwortet: { $answered } von { $pupils }. Richtig: { $right }.
    }
ui-live-common-wrong = { $n ->
        [one] Häufigste falsche Antwort: { $answer } (1 Person)
       *[other] Häufigste falsche Antwort: { $answer } ({ $n } Personen)
    }
ui-live-waiting = { $n ->
        [one] Denkt noch nach: { $names }
       *[other] Denken noch nach ({ $n }): { $names }
    }
ui-live-pupil-n = Person { $n }
ui-live-results = Ergebnisse herunterladen (CSV)
ui-live-csv-pupil = Name
ui-live-csv-right-count = Richtige Antworten
ui-live-csv-right = richtig
ui-live-csv-wrong = falsch
ui-live-end = Unterricht beenden
ui-live-ended-teacher = Der Unterricht ist beendet. Die Namen der Lernenden sind vom Server gelöscht; die Ergebnisse bleiben hier, bis du diese Seite verlässt.
ui-live-connected = Verbunden
ui-live-reconnecting = Die Verbindung ist abgebrochen. Neuer Versuch…
ui-live-closed = Nicht verbunden. Lade die Seite neu, um wieder mitzumachen.
ui-live-error-config = Für diese Website ist kein Live-Unterricht eingerichtet (ihre Datei live.json fehlt oder ist fehlerhaft).
ui-live-error-broker = Der Server für den Unterricht ist nicht erreichbar. Schau nach, ob du mit dem Internet verbunden bist, und versuch es noch einmal.
ui-live-error-no-class = Zu diesem Code gibt es keinen Unterricht. Frag noch einmal nach dem richtigen Code.
ui-live-error-crypto = Mit diesem Browser kannst du beim Live-Unterricht nicht mitmachen. Probier eine aktuelle Version von Chrome, Edge, Firefox oder Safari.
ui-live-error-load = Der Live-Unterricht konnte nicht geladen werden. Schau nach, ob du mit dem Internet verbunden bist, und versuch es noch einmal.
ui-live-error-lesson = Die Lektion für diesen Unterricht ließ sich auf diesem Gerät nicht öffnen.
ui-live-join-title = Beim Unterricht mitmachen
ui-live-joining = Du kommst gleich dazu…
ui-live-code-label = Code
ui-live-join = Mitmachen
ui-live-your-name = Dein Vorname:
ui-live-name-hint = freiwillig
ui-live-wait-start = Du bist dabei! Warte, bis der Unterricht beginnt.
ui-live-wait = Geschafft! Warte auf den nächsten Schritt.
ui-live-ended = Der Unterricht ist vorbei. Gut gemacht! Die Schritte, die du geschafft hast, bleiben in deinem Fortschritt gespeichert.
ui-live-you-right = Deine Antwort war richtig!
ui-live-you-wrong = Deine Antwort war diesmal nicht richtig. Hier ist die richtige Antwort:
ui-live-right-answer = Die richtige Antwort: { $answer }
ui-live-code-is = Code: { $code }
ui-live-unsent = Dieser Schritt kam nicht bei der Klasse an: Der Server hat ihn abgelehnt oder war nicht erreichbar. Eine eigene Lektion muss kleiner als etwa 40 KB sein, damit sie gesendet werden kann.
