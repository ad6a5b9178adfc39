# Ce que dit le tuteur sur les coups, l'échec, le mat et le pat : le catalogue français.
# Rust ne donne que des faits ; la façon de dire un fait est une forme définie ci-dessous
# (voir src/tutor/catalog/mod.rs) : $mover-ton-start est le message piece-ton-start de ce
# fichier, appelé avec $role, $colour et $square de la pièce qui bouge.
# Formes propres au français : piece-le, piece-le-start, piece-du, piece-un, piece-ton,
# piece-ton-start, piece-ton-de (« ton fou de c1 », après un verbe de mouvement),
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
side-name = { $side ->
        [white] Blancs
       *[black] Noirs
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
piece-name = { role-name }
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
piece-ton-seul-start = { $role ->
        [queen] Ta dame
        [rook] Ta tour
       *[other] Ton { role-name }
    }
role-ton = { $role ->
        [queen] ta dame
        [rook] ta tour
       *[other] ton { role-name }
    }
role-son = { $role ->
        [queen] sa dame
        [rook] sa tour
       *[other] son { role-name }
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
            [discovered] , avec un échec à la découverte.
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
        [double] , double échec.
        [check] , échec.
       *[none] .
    }
hint-move = Essaie de jouer { $role-le } de { $from } en { $to } ({ $san }).

## L'échec et les façons d'en sortir

check-by = { $checkers-count ->
        [one] Échec : { $checkers-le-couleur } attaque le roi en { $king }.
       *[other] Double échec : { $checkers-le-couleur } attaquent à la fois le roi en { $king }.
    }
ways-out = Pour sortir de l'échec : { $king-moves ->
        [0] aucun coup de roi
        [one] { $king-moves } coup de roi
       *[other] { $king-moves } coups de roi
    }, { $captures ->
        [0] aucune prise de la pièce qui fait échec
        [one] { $captures } prise de la pièce qui fait échec
       *[other] { $captures } prises de la pièce qui fait échec
    } et { $blocks ->
        [0] aucune façon de bloquer
        [one] { $blocks } façon de bloquer
       *[other] { $blocks } façons de bloquer
    }.
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

## Pièce touchée, pièce jouée

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

## Leçons et parties

step-done = Bravo !
step-held = La partie s'est terminée sur ce coup. Appuie sur « Réessayer » pour reprendre juste avant.
watched-all = C'était le dernier coup. Continue quand tu veux.
wrong-answer = Pas tout à fait. Regarde encore et essaie une autre réponse.
right-answer = Bonne réponse !
reply-played = Bien joué ! Ton adversaire répond. { $played } À toi de jouer.
lesson-finished = Tu as terminé « { $title } ». Choisis une autre leçon quand tu veux.
resigned = Tu as abandonné, donc { $winner-les } gagnent cette partie. Appuie sur « Nouvelle partie » pour en jouer une autre.
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
       *[none] Essaie de jouer { $piece-ton-de } en { $to } ({ $san }) : { $piece-genre ->
            [f] elle a
           *[m] il a
        } le droit d'y aller, et ton roi reste à l'abri.
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
        [fivefold] On ne peut plus jouer : la même position est maintenant apparue cinq fois, et dans ce cas la partie est nulle tout de suite, sans que personne ait besoin de la réclamer. Appuie sur « Annuler » pour revenir en arrière et continuer à jouer.
        [seventy-five] On ne peut plus jouer : chaque camp a joué soixante-quinze coups sans prise ni coup de pion, et dans ce cas la partie est nulle tout de suite, sans que personne ait besoin de la réclamer. Appuie sur « Annuler » pour revenir en arrière et continuer à jouer.
        [insufficient] On ne peut plus jouer : aucun des deux camps n'a assez de pièces pour mater, donc la partie est nulle tout de suite. Appuie sur « Annuler » pour revenir en arrière et continuer à jouer.
       *[other] On ne peut plus jouer : la partie est terminée. Appuie sur « Annuler » pour revenir en arrière et continuer à jouer.
    }

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
ui-position-and-game = Position et partie : FEN, PGN, lien
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
ui-marks-hint-mouse = Glisser avec le clic droit : flèche ; clic droit : cercle (ou appuie sur Dessiner)
ui-marks-hint-touch = Appuie sur Dessiner, puis fais glisser pour une flèche ou touche une case pour un cercle
ui-marks-hint-drawing = Dessin : fais glisser pour une flèche, touche une case pour un cercle ; au clavier, Entrée sur deux cases (deux fois sur la même : un cercle). Appuie encore sur Dessiner pour jouer les pièces.
ui-draw = ✎ Dessiner
ui-clear-marks = Effacer les marques

## Les leçons, les questions et la page d'accueil

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
ui-hint = Indice
ui-show-move = Montrer le coup
ui-try-again = Réessayer
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
ui-home-editor = Éditeur, pour les enseignants
ui-home-editor-lead = Installe n'importe quelle position, découvre si elle peut se produire dans une partie, dessine des flèches et partage-la.

## Mots qui ouvrent un compliment de la leçon, pour ne pas dire « Bravo ! » deux fois (une liste séparée par ", ")

praise-openers = Bien joué, Très bien, Bravo, Bien, Exactement, Exact, Parfait, Correct, Oui, Excellent, Super, Génial, C'est ça
praise-cries = Échec et mat, Mat, Échec, Pat

## La partie contre l'ordinateur

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
ui-resign = Abandonner
ui-stop-computer = Arrêter l'ordinateur
ui-stop-computer-title = Continuer cette partie en jouant toi-même les coups des deux camps
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
