# What the tutor says about moves, checks, mate and stalemate, in Spanish (tú form, for
# children). Rust passes facts; how a fact is said is a form below (src/tutor/catalog/mod.rs):
# $mover-your-start is this file's piece-your-start told the mover's $role, $colour, $square.
#
# Forms this file adds to English's:
#   role-el, role-el-start   "el caballo", "La dama" (article agrees with the piece)
#   role-un                  "un caballo", "una torre"
#   role-gender, piece-gender  the code m or f (dama and torre are feminine); a sentence
#                            selects on it for agreement: { $mover-gender -> [f] clavada *[m] clavado }.
#                            For a list of pieces it is only meaningful when the count is one.
#   side-start               "Las blancas" (side-name is "las blancas")
#   piece-del                "del alfil de e2", "de la torre de e2"
#   piece-un                 "un caballo", "una dama" (no square)
#   piece-ese                "ese peón", "esa torre" (no square)
#   piece-colour             "blanco", "negra": the colour adjective agreeing with the piece
#   piece-whose-start        "El caballo blanco de d4"
#   piece-al-coloured        "al alfil blanco de e2", "a la torre negra de e7" (a direct object)
# A piece on a square is "el alfil de e2" (Spanish chess usage); squares stay Latin (e4).

## Pieces, sides, lines, lists

role-name = { $role ->
        [king] rey
        [queen] dama
        [rook] torre
        [bishop] alfil
        [knight] caballo
       *[pawn] peón
    }
role-start = { $role ->
        [king] Rey
        [queen] Dama
        [rook] Torre
        [bishop] Alfil
        [knight] Caballo
       *[pawn] Peón
    }
role-plural-start = { $role ->
        [king] Reyes
        [queen] Damas
        [rook] Torres
        [bishop] Alfiles
        [knight] Caballos
       *[pawn] Peones
    }
role-el = { $role ->
        [king] el rey
        [queen] la dama
        [rook] la torre
        [bishop] el alfil
        [knight] el caballo
       *[pawn] el peón
    }
role-el-start = { $role ->
        [king] El rey
        [queen] La dama
        [rook] La torre
        [bishop] El alfil
        [knight] El caballo
       *[pawn] El peón
    }
role-un = { $role ->
        [king] un rey
        [queen] una dama
        [rook] una torre
        [bishop] un alfil
        [knight] un caballo
       *[pawn] un peón
    }
role-gender = { $role ->
        [king] m
        [queen] f
        [rook] f
        [bishop] m
        [knight] m
       *[pawn] m
    }
role-moves = { $role ->
        [king] el rey se mueve una casilla en cualquier dirección (o dos cuando enroca)
        [queen] la dama se mueve por filas, columnas y diagonales
        [rook] la torre se mueve por filas y columnas
        [bishop] el alfil se mueve por diagonales
        [knight] el caballo salta en forma de L (dos casillas en una dirección y una hacia un lado)
       *[pawn] el peón avanza una casilla hacia delante (dos desde su casilla inicial) y captura una casilla en diagonal hacia delante
    }
side-name = { $side ->
        [white] las blancas
       *[black] las negras
    }
side-start = { $side ->
        [white] Las blancas
       *[black] Las negras
    }
piece-name = { role-name }
piece-un = { role-un }
piece-ese = { $role ->
        [queen] esa dama
        [rook] esa torre
       *[other] ese { role-name }
    }
piece-gender = { role-gender }
piece-colour = { $role ->
        [queen] { $colour ->
            [white] blanca
           *[black] negra
        }
        [rook] { $colour ->
            [white] blanca
           *[black] negra
        }
       *[other] { $colour ->
            [white] blanco
           *[black] negro
        }
    }
piece-the = { role-el } de { $square }
piece-the-start = { role-el-start } de { $square }
piece-del = { $role ->
        [queen] de la dama
        [rook] de la torre
       *[other] del { role-name }
    } de { $square }
piece-the-coloured = { role-el } { piece-colour } de { $square }
piece-al-coloured = { $role ->
        [queen] a la dama
        [rook] a la torre
       *[other] al { role-name }
    } { piece-colour } de { $square }
piece-your = tu { role-name } de { $square }
piece-your-start = Tu { role-name } de { $square }
piece-whose = { role-el } { piece-colour } de { $square }
piece-whose-start = { role-el-start } { piece-colour } de { $square }
line-the = { $kind ->
        [file] la columna { $file }
        [rank] la { $rank ->
            [1] primera
            [2] segunda
            [3] tercera
            [4] cuarta
            [5] quinta
            [6] sexta
            [7] séptima
           *[8] octava
        } fila
       *[diagonal] la diagonal que va de { $from } a { $to }
    }
list-pair = { $first } y { $rest }
list-more = { $first }, { $rest }
list-or-pair = { $first } o { $rest }
list-or-more = { $first }, { $rest }

## Refused moves

refused-no-piece = En { $square } no hay ninguna pieza que mover.
refused-not-your-turn = Ahora juegan { $turn-name }: { $piece-the } es de { $owner-name }.
refused-own-piece = { $mover-your-start } no puede ir a { $to }: ahí está { $target-gender ->
        [f] tu propia
       *[m] tu propio
    } { $target-name }, y nunca puedes capturar tus propias piezas.
refused-not-a-piece-move = { $mover-your-start } no puede llegar a { $to } en una sola jugada: { $role-moves }.
refused-path-blocked = { $mover-your-start } no puede llegar a { $to }: { $blocker-whose } le cierra el paso.
refused-king-into-check = Tu rey no puede ir a { $to }: { $attackers-the } { $attackers-count ->
        [one] ataca
       *[other] atacan
    } esa casilla, y el rey nunca puede meterse en jaque.
refused-king-on-check-line = Tu rey no puede ir a { $to }: seguiría en { $attackers-count ->
        [one] la línea de ataque { $attackers-del }, que llega hasta allí
       *[other] las líneas de ataque { $attackers-del }, que llegan hasta allí
    } atravesando la casilla que tu rey deja libre.
refused-kings-touch = Tu rey no puede ir a { $to }: quedaría junto al otro rey, que está en { $other }. Los reyes nunca pueden estar uno al lado del otro, porque cada uno atacaría al otro.
refused-not-out-of-check = { $checkers-the-start } { $checkers-count ->
        [one] da
       *[other] dan
    } jaque a tu rey en { $king }. { $ways ->
        [king-capture-block] Mover { $mover-your } no te saca del jaque: mueve el rey, captura la pieza que da jaque o pon una pieza en medio.
        [king-capture] Mover { $mover-your } no te saca del jaque: mueve el rey o captura la pieza que da jaque.
        [king-block] Mover { $mover-your } no te saca del jaque: mueve el rey o pon una pieza en medio.
        [capture-block] Mover { $mover-your } no te saca del jaque: captura la pieza que da jaque o pon una pieza en medio.
        [king] Mover { $mover-your } no te saca del jaque: aquí la única salida es mover el rey.
        [capture] Mover { $mover-your } no te saca del jaque: aquí la única salida es capturar la pieza que da jaque.
        [block] Mover { $mover-your } no te saca del jaque: aquí la única salida es poner una pieza en medio.
       *[none] Mover { $mover-your } no te saca del jaque, y ninguna otra jugada lo consigue: es jaque mate.
    }{ $unblockable ->
        [knight] { " " }El jaque de un caballo nunca se puede tapar.
        [adjacent] { " " }La pieza que da jaque está pegada a tu rey, así que nada puede ponerse en medio.
       *[no] { "" }
    }
refused-double-check = Jaque doble { $checkers-del }: ninguna jugada de { $mover-your } puede parar los dos jaques a la vez, ni tapando ni capturando, así que solo puede moverse el rey.
refused-pinned = { $mover-your-start } está { $mover-gender ->
        [f] clavada
       *[m] clavado
    }: si saliera de { $line-the }, { $pinner-the } atacaría a tu rey en { $king }.
refused-exposes-king = { $attackers-count ->
        [0] Mover { $mover-your } dejaría en jaque a tu rey en { $king }.
       *[other] Mover { $mover-your } abriría una línea hacia tu rey en { $king }: { $attackers-the } lo { $attackers-count ->
            [one] atacaría
           *[other] atacarían
        }.
    }
refused-en-passant-exposes = Aquí no puedes capturar al paso. { $mover-your-start } y { $captured-the-coloured } saldrían a la vez de { $line-the }, y entonces { $attacker-the } atacaría a tu rey en { $king }.
refused-castle-in-check = No puedes enrocar estando en jaque: { $checkers-the } { $checkers-count ->
        [one] ataca
       *[other] atacan
    } a tu rey. Primero tienes que salir del jaque.
refused-castle-through-check = No puedes enrocar: tu rey pasaría por { $square }, una casilla atacada por { $attackers-the }. Al enrocar, el rey no puede cruzar una casilla atacada.
refused-castle-into-check = No puedes enrocar: tu rey acabaría en { $square }, una casilla atacada por { $attackers-the }.
refused-castle-rights-lost = Ya no puedes enrocar { $wing ->
        [kingside] corto (O-O)
       *[queenside] largo (O-O-O)
    }: el rey o esa torre ya se han movido (o esa torre ya no está en el tablero).
refused-castle-path-blocked = Todavía no puedes enrocar { $wing ->
        [kingside] corto (O-O)
       *[queenside] largo (O-O-O)
    }: { $blockers-whose } { $blockers-count ->
        [one] está
       *[other] están
    } entre el rey y la torre.
refused-en-passant-gone = { $mover-your-start } no puede capturar al paso { $pawn-the }: esa captura solo se permite en la jugada justo después de que { $pawn-ese } avance dos casillas y pase a su lado.
refused-promotion-piece = Tu peón llega a { $to } y tiene que convertirse en dama, torre, alfil o caballo: elige una pieza.

## Moves played, said and hinted

played = { $castled ->
        [kingside] Enroque corto
        [queenside] Enroque largo
       *[no] { $captured ->
            [no] { $role-el-start } va a { $to }
            [en-passant] { $role-el-start } captura al paso { $taken-the }
           *[yes] { $role-el-start } captura { $taken-the }
        }{ $promotion ->
            [no] { "" }
           *[yes] { " " }y se convierte en { $promoted-name }
        }
    } ({ $san }){ $end ->
        [mate] { $check ->
            [discovered] , con jaque a la descubierta, ¡y es mate!
            [double] , con jaque doble, ¡y es mate!
           *[direct] : ¡jaque mate!
        }
        [stalemate] : ¡ahogado! La partida termina en tablas.
       *[none] { $check ->
            [direct] , con jaque.
            [discovered] , y { $checkers-the } da jaque a la descubierta.
            [double] , con jaque doble.
           *[none] .
        }
    }
move-spoken = { $castled ->
        [kingside] { $side-start } enrocan corto
        [queenside] { $side-start } enrocan largo
       *[no] { $role-start } { $role-gender ->
            [f] { $side ->
                [white] blanca
               *[black] negra
            }
           *[m] { $side ->
                [white] blanco
               *[black] negro
            }
        } de { $from } a { $to }
    }{ $captured ->
        [no] { "" }
       *[yes] , captura { $taken-whose }
    }{ $promotion ->
        [no] { "" }
       *[yes] , se convierte en { $promoted-name }
    }{ $end ->
        [mate] , jaque mate.
        [stalemate] , ahogado.
        [discovered] , jaque a la descubierta con { $checkers-the }.
        [double] , jaque doble con { $checkers-the }.
        [check] , jaque.
       *[none] .
    }
## Checks and the ways out

check-by = { $checkers-count ->
        [one] Jaque: { $checkers-whose } ataca al rey en { $king }.
       *[other] Jaque doble: { $checkers-whose } atacan a la vez al rey en { $king }.
    }
ways-out = { $all ->
        [one] La única forma de salir del jaque: { $ways-said }.
       *[other] { $named ->
            [yes] Formas de salir del jaque: { $ways-said }.
           *[no] Hay { $all } formas de salir del jaque, por ejemplo { $ways-said }.
        }
    }
way-said = { $san } ({ $role-el } { $capture ->
        [yes] captura en
       *[no] va a
    } { $to })
no-capture-nothing = Ninguna pieza puede capturar la pieza de { $square } que da jaque.
no-capture-defended = El rey no puede capturar en { $square }: { $defenders-the } { $defenders-count ->
        [one] defiende
       *[other] defienden
    } esa casilla, así que el rey se metería en jaque.
no-capture-pinned = { $pinned-count ->
        [one] { $pinned-the-start } podría capturar en { $square }, pero está { $pinned-gender ->
            [f] clavada
           *[m] clavado
        } contra el rey.
        [2] { $pinned-the-start } podrían capturar en { $square }, pero las dos piezas están clavadas contra el rey.
       *[other] { $pinned-the-start } podrían capturar en { $square }, pero todas esas piezas están clavadas contra el rey.
    }
no-capture-double = Capturar la pieza de { $square } no serviría de nada: la otra pieza seguiría dando jaque.
no-block-knight = El jaque de un caballo no se puede tapar: el caballo salta por encima de todo lo que haya en medio.
no-block-adjacent = Este jaque no se puede tapar: no hay ninguna casilla entre la pieza que da jaque y el rey.
no-block-nothing = Ninguna pieza puede ponerse en medio para tapar el jaque.
no-block-double = Un jaque doble no se puede tapar: una sola pieza no puede estar en dos líneas a la vez.

## Mate and stalemate

checkmate = Jaque mate: el rey está en jaque y no tiene ninguna jugada legal para salir. Ganan { $winner-name }.
stalemate = Ahogado: { $side-name } no están en jaque, pero no tienen ninguna jugada legal. Son tablas.
escape-covered = { $attackers-count ->
        [0] La casilla { $square } está controlada.
       *[other] La casilla { $square } está controlada por { $attackers-the }.
    }
escape-protected = { $taken-the-start } está { $taken-gender ->
        [f] protegida
       *[m] protegido
    }{ $attackers-count ->
        [0] .
       *[other] { " " }por { $attackers-the }.
    }
escape-own-piece = La casilla { $square } está ocupada por { $piece-un } del mismo color que el rey.
escape-next-to-king = La casilla { $square } está junto al otro rey.
escape-taken-next-to-king = { $taken-the-start } está junto al otro rey, así que esa captura dejaría a los dos reyes pegados.
no-moves = { $piece-whose-start } no tiene ninguna casilla adonde ir.

## Lessons and games

## La línea de estado, y una jugada cuando la partida ya ha terminado

status-line = { $status ->
        [checkmate] Jaque mate. Ganan { $winner-name }.
        [stalemate] Ahogado: { $side-name } no tienen ninguna jugada legal y no están en jaque. Tablas.
        [insufficient] Tablas: ninguno de los dos bandos tiene material suficiente para dar jaque mate.
        [seventy-five] Tablas: setenta y cinco jugadas de cada bando sin capturas ni jugadas de peón.
        [fivefold] Tablas: la misma posición se ha repetido cinco veces.
       *[ongoing] { $check ->
            [single] Juegan { $side-name }: ¡jaque!
            [double] Juegan { $side-name }: ¡jaque doble! Solo puede moverse el rey.
           *[none] Juegan { $side-name }.
        }{ $claim ->
            [repetition] { " " }Se pueden reclamar tablas: esta posición ya se ha repetido tres veces.
            [repetition-by] { " " }{ $side-start } pueden reclamar tablas si anuncian { $san } antes de jugarla: con esa jugada, la misma posición se repetiría por tercera vez.
            [fifty] { " " }Se pueden reclamar tablas: ya van cincuenta jugadas de cada bando sin capturas ni jugadas de peón.
            [fifty-by] { " " }{ $side-start } pueden reclamar tablas si anuncian { $san } antes de jugarla: con esa jugada se completarían cincuenta jugadas de cada bando sin capturas ni jugadas de peón.
           *[none] { "" }
        }
    }
game-over = { $rule ->
        [fivefold] Ya no se puede jugar: la misma posición se ha repetido cinco veces, y cuando eso pasa la partida termina en tablas en el acto, sin que nadie tenga que reclamarlas.
        [seventy-five] Ya no se puede jugar: cada bando ha hecho setenta y cinco jugadas sin capturas ni jugadas de peón, y eso termina la partida en tablas en el acto, sin que nadie tenga que reclamarlas.
        [insufficient] Ya no se puede jugar: a ninguno de los dos bandos le quedan piezas suficientes para dar jaque mate, así que la partida termina en tablas en el acto.
       *[other] Ya no se puede jugar: la partida ha terminado.
    } { $button ->
        [take-back] Pulsa «Deshacer jugada» para volver atrás y seguir jugando.
       *[undo] Pulsa «Deshacer» para volver atrás y seguir jugando.
    }

## Positions that could never arise
# Por qué una posición nunca podría darse en una partida (el editor, Jugar, la práctica,
# `tutor analyze`). $squares, $homes, $guarded son listas de casillas ($squares-or: "d4 o
# e3"). $walls-kinds-the dice las piezas agrupadas por tipo ("el alfil de c1 y los peones
# de b2 y d2") con piece-kinds-the, que recibe $role, $colour, $squares, $count (del grupo)
# y $sides (one: todas del mismo color; both: de los dos). $lost-counted cuenta piezas por
# tipo ("un peón y 2 alfiles") con role-counted, que recibe $role y $count.

# El botón del editor que quita los derechos de enroque ($castling, en letras del FEN: KQ)
# y la casilla de captura al paso ($ep) que la posición no puede tener.
# Jugar rechaza una posición así; $reasons son las frases de arriba.
# Una frase de un archivo de lección, tal como está escrita.
lesson-text = { $text }
# La nota de Jugar bajo una posición que nunca podría darse pero se puede jugar ($reasons
# son las frases de arriba), y la línea mientras se pregunta si una posición puede darse.

## Typed moves

typed-letter-is = { $then } En la notación { $notation ->
        [es] española
        [de] alemana
        [fr] francesa
        [ru] rusa
       *[en] inglesa
    }, { $letter } es { $role-el }. Para { $other-el }, escribe { $instead }.
typed-read-as = Se ha leído como { $read }. { $then }

## Las palabras de la app: la barra superior y la página Jugar

ui-skip = Saltar al contenido
ui-sections = Secciones
ui-nav-lessons = Lecciones
ui-nav-practice = Práctica
ui-nav-play = Jugar
ui-nav-progress = Progreso
ui-nav-questions = Preguntas
ui-nav-teachers = Para profesores
ui-nav-editor = Editor: prepara una posición
ui-nav-builder = Creador: haz una lección
ui-nav-my-lessons = Mis lecciones: compartir, presentar, importar
ui-sounds = Sonidos
ui-sounds-on = Sonidos activados
ui-sounds-off = Sonidos desactivados
ui-present-back = ◀ Atrás
ui-present-forward = Adelante ▶
ui-full-screen = Pantalla completa
ui-leave-present = Salir del modo presentación
ui-moves = Jugadas
ui-start = Inicio
ui-start-title = Volver al inicio de la partida
ui-undo = Deshacer
ui-redo = Rehacer
ui-end = Final
ui-end-title = Ir a la última jugada
ui-new-game = Nueva partida
ui-play-computer = Jugar contra el ordenador
ui-flip = Girar el tablero
ui-present = Presentar
ui-edit-position = Editar la posición
ui-position-and-game = Más: Presentar, Editar la posición, FEN, PGN, enlace
ui-import-game = Importar partida
ui-download-pgn = Descargar PGN
ui-move-label = Escribe una jugada (SAN o UCI)
ui-move-placeholder = Tu jugada: Cf3, exd5, O-O
ui-move-play = Jugar
ui-position = Posición
ui-load = Cargar
ui-open-in-editor = Ábrela en el editor
ui-link-to-board = Enlace a este tablero
ui-marks = Flechas y círculos
ui-marks-hint-mouse = Arrastra con el botón derecho: flecha; clic derecho: círculo (o pulsa «Flechas»)
ui-marks-hint-touch = Pulsa «Flechas» y arrastra para una flecha o toca para un círculo
ui-marks-hint-drawing = Dibujando: arrastra para una flecha, toca para un círculo; con el teclado, pulsa Intro en dos casillas (dos veces en la misma: un círculo). Pulsa «Flechas» otra vez para volver a mover piezas.
ui-draw = ✎ Flechas
ui-clear-marks = Borrar marcas

## Las lecciones, las preguntas y la portada

## Palabras con que empieza un elogio de la lección, para no decir «¡Bien hecho!» dos veces (una lista separada por ", ")

praise-openers = ¡Bien hecho, Bien hecho, ¡Muy bien, Muy bien, ¡Bien, Bien, ¡Correcto, Correcto, ¡Exacto, Exacto, ¡Perfecto, Perfecto, ¡Excelente, Excelente, ¡Genial, Genial, ¡Bravo, Bravo, ¡Sí, Sí, ¡Eso es, Eso es
praise-cries = ¡Jaque mate, ¡Mate, ¡Jaque, ¡Ahogado, Jaque mate, Mate, Jaque, Ahogado

## La partida contra el ordenador

## Títulos de página, avisos y errores

ui-title = { $page } – Check Tutor
ui-link-damaged = Este enlace está dañado: una parte no se ha podido leer, así que no se puede mostrar exactamente lo que indicaba. Pide el enlace otra vez.
ui-update-ready = Hay una versión nueva disponible
ui-reload = Recargar

## El tablero, para lectores de pantalla: una casilla se llama «e4, peón blanco, jugada legal»

ui-board = Tablero de ajedrez
# Las teclas son K, Q, R, B, N y P en todos los idiomas (las letras inglesas de las piezas).
ui-board-keys = Las flechas del teclado te llevan de una casilla a otra. Intro levanta una pieza y luego la suelta; Escape la devuelve a su sitio. M dice adónde puede ir una pieza, o por qué no puede moverse. Las teclas K, Q, R, B, N y P (las letras de las piezas en inglés: rey, dama, torre, alfil, caballo y peón) saltan a las piezas de la parte de abajo del tablero, y con Mayús a las de arriba; las teclas del 1 al 8 saltan a esa fila. En el modo de dibujo, Intro en una casilla y luego en otra dibuja una flecha; dos veces en la misma casilla, un círculo.
ui-file = columna { $file }
ui-rank = fila { $rank }
ui-square-empty = vacía
ui-piece-wK = rey blanco
ui-piece-wQ = dama blanca
ui-piece-wR = torre blanca
ui-piece-wB = alfil blanco
ui-piece-wN = caballo blanco
ui-piece-wP = peón blanco
ui-piece-bK = rey negro
ui-piece-bQ = dama negra
ui-piece-bR = torre negra
ui-piece-bB = alfil negro
ui-piece-bN = caballo negro
ui-piece-bP = peón negro
ui-state-selected = pieza elegida
ui-state-dest = jugada legal
ui-state-capture = se puede capturar
ui-state-in-check = en jaque
ui-state-checker = da jaque
ui-state-pinned = pieza clavada
ui-state-pinner = clava una pieza
ui-state-attacker = controla la casilla
ui-state-blocker = cierra el paso
ui-state-last-move = última jugada
ui-state-taken-en-passant = peón capturado al paso
ui-state-draw-from = aquí empieza la flecha
ui-promote-choose = Elige en qué se convierte el peón de { $square }: dama, torre, alfil o caballo.
ui-promote-label = Convertir el peón de { $square } en
ui-promote-becomes = El peón de { $square } se convierte en
ui-fen-to-load = FEN para cargar
ui-fen-placeholder = Pega aquí una posición en FEN
ui-draw-in = { $colour ->
        [green] Dibujar en verde
        [red] Dibujar en rojo
        [blue] Dibujar en azul
       *[yellow] Dibujar en amarillo
    }

## La posición en palabras, para lectores de pantalla

position-pieces = { $squares-count ->
        [one] { $role-start } en { $squares }
       *[other] { $role-plural-start } en { $squares }
    }
ui-position-words = La posición en palabras
ui-white-pieces = Piezas blancas
ui-black-pieces = Piezas negras
ui-last-move = Última jugada
ui-status = Estado
ui-no-move-yet = Todavía no se ha hecho ninguna jugada.
ui-board-status = Tablero de ajedrez. { $status }
ui-pgn-to-import = PGN para importar
ui-game-in-pgn = La partida en PGN
ui-pgn-placeholder = Pega aquí una partida en PGN

## La lista de lecciones, los enlaces y copiar

ui-link-failed = { $why }. El tablero de abajo no es el que indicaba el enlace: pide el enlace otra vez.
ui-play-on = Continuar desde aquí
ui-copied = Copiado
ui-copy-link = Copiar el enlace
ui-link-copied = El enlace se ha copiado.
ui-copy-refused = Este navegador no ha dejado que la página copie el enlace. Abajo lo tienes seleccionado: cópialo con Ctrl+C (⌘C en un Mac).
ui-lang-fallback = Algunas lecciones aparecen en inglés: no se ha podido cargar su versión en { $language ->
        [es] español
        [de] alemán
        [fr] francés
       *[ru] ruso
    }.
ui-lang-fallback-offline = Algunas lecciones aparecen en inglés: no se ha podido cargar su versión en { $language ->
        [es] español
        [de] alemán
        [fr] francés
       *[ru] ruso
    }. Se cargará cuando tengas conexión a internet.

## Una pregunta sobre una casilla (la tecla M del tablero), y las notas de una casilla para lectores de pantalla

ask-moves = { $piece-whose-start } puede ir a { $squares-or }.
ask-no-move = { $piece-whose-start } no tiene ninguna jugada legal.
ask-stuck = { $piece-whose-start } no tiene ninguna jugada legal. { $why }
ask-not-to-move = { $piece-whose-start }. Ahora juegan { $turn ->
        [white] las blancas
       *[black] las negras
    }.
ask-reach = La casilla { $square } está vacía. { $movers-count ->
        [0] Ninguna pieza { $side ->
            [white] blanca
           *[black] negra
        } puede ir ahí en esta jugada.
        [one] Puede ir ahí { $movers-whose }.
       *[other] Pueden ir ahí { $movers-whose }.
    }{ $attackers-count ->
        [0] { "" }
       *[other] { " " }{ $side ->
            [white] Las negras
           *[black] Las blancas
        } la atacan con { $attackers-the }.
    }
ask-legal = Jugada legal: { $move }
ask-refused = No se permite. { $why }
# Cada nota sustituye a «pieza clavada», «clava una pieza» o «controla la casilla».
note-pinned-by = pieza clavada por { $pinner-the-coloured }
note-pinning = clava { $pinned-al-coloured }
note-covers = { $squares-count ->
        [one] controla la casilla { $squares }
       *[other] controla las casillas { $squares }
    }

## Flechas y círculos dibujados con el teclado, tal como los oye un lector de pantalla

ui-arrow-started = Flecha desde { $from }: pulsa Intro en la casilla donde termina, o otra vez en { $from } para hacer un círculo.
ui-arrow-drawn = Flecha{ $colour ->
        [green] { " " }verde
        [red] { " " }roja
        [blue] { " " }azul
        [yellow] { " " }amarilla
       *[none] { "" }
    } de { $from } a { $to }.
ui-circle-drawn = Círculo{ $colour ->
        [green] { " " }verde
        [red] { " " }rojo
        [blue] { " " }azul
        [yellow] { " " }amarillo
       *[none] { "" }
    } en { $from }.
ui-arrow-removed = Se ha borrado la flecha de { $from } a { $to }.
ui-circle-removed = Se ha borrado el círculo de { $from }.
ui-arrow-cancelled = No se ha dibujado ninguna flecha.

## Partidas cargadas, jugadas deshechas y el siguiente paso de una lección, tal como los oye un lector de pantalla

# El editor de posiciones. $piece es el código de una pieza: w o b (su color) y K, Q, R, B, N o P.

# Una lección presentada a una clase.

# Las herramientas para profesores, abiertas desde las páginas del alumno, y guardar lecciones.

# Archivos y enlaces de lecciones que no se pueden leer. $size y $most van en kilobytes.
ui-taken-back = Jugada deshecha: { $move }
ui-link-game-unreadable = No se ha podido leer la partida de este enlace: quizá se cortó al copiarlo. En el tablero tienes la posición que muestra.
