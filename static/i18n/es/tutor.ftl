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
            [discovered] , con jaque a la descubierta.
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
        [double] , jaque doble.
        [check] , jaque.
       *[none] .
    }
hint-move = Prueba { $role-el } de { $from } a { $to } ({ $san }).

## Checks and the ways out

check-by = { $checkers-count ->
        [one] Jaque: { $checkers-whose } ataca al rey en { $king }.
       *[other] Jaque doble: { $checkers-whose } atacan a la vez al rey en { $king }.
    }
ways-out = Formas de salir del jaque: { $king-moves ->
        [0] ninguna jugada de rey
        [one] 1 jugada de rey
       *[other] { $king-moves } jugadas de rey
    }, { $captures ->
        [0] ninguna captura de la pieza que da jaque
        [one] 1 captura de la pieza que da jaque
       *[other] { $captures } capturas de la pieza que da jaque
    } y { $blocks ->
        [0] ninguna forma de taparlo
        [one] 1 forma de taparlo
       *[other] { $blocks } formas de taparlo
    }.
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
escape-covered = La casilla { $square } está controlada por { $attackers-the }.
escape-protected = { $taken-the-start } está { $taken-gender ->
        [f] protegida
       *[m] protegido
    } por { $attackers-the }.
escape-own-piece = La casilla { $square } está ocupada por { $piece-un } del mismo color que el rey.
escape-next-to-king = La casilla { $square } está junto al otro rey.
escape-taken-next-to-king = { $taken-the-start } está junto al otro rey, así que esa captura dejaría a los dos reyes pegados.
no-moves = { $piece-whose-start } no tiene ninguna casilla adonde ir.

## Touch-move

touched-must-move = Has tocado { $piece-your }: por la regla de «pieza tocada, pieza movida», tienes que { $piece-gender ->
        [f] moverla
       *[m] moverlo
    } (tiene { $moves ->
        [one] { $moves } jugada legal
       *[other] { $moves } jugadas legales
    }).
touched-no-consequence = Has tocado { $piece-your }, pero no tiene ninguna jugada legal, así que { $piece-gender ->
        [f] haberla
       *[m] haberlo
    } tocado no tiene consecuencias: haz cualquier otra jugada.
king-move-owed = Se deshace la jugada ilegal del rey. Como has tocado tu rey en { $king }, tienes que hacer otra jugada de rey.
no-king-move-owed = Se deshace la jugada ilegal del rey. Tu rey en { $king } no tiene ninguna jugada legal, así que puedes hacer cualquier otra jugada.

## Lessons and games

step-done = ¡Muy bien!
step-held = La partida ha terminado con esa jugada. Pulsa «Reintentar» para seguir jugando desde la posición de antes.
watched-all = Esa era la última jugada. Sigue cuando quieras.
wrong-answer = No exactamente. Vuelve a mirar y prueba con otra respuesta.
right-answer = ¡Correcto!
reply-played = Bien. Ahora juega tu rival. { $played } Te toca a ti.
lesson-finished = Has terminado «{ $title }». Elige otra lección cuando quieras.
resigned = Has abandonado, así que esta partida la ganan { $winner-name }. Pulsa «Nueva partida» para jugar otra.
step-missed = { $played } Es una jugada legal, pero { $shortfall ->
        [no-check] no da jaque
        [not-mate] no da jaque, así que no es mate
        [not-mate-answer] no es mate: { $side-name } pueden responder con { $answer }
        [no-capture] no captura la pieza que da jaque
        [no-block] no tapa el jaque
        [no-king-move] no mueve el rey
        [stalemate] es ahogado, y en este ejercicio tienes que evitarlo
       *[other] no es lo que pide este ejercicio
    }. Inténtalo de nuevo.
out-of-check = { $way ->
        [king] Tu rey ha salido del jaque: ahora está en { $to }, donde ninguna pieza lo ataca.
        [capture] Tu { $piece-name } ha capturado { $checker-the }, la pieza que daba jaque, y así se ha acabado el jaque.
       *[block] Tu { $piece-name } está ahora en { $to }, entre { $checker-the } y tu rey, así que has tapado el jaque.
    }
hint = { $way ->
        [king] Prueba el rey de { $from } a { $to } ({ $san }): sale del jaque a una casilla que ninguna pieza ataca.
        [capture] Prueba a capturar { $checker-the } con { $piece-the } ({ $san }): así se acaba el jaque.
        [block] Prueba { $piece-the } a { $to } ({ $san }): se pone en medio, y así { $checker-the } ya no llega a tu rey.
       *[none] Prueba { $piece-the } a { $to } ({ $san }): puede ir ahí, y tu rey sigue a salvo.
    }
computer-played = { $kind ->
        [castled] El ordenador ha enrocado ({ $san }).
        [promoted] El peón del ordenador ha llegado a { $to } y se ha convertido en { $promoted-name } ({ $san }).
        [captured] { $role-el-start } del ordenador ha capturado tu { $taken-name } en { $to } ({ $san }).
       *[moved] El ordenador ha movido su { $role-name } a { $to } ({ $san }).
    }
versus-sides = Juegas con { $human-name }. El ordenador juega con { $computer-name } en el nivel { $level }.
versus-over = { $result ->
        [won] ¡Has ganado! Muy bien jugado. Pulsa «Nueva partida» para jugar otra.
        [lost] Esta vez ha ganado el ordenador. Deshaz una o dos jugadas y busca otra idea, o pulsa «Nueva partida».
       *[draw] La partida ha terminado en tablas. Pulsa «Nueva partida» para jugar otra.
    }

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
        [fivefold] Ya no se puede jugar: la misma posición se ha repetido cinco veces, y cuando eso pasa la partida termina en tablas en el acto, sin que nadie tenga que reclamarlas. Pulsa «Deshacer» para volver atrás y seguir jugando.
        [seventy-five] Ya no se puede jugar: cada bando ha hecho setenta y cinco jugadas sin capturas ni jugadas de peón, y eso termina la partida en tablas en el acto, sin que nadie tenga que reclamarlas. Pulsa «Deshacer» para volver atrás y seguir jugando.
        [insufficient] Ya no se puede jugar: a ninguno de los dos bandos le quedan piezas suficientes para dar jaque mate, así que la partida termina en tablas en el acto. Pulsa «Deshacer» para volver atrás y seguir jugando.
       *[other] Ya no se puede jugar: la partida ha terminado. Pulsa «Deshacer» para volver atrás y seguir jugando.
    }

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
ui-position-and-game = Posición y partida: FEN, PGN, enlace
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
ui-marks-hint-mouse = Arrastra con el botón derecho: flecha; clic derecho: círculo (o pulsa Dibujar)
ui-marks-hint-touch = Pulsa Dibujar y arrastra para una flecha o toca para un círculo
ui-marks-hint-drawing = Dibujando: arrastra para una flecha, toca para un círculo; con el teclado, Intro en dos casillas (dos veces en una: un círculo). Pulsa Dibujar otra vez para mover piezas.
ui-draw = ✎ Dibujar
ui-clear-marks = Borrar marcas

## Las lecciones, las preguntas y la portada

ui-back-to-lessons = Volver a las lecciones
ui-back-to-builder = Volver al creador
ui-what-you-learned = Lo que has aprendido
ui-what-you-learned-said = Lo que has aprendido:
ui-stars = { $stars ->
        [0] Esta vez no hay estrellas: se gana una por cada paso hecho sin pistas ni errores. Repite la lección para conseguir alguna.
        [one] ★ { $stars } estrella: has hecho { $stars } de { $total } pasos sin pistas ni errores.
       *[other] ★ { $stars } estrellas: has hecho { $stars } de { $total } pasos sin pistas ni errores.
    }
ui-next-lesson = Siguiente lección: { $title }
ui-practise-learned = Practica lo que has aprendido
ui-play-computer-game = Juega una partida contra el ordenador
ui-next-step = Siguiente paso
ui-lesson-board = Tablero de la lección: { $prompt }
ui-preview = Vista previa: la lección tal como la ve un alumno.
ui-keep-lesson = Guardar en «Mis lecciones»
ui-steps = Pasos
ui-step = Paso { $n }
ui-answers = Respuestas
ui-watch-start = Pulsa la flecha para hacer la primera jugada.
ui-previous-move = Jugada anterior
ui-next-move = Jugada siguiente
ui-type-instead = O escribe la jugada
ui-hint = Pista
ui-show-move = Mostrar la jugada
ui-try-again = Reintentar
ui-start-again = Empezar de nuevo
ui-lesson-done = Has terminado «{ $title }».
ui-my-lessons = Mis lecciones
ui-my-lessons-empty = Aquí aparecen las lecciones que creas, importas o guardas desde un enlace.
ui-build-or-import = Crear o importar una lección
ui-lessons-lead = Cada lección responde a una pregunta sobre el rey y el jaque, con posiciones que juegas en el tablero. Tu progreso se guarda en este navegador.
ui-questions-title = Preguntas sobre el rey y el jaque
ui-questions-lead = Preguntas que se suelen hacer al aprender. Cada una abre el paso de la lección que la responde.
ui-home-title = Aprende las reglas del jaque
ui-home-lead = Haz jugadas en un tablero que te muestra quién da jaque y desde dónde, que no acepta ninguna jugada que deje a tu propio rey atacado y que te explica el porqué con palabras sencillas.
ui-home-start = Empieza con la lección 1: { $title }
ui-home-continue = Continúa: lección { $lesson }, paso { $step } ({ $title })
ui-home-all-done = Has hecho todas las lecciones: practica lo que has aprendido
ui-home-lessons = { $count ->
        [one] { $count } lección corta, desde qué es el jaque hasta el mate, el ahogado y las tablas.
       *[other] { $count } lecciones cortas, desde qué es el jaque hasta el mate, el ahogado y las tablas.
    }
ui-home-practice = Ejercicios nuevos sin fin, y lo que falles vuelve a salir hasta que lo hagas bien.
ui-home-play = Un tablero para probar lo que quieras: cada jugada que no se permite tiene su explicación.
ui-home-vs = Una partida entera contra el ordenador, en uno de sus cuatro niveles: el tutor te explica cada jaque y cada jugada que no se permite.
ui-home-questions = Las preguntas que se suelen hacer al aprender, cada una respondida en un paso de una lección.
ui-home-editor = Editor, para profesores
ui-home-editor-lead = Prepara cualquier posición, averigua si podría darse en una partida, dibuja flechas y compártela.

## Palabras con que empieza un elogio de la lección, para no decir «¡Bien hecho!» dos veces (una lista separada por ", ")

praise-openers = ¡Bien hecho, Bien hecho, ¡Muy bien, Muy bien, ¡Bien, Bien, ¡Correcto, Correcto, ¡Exacto, Exacto, ¡Perfecto, Perfecto, ¡Excelente, Excelente, ¡Genial, Genial, ¡Bravo, Bravo, ¡Sí, Sí, ¡Eso es, Eso es
praise-cries = ¡Jaque mate, ¡Mate, ¡Jaque, ¡Ahogado, Jaque mate, Mate, Jaque, Ahogado

## La partida contra el ordenador

ui-vs-title = Contra el ordenador
ui-vs-level = Nivel { $n }
ui-vs-level-1 = Juega casi al azar y le encanta dar jaque.
ui-vs-level-2 = Captura las piezas que dejas sin defender.
ui-vs-level-3 = Piensa unas cuantas jugadas por adelantado.
ui-vs-level-4 = Juega fuerte: hasta un jugador de club tiene que pensar.
ui-vs-wait = Espera un momento: el ordenador todavía está eligiendo su jugada. Luego te toca a ti.
ui-vs-over = Esta partida ha terminado. Pulsa «Nueva partida» para jugar otra.
ui-vs-paused = El ordenador espera mientras lees qué fallaba en el enlace. Pulsa «Continuar desde aquí», arriba, para seguir jugando.
ui-vs-failed = El ordenador no ha podido arrancar, así que no puede hacer su jugada. Comprueba que tienes conexión a internet y pulsa «Reintentar», o mueve tú las piezas de los dos bandos.
ui-details = Detalles
ui-browser-said = Lo que ha dicho el navegador: { $why }
ui-take-back = Deshacer jugada
ui-take-back-title = Deshacer tu última jugada y la respuesta del ordenador
ui-looking = Buscando…
ui-give-up = ¿Abandonas esta partida?
ui-resign-yes = Sí, abandonar
ui-keep-playing = Seguir jugando
ui-resign = Abandonar
ui-stop-computer = Parar el ordenador
ui-stop-computer-title = Seguir con esta partida moviendo tú las piezas de los dos bandos
ui-thinking = El ordenador está pensando…
ui-vs-dialog-title = Jugar contra el ordenador
ui-vs-dialog-lead = Si intentas una jugada que no se permite, el tutor te explica por qué. También te explica cada jaque y cómo termina la partida.
ui-vs-your-pieces = Tus piezas
ui-vs-side-white = Blancas (empiezas tú)
ui-vs-side-black = Negras (empieza el ordenador)
ui-vs-side-random = Cualquiera: que elija el ordenador
ui-vs-strength = Lo fuerte que juega el ordenador
ui-vs-start = Empezar la partida
ui-cancel = Cancelar
