# The rest of the app's words (the pages beyond Play), fetched when a page needs them or once
# the app has started: see tutor.ftl's header for the forms.

## Positions that could never arise

position-impossible = Cette position ne peut jamais survenir dans une partie.
position-empty-board = L'échiquier est vide : une partie a besoin au moins des deux rois.
position-missing-king = { $side-les-start } n'ont pas de roi. Dans toute position d'une partie, il y a exactement un roi de chaque couleur.
position-too-many-kings = { $side-les-start } ont plus d'un roi. Un pion ne devient jamais un roi, il n'y en a donc qu'un seul.
position-pawns-on-back-rank = { $squares-count ->
        [1] Il y a un pion en { $squares } : les pions ne sont jamais sur la première ni sur la dernière rangée (ils partent de la deuxième et sont promus en atteignant la dernière).
       *[other] Il y a des pions en { $squares } : les pions ne sont jamais sur la première ni sur la dernière rangée (ils partent de la deuxième et sont promus en atteignant la dernière).
    }
position-too-many-pawns = { $side-les-start } ont { $count ->
        [one] { $count } pion
       *[other] { $count } pions
    }, mais chaque camp commence avec huit pions et n'en gagne jamais d'autres.
position-too-much-material = { $side-les-start } ont { $extra ->
        [0] 0 pièce
        [1] une pièce
       *[other] { $extra } pièces
    } de plus qu'un camp au début de la partie, mais { $missing ->
        [0] il ne leur manque aucun pion
        [1] il ne leur manque qu'un pion
       *[other] il ne leur manque que { $missing } pions
    }, et chaque pièce en trop a forcément été un pion qui a été promu.{ $bishops ->
        [yes] { " " }Deux fous sur des cases de la même couleur comptent pour une pièce en trop : chaque camp commence avec un fou de cases claires et un fou de cases foncées.
       *[no] { "" }
    }
position-pawn-captures = Les pions { $side ->
        [white] blancs
       *[black] noirs
    } { $files ->
        [one] en { $pawns } sont sur la même colonne { $file }, mais un seul d'entre eux peut y avoir commencé.
        [several] en { $pawns } sont à plusieurs sur les mêmes colonnes, mais, sur chaque colonne, un seul d'entre eux peut y avoir commencé.
       *[none] ne peuvent pas avoir tous commencé sur les colonnes où ils se trouvent.
    }{ $strays-count ->
        [0] { "" }
        [1] { " " }Le pion en { $strays } est forcément venu d'une autre colonne.
       *[other] { " " }Les pions en { $strays } sont forcément venus d'autres colonnes.
    }{ $homes-count ->
        [0] { "" }
        [1] { " " }Le pion parti de { $homes } a quitté sa colonne.
       *[other] { " " }Les pions partis de { $homes } ont quitté leurs colonnes.
    } Les pions { $side ->
        [white] blancs
       *[black] noirs
    } ont donc fait au moins { $needed ->
        [1] une prise
       *[other] { $needed } prises
    }, mais { $other-les } { $lost ->
        [0] n'ont rien perdu
        [1] n'ont perdu qu'une pièce
       *[other] n'ont perdu que { $lost } pièces
    }. Un pion ne change de colonne qu'en prenant.
position-pawns-off-files = Les pions { $side ->
        [white] blancs
       *[black] noirs
    } { $homes-count ->
        [0] n'ont pas pu atteindre toutes leurs cases.
        [1] en { $pawns } ne peuvent avoir commencé qu'en { $homes }, mais cela ne fait qu'une case de départ pour { $pawns-count } pions, et chaque pion a la sienne.
       *[other] en { $pawns } ne peuvent avoir commencé qu'en { $homes-or }, mais cela ne fait que { $homes-count } cases de départ pour { $pawns-count } pions, et chaque pion a la sienne.
    } Un pion ne change de colonne qu'en prenant, d'une colonne à chaque prise, et chaque prise le fait aussi avancer d'une rangée.
position-castling-rights = { $wing ->
        [kingside] { $side-les-start } ne peuvent pas garder le droit de faire le petit roque : il faut pour cela que le roi soit en { $king } et la tour en { $rook }, et qu'aucun des deux n'ait jamais bougé.
       *[queenside] { $side-les-start } ne peuvent pas garder le droit de faire le grand roque : il faut pour cela que le roi soit en { $king } et la tour en { $rook }, et qu'aucun des deux n'ait jamais bougé.
    }
position-ep-square = La case de prise en passant { $square } ne convient pas : ce doit être la case qu'un pion vient de sauter en avançant de deux cases, juste derrière ce pion.
position-kings-touch = Les deux rois sont sur des cases voisines. Cela n'arrive jamais dans une partie : un roi n'a pas le droit d'aller à côté de l'autre roi, car il se mettrait lui-même en échec.
position-opposite-check = { $also-count ->
        [0] Le roi du camp qui vient de jouer est mis en échec par { $checkers-le } : aucun coup légal ne peut laisser son propre roi attaqué.
       *[other] Le roi du camp qui vient de jouer est mis en échec par { $checkers-le } : aucun coup légal ne peut laisser son propre roi attaqué. Le roi du camp qui a le trait est lui aussi en échec, par { $also-le } : deux rois ne sont jamais en échec en même temps.
    }
position-too-many-checkers = { $checkers-le-start } font échec en même temps ; un seul coup peut créer au plus deux échecs.
position-check-two-steppers = { $checkers-le-start } font échec en même temps, mais aucune de ces deux pièces n'a pu ouvrir le chemin à l'autre : quelle que soit celle qui a joué en dernier, l'autre faisait déjà échec, ce qui est impossible.
position-check-opposite-sides = { $checkers-le-start } font échec des deux côtés du roi, sur une même ligne : rien n'a pu se trouver à la fois entre ces deux pièces et le roi, donc l'une des deux faisait déjà échec avant le dernier coup.
position-check-by-king = Un roi ne peut jamais faire échec : il n'a pas le droit d'aller à côté de l'autre roi.
position-check-no-last-move = { $checkers-count ->
        [1] Aucun dernier coup n'explique cet échec { $checkers-du } : cette pièce n'a pas pu venir d'une case d'où elle ne faisait pas déjà échec, et aucune autre pièce n'a pu s'écarter de sa ligne au dernier coup.
       *[other] Aucune des pièces qui font échec n'a pu jouer en dernier : quel que soit le coup qu'on reprend, { $checkers-le } faisaient déjà échec au roi avant lui, donc aucun dernier coup n'explique ce double échec.
    }
position-pawns-passed = { $files ->
        [same] { $pawns-le-couleur-start } se sont croisés sur la colonne { $file } : les pions ne peuvent pas sauter les uns par-dessus les autres, et trop peu de pièces ont été prises pour que l'un d'eux ait pu contourner l'autre.
       *[different] { $pawns-le-couleur-start } se sont croisés sur leurs colonnes : les pions ne peuvent pas sauter les uns par-dessus les autres, et trop peu de pièces ont été prises pour que l'un d'eux ait pu contourner l'autre.
    }
position-promotion-captures = Parmi { $pieces-kinds-le-couleur }, il y a forcément des pièces issues d'une promotion ; mais, pour arriver là où ils sont et aller à la promotion, les pions { $side ->
        [white] blancs
       *[black] noirs
    } ont besoin d'au moins { $needed ->
        [1] une prise
       *[other] { $needed } prises
    } (un pion ne peut pas aller à la promotion tout droit sur une colonne où le pion adverse n'a jamais bougé), et { $other-les } { $lost ->
        [0] n'ont perdu aucune pièce
        [1] n'ont perdu qu'une pièce
       *[other] n'ont perdu que { $lost } pièces
    }.
position-promotion-blocked = Parmi { $pieces-kinds-le-couleur }, il y a forcément une pièce issue d'une promotion ; pourtant aucun pion { $side ->
        [white] blanc
       *[black] noir
    } n'a pu atteindre la dernière rangée et faire sortir sa nouvelle pièce : les pièces qui n'ont jamais bougé ferment tous les chemins.
position-shut-at-home = { $piece-le-couleur-start } n'a jamais pu arriver sur cette case : { $homes-count ->
        [1] { $role-le } de { $homes } n'a pas pu sortir, car { $walls-kinds-le } { $walls-count ->
            [1] n'a jamais bougé et lui barre
           *[other] n'ont jamais bougé et lui barrent
        } la route
       *[other] { $role-les } de { $homes } n'ont pas pu sortir, car { $walls-kinds-le } { $walls-count ->
            [1] n'a jamais bougé et leur barre
           *[other] n'ont jamais bougé et leur barrent
        } la route
    } ; et { $promotion ->
        [no-pawn-gone] aucun pion { $side ->
            [white] blanc
           *[black] noir
        } n'a été promu, puisque les huit sont encore sur l'échiquier.
       *[blocked] aucun pion { $side ->
            [white] blanc
           *[black] noir
        } n'a pu être promu et amener { $role-un } jusque-là.
    }
position-trapped = { $blocked ->
        [walls] { $piece-le-couleur-start } n'a jamais pu arriver sur cette case : { $walls-kinds-le } { $walls-count ->
            [1] n'a jamais bougé et bloque
           *[other] n'ont jamais bougé et bloquent
        } le passage.
        [guarded] { $piece-le-couleur-start } n'a jamais pu arriver sur cette case : { $role ->
            [king] il n'a jamais pu se trouver en { $guarded-or }, car des pièces qui n'ont jamais bougé attaquent { $guarded-count ->
                [1] cette case.
               *[other] ces cases.
            }
           *[other] en { $guarded-or }, { $piece-genre ->
                [f] elle aurait fait échec à un roi qui n'a jamais bougé et aurait été prise
               *[m] il aurait fait échec à un roi qui n'a jamais bougé et aurait été pris
            } aussitôt.
        }
        [both] { $piece-le-couleur-start } n'a jamais pu arriver sur cette case : { $walls-kinds-le } { $walls-count ->
            [1] n'a jamais bougé et bloque
           *[other] n'ont jamais bougé et bloquent
        } le passage, et { $role ->
            [king] il n'a jamais pu se trouver en { $guarded-or }, car des pièces qui n'ont jamais bougé attaquent { $guarded-count ->
                [1] cette case.
               *[other] ces cases.
            }
           *[other] en { $guarded-or }, { $piece-genre ->
                [f] elle aurait fait échec à un roi qui n'a jamais bougé et aurait été prise
               *[m] il aurait fait échec à un roi qui n'a jamais bougé et aurait été pris
            } aussitôt.
        }
       *[none] { $piece-le-couleur-start } n'a jamais pu arriver sur cette case : aucune pièce de cette sorte n'a pu atteindre cette case.
    }
position-unreachable-capture = { $pawn-le-couleur-start } ne peut pas être le pion de la colonne { $file }, qui est encore en { $home } : il est venu d'une autre colonne en prenant, { $squares-count ->
        [1] il a donc pris quelque chose en { $squares-or }
       *[other] sa dernière prise a donc eu lieu en { $squares-or }
    } ; or { $lost-count ->
        [0] aucune des pièces perdues par { $other-les } n'a jamais pu se trouver en { $squares-or }.
        [1] { $other-les } ont seulement perdu { $lost-counted }, et cette pièce n'a jamais pu se trouver en { $squares-or }.
       *[other] { $other-les } ont seulement perdu { $lost-counted }, et aucune de ces pièces n'a jamais pu se trouver en { $squares-or }.
    }
position-wrong-side-to-move = Ce ne peut pas être { $turn-aux } de jouer : rien n'a été pris, { $movers-count ->
        [0] aucune pièce n'a pu bouger
        [1] { $same ->
            [yes] { $role ->
                [queen] seule la dame
                [rook] seule la tour
               *[other] seul { $role-le }
            } en { $squares } a pu bouger
           *[no] seul { $movers-le-couleur } a pu bouger
        }
       *[other] { $same ->
            [yes] { $role ->
                [queen] seules les dames
                [rook] seules les tours
               *[other] seuls { $role-les }
            } en { $squares } ont pu bouger
           *[no] seuls { $movers-le-couleur } ont pu bouger
        }
    }, et, depuis les cases de départ, le nombre total de coups joués ne peut être { $turn ->
        [white] qu'impair
       *[black] que pair
    } ; c'est donc { $other-aux } de jouer.
position-no-last-move = { $side-les-start } viennent de jouer, mais aucun coup { $side ->
        [white] des Blancs
       *[black] des Noirs
    } ne peut avoir été le dernier : chaque pièce est soit enfermée là où elle est, soit viendrait d'une position qui ne peut jamais survenir, par exemple une position où le roi { $other ->
        [white] blanc
       *[black] noir
    } est en échec alors que { $side-les } ont le trait.
position-every-last-move-impossible = { $side-les-start } viennent de jouer, mais chaque coup qu'ils auraient pu jouer vient d'une position sans histoire possible : en remontant les coups précédents, on aboutit toujours à une position qui ne peut jamais survenir.
position-drop-rights = { $remove ->
        [castling] Retirer les droits de roque { $castling }
        [ep] Retirer la case de prise en passant { $ep }
        [both] Retirer les droits de roque { $castling } et la case de prise en passant { $ep }
       *[none] Rien à retirer
    }
position-not-playable = Cette position ne peut jamais survenir dans une partie, on ne peut donc pas la jouer : { $reasons } L'éditeur la montre et peut la corriger.
ui-start-note = Cette position ne peut jamais survenir dans une partie. { $reasons } Les règles s'appliquent quand même : tu peux continuer à jouer à partir d'elle.
ui-arising-waiting = Un instant : le tuteur étudie la position…
ui-arising-failed = Le tuteur ne peut pas étudier cette position pour le moment. Recharge la page pour réessayer.

## Une FEN illisible (tapée, collée, dans un lien ou dans une leçon). Les lettres propres à la
## FEN (KQRBNP, kqrbnp, w, b) sont les mêmes dans toutes les langues.

fen-unreadable = { $problem ->
        [empty] La FEN est vide.
        [not-fen] Ce n'est pas une FEN : une FEN commence par les 8 rangées de l'échiquier, séparées par « / ».
       *[other] Dans la FEN, impossible de lire { $field ->
            [turn] le trait
            [castling] les droits de roque
            [en-passant] la case de prise en passant
            [halfmove] le compteur de demi-coups
            [fullmove] le numéro du coup
           *[placement] le placement des pièces
        } : { $problem ->
            [rank-count] il faut 8 rangées séparées par « / », mais il y en a { $count }.
            [bad-digit] sur la rangée { $rank }, « { $text } » n'est pas un nombre de cases vides entre 1 et 8.
            [bad-char] sur la rangée { $rank }, « { $text } » n'est ni une lettre de pièce (KQRBNP, kqrbnp) ni un chiffre.
            [too-many-squares] la rangée { $rank } a plus de 8 cases.
            [too-few-squares] la rangée { $rank } a { $count ->
                [one] { $count } case
               *[other] { $count } cases
            } au lieu de 8.
            [missing-turn] il manque. Écris « w » (Blancs) ou « b » (Noirs) après les pièces.
            [bad-turn] « { $text } » n'est ni « w » (Blancs) ni « b » (Noirs).
            [bad-castling] « { $text } » n'est ni « - » ni une combinaison des lettres KQkq.
            [repeated-castling] « { $text } » apparaît deux fois.
            [bad-ep-square] « { $text } » n'est ni « - » ni une case comme e3.
            [ep-rank] { $square } n'est ni sur la troisième ni sur la sixième rangée.
            [not-a-number] « { $text } » n'est pas un nombre entier.
            [fullmove-zero] les coups sont numérotés à partir de 1.
            [unprintable] on y trouve un caractère invisible ou de contrôle. Tape la FEN à nouveau, ou colle-la depuis un texte brut.
           *[trailing] après le dernier champ, il reste « { $text } ».
        }
    }
pgn-unreadable = { $from ->
        [link] La partie de ce lien n'a pas pu être lue.
       *[typed] Ce PGN n'a pas pu être lu.
    } { $problem ->
        [fen] La position de sa balise FEN ne peut pas être utilisée. { $why }
        [move] Au coup { $number } { $move } : { $san ->
            [syntax] ce n'est pas un coup écrit en notation algébrique.
            [illegal] ce coup n'est pas légal dans cette position.
           *[ambiguous] plus d'une pièce peut jouer ce coup. Indique la colonne ou la rangée de départ de la pièce.
        }
        [unclosed] Un « { $text } » n'est jamais refermé.
       *[helper] L'outil de l'appli qui lit les parties n'a pas répondu : recharge la page et réessaie.
    }

## Une partie transmise par un lien (le #/play?moves=… de Jouer, ou une partie contre
## l'ordinateur) qu'on ne peut pas suivre jusqu'au bout. Chaque message est une phrase
## complète ; un lien qui a plusieurs problèmes les dit l'un après l'autre. $vs : yes pour une
## partie contre l'ordinateur (qui continue sans ce qui n'allait pas), no pour le lien de Jouer
## (aucune partie n'est chargée). $n : le numéro du coup dans le lien, en comptant les coups
## de chaque camp (1 est le premier coup des Blancs) ; $move : ce que le lien contient à cet
## endroit, tel qu'il est écrit. $ended : comment la partie s'était déjà terminée (none : elle
## ne l'était pas).

# Les problèmes du lien, chacun une des phrases ci-dessous, l'un après l'autre.
link-game-problems = { $problems }
link-game-start-unreadable = La partie du lien n'a pas pu être chargée : sa position de départ ne peut pas être lue.
link-game-start-not-playable = { $vs ->
        [yes] La position de départ du lien ne peut jamais survenir dans une partie, donc cette partie commence à la position de départ habituelle. { $reasons }
       *[no] La partie du lien n'a pas pu être chargée : sa position de départ ne peut jamais survenir dans une partie. { $reasons }
    }
link-game-move-stopped = { $ended ->
        [checkmate] La partie du lien s'arrête au coup { $n } ({ $move }), car la partie s'était déjà terminée par un échec et mat.
        [stalemate] La partie du lien s'arrête au coup { $n } ({ $move }), car la partie s'était déjà terminée par un pat.
        [fivefold] La partie du lien s'arrête au coup { $n } ({ $move }), car la partie était déjà nulle : la même position était apparue cinq fois.
        [seventy-five] La partie du lien s'arrête au coup { $n } ({ $move }), car la partie était déjà nulle : chaque camp avait joué soixante-quinze coups sans prise ni coup de pion.
        [material] La partie du lien s'arrête au coup { $n } ({ $move }), car la partie était déjà nulle : aucun des deux camps n'avait assez de pièces pour mater.
       *[none] La partie du lien s'arrête au coup { $n } ({ $move }), qui n'est pas un coup légal dans cette position.
    }
link-vs-shown-to-move = La partie est affichée jusqu'à ce coup.
link-vs-no-such-level = Le lien demande le niveau { $level }, mais les niveaux vont de 1 à 4, donc cette partie se joue au niveau 1.
link-vs-resigned-after-end = { $ended ->
        [checkmate] Le lien dit que la partie a été abandonnée, mais elle s'était déjà terminée par un échec et mat.
        [stalemate] Le lien dit que la partie a été abandonnée, mais elle s'était déjà terminée par un pat.
        [fivefold] Le lien dit que la partie a été abandonnée, mais elle était déjà nulle : la même position était apparue cinq fois.
        [seventy-five] Le lien dit que la partie a été abandonnée, mais elle était déjà nulle : chaque camp avait joué soixante-quinze coups sans prise ni coup de pion.
       *[material] Le lien dit que la partie a été abandonnée, mais elle était déjà nulle : aucun des deux camps n'avait assez de pièces pour mater.
    }
link-vs-claim-refused = Le lien dit que la nulle a été réclamée, mais les règles ne le permettaient pas dans cette position.

## The lessons, the questions and the front page

ui-back-to-lessons = Retour aux leçons
ui-back-to-builder = Retour à l'atelier
ui-what-you-learned = Ce que tu as appris
ui-what-you-learned-said = Ce que tu as appris :
ui-stars = { $stars ->
        [0] Pas d'étoile cette fois : une étoile récompense chaque étape réussie sans indice ni erreur. Refais la leçon pour en gagner.
        [one] ★ { $stars } étoile : { $stars } étape sur { $total } réussie sans indice ni erreur.
       *[other] ★ { $stars } étoiles : { $stars } étapes sur { $total } réussies sans indice ni erreur.
    }
ui-next-lesson = Leçon suivante : { $title }
ui-practise-learned = Entraîne-toi sur ce que tu as appris
ui-play-computer-game = Joue une partie contre l'ordinateur
ui-next-step = Étape suivante
ui-lesson-board = Échiquier de la leçon : { $prompt }
ui-preview = Aperçu : la leçon telle qu'un élève la voit.
ui-keep-lesson = Garder dans « Mes leçons »
ui-steps = Étapes
ui-step = Étape { $n }
ui-answers = Réponses
ui-watch-start = Appuie sur la flèche pour jouer le premier coup.
ui-previous-move = Coup précédent
ui-next-move = Coup suivant
ui-type-instead = Ou écris plutôt le coup
ui-show-move = Montrer le coup
ui-start-again = Recommencer
ui-lesson-done = Tu as terminé « { $title } ».
ui-my-lessons = Mes leçons
ui-my-lessons-empty = Les leçons que tu crées, que tu importes ou que tu gardes depuis un lien apparaissent ici.
ui-build-or-import = Créer ou importer une leçon
ui-lessons-lead = Chaque leçon répond à une question sur le roi et l'échec, avec des positions que tu joues toi-même. Ta progression est enregistrée dans ce navigateur.
ui-questions-title = Questions sur le roi et l'échec
ui-questions-lead = Les questions qu'on se pose souvent en apprenant. Chacune ouvre l'étape de la leçon qui y répond.
ui-home-title = Apprends les règles de l'échec au roi
ui-home-lead = Joue des coups sur un échiquier qui te montre qui fait échec et d'où, qui refuse tout coup qui laisserait ton propre roi attaqué, et qui t'explique pourquoi avec des mots simples.
ui-home-start = Commence par la leçon 1 : { $title }
ui-home-continue = Continue : leçon { $lesson }, étape { $step } ({ $title })
ui-home-all-done = Tu as fait toutes les leçons : entraîne-toi sur ce que tu as appris
ui-home-lessons = { $count ->
        [one] { $count } courte leçon, de ce qu'est l'échec jusqu'au mat, au pat et à la partie nulle.
       *[other] { $count } courtes leçons, de ce qu'est l'échec jusqu'au mat, au pat et à la partie nulle.
    }
ui-home-practice = Des exercices nouveaux à l'infini, et ce que tu rates revient jusqu'à ce que tu le réussisses.
ui-home-play = Un échiquier pour tout essayer : chaque coup refusé est expliqué.
ui-home-vs = Une partie entière contre l'ordinateur, à l'un des quatre niveaux : le tuteur explique chaque échec et chaque coup refusé.
ui-home-questions = Les questions qu'on se pose en apprenant, chacune avec l'étape de leçon qui y répond.
ui-home-join = En classe, ton professeur te donne un code : tape-le ici pour suivre la leçon sur ton propre échiquier.
ui-home-editor = Éditeur, pour les enseignants
ui-home-editor-lead = Installe n'importe quelle position, découvre si elle peut se produire dans une partie, dessine des flèches et partage-la.

## Practice

practice-turn = { $side ->
        [white] C'est aux Blancs de jouer.
       *[black] C'est aux Noirs de jouer. L'échiquier est retourné : les pièces noires sont en bas.
    }
practice-checkers-answer = { $checkers-count ->
        [0] Ici, aucune pièce ne fait échec.
        [one] La pièce qui fait échec est { $checkers-le }.
       *[other] Deux pièces font échec, { $checkers-le } : c'est un double échec.
    }
practice-legal-prompt = Ce coup est-il légal : { $piece-le-couleur-de } en { $to }, comme le montre la flèche ?
practice-found-every-escape = { $refused ->
        [0] Tu as trouvé toutes les façons de sortir de l'échec.
        [one] Tu as trouvé toutes les façons de sortir de l'échec, mais un coup que tu as essayé en chemin a été refusé.
       *[other] Tu as trouvé toutes les façons de sortir de l'échec, mais { $refused } coups que tu as essayés en chemin ont été refusés.
    }
practice-escapes-found = { $count ->
        [0] Aucun coup trouvé sur { $of }.
        [one] { $count } coup trouvé sur { $of } : { $moves }.
       *[other] { $count } coups trouvés sur { $of } : { $moves }.
    }
practice-ways-out = { $found ->
        [0] Les façons de sortir de l'échec : { $moves }
       *[other] Les autres façons de sortir de l'échec : { $moves }
    }
practice-picked = { $count ->
        [0] Pièces choisies : aucune pour l'instant
        [one] Pièce choisie : { $squares }
       *[other] Pièces choisies : { $squares }
    }
practice-offer = Encore difficile ? L'étape { $step } de la leçon « { $title } » montre comment ça marche.
practice-verdict = { $code ->
        [checkmate] C'est échec et mat : le roi est en échec et n'a aucun moyen d'en sortir.
        [stalemate] C'est pat : le camp qui doit jouer n'est pas en échec et n'a aucun coup légal.
       *[neither] Ni l'un ni l'autre : le camp qui doit jouer a encore un coup légal.
    }
ui-practice = Entraînement
ui-right = Bonne réponse !
ui-not-quite = Pas tout à fait.
ui-why-not-again = Pas tout à fait : ce n'est pas ça qui empêche ce coup. Essaie une autre raison.
ui-why-not-try-another = Essaie une autre raison.
ui-why-not-second = Bonne réponse, au deuxième essai.
ui-why-not-prompt = Exact, ce coup n'est pas légal. Pourquoi ?
ui-why-not-spoken = Exact, ce coup n'est pas légal. Pourquoi ? Choisis une raison.
ui-why = Pourquoi ?
ui-done = Terminé
ui-show-rest = Montrer le reste
ui-checkmate = Échec et mat
ui-stalemate = Pat
ui-neither = Ni l'un ni l'autre
ui-could-arise = Elle pourrait se produire
ui-could-never-arise = Elle ne pourrait jamais se produire
ui-legal = Légal
ui-not-legal = Illégal
ui-move-is-legal = Ce coup est légal.
ui-can-arise = Cette position peut se produire dans une vraie partie.
ui-arrow-starts = départ de la flèche
ui-arrow-ends = arrivée de la flèche
ui-exercise-board = Échiquier de l'exercice : { $turn } { $prompt }
ui-exercise-failed = L'exercice n'a pas pu être préparé. Vérifie ta connexion à Internet, puis appuie sur « Réessayer ».
ui-exercise-unknown-kind = Le lien demande une sorte d'exercice qui n'existe pas (« { $kind } ») : voici plutôt un exercice tiré de ton propre entraînement.
ui-prompt-checkers = Quelles pièces font échec ? Montre-les toutes sur l'échiquier, puis appuie sur « Terminé ».
ui-prompt-escapes = Le roi est en échec. Trouve tous les coups qui le sortent de l'échec : joue-les un par un.
ui-prompt-verdict = Échec et mat, pat, ou ni l'un ni l'autre ?
ui-prompt-legal = Le coup montré par la flèche est-il légal ?
ui-prompt-possible = Cette position pourrait-elle se produire dans une partie ?
ui-keys-checkers = Les touches fléchées font passer d'une case à l'autre. Entrée choisit une pièce qui fait échec, ou annule ce choix ; appuie ensuite sur le bouton « Terminé », placé après l'échiquier. M dit où une pièce peut aller.
ui-keys-answer = Les touches fléchées font passer d'une case à l'autre ; chaque case dit quelle pièce s'y trouve. M dit où une pièce peut aller. Réponds avec les boutons placés après l'échiquier.
ui-concept-missed_checker = Voir toutes les pièces qui font échec
ui-concept-missed_escape = Trouver toutes les façons de sortir de l'échec
ui-concept-mate_or_stalemate = Distinguer le mat du pat
ui-concept-impossible_position = Les positions qui ne peuvent jamais se produire
ui-concept-pinned = Les pièces clouées
ui-concept-king_into_check = Le roi ne peut pas se mettre en échec
ui-concept-king_next_to_king = Deux rois ne se touchent jamais
ui-concept-does_not_resolve_check = Les coups qui laissent le roi en échec
ui-concept-double_check_king_must_move = Double échec : seul le roi peut bouger
ui-concept-exposes_king = Les coups qui ouvrent une ligne vers ton propre roi
ui-concept-castle_out_of_check = Pas de roque pour sortir d'un échec
ui-concept-castle_through_check = Pas de roque à travers une case attaquée
ui-concept-castle_into_check = Pas de roque qui met le roi en échec
ui-concept-castle_rights_lost = Le droit de roquer
ui-concept-castle_path_blocked = Pour roquer, le chemin doit être libre
ui-concept-en_passant_not_available = Quand la prise en passant est permise
ui-concept-path_blocked = Seul le cavalier saute par-dessus les pièces
ui-concept-not_a_piece_move = Comment chaque pièce se déplace
ui-concept-own_piece_on_target = On ne prend pas ses propres pièces
ui-concept-not_your_turn = Chacun son tour de jouer
ui-concept-promotion_piece_required = Choisir la pièce d'une promotion
ui-concept-game_over = Les nulles qui terminent la partie tout de suite
ui-concept-legal = Distinguer les coups légaux des coups illégaux
ui-why-pinned = La pièce est clouée : si elle quittait sa ligne, son propre roi serait en échec.
ui-why-exposes_king = La jouer laisserait une pièce adverse attaquer son propre roi.
ui-why-king_into_check = Le roi irait sur une case attaquée par une pièce adverse.
ui-why-king_next_to_king = Le roi se retrouverait juste à côté de l'autre roi.
ui-why-does_not_resolve_check = Le roi est en échec, et ce coup n'arrête pas l'échec.
ui-why-double_check_king_must_move = C'est un double échec : seul le roi peut bouger.
ui-why-castle_out_of_check = Tu n'as pas le droit de roquer quand tu es en échec.
ui-why-castle_through_check = Le roi passerait par une case attaquée.
ui-why-castle_into_check = Le roi arriverait sur une case attaquée.
ui-why-castle_rights_lost = Le roi ou cette tour a déjà bougé.
ui-why-castle_path_blocked = Des pièces se trouvent entre le roi et la tour.
ui-why-en_passant_not_available = La prise en passant n'est permise que juste après l'avance de deux cases du pion.
ui-why-path_blocked = Une autre pièce barre le chemin.
ui-why-not_a_piece_move = Cette pièce ne se déplace pas de cette façon.

## Progress and saved practice

ui-progress-title = Tes progrès
ui-progress-lead = Ici, tu vois où en sont tes leçons et ton entraînement. Si Jouer refuse un coup que tu essaies, ce n'est pas une erreur : tu travailleras simplement cette règle bientôt. Ce que tu rates revient bientôt, puis de moins en moins souvent quand tu le réussis.
ui-practise-now = S'entraîner maintenant
ui-progress-empty = Rien pour l'instant : fais un exercice ou joue un coup, et tu le verras ici.
ui-not-practised-yet = Pas encore travaillé
ui-right-of = Bonnes réponses : { $right } sur { $seen }
ui-practise = S'entraîner
ui-practise-topic = S'entraîner : { $topic }
ui-lesson = Leçon
ui-lesson-topic = Leçon : { $topic }
ui-reset = Remettre à zéro
ui-reset-topic = Remettre à zéro : { $topic }
ui-reset-topic-question = Remettre ce sujet à zéro ? Ses résultats repartiront de zéro.
ui-keep-record = Garder ou partager tes résultats
ui-download-file = Télécharger dans un fichier
ui-open-file = Ouvrir un fichier
ui-reset-everything = Tout remettre à zéro
ui-reset-everything-question = Tout remettre à zéro ? Cela efface tes résultats d'entraînement, toutes les leçons terminées et toutes les étoiles gagnées dans ce navigateur. On ne pourra pas revenir en arrière.
ui-practice-unreadable = L'entraînement enregistré n'a pas pu être lu : il recommence à zéro.
ui-practice-other-version = L'entraînement enregistré venait d'une autre version ({ $version }) : il a été remis à zéro.
ui-practice-unknown-dropped = { $count ->
        [0] Rien n'a été laissé de côté dans l'entraînement enregistré.
        [one] Un élément de l'entraînement enregistré parlait de quelque chose que cette version ne connaît pas : il a été laissé de côté.
       *[other] { $count } éléments de l'entraînement enregistré parlaient de choses que cette version ne connaît pas : ils ont été laissés de côté.
    }
ui-practice-entries-dropped = Une partie de l'entraînement enregistré n'a pas pu être lue : ces thèmes recommencent à zéro. Le reste est conservé.
ui-practice-file-unreadable = Ce fichier ne contient pas de résultats d'entraînement de Check Tutor : tes progrès n'ont pas changé.
ui-practice-file-other-version = Ce fichier contient des résultats d'entraînement d'une autre version ({ $version }) de Check Tutor : tes progrès n'ont pas changé.
ui-practice-file-partly-read = { $count ->
        [0] Les résultats du fichier sont maintenant les tiens.
        [one] Les résultats du fichier sont maintenant les tiens. Un élément n'a pas pu être utilisé : il a été laissé de côté.
       *[other] Les résultats du fichier sont maintenant les tiens. { $count } éléments n'ont pas pu être utilisés : ils ont été laissés de côté.
    }
ui-preparing-exercise = Préparation d'un exercice…
ui-exercise-not-set-up = Cet exercice n'a pas pu être préparé.
ui-next-exercise = Exercice suivant
ui-why-not = Pourquoi pas ?

## Page titles, notices and errors

ui-title-home = Check Tutor : apprends les règles de l'échec au roi
ui-title-editor = Éditeur de position
ui-title-lesson-link = Une leçon partagée
ui-title-builder = Atelier de leçons
ui-title-preview = Aperçu de la leçon
ui-title-presenting = Présentation d'une leçon
ui-title-lesson-step = { $title }, étape { $step } sur { $steps }
ui-not-found = Page introuvable
ui-no-page-at = Il n'y a aucune page à l'adresse « { $path } ».
ui-go-to-front = Aller à la page d'accueil
ui-link-cannot-play = Cette leçon partagée ne peut pas être jouée
ui-go-to-lessons = Aller aux leçons
ui-loading = Chargement
ui-loading-lessons = Chargement des leçons…

## Lessons list, links and copying

ui-manage-my-lessons = Modifier, partager, présenter ou importer des leçons
ui-star-key = Une étoile pour chaque étape réussie sans indice ni erreur.
ui-continue-here = Reprendre ici
ui-lesson-progress = { $done ->
        [one] { $done } étape terminée
       *[other] { $done } étapes terminées
    } sur { $total }, { $stars ->
        [one] { $stars } étoile gagnée
       *[other] { $stars } étoiles gagnées
    }
ui-lesson-complete = ✓ terminée
ui-questions-damaged = Les questions n'ont pas pu être lues : le fichier reçu par l'appli est abîmé. Recharge la page pour le télécharger à nouveau.

## What happened to saved progress and lessons

ui-save-failed = Ta progression n'a pas pu être enregistrée dans ce navigateur (son espace de stockage est plein ou désactivé). Elle est gardée jusqu'à ce que tu fermes cette page : libère de la place ou quitte la navigation privée pour la conserver.
ui-storage-off = Ce navigateur ne laisse le site rien enregistrer (son stockage est désactivé) : ta progression sera donc perdue quand tu fermeras cette page. Autorise ce site à enregistrer des données pour la garder.
ui-keep-unavailable = Ce navigateur pourrait effacer ta progression s'il manque de place. Pour l'instant, elle est bien enregistrée.
ui-progress-unreadable = La progression enregistrée n'a pas pu être lue : elle a été remise à zéro.
ui-progress-other-version = La progression enregistrée venait d'une autre version ({ $version }) : elle a été remise à zéro.
ui-progress-entries-dropped = Une partie de ta progression enregistrée n'a pas pu être lue : ces leçons recommencent à zéro. Le reste est conservé.
ui-imported-unreadable = Les leçons importées n'ont pas pu être relues : elles ont été supprimées.
ui-imported-removed = { $count ->
        [0] Aucune leçon importée n'a été supprimée.
        [one] { $count } leçon importée n'a pas pu être lue ou ne passait plus les vérifications : elle a été supprimée.
       *[other] { $count } leçons importées n'ont pas pu être lues ou ne passaient plus les vérifications : elles ont été supprimées.
    }
ui-imported-hidden = { $count ->
        [0] Aucune leçon importée n'est cachée.
        [one] { $count } leçon importée n'a pas pu être lue ou ne passait plus les vérifications : elle n'est pas affichée.
       *[other] { $count } leçons importées n'ont pas pu être lues ou ne passaient plus les vérifications : elles ne sont pas affichées.
    }
ui-import-not-stored = La leçon n'a pas pu être enregistrée dans ce navigateur (son espace de stockage est plein ou désactivé) : elle n'a donc pas été importée.

## Games loaded and taken back, and a lesson's next step, as a screen reader hears them

ui-game-loaded = Partie chargée : { $white } – { $black }, { $moves ->
        [0] aucun coup
        [one] { $moves } coup
       *[other] { $moves } coups
    }, { $result ->
        [white] victoire des Blancs (1-0)
        [black] victoire des Noirs (0-1)
        [draw] partie nulle (1/2-1/2)
       *[none] résultat non indiqué
    }.
ui-game-loaded-unnamed = Partie chargée : { $moves ->
        [0] aucun coup
        [one] { $moves } coup
       *[other] { $moves } coups
    }, { $result ->
        [white] victoire des Blancs (1-0)
        [black] victoire des Noirs (0-1)
        [draw] partie nulle (1/2-1/2)
       *[none] résultat non indiqué
    }.
ui-go-on = Pour passer à l'étape suivante, appuie sur le bouton placé sous ce message.

## The editor, present mode, files and links

ui-editor-move-tool = ✥ Déplacer
ui-editor-place = { $piece ->
        [wK] Placer un roi blanc
        [wQ] Placer une dame blanche
        [wR] Placer une tour blanche
        [wB] Placer un fou blanc
        [wN] Placer un cavalier blanc
        [wP] Placer un pion blanc
        [bK] Placer un roi noir
        [bQ] Placer une dame noire
        [bR] Placer une tour noire
        [bB] Placer un fou noir
        [bN] Placer un cavalier noir
       *[bP] Placer un pion noir
    }
ui-editor-remove-tool = ⌫ Retirer
ui-editor-board = Échiquier de l'éditeur de position
ui-editor-pieces = Pièces
ui-editor-possible = Cette position est-elle possible ?
ui-editor-no-verdict = Pas de verdict : la position du lien n'a pas pu être chargée. Installe une position, et le verdict s'affichera ici.
ui-editor-starting-position = Oui : c'est la position de départ.
ui-editor-no-rule-broken = Je ne trouve aucune règle enfreinte : pour autant que je puisse en juger, cette position peut se produire dans une partie.
ui-editor-setup = Mise en place
ui-editor-side-to-move = Trait
ui-editor-to-move = { $side ->
        [white] Trait aux Blancs
       *[black] Trait aux Noirs
    }
ui-editor-castling = Droits de roque
ui-editor-no-castling = Aucun roque possible : les rois ou les tours ne sont pas sur leurs cases de départ.
ui-editor-castle = { $side ->
        [white] Blancs
       *[black] Noirs
    } { $wing ->
        [kingside] O-O
       *[queenside] O-O-O
    }
ui-editor-ep = Prise en passant :
ui-editor-ep-none = aucune
ui-editor-clear = Vider l'échiquier
ui-editor-start-position = Position de départ
ui-editor-play-from-here = Jouer à partir d'ici
ui-editor-play-needs-possible = Seule une position qui peut se produire dans une partie peut être jouée
ui-editor-make-step = En faire une étape de leçon
ui-editor-use-in-builder = Utiliser dans l'atelier
ui-editor-prompt-label = Ce que l'élève doit faire
ui-editor-prompt-placeholder = Que doit faire l'élève ?
ui-editor-download-lesson = Télécharger comme leçon (JSON)
ui-editor-saved-as = Enregistrée sous { $file }. Importe-la sur la page Leçons, ou ajoute-la à static/lessons/. Ou partage-la par un lien : il s'ouvre dans n'importe quel navigateur, sans rien installer.
ui-editor-lesson-link = Lien vers cette leçon
ui-editor-step-json = L'étape de la leçon en JSON
ui-editor-default-prompt = À toi de jouer.
ui-editor-lesson-title = Ma leçon
ui-editor-lesson-intro = Une position préparée dans l'éditeur.
ui-link-position-failed = La position du lien n'a pas pu être chargée. { $why }
ui-present-cannot = Cette leçon ne peut pas être présentée
ui-present-no-step = « { $title } » n'a pas d'étape { $step } : la leçon en a { $steps }.
ui-present-no-lesson = Il n'y a pas de leçon « { $id } » dans ce navigateur.
ui-go-to-my-lessons = Aller à Mes leçons
ui-present-board = Échiquier de l'étape { $n } : { $prompt }
ui-present-step-of = étape { $n } sur { $total }
ui-present-end-of = { $total ->
        [one] la fin ({ $total } étape)
       *[other] la fin ({ $total } étapes)
    }
ui-present-right-answer = (la bonne réponse)
ui-present-move-of = Coup { $n } sur { $total }.
ui-present-watch-start = Appuie sur → pour jouer le premier coup.
ui-present-previous = ← Précédent
ui-present-hide-answer = Masquer la réponse
ui-present-show-answer = Montrer la réponse
ui-present-next-move = Coup suivant →
ui-present-finish = Terminer →
ui-present-next = Suivant →
ui-present-undo = ↶ Annuler
ui-present-exit = Quitter
ui-present-keys = Touches : ← et → (ou Page précédente et Page suivante) reculent et avancent, coup par coup dans une étape à regarder ; ↑ et ↓ font défiler le texte ; A montre la réponse ; U annule un coup essayé sur l'échiquier ; Échap quitte.
ui-present-the-end = La fin de la leçon
ui-present-what-we-learned = Ce que nous avons appris
ui-present-last-step = ← Dernière étape
ui-present-the-moves = { $count ->
        [1] Le coup :
       *[other] L'un de ces coups :
    }
ui-present-right-marked = La bonne réponse est marquée ci-dessus.
ui-present-demo-refused = Ce coup n'est pas permis ici. Montre la réponse pour savoir pourquoi.
ui-present-demo-played = Le coup est joué. Montre la réponse pour savoir ce qu'il fait.
ui-teacher-tools-opening = Ouverture des outils des enseignants
ui-teacher-tools-failed = Les outils des enseignants ne se sont pas ouverts
ui-teacher-tools-failed-why = Ils n'ont pas pu démarrer sur cette page. Recharge la page pour réessayer.
ui-loading-ellipsis = Chargement…
ui-lessons-still-loading = Les leçons sont encore en train de se charger : réessaie dans un instant.
ui-lesson-needs-title = Une leçon a besoin d'un titre : écris-en un, ou appuie sur Annuler.
ui-lesson-gone = Cette leçon n'est plus là.
ui-file-too-big = Le fichier fait { $size } Ko ; un fichier de leçon fait au plus { $most } Ko.
ui-file-unreadable = Le fichier n'a pas pu être lu.
ui-file-not-text = Ce fichier n'est pas du texte (une image ou un fichier compressé, peut-être), il ne peut donc pas être une leçon. Choisis un fichier de leçon, dont le nom se termine par .json.
ui-lesson-file-empty = Ce fichier est vide.
ui-lesson-cut-short = Cette leçon est coupée : sa fin manque. Télécharge à nouveau le fichier, ou copie à nouveau le lien.
ui-not-a-lesson = Ce n'est pas une leçon : une leçon est un fichier JSON tel que l'atelier le télécharge.
ui-lesson-damaged = Cette leçon est abîmée{ $step ->
        [0] { "" }
       *[other] { " " }à l'étape { $step }
    } : { $problem ->
        [id] il manque le nom court que l'atelier donne à chaque leçon
        [title] il manque le titre
        [intro] il manque l'introduction
        [steps] il manque les étapes
        [fen] il manque la position
        [prompt] il manque la consigne pour l'élève
        [question] il manque la question
        [answers] il manque les réponses à choisir
        [goal] rien n'indique ce que l'élève doit faire
        [moves] il manque les coups
        [missing] il manque une partie dont toute leçon a besoin
        [unknown] il y a un champ que cette application ne connaît pas, « { $detail } » (une faute de frappe ?)
        [unreadable] lecture impossible : { $detail }
       *[other] ce n'est pas écrit au format d'une leçon
    }.
ui-lesson-not-found = Il n'y a aucune leçon appelée « { $id } ». Elle a peut-être été renommée : choisis-la dans la liste des leçons.
ui-lesson-no-step = Cette leçon a { $steps ->
        [one] { $steps } étape
       *[other] { $steps } étapes
    }, il n'y a donc pas d'étape { $step }.
ui-lesson-step-fen = L'étape { $step } de cette leçon contient une position illisible. { $why }
ui-link-no-lesson = Le lien ne contient aucune leçon.
ui-link-compressed = Ce lien contient une leçon compressée, que cette version ne peut pas ouvrir. Demande le lien non compressé.
ui-link-too-big = Ce lien contient une leçon d'environ { $size } Ko ; une leçon partagée fait au plus { $most } Ko, comme un fichier de leçon. Demande plutôt la leçon sous forme de fichier.
ui-link-lesson-damaged = La leçon de ce lien est abîmée : une partie manque ou a été modifiée. Demande à nouveau le lien.
ui-link-lesson-unreadable = La leçon de ce lien est abîmée : son texte ne peut pas être lu. Demande à nouveau le lien.

## The lesson builder and My lessons

ui-builder-lead = Construis une leçon étape par étape. Le moteur vérifie chaque étape pendant que tu l'écris ; quand plus rien ne cloche, partage-la sous forme de lien ou de fichier.
ui-builder-link-fen-unusable = La position du lien ne peut pas être utilisée. { $why }
ui-builder-draft-unreadable = La leçon qui était dans l'atelier n'a pas pu être relue : l'atelier en commence donc une nouvelle. Son texte est gardé jusqu'à ce que tu t'en sépares : télécharge-le pour le réparer à la main.
ui-builder-draft-download = Télécharger l'ancien texte
ui-builder-draft-let-go = Ne plus le garder
ui-builder-draft-not-kept = Le brouillon n'a pas pu être enregistré dans ce navigateur (son espace de stockage est plein ou désactivé) : télécharge-le avant de partir.
ui-builder-start-over-question = Commencer une nouvelle leçon ? Ce qui est dans l'atelier sera perdu si tu ne l'as pas enregistré, téléchargé ou partagé.
ui-builder-editing = Tu modifies ta leçon « { $id } » : l'enregistrer la remplace.
ui-builder-start-over-instead = Commencer plutôt une nouvelle leçon
ui-builder-start-over = Commencer une nouvelle leçon
ui-builder-lesson-title = Titre
ui-builder-intro = Introduction
ui-builder-intro-placeholder = Ce que cette leçon enseigne, en une ou deux phrases (affiché dans la liste des leçons)
ui-builder-summary = Ce qu'elle a appris, affiché à la fin (un point par ligne, facultatif)
ui-builder-steps = Étapes ({ $n })
ui-builder-step-summary = { $n }. { $kind ->
        [play] Jouer
        [watch] Regarder
       *[choose] Question
    } : { $text }
ui-builder-step-up = Monter l'étape { $n }
ui-builder-step-down = Descendre l'étape { $n }
ui-builder-step-duplicate = Dupliquer l'étape { $n }
ui-builder-step-delete = Supprimer l'étape { $n }
ui-builder-duplicate = Dupliquer
ui-builder-delete = Supprimer
ui-builder-add-play = + Étape à jouer
ui-builder-add-choose = + Question
ui-builder-add-watch = + Étape à regarder
ui-builder-problems = { $count ->
        [0] Le moteur ne trouve rien à redire à cette leçon.
        [one] Il reste un problème à régler avant de la partager.
       *[other] Il reste { $count } problèmes à régler avant de la partager.
    }
ui-builder-fen-offer = L'éditeur a envoyé une position, et l'étape { $n } contient déjà ton travail. Que faire de la nouvelle position ?
ui-builder-fen-replace = Remplacer la position de l'étape { $n } (ses coups sont effacés)
ui-builder-fen-add = L'ajouter comme nouvelle étape après l'étape { $n }
ui-builder-fen-keep = Laisser la leçon telle quelle
ui-builder-board = Échiquier de l'atelier, étape { $n }
ui-builder-fen = Position (FEN)
ui-builder-to-editor = Installer la position dans l'éditeur
ui-builder-marks-note = (son bouton « Utiliser dans l'atelier » la ramène à cette étape). Fais glisser avec le bouton droit sur l'échiquier pour tracer des flèches ; un clic droit trace un cercle. Ou appuie sur « Flèches », puis fais glisser ou touche une case, ou appuie sur Entrée sur une case puis sur une autre (deux fois sur la même pour un cercle).
ui-builder-move-recorded = { $move } ajouté à la ligne.
ui-builder-no-moves = Pas encore de coups : joue-les sur l'échiquier (pour les deux camps).
ui-builder-take-back = Reprendre le dernier coup
ui-builder-play-prompt = Ce que l'élève doit faire
ui-builder-goal = Objectif : le coup de l'élève doit
ui-builder-solution = Solution : les coups de l'élève, et les réponses jouées pour l'autre camp
ui-builder-hint = Indice (l'idée, avant que le coup soit montré)
ui-builder-success = Dit quand l'étape est réussie
ui-builder-watch-prompt = Ce que l'élève va regarder
ui-builder-watch-say = Après { $move }, dire
ui-builder-orientation = En bas de l'échiquier
ui-builder-orientation-white = Blancs
ui-builder-orientation-black = Noirs
ui-builder-question = La question
ui-builder-about = Ce que le moteur décide
ui-builder-about-status = Échec et mat, pat ou ni l'un ni l'autre
ui-builder-about-check-kind = Pas d'échec, échec ou échec double
ui-builder-about-move = Ce coup est-il légal ?
ui-builder-about-valid = Cette position pourrait-elle se produire dans une partie ?
ui-builder-about-move-field = Le coup, légal ou non (en SAN avec les lettres anglaises, comme Nc3, ou en UCI, comme b1c3)
ui-builder-answer = Réponse { $n }
ui-builder-engine-answer = ✓ { $value } (la réponse du moteur)
ui-builder-answer-why-not = Pourquoi la réponse { $n } est fausse
ui-builder-answer-why-not-placeholder = Pourquoi pas ? (dit quand elle est choisie)
ui-builder-answer-remove = Retirer la réponse { $n }
ui-builder-fill-answers = Remplir à nouveau les réponses avec le moteur
ui-builder-explain = Dit après la bonne réponse
ui-builder-why-illegal = Pourquoi est-il illégal ? Dire la raison du moteur après la bonne réponse
ui-goal = Objectif
ui-goal-gives-check = Faire échec
ui-goal-gives-mate = Mater
ui-goal-gets-out-of-check = Parer l'échec
ui-goal-captures-checker = Prendre la pièce qui fait échec
ui-goal-blocks-check = Interposer une pièce
ui-goal-moves-king = Déplacer le roi
ui-goal-stalemates = Faire pat
ui-goal-any-move = Être n'importe quel coup légal
ui-goal-move = Être un coup précis
ui-goal-move-label = Le coup (SAN ou UCI)
ui-goal-join = Combiné avec
ui-goal-join-none = rien de plus
ui-goal-join-and = et aussi
ui-goal-join-or = ou bien
ui-goal-join-and-not = mais pas
ui-goal-kept = Cet objectif combine plus de conditions que l'atelier ne peut en montrer ; il est gardé tel quel.
ui-goal-choose-new = Choisir un nouvel objectif
ui-builder-share = Partager
ui-builder-not-ready = Le partage s'ouvre dès que tous les problèmes listés plus haut sont réglés.
ui-builder-preview = Aperçu
ui-builder-preview-from = Aperçu à partir de l'étape { $n }
ui-builder-download = Télécharger (JSON)
ui-builder-save = Enregistrer dans « Mes leçons »
ui-builder-link = Lien vers cette leçon : il s'ouvre dans n'importe quel navigateur, sans rien installer
ui-builder-open-link = Ouvrir le lien
ui-builder-saved = Enregistrée dans « Mes leçons ».
ui-builder-upload = Ouvrir un fichier de leçon dans l'atelier
ui-my-lessons-play-it = La jouer
ui-my-lessons-lead = Les leçons que tu as créées, importées ou gardées depuis un lien, enregistrées dans ce navigateur. Joue-les, montre-les à une classe, partage-les sous forme de lien ou de fichier.
ui-my-lessons-add = Ajouter une leçon
ui-my-lessons-build = Créer une nouvelle leçon
ui-my-lessons-import = Importer un fichier de leçon (.json, tel que l'atelier le télécharge). Il est d'abord vérifié comme les leçons intégrées.
ui-my-lessons-present-builtin = Présenter une leçon intégrée
ui-my-lessons-present-note = Affichée en grand, pour un vidéoprojecteur : les flèches du clavier changent d'étape, et la réponse s'affiche quand tu la demandes.
ui-my-lessons-refused = Cette leçon ne peut pas être gardée :
ui-my-lessons-go-play = Aller à la page Jouer
ui-my-lessons-a-game = Ceci est une partie (PGN), pas une leçon. Pour la montrer, colle-la dans « Colle une partie au format PGN » sur la page Jouer.
ui-my-lessons-imported = « { $title } » a été importée : elle est dans la liste ci-dessous.
ui-my-lessons-kept = « { $title } » a été gardée dans « Mes leçons » : elle est dans la liste ci-dessous.
ui-my-lessons-already-here = « { $title } » est déjà dans « Mes leçons », exactement pareille.
ui-my-lessons-copy-title = { $title } (copie)
ui-my-lessons-same-title = « { $kept } » est déjà dans « Mes leçons », avec d'autres étapes ou d'autres mots que celle-ci. La remplacer, ou garder les deux (celle-ci sous le titre « { $copy } ») ?
ui-my-lessons-other-version = « { $title } » est une autre version de « { $kept } », qui est déjà dans « Mes leçons ». Remplacer « { $kept } » par celle-ci, ou garder les deux ?
ui-my-lessons-replace = La remplacer
ui-my-lessons-keep-both = Garder les deux
ui-my-lessons-none = Pas encore de leçons. Crées-en une, importe un fichier de leçon, ou ouvre le lien d'une leçon partagée et garde-la.
ui-my-lessons-delete-question = Supprimer « { $title } » et ta progression dans cette leçon ? C'est définitif.
ui-my-lessons-download = Télécharger
ui-my-lessons-edit = Modifier
ui-my-lessons-rename = Renommer
ui-my-lessons-delete = Supprimer
ui-my-lessons-new-title = Nouveau titre
ui-my-lessons-rename-save = Enregistrer
ui-my-lessons-rename-note = L'adresse de la leçon suit son titre : les liens vers elle changent, et ta progression dans cette leçon repart de zéro.

## A lesson's own verdicts

step-done = Bravo !
step-held = La partie s'est terminée sur ce coup. Appuie sur « Réessayer » pour reprendre juste avant.
watched-all = C'était le dernier coup. Continue quand tu veux.
wrong-answer = Pas tout à fait. Regarde encore et essaie une autre réponse.
right-answer = Bonne réponse !
reply-played = Bien joué ! Ton adversaire répond. { $played } À toi de jouer.
lesson-finished = Tu as terminé « { $title } ». Choisis une autre leçon quand tu veux.
step-missed = { $played } C'est un coup légal, mais { $shortfall ->
        [no-check] il ne fait pas échec
        [not-mate] il ne fait pas échec, donc ce n'est pas mat
        [not-mate-answer] ce n'est pas mat : { $side-les } peuvent répondre par { $answer }
        [no-capture] il ne prend pas la pièce qui fait échec
        [no-block] il ne bloque pas l'échec
        [no-king-move] il ne déplace pas le roi
        [stalemate] c'est pat, et cet exercice te demande justement de l'éviter
       *[other] ce n'est pas ce que demande cet exercice
    }. Essaie encore.

## The game against the computer

resigned = Tu as abandonné, donc { $winner-les } gagnent cette partie. Appuie sur « Nouvelle partie » pour en jouer une autre.
draw-claimed = { $by ->
        [you] Tu as réclamé la nulle : { $rule ->
            [fifty] chaque camp a joué cinquante coups sans prise ni coup de pion.
           *[repetition] cette position est maintenant apparue trois fois sur l'échiquier.
        }
       *[computer] L'ordinateur a réclamé la nulle : { $rule ->
            [fifty] chaque camp a joué cinquante coups sans prise ni coup de pion.
           *[repetition] cette position est maintenant apparue trois fois sur l'échiquier.
        }
    }
out-of-check = { $way ->
        [king] Ton roi est sorti de l'échec : il est maintenant en { $to }, où rien ne l'attaque.
        [capture] { $piece-ton-seul-start } a pris { $checker-le }, la pièce qui faisait échec, et l'échec est terminé.
       *[block] { $piece-ton-seul-start } est maintenant en { $to }, entre { $checker-le } et ton roi : l'échec est bloqué.
    }
hint = { $way ->
        [king] Essaie de jouer ton roi de { $from } en { $to } ({ $san }) : il sort de l'échec et va sur une case que rien n'attaque.
        [capture] Essaie de prendre { $checker-le } avec { $piece-ton-de } ({ $san }) : cela met fin à l'échec.
        [block] Essaie de jouer { $piece-ton-de } en { $to } ({ $san }) : { $piece-genre ->
            [f] elle vient
           *[m] il vient
        } se placer entre les deux, et { $checker-le } n'atteint plus ton roi.
       *[none] { $gain ->
            [mate] Essaie de jouer { $piece-ton-de } en { $to } ({ $san }) : c'est échec et mat !
            [promotes] Essaie de jouer ton pion de { $from } en { $to } ({ $san }) : il devient { $promoted-un }.
            [free] Essaie de prendre { $taken-le } avec { $piece-ton-de } ({ $san }) : rien ne { $taken-genre ->
                [f] la protège, tu la gagnes
               *[m] le protège, tu le gagnes
            } gratuitement.
            [worth] Essaie de prendre { $taken-le } avec { $piece-ton-de } ({ $san }) : tu prends une pièce qui vaut plus que la tienne.
            [takes] Essaie de prendre { $taken-le } avec { $piece-ton-de } ({ $san }).
            [check] Essaie de jouer { $piece-ton-de } en { $to } ({ $san }) : cela fait échec, et l'ordinateur devra y répondre.
            [castles] Essaie de roquer ({ $san }) : ton roi sera plus à l'abri, et ta tour entrera en jeu.
            [rescues] Essaie de jouer { $piece-ton-de } en { $to } ({ $san }) : en { $from }, { $piece-genre ->
                [f] elle est attaquée
               *[m] il est attaqué
            }, et en { $to }, rien ne l'attaque.
           *[safe] Essaie de jouer { $piece-ton-de } en { $to } ({ $san }) : { $piece-genre ->
                [f] elle a
               *[m] il a
            } le droit d'y aller, et ton roi reste à l'abri.
        }
    }
computer-played = { $kind ->
        [castled] L'ordinateur a roqué ({ $san }).
        [promoted] Le pion de l'ordinateur est arrivé en { $to } et il est devenu { $promoted-un } ({ $san }).
        [captured] { $role-le-start } de l'ordinateur a pris { $taken-ton } en { $to } ({ $san }).
       *[moved] L'ordinateur a joué { $role-son } en { $to } ({ $san }).
    }
versus-sides = Tu joues avec { $human-les }. L'ordinateur joue avec { $computer-les }, au niveau { $level }.
versus-over = { $result ->
        [won] Tu as gagné ! Bien joué. Appuie sur « Nouvelle partie » pour en jouer une autre.
        [lost] Cette fois, c'est l'ordinateur qui a gagné. Reviens un ou deux coups en arrière et cherche une autre idée, ou appuie sur « Nouvelle partie ».
       *[draw] Partie nulle. Appuie sur « Nouvelle partie » pour en jouer une autre.
    }
ui-hint = Indice
ui-try-again = Réessayer
ui-vs-title = Contre l'ordinateur
ui-vs-level = Niveau { $n }
ui-vs-level-1 = Joue presque au hasard et adore faire échec.
ui-vs-level-2 = Prend les pièces que tu laisses sans protection.
ui-vs-level-3 = Calcule quelques coups à l'avance.
ui-vs-level-4 = Joue fort : même un joueur de club doit réfléchir.
ui-vs-wait = Attends un peu : l'ordinateur choisit encore son coup. Ensuite, ce sera à toi.
ui-vs-over = Cette partie est finie. Appuie sur « Nouvelle partie » pour en jouer une autre.
ui-vs-paused = L'ordinateur attend pendant que tu lis ce qui n'allait pas dans le lien. Appuie sur « Jouer à partir d'ici », en haut, pour continuer.
ui-vs-failed = L'ordinateur n'a pas pu démarrer, il ne peut donc pas jouer son coup. Vérifie ta connexion à Internet, puis appuie sur « Réessayer », ou joue toi-même les coups des deux camps.
ui-details = Détails
ui-browser-said = Ce que le navigateur a dit : { $why }
ui-take-back = Revenir en arrière
ui-take-back-title = Annuler ton dernier coup et la réponse de l'ordinateur
ui-looking = Recherche…
ui-give-up = Abandonner cette partie ?
ui-resign-yes = Oui, abandonner
ui-keep-playing = Continuer à jouer
ui-claim-draw = Réclamer la nulle
ui-claim-draw-ask = Finir cette partie par une nulle ?
ui-claim-draw-ask-move = { $rule ->
        [fifty] Jouer { $move } et finir la partie par une nulle ? Avec ce coup, chaque camp aura joué cinquante coups sans prise ni coup de pion.
       *[repetition] Jouer { $move } et finir la partie par une nulle ? Avec ce coup, la même position sera sur l'échiquier pour la troisième fois.
    }
ui-claim-draw-yes = Oui, nulle
ui-resign = Abandonner
ui-stop-computer = Arrêter l'ordinateur
ui-stop-computer-ask = Arrêter l'ordinateur ? Tu joueras alors toi-même les coups des deux camps, à partir d'ici.
ui-stop-computer-yes = Oui, l'arrêter
ui-thinking = L'ordinateur réfléchit…
ui-vs-dialog-title = Jouer contre l'ordinateur
ui-vs-dialog-lead = Si tu essaies un coup qui n'est pas permis, le tuteur t'explique pourquoi. Il t'explique aussi chaque échec et comment la partie se termine.
ui-vs-your-pieces = Tes pièces
ui-vs-side-white = Blancs (tu commences)
ui-vs-side-black = Noirs (l'ordinateur commence)
ui-vs-side-random = Peu importe : laisse l'ordinateur choisir
ui-vs-strength = La force de jeu de l'ordinateur
ui-vs-start = Commencer la partie
ui-cancel = Annuler

## A typed move that could not be read

typed-unreadable = « { $text } » n'est pas un coup. Écris un coup comme e4, Cf3, O-O ou e2e4.
typed-no-piece = « { $text } » : { $role ->
        [king] ton roi ne peut pas atteindre { $to } en un seul coup.
        [queen] tu n'as aucune dame qui puisse aller en { $to }.
        [rook] tu n'as aucune tour qui puisse aller en { $to }.
       *[other] tu n'as aucun { $role-name } qui puisse aller en { $to }.
    }
typed-ambiguous = « { $text } » : plus { $role ->
        [queen] d'une dame peut
        [rook] d'une tour peut
       *[other] d'un { $role-name } peut
    } aller en { $to }. Indique sa colonne ou sa rangée de départ, par exemple { $first } ou { $second }.
typed-other-piece = En notation { $notation ->
        [es] espagnole
        [de] allemande
        [fr] française
        [ru] russe
       *[en] anglaise
    }, { $letter } est { $role-le }, et { $pieces-count ->
        [one] { $pieces-ton } ne peut pas aller en { $to }
       *[other] tu n'as { $role ->
            [queen] aucune dame
            [rook] aucune tour
           *[other] aucun { $role-name }
        } qui puisse aller en { $to }
    }. Pour { $other-le }, écris { $instead }.

## Forms only the pages use

side-name = { $side ->
        [white] Blancs
       *[black] Noirs
    }
piece-name = { role-name }
piece-ton-seul-start = { $role ->
        [queen] Ta dame
        [rook] Ta tour
       *[other] Ton { role-name }
    }
role-son = { $role ->
        [queen] sa dame
        [rook] sa tour
       *[other] son { role-name }
    }
piece-le-couleur-de = { $role ->
        [queen] la dame { $colour ->
            [white] blanche
           *[black] noire
        }
        [rook] la tour { $colour ->
            [white] blanche
           *[black] noire
        }
       *[other] { role-le } { $colour ->
            [white] blanc
           *[black] noir
        }
    } de { $square }
role-pluriel = { $role ->
        [king] rois
        [queen] dames
        [rook] tours
        [bishop] fous
        [knight] cavaliers
       *[pawn] pions
    }
role-counted = { $count ->
        [1] { role-un }
       *[other] { $count } { role-pluriel }
    }
piece-couleurs = { $role ->
        [queen] { $colour ->
            [white] blanches
           *[black] noires
        }
        [rook] { $colour ->
            [white] blanches
           *[black] noires
        }
       *[other] { $colour ->
            [white] blancs
           *[black] noirs
        }
    }
piece-kinds-le = { $sides ->
        [one] { $count ->
            [1] { role-le } en { $squares }
           *[other] { role-les } en { $squares }
        }
       *[both] { $count ->
            [1] { piece-kinds-le-couleur }
           *[other] { role-les } { piece-couleurs } en { $squares }
        }
    }
piece-kinds-le-couleur = { $count ->
        [1] { $role ->
            [queen] la dame { $colour ->
                [white] blanche
               *[black] noire
            }
            [rook] la tour { $colour ->
                [white] blanche
               *[black] noire
            }
           *[other] { role-le } { $colour ->
                [white] blanc
               *[black] noir
            }
        } en { $squares }
       *[other] { role-les } { piece-couleurs } en { $squares }
    }

## Fiches d'exercices (une page pour l'enseignant) : les questions d'une leçon ou des exercices d'entraînement à imprimer.
ui-title-worksheet = Fiche d'exercices
ui-worksheet-link = Imprimer une fiche d'exercices
ui-worksheet-heading = Fiche d'exercices : { $title }
ui-worksheet-intro = Imprime-la pour ta classe : d'abord les exercices, puis le corrigé sur une page à part. Les diagrammes s'impriment même quand le navigateur laisse de côté les graphiques d'arrière-plan.
ui-worksheet-count = Nombre d'exercices :
ui-worksheet-new = Nouveaux exercices
ui-worksheet-teacher-name = Nom du professeur (facultatif) :
ui-worksheet-with-key = Corrigé sur une page à part
ui-worksheet-print = Imprimer
ui-worksheet-back = Retour
ui-worksheet-empty = Cette leçon ne fait que montrer des coups : elle n'a aucune question à imprimer.
ui-worksheet-sheet = La fiche d'exercices telle qu'elle sera imprimée
ui-worksheet-teacher = Professeur : { $name }
ui-worksheet-pupil-line = Nom : ______________________   Date : ____________
ui-worksheet-answer-line = Réponse : ______________________________
ui-worksheet-key-title = Corrigé : { $title }
ui-worksheet-cannot = Pas de fiche d'exercices
ui-worksheet-no-kind = Il n'existe aucun thème d'entraînement appelé « { $kind } ».
ui-worksheet-kind = { $kind ->
        [checkers] Quelles pièces font échec ?
        [escapes] Sortir de l'échec
        [verdict] Échec et mat, pat, ou ni l'un ni l'autre ?
        [legal] Ce coup est-il légal ?
       *[possible] Cette position pourrait-elle se produire ?
    }
ui-worksheet-why-not = Si la réponse est non, écris pourquoi.
ui-worksheet-prompt-checkers = Quelles pièces font échec ? Entoure-les toutes.
ui-worksheet-prompt-escapes = Le roi est en échec. Écris tous les coups qui le sortent de l'échec.
ui-worksheet-prompt-possible = Cette position pourrait-elle se produire dans une partie ? Si la réponse est non, écris pourquoi.
ui-worksheet-choice = { $code ->
        [checkmate] Échec et mat
        [stalemate] Pat
        [neither] Ni l'un ni l'autre
        [legal] Légal
        [illegal] Illégal
        [possible] Elle peut se produire
       *[impossible] Elle ne peut jamais se produire
    }
ui-worksheet-moves = { $count ->
        [0] Aucun coup ne convient.
        [one] Le coup : { $moves }
       *[other] { $count } coups : { $moves }
    }
ui-worksheet-no-answer = On ne peut pas trouver la réponse à partir de cette position.
ui-diagram-download = Télécharger l'échiquier sous forme de diagramme
ui-diagram-svg = Diagramme (SVG)
ui-diagram-png = Diagramme (PNG)
ui-worksheet-turn = { $side ->
        [white] C'est aux Blancs de jouer.
       *[black] C'est aux Noirs de jouer.
    }
ui-worksheet-any-move = { $count ->
        [one] Le coup : { $moves }
       *[other] N'importe lequel de ces { $count } coups : { $moves }
    }
ui-worksheet-castling = { $side ->
        [white] { $wing ->
            [both] Les Blancs peuvent encore roquer des deux côtés.
            [kingside] Les Blancs peuvent encore faire le petit roque.
           *[queenside] Les Blancs peuvent encore faire le grand roque.
        }
       *[black] { $wing ->
            [both] Les Noirs peuvent encore roquer des deux côtés.
            [kingside] Les Noirs peuvent encore faire le petit roque.
           *[queenside] Les Noirs peuvent encore faire le grand roque.
        }
    }
ui-worksheet-more-line = ______________________________

## The move list of a very long game

ui-earlier-moves = … { $n ->
        [one] 1 coup précédent
       *[other] { $n } coups précédents
    }

## The position read aloud (the board's W key)

board-side-pieces = { $side ->
        [white] Pièces blanches
       *[black] Pièces noires
    } : { $pieces }.

## Screen-reader fixes: M on the "legal?" arrow, picks put back, tried answers, finished steps, moves taken back in a lesson

ui-ask-arrow-start = { $square }, { $piece } : c'est ici que commence le coup de la question. Une fois que tu auras répondu, M dira où cette pièce peut aller.
ui-ask-arrow-end = { $square }, vide : c'est ici que finit le coup de la question. Une fois que tu auras répondu, M dira quelles pièces peuvent venir ici.
ui-unpicked = { $count ->
        [0] La pièce de { $square } n'est plus choisie. Pièces choisies : aucune pour l'instant
        [one] La pièce de { $square } n'est plus choisie. Pièce choisie : { $squares }
       *[other] La pièce de { $square } n'est plus choisie. Pièces choisies : { $squares }
    }
ui-tried-not-right = (déjà essayée, pas la bonne)
ui-step-done = Étape { $n }, terminée
ui-step-started-again = Coups annulés : l'étape recommence depuis sa position de départ.

## L'échiquier lu par rangées, colonnes et sortes de pièces, et ses marques, pour les lecteurs d'écran (src/tutor/board_words.rs)
# Formes : piece-couleur « pion blanc en e4 » ; arrow-listed « de a1 à a8 en jaune » et
# circle-listed « d4 en rouge » ($colour : green, red, blue, yellow, ou none si on ne la connaît pas).

board-reading-keys = W{ "\u00A0" }: toute la position. X{ "\u00A0" }: cette rangée. Y{ "\u00A0" }: cette colonne. L{ "\u00A0" }: toutes les pièces de ce type.
board-rank = { $pieces-count ->
        [0] La rangée { $rank } est vide.
       *[other] Rangée { $rank }{ "\u00A0" }: { $pieces-couleur }.
    }
board-file = { $pieces-count ->
        [0] La colonne { $file } est vide.
       *[other] Colonne { $file }{ "\u00A0" }: { $pieces-couleur }.
    }
board-kind = { $white-count ->
        [0] { $black-count ->
            [0] Il n'y a { $role ->
                [queen] aucune dame
                [rook] aucune tour
               *[other] aucun { role-name }
            } sur l'échiquier.
           *[other] { $role-pluriel-start }. Blancs{ "\u00A0" }: { $role-genre ->
                [f] aucune
               *[m] aucun
            }. Noirs{ "\u00A0" }: { $black }.
        }
       *[other] { $role-pluriel-start }. Blancs{ "\u00A0" }: { $white }. Noirs{ "\u00A0" }: { $black-count ->
            [0] { $role-genre ->
                [f] aucune
               *[m] aucun
            }
           *[other] { $black }
        }.
    }
board-arrows = { $arrows-count ->
        [one] Flèche{ "\u00A0" }: { $arrows-listed }.
       *[other] Flèches{ "\u00A0" }: { $arrows-listed }.
    }
board-circles = { $circles-count ->
        [one] Cercle{ "\u00A0" }: { $circles-listed }.
       *[other] Cercles{ "\u00A0" }: { $circles-listed }.
    }
board-mark-arrow-to = flèche{ $colour ->
        [green] { " " }verte
        [red] { " " }rouge
        [blue] { " " }bleue
        [yellow] { " " }jaune
       *[none] { "" }
    } vers { $to }
board-mark-arrow-from = flèche{ $colour ->
        [green] { " " }verte
        [red] { " " }rouge
        [blue] { " " }bleue
        [yellow] { " " }jaune
       *[none] { "" }
    } depuis { $from }
board-mark-circle = cercle{ $colour ->
        [green] { " " }vert
        [red] { " " }rouge
        [blue] { " " }bleu
        [yellow] { " " }jaune
       *[none] { "" }
    }
piece-couleur = { role-name } { $role ->
        [queen] { $colour ->
            [white] blanche
           *[black] noire
        }
        [rook] { $colour ->
            [white] blanche
           *[black] noire
        }
       *[other] { $colour ->
            [white] blanc
           *[black] noir
        }
    } en { $square }
arrow-listed = de { $from } à { $to }{ $colour ->
        [green] { " " }en vert
        [red] { " " }en rouge
        [blue] { " " }en bleu
        [yellow] { " " }en jaune
       *[none] { "" }
    }
circle-listed = { $square }{ $colour ->
        [green] { " " }en vert
        [red] { " " }en rouge
        [blue] { " " }en bleu
        [yellow] { " " }en jaune
       *[none] { "" }
    }

## Practice: a king picked as a piece giving check (issue 43)
practice-king-never-checks = Un roi ne fait jamais échec : les deux rois ne peuvent jamais être côte à côte.

## Practice: why a reason does not stop the move (a wrong "Why not?"), and why a legal move the learner called illegal is allowed, said from the move (issue 43)
practice-miss = { $miss ->
        [king-itself] C'est ton roi qui bouge. Seule une pièce placée entre son roi et une pièce adverse peut être clouée, ou laisser cette pièce adverse atteindre le roi.
        [along-pin] { $mover-ton-start } est { $mover-genre ->
            [f] clouée
           *[m] cloué
        } par { $by-le }, mais { $mover-genre ->
            [f] elle
           *[m] il
        } se déplace le long de la ligne du clouage, donc { $mover-genre ->
            [f] elle
           *[m] il
        } fait toujours écran devant ton roi.
        [not-pinned] { $mover-ton-start } n'est pas { $mover-genre ->
            [f] clouée
           *[m] cloué
        } : aucune tour, aucun fou, aucune dame adverse ne se trouve sur la même ligne que cette pièce et ton roi.
        [opens-nothing] Quand { $mover-ton } bouge, aucune pièce adverse ne peut atteindre ton roi.
        [not-king] C'est { $mover-ton } qui bouge, pas ton roi : cette règle parle des cases où va le roi.
        [safe-square] Aucune pièce adverse n'attaque { $to }.
        [only-king-near] Aucune pièce adverse n'atteint { $to }, sauf l'autre roi, en { $at }.
        [not-beside] La case { $to } n'est pas à côté de l'autre roi, qui est en { $at }.
        [no-check] Ton roi n'est pas en échec.
        [steps-away] Ton roi sort de l'échec : la pièce qui fait échec n'atteint pas { $to }.
        [takes-checker] Ce coup prend { $by-le }, la pièce qui fait échec.
        [blocks] Ce coup place une pièce en { $to }, entre ton roi et { $by-le } : l'échec est paré.
        [king-moves] C'est ton roi qui bouge, et en cas d'échec double, le roi est la seule pièce qui peut bouger.
        [single-check] { $by-genre ->
            [f] Seule
           *[m] Seul
        } { $by-le } fait échec : ce n'est donc pas un échec double.
        [not-castling] Ce coup n'est pas un roque.
        [crossing-safe] Aucune pièce adverse n'attaque la case que le roi traverse.
        [landing-safe] Aucune pièce adverse n'attaque { $at }, où arrive le roi.
        [rights-kept] Ni ton roi ni cette tour n'ont encore bougé.
        [castle-path-clear] Rien ne se trouve entre le roi et la tour.
        [not-en-passant] Ce coup n'est pas une prise en passant.
        [jumps] Le cavalier saute par-dessus les pièces : rien ne peut lui barrer la route.
        [path-clear] Rien ne se trouve entre { $from } et { $to }.
       *[shape-ok] { $mover-ton-start } peut aller en { $to } : c'est bien sa façon de se déplacer.
    }

## Pièce touchée (les leçons sur la règle)

touched-must-move = Tu as touché { $piece-ton } : avec la règle « pièce touchée, pièce jouée », tu dois { $piece-genre ->
        [f] la
       *[m] le
    } jouer ({ $moves ->
        [one] { $moves } coup légal possible
       *[other] { $moves } coups légaux possibles
    }).
touched-no-consequence = Tu as touché { $piece-ton }, mais { $piece-genre ->
        [f] elle
       *[m] il
    } n'a aucun coup légal, donc ça ne compte pas : joue n'importe quel autre coup.
king-move-owed = Le coup de roi illégal est annulé. Comme tu as touché ton roi en { $king }, tu dois jouer un autre coup avec ton roi.
no-king-move-owed = Le coup de roi illégal est annulé. Ton roi en { $king } n'a aucun coup légal, alors tu peux jouer n'importe quel autre coup.

## L'indice d'une leçon (son coup)

hint-move = Essaie de jouer { $role-le } de { $from } en { $to } ({ $san }).

## Un cours en direct (src/ui/live) : le panneau de l'enseignant en mode présentation et la page de l'élève
## (#/join). Les élèves sont souvent des enfants : des mots courts et bienveillants.

ui-live-title = Cours en direct
ui-live-start = Lancer un cours en direct
ui-live-starting = Lancement du cours…
ui-live-try-again = Réessayer
ui-live-joined = { $n ->
        [0] Aucun élève n'a encore rejoint le cours.
        [one] { $n } élève a rejoint le cours.
       *[other] { $n } élèves ont rejoint le cours.
    }
ui-live-join-at = Les élèves scannent le QR code, ou ouvrent Check Tutor, appuient sur « Rejoindre un cours » et tapent ce code :
ui-live-join-link = Lien pour rejoindre le cours (à partager)
ui-live-qr = QR code du lien pour rejoindre le cours
ui-live-answered = { $pupils ->
        [one] Ont répondu : { $answered } sur { $pupils }. Bonnes réponses : { $right }.
       *[other] Ont répondu : { $answered } sur { $pupils }. Bonnes réponses : { $right }.
    }
ui-live-common-wrong = { $n ->
        [one] Mauvaise réponse la plus fréquente : { $answer } ({ $n } élève)
       *[other] Mauvaise réponse la plus fréquente : { $answer } ({ $n } élèves)
    }
ui-live-waiting = { $n ->
        [one] Réfléchit encore : { $names }
       *[other] Réfléchissent encore ({ $n }) : { $names }
    }
ui-live-pupil-n = Élève { $n }
ui-live-results = Télécharger les résultats (CSV)
ui-live-csv-pupil = Élève
ui-live-csv-right-count = Bonnes réponses
ui-live-csv-right = juste
ui-live-csv-wrong = faux
ui-live-end = Terminer le cours
ui-live-ended-teacher = Le cours est terminé. Les noms des élèves ne sont plus sur le serveur ; les résultats restent ici jusqu'à ce que tu quittes cette page.
ui-live-connected = Connecté
ui-live-reconnecting = La connexion a été perdue. Nouvelle tentative…
ui-live-closed = Déconnecté. Recharge la page pour rejoindre le cours à nouveau.
ui-live-error-config = Aucun cours en direct n'est configuré sur ce site (son fichier live.json manque ou contient une erreur).
ui-live-error-broker = Impossible de joindre le serveur du cours. Vérifie ta connexion à Internet, puis réessaie.
ui-live-error-no-class = Il n'y a aucun cours avec ce code. Vérifie le code avec ton professeur.
ui-live-error-crypto = Ce navigateur ne peut pas participer à un cours en direct. Essaie une version récente de Chrome, Edge, Firefox ou Safari.
ui-live-error-load = Le cours en direct n'a pas pu être chargé. Vérifie ta connexion à Internet, puis réessaie.
ui-live-error-lesson = La leçon de ton professeur n'a pas pu s'ouvrir sur cet appareil.
ui-live-join-title = Rejoindre un cours
ui-live-joining = Connexion au cours…
ui-live-code-label = Code du cours
ui-live-join = Rejoindre
ui-live-your-name = Ton prénom :
ui-live-name-hint = facultatif
ui-live-wait-start = Ça y est, tu es dans le cours ! Attends que ton professeur commence.
ui-live-wait = C'est fait ! Attends l'étape suivante de ton professeur.
ui-live-ended = Le cours est terminé. Bravo ! Les étapes que tu as finies sont gardées dans tes progrès.
ui-live-you-right = Ta réponse était juste !
ui-live-you-wrong = Cette fois, ta réponse n'était pas juste. Voici la bonne réponse :
ui-live-right-answer = La bonne réponse : { $answer }
ui-live-code-is = Code du cours : { $code }
ui-live-unsent = Tes élèves n'ont pas reçu cette étape : le serveur du cours l'a refusée ou n'a pas pu être joint. Une leçon à toi doit faire moins de 40 Ko environ pour être envoyée.
