# Что говорит тренер о ходах, шахе, мате и пате: русский каталог (английский, en/tutor.ftl,
# остаётся запасным). Rust passes facts; how a fact is said is a form below
# (src/tutor/catalog/mod.rs): $mover-your-nom-start is this file's piece-your-nom-start
# told the mover's $role, $colour, $square.
#
# Forms used here (cases: nom, acc, gen, dat, ins; pieces are animate, so acc of
# masculine = gen: «коня», «ферзя»; feminine: «ладью», «пешку»):
#   role-nom, role-nom-start, role-acc, role-gen, role-dat, role-ins, role-moves
#   role-plural-start (Ладьи, Кони: «Ладьи на a1 и h1»)
#   role-your-acc (твою пешку, твоего коня)
#   side-nom, side-nom-start, side-gen, side-dat, side-acc, side-ins ($side: white/black)
#   piece-gender (masculine/feminine: ладья and пешка are feminine, ферзь is masculine)
#   piece-name, piece-nom, piece-nom-start, piece-acc, piece-acc-start, piece-gen, piece-ins
#   piece-ins-short (конём, without the square)
#   piece-ins-from, piece-gen-from (слоном с c1, слона с c1: the square a piece leaves;
#   «ход слоном на c1» would mean a move to c1)
#   piece-your-name, piece-your-name-start, piece-your-nom-start, piece-your-gen, piece-your-ins
#   piece-col-nom, piece-col-nom-start, piece-col-acc, piece-col-dat-start
#   piece-col-gen (у белого коня на g1), piece-col-ins-from (белым конём с g1)
#   line-gen; list-pair, list-more; list-or-pair, list-or-more (f3 или h3)
# Verbs in the present or future tense do not agree in gender; past tense and short
# participles (связан / связана, тронут / тронута) select on piece-gender. With a list,
# verbs select on the count: [1] бьёт, *[other] бьют.
# Square names stay in Latin letters (e4); $san comes already in Russian letters (Кр Ф Л С К).

## Фигуры, стороны, линии, списки

role-nom = { $role ->
        [king] король
        [queen] ферзь
        [rook] ладья
        [bishop] слон
        [knight] конь
       *[pawn] пешка
    }
role-nom-start = { $role ->
        [king] Король
        [queen] Ферзь
        [rook] Ладья
        [bishop] Слон
        [knight] Конь
       *[pawn] Пешка
    }
role-plural-start = { $role ->
        [king] Короли
        [queen] Ферзи
        [rook] Ладьи
        [bishop] Слоны
        [knight] Кони
       *[pawn] Пешки
    }
role-acc = { $role ->
        [king] короля
        [queen] ферзя
        [rook] ладью
        [bishop] слона
        [knight] коня
       *[pawn] пешку
    }
role-gen = { $role ->
        [king] короля
        [queen] ферзя
        [rook] ладьи
        [bishop] слона
        [knight] коня
       *[pawn] пешки
    }
role-dat = { $role ->
        [king] королю
        [queen] ферзю
        [rook] ладье
        [bishop] слону
        [knight] коню
       *[pawn] пешке
    }
role-ins = { $role ->
        [king] королём
        [queen] ферзём
        [rook] ладьёй
        [bishop] слоном
        [knight] конём
       *[pawn] пешкой
    }
role-moves = { $role ->
        [king] король ходит на одно поле в любую сторону (а при рокировке — на два)
        [queen] ферзь ходит по вертикалям, горизонталям и диагоналям
        [rook] ладья ходит по вертикалям и горизонталям
        [bishop] слон ходит по диагоналям
        [knight] конь ходит буквой «Г» — на два поля прямо и на одно в сторону, перепрыгивая через всё на пути
       *[pawn] пешка ходит прямо вперёд на одно поле (с начального поля — можно на два), а бьёт на одно поле вперёд по диагонали
    }
side-nom = { $side ->
        [white] белые
       *[black] чёрные
    }
side-nom-start = { $side ->
        [white] Белые
       *[black] Чёрные
    }
side-gen = { $side ->
        [white] белых
       *[black] чёрных
    }
side-acc = { $side ->
        [white] белых
       *[black] чёрных
    }
side-ins = { $side ->
        [white] белыми
       *[black] чёрными
    }
side-dat = { $side ->
        [white] белым
       *[black] чёрным
    }
piece-gender = { $role ->
        [rook] feminine
        [pawn] feminine
       *[other] masculine
    }
piece-name = { role-nom }
piece-nom = { role-nom } на { $square }
piece-nom-start = { role-nom-start } на { $square }
piece-acc = { role-acc } на { $square }
piece-acc-start = { $role ->
        [king] Короля
        [queen] Ферзя
        [rook] Ладью
        [bishop] Слона
        [knight] Коня
       *[pawn] Пешку
    } на { $square }
piece-gen = { role-gen } на { $square }
piece-ins = { role-ins } на { $square }
piece-ins-from = { role-ins } с { $square }
piece-gen-from = { role-gen } с { $square }
piece-your-name = { $role ->
        [rook] твоя
        [pawn] твоя
       *[other] твой
    } { role-nom }
piece-your-nom-start = { $role ->
        [rook] Твоя
        [pawn] Твоя
       *[other] Твой
    } { role-nom } на { $square }
piece-col-nom = { $colour ->
        [white] { $role ->
            [rook] белая
            [pawn] белая
           *[other] белый
        }
       *[black] { $role ->
            [rook] чёрная
            [pawn] чёрная
           *[other] чёрный
        }
    } { role-nom } на { $square }
piece-col-nom-start = { $colour ->
        [white] { $role ->
            [rook] Белая
            [pawn] Белая
           *[other] Белый
        }
       *[black] { $role ->
            [rook] Чёрная
            [pawn] Чёрная
           *[other] Чёрный
        }
    } { role-nom } на { $square }
piece-col-acc = { $colour ->
        [white] { $role ->
            [rook] белую
            [pawn] белую
           *[other] белого
        }
       *[black] { $role ->
            [rook] чёрную
            [pawn] чёрную
           *[other] чёрного
        }
    } { role-acc } на { $square }
piece-col-dat-start = { $colour ->
        [white] { $role ->
            [rook] Белой
            [pawn] Белой
           *[other] Белому
        }
       *[black] { $role ->
            [rook] Чёрной
            [pawn] Чёрной
           *[other] Чёрному
        }
    } { role-dat } на { $square }
piece-col-gen = { $colour ->
        [white] { $role ->
            [rook] белой
            [pawn] белой
           *[other] белого
        }
       *[black] { $role ->
            [rook] чёрной
            [pawn] чёрной
           *[other] чёрного
        }
    } { role-gen } на { $square }
line-gen = { $kind ->
        [file] вертикали { $file }
        [rank] { $rank ->
            [1] первой
            [2] второй
            [3] третьей
            [4] четвёртой
            [5] пятой
            [6] шестой
            [7] седьмой
           *[8] восьмой
        } горизонтали
       *[diagonal] диагонали { $from }–{ $to }
    }
list-pair = { $first } и { $rest }
list-more = { $first }, { $rest }
list-or-pair = { $first } или { $rest }
list-or-more = { $first }, { $rest }

## Невозможные ходы

refused-no-piece = На { $square } нет ни фигуры, ни пешки: ходить нечем.
refused-not-your-turn = Сейчас ход { $turn-gen }, а { $piece-nom } играет за { $owner-acc }.
refused-own-piece = { $mover-your-nom-start } не может пойти на { $to }: там стоит { $target-your-name }, а свои фигуры и пешки брать нельзя.
refused-not-a-piece-move = { $mover-your-nom-start } не может попасть на { $to } за один ход: { $role-moves }.
refused-path-blocked = { $mover-your-nom-start } не может пройти на { $to }: путь загораживает { $blocker-col-nom }.
refused-king-into-check = Твой король не может пойти на { $to }: это поле { $attackers-count ->
        [1] бьёт
       *[other] бьют
    } { $attackers-nom }, а королю нельзя вставать под шах.
refused-king-on-check-line = Твой король не может пойти на { $to }: он останется на линии удара { $attackers-gen }. Сейчас король сам загораживает эту линию, но, когда он отойдёт, удар пройдёт дальше.
refused-kings-touch = Твой король не может пойти на { $to }: он окажется рядом с королём соперника на { $other }. Короли не могут стоять на соседних полях, ведь тогда они нападали бы друг на друга.
refused-not-out-of-check = Твоему королю на { $king } { $checkers-count ->
        [1] даёт
       *[other] дают
    } шах { $checkers-nom }. { $ways ->
        [king-capture-block] Ход { $mover-ins-from } не спасает от шаха: отойди королём, возьми { $checkers-acc } или закройся.
        [king-capture] Ход { $mover-ins-from } не спасает от шаха: отойди королём или возьми { $checkers-acc }.
        [king-block] Ход { $mover-ins-from } не спасает от шаха: отойди королём или закройся.
        [capture-block] Ход { $mover-ins-from } не спасает от шаха: возьми { $checkers-acc } или закройся.
        [king] Ход { $mover-ins-from } не спасает от шаха: здесь можно только отойти королём.
        [capture] Ход { $mover-ins-from } не спасает от шаха: здесь можно только взять { $checkers-acc }.
        [block] Ход { $mover-ins-from } не спасает от шаха: здесь можно только закрыться.
       *[none] Ход { $mover-ins-from } не спасает от шаха, и никакой другой ход тоже не спасает: это мат.
    }{ $unblockable ->
        [knight] { " " }От шаха конём закрыться нельзя.
        [adjacent] { " " }{ $checkers-nom-start } стоит вплотную к твоему королю: между ними нет ни одного поля, поэтому закрыться нельзя.
       *[no] { "" }
    }
refused-double-check = Двойной шах: шах { $checkers-count ->
        [1] даёт
       *[other] дают
    } { $checkers-nom }. Одним ходом { $mover-gen-from } не убрать сразу оба шаха, поэтому ходить можно только королём.
refused-pinned = { $mover-your-nom-start } { $mover-gender ->
        [feminine] связана: если она уйдёт
       *[masculine] связан: если он уйдёт
    } с { $line-gen }, твой король на { $king } окажется под ударом { $pinner-gen }.
refused-exposes-king = { $attackers-count ->
        [0] Если сходить { $mover-ins-from }, твой король на { $king } останется под шахом.
       *[other] Если сходить { $mover-ins-from }, откроется линия к твоему королю на { $king } и он окажется под ударом { $attackers-gen }.
    }
refused-en-passant-exposes = Здесь нельзя брать на проходе. { $mover-your-nom-start } и { $captured-col-nom } одновременно уйдут с { $line-gen }, и тогда твой король на { $king } окажется под ударом { $attacker-gen }.
refused-castle-in-check = Рокироваться под шахом нельзя: { $checkers-nom } { $checkers-count ->
        [1] даёт
       *[other] дают
    } шах твоему королю. Сначала защитись от шаха.
refused-castle-through-check = Рокироваться нельзя: твой король пройдёт через поле { $square }, а это поле { $attackers-count ->
        [1] бьёт
       *[other] бьют
    } { $attackers-nom }. При рокировке король не может проходить через битое поле.
refused-castle-into-check = Рокироваться нельзя: твой король окажется на { $square }, а это поле { $attackers-count ->
        [1] бьёт
       *[other] бьют
    } { $attackers-nom }.
refused-castle-rights-lost = { $wing ->
        [kingside] Короткую рокировку (O-O)
       *[queenside] Длинную рокировку (O-O-O)
    } сделать уже нельзя: король или нужная для неё ладья уже ходили (или этой ладьи больше нет на доске).
refused-castle-path-blocked = { $wing ->
        [kingside] Короткую рокировку (O-O)
       *[queenside] Длинную рокировку (O-O-O)
    } пока сделать нельзя: между королём и ладьёй { $blockers-count ->
        [1] стоит
       *[other] стоят
    } { $blockers-col-nom }.
refused-en-passant-gone = { $mover-your-nom-start } не может взять { $pawn-acc } на проходе: так бить можно только сразу, следующим же ходом после того, как пешка соперника прошла на два поля мимо { $mover-gender ->
        [feminine] неё
       *[masculine] него
    }.
refused-promotion-piece = Твоя пешка дошла до { $to } и должна превратиться в ферзя, ладью, слона или коня: выбери, в кого.

## Сделанные ходы, ходы вслух, подсказки

played = { $castled ->
        [kingside] Короткая рокировка
        [queenside] Длинная рокировка
       *[no] { $captured ->
            [no] { $role-nom-start } идёт на { $to }
            [en-passant] { $role-nom-start } берёт на проходе { $taken-acc }
           *[yes] { $role-nom-start } берёт { $taken-acc }
        }{ $promotion ->
            [no] { "" }
           *[yes] { " " }и превращается в { $promoted-acc }
        }
    } ({ $san }){ $end ->
        [mate] { $check ->
            [discovered] { " — вскрытый шах и мат!" }
            [double] { " — двойной шах и мат!" }
           *[direct] { " — мат!" }
        }
        [stalemate] { " — пат, ничья." }
       *[none] { $check ->
            [direct] { " — шах." }
            [discovered] { " — вскрытый шах " }{ $checkers-ins }.
            [double] { " — двойной шах." }
           *[none] .
        }
    }
move-spoken = { $castled ->
        [kingside] { $side-nom-start } делают короткую рокировку
        [queenside] { $side-nom-start } делают длинную рокировку
       *[no] { $side ->
            [white] { $role ->
                [rook] Белая
                [pawn] Белая
               *[other] Белый
            }
           *[black] { $role ->
                [rook] Чёрная
                [pawn] Чёрная
               *[other] Чёрный
            }
        } { $role-nom } с { $from } на { $to }
    }{ $captured ->
        [no] { "" }
       *[yes] , берёт { $taken-col-acc }
    }{ $promotion ->
        [no] { "" }
       *[yes] , превращается в { $promoted-acc }
    }{ $end ->
        [mate] , мат.
        [stalemate] , пат.
        [discovered] , вскрытый шах { $checkers-ins }.
        [double] , двойной шах { $checkers-ins }.
        [check] , шах.
       *[none] .
    }
## Шах и как от него защититься

check-by = { $checkers-count ->
        [1] Шах: { $checkers-col-nom } атакует короля на { $king }.
       *[other] Двойной шах: { $checkers-col-nom } вместе атакуют короля на { $king }.
    }
ways-out = { $all ->
        [1] Спастись от шаха можно только так: { $ways-said }.
       *[other] { $named ->
            [yes] Как спастись от шаха: { $ways-said }.
           *[no] Спастись от шаха можно { $all ->
                [one] { $all } способом
               *[other] { $all } способами
            }, например { $ways-said }.
        }
    }
way-said = { $san } ({ $role-nom } { $capture ->
        [yes] бьёт на
       *[no] идёт на
    } { $to })
no-capture-nothing = Того, кто даёт шах с поля { $square }, взять нечем.
no-capture-defended = Король не может взять на { $square }: это поле { $defenders-count ->
        [1] защищает
       *[other] защищают
    } { $defenders-nom }, и король встал бы под шах.
no-capture-pinned = { $pinned-nom-start } { $pinned-count ->
        [1] { $pinned-gender ->
            [feminine] могла бы взять на { $square }, но она связана: за ней стоит свой король.
           *[masculine] мог бы взять на { $square }, но он связан: за ним стоит свой король.
        }
       *[other] могли бы взять на { $square }, но они связаны: за ними стоит свой король.
    }
no-capture-double = Взятие на { $square } не поможет: второй шах всё равно останется.
no-block-knight = От шаха конём закрыться нельзя: конь перепрыгивает через всё, что стоит на пути.
no-block-adjacent = От этого шаха закрыться нельзя: между королём и тем, кто даёт шах, нет ни одного поля.
no-block-nothing = Закрыться нечем: ни одна фигура или пешка не может встать на пути шаха.
no-block-double = От двойного шаха закрыться нельзя: одна фигура не может перекрыть сразу две линии.

## Мат и пат

checkmate = Мат: король под шахом, и ни один возможный ход его не спасает. Победили { $winner-nom }.
stalemate = Пат: { $side-dat } не объявлен шах, но у них нет ни одного возможного хода. Партия закончилась вничью.
escape-covered = Поле { $square } { $attackers-count ->
        [0] под ударом.
        [1] бьёт { $attackers-nom }.
       *[other] бьют { $attackers-nom }.
    }
escape-protected = { $attackers-count ->
        [0] { $taken-nom-start } под защитой.
        [1] { $taken-acc-start } защищает { $attackers-nom }.
       *[other] { $taken-acc-start } защищают { $attackers-nom }.
    }
escape-own-piece = На { $square } королю не встать: там стоит его же { $piece-name }.
escape-next-to-king = Поле { $square } находится рядом с другим королём.
escape-taken-next-to-king = { $taken-nom-start } стоит рядом с другим королём: если { $taken-gender ->
        [feminine] её
       *[masculine] его
    } взять, короли окажутся на соседних полях.
no-moves = { $piece-col-dat-start } некуда пойти.

## Уроки и партии

## Строка состояния и ход после конца партии

status-line = { $status ->
        [checkmate] Мат. Победили { $winner-nom }.
        [stalemate] Пат: { $side-dat } не объявлен шах, но у них нет ни одного возможного хода. Ничья.
        [insufficient] Ничья: ни у одной из сторон не хватает материала, чтобы поставить мат.
        [seventy-five] Ничья: за последние 75 ходов каждой стороны не было ни одного взятия и ни одного хода пешкой.
        [fivefold] Ничья: одна и та же позиция повторилась пять раз.
       *[ongoing] { $check ->
            [single] Ход { $side-gen }: шах!
            [double] Ход { $side-gen }: двойной шах! Ходить можно только королём.
           *[none] Ход { $side-gen }.
        }{ $claim ->
            [repetition] { " " }Можно потребовать ничью: эта позиция повторилась уже в третий раз.
            [repetition-by] { " " }{ $side-nom-start } могут потребовать ничью, если объявят ход { $san }, ещё не делая его: этот ход в третий раз приведёт к той же позиции.
            [fifty] { " " }Можно потребовать ничью: за последние 50 ходов каждой стороны не было ни одного взятия и ни одного хода пешкой.
            [fifty-by] { " " }{ $side-nom-start } могут потребовать ничью, если объявят ход { $san }, ещё не делая его: после этого хода наберётся 50 ходов каждой стороны без взятий и без ходов пешкой.
           *[none] { "" }
        }
    }
game-over = { $rule ->
        [fivefold] Ходить больше нельзя: одна и та же позиция повторилась уже пять раз, а при пятикратном повторении партия сразу заканчивается вничью, даже если никто не требует ничьей.
        [seventy-five] Ходить больше нельзя: за последние 75 ходов каждой стороны не было ни одного взятия и ни одного хода пешкой, а в этом случае партия сразу заканчивается вничью, даже если никто не требует ничьей.
        [insufficient] Ходить больше нельзя: ни у одной из сторон не хватает фигур, чтобы поставить мат, поэтому партия сразу заканчивается вничью.
       *[other] Ходить больше нельзя: партия окончена.
    } Нажми «Отменить ход», чтобы вернуться назад и играть дальше.

## Positions that could never arise
# Почему позиция не может возникнуть в партии (редактор, «Игра», тренировка, `tutor
# analyze`). $squares, $homes, $guarded — списки полей ($squares-or: «d4 или e3»).
# $walls-kinds-nom называет фигуры группами по виду («слон на c1 и пешки на b2 и d2») через
# piece-kinds-nom, которому передаются $role, $colour, $squares, $count (размер группы) и
# $sides (one: все одного цвета, both: обоих цветов). $lost-counted считает фигуры по виду
# («одну пешку и 2 слона», винительный падеж) через role-counted ($role, $count).
# role-plural — именительный падеж мн. ч. (слоны), role-plural-gen — родительный мн. ч.
# (слонов; он же винительный: фигуры одушевлённые).

role-gender = { $role ->
        [rook] feminine
        [pawn] feminine
       *[other] masculine
    }
# Кнопка редактора, которая убирает права на рокировку ($castling, буквами FEN: KQ) и поле
# взятия на проходе ($ep), которых в этой позиции быть не может.
# «Игра» не принимает такую позицию; $reasons — предложения выше.
# Предложение из файла урока — как оно написано.
lesson-text = { $text }
# Примечание «Игры» под позицией, которая не может возникнуть, но в неё можно играть
# ($reasons — предложения выше), и строка, пока помощник проверяет, может ли она возникнуть.

## Typed moves

typed-letter-is = { $then } В { $notation ->
        [es] испанской
        [de] немецкой
        [fr] французской
        [ru] русской
       *[en] английской
    } нотации { $letter } — это { $role-nom }. Чтобы сходить { $other-ins }, напиши { $instead }.
typed-read-as = Ход прочитан как { $read }. { $then }

## Слова самого приложения: верхняя панель и страница «Игра»

ui-skip = Перейти к содержимому
ui-sections = Разделы
ui-nav-lessons = Уроки
ui-nav-practice = Тренировка
ui-nav-play = Игра
ui-nav-progress = Успехи
ui-nav-questions = Вопросы
ui-nav-teachers = Для учителей
ui-nav-editor = Редактор: расставить позицию
ui-nav-builder = Конструктор: создать урок
ui-nav-my-lessons = Мои уроки: поделиться, показать, импортировать
ui-sounds = Звук
ui-sounds-on = Звук включён
ui-sounds-off = Звук выключен
ui-present-back = ◀ Назад
ui-present-forward = Вперёд ▶
ui-full-screen = Во весь экран
ui-leave-present = Выйти из режима показа
ui-moves = Ходы
ui-start = В начало
ui-start-title = Вернуться к началу партии
ui-undo = Отменить ход
ui-redo = Вернуть ход
ui-end = В конец
ui-end-title = Перейти к последнему ходу
ui-new-game = Новая партия
ui-play-computer = Играть с компьютером
ui-flip = Перевернуть доску
ui-present = Режим показа
ui-edit-position = Изменить позицию
ui-position-and-game = Ещё: режим показа, изменить позицию, FEN, PGN, ссылка
ui-import-game = Загрузить партию
ui-download-pgn = Скачать PGN
ui-move-label = Введи ход (SAN или UCI)
ui-move-placeholder = Твой ход: Кf3, exd5, O-O
ui-move-play = Сходить
ui-position = Позиция
ui-load = Загрузить
ui-open-in-editor = Открыть в редакторе
ui-link-to-board = Ссылка на эту доску
ui-marks = Стрелки и кружки
ui-marks-hint-mouse = Тяни правой кнопкой мыши — стрелка, щёлкни правой кнопкой — кружок (или нажми «Стрелки»)
ui-marks-hint-touch = Нажми «Стрелки», потом проведи пальцем — будет стрелка, коснись поля — будет кружок
ui-marks-hint-drawing = Рисование: проведи — стрелка, коснись — кружок; с клавиатуры — Enter на двух полях (дважды на одном — кружок). Чтобы снова ходить фигурами, ещё раз нажми «Стрелки».
ui-draw = ✎ Стрелки
ui-clear-marks = Стереть пометки

## Уроки, вопросы и главная страница

## Слова, с которых начинается похвала в уроке, чтобы не хвалить дважды (список через ", ")

praise-openers = Молодец, Верно, Правильно, Отлично, Хорошо, Да, Точно, Браво, Прекрасно, Здорово, Супер
praise-cries = Мат, Шах, Пат

## Партия с компьютером

## Заголовки страниц, сообщения и ошибки

ui-title = { $page } – Check Tutor
ui-link-damaged = Эта ссылка повреждена: часть её не удалось прочитать, поэтому точно показать то, на что она указывала, нельзя. Попроси прислать ссылку ещё раз.
ui-update-ready = Готова новая версия
ui-reload = Обновить

## Доска для экранного диктора: поле называется «e4, белая пешка, возможный ход»

ui-board = Шахматная доска
# Клавиши K, Q, R, B, N и P во всех языках одни и те же (английские буквы фигур).
ui-board-keys = Стрелки на клавиатуре переводят с поля на поле. Enter берёт фигуру и ставит её на новое поле; Escape возвращает её на место. Клавиша M подскажет, куда может пойти фигура, а если никуда, то почему. Клавиши с английскими буквами K (король), Q (ферзь), R (ладья), B (слон), N (конь) и P (пешка) переносят к фигурам внизу доски, а вместе с Shift — к фигурам вверху; цифры от 1 до 8 переносят на эту горизонталь. В режиме рисования Enter на одном поле, а потом на другом рисует стрелку, а дважды на одном и том же поле — кружок.
ui-file = вертикаль { $file }
ui-rank = горизонталь { $rank }
ui-square-empty = пусто
ui-piece-wK = белый король
ui-piece-wQ = белый ферзь
ui-piece-wR = белая ладья
ui-piece-wB = белый слон
ui-piece-wN = белый конь
ui-piece-wP = белая пешка
ui-piece-bK = чёрный король
ui-piece-bQ = чёрный ферзь
ui-piece-bR = чёрная ладья
ui-piece-bB = чёрный слон
ui-piece-bN = чёрный конь
ui-piece-bP = чёрная пешка
ui-state-selected = выбрано
ui-state-dest = возможный ход
ui-state-capture = можно взять
ui-state-in-check = под шахом
ui-state-checker = даёт шах
ui-state-pinned = в связке
ui-state-pinner = связывает
ui-state-attacker = держит поле под ударом
ui-state-blocker = стоит на пути
ui-state-last-move = последний ход
ui-state-taken-en-passant = пешка, взятая на проходе
ui-state-draw-from = отсюда начинается стрелка
ui-promote-choose = Выбери, во что превратится пешка на { $square }: в ферзя, ладью, слона или коня.
ui-promote-label = Во что превратить пешку на { $square }
ui-promote-becomes = Пешка на { $square } превратится в
ui-fen-to-load = FEN для загрузки
ui-fen-placeholder = Вставь FEN
ui-draw-in = { $colour ->
        [green] Рисовать зелёным
        [red] Рисовать красным
        [blue] Рисовать синим
       *[yellow] Рисовать жёлтым
    }

## Позиция словами, для экранного диктора

position-pieces = { $squares-count ->
        [1] { $role-nom-start } на { $squares }
       *[other] { $role-plural-start } на { $squares }
    }
ui-position-words = Позиция словами
ui-white-pieces = Белые фигуры
ui-black-pieces = Чёрные фигуры
ui-last-move = Последний ход
ui-status = Состояние партии
ui-no-move-yet = Ещё не сделано ни одного хода.
ui-board-status = Шахматная доска. { $status }
ui-pgn-to-import = PGN для загрузки
ui-game-in-pgn = Партия в PGN
ui-pgn-placeholder = Вставь партию в формате PGN

## Список уроков, ссылки и копирование

ui-link-failed = { $why }. Доска ниже — не та, что была в ссылке: попроси прислать ссылку ещё раз.
ui-play-on = Продолжить отсюда
ui-copied = Скопировано
ui-copy-link = Скопировать ссылку
ui-link-copied = Ссылка скопирована.
ui-copy-refused = Браузер не разрешил странице скопировать ссылку. Она выделена ниже: скопируй её клавишами Ctrl+C (⌘C на Mac).
ui-lang-fallback = Некоторые уроки показаны на английском: их перевод на { $language ->
        [es] испанский
        [de] немецкий
        [fr] французский
       *[ru] русский
    } язык не удалось загрузить.
ui-lang-fallback-offline = Некоторые уроки показаны на английском: их перевод на { $language ->
        [es] испанский
        [de] немецкий
        [fr] французский
       *[ru] русский
    } язык не удалось загрузить. Он загрузится, когда появится интернет.

## Вопрос об одном поле (клавиша M) и пометки на полях для экранного диктора

ask-moves = { $piece-col-nom-start } может пойти на { $squares-or }.
ask-no-move = У { $piece-col-gen } нет ни одного возможного хода.
ask-stuck = У { $piece-col-gen } нет ни одного возможного хода. { $why }
ask-not-to-move = { $piece-col-nom-start }. Сейчас ход { $turn-gen }.
ask-reach = Поле { $square } свободно. { $movers-count ->
        [0] Ни одна { $side ->
            [white] белая
           *[black] чёрная
        } фигура не может пойти туда этим ходом.
        [1] У { $side-gen } туда может пойти { $movers-nom }.
       *[other] У { $side-gen } туда могут пойти { $movers-nom }.
    }{ $attackers-count ->
        [0] { "" }
        [1] { " " }У { $side ->
            [white] чёрных
           *[black] белых
        } это поле бьёт { $attackers-nom }.
       *[other] { " " }У { $side ->
            [white] чёрных
           *[black] белых
        } это поле бьют { $attackers-nom }.
    }
ask-legal = Так ходить можно. { $move }
ask-refused = Так ходить нельзя. { $why }
note-pinned-by = связку держит { $pinner-col-nom }
note-pinning = связывает { $pinned-col-acc }
note-covers = { $squares-count ->
        [1] бьёт поле { $squares }
       *[other] бьёт поля { $squares }
    }

## Стрелки и кружки, нарисованные с клавиатуры, для экранного диктора

ui-arrow-started = Стрелка с { $from }: нажми Enter на поле, где она кончается, или ещё раз на { $from }, чтобы нарисовать кружок.
ui-arrow-drawn = Стрелка с { $from } на { $to }{ $colour ->
        [green] , зелёная
        [red] , красная
        [blue] , синяя
        [yellow] , жёлтая
       *[none] { "" }
    }.
ui-circle-drawn = Кружок на { $from }{ $colour ->
        [green] , зелёный
        [red] , красный
        [blue] , синий
        [yellow] , жёлтый
       *[none] { "" }
    }.
ui-arrow-removed = Стрелка с { $from } на { $to } стёрта.
ui-circle-removed = Кружок на { $from } стёрт.
ui-arrow-cancelled = Стрелка не нарисована.

## Загруженные и отменённые ходы и следующий шаг урока для экранного диктора

# Редактор позиций. $piece — код фигуры: w или b (её цвет), затем K, Q, R, B, N или P.

# Урок, который показывают классу.

# Инструменты для учителей, открытые со страниц ученика, и сохранение уроков.

# Файлы и ссылки с уроками, которые не удаётся прочитать. $size и $most — в килобайтах.
ui-taken-back = Ход отменён: { $move }
ui-link-game-unreadable = Партию из этой ссылки не удалось прочитать: возможно, ссылку скопировали не целиком. Позиция, которую она показывает, стоит на доске.
