# The rest of the app's words (the pages beyond Play), fetched when a page needs them or once
# the app has started: see tutor.ftl's header for the forms.

## Positions that could never arise

position-impossible = Esta posición nunca podría darse en una partida.
position-empty-board = El tablero está vacío: una partida necesita por lo menos los dos reyes.
position-missing-king = { $side-start } no tienen rey. En cualquier posición de una partida hay exactamente un rey de cada color.
position-too-many-kings = { $side-start } tienen más de un rey. Un peón nunca se convierte en rey, así que hay exactamente uno.
position-pawns-on-back-rank = { $squares-count ->
        [1] Hay un peón en { $squares }: los peones nunca están en la primera ni en la última fila (empiezan en la segunda y, al llegar a la última, se convierten en otra pieza).
       *[other] Hay peones en { $squares }: los peones nunca están en la primera ni en la última fila (empiezan en la segunda y, al llegar a la última, se convierten en otra pieza).
    }
position-too-many-pawns = { $side-start } tienen { $count ->
        [one] { $count } peón
       *[other] { $count } peones
    }, pero cada bando empieza con ocho y nunca consigue más.
position-too-much-material = { $side-start } tienen { $extra ->
        [one] una pieza
       *[other] { $extra } piezas
    } más de las que tiene un bando al empezar, pero { $missing ->
        [0] no les falta ningún peón
        [one] solo les falta un peón
       *[other] solo les faltan { $missing } peones
    }, y cada pieza de más tuvo que ser antes un peón que llegó a la última fila y se convirtió en ella.{ $bishops ->
        [yes] { " " }Dos alfiles en casillas del mismo color cuentan como una pieza de más: cada bando empieza con un alfil de casillas claras y otro de casillas oscuras.
       *[no] { "" }
    }
position-pawn-captures = { $files ->
        [one] Los peones { $side ->
            [white] blancos
           *[black] negros
        } de { $pawns } comparten la columna { $file }, pero solo uno de ellos puede haber empezado en ella.
        [several] Los peones { $side ->
            [white] blancos
           *[black] negros
        } de { $pawns } comparten columnas, pero en cada columna solo uno de ellos puede haber empezado.
       *[none] Los peones de { $side-name } no pueden haber empezado todos en las columnas en las que están.
    }{ $strays-count ->
        [0] { "" }
        [1] { " " }El peón de { $strays } tiene que haber venido de otra columna.
       *[other] { " " }Los peones de { $strays } tienen que haber venido de otras columnas.
    }{ $homes-count ->
        [0] { "" }
        [1] { " " }El peón que empezó en { $homes } ha dejado su columna.
       *[other] { " " }Los peones que empezaron en { $homes } han dejado sus columnas.
    } Así que los peones de { $side-name } han hecho al menos { $needed ->
        [one] una captura
       *[other] { $needed } capturas
    }, pero { $other-name } { $lost ->
        [0] no han perdido nada
        [one] solo han perdido una pieza
       *[other] solo han perdido { $lost } piezas
    }. Un peón solo cambia de columna cuando captura.
position-pawns-off-files = { $homes-count ->
        [0] Los peones de { $side-name } no pueden haber llegado todos a sus casillas.
        [1] Los peones { $side ->
            [white] blancos
           *[black] negros
        } de { $pawns } solo pueden haber empezado en { $homes }, pero esa es una sola casilla inicial para { $pawns-count } peones, y cada peón empieza en una casilla propia.
       *[other] Los peones { $side ->
            [white] blancos
           *[black] negros
        } de { $pawns } solo pueden haber empezado en { $homes-or }, pero son solo { $homes-count } casillas iniciales para { $pawns-count } peones, y cada peón empieza en una casilla propia.
    } Un peón solo cambia de columna cuando captura, una columna por cada captura, y cada captura también lo adelanta una fila.
position-castling-rights = { $wing ->
        [kingside] { $side-start } no pueden conservar el derecho a enrocar corto: para eso el rey tiene que estar en { $king } y la torre en { $rook }, y ninguno de los dos se puede haber movido.
       *[queenside] { $side-start } no pueden conservar el derecho a enrocar largo: para eso el rey tiene que estar en { $king } y la torre en { $rook }, y ninguno de los dos se puede haber movido.
    }
position-ep-square = La casilla de captura al paso { $square } no encaja: tiene que ser la casilla que un peón acaba de saltar al avanzar dos casillas, justo detrás de ese peón.
position-kings-touch = Los dos reyes están en casillas vecinas. Eso nunca pasa en una partida: un rey no puede ponerse al lado del otro rey, porque se estaría metiendo en jaque.
position-opposite-check = { $also-count ->
        [0] El rey del bando que acaba de jugar recibe jaque { $checkers-del }: ninguna jugada legal puede terminar con el propio rey atacado.
       *[other] El rey del bando que acaba de jugar recibe jaque { $checkers-del }: ninguna jugada legal puede terminar con el propio rey atacado. Además, el rey del bando al que le toca jugar también recibe jaque, { $also-del }: dos reyes nunca están en jaque a la vez.
    }
position-too-many-checkers = { $checkers-the-start } dan jaque a la vez; una sola jugada puede crear como mucho dos jaques.
position-check-two-steppers = { $checkers-the-start } dan jaque a la vez, pero ninguna de estas dos piezas pudo abrirle el camino a la otra: fuera cual fuera la última en moverse, la otra ya estaba dando jaque antes, y eso es imposible.
position-check-opposite-sides = { $checkers-the-start } dan jaque desde lados opuestos del rey, en una misma línea: ninguna pieza pudo estar a la vez entre cada una de ellas y el rey, así que una de las dos ya daba jaque antes de la última jugada.
position-check-by-king = Un rey nunca puede dar jaque: no puede ponerse al lado del otro rey.
position-check-no-last-move = { $checkers-count ->
        [1] Ninguna última jugada explica este jaque { $checkers-del }: esa pieza no pudo llegar a su casilla desde otra en la que no diera ya jaque, y ninguna otra pieza pudo apartarse de su línea en la última jugada.
       *[other] Ninguna de las piezas que dan jaque puede haberse movido la última: deshaciendo cualquier jugada, { $checkers-the } ya estarían dando jaque al rey antes de ella, así que ninguna última jugada explica este jaque doble.
    }
position-pawns-passed = { $files ->
        [same] { $pawns-whose-start } se han cruzado en la columna { $file }: un peón no puede saltar por encima de otro, y se han capturado demasiado pocas piezas para que uno de ellos haya podido rodear al otro.
       *[different] { $pawns-whose-start } se han cruzado en sus columnas: un peón no puede saltar por encima de otro, y se han capturado demasiado pocas piezas para que uno de ellos haya podido rodear al otro.
    }
position-promotion-captures = { $pieces-kinds-whose-start }: no todas pueden ser piezas del principio de la partida, así que algunos peones tuvieron que coronar; pero, para estar donde están y coronar, los peones de { $side-name } necesitan por lo menos { $needed ->
        [one] una captura
       *[other] { $needed } capturas
    } (un peón no puede coronar avanzando recto por una columna en la que el peón contrario nunca se ha movido), y { $other-name } { $lost ->
        [0] no han perdido ninguna pieza
        [one] solo han perdido una pieza
       *[other] solo han perdido { $lost } piezas
    }.
position-promotion-blocked = { $pieces-kinds-whose-start }: no todas pueden ser piezas del principio de la partida, así que algún peón tuvo que coronar; pero ningún peón { $side ->
        [white] blanco
       *[black] negro
    } pudo llegar a la última fila y sacar de allí su nueva pieza: las piezas que nunca se han movido cierran todos los caminos.
position-shut-at-home = { $piece-whose-start } nunca pudo llegar ahí: { $homes-count ->
        [1] { $role-el } de { $homes } no pudo salir, porque { $walls-kinds-the } nunca { $walls-count ->
            [1] se ha movido y le cierra el paso
           *[other] se han movido y le cierran el paso
        }
       *[other] { $role-los } de { $homes } no pudieron salir, porque { $walls-kinds-the } nunca { $walls-count ->
            [1] se ha movido y les cierra el paso
           *[other] se han movido y les cierran el paso
        }
    }; y { $promotion ->
        [no-pawn-gone] ningún peón { $side ->
            [white] blanco
           *[black] negro
        } ha coronado, porque los ocho siguen en el tablero.
       *[blocked] ningún peón { $side ->
            [white] blanco
           *[black] negro
        } pudo coronar y llevar { $role-un } hasta ahí.
    }
position-trapped = { $blocked ->
        [walls] { $piece-whose-start } nunca pudo llegar ahí: { $walls-kinds-the } nunca { $walls-count ->
            [1] se ha movido y le cierra
           *[other] se han movido y le cierran
        } el paso.
        [guarded] { $piece-whose-start } nunca pudo llegar ahí: { $role ->
            [king] nunca pudo pisar { $guarded-or }, porque piezas que nunca se han movido { $guarded-count ->
                [1] atacan esa casilla.
               *[other] atacan esas casillas.
            }
           *[other] en { $guarded-or } habría dado jaque a un rey que nunca se ha movido, y { $piece-gender ->
                [f] la
               *[m] lo
            } habrían capturado enseguida.
        }
        [both] { $piece-whose-start } nunca pudo llegar ahí: { $walls-kinds-the } nunca { $walls-count ->
            [1] se ha movido y le cierra
           *[other] se han movido y le cierran
        } el paso, y { $role ->
            [king] nunca pudo pisar { $guarded-or }, porque piezas que nunca se han movido { $guarded-count ->
                [1] atacan esa casilla.
               *[other] atacan esas casillas.
            }
           *[other] en { $guarded-or } habría dado jaque a un rey que nunca se ha movido, y { $piece-gender ->
                [f] la
               *[m] lo
            } habrían capturado enseguida.
        }
       *[none] { $piece-whose-start } nunca pudo llegar ahí: ninguna pieza de su tipo pudo alcanzar esa casilla.
    }
position-unreachable-capture = { $pawn-whose-start } no puede ser el peón de la columna { $file }, que sigue en { $home }: llegó desde otra columna capturando, { $squares-count ->
        [1] así que capturó algo en { $squares-or }
       *[other] así que su última captura fue en { $squares-or }
    }; pero { $lost-count ->
        [0] ninguna de las piezas que han perdido { $other-name } pudo estar nunca en { $squares-or }.
        [1] { $other-name } solo han perdido { $lost-counted }, y esa pieza nunca pudo estar en { $squares-or }.
       *[other] { $other-name } solo han perdido { $lost-counted }, y ninguna de esas piezas pudo estar nunca en { $squares-or }.
    }
position-wrong-side-to-move = No puede ser el turno de { $turn-name }: no se ha capturado nada{ $movers-count ->
        [0] { " " }y ninguna pieza puede haberse movido
        [1] , solo puede haberse movido { $same ->
            [yes] { $role-el } de { $squares }
           *[no] { $movers-whose }
        }
       *[other] , solo pueden haberse movido { $same ->
            [yes] { $role-los } de { $squares }
           *[no] { $movers-whose }
        }
    }; contando desde sus casillas de salida, el número total de jugadas hechas solo puede ser { $turn ->
        [white] impar
       *[black] par
    }, así que tiene que ser el turno de { $other-name }.
position-no-last-move = { $side-start } acaban de jugar, pero ninguna jugada de { $side-name } puede haber sido la última: cada pieza o está encerrada donde está, o vendría de una posición que nunca podría darse, como una en la que el rey de { $other-name } está en jaque y les toca jugar a { $side-name }.
position-every-last-move-impossible = { $side-start } acaban de jugar, pero cualquier jugada que pudieran haber hecho viene de una posición sin ninguna historia posible: al deshacer las jugadas anteriores, siempre se llega a una posición que nunca podría darse.
position-drop-rights = { $remove ->
        [castling] Quitar los derechos de enroque { $castling }
        [ep] Quitar la casilla de captura al paso { $ep }
        [both] Quitar los derechos de enroque { $castling } y la casilla de captura al paso { $ep }
       *[none] No hay nada que quitar
    }
position-not-playable = Esta posición nunca podría darse en una partida, así que no se puede jugar: { $reasons } El editor la muestra y puede corregirla.
ui-start-note = Esta posición nunca podría darse en una partida. { $reasons } Las reglas se siguen aplicando, así que puedes seguir jugando desde ella.
ui-arising-waiting = Un momento: el tutor está estudiando la posición…
ui-arising-failed = Ahora mismo el tutor no puede estudiar esta posición. Vuelve a cargar la página para intentarlo otra vez.

## Un FEN que no se puede leer (escrito, pegado, en un enlace o en una lección). Las letras
## propias del FEN (KQRBNP, kqrbnp, w, b) son las mismas en todos los idiomas.

fen-unreadable = { $problem ->
        [empty] El FEN está vacío.
        [not-fen] Esto no es un FEN: un FEN empieza con las 8 filas del tablero, separadas por «/».
       *[other] { $field ->
            [turn] No se puede leer el turno
            [castling] No se pueden leer los derechos de enroque
            [en-passant] No se puede leer la casilla de captura al paso
            [halfmove] No se puede leer el contador de medios movimientos
            [fullmove] No se puede leer el número de jugada
           *[placement] No se puede leer la colocación de las piezas
        } del FEN: { $problem ->
            [rank-count] necesita 8 filas separadas por «/», pero tiene { $count }.
            [bad-digit] en la fila { $rank }, «{ $text }» no es un número de casillas vacías entre 1 y 8.
            [bad-char] en la fila { $rank }, «{ $text }» no es ni la letra de una pieza (KQRBNP, kqrbnp) ni una cifra.
            [too-many-squares] la fila { $rank } tiene más de 8 casillas.
            [too-few-squares] la fila { $rank } tiene { $count ->
                [one] una casilla
               *[other] { $count } casillas
            } en vez de 8.
            [missing-turn] falta. Escribe «w» (blancas) o «b» (negras) después de las piezas.
            [bad-turn] «{ $text }» no es «w» (blancas) ni «b» (negras).
            [bad-castling] «{ $text }» no es «-» ni una combinación de las letras KQkq.
            [repeated-castling] «{ $text }» aparece dos veces.
            [bad-ep-square] «{ $text }» no es «-» ni una casilla como e3.
            [ep-rank] { $square } no está ni en la tercera ni en la sexta fila.
            [not-a-number] «{ $text }» no es un número entero.
            [fullmove-zero] las jugadas se numeran a partir del 1.
            [unprintable] contiene un carácter invisible o de control. Escribe el FEN otra vez o pégalo desde un texto sin formato.
           *[trailing] después del último campo sobra «{ $text }».
        }
    }
pgn-unreadable = { $from ->
        [link] No se ha podido leer la partida de este enlace.
       *[typed] No se ha podido leer ese PGN.
    } { $problem ->
        [fen] No se puede usar la posición de su etiqueta FEN. { $why }
        [move] En la jugada { $number } { $move }: { $san ->
            [syntax] esto no es una jugada escrita en notación algebraica.
            [illegal] esta jugada no es legal en esa posición.
           *[ambiguous] más de una pieza puede hacer esta jugada. Añade la columna o la fila de la que sale la pieza.
        }
        [unclosed] Hay un «{ $text }» que no se cierra nunca.
       *[helper] La parte de la app que lee las partidas no ha respondido: recarga la página e inténtalo de nuevo.
    }

## Una partida que llega en un enlace (el #/play?moves=… de Jugar, o una partida contra el
## ordenador) y que no se puede seguir hasta el final. Cada mensaje es una frase completa; si
## un enlace tiene varios problemas, se dicen uno detrás de otro. $vs: yes para una partida
## contra el ordenador (que sigue sin lo que estaba mal), no para el enlace de Jugar (no se
## carga ninguna partida). $n: el número de la jugada en el enlace, contando las jugadas de
## cada bando (1 es la primera jugada de las blancas); $move: lo que lleva el enlace en ese
## punto, tal como está escrito. $ended: cómo había terminado ya la partida (none: no había
## terminado).

# Los problemas del enlace, cada uno una de las frases de abajo, uno detrás de otro.
link-game-problems = { $problems }
link-game-start-unreadable = No se ha podido cargar la partida del enlace: su posición inicial no se puede leer.
link-game-start-not-playable = { $vs ->
        [yes] La posición inicial del enlace nunca podría darse en una partida, así que esta partida empieza desde la posición inicial de siempre. { $reasons }
       *[no] No se ha podido cargar la partida del enlace: su posición inicial nunca podría darse en una partida. { $reasons }
    }
link-game-move-stopped = { $ended ->
        [checkmate] La partida del enlace se detiene en la jugada { $n } ({ $move }), porque la partida ya había terminado en jaque mate.
        [stalemate] La partida del enlace se detiene en la jugada { $n } ({ $move }), porque la partida ya había terminado en ahogado.
        [fivefold] La partida del enlace se detiene en la jugada { $n } ({ $move }), porque la partida ya había terminado en tablas: la misma posición se había repetido cinco veces.
        [seventy-five] La partida del enlace se detiene en la jugada { $n } ({ $move }), porque la partida ya había terminado en tablas: cada bando había hecho setenta y cinco jugadas sin capturas ni jugadas de peón.
        [material] La partida del enlace se detiene en la jugada { $n } ({ $move }), porque la partida ya había terminado en tablas: a ninguno de los dos bandos le quedaban piezas suficientes para dar jaque mate.
       *[none] La partida del enlace se detiene en la jugada { $n } ({ $move }), que no es una jugada legal en esa posición.
    }
link-vs-shown-to-move = La partida se muestra hasta esa jugada.
link-vs-no-such-level = El enlace pide el nivel { $level }, pero los niveles van del 1 al 4, así que esta partida se juega en el nivel 1.
link-vs-resigned-after-end = { $ended ->
        [checkmate] El enlace dice que se abandonó la partida, pero ya había terminado en jaque mate.
        [stalemate] El enlace dice que se abandonó la partida, pero ya había terminado en ahogado.
        [fivefold] El enlace dice que se abandonó la partida, pero ya había terminado en tablas: la misma posición se había repetido cinco veces.
        [seventy-five] El enlace dice que se abandonó la partida, pero ya había terminado en tablas: cada bando había hecho setenta y cinco jugadas sin capturas ni jugadas de peón.
       *[material] El enlace dice que se abandonó la partida, pero ya había terminado en tablas: a ninguno de los dos bandos le quedaban piezas suficientes para dar jaque mate.
    }
link-vs-claim-refused = El enlace dice que se reclamaron tablas, pero en esa posición las reglas no lo permitían.

## The lessons, the questions and the front page

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
ui-show-move = Mostrar la jugada
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
ui-home-join = En clase, tu profesor o profesora te da un código: escríbelo aquí para seguir la lección en tu propio tablero.
ui-home-editor = Editor, para profesores
ui-home-editor-lead = Prepara cualquier posición, averigua si podría darse en una partida, dibuja flechas y compártela.

## Practice

practice-turn = { $side ->
        [white] Juegan las blancas.
       *[black] Juegan las negras. El tablero está girado, así que las piezas negras están abajo.
    }
practice-checkers-answer = { $checkers-count ->
        [0] Aquí ninguna pieza da jaque.
        [one] La pieza que da jaque es { $checkers-the }.
        [2] Dan jaque dos piezas, { $checkers-the }: es un jaque doble.
       *[other] Dan jaque { $checkers-count } piezas: { $checkers-the }.
    }
practice-legal-prompt = ¿Es legal esta jugada: { $piece-the-coloured } a { $to }, como indica la flecha?
practice-found-every-escape = { $refused ->
        [0] Has encontrado todas las formas de salir del jaque.
        [one] Has encontrado todas las formas de salir del jaque, aunque por el camino has probado una jugada que no se permitía.
       *[other] Has encontrado todas las formas de salir del jaque, aunque por el camino has probado algunas jugadas que no se permitían.
    }
practice-escapes-found = { $count ->
        [0] Has encontrado 0 de { $of }.
       *[other] Has encontrado { $count } de { $of }: { $moves }.
    }
practice-ways-out = { $found ->
        [0] Las formas de salir del jaque: { $moves }
       *[other] Las demás formas de salir del jaque: { $moves }
    }
practice-picked = { $count ->
        [0] Piezas elegidas: ninguna todavía
       *[other] Piezas elegidas: { $squares }
    }
practice-offer = ¿Todavía te cuesta? El paso { $step } de la lección «{ $title }» te enseña cómo funciona.
practice-verdict = { $code ->
        [checkmate] Es jaque mate: el rey está en jaque y no tiene forma de salir.
        [stalemate] Es ahogado: el bando al que le toca jugar no está en jaque y no tiene ninguna jugada legal.
       *[neither] Ninguno de los dos: el bando al que le toca jugar todavía tiene alguna jugada legal.
    }
ui-practice = Práctica
ui-right = ¡Correcto!
ui-not-quite = No exactamente.
ui-why-not-again = No exactamente: no es eso lo que impide esta jugada. Prueba con otro motivo.
ui-why-not-try-another = Prueba con otro motivo.
ui-why-not-second = Correcto, al segundo intento.
ui-why-not-prompt = Correcto, no es legal. ¿Por qué no?
ui-why-not-spoken = Correcto, no es legal. ¿Por qué no? Elige un motivo.
ui-why = ¿Por qué?
ui-done = Listo
ui-show-rest = Mostrar el resto
ui-checkmate = Jaque mate
ui-stalemate = Ahogado
ui-neither = Ninguno de los dos
ui-could-arise = Podría darse
ui-could-never-arise = Nunca podría darse
ui-legal = Legal
ui-not-legal = Ilegal
ui-move-is-legal = La jugada es legal.
ui-can-arise = Esta posición puede darse en una partida de verdad.
ui-arrow-starts = donde empieza la flecha
ui-arrow-ends = donde termina la flecha
ui-exercise-board = Tablero del ejercicio: { $turn } { $prompt }
ui-exercise-failed = No se ha podido preparar el ejercicio. Comprueba que tienes conexión a internet y pulsa «Reintentar».
ui-exercise-unknown-kind = El enlace pide un tipo de ejercicio que no existe («{ $kind }»), así que aquí tienes uno de tu propia práctica.
ui-prompt-checkers = ¿Qué piezas dan jaque? Elígelas todas en el tablero y luego pulsa «Listo».
ui-prompt-escapes = El rey está en jaque. Encuentra todas las jugadas que lo sacan del jaque: juégalas una a una.
ui-prompt-verdict = ¿Jaque mate, ahogado o ninguno de los dos?
ui-prompt-legal = ¿Es legal la jugada que indica la flecha?
ui-prompt-possible = ¿Podría darse esta posición en una partida?
ui-keys-checkers = Las flechas del teclado te llevan de una casilla a otra. Intro elige una pieza que da jaque, o la quita si ya estaba elegida; luego pulsa el botón «Listo», que viene después del tablero. M dice adónde puede ir una pieza.
ui-keys-answer = Las flechas del teclado te llevan de una casilla a otra; cada casilla dice qué pieza tiene. M dice adónde puede ir una pieza. Responde con los botones que vienen después del tablero.
ui-concept-missed_checker = Ver todas las piezas que dan jaque
ui-concept-missed_escape = Encontrar todas las formas de salir del jaque
ui-concept-mate_or_stalemate = Distinguir el mate del ahogado
ui-concept-impossible_position = Posiciones que nunca podrían darse
ui-concept-pinned = Piezas clavadas
ui-concept-king_into_check = El rey no puede meterse en jaque
ui-concept-king_next_to_king = Los reyes nunca pueden estar juntos
ui-concept-does_not_resolve_check = Jugadas que dejan al rey en jaque
ui-concept-double_check_king_must_move = Jaque doble: solo puede moverse el rey
ui-concept-exposes_king = Jugadas que abren una línea hacia tu propio rey
ui-concept-castle_out_of_check = No se puede enrocar estando en jaque
ui-concept-castle_through_check = No se puede enrocar pasando por una casilla atacada
ui-concept-castle_into_check = No se puede enrocar si el rey acaba en jaque
ui-concept-castle_rights_lost = El derecho a enrocar
ui-concept-castle_path_blocked = Para enrocar, el camino tiene que estar libre
ui-concept-en_passant_not_available = Cuándo se puede capturar al paso
ui-concept-path_blocked = Solo el caballo salta por encima de las piezas
ui-concept-not_a_piece_move = Cómo se mueve cada pieza
ui-concept-own_piece_on_target = No puedes capturar tus propias piezas
ui-concept-not_your_turn = A quién le toca jugar
ui-concept-promotion_piece_required = Elegir en qué se convierte el peón
ui-concept-game_over = Tablas que terminan la partida en el acto
ui-concept-legal = Distinguir las jugadas legales de las ilegales
ui-why-pinned = La pieza está clavada: si saliera de su línea, su propio rey quedaría en jaque.
ui-why-exposes_king = Al moverla, una pieza enemiga podría atacar a su propio rey.
ui-why-king_into_check = El rey iría a una casilla que ataca una pieza del rival.
ui-why-king_next_to_king = El rey quedaría junto al otro rey.
ui-why-does_not_resolve_check = El rey está en jaque, y esta jugada no lo saca del jaque.
ui-why-double_check_king_must_move = Es jaque doble: solo puede moverse el rey.
ui-why-castle_out_of_check = No se puede enrocar estando en jaque.
ui-why-castle_through_check = El rey pasaría por una casilla atacada.
ui-why-castle_into_check = El rey acabaría en una casilla atacada.
ui-why-castle_rights_lost = El rey o esa torre ya se han movido antes.
ui-why-castle_path_blocked = Hay piezas entre el rey y la torre.
ui-why-en_passant_not_available = Solo se puede capturar al paso justo después de que el peón avance dos casillas.
ui-why-path_blocked = Hay otra pieza en medio que le cierra el paso.
ui-why-not_a_piece_move = Esa pieza no se mueve así.

## Progress and saved practice

ui-progress-title = Tu progreso
ui-progress-lead = Aquí ves cómo van tus lecciones y tu práctica. Si en Jugar no se permite una jugada que pruebas, no es un error: simplemente practicarás esa regla pronto. Lo que fallas vuelve a salir pronto, y cada vez menos cuando lo haces bien.
ui-practise-now = Practicar ahora
ui-progress-empty = Todavía no hay nada: haz un ejercicio o una jugada, y aparecerá aquí.
ui-not-practised-yet = Aún sin practicar
ui-right-of = Aciertos: { $right } de { $seen }
ui-practise = Practicar
ui-practise-topic = Practicar: { $topic }
ui-lesson = Lección
ui-lesson-topic = Lección: { $topic }
ui-reset = Reiniciar
ui-reset-topic = Reiniciar: { $topic }
ui-reset-topic-question = ¿Reiniciar este tema? Sus contadores vuelven a cero.
ui-keep-record = Guarda o comparte tu historial
ui-download-file = Descargar como archivo
ui-open-file = Abrir un archivo
ui-reset-everything = Reiniciarlo todo
ui-reset-everything-question = ¿Reiniciarlo todo? Se borrarán tu historial de práctica y todas las lecciones terminadas y estrellas de este navegador. No se puede deshacer.
ui-practice-unreadable = No se ha podido leer la práctica guardada, así que empieza de nuevo.
ui-practice-other-version = La práctica guardada era de otra versión ({ $version }), así que se ha reiniciado.
ui-practice-unknown-dropped = { $count ->
        [one] Una entrada de la práctica guardada trataba de algo que esta versión no conoce, así que se ha dejado fuera.
       *[other] { $count } entradas de la práctica guardada trataban de cosas que esta versión no conoce, así que se han dejado fuera.
    }
ui-practice-entries-dropped = No se ha podido leer una parte de tu práctica guardada, así que esos temas empiezan de nuevo; el resto se conserva.
ui-practice-file-unreadable = Ese archivo no es un historial de práctica de Check Tutor, así que tu progreso no cambia.
ui-practice-file-other-version = Ese archivo es un historial de práctica de otra versión ({ $version }) de Check Tutor, así que tu progreso no cambia.
ui-practice-file-partly-read = { $count ->
        [one] Ahora tu historial es el del archivo. Una de sus entradas no se ha podido usar y se ha dejado fuera.
       *[other] Ahora tu historial es el del archivo. { $count } de sus entradas no se han podido usar y se han dejado fuera.
    }
ui-preparing-exercise = Preparando un ejercicio…
ui-exercise-not-set-up = No se ha podido preparar este ejercicio.
ui-next-exercise = Siguiente ejercicio
ui-why-not = ¿Por qué no?

## Page titles, notices and errors

ui-title-home = Check Tutor: aprende las reglas del jaque
ui-title-editor = Editor de posiciones
ui-title-lesson-link = Una lección compartida
ui-title-builder = Creador de lecciones
ui-title-preview = Vista previa de la lección
ui-title-presenting = Presentando una lección
ui-title-lesson-step = { $title }, paso { $step } de { $steps }
ui-not-found = Página no encontrada
ui-no-page-at = No hay ninguna página en «{ $path }».
ui-go-to-front = Ir a la portada
ui-link-cannot-play = Esta lección compartida no se puede jugar
ui-go-to-lessons = Ir a las lecciones
ui-loading = Cargando
ui-loading-lessons = Cargando las lecciones…

## Lessons list, links and copying

ui-manage-my-lessons = Editar, compartir, presentar o importar lecciones
ui-star-key = Una estrella por cada paso hecho sin pistas ni errores.
ui-continue-here = Continúa aquí
ui-lesson-progress = { $done } de { $total } pasos hechos, { $stars ->
        [0] todavía ninguna estrella
        [one] 1 estrella ganada
       *[other] { $stars } estrellas ganadas
    }
ui-lesson-complete = ✓ terminada
ui-questions-damaged = No se han podido leer las preguntas: el archivo que ha descargado la app está dañado. Recarga la página para descargarlo otra vez.

## What happened to saved progress and lessons

ui-save-failed = No se ha podido guardar tu progreso en este navegador (su almacenamiento está lleno o desactivado). Se mantiene hasta que cierres esta página: libera algo de espacio o sal del modo privado para conservarlo.
ui-storage-off = Este navegador no deja que la web guarde nada (su almacenamiento está desactivado), así que tu progreso se mantiene hasta que cierres esta página. Permite que esta web guarde datos para conservarlo.
ui-keep-unavailable = Este navegador puede borrar tu progreso si se queda sin espacio. De momento está guardado.
ui-progress-unreadable = No se ha podido leer el progreso guardado, así que se ha reiniciado.
ui-progress-other-version = El progreso guardado era de otra versión ({ $version }), así que se ha reiniciado.
ui-progress-entries-dropped = No se ha podido leer una parte de tu progreso guardado, así que esas lecciones empiezan de nuevo; el resto se conserva.
ui-imported-unreadable = No se han podido volver a leer las lecciones importadas, así que se han quitado.
ui-imported-removed = { $count ->
        [one] 1 lección importada no se ha podido leer o ya no pasaba las comprobaciones, así que se ha quitado.
       *[other] { $count } lecciones importadas no se han podido leer o ya no pasaban las comprobaciones, así que se han quitado.
    }
ui-imported-hidden = { $count ->
        [one] 1 lección importada no se ha podido leer o ya no pasa las comprobaciones, así que no se muestra.
       *[other] { $count } lecciones importadas no se han podido leer o ya no pasan las comprobaciones, así que no se muestran.
    }
ui-import-not-stored = No se ha podido guardar la lección en este navegador (su almacenamiento está lleno o desactivado), así que no se ha importado.

## Games loaded and taken back, and a lesson's next step, as a screen reader hears them

ui-game-loaded = Se ha cargado la partida { $white } – { $black }: { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    }, { $result ->
        [white] ganan las blancas (1-0)
        [black] ganan las negras (0-1)
        [draw] tablas (1/2-1/2)
       *[none] sin resultado
    }.
ui-game-loaded-unnamed = Se ha cargado una partida de { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    }: { $result ->
        [white] ganan las blancas (1-0)
        [black] ganan las negras (0-1)
        [draw] tablas (1/2-1/2)
       *[none] sin resultado
    }.
ui-go-on = Para seguir, pulsa el botón «Siguiente paso», debajo de este mensaje.

## The editor, present mode, files and links

ui-editor-move-tool = ✥ Mover
ui-editor-place = { $piece ->
        [wK] Colocar un rey blanco
        [wQ] Colocar una dama blanca
        [wR] Colocar una torre blanca
        [wB] Colocar un alfil blanco
        [wN] Colocar un caballo blanco
        [wP] Colocar un peón blanco
        [bK] Colocar un rey negro
        [bQ] Colocar una dama negra
        [bR] Colocar una torre negra
        [bB] Colocar un alfil negro
        [bN] Colocar un caballo negro
       *[bP] Colocar un peón negro
    }
ui-editor-remove-tool = ⌫ Quitar
ui-editor-board = Tablero del editor de posiciones
ui-editor-pieces = Piezas
ui-editor-possible = ¿Es posible esta posición?
ui-editor-no-verdict = Sin veredicto: no se ha podido cargar la posición del enlace. Prepara una posición y aquí verás el veredicto.
ui-editor-starting-position = Sí: es la posición inicial.
ui-editor-no-rule-broken = No encuentro ninguna regla incumplida: por lo que veo, esta posición puede darse en una partida.
ui-editor-setup = Preparación
ui-editor-side-to-move = Turno
ui-editor-to-move = { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    }
ui-editor-castling = Derechos de enroque
ui-editor-no-castling = No se puede enrocar: los reyes o las torres no están en sus casillas iniciales.
ui-editor-castle = { $side ->
        [white] Blancas
       *[black] Negras
    } { $wing ->
        [kingside] O-O
       *[queenside] O-O-O
    }
ui-editor-ep = Captura al paso:
ui-editor-ep-none = ninguna
ui-editor-clear = Vaciar el tablero
ui-editor-start-position = Posición inicial
ui-editor-play-from-here = Jugar desde aquí
ui-editor-play-needs-possible = Solo se puede jugar una posición que pueda darse en una partida
ui-editor-make-step = Convertirla en un paso de lección
ui-editor-use-in-builder = Usar en el creador
ui-editor-prompt-label = Lo que debe hacer el alumno
ui-editor-prompt-placeholder = ¿Qué debe hacer el alumno?
ui-editor-download-lesson = Descargar como lección (JSON)
ui-editor-saved-as = Guardada como { $file }. Impórtala en la página de lecciones o añádela a static/lessons/. O compártela con un enlace: se abre en cualquier navegador, sin instalar nada.
ui-editor-lesson-link = Enlace a esta lección
ui-editor-step-json = El paso de la lección en JSON
ui-editor-default-prompt = Te toca jugar.
ui-editor-lesson-title = Mi lección
ui-editor-lesson-intro = Una posición preparada en el editor.
ui-link-position-failed = No se ha podido cargar la posición del enlace. { $why }
ui-present-cannot = Esta lección no se puede presentar
ui-present-no-step = «{ $title }» no tiene paso { $step }: tiene { $steps }.
ui-present-no-lesson = No hay ninguna lección «{ $id }» en este navegador.
ui-go-to-my-lessons = Ir a Mis lecciones
ui-present-board = Tablero del paso { $n }: { $prompt }
ui-present-step-of = paso { $n } de { $total }
ui-present-end-of = { $total ->
        [one] el final (1 paso)
       *[other] el final ({ $total } pasos)
    }
ui-present-right-answer = (la respuesta correcta)
ui-present-move-of = Jugada { $n } de { $total }.
ui-present-watch-start = Pulsa → para hacer la primera jugada.
ui-present-previous = ← Anterior
ui-present-hide-answer = Ocultar la respuesta
ui-present-show-answer = Mostrar la respuesta
ui-present-next-move = Jugada siguiente →
ui-present-finish = Terminar →
ui-present-next = Siguiente →
ui-present-undo = ↶ Deshacer
ui-present-exit = Salir
ui-present-keys = Teclas: ← y → (o Re Pág y Av Pág) retroceden y avanzan, jugada a jugada en un paso para mirar; ↑ y ↓ desplazan el texto; A muestra la respuesta; U deshace una jugada probada en el tablero; Escape sale.
ui-present-the-end = El final de la lección
ui-present-what-we-learned = Lo que hemos aprendido
ui-present-last-step = ← Último paso
ui-present-the-moves = { $count ->
        [one] La jugada:
       *[other] Cualquiera de estas jugadas:
    }
ui-present-right-marked = La respuesta correcta está marcada arriba.
ui-present-demo-refused = Esa jugada no está permitida aquí. Muestra la respuesta para saber por qué.
ui-present-demo-played = La jugada está hecha. Muestra la respuesta para saber qué consigue.
ui-teacher-tools-opening = Abriendo las herramientas para profesores
ui-teacher-tools-failed = Las herramientas para profesores no se han abierto
ui-teacher-tools-failed-why = No se han podido iniciar en esta página. Recarga la página para intentarlo de nuevo.
ui-loading-ellipsis = Cargando…
ui-lessons-still-loading = Las lecciones aún se están cargando: vuelve a intentarlo en un momento.
ui-lesson-needs-title = Una lección necesita un título: escribe uno o pulsa Cancelar.
ui-lesson-gone = Esa lección ya no está aquí.
ui-file-too-big = El archivo ocupa { $size } KB; un archivo de lección ocupa como mucho { $most } KB.
ui-file-unreadable = No se ha podido leer el archivo.
ui-file-not-text = Este archivo no es texto (quizá una imagen o un archivo comprimido), así que no puede ser una lección. Elige un archivo de lección, que termina en .json.
ui-lesson-file-empty = Este archivo está vacío.
ui-lesson-cut-short = Esta lección está cortada: le falta el final. Vuelve a descargar el archivo o a copiar el enlace.
ui-not-a-lesson = Esto no es una lección: una lección es un archivo JSON tal como lo descarga el creador.
ui-lesson-damaged = Esta lección está dañada{ $step ->
        [0] { "" }
       *[other] { " " }en el paso { $step }
    }: { $problem ->
        [id] falta el nombre corto que el creador da a cada lección
        [title] falta el título
        [intro] falta la introducción
        [steps] faltan los pasos
        [fen] falta la posición
        [prompt] falta la tarea para el alumno
        [question] falta la pregunta
        [answers] faltan las respuestas entre las que elegir
        [goal] no dice qué debe hacer el alumno
        [moves] faltan las jugadas
        [missing] falta una parte que toda lección necesita
        [unknown] hay un campo que esta aplicación no conoce, «{ $detail }» (¿una errata?)
        [unreadable] no se puede leer: { $detail }
       *[other] no tiene el formato de una lección
    }.
ui-lesson-not-found = No hay ninguna lección llamada «{ $id }». Puede que le hayan cambiado el nombre: elígela en la lista de lecciones.
ui-lesson-no-step = Esta lección tiene { $steps ->
        [one] un paso
       *[other] { $steps } pasos
    }, así que no existe el paso { $step }.
ui-lesson-step-fen = El paso { $step } de esta lección tiene una posición que no se puede leer. { $why }
ui-link-no-lesson = El enlace no lleva ninguna lección.
ui-link-compressed = Este enlace lleva una lección comprimida, que esta versión no puede abrir. Pide el enlace sin comprimir.
ui-link-too-big = Este enlace lleva una lección de unos { $size } KB; una lección compartida ocupa como mucho { $most } KB, igual que un archivo de lección. Pide la lección como archivo.
ui-link-lesson-damaged = La lección de este enlace está dañada: falta una parte o se ha cambiado. Pide el enlace otra vez.
ui-link-lesson-unreadable = La lección de este enlace está dañada: su texto no se puede leer. Pide el enlace otra vez.

## The lesson builder and My lessons

ui-builder-lead = Crea una lección paso a paso. El motor revisa cada paso mientras lo escribes; cuando no quede nada mal, compártela como enlace o como archivo.
ui-builder-link-fen-unusable = No se puede usar la posición del enlace. { $why }
ui-builder-draft-unreadable = No se ha podido volver a leer la lección que había en el creador, así que el creador empieza una nueva. Su texto se guarda hasta que lo descartes: descárgalo para arreglarlo a mano.
ui-builder-draft-download = Descargar el texto anterior
ui-builder-draft-let-go = Descartarlo
ui-builder-draft-not-kept = No se ha podido guardar el borrador en este navegador (su almacenamiento está lleno o desactivado): descárgalo antes de salir.
ui-builder-start-over-question = ¿Empezar una lección nueva? Lo que hay ahora en el creador se pierde si no lo has guardado, descargado o compartido.
ui-builder-editing = Estás editando tu lección «{ $id }»: al guardar, la sustituyes.
ui-builder-start-over-instead = Empezar una lección nueva en su lugar
ui-builder-start-over = Empezar una lección nueva
ui-builder-lesson-title = Título
ui-builder-intro = Introducción
ui-builder-intro-placeholder = Lo que enseña esta lección, en una o dos frases (aparece en la lista de lecciones)
ui-builder-summary = Lo que ha enseñado, mostrado al final (un punto por línea, opcional)
ui-builder-steps = Pasos ({ $n })
ui-builder-step-summary = { $n }. { $kind ->
        [play] Jugar
        [watch] Ver
       *[choose] Pregunta
    }: { $text }
ui-builder-step-up = Subir el paso { $n }
ui-builder-step-down = Bajar el paso { $n }
ui-builder-step-duplicate = Duplicar el paso { $n }
ui-builder-step-delete = Borrar el paso { $n }
ui-builder-duplicate = Duplicar
ui-builder-delete = Borrar
ui-builder-add-play = + Paso para jugar
ui-builder-add-choose = + Pregunta
ui-builder-add-watch = + Paso para ver
ui-builder-problems = { $count ->
        [0] El motor no encuentra nada mal en esta lección.
        [one] Queda un problema por resolver antes de compartirla.
       *[other] Quedan { $count } problemas por resolver antes de compartirla.
    }
ui-builder-fen-offer = El editor ha enviado una posición, y el paso { $n } ya tiene tu trabajo. ¿Qué quieres hacer con la nueva posición?
ui-builder-fen-replace = Sustituir la posición del paso { $n } (se borran sus jugadas)
ui-builder-fen-add = Añadirla como paso nuevo después del paso { $n }
ui-builder-fen-keep = Dejar la lección como está
ui-builder-board = Tablero del creador, paso { $n }
ui-builder-fen = Posición (FEN)
ui-builder-to-editor = Prepara la posición en el editor
ui-builder-marks-note = (su botón «Usar en el creador» la trae de vuelta a este paso). Arrastra con el botón derecho sobre el tablero para dibujar flechas; un clic derecho dibuja un círculo. O pulsa «Flechas» y luego arrastra o toca, o pulsa Intro en una casilla y después en otra (dos veces en la misma para un círculo).
ui-builder-move-recorded = { $move } se ha añadido a la línea.
ui-builder-no-moves = Todavía no hay jugadas: hazlas en el tablero (las de los dos bandos).
ui-builder-take-back = Deshacer la última jugada
ui-builder-play-prompt = Lo que debe hacer el alumno
ui-builder-goal = Objetivo: la jugada del alumno debe
ui-builder-solution = Solución: las jugadas del alumno y las respuestas que se juegan por el otro bando
ui-builder-hint = Pista (la idea, antes de mostrar la jugada)
ui-builder-success = Lo que se dice al terminar el paso
ui-builder-watch-prompt = Lo que verá el alumno
ui-builder-watch-say = Después de { $move }, decir
ui-builder-orientation = Abajo en el tablero
ui-builder-orientation-white = Blancas
ui-builder-orientation-black = Negras
ui-builder-question = La pregunta
ui-builder-about = Lo que decide el motor
ui-builder-about-status = Jaque mate, ahogado o ninguno de los dos
ui-builder-about-check-kind = Sin jaque, jaque o jaque doble
ui-builder-about-move = ¿Es legal esta jugada?
ui-builder-about-valid = ¿Podría darse esta posición en una partida?
ui-builder-about-move-field = La jugada, legal o no (en SAN con las letras inglesas, como Nc3, o en UCI, como b1c3)
ui-builder-answer = Respuesta { $n }
ui-builder-engine-answer = ✓ { $value } (la respuesta del motor)
ui-builder-answer-why-not = Por qué la respuesta { $n } es incorrecta
ui-builder-answer-why-not-placeholder = ¿Por qué no? (se dice cuando la eligen)
ui-builder-answer-remove = Quitar la respuesta { $n }
ui-builder-fill-answers = Volver a rellenar las respuestas con el motor
ui-builder-explain = Lo que se dice tras la respuesta correcta
ui-builder-why-illegal = ¿Por qué es ilegal? Decir el motivo del motor tras la respuesta correcta
ui-goal = Objetivo
ui-goal-gives-check = Dar jaque
ui-goal-gives-mate = Dar mate
ui-goal-gets-out-of-check = Salir del jaque
ui-goal-captures-checker = Capturar la pieza que da jaque
ui-goal-blocks-check = Tapar el jaque
ui-goal-moves-king = Mover el rey
ui-goal-stalemates = Ahogar al rey
ui-goal-any-move = Cualquier jugada legal
ui-goal-move = Una jugada concreta
ui-goal-move-label = La jugada (SAN o UCI)
ui-goal-join = Combinado con
ui-goal-join-none = nada más
ui-goal-join-and = y además
ui-goal-join-or = o bien
ui-goal-join-and-not = pero no
ui-goal-kept = Este objetivo combina más condiciones de las que muestra el creador; se mantiene tal como está.
ui-goal-choose-new = Elegir un objetivo nuevo
ui-builder-share = Compartir
ui-builder-not-ready = Podrás compartir cuando resuelvas todos los problemas de la lista de arriba.
ui-builder-preview = Vista previa
ui-builder-preview-from = Vista previa desde el paso { $n }
ui-builder-download = Descargar (JSON)
ui-builder-save = Guardar en «Mis lecciones»
ui-builder-link = Enlace a esta lección: se abre en cualquier navegador, sin instalar nada
ui-builder-open-link = Abrir el enlace
ui-builder-saved = Guardada en «Mis lecciones».
ui-builder-upload = Abrir un archivo de lección en el creador
ui-my-lessons-play-it = Jugarla
ui-my-lessons-lead = Las lecciones que has creado, importado o guardado desde un enlace, guardadas en este navegador. Juégalas, muéstralas a una clase y compártelas como enlace o como archivo.
ui-my-lessons-add = Añadir una lección
ui-my-lessons-build = Crear una lección nueva
ui-my-lessons-import = Importa un archivo de lección (.json, tal como lo descarga el creador). Antes se revisa igual que las lecciones incluidas.
ui-my-lessons-present-builtin = Presentar una lección incluida
ui-my-lessons-present-note = Se muestra en grande, para un proyector: las flechas del teclado cambian de paso y la respuesta aparece cuando la pides.
ui-my-lessons-refused = Esta lección no se puede guardar:
ui-my-lessons-go-play = Ir a la página Jugar
ui-my-lessons-a-game = Esto es una partida (PGN), no una lección. Para verla, pégala en «Pega aquí una partida en PGN», en la página Jugar.
ui-my-lessons-imported = Se ha importado «{ $title }»: está en la lista de abajo.
ui-my-lessons-kept = Se ha guardado «{ $title }» en «Mis lecciones»: está en la lista de abajo.
ui-my-lessons-already-here = «{ $title }» ya está en «Mis lecciones», exactamente igual.
ui-my-lessons-copy-title = { $title } (copia)
ui-my-lessons-same-title = «{ $kept }» ya está en «Mis lecciones», con otros pasos u otras palabras. ¿La sustituyes o guardas las dos (esta como «{ $copy }»)?
ui-my-lessons-other-version = «{ $title }» es otra versión de «{ $kept }», que ya está en «Mis lecciones». ¿Sustituyes «{ $kept }» por esta o guardas las dos?
ui-my-lessons-replace = Sustituirla
ui-my-lessons-keep-both = Guardar las dos
ui-my-lessons-none = Todavía no hay lecciones. Crea una, importa un archivo de lección o abre el enlace de una lección compartida y guárdala.
ui-my-lessons-delete-question = ¿Borrar «{ $title }» y tu progreso en ella? No se puede deshacer.
ui-my-lessons-download = Descargar
ui-my-lessons-edit = Editar
ui-my-lessons-rename = Cambiar el nombre
ui-my-lessons-delete = Borrar
ui-my-lessons-new-title = Título nuevo
ui-my-lessons-rename-save = Guardar
ui-my-lessons-rename-note = La dirección de la lección sale de su título, así que los enlaces a ella cambian y tu progreso en ella empieza de nuevo.

## A lesson's own verdicts

step-done = ¡Muy bien!
step-held = La partida ha terminado con esa jugada. Pulsa «Reintentar» para seguir jugando desde la posición de antes.
watched-all = Esa era la última jugada. Sigue cuando quieras.
wrong-answer = No exactamente. Vuelve a mirar y prueba con otra respuesta.
right-answer = ¡Correcto!
reply-played = Bien. Ahora juega tu rival. { $played } Te toca a ti.
lesson-finished = Has terminado «{ $title }». Elige otra lección cuando quieras.
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

## The game against the computer

resigned = Has abandonado, así que esta partida la ganan { $winner-name }. Pulsa «Nueva partida» para jugar otra.
draw-claimed = { $by ->
        [you] Has reclamado tablas: { $rule ->
            [fifty] cada bando ha hecho cincuenta jugadas sin capturas ni jugadas de peón.
           *[repetition] esta posición ya ha aparecido tres veces en el tablero.
        }
       *[computer] El ordenador ha reclamado tablas: { $rule ->
            [fifty] cada bando ha hecho cincuenta jugadas sin capturas ni jugadas de peón.
           *[repetition] esta posición ya ha aparecido tres veces en el tablero.
        }
    }
out-of-check = { $way ->
        [king] Tu rey ha salido del jaque: ahora está en { $to }, donde ninguna pieza lo ataca.
        [capture] Tu { $piece-name } ha capturado { $checker-the }, la pieza que daba jaque, y así se ha acabado el jaque.
       *[block] Tu { $piece-name } está ahora en { $to }, entre { $checker-the } y tu rey, así que has tapado el jaque.
    }
hint = { $way ->
        [king] Prueba el rey de { $from } a { $to } ({ $san }): sale del jaque a una casilla que ninguna pieza ataca.
        [capture] Prueba a capturar { $checker-the } con { $piece-the } ({ $san }): así se acaba el jaque.
        [block] Prueba { $piece-the } a { $to } ({ $san }): se pone en medio, y así { $checker-the } ya no llega a tu rey.
       *[none] { $gain ->
            [mate] Prueba { $piece-the } a { $to } ({ $san }): ¡es jaque mate!
            [promotes] Prueba el peón de { $from } a { $to } ({ $san }): se convierte en { $promoted-name }.
            [free] Prueba a capturar { $taken-the } con { $piece-the } ({ $san }): nadie { $taken-gender ->
                [f] la defiende, así que la ganas
               *[m] lo defiende, así que lo ganas
            } gratis.
            [worth] Prueba a capturar { $taken-the } con { $piece-the } ({ $san }): capturas una pieza que vale más que la tuya.
            [takes] Prueba a capturar { $taken-the } con { $piece-the } ({ $san }).
            [check] Prueba { $piece-the } a { $to } ({ $san }): da jaque, y el ordenador tendrá que responder.
            [castles] Prueba a enrocar ({ $san }): tu rey estará más seguro y tu torre entrará en juego.
            [rescues] Prueba { $piece-the } a { $to } ({ $san }): en { $from } { $piece-gender ->
                [f] está atacada, y en { $to } nada la ataca.
               *[m] está atacado, y en { $to } nada lo ataca.
            }
           *[safe] Prueba { $piece-the } a { $to } ({ $san }): puede ir ahí, y tu rey sigue a salvo.
        }
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
ui-hint = Pista
ui-try-again = Reintentar
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
ui-claim-draw = Reclamar tablas
ui-claim-draw-ask = ¿Terminar esta partida en tablas?
ui-claim-draw-ask-move = { $rule ->
        [fifty] ¿Jugar { $move } y terminar la partida en tablas? Con esa jugada, cada bando habrá hecho cincuenta jugadas sin capturas ni movimientos de peón.
       *[repetition] ¿Jugar { $move } y terminar la partida en tablas? Con esa jugada, la misma posición estará en el tablero por tercera vez.
    }
ui-claim-draw-yes = Sí, tablas
ui-resign = Abandonar
ui-stop-computer = Parar el ordenador
ui-stop-computer-ask = ¿Paras el ordenador? Desde aquí moverás tú las piezas de los dos bandos.
ui-stop-computer-yes = Sí, pararlo
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

## A typed move that could not be read

typed-unreadable = «{ $text }» no es una jugada. Escribe una jugada como e4, Cf3, O-O o e2e4.
typed-no-piece = «{ $text }»: { $role ->
        [king] tu rey no puede llegar a { $to } en una sola jugada.
        [queen] no tienes ninguna dama que pueda ir a { $to }.
        [rook] no tienes ninguna torre que pueda ir a { $to }.
       *[other] no tienes ningún { $role-name } que pueda ir a { $to }.
    }
typed-ambiguous = «{ $text }»: hay más de { $role-un } que puede ir a { $to }. Añade la columna o la fila de la que sale, por ejemplo { $first } o { $second }.
typed-other-piece = En la notación { $notation ->
        [es] española
        [de] alemana
        [fr] francesa
        [ru] rusa
       *[en] inglesa
    }, { $letter } es { $role-el }, y { $pieces-count ->
        [one] { $pieces-your } no puede ir a { $to }
       *[other] no tienes { $role ->
            [queen] ninguna dama
            [rook] ninguna torre
           *[other] ningún { $role-name }
        } que pueda ir a { $to }
    }. Para { $other-el }, escribe { $instead }.

## Forms only the pages use

role-plural = { $role ->
        [king] reyes
        [queen] damas
        [rook] torres
        [bishop] alfiles
        [knight] caballos
       *[pawn] peones
    }
role-los = { $role ->
        [king] los reyes
        [queen] las damas
        [rook] las torres
        [bishop] los alfiles
        [knight] los caballos
       *[pawn] los peones
    }
role-los-start = { $role ->
        [king] Los reyes
        [queen] Las damas
        [rook] Las torres
        [bishop] Los alfiles
        [knight] Los caballos
       *[pawn] Los peones
    }
role-counted = { $count ->
        [1] { role-un }
       *[other] { $count } { role-plural }
    }
piece-colours = { $role ->
        [queen] { $colour ->
            [white] blancas
           *[black] negras
        }
        [rook] { $colour ->
            [white] blancas
           *[black] negras
        }
       *[other] { $colour ->
            [white] blancos
           *[black] negros
        }
    }
piece-kinds-the = { $sides ->
        [one] { $count ->
            [1] { role-el } de { $squares }
           *[other] { role-los } de { $squares }
        }
       *[both] { $count ->
            [1] { role-el } { piece-colour } de { $squares }
           *[other] { role-los } { piece-colours } de { $squares }
        }
    }
piece-kinds-whose = { $count ->
        [1] { role-el } { piece-colour } de { $squares }
       *[other] { role-los } { piece-colours } de { $squares }
    }
piece-kinds-whose-start = { $count ->
        [1] { role-el-start } { piece-colour } de { $squares }
       *[other] { role-los-start } { piece-colours } de { $squares }
    }

## Hojas de ejercicios (una página para el profesor): las preguntas de una lección o ejercicios de práctica para imprimir.
ui-title-worksheet = Hoja de ejercicios
ui-worksheet-link = Imprimir hoja de ejercicios
ui-worksheet-heading = Hoja de ejercicios: { $title }
ui-worksheet-intro = Imprímela para tu clase: primero los ejercicios y después las soluciones, en una página aparte. Los diagramas se imprimen aunque el navegador no imprima los gráficos de fondo.
ui-worksheet-count = Número de ejercicios:
ui-worksheet-new = Ejercicios nuevos
ui-worksheet-teacher-name = Nombre del profesor o la profesora (opcional):
ui-worksheet-with-key = Soluciones en una página aparte
ui-worksheet-print = Imprimir
ui-worksheet-back = Volver
ui-worksheet-empty = Esta lección solo muestra jugadas: no tiene ninguna pregunta que imprimir.
ui-worksheet-sheet = La hoja de ejercicios tal como se imprimirá
ui-worksheet-teacher = Profesor/a: { $name }
ui-worksheet-pupil-line = Nombre: ______________________   Fecha: ____________
ui-worksheet-answer-line = Respuesta: ______________________________
ui-worksheet-key-title = Soluciones: { $title }
ui-worksheet-cannot = No hay hoja de ejercicios
ui-worksheet-no-kind = No hay ningún tema de práctica que se llame «{ $kind }».
ui-worksheet-kind = { $kind ->
        [checkers] ¿Qué piezas dan jaque?
        [escapes] Formas de salir del jaque
        [verdict] ¿Jaque mate, ahogado o ninguno de los dos?
        [legal] ¿Es legal esta jugada?
       *[possible] ¿Podría darse esta posición?
    }
ui-worksheet-why-not = Si no, escribe por qué.
ui-worksheet-prompt-checkers = ¿Qué piezas dan jaque? Rodea cada una con un círculo.
ui-worksheet-prompt-escapes = El rey está en jaque. Escribe todas las jugadas que lo sacan del jaque.
ui-worksheet-prompt-possible = ¿Podría darse esta posición en una partida? Si no, escribe por qué.
ui-worksheet-choice = { $code ->
        [checkmate] Jaque mate
        [stalemate] Ahogado
        [neither] Ninguno de los dos
        [legal] Legal
        [illegal] Ilegal
        [possible] Podría darse
       *[impossible] Nunca podría darse
    }
ui-worksheet-moves = { $count ->
        [0] Ninguna jugada lo consigue.
        [one] La jugada: { $moves }
       *[other] { $count } jugadas: { $moves }
    }
ui-worksheet-no-answer = No se puede averiguar la respuesta a partir de esta posición.
ui-diagram-download = Descargar el tablero como diagrama
ui-diagram-svg = Diagrama (SVG)
ui-diagram-png = Diagrama (PNG)
ui-worksheet-turn = { $side ->
        [white] Juegan las blancas.
       *[black] Juegan las negras.
    }
ui-worksheet-any-move = { $count ->
        [one] La jugada: { $moves }
       *[other] Vale cualquiera de estas { $count } jugadas: { $moves }
    }
ui-worksheet-castling = { $side ->
        [white] { $wing ->
            [both] Las blancas aún pueden enrocar por los dos lados.
            [kingside] Las blancas aún pueden enrocar en corto.
           *[queenside] Las blancas aún pueden enrocar en largo.
        }
       *[black] { $wing ->
            [both] Las negras aún pueden enrocar por los dos lados.
            [kingside] Las negras aún pueden enrocar en corto.
           *[queenside] Las negras aún pueden enrocar en largo.
        }
    }
ui-worksheet-more-line = ______________________________

## The move list of a very long game

ui-earlier-moves = … { $n ->
        [one] 1 jugada anterior
       *[other] { $n } jugadas anteriores
    }

## The position read aloud (the board's W key)

board-side-pieces = { $side ->
        [white] Piezas blancas
       *[black] Piezas negras
    }: { $pieces }.

## Screen-reader fixes: M on the "legal?" arrow, picks put back, tried answers, finished steps, moves taken back in a lesson

ui-ask-arrow-start = { $square }, { $piece }: aquí empieza la jugada por la que se pregunta. Cuando hayas respondido, M te dirá adónde puede ir esta pieza.
ui-ask-arrow-end = { $square }, vacía: aquí termina la jugada por la que se pregunta. Cuando hayas respondido, M te dirá qué piezas pueden ir aquí.
ui-unpicked = { $count ->
        [0] Ya no está elegida la pieza de { $square }. Piezas elegidas: ninguna todavía
       *[other] Ya no está elegida la pieza de { $square }. Piezas elegidas: { $squares }
    }
ui-tried-not-right = (ya probada, no es la correcta)
ui-step-done = Paso { $n }, terminado
ui-step-started-again = Jugadas deshechas: el paso empieza de nuevo desde su posición inicial.

## El tablero leído por filas, columnas y tipos de pieza, y sus marcas, para lectores de pantalla (src/tutor/board_words.rs)
# Formas: piece-coloured «peón blanco en e4»; arrow-listed «de a1 a a8 en amarillo» y
# circle-listed «d4 en rojo» ($colour: green, red, blue, yellow, o none si no se sabe).

board-reading-keys = W: toda la posición. X: esta fila. Y: esta columna. L: todas las piezas de este tipo.
board-rank = { $pieces-count ->
        [0] La fila { $rank } está vacía.
       *[other] Fila { $rank }: { $pieces-coloured }.
    }
board-file = { $pieces-count ->
        [0] La columna { $file } está vacía.
       *[other] Columna { $file }: { $pieces-coloured }.
    }
board-kind = { $white-count ->
        [0] { $black-count ->
            [0] No hay { $role-plural } en el tablero.
           *[other] { $role-plural-start }. Blancas: { $role-gender ->
                [f] ninguna
               *[m] ninguno
            }. Negras: { $black }.
        }
       *[other] { $role-plural-start }. Blancas: { $white }. Negras: { $black-count ->
            [0] { $role-gender ->
                [f] ninguna
               *[m] ninguno
            }
           *[other] { $black }
        }.
    }
board-arrows = { $arrows-count ->
        [one] Flecha: { $arrows-listed }.
       *[other] Flechas: { $arrows-listed }.
    }
board-circles = { $circles-count ->
        [one] Círculo: { $circles-listed }.
       *[other] Círculos: { $circles-listed }.
    }
board-mark-arrow-to = flecha{ $colour ->
        [green] { " " }verde
        [red] { " " }roja
        [blue] { " " }azul
        [yellow] { " " }amarilla
       *[none] { "" }
    } hacia { $to }
board-mark-arrow-from = flecha{ $colour ->
        [green] { " " }verde
        [red] { " " }roja
        [blue] { " " }azul
        [yellow] { " " }amarilla
       *[none] { "" }
    } desde { $from }
board-mark-circle = círculo{ $colour ->
        [green] { " " }verde
        [red] { " " }rojo
        [blue] { " " }azul
        [yellow] { " " }amarillo
       *[none] { "" }
    }
piece-coloured = { role-name } { piece-colour } en { $square }
arrow-listed = de { $from } a { $to }{ $colour ->
        [green] { " " }en verde
        [red] { " " }en rojo
        [blue] { " " }en azul
        [yellow] { " " }en amarillo
       *[none] { "" }
    }
circle-listed = { $square }{ $colour ->
        [green] { " " }en verde
        [red] { " " }en rojo
        [blue] { " " }en azul
        [yellow] { " " }en amarillo
       *[none] { "" }
    }

## Practice: a king picked as a piece giving check (issue 43)
practice-king-never-checks = Un rey nunca da jaque: los dos reyes nunca pueden estar uno al lado del otro.

## Practice: why a reason does not stop the move (a wrong "Why not?"), and why a legal move the learner called illegal is allowed, said from the move (issue 43)
practice-miss = { $miss ->
        [king-itself] Es tu rey el que se mueve. Solo una pieza que está entre su rey y una pieza enemiga puede estar clavada, o dejar que esa pieza enemiga llegue al rey.
        [along-pin] { $mover-your-start } está { $mover-gender ->
            [f] clavada
           *[m] clavado
        } por { $by-the }, pero se mueve por la línea de la clavada, así que sigue tapando a tu rey.
        [not-pinned] { $mover-your-start } no está { $mover-gender ->
            [f] clavada
           *[m] clavado
        }: ninguna torre, alfil o dama enemiga está en línea con esa pieza y tu rey.
        [opens-nothing] Mover { $mover-your } no deja que ninguna pieza enemiga llegue a tu rey.
        [not-king] Se mueve { $mover-your }, no tu rey: esa regla trata de adónde va el rey.
        [safe-square] Ninguna pieza enemiga ataca { $to }.
        [only-king-near] Ninguna pieza enemiga llega a { $to }, salvo el otro rey, que está en { $at }.
        [not-beside] La casilla { $to } no está al lado del otro rey, que está en { $at }.
        [no-check] Tu rey no está en jaque.
        [steps-away] Tu rey sale del jaque: la pieza que da jaque no llega a { $to }.
        [takes-checker] La jugada captura { $by-the }, la pieza que da jaque.
        [blocks] La jugada interpone una pieza en { $to }, entre tu rey y { $by-the }: así tapa el jaque.
        [king-moves] Es tu rey el que se mueve, y en un jaque doble el rey es la única pieza que puede moverse.
        [single-check] Solo { $by-the } da jaque, así que no es un jaque doble.
        [not-castling] Esta jugada no es un enroque.
        [crossing-safe] Ninguna pieza enemiga ataca la casilla por la que pasa el rey.
        [landing-safe] Ninguna pieza enemiga ataca { $at }, donde llega el rey.
        [rights-kept] Ni tu rey ni esa torre se han movido todavía.
        [castle-path-clear] No hay nada entre el rey y la torre.
        [not-en-passant] Esta jugada no es una captura al paso.
        [jumps] El caballo salta por encima de las piezas: nada puede cortarle el paso.
        [path-clear] No hay nada entre { $from } y { $to }.
       *[shape-ok] { $mover-your-start } sí puede ir a { $to }: así se mueve.
    }

## Pieza tocada (las lecciones sobre la regla)

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

## La pista de una lección (su jugada)

hint-move = Prueba { $role-el } de { $from } a { $to } ({ $san }).

## Una clase en directo (src/ui/live): el panel del profesor en el modo de presentación y la página del alumno
## (#/join). Los alumnos suelen ser niños: palabras cortas y amables.

ui-live-title = Clase en directo
ui-live-start = Empezar una clase en directo
ui-live-starting = Empezando la clase…
ui-live-try-again = Reintentar
ui-live-joined = { $n ->
        [0] Todavía no se ha unido ningún alumno.
        [one] Se ha unido 1 alumno.
       *[other] Se han unido { $n } alumnos.
    }
ui-live-join-at = Los alumnos escanean el código QR, o abren Check Tutor, pulsan «Unirse a una clase» y escriben este código:
ui-live-join-link = Enlace para unirse (para compartir)
ui-live-qr = Código QR del enlace para unirse
ui-live-answered = { $pupils ->
        [one] Han respondido: { $answered } de 1. Correctas: { $right }.
       *[other] Han respondido: { $answered } de { $pupils }. Correctas: { $right }.
    }
ui-live-common-wrong = { $n ->
        [one] Respuesta incorrecta más frecuente: { $answer } (1 alumno)
       *[other] Respuesta incorrecta más frecuente: { $answer } ({ $n } alumnos)
    }
ui-live-waiting = { $n ->
        [one] Aún está pensando: { $names }
       *[other] Aún están pensando ({ $n }): { $names }
    }
ui-live-pupil-n = Alumno { $n }
ui-live-results = Descargar los resultados (CSV)
ui-live-csv-pupil = Alumno
ui-live-csv-right-count = Respuestas correctas
ui-live-csv-right = correcta
ui-live-csv-wrong = incorrecta
ui-live-end = Terminar la clase
ui-live-ended-teacher = La clase ha terminado. Los nombres de los alumnos ya no están en el servidor; los resultados siguen aquí hasta que salgas de esta página.
ui-live-connected = Conectado
ui-live-reconnecting = Se ha perdido la conexión. Volviendo a intentarlo…
ui-live-closed = Desconectado. Vuelve a cargar la página para unirte otra vez.
ui-live-error-config = Este sitio no tiene configurada ninguna clase en directo (su live.json falta o no es correcto).
ui-live-error-broker = No se puede conectar con el servidor de la clase. Comprueba tu conexión a internet y vuelve a intentarlo.
ui-live-error-no-class = No hay ninguna clase con ese código. Comprueba el código con tu profesor o profesora.
ui-live-error-crypto = Este navegador no puede participar en una clase en directo. Prueba con una versión actualizada de Chrome, Edge, Firefox o Safari.
ui-live-error-load = No se ha podido cargar la clase en directo. Comprueba tu conexión a internet y vuelve a intentarlo.
ui-live-error-lesson = No se ha podido abrir en este dispositivo la lección de tu profesor o profesora.
ui-live-join-title = Unirse a una clase
ui-live-joining = Entrando en la clase…
ui-live-code-label = Código de la clase
ui-live-join = Entrar
ui-live-your-name = Tu nombre:
ui-live-name-hint = opcional
ui-live-wait-start = ¡Ya estás dentro! Espera a que empiece la clase.
ui-live-wait = ¡Hecho! Espera al siguiente paso.
ui-live-ended = La clase ha terminado. ¡Muy bien! Los pasos que has completado se guardan en tu progreso.
ui-live-you-right = ¡Tu respuesta era correcta!
ui-live-you-wrong = Esta vez tu respuesta no era correcta. Esta es la respuesta correcta:
ui-live-right-answer = La respuesta correcta: { $answer }
ui-live-code-is = Código de la clase: { $code }
ui-live-unsent = Tus alumnos no recibieron este paso: el servidor de la clase lo rechazó o no se pudo conectar. Una lección propia debe ocupar menos de unos 40 KB para poder enviarse.
