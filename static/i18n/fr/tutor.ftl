# Ce que dit le tuteur sur les coups, l'échec, le mat et le pat : le catalogue français.
# Rust ne donne que des faits ; la façon de dire un fait est une forme définie ci-dessous
# (voir src/tutor/catalog/mod.rs) : $mover-ton-start est le message piece-ton-start de ce
# fichier, appelé avec $role, $colour et $square de la pièce qui bouge.
# Formes propres au français : piece-le, piece-le-start, piece-du, piece-un, piece-ton,
# piece-ton-start, piece-ton-de (« ton fou de c1 », après un verbe de mouvement),
# piece-le-couleur-de (« la tour blanche de d4 »), role-pluriel-start (« Tours »),
# piece-ton-propre, piece-le-couleur, piece-le-couleur-start, piece-genre (m ou f, pour
# accorder il/elle, cloué/clouée…), role-le, role-le-start, role-un, side-les,
# side-les-start, side-aux, line-la, piece-ton-seul-start (« Ton fou », sans la
# case), role-ton (« ta tour »), role-son (« son fou »).
# Genre : dame et tour sont féminins, les autres pièces masculines. Une espace insécable
# (U+00A0) précède « : ! ? ; » et se place à l'intérieur des guillemets.

## Pièces, camps, lignes, listes

role-name = { $role ->
        [king] roi
        [queen] dame
        [rook] tour
        [bishop] fou
        [knight] cavalier
       *[pawn] pion
    }
role-start = { $role ->
        [king] Roi
        [queen] Dame
        [rook] Tour
        [bishop] Fou
        [knight] Cavalier
       *[pawn] Pion
    }
role-pluriel-start = { $role ->
        [king] Rois
        [queen] Dames
        [rook] Tours
        [bishop] Fous
        [knight] Cavaliers
       *[pawn] Pions
    }
role-genre = { $role ->
        [queen] f
        [rook] f
       *[other] m
    }
role-le = { $role ->
        [king] le roi
        [queen] la dame
        [rook] la tour
        [bishop] le fou
        [knight] le cavalier
       *[pawn] le pion
    }
role-le-start = { $role ->
        [king] Le roi
        [queen] La dame
        [rook] La tour
        [bishop] Le fou
        [knight] Le cavalier
       *[pawn] Le pion
    }
role-un = { $role ->
        [king] un roi
        [queen] une dame
        [rook] une tour
        [bishop] un fou
        [knight] un cavalier
       *[pawn] un pion
    }
role-moves = { $role ->
        [king] un roi se déplace d'une case dans n'importe quelle direction (ou de deux cases quand il roque)
        [queen] une dame se déplace le long des rangées, des colonnes et des diagonales
        [rook] une tour se déplace le long des rangées et des colonnes
        [bishop] un fou se déplace le long des diagonales
        [knight] un cavalier saute en L (deux cases dans une direction, puis une case sur le côté)
       *[pawn] un pion avance tout droit d'une case (de deux depuis sa case de départ) et prend d'une case en diagonale vers l'avant
    }
side-les = { $side ->
        [white] les Blancs
       *[black] les Noirs
    }
side-les-start = { $side ->
        [white] Les Blancs
       *[black] Les Noirs
    }
side-aux = { $side ->
        [white] aux Blancs
       *[black] aux Noirs
    }
piece-genre = { role-genre }
piece-un = { role-un }
piece-le = { role-le } en { $square }
piece-le-start = { role-le-start } en { $square }
piece-du = { $role ->
        [queen] de la dame
        [rook] de la tour
       *[other] du { role-name }
    } en { $square }
piece-ton = { $role ->
        [queen] ta dame
        [rook] ta tour
       *[other] ton { role-name }
    } en { $square }
piece-ton-start = { $role ->
        [queen] Ta dame
        [rook] Ta tour
       *[other] Ton { role-name }
    } en { $square }
piece-ton-de = { $role ->
        [queen] ta dame
        [rook] ta tour
       *[other] ton { role-name }
    } de { $square }
role-ton = { $role ->
        [queen] ta dame
        [rook] ta tour
       *[other] ton { role-name }
    }
piece-ton-propre = { $role ->
        [queen] ta propre dame
        [rook] ta propre tour
       *[other] ton propre { role-name }
    }
piece-le-couleur = { $role ->
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
    } en { $square }
piece-le-couleur-start = { $role ->
        [queen] La dame { $colour ->
            [white] blanche
           *[black] noire
        }
        [rook] La tour { $colour ->
            [white] blanche
           *[black] noire
        }
       *[other] { role-le-start } { $colour ->
            [white] blanc
           *[black] noir
        }
    } en { $square }
line-la = { $kind ->
        [file] la colonne { $file }
        [rank] la { $rank ->
            [1] première
            [2] deuxième
            [3] troisième
            [4] quatrième
            [5] cinquième
            [6] sixième
            [7] septième
           *[8] huitième
        } rangée
       *[diagonal] la diagonale de { $from } à { $to }
    }
list-pair = { $first } et { $rest }
list-more = { $first }, { $rest }
list-or-pair = { $first } ou { $rest }
list-or-more = { $first }, { $rest }

## Coups refusés

refused-no-piece = La case { $square } est vide : il n'y a aucune pièce à jouer.
refused-not-your-turn = C'est { $turn-aux } de jouer : { $piece-le } appartient { $owner-aux }.
refused-own-piece = { $mover-ton-start } ne peut pas aller en { $to } : { $target-ton-propre } s'y trouve déjà, et on ne prend jamais ses propres pièces.
refused-not-a-piece-move = { $mover-ton-start } ne peut pas aller en { $to } en un seul coup : { $role-moves }.
refused-path-blocked = { $mover-ton-start } ne peut pas aller en { $to } : { $blocker-le-couleur } lui barre le chemin.
refused-king-into-check = Ton roi ne peut pas aller en { $to } : { $attackers-le } { $attackers-count ->
        [one] attaque
       *[other] attaquent
    } cette case, et un roi n'a jamais le droit de se mettre en échec.
refused-king-on-check-line = Ton roi ne peut pas aller en { $to } : il resterait sur { $attackers-count ->
        [one] la ligne d'attaque { $attackers-du }. Cette ligne passe
       *[other] les lignes d'attaque { $attackers-du }. Ces lignes passent
    } à travers la case que ton roi quitte.
refused-kings-touch = Ton roi ne peut pas aller en { $to } : il serait juste à côté de l'autre roi, en { $other }. Deux rois ne peuvent jamais être côte à côte, car chacun attaquerait l'autre.
refused-not-out-of-check = { $checkers-le-start } { $checkers-count ->
        [one] fait
       *[other] font
    } échec à ton roi en { $king }. { $ways ->
        [king-capture-block] Jouer { $mover-ton-de } n'arrête pas l'échec : déplace ton roi, prends la pièce qui fait échec ou mets une pièce entre les deux.
        [king-capture] Jouer { $mover-ton-de } n'arrête pas l'échec : déplace ton roi ou prends la pièce qui fait échec.
        [king-block] Jouer { $mover-ton-de } n'arrête pas l'échec : déplace ton roi ou mets une pièce entre ton roi et la pièce qui fait échec.
        [capture-block] Jouer { $mover-ton-de } n'arrête pas l'échec : prends la pièce qui fait échec ou mets une pièce entre les deux.
        [king] Jouer { $mover-ton-de } n'arrête pas l'échec : ici, la seule solution est de déplacer ton roi.
        [capture] Jouer { $mover-ton-de } n'arrête pas l'échec : ici, la seule solution est de prendre la pièce qui fait échec.
        [block] Jouer { $mover-ton-de } n'arrête pas l'échec : ici, la seule solution est de mettre une pièce entre ton roi et la pièce qui fait échec.
       *[none] Jouer { $mover-ton-de } n'arrête pas l'échec, et aucun autre coup non plus : c'est échec et mat.
    }{ $unblockable ->
        [knight] { " " }On ne peut jamais bloquer l'échec d'un cavalier.
        [adjacent] { " " }La pièce qui fait échec est collée à ton roi : rien ne peut se glisser entre eux.
       *[no] { "" }
    }
refused-double-check = Double échec { $checkers-du } : aucun coup de { $mover-ton } ne peut bloquer ou prendre les deux attaquants à la fois, alors seul ton roi peut bouger.
refused-pinned = { $mover-ton-start } est { $mover-genre ->
        [f] clouée
       *[m] cloué
    } : { $mover-genre ->
        [f] si elle
       *[m] s'il
    } quittait { $line-la }, { $pinner-le } attaquerait ton roi en { $king }.
refused-exposes-king = { $attackers-count ->
        [0] Jouer { $mover-ton-de } laisserait en échec ton roi en { $king }.
       *[other] Jouer { $mover-ton-de } ouvrirait une ligne jusqu'à ton roi en { $king } : { $attackers-le } { $attackers-count ->
            [one] l'attaquerait
           *[other] l'attaqueraient
        }.
    }
refused-en-passant-exposes = Tu ne peux pas prendre en passant ici. { $mover-ton-start } et { $captured-le-couleur } quitteraient tous les deux { $line-la } en même temps, et { $attacker-le } attaquerait alors ton roi en { $king }.
refused-castle-in-check = Tu ne peux pas roquer quand tu es en échec : { $checkers-le } { $checkers-count ->
        [one] attaque
       *[other] attaquent
    } ton roi. Occupe-toi d'abord de l'échec.
refused-castle-through-check = Tu ne peux pas roquer : ton roi passerait par { $square }, une case attaquée par { $attackers-le }. Un roi qui roque n'a pas le droit de traverser une case attaquée.
refused-castle-into-check = Tu ne peux pas roquer : ton roi arriverait en { $square }, une case attaquée par { $attackers-le }.
refused-castle-rights-lost = Tu ne peux plus faire le { $wing ->
        [kingside] petit roque (O-O)
       *[queenside] grand roque (O-O-O)
    } : ton roi ou cette tour a déjà bougé (ou la tour n'est plus là).
refused-castle-path-blocked = Tu ne peux pas encore faire le { $wing ->
        [kingside] petit roque (O-O)
       *[queenside] grand roque (O-O-O)
    } : { $blockers-le-couleur } { $blockers-count ->
        [one] se trouve
       *[other] se trouvent
    } entre le roi et la tour.
refused-en-passant-gone = { $mover-ton-start } ne peut pas prendre en passant { $pawn-le } : cette prise n'est possible qu'au coup qui suit immédiatement l'avance de deux cases de ce pion, jamais plus tard.
refused-promotion-piece = Ton pion arrive en { $to } : il doit devenir une dame, une tour, un fou ou un cavalier. À toi de choisir !

## Coups joués, annoncés et conseillés

played = { $castled ->
        [kingside] Petit roque
        [queenside] Grand roque
       *[no] { $captured ->
            [no] { $role-le-start } va en { $to }
            [en-passant] { $role-le-start } prend { $taken-le } en passant
           *[yes] { $role-le-start } prend { $taken-le }
        }{ $promotion ->
            [no] { "" }
           *[yes] { " " }et devient { $promoted-un }
        }
    } ({ $san }){ $end ->
        [mate] { "\u00A0" }: échec et mat !
        [stalemate] { "\u00A0" }: pat ! La partie est nulle.
       *[none] { $check ->
            [direct] , avec échec.
            [discovered] , avec un échec à la découverte par { $checkers-le }.
            [double] , avec un double échec.
           *[none] .
        }
    }
move-spoken = { $castled ->
        [kingside] { $side-les-start } font le petit roque
        [queenside] { $side-les-start } font le grand roque
       *[no] { $role ->
            [queen] Dame { $side ->
                [white] blanche
               *[black] noire
            }
            [rook] Tour { $side ->
                [white] blanche
               *[black] noire
            }
           *[other] { $role-start } { $side ->
                [white] blanc
               *[black] noir
            }
        } de { $from } en { $to }
    }{ $captured ->
        [no] { "" }
       *[yes] , prend { $taken-le-couleur }
    }{ $promotion ->
        [no] { "" }
       *[yes] , devient { $promoted-un }
    }{ $end ->
        [mate] , échec et mat.
        [stalemate] , pat.
        [discovered] , échec à la découverte par { $checkers-le }.
        [double] , double échec par { $checkers-le }.
        [check] , échec.
       *[none] .
    }
## L'échec et les façons d'en sortir

check-by = { $checkers-count ->
        [one] Échec : { $checkers-le-couleur } attaque le roi en { $king }.
       *[other] Double échec : { $checkers-le-couleur } attaquent à la fois le roi en { $king }.
    }
ways-out = { $all ->
        [one] La seule façon de sortir de l'échec : { $ways-said }.
       *[other] { $named ->
            [yes] Pour sortir de l'échec : { $ways-said }.
           *[no] Il y a { $all } façons de sortir de l'échec, par exemple { $ways-said }.
        }
    }
way-said = { $san } ({ $role-le } { $capture ->
        [yes] prend en
       *[no] va en
    } { $to })
no-capture-nothing = Aucune pièce ne peut prendre la pièce qui fait échec en { $square }.
no-capture-defended = Le roi ne peut pas prendre la pièce en { $square } : elle est protégée par { $defenders-le }, donc le roi se mettrait en échec.
no-capture-pinned = { $pinned-count ->
        [one] { $pinned-le-start } pourrait prendre en { $square }, mais { $pinned-genre ->
            [f] elle est clouée
           *[m] il est cloué
        } sur son roi.
       *[other] { $pinned-le-start } pourraient prendre en { $square }, mais ces pièces sont clouées sur leur roi.
    }
no-capture-double = Prendre la pièce en { $square } ne suffit pas : l'autre attaquant ferait toujours échec.
no-block-knight = On ne peut pas bloquer l'échec d'un cavalier : il saute par-dessus tout ce qui se trouve sur son chemin.
no-block-adjacent = On ne peut pas bloquer cet échec : il n'y a aucune case entre la pièce qui fait échec et le roi.
no-block-nothing = Aucune pièce ne peut venir se placer entre les deux pour bloquer l'échec.
no-block-double = On ne peut pas bloquer un double échec : une seule pièce ne peut pas se trouver sur deux lignes à la fois.

## Mat et pat

checkmate = Échec et mat : le roi est en échec et n'a aucun coup légal pour s'en sortir. { $winner-les-start } gagnent.
stalemate = Pat : { $side-les } ne sont pas en échec, mais n'ont aucun coup légal. La partie est nulle.
escape-covered = La case { $square } est contrôlée par { $attackers-le }.
escape-protected = { $taken-le-start } est { $taken-genre ->
        [f] protégée
       *[m] protégé
    } par { $attackers-le }.
escape-own-piece = La case { $square } est déjà occupée par { $piece-un } de la même couleur que le roi.
escape-next-to-king = La case { $square } est juste à côté de l'autre roi.
escape-taken-next-to-king = { $taken-le-start } est juste à côté de l'autre roi : { $taken-genre ->
        [f] la prendre
       *[m] le prendre
    } mettrait les deux rois côte à côte.
no-moves = { $piece-le-couleur-start } n'a aucune case où aller.

## Leçons et parties

## La ligne d'état, et un coup tenté quand la partie est finie

status-line = { $status ->
        [checkmate] Échec et mat. { $winner-les-start } gagnent.
        [stalemate] Pat : { $side-les } n'ont aucun coup légal et ne sont pas en échec. Partie nulle.
        [insufficient] Partie nulle : aucun des deux camps n'a assez de matériel pour mater.
        [seventy-five] Partie nulle : soixante-quinze coups de chaque camp sans prise ni coup de pion.
        [fivefold] Partie nulle : la même position est apparue cinq fois.
       *[ongoing] { $check ->
            [single] C'est { $side-aux } de jouer : échec !
            [double] C'est { $side-aux } de jouer : double échec ! Seul le roi peut bouger.
           *[none] C'est { $side-aux } de jouer.
        }{ $claim ->
            [repetition] { " " }On peut réclamer la nulle : cette position est maintenant apparue trois fois.
            [repetition-by] { " " }{ $side-les-start } peuvent réclamer la nulle en annonçant { $san } avant de le jouer : ce coup ferait apparaître la même position pour la troisième fois.
            [fifty] { " " }On peut réclamer la nulle : chaque camp a joué cinquante coups sans prise ni coup de pion.
            [fifty-by] { " " }{ $side-les-start } peuvent réclamer la nulle en annonçant { $san } avant de le jouer : avec ce coup, chaque camp aurait joué cinquante coups sans prise ni coup de pion.
           *[none] { "" }
        }
    }
game-over = { $rule ->
        [fivefold] On ne peut plus jouer : la même position est maintenant apparue cinq fois, et dans ce cas la partie est nulle tout de suite, sans que personne ait besoin de la réclamer.
        [seventy-five] On ne peut plus jouer : chaque camp a joué soixante-quinze coups sans prise ni coup de pion, et dans ce cas la partie est nulle tout de suite, sans que personne ait besoin de la réclamer.
        [insufficient] On ne peut plus jouer : aucun des deux camps n'a assez de pièces pour mater, donc la partie est nulle tout de suite.
       *[other] On ne peut plus jouer : la partie est terminée.
    } { $button ->
        [take-back] Appuie sur « Revenir en arrière », puis continue à jouer.
       *[undo] Appuie sur « Annuler » pour revenir en arrière et continuer à jouer.
    }

## Positions that could never arise
# Pourquoi une position ne peut jamais survenir dans une partie (l'éditeur, Jouer,
# l'entraînement, `tutor analyze`). $squares, $homes, $guarded sont des listes de cases
# ($squares-or : « d4 ou e3 »). $walls-kinds-le nomme des pièces groupées par sorte (« le fou
# en c1 et les pions en b2 et d2 ») avec piece-kinds-le, qui reçoit $role, $colour,
# $squares, $count (du groupe) et $sides (one : toutes de la même couleur ; both : des deux).
# $lost-counted compte des pièces par sorte (« un pion et 2 fous ») avec role-counted.

role-les = { $role ->
        [king] les rois
        [queen] les dames
        [rook] les tours
        [bishop] les fous
        [knight] les cavaliers
       *[pawn] les pions
    }
role-les-start = { $role ->
        [king] Les rois
        [queen] Les dames
        [rook] Les tours
        [bishop] Les fous
        [knight] Les cavaliers
       *[pawn] Les pions
    }
# Le bouton de l'éditeur qui retire les droits de roque ($castling, en lettres FEN : KQ)
# et la case de prise en passant ($ep) que la position ne peut pas avoir.
# Jouer refuse une telle position ; $reasons sont les phrases ci-dessus.
# Une phrase d'un fichier de leçon, telle qu'elle est écrite.
lesson-text = { $text }
# La note de Jouer sous une position qui ne peut jamais survenir mais qu'on peut jouer
# ($reasons sont les phrases ci-dessus), et la ligne pendant qu'on demande si elle peut survenir.

## Typed moves

typed-letter-is = { $then } En notation { $notation ->
        [es] espagnole
        [de] allemande
        [fr] française
        [ru] russe
       *[en] anglaise
    }, { $letter } est { $role-le }. Pour { $other-le }, écris { $instead }.
typed-read-as = Interprété comme { $read }. { $then }

## Les mots de l'appli : la barre du haut et la page Jouer

ui-skip = Aller au contenu
ui-sections = Rubriques
ui-nav-lessons = Leçons
ui-nav-practice = Entraînement
ui-nav-play = Jouer
ui-nav-progress = Progrès
ui-nav-questions = Questions
ui-nav-teachers = Enseignants
ui-nav-editor = Éditeur : installer une position
ui-nav-builder = Atelier : créer une leçon
ui-nav-my-lessons = Mes leçons : partager, présenter, importer
ui-sounds = Sons
ui-sounds-on = Sons activés
ui-sounds-off = Sons coupés
ui-present-back = ◀ Retour
ui-present-forward = Suivant ▶
ui-full-screen = Plein écran
ui-leave-present = Quitter la présentation
ui-moves = Coups
ui-start = Début
ui-start-title = Revenir au début de la partie
ui-undo = Annuler
ui-redo = Rétablir
ui-end = Fin
ui-end-title = Aller au dernier coup
ui-new-game = Nouvelle partie
ui-play-computer = Jouer contre l'ordinateur
ui-flip = Retourner l'échiquier
ui-present = Présenter
ui-edit-position = Modifier la position
ui-position-and-game = Plus : Présenter, Modifier la position, FEN, PGN, lien
ui-import-game = Importer une partie
ui-download-pgn = Télécharger le PGN
ui-move-label = Écris un coup (SAN ou UCI)
ui-move-placeholder = Ton coup : Cf3, exd5, O-O
ui-move-play = Jouer
ui-position = Position
ui-load = Charger
ui-open-in-editor = L'ouvrir dans l'éditeur
ui-link-to-board = Lien vers cet échiquier
ui-marks = Flèches et cercles
ui-marks-hint-mouse = Fais glisser avec le bouton droit : flèche ; clic droit : cercle (ou appuie sur « Flèches »)
ui-marks-hint-touch = Appuie sur « Flèches », puis fais glisser pour une flèche ou touche une case pour un cercle
ui-marks-hint-drawing = Dessin : fais glisser pour une flèche, touche une case pour un cercle ; au clavier, Entrée sur deux cases (deux fois sur la même : un cercle). Appuie encore sur « Flèches » pour déplacer à nouveau les pièces.
ui-draw = ✎ Flèches
ui-clear-marks = Effacer les marques

## Les leçons, les questions et la page d'accueil

## Mots qui ouvrent un compliment de la leçon, pour ne pas dire « Bravo ! » deux fois (une liste séparée par ", ")

praise-openers = Bien joué, Très bien, Bravo, Bien, Exactement, Exact, Parfait, Correct, Oui, Excellent, Super, Génial, C'est ça
praise-cries = Échec et mat, Mat, Échec, Pat

## La partie contre l'ordinateur

## Titres des pages, avis et erreurs

ui-title = { $page } – Check Tutor
ui-link-damaged = Ce lien est abîmé : une partie n'a pas pu être lue, donc ce qu'il montrait ne peut pas être affiché exactement. Demande à nouveau le lien.
ui-update-ready = Une nouvelle version est prête
ui-reload = Recharger

## L'échiquier, pour les lecteurs d'écran : une case se lit « e4, pion blanc, coup légal »

ui-board = Échiquier
# Les touches sont K, Q, R, B, N et P dans toutes les langues (les lettres anglaises des pièces).
ui-board-keys = Les touches fléchées font passer d'une case à l'autre. Entrée prend une pièce puis la pose ; Échap la remet à sa place. M dit où une pièce peut aller, ou pourquoi elle ne peut pas. Les touches K, Q, R, B, N et P (les initiales anglaises du roi, de la dame, de la tour, du fou, du cavalier et du pion) mènent aux pièces du bas de l'échiquier, et avec Maj à celles du haut ; les chiffres 1 à 8 mènent à la rangée de ce numéro. En mode dessin, Entrée sur une case puis sur une autre trace une flèche ; deux fois sur la même case, un cercle.
ui-file = colonne { $file }
ui-rank = rangée { $rank }
ui-square-empty = vide
ui-piece-wK = roi blanc
ui-piece-wQ = dame blanche
ui-piece-wR = tour blanche
ui-piece-wB = fou blanc
ui-piece-wN = cavalier blanc
ui-piece-wP = pion blanc
ui-piece-bK = roi noir
ui-piece-bQ = dame noire
ui-piece-bR = tour noire
ui-piece-bB = fou noir
ui-piece-bN = cavalier noir
ui-piece-bP = pion noir
ui-state-selected = pièce sélectionnée
ui-state-dest = coup légal
ui-state-capture = prise possible
ui-state-in-check = en échec
ui-state-checker = fait échec
ui-state-pinned = pièce clouée
ui-state-pinner = cloue une pièce
ui-state-attacker = contrôle la case
ui-state-blocker = barre le chemin
ui-state-last-move = dernier coup
ui-state-taken-en-passant = pion pris en passant
ui-state-draw-from = départ de la flèche
ui-promote-choose = Choisis ce que devient le pion en { $square } : dame, tour, fou ou cavalier.
ui-promote-label = Promouvoir le pion de { $square } en
ui-promote-becomes = Le pion de { $square } devient
ui-fen-to-load = FEN à charger
ui-fen-placeholder = Colle une position FEN
ui-draw-in = { $colour ->
        [green] Dessiner en vert
        [red] Dessiner en rouge
        [blue] Dessiner en bleu
       *[yellow] Dessiner en jaune
    }

## La position en mots, pour les lecteurs d'écran

position-pieces = { $squares-count ->
        [one] { $role-start } en { $squares }
       *[other] { $role-pluriel-start } en { $squares }
    }
ui-position-words = La position en mots
ui-white-pieces = Pièces blanches
ui-black-pieces = Pièces noires
ui-last-move = Dernier coup
ui-status = État de la partie
ui-no-move-yet = Aucun coup n'a encore été joué.
ui-board-status = Échiquier. { $status }
ui-pgn-to-import = PGN à importer
ui-game-in-pgn = La partie en PGN
ui-pgn-placeholder = Colle une partie au format PGN

## La liste des leçons, les liens et la copie

ui-link-failed = { $why }. L'échiquier ci-dessous n'est pas celui que le lien voulait montrer : demande à nouveau le lien.
ui-play-on = Jouer à partir d'ici
ui-copied = Copié
ui-copy-link = Copier le lien
ui-link-copied = Le lien est copié.
ui-copy-refused = Ce navigateur n'a pas laissé la page copier le lien. Il est sélectionné ci-dessous : copie-le avec Ctrl+C (⌘C sur un Mac).
ui-lang-fallback = Certaines leçons sont affichées en anglais : leur version { $language ->
        [es] espagnole
        [de] allemande
        [fr] française
       *[ru] russe
    } n'a pas pu être chargée.
ui-lang-fallback-offline = Certaines leçons sont affichées en anglais : leur version { $language ->
        [es] espagnole
        [de] allemande
        [fr] française
       *[ru] russe
    } n'a pas pu être chargée. Elle sera téléchargée dès que la connexion à Internet reviendra.

## Une question sur une case (la touche M de l'échiquier), et les notes d'une case pour les lecteurs d'écran

ask-moves = { $piece-le-couleur-start } peut aller en { $squares-or }.
ask-no-move = { $piece-le-couleur-start } n'a aucun coup légal.
ask-stuck = { $piece-le-couleur-start } n'a aucun coup légal. { $why }
ask-not-to-move = { $piece-le-couleur-start }. C'est { $turn-aux } de jouer.
ask-reach = La case { $square } est vide. { $movers-count ->
        [0] Aucune pièce { $side ->
            [white] blanche
           *[black] noire
        } ne peut y aller maintenant.
        [one] { $movers-le-couleur-start } peut y aller.
       *[other] Plusieurs pièces { $side ->
            [white] blanches
           *[black] noires
        } peuvent y aller : { $movers-le }.
    }{ $attackers-count ->
        [0] { "" }
       *[other] { " " }{ $side ->
            [white] Les Noirs
           *[black] Les Blancs
        } attaquent cette case avec { $attackers-le }.
    }
ask-legal = Coup légal : { $move }
ask-refused = Coup illégal. { $why }
# Après le nom de la pièce sur la case (« e2, fou blanc, pièce clouée par… ») : « pièce »
# évite d'accorder « cloué » avec une pièce que ce message ne connaît pas.
note-pinned-by = pièce clouée par { $pinner-le-couleur }
note-pinning = cloue { $pinned-le-couleur }
note-covers = contrôle { $squares }

## Flèches et cercles dessinés au clavier, tels que les entend un lecteur d'écran

ui-arrow-started = Flèche depuis { $from } : appuie sur Entrée sur la case d'arrivée, ou de nouveau sur { $from } pour faire un cercle.
ui-arrow-drawn = Flèche{ $colour ->
        [green] { " " }verte
        [red] { " " }rouge
        [blue] { " " }bleue
        [yellow] { " " }jaune
       *[none] { "" }
    } de { $from } à { $to }.
ui-circle-drawn = Cercle{ $colour ->
        [green] { " " }vert
        [red] { " " }rouge
        [blue] { " " }bleu
        [yellow] { " " }jaune
       *[none] { "" }
    } en { $from }.
ui-arrow-removed = Flèche de { $from } à { $to } effacée.
ui-circle-removed = Cercle en { $from } effacé.
ui-arrow-cancelled = Aucune flèche tracée.

## Parties chargées, coups annulés et étape suivante d'une leçon, tels que les entend un lecteur d'écran

# L'éditeur de position. $piece est le code d'une pièce : w ou b (sa couleur), puis K, Q, R, B, N ou P.

# Une leçon présentée à une classe.

# Les outils des enseignants, ouverts depuis les pages de l'élève, et garder des leçons.

# Fichiers et liens de leçon illisibles. $size et $most sont en kilo-octets.
ui-taken-back = Coup annulé : { $move }
ui-link-game-unreadable = La partie de ce lien n'a pas pu être lue : le lien a peut-être été coupé lors de la copie. La position qu'il montre est sur l'échiquier.
