# French. The messages first, by the same ids as en.ftl; then every
# command field's name and description, and the fixed choices' labels.

## L'aide et les règles

help-card = Commandes ZÈRTZ
help-title = Nouveau venu ? Commence par { COMMAND("learn") }.
help-footer = Clic droit sur un membre → Applis → **{ $context }** marche aussi. À ton tour, **{ move-button }** sous le plateau choisit un coup en quelques touches, sans notation.
choice-default = { $label } (par défaut)
rules = **ZÈRTZ** est un jeu pour deux de Kris Burm. Le plateau est fait d'anneaux, et les billes blanches, grises et noires n'appartiennent à personne.
    • À ton tour, **pose** une bille de n'importe quelle couleur sur un anneau vide, puis **retire un anneau libre** : un anneau vide au bord qui pourrait glisser dehors (deux côtés voisins ouverts).
    • Si tu peux **prendre**, tu dois : une bille saute par-dessus une bille voisine sur l'anneau vide derrière elle, et continue tant qu'elle peut. Les billes sautées sont à toi.
    • Isoler un groupe d'anneaux tous occupés te **donne** ses billes.
    • On gagne avec 4 blanches, 5 grises, 6 noires, ou 3 de chaque (blitz : 3, 4, 5 ou 2 de chaque).
    Pour jouer, touche **{ move-button }** sous le plateau et choisis pas à pas : seuls les choix légaux sont proposés. Ou tape-le : `Wd4,a1` pose une blanche en d4 et retire a1 ; `x d1Gd3` saute de d1 par-dessus une grise jusqu'en d3. { COMMAND("zertz move") } propose les coups légaux pendant la saisie.
    Nouveau venu ? { COMMAND("learn") } l'enseigne en courtes leçons sur de petits plateaux, puis une première partie contre l'ordinateur.
rules-first-player = Premier joueur
rules-second-player = Second joueur
our-fault = Quelque chose s'est mal passé du côté du bot ; rien n'a changé. Réessaie.

## Refus concernant les parties

no-such-game = Il n'y a pas de partie #{ $number }.
not-in-channel = La partie #{ $game } n'est pas dans ce salon.
which-game = Quelle partie ? Plusieurs se jouent ici : choisis-en une avec l'option `{ OPTION("zertz board", "game") }`.
no-game-here = Aucune partie dans ce salon. { COMMAND("zertz challenge") } en lance une.
no-game-of-yours = Tu n'as pas de partie dans ce salon. Lance-en une avec { COMMAND("zertz challenge") }.
opponent-is-bot = { $name } est un bot, et les bots ne jouent pas à ZÈRTZ ici.
you-are-playing-here = Tu as déjà une partie dans ce salon. Termine-la d'abord, ou joue dans un autre salon.
they-are-playing-here = { $name } a déjà une partie dans ce salon.
challenge-open = Un défi entre toi et { $name } est déjà ouvert ici.
nothing-to-rematch = Tu n'as pas de partie terminée dans ce salon pour une revanche.
not-your-rematch = Seuls les joueurs de cette partie peuvent demander une revanche.
rematch-of-live-game = Cette partie est encore en cours.
computer-not-ready = L'ordinateur n'est pas encore prêt ; réessaie dans un instant.
cannot-attach-replay = Le bot ne peut pas joindre de fichiers dans ce salon, il ne peut donc pas y montrer un rejeu.
cannot-attach-record = Le bot ne peut pas joindre de fichiers dans ce salon, il ne peut donc pas y envoyer une notation.
say-which = Tu as { $open } en cours : ajoute { $options } pour dire à quoi sert ce coup.
open-game = une partie ici
open-puzzle = le problème #{ $puzzle }
open-practice = un exercice sur la partie #{ $game }
open-lesson = un exercice de la leçon { $lesson }
list-and = { $rest } et { $last }
list-or = { $rest } ou { $last }
message-lost = Le coup a été enregistré, mais son message s'est perdu ; vois { COMMAND("zertz board") }.
no-move-to-take-back = Tu n'as aucun coup à reprendre.
not-your-last-move = Tu ne peux reprendre que ton propre dernier coup, avant que l'adversaire ne joue.
opponent-decides = C'est ton adversaire qui décide de ta reprise.
only-watching = Tu ne joues pas dans la partie #{ $game } : c'est à { $player } de jouer.
picker-stale = La position a changé depuis l'ouverture de ce choix, rien n'a donc été joué. C'est à { $player } de jouer.
takeback-closed = Cette demande de reprise n'est plus ouverte : un coup a été joué depuis.
draw-offered = Tu as déjà proposé la nulle ; l'offre tient jusqu'au prochain coup.
own-draw-offer = Tu ne peux pas accepter ta propre offre.
draw-offer-closed = Cette offre de nulle n'est plus ouverte.
computer-declines-draw = **{ $name }** refuse la nulle : chacun de vous peut encore atteindre un objectif. Abandonne avec { COMMAND("zertz resign") } si tu veux arrêter.

## Parties : temps, coups, résultats, la carte du plateau

time-none = sans limite de temps
time-days = { $count ->
        [one] 1 jour
       *[other] { $count } jours
    } par coup
time-hours = { $count ->
        [one] 1 heure
       *[other] { $count } heures
    } par coup
time-minutes = { $count ->
        [one] 1 minute
       *[other] { $count } minutes
    } par coup
deadline = avant { $date } ({ $relative })
time-span = { $unit ->
        [minute] { $count ->
            [one] { $count } minute
           *[other] { $count } minutes
        }
        [hour] { $count ->
            [one] { $count } heure
           *[other] { $count } heures
        }
       *[day] { $count ->
            [one] { $count } jour
           *[other] { $count } jours
        }
    }
time-ahead = dans { $span }
time-ago = il y a { $span }
no-limit = sans limite
marble-white = { $count ->
        [one] une bille blanche
       *[other] { $count } billes blanches
    }
marble-grey = { $count ->
        [one] une bille grise
       *[other] { $count } billes grises
    }
marble-black = { $count ->
        [one] une bille noire
       *[other] { $count } billes noires
    }
nothing = rien
move-passed = **{ $mover }** n'avait ni prise ni bille à poser, et a passé : `-`
move-placed = **{ $mover }** a posé { $marble } en { $at } et retiré l'anneau { $ring }
move-placed-none-free = **{ $mover }** a posé { $marble } en { $at } (aucun anneau n'était libre à retirer)
move-captured = **{ $mover }** a pris { $marbles }
move-claimed = { $said }, et gagné { $marbles } par isolement
won-by-goal = 🏆 **{ $winner } gagne** en atteignant un objectif.
won-by-full-board = 🏆 **{ $winner } gagne** en remplissant le plateau.
won-by-resignation = 🏆 **{ $winner } gagne** : { $loser } a abandonné.
won-on-time = 🏆 **{ $winner } gagne** : { $loser } a dépassé le temps.
drawn-by-repetition = 🤝 **Nulle** : la même position est revenue une troisième fois.
drawn-by-passes = 🤝 **Nulle** : les deux joueurs ont passé.
drawn-by-agreement = 🤝 **Nulle** d'un commun accord.
ratings = Cotes : { $changes }.
not-rated = La partie s'est terminée avant que les deux joueurs aient joué, elle n'est donc pas classée.
computer-not-rated = Les parties contre l'ordinateur ne sont pas classées ; { COMMAND("zertz stats") } garde ton bilan contre chaque niveau.
game-started = La partie #{ $game } a commencé : **{ $first }** contre **{ $second }**, { $time }.
    { $player }, tu joues en premier.
please-move = Merci de jouer { $deadline }.
the-computer = L'ordinateur
thinking = **{ $name }** réfléchit…
your-move = { $player }, à toi de jouer.
your-move-by = { $player }, à toi de jouer, { $deadline }.
on-vacation = (En vacances jusqu'au { $until } : la pendule démarre alors.)
card-game = Partie de ZÈRTZ #{ $game } · { $variant }
card-move = Coup
card-moves = Coups
card-clock = Pendule
move-button = Jouer
hint-button = Indice
rematch-button = Revanche
record-button = Fichier
replay-button = Rejouer
analyse-button = Analyser

## Défis

challenge = { $opponent }, **{ $challenger }** te défie à ZÈRTZ : **{ $variant }** ({ $rings } anneaux), { $time }, { $first }. Le défi reste ouvert 24 heures.
moves-first = { $name } joue en premier
first-by-lot = premier coup tiré au sort
new-to-zertz = Nouveau venu ? { COMMAND("learn") } l'enseigne en quelques minutes, en quelques touches.
accept-button = Accepter
decline-button = Refuser
cancel-button = Retirer
card-challenge = Défi ZÈRTZ · { $variant }
challenge-accepted = **{ $name }** a accepté le défi : partie #{ $game }.
challenge-declined = **{ $name }** a refusé le défi.
challenge-withdrawn = **{ $name }** a retiré le défi.

## L'image du plateau

card-captured = Prises
picture-header = { $variant } · { $rings } anneaux · coup { $ply }
picture-to-move = à { $name } de jouer
picture-won-by-goal = { $name } gagne : objectif atteint
picture-won-by-full-board = { $name } gagne : plateau rempli
picture-won-by-resignation = { $name } gagne : l'adversaire a abandonné
picture-won-on-time = { $name } gagne : l'adversaire a dépassé le temps
picture-drawn-by-repetition = Nulle : trois fois la même position
picture-drawn-by-passes = Nulle : les deux joueurs ont passé
picture-drawn-by-agreement = Nulle d'un commun accord
picture-each = chaque { $count }/{ $goal }
picture-pool = Réserve
picture-pool-empty = vide : chacun pose ses propres prises

## Ce que le temps apporte

challenge-expired = Le défi de { $challenger } à { $opponent } a expiré sans réponse.
reminder = ⏰ { $player }, la moitié de ton temps pour ce coup dans la partie #{ $game } est écoulée. Joue { $deadline }, sinon tu perds au temps.

## Refus en jouant

not-your-turn = Ce n'est pas ton tour : c'est à { $player } de jouer.
stale-move = Ce coup a été envoyé avant que le dernier coup soit enregistré, il n'a donc pas été joué. Regarde le nouveau plateau.
not-a-player = Tu ne joues pas dans cette partie.
game-over = Cette partie est terminée.
move-conflict = Un autre coup a été enregistré juste avant le tien. Regarde le nouveau plateau et réessaie.
move-impossible = Ce coup n'est pas possible : { $why }.
already-in-game = { $player } a déjà une partie dans ce salon. Termine-la d'abord, ou joue dans un autre salon.
self-challenge = Tu ne peux pas te défier toi-même.
challenge-has-expired = Ce défi a expiré.
nothing-to-take-back = Tu n'as aucun coup à reprendre.
no-draw-offer = Ton adversaire n'a pas proposé la nulle.
game-missing = Cette partie n'existe pas.
challenge-missing = Ce défi n'existe pas.

## Les réglages d'un serveur

server-only = Les réglages du bot pour un serveur ne valent que dans ses salons.
server-managers-only = Seuls les membres qui peuvent gérer le serveur changent ici les réglages du bot.
server-language-set = Le bot publie désormais ici en { $language }.
server-language-own = Le bot publie désormais ici dans la langue du serveur, telle que réglée dans Discord : { $language }.
server-threads-on = Chaque partie ici a désormais son propre fil, ouvert sur son défi, qui reste dans le salon comme fiche de la partie.
server-threads-off = Les parties restent désormais dans le salon où le défi a été lancé.
server-threads-lacking = Dans ce salon, il manque au bot « Créer des fils publics » ou « Envoyer des messages dans les fils » : tant qu'il n'a pas les deux, les parties restent ici dans le salon.
thread-name = #{ $game } { $first } contre { $second } · { $variant }
game-card = **{ $first }** contre **{ $second }** · la partie : { $thread }
card-last-move = Dernier coup : `{ $notation }`
card-to-move = Au tour de { $player }.
card-to-move-by = Au tour de { $player }, { $deadline }.
goes-on-in-thread = C'est fait. La partie #{ $game } continue dans son fil : { $thread }
posted-there = Publié dans { $channel }, où la partie aura son propre fil.
no-thread-here = Cette partie reste dans ce salon : pour lui ouvrir un fil, le bot a besoin ici de « Créer des fils publics » et « Envoyer des messages dans les fils ».
thread-left = La partie #{ $game } continue ici : son fil a été supprimé, ou le bot ne peut plus y publier.
need-thread-setting = Dis oui ou non : { COMMAND("server threads") } avec `{ OPTION("server threads", "setting") }`.

## Le choix du coup

picker-title = Ton coup · partie n°{ $game } · coup { $ply }
picker-recorded = Ton coup { $ply }, `{ $notation }`, a été enregistré.
picker-illegal = Ce coup n'est pas permis ici ; rien n'a été joué.
picker-moved-on-unplayed = La position a changé depuis l'ouverture de ce choix, donc rien n'a été joué. La voici maintenant.
picker-not-latest = Ce plateau n'est pas le dernier : voici la position maintenant.
picker-moved-on = La position a changé depuis l'ouverture de ce choix : la voici maintenant.
picker-ask-capture = La prise est obligatoire : choisis l'une des { $count } prises (leurs chemins sont tracés).
picker-ask-colour = Choisis la couleur de la bille à poser.
picker-ask-captured-colour = La réserve est vide : choisis une couleur parmi les billes que tu as prises.
picker-ask-ring = { $colour ->
        [white] Où va la bille blanche ?
        [grey] Où va la bille grise ?
       *[black] Où va la bille noire ?
    } Choisis l'un des { $count } anneaux vides (marqués).
picker-ask-removal = { $colour ->
        [white] La bille blanche va en { $at }.
        [grey] La bille grise va en { $at }.
       *[black] La bille noire va en { $at }.
    } Retire maintenant l'un des { $count } anneaux libres (marqués) : un anneau vide au bord qui peut glisser hors du plateau.
picker-ask-confirm = { $what } : `{ $notation }`. Confirme pour le jouer.
picker-pass = Aucune prise et rien à poser : passer
picker-place = Poser { $marble } en { $at } et retirer l'anneau { $ring }
picker-place-none-free = Poser { $marble } en { $at } (aucun anneau n'est libre à retirer)
picker-capture = Prendre { $marbles }
picker-claim = { $what }, et gagner { $marbles } par isolement
picker-takes = prend { $marbles }
colour-name = { $colour ->
        [white] Blanche
        [grey] Grise
       *[black] Noire
    }
picker-in-pool = { $colour } · { $count } dans la réserve
picker-of-yours = { $colour } · { $count } à toi
picker-choose-capture = Choisis une prise
picker-choose-ring = Choisis un anneau
picker-choose-removal = Choisis un anneau libre à retirer
picker-range = { $what } : { $first } à { $last }
picker-confirm = Confirmer { $notation }
picker-confirm-short = Confirmer
picker-back = Retour
picker-first-listed = Seuls les { $listed } premiers sur { $count } sont listés : tape { COMMAND("zertz move") } pour les autres.

## Les raisons des règles pour lesquelles un coup ne va pas

notation-unread = impossible de lire { $excerpt } : { $problem } ; écris une pose comme Wd4,d1, une prise comme x d1Gd3, ou - pour passer
colour-adjective = { $colour ->
        [white] blanche
        [grey] grise
       *[black] noire
    }
illegal-game-over = la partie est finie
illegal-capture-compulsory = la prise est obligatoire : { $example } est possible
illegal-must-pass = tu n'as ni prise ni bille à poser, tu dois donc passer (-)
illegal-pass-capture = tu ne peux pas passer : une prise est possible
illegal-pass-place = tu ne peux pas passer : tu as une bille à poser
illegal-not-on-board = { $square } n'est pas sur ce plateau
illegal-ring-gone = il n'y a plus d'anneau en { $square }
illegal-occupied = { $square } est occupé : { $marble } s'y trouve
illegal-not-in-pool = { $colour ->
        [white] il ne reste plus de bille blanche dans la réserve
        [grey] il ne reste plus de bille grise dans la réserve
       *[black] il ne reste plus de bille noire dans la réserve
    }
illegal-not-captured = { $colour ->
        [white] la réserve est vide, et tu n'as pas de bille blanche prise à poser
        [grey] la réserve est vide, et tu n'as pas de bille grise prise à poser
       *[black] la réserve est vide, et tu n'as pas de bille noire prise à poser
    }
illegal-not-free = l'anneau { $square } n'est pas libre : il n'a pas deux côtés ouverts voisins
illegal-remove-occupied = l'anneau { $square } n'est pas libre : { $marble } s'y trouve
illegal-remove-placed = l'anneau { $square } n'est pas libre : la bille vient d'y être posée
illegal-removal-required = après une pose, il faut retirer un anneau libre, par exemple { $example }
illegal-wrong-claim = ce coup gagne { $actual }, pas { $given }
illegal-no-jumper = il n'y a pas de bille en { $square } pour sauter
illegal-no-jump = une prise demande au moins un saut, comme x d1d3
illegal-not-a-jump = de { $from } à { $to } n'est pas un saut : une bille saute par-dessus une voisine jusqu'à l'anneau juste derrière, en ligne droite
illegal-jump-off-board = un saut depuis { $square } dans cette direction sortirait du plateau
illegal-nothing-to-jump = il n'y a pas de bille en { $square } à sauter
illegal-landing-gone = la bille ne peut pas atterrir en { $square } : il n'y a plus d'anneau
illegal-landing-occupied = la bille ne peut pas atterrir en { $square } : { $marble } s'y trouve
illegal-wrong-colour = la bille en { $square } est { $actual }, pas { $given }
illegal-must-continue = la prise doit continuer : depuis { $at }, la bille peut encore sauter en { $to }

## Refus de ce qui n'a pas pu être lu

unknown-command = Commande inconnue. Essaie { COMMAND("zertz help") }.
button-expired = Ce bouton a expiré. { COMMAND("zertz help") } liste les commandes qui font la même chose.
not-offered = { $option ->
        [colour] La couleur est { $offered }, pas { $given }.
        [scope] La portée est { $offered }, pas { $given }.
        [first] Qui commence : { $offered }, pas { $given }.
        [time] Le temps par coup est { $offered }, pas { $given }.
        [level] Le niveau est { $offered }, pas { $given }.
        [target] Un coup est pour { $offered }, pas pour { $given }.
       *[format] Le format est { $offered }, pas { $given }.
    }
vacation-days = Prends de { $min } à { $max } jours de vacances : par exemple { COMMAND("zertz vacation") } avec `{ OPTION("zertz vacation", "days") }` 3.
out-of-range = `{ $option }` prend de { $min } à { $max }.
unknown-variant = variante inconnue { $name } : on attend blitz, standard, tournament, large, ou un plateau et un jeu de billes comme 48-blitz ou 61-standard
not-a-capture = Ce n'est pas une prise : { $why }.
not-a-capture-path = Ce n'est pas le chemin d'une prise ; donne ses anneaux, comme `d1 d3 d5`.
need-picked-member = Choisis un membre à défier.
need-opponent = Dis qui tu défies : { COMMAND("zertz challenge") } avec un membre dans `{ OPTION("zertz challenge", "opponent") }`.
need-notation = Tape un coup, comme `Wd4,a1` ou `x d1Gd3`.
need-colour-and-ring = Donne une couleur et un anneau, comme colour:white at:d4 remove:a1.
need-capture-path = Donne le chemin de la prise, comme `d1 d3 d5`.
need-file = Joins une partie à { COMMAND("study import") } dans `{ OPTION("study import", "file") }` : un .sgf ou une ligne de partie.
need-switch = Dis oui ou non : { COMMAND("server daily") } avec `{ OPTION("server daily", "switch") }`.
need-language = Dis quelle langue : { COMMAND("server language") } avec `{ OPTION("server language", "language") }`, ou celle du serveur, comme Discord la règle.
need-event-name = Donne un nom au tournoi : { COMMAND("tournament create") } avec `{ OPTION("tournament create", "name") }`.
need-event-format = Dis le format dans `{ OPTION("tournament create", "format") }` : système suisse ou toutes rondes.
need-player = Dis quel joueur : un membre dans `{ OPTION("tournament remove", "player") }`.

## Les autres refus du stockage

game-not-over = Cette partie est encore en cours ; elle pourra être analysée une fois finie.
challenge-closed = Ce défi est déjà { $status ->
        [accepted] accepté
        [declined] refusé
        [cancelled] retiré
       *[other] { $status }
    }.
not-your-challenge = { $answer ->
        [accept] Ce n'est pas ton défi : seul le joueur défié peut l'accepter.
        [decline] Ce n'est pas ton défi : seul le joueur défié peut le refuser.
       *[cancel] Ce n'est pas ton défi : seul son auteur peut le retirer.
    }
on-vacation-already = Tu es déjà en vacances jusqu'au { $until } ; un coup les arrête plus tôt.
vacation-too-long = Il te reste { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } de vacances : au plus 14 sur 60 jours.
no-puzzle-open = Tu n'as pas de problème ouvert. Prends-en un avec { COMMAND("puzzle") }.
puzzle-open = Tu as déjà le problème n°{ $puzzle } ouvert : réponds-y d'abord avec { COMMAND("zertz move") } ({ COMMAND("puzzle") } le remontre).
puzzle-answered = Cette étape du problème a déjà reçu une réponse. { COMMAND("puzzle") } montre où il en est.
daily-tried = Tu as déjà essayé le problème du jour. Un nouveau arrive demain.
no-practice-open = Tu n'as pas d'entraînement ouvert. { COMMAND("study mistakes") } parcourt tes coups marqués d'une partie analysée ; { COMMAND("study practice") } sert ceux que tu as manqués.
practice-answered = Ce coup a déjà reçu une réponse. { COMMAND("study practice") } montre où en est ton entraînement.
no-lesson-open = Tu n'as pas de leçon ouverte. { COMMAND("learn") } montre le cours et où tu en es.
lesson-answered = Cet exercice a déjà reçu une réponse. { COMMAND("learn") } montre où tu en es.
no-such-tournament = Ce tournoi n'existe pas. { COMMAND("tournament list") } montre ceux de ce serveur.
tournament-started = Ce tournoi est { $status ->
        [running] en cours
        [finished] terminé
        [cancelled] annulé
       *[other] { $status }
    } : on ne s'inscrit qu'avant son début.
tournament-full = Ce tournoi est complet : il prend { $max } joueurs.
already-entered = Tu es déjà dans ce tournoi.
not-entered = Tu ne joues pas dans ce tournoi.
in-tournament = Tu es inscrit au tournoi n°{ $tournament } dans ce salon, et ses parties se jouent ici : joue les autres dans un autre salon jusqu'à sa fin (ou quitte-le).
round-paired = Cette ronde est déjà appariée. { COMMAND("tournament standings") } montre où il en est.

## Refus sur les problèmes, l'entraînement, les leçons, les tournois et les analyses

all-puzzles-tried = Tu as essayé tous les problèmes existants. De nouveaux viennent avec de nouvelles parties.
puzzle-withdrawn = Le problème n°{ $puzzle } n'est plus proposé ; il a été rangé sans toucher à ta cote. { COMMAND("puzzle") } t'en donne un autre.
move-impossible-here = Ce coup n'est pas possible ici : { $why }.
daily-over = Ce problème du jour est terminé ; celui d'aujourd'hui est dans le dernier message du jour du salon.
practice-not-your-game = Tu n'as pas joué la partie n°{ $game } : elle ne contient aucune de tes erreurs.
practice-not-analysed = La partie n°{ $game } n'a pas encore été analysée : demande-le avec { COMMAND("study analyse") } (`{ OPTION("study analyse", "game") }` { $game }), puis réessaie.
practice-gone = L'analyse de la partie n°{ $game } ne marque plus ce coup, donc cet entraînement a été fermé. { COMMAND("study mistakes") } le relance.
no-such-lesson = Il n'y a pas de leçon { $asked } : le cours a les leçons 1 à { $last }. { COMMAND("learn") } les liste.
no-hints-here = La partie n°{ $game } n'a pas d'indices : ils sont pour les parties contre l'ordinateur à son niveau le plus facile, comme celle que lance { COMMAND("learn") }.
hint-not-your-game = Tu ne joues pas la partie n°{ $game }, donc elle n'a pas d'indice pour toi.
not-organiser = Seuls les organisateurs mènent les tournois : les membres qui peuvent gérer le serveur, ou qui ont le rôle nommé par { COMMAND("server organisers") }.
tournaments-in-servers = Les tournois se jouent dans le salon d'un serveur.
too-few-players = Un tournoi commence avec au moins { $min } joueurs ; { $have } inscrits pour l'instant.
no-tournament-here = Il n'y a pas de tournoi dans ce salon. { COMMAND("tournament list") } montre ceux de ce serveur ; nommes-en un avec `{ OPTION("tournament standings", "event") }`.
tournament-not-here = Le tournoi n°{ $tournament } n'est pas sur ce serveur.
bad-tournament-name = Donne au tournoi un nom de 1 à { $max } caractères.
analysis-running = Ton analyse d'une autre partie est encore en cours ; redemande quand elle sera finie.
analysis-queue-full = { $max } analyses attendent déjà ; redemande dans quelques minutes.
being-analysed = La partie n°{ $game } est déjà en cours d'analyse ; redemande dans un instant.
no-finished-game = Tu n'as pas de partie finie dans ce salon à analyser.
still-played = La partie n°{ $game } est encore en cours : elle pourra être analysée une fois finie, pour que le moteur n'aide personne en pleine partie.
file-too-large = `{ $name }` : le fichier fait { $size } octets ; au plus { $limit } sont acceptés.
file-unreachable = `{ $name }` : le fichier n'a pas pu être récupéré chez Discord ({ $why }) ; réessaie.
file-not-text = `{ $name }` n'est pas un fichier texte. Importe un .sgf de boardspace.net ou une ligne de partie de { COMMAND("study export") }.
file-not-a-record = `{ $name }` ne peut pas être importé : { $why }.

## Le cours

course-first-game = Ta première partie du cours : touche **{ move-button }** pour jouer, et **{ hint-button }** sur n'importe quel plateau quand tu bloques. La partie termine le cours.
lesson-opponent = Adversaire
lesson-card-title = Leçon { $lesson } · exercice { $exercise } sur { $count }
lesson-exercise-heading = **Exercice { $exercise }**
course-intro = **Apprends ZÈRTZ en jouant.** De courtes leçons sur de petits plateaux, auxquelles on répond en touchant.
course-game-open = Ta partie du cours est la n°{ $game } : joue-la avec le bouton **{ move-button }** sous son plateau.
course-card-title = Le cours · { $done } leçons faites sur { $count }
course-go-on = Continuer la leçon { $lesson }
course-start = Commencer la leçon { $lesson }
course-choose = Choisis une leçon
course-line-next = Cours : { $done } leçons sur { $count }, { $stars ->
        [one] { $stars } étoile
       *[other] { $stars } étoiles
    } ; { COMMAND("learn") } continue avec la leçon { $lesson }
course-line-finished = Cours : { $done } leçons sur { $count }, { $stars ->
        [one] { $stars } étoile
       *[other] { $stars } étoiles
    } ; terminé
net-winning = la partie gagnée
net-losing = la partie perdue
net-even = à égalité : rien de gagné
net-ahead = { $count ->
        [one] { $count } bille
       *[other] { $count } billes
    } d'avance
net-behind = { $count ->
        [one] { $count } bille
       *[other] { $count } billes
    } de retard
miss-too-few = Ceci prend { $got ->
        [one] { $got } bille
       *[other] { $got } billes
    } ; une autre prise ici en prend { $best }. Tu peux choisir n'importe quelle prise (R3.4) : choisis celle qui gagne le plus.
miss-still-vacant = Les anneaux { $rings } sont isolés, mais { $vacant } { $count ->
        [one] est encore vide
       *[other] sont encore vides
    }, donc le groupe reste en jeu et n'est pas gagné (R4.3).
miss-cuts-nothing = Ceci n'isole rien : un groupe n'est gagné qu'une fois qu'aucun anneau ne le relie au reste et que chacun de ses anneaux porte une bille (R4.1).
miss-claims-few = Ceci gagne { $claimed ->
        [one] { $claimed } bille
       *[other] { $claimed } billes
    } ; on peut en gagner plus en un tour (R4.1).
miss-no-goal = Après, tu as { $white } blanches, { $grey } grises et { $black } noires : cela n'atteint aucun objectif (R5.1).
miss-not-a-placement = Cet exercice demande une pose.
miss-not-forced = Après, ton adversaire n'a rien à prendre, donc rien ne force sa réponse (R3.4).
miss-gives-capture = Ton adversaire peut alors prendre : { $line }, ce qui te laisse { $net } (R3.4).
miss-outgained = La meilleure réponse de ton adversaire : { $line }, ce qui te laisse { $net }.
miss-safe-reply = Ton adversaire peut répondre : { $move }, et tu n'as alors rien à prendre.
lesson-right = ✅ **Juste :** { $move }. { $praise }
lesson-what-follows = La suite : { $line }, ce qui te laisse { $net }.
lesson-goal = **Ton objectif :** { $ask }
lesson-heading = **Leçon { $lesson } : { $title }**
lesson-not-allowed = ❌ **Interdit :** { $why } ({ $rule }). Rien n'a été compté : réessaie.
lesson-not-yet = ❌ **Pas encore :** { $move }. { $why }
lesson-try-again = Réessaie depuis le même plateau (**{ move-button }**), ou demande un **{ hint-button }**.
lesson-done = 🎉 **Leçon { $lesson } faite :** { $stars } ({ $answers ->
        [one] { $answers } réponse
       *[other] { $answers } réponses
    } pour { $exercises ->
        [one] { $exercises } exercice
       *[other] { $exercises } exercices
    }).
lesson-done-title = Leçon { $lesson } · faite
lesson-play-first-game = Joue ta première partie
lesson-next = Suite : leçon { $lesson }
lesson-course-button = Cours
lesson-hint = 💡 **Indice :** { $hint }
lesson-stuck = Toujours bloqué ? Une réponse (touche pour la voir) : ||{ $solution }||
lesson-behind-you = Cet exercice est derrière toi ; voici celui où tu en es.
hint-place = poser { $marble } en { $at } et retirer l'anneau { $ring }
hint-place-none-free = poser { $marble } en { $at }
jump-first = la bille { $jumper ->
        [white] blanche
        [grey] grise
       *[black] noire
    } en { $from } saute par-dessus la { $over ->
        [white] blanche
        [grey] grise
       *[black] noire
    } en { $at } jusqu'en { $to }
jump-then = puis par-dessus la { $over ->
        [white] blanche
        [grey] grise
       *[black] noire
    } en { $at } jusqu'en { $to }
hint-capture = prendre { $marbles } : { $jumps }
hint-pass = passer
hint-claiming = { $what }, en gagnant { $marbles }
game-hint = 💡 **Indice pour la partie n°{ $game } :** le moteur choisirait de { $what }. Touche **{ move-button }** sous le plateau pour le jouer, ou un autre coup.
hint-title = Indice · partie n°{ $game }

## Jouer : parties contre l'ordinateur, nulles, reprises, vacances

computer-game-started = La partie n°{ $game } a commencé : **{ $first }** contre **{ $second }**, { $variant }, contre l'ordinateur au niveau **{ $level }** (non classée, sans pendule).
you-move-first = { $player }, tu joues en premier.
computer-moves-first = **{ $name }** joue en premier et réfléchit…
move-recorded-board = Ton coup { $ply }, `{ $notation }`, a été enregistré. Voici le plateau maintenant.
stale-move-board = Ce coup a été envoyé avant que le dernier coup de ton adversaire soit enregistré, il n'a donc pas été joué. Voici le plateau maintenant ; rejoue-le si tu le veux toujours.
draw-offer = **{ $name }** propose la nulle dans la partie n°{ $game }. { $other }, accepte ou refuse ; l'offre tombe au prochain coup.
accept-draw-button = Accepter la nulle
draw-declined = **{ $name }** a refusé la nulle.
on-vacation-now = Tu es en vacances jusqu'au { $until } ({ $relative }) : tes pendules sont arrêtées dans chaque partie, et tes adversaires le voient. Un coup les arrête plus tôt.
takeback-asked = **{ $name }** demande à reprendre le coup { $ply }, `{ $notation }`, dans la partie n°{ $game }. { $other }, l'accordes-tu ?
allow-takeback-button = Accorder la reprise
refuse-button = Refuser
takeback-refused = **{ $name }** a refusé la reprise.
takeback-allowed = **{ $name }** a accordé la reprise.
taken-back = Partie n°{ $game } : { $plies ->
        [one] un coup repris
       *[other] deux coups repris
    } ({ $first } contre { $second }). Le plateau revient au coup { $ply }.

## Ce qui manque au bot dans un salon

lacks-header = Ce salon ne me donne pas :
lacks-footer = Quelqu'un qui peut gérer ce salon peut les accorder au bot (paramètres du salon → Permissions).
lacks-post = **Voir le salon** et **Envoyer des messages** : je réponds ici aux commandes, et ce que je publie de moi-même (les réponses de l'ordinateur, les rappels) arrive avec la prochaine commande ici ou en message privé
lacks-attach = **Joindre des fichiers** : les plateaux sont montrés en texte
lacks-embed = **Intégrer des liens** : les cartes sont montrées en texte simple
from-your-game-in = -# De ta partie dans { $channel }

## Les problèmes et le problème du jour

puzzle-goal = Tu es le { $seat ->
        [first] premier
       *[second] second
    } joueur, au trait : **gain en { $moves }** (un gain forcé, quoi que fasse l'adversaire ; { $variant }).
puzzle-goal-daily = Le { $seat ->
        [first] premier
       *[second] second
    } joueur est au trait : **gain en { $moves }** (un gain forcé, quoi que fasse l'adversaire ; { $variant }).
puzzle-seat-opponent = adversaire
puzzle-seat-to-move = au trait
puzzle-answer-title = Ta réponse · problème n°{ $puzzle }
puzzle-still-open = Ton problème est encore ouvert.
puzzle-step = Coup { $step } sur { $count }.
puzzle-answer-how = Réponds avec le bouton **{ move-button }**, ou avec { COMMAND("zertz move") }.
puzzle-card-title = Problème ZÈRTZ n°{ $puzzle }
puzzle-rating-field = Cote
puzzle-right = ✅ `{ $notation }` est juste. L'adversaire répond `{ $answer }`. À toi : encore { $left } pour gagner.
puzzle-solved = 🎉 `{ $notation }` gagne. Problème n°{ $puzzle } résolu ! { $finish }
puzzle-wrong = ❌ `{ $notation }` ne gagne pas{ $refutation }. La solution était `{ $answer }` (tracée sur le plateau).
puzzle-refuted-capture = { " " }: l'adversaire prend avec `{ $notation }`
puzzle-refuted = { " " }: l'adversaire répond `{ $notation }`
puzzle-themes = Thèmes : { $themes }.
puzzle-theme = { $theme ->
        [capture-chain] chaîne de prises
        [isolation] isolement
        [sacrifice] sacrifice
        [goal-colour] objectif d'une couleur
        [goal-each] objectif de chaque couleur
       *[full-board] plateau plein
    }
puzzle-rating-change = Cote de problèmes { $before } → { $after } ({ $delta }).
puzzle-not-rated = Déjà essayé, donc sans effet sur ta cote.
puzzle-streak = Série : { $streak }.
daily-on = Le problème du jour est activé ici : un est publié chaque jour (minuit UTC), le premier au prochain passage.
daily-already-on = Le problème du jour est déjà activé ici.
daily-off = Le problème du jour est désactivé ici.
daily-not-on = Le problème du jour n'était pas activé ici.
daily-heading = 🧩 **Problème du jour** · n°{ $puzzle }
daily-press-solve = Touche **{ solve-button }** pour l'essayer (toi seul vois tes réponses).
daily-yesterday = Le problème d'hier a été résolu par { $who } ({ $solved } sur { $tried } qui l'ont essayé).
daily-nobody = personne
solve-button = Résoudre
daily-card-title = Problème ZÈRTZ du jour n°{ $puzzle }

## Apprendre de ses erreurs

practice-no-marks = L'analyse de la partie n°{ $game } ne marque aucun de tes coups : rien à en apprendre. Bien joué !
practice-checking = Vérification de ton coup…
practice-answer-title = Ta réponse · coup { $move } de la partie n°{ $game }
practice-walk-title = Apprendre de tes erreurs · partie n°{ $game }
practice-review-title = Entraînement · partie n°{ $game }
practice-better = Le meilleur coup était `{ $notation }` (tracé sur le plateau), qui gardait ta chance à { $chance }.
practice-better-line = Le meilleur coup était `{ $notation }` (tracé sur le plateau), qui gardait ta chance à { $chance } ; le moteur attend { $line }.
practice-walk-lead = **{ analysis-learn }** dans la partie n°{ $game } : l'analyse a marqué { $count ->
        [one] { $count } de tes coups
       *[other] { $count } de tes coups
    }. Ils viennent dans l'ordre où tu les as joués, chaque plateau suivant le précédent comme dans la partie.
practice-closed = (Ton entraînement ouvert de la partie n°{ $game } a été fermé.)
practice-mistake-heading = **Erreur { $at } sur { $total }** : coup { $move } de la partie n°{ $game }.
practice-review-heading = **De ta série d'entraînement** : coup { $move } de la partie n°{ $game }.
practice-question = Tu es le { $seat ->
        [first] premier
       *[second] second
    } joueur, au trait. Tu as joué `{ $played }` ici ({ $mark }) et ta chance est tombée de { $before } à { $after }. Trouve un meilleur coup avec le bouton **{ move-button }** ou { COMMAND("zertz move") }.
analysis-mark = { $mark ->
        [inaccuracy] imprécision
        [mistake] erreur
       *[blunder] gaffe
    }
practice-one-try-left = Il reste un essai.
practice-one-more-try = Encore un essai.
practice-played-again = ❌ `{ $notation }` est le coup que tu as joué dans la partie.
practice-too-much = ❌ `{ $notation }` donne trop : ta chance serait { $chance } (le meilleur coup garde { $best }).
practice-best = ✅ `{ $notation }` : le choix même du moteur, qui garde ta chance à { $chance }.
practice-good-enough = ✅ `{ $notation }` suffit : ta chance serait { $chance } (le meilleur coup du moteur garde { $best }).
practice-expects = Le moteur attend { $line }.
practice-set-empty = Ta série d'entraînement est vide.
practice-set = { $count ->
        [one] { $count } position attend
       *[other] { $count } positions attendent
    } dans ta série d'entraînement ({ $due } à faire maintenant) ; entraîne-toi avec { COMMAND("study practice") }.
practice-all-found = toutes trouvées !
practice-missed = { $count ->
        [one] le coup manqué a rejoint
       *[other] les { $count } coups manqués ont rejoint
    } ta série d'entraînement.
practice-walk-end = **{ $found } sur { $total } trouvés** : { $verdict } { $set }
practice-review-found = Trouvé : trouvée deux fois de suite, une position quitte la série ; une fois, elle revient demain. { $set }
practice-review-missed = Elle revient dans une heure. { $set }
practice-none-waiting = Ta série d'entraînement est vide. Les coups que tu manques dans { COMMAND("study mistakes") } (ou avec le bouton **{ analysis-learn }** sous une analyse) y vont.
practice-none-due = Rien à faire pour l'instant : { $count ->
        [one] { $count } position attend
       *[other] { $count } positions attendent
    } dans ta série d'entraînement, la prochaine { $next }.
practice-waiting = { $count ->
        [one] { $count } position attend
       *[other] { $count } positions attendent
    } dans ta série d'entraînement.

## Listes : tes parties, les classements, les statistiques d’un joueur, les coups et fichiers d’une partie

games-none = Tu n’as aucune partie en cours sur ce serveur.
games-heading = Tes parties en cours :
games-your-move = **à toi de jouer**
games-their-move = à ton adversaire
games-their-move-away = à ton adversaire (en vacances jusqu’au { $until })
games-board-link = plateau
games-line = #{ $game } contre { $opponent } dans { $channel } · coup { $move } · { $turn }{ $link }
complete-game = #{ $game } { $first } contre { $second } · { $state ->
        [finished] terminée
       *[playing] coup { $move }
    }
leaderboard-heading = **Classement ZÈRTZ : { $board ->
        [everyone] tout le monde
        [server] ce serveur
       *[puzzles] problèmes
    }** (page { $page } sur { $pages })
leaderboard-private-chat = -# Une discussion privée n’a pas de serveur à elle, et les classements sont globaux : voici celui de tout le monde.
leaderboard-empty = { $board ->
        [puzzles] Aucun problème tenté pour l’instant. Essaies-en un avec { COMMAND("puzzle") }.
       *[other] Aucune partie classée pour l’instant. Termine une partie pour apparaître ici.
    }
leaderboard-player = joueur
leaderboard-rating = cote
leaderboard-played = { $board ->
        [puzzles] essais
       *[other] parties
    }
leaderboard-record = G/P/N
leaderboard-order = Trié par cote moins deux fois son incertitude.
leaderboard-previous = ◀ Précédent
leaderboard-next = Suivant ▶
leaderboard-title = Classement ZÈRTZ · { $board ->
        [everyone] tout le monde
        [server] ce serveur
       *[puzzles] problèmes
    }
stats-computer = Contre l’ordinateur (gagnées–perdues–nulles) : { $records }
stats-rating = { $scope ->
        [global] Global
       *[server] Ce serveur
    } : **{ $rating }** ± { $deviation } · { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } : { $won } gagnées, { $lost } perdues, { $drawn } nulles
stats-unrated = { $scope ->
        [global] Global
       *[server] Ce serveur
    } : aucune partie classée pour l’instant
stats-streak = Série en cours : { $kind ->
        [none] aucune
        [wins] { $count ->
            [one] { $count } victoire
           *[other] { $count } victoires
        }
       *[losses] { $count ->
            [one] { $count } défaite
           *[other] { $count } défaites
        }
    }
stats-puzzles = Problèmes : **{ $rating }** ± { $deviation } · { $solved } résolus sur { $tried } · série { $streak }
stats-no-puzzles = Problèmes : aucun tenté pour l’instant ({ COMMAND("puzzle") })
stats-practice = Entraînement : { $count ->
        [one] { $count } position attend
       *[other] { $count } positions attendent
    } dans la série, { $due } à revoir maintenant ({ COMMAND("study practice") })
stats-last-games = Dernières parties :
stats-last-game = · #{ $game } { $result ->
        [won] gagnée
        [lost] perdue
       *[drew] nulle
    } contre { $opponent } ({ $variant })
stats-title = Statistiques ZÈRTZ · { $name }
stats-tournaments = Tournois : { $played } joués · meilleure place : { $place ->
        [1] 1er
       *[other] { $place }e
    } sur { $players } ({ $name })
chart-everyone = Tout le monde
chart-this-server = Ce serveur
chart-caption = { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    } sur { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }, la plus ancienne à gauche
board-to-move = Coup { $move } : à { $player } de jouer.
board-status = Partie #{ $game }. { $status }
history-heading = Partie #{ $game } : **{ $first }** contre **{ $second }**, { $variant }.
history-no-moves = (aucun coup pour l’instant)
history-as-record = La partie #{ $game } sous forme d’enregistrement :
replay-of = Rediffusion de la partie #{ $game } : **{ $first }** contre **{ $second }**.
export-both = sous forme de ligne d’enregistrement (variante, coups, résultat) et de SGF de boardspace
export-record-only = sous forme de ligne d’enregistrement (variante, coups, résultat) ; { $reason }
export-done = Partie #{ $game } : **{ $first }** contre **{ $second }**, { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }, { $files }.

## Analyse, enregistrements importés et graphiques

chart-race-title = Course aux captures
chart-race-caption = billes détenues après chacun des { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
chart-chance-title = Chances de gain
chart-chance-caption = Chances de { $player } après chaque coup ; points : grosses erreurs ; numéros : les coups les plus coûteux
analysis-title = Analyse de la partie #{ $game }
analysis-import-title = Analyse de la partie importée
analysis-learn = Apprendre de tes erreurs
analysis-of-game = la partie #{ $game }
analysis-of-import = la partie importée
analysis-progress = Analyse de { $what } : position { $done } sur { $total }…
analysis-second-look = Analyse de { $what } : second regard sur le coup { $number } ({ $done } sur { $total })…
analysis-nothing-marked = Aucun coup n’a assez coûté pour être marqué.
analysis-costliest = **Les coups les plus coûteux**
analysis-costly-move = Coup { $number }, { $player } : `{ $played }` — { $mark } ({ $before } % → { $after } %)
analysis-better =  ; mieux : `{ $better }`
analysis-marks = Marques : { $marks }
analysis-budget = Chances de gain selon le moteur à { $nodes } nœuds par position.
analysis-accuracy = précision **{ $accuracy }**
analysis-counts = { $inaccuracies ->
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    } · { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    } · { $blunders ->
        [one] { $blunders } grosse erreur
       *[other] { $blunders } grosses erreurs
    }
import-done = Importé : { $format ->
        [sgf] un enregistrement SGF
       *[record] une ligne d’enregistrement
    } : **{ $first }** contre **{ $second }**, { $variant }, { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }, tous légaux. { $end }
import-stops-early = L’enregistrement s’arrête avant la fin ; c’est à { $player } de jouer.
import-after-end = L’enregistrement continue ensuite sur { $count ->
        [one] { $count } coup de plus
       *[other] { $count } coups de plus
    } ; ils sont laissés de côté.
import-not-stored = Rien n’a été conservé : les parties importées ne sont pas classées.

## Tournois

tournament-heading = **{ $name }** · tournoi #{ $id } · { $format ->
        [swiss] système suisse
       *[round-robin] toutes rondes
    }, { $rounds }, { $variant }, { $time }.
tournament-rounds = { $kind ->
        [all] chacun rencontre chacun
       *[count] { $count ->
            [one] { $count } ronde
           *[other] { $count } rondes
        }
        [log] un nombre de rondes d’environ log2 des joueurs plus une
    }
tournament-open = Ouvert : jusqu’à { $max } joueurs.
tournament-starts-at = Il commence { $when }.
tournament-starts-on-start = Il commence quand l’organisateur appuie sur **{ tournament-start }**.
tournament-long-round-robin = Plus de { $max } joueurs font un long tournoi toutes rondes : un système suisse leur convient mieux.
tournament-running = En cours : ronde { $round } sur { $rounds }.
tournament-finished = Terminé.
tournament-cancelled = Annulé.
tournament-nobody = personne pour l’instant
tournament-players = **Joueurs ({ $count }) :** { $list }
tournament-join = Rejoindre
tournament-leave = Quitter
tournament-start = Lancer
tournament-withdraw = Se retirer
tournament-title = Tournoi ZÈRTZ · { $name }
tournament-round-heading = **{ $name }** · ronde { $round } sur { $rounds }
tournament-board = Table { $board } : { $first } (commence) contre { $second }, { $link }
tournament-forfeit = Table { $board } : { $winner } gagne par forfait ({ $loser } s’est retiré)
tournament-bye = { $player }: { $format ->
        [swiss] exempt, compte comme une victoire
       *[round-robin] ne joue pas cette ronde
    }
tournament-play-hint = Joue avec { COMMAND("zertz move") } comme dans toute partie ici ; la ronde suivante est appariée quand la dernière partie se termine.
tournament-round-title = Tournoi ZÈRTZ · { $name } · ronde { $round }
tournament-over = **{ $name }** est terminé. Classement final :
tournament-no-round = **{ $name }** : aucune ronde jouée pour l’instant.
tournament-after-round = **{ $name }** · classement après la ronde { $round } :
tournament-podium = **Podium :** { $places }
board-link = partie #{ $game }
tournament-list-line = #{ $id } **{ $name }** · { $format ->
        [swiss] système suisse
       *[round-robin] toutes rondes
    } · { $status ->
        [open] inscriptions ouvertes
       *[running] en cours, ronde { $round }
        [finished] terminé
        [cancelled] annulé
    } · dans { $channel }
tournament-joined = Tu as rejoint **{ $name }** ({ $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }). Quitte-le avec le bouton **{ tournament-leave }** avant qu’il commence.
tournament-withdrew-from = { $player } s’est retiré de **{ $name }**.
tournament-you-left = Tu as quitté **{ $name }**.
tournament-is-out = { $player } est sorti de **{ $name }**.
tournament-none-listed = Aucun tournoi sur ce serveur pour l’instant. Les organisateurs en créent un avec { COMMAND("tournament create") }.
tournament-list-heading = **Tournois sur ce serveur**
tournament-organisers-role = Les membres ayant { $role } peuvent désormais organiser des tournois ici.
tournament-organisers-managers = Seuls les membres qui peuvent gérer le serveur organisent désormais des tournois ici.
tournament-called-off = Moins de { $min } joueurs ont rejoint, il a donc été annulé.
standings-player = Joueur
standings-points = Points
standings-record = G-N-P
standings-withdrew = retiré
standings-order = { $format ->
        [swiss] Points, puis Buchholz, puis Sonneborn-Berger
       *[round-robin] Points, puis Sonneborn-Berger, puis confrontation directe
    }
standings-title = { $name } · { $last ->
        [yes] classement final
       *[no] après la ronde { $round }
    }

## The commands: names (lower case) and descriptions

cmd-zertz =
    .name = zertz
    .description = Jouer à ZÈRTZ : défier quelqu'un, jouer, voir le plateau, classements
cmd-learn =
    .name = apprendre
    .description = Apprendre ZÈRTZ en jouant : courtes leçons à toucher, puis une première partie
cmd-study =
    .name = étude
    .description = Revoir des parties : historique, rejeu, notations, analyse et exercices
cmd-puzzle =
    .name = problème
    .description = Un problème tiré d'une vraie partie, à ton niveau ; réponds par un coup
cmd-tournament =
    .name = tournoi
    .description = Tournois sur ce serveur (serveurs qui ont invité le bot)
cmd-server =
    .name = serveur
    .description = Les réglages du bot pour ce serveur (il faut Gérer le serveur)
cmd-zertz-challenge =
    .name = défier
    .description = Défier quelqu'un à une partie de ZÈRTZ dans ce salon
cmd-zertz-challenge-opponent =
    .name = adversaire
    .description = Contre qui jouer
cmd-zertz-challenge-variant =
    .name = variante
    .description = Plateau et billes
cmd-zertz-challenge-first =
    .name = premier
    .description = Qui joue en premier
cmd-zertz-challenge-time =
    .name = temps
    .description = Temps pour chaque coup
cmd-zertz-challenge-level =
    .name = niveau
    .description = Si tu défies le bot lui-même : sa force de jeu
cmd-zertz-move =
    .name = coup
    .description = Jouer un coup dans ta partie ici, comme Wd4,a1 ou x d1Gd3
cmd-zertz-move-notation =
    .name = notation
    .description = Le coup ; commence à taper pour voir les coups légaux
cmd-zertz-move-to =
    .name = pour
    .description = Ta partie ici, problème ou exercice, si plusieurs sont ouverts
cmd-zertz-place =
    .name = poser
    .description = Poser une bille et retirer un anneau libre
cmd-zertz-place-colour =
    .name = couleur
    .description = Couleur de la bille
cmd-zertz-place-at =
    .name = sur
    .description = Anneau vide où poser
cmd-zertz-place-remove =
    .name = retirer
    .description = Anneau libre à retirer
cmd-zertz-place-to =
    .name = pour
    .description = Ta partie ici, problème ou exercice, si plusieurs sont ouverts
cmd-zertz-capture =
    .name = prendre
    .description = Prendre : sauter avec une bille, aussi loin que les règles l'exigent
cmd-zertz-capture-path =
    .name = sauts
    .description = Les sauts
cmd-zertz-capture-to =
    .name = pour
    .description = Ta partie ici, problème ou exercice, si plusieurs sont ouverts
cmd-zertz-board =
    .name = plateau
    .description = Montrer le plateau actuel (à toi seul)
cmd-zertz-board-game =
    .name = partie
    .description = Quelle partie de ce salon
cmd-zertz-resign =
    .name = abandonner
    .description = Abandonner ta partie dans ce salon
cmd-zertz-draw =
    .name = nulle
    .description = Proposer la nulle, ou accepter celle de l'adversaire
cmd-zertz-takeback =
    .name = reprendre
    .description = Demander à reprendre ton dernier coup (l'adversaire l'accorde)
cmd-zertz-vacation =
    .name = vacances
    .description = Arrêter tes pendules dans toutes tes parties quelques jours (14 au plus sur 60)
cmd-zertz-vacation-days =
    .name = jours
    .description = Combien de jours, de 1 à 14
cmd-zertz-rematch =
    .name = revanche
    .description = Redéfier ton dernier adversaire ici pour une autre partie
cmd-zertz-games =
    .name = parties
    .description = Tes parties en cours sur ce serveur
cmd-zertz-leaderboard =
    .name = classement
    .description = Les meilleurs joueurs
cmd-zertz-leaderboard-scope =
    .name = portée
    .description = Ce serveur, tout le monde, ou les problèmes
cmd-zertz-leaderboard-page =
    .name = page
    .description = Numéro de page
cmd-zertz-stats =
    .name = stats
    .description = Cotes et bilan d'un joueur
cmd-zertz-stats-player =
    .name = joueur
    .description = Lequel (toi par défaut)
cmd-study-history =
    .name = historique
    .description = Les coups d'une partie
cmd-study-history-game =
    .name = partie
    .description = Quelle partie de ce salon
cmd-study-replay =
    .name = rejouer
    .description = Une partie rejouée en animation
cmd-study-replay-game =
    .name = partie
    .description = Quelle partie de ce salon
cmd-study-export =
    .name = exporter
    .description = La notation d'une partie en fichiers : celle des règles et le SGF de boardspace
cmd-study-export-game =
    .name = partie
    .description = Quelle partie de ce salon
cmd-study-analyse =
    .name = analyser
    .description = L'analyse d'une partie terminée : précision, erreurs et meilleurs coups
cmd-study-analyse-game =
    .name = partie
    .description = Quelle partie de ce salon
cmd-study-import =
    .name = importer
    .description = Vérifier une notation de partie (SGF de boardspace ou ligne) et l'afficher ; rien n'est gardé
cmd-study-import-file =
    .name = fichier
    .description = Un fichier .sgf ou une ligne de notation (.tsv/.txt)
cmd-study-import-analyse =
    .name = analyser
    .description = Analyser aussi la partie avec le moteur (par défaut : non)
cmd-study-mistakes =
    .name = erreurs
    .description = Apprendre de ses erreurs : trouver mieux que tes coups marqués d'une partie analysée
cmd-study-mistakes-game =
    .name = partie
    .description = Quelle partie de ce salon (ta dernière terminée)
cmd-study-practice =
    .name = exercice
    .description = Retravailler tes coups manqués, espacés sur des jours
cmd-puzzle-public =
    .name = public
    .description = Le montrer dans le salon (par défaut : à toi seul)
cmd-learn-lesson =
    .name = leçon
    .description = Quelle leçon (par défaut : le cours et où tu en es)
cmd-server-daily =
    .name = quotidien
    .description = Publier un problème chaque jour dans ce salon (il faut Gérer le serveur)
cmd-server-daily-switch =
    .name = état
    .description = Activé ou désactivé
cmd-tournament-create =
    .name = créer
    .description = Créer un tournoi dans ce salon (organisateurs)
cmd-tournament-create-name =
    .name = nom
    .description = Son nom
cmd-tournament-create-format =
    .name = formule
    .description = Système suisse ou toutes rondes
cmd-tournament-create-rounds =
    .name = rondes
    .description = Rondes suisses (par défaut : environ log2 des joueurs, plus un)
cmd-tournament-create-variant =
    .name = variante
    .description = Plateau et billes
cmd-tournament-create-time =
    .name = temps
    .description = Temps pour chaque coup
cmd-tournament-create-max_players =
    .name = joueurs_max
    .description = Le nombre maximal de joueurs (32 par défaut)
cmd-tournament-create-starts =
    .name = début
    .description = Commence seul après ce nombre d'heures (par défaut : quand tu appuies sur Start)
cmd-tournament-standings =
    .name = classement
    .description = Le classement d'un tournoi (par défaut le dernier de ce salon)
cmd-tournament-standings-event =
    .name = tournoi
    .description = Quel tournoi (son numéro)
cmd-tournament-list =
    .name = liste
    .description = Les tournois de ce serveur : ouverts, en cours et terminés
cmd-tournament-remove =
    .name = retirer
    .description = Retirer un joueur d'un tournoi (organisateurs)
cmd-tournament-remove-player =
    .name = joueur
    .description = Qui
cmd-tournament-remove-event =
    .name = tournoi
    .description = Quel tournoi (par défaut celui de ce salon)
cmd-server-organisers =
    .name = organisateurs
    .description = Désigner le rôle qui peut gérer les tournois ici (il faut Gérer le serveur)
cmd-server-organisers-role =
    .name = rôle
    .description = Le rôle (aucun : seuls ceux qui gèrent le serveur)
cmd-zertz-rules =
    .name = règles
    .description = Comment se joue ZÈRTZ
cmd-zertz-help =
    .name = aide
    .description = Les commandes du bot
cmd-context-challenge =
    .name = Défier à ZÈRTZ
cmd-server-language =
    .name = langue
    .description = La langue des messages du bot ici (il faut Gérer le serveur)
cmd-server-language-language =
    .name = langue
    .description = Quelle langue
cmd-server-threads =
    .name = fils
    .description = Un fil pour chaque partie ici, sa fiche dans le salon (il faut Gérer le serveur)
cmd-server-threads-setting =
    .name = réglage
    .description = Activé ou désactivé

## The fixed choices

choice-colour-B = noir
choice-colour-G = gris
choice-colour-W = blanc
choice-first-me = moi
choice-first-random = au hasard
choice-first-them = l'adversaire
choice-format-round-robin = toutes rondes : chacun rencontre chacun
choice-format-swiss = suisse : les égaux se rencontrent, peu de rondes
choice-level-easy = facile : pour débutants
choice-level-hard = difficile : le plus fort
choice-level-medium = moyen
choice-scope-global = tout le monde
choice-scope-puzzles = classement des problèmes
choice-scope-server = ce serveur
choice-switch-off = désactivé
choice-setting-off = désactivé : les parties restent dans le salon
choice-setting-on = activé : un fil pour chaque partie, sa fiche dans le salon
choice-switch-on = activé : un problème ici chaque jour
choice-time-0 = sans limite
choice-time-259200 = 3 jours
choice-time-3600 = 1 heure
choice-time-604800 = 7 jours
choice-time-86400 = 1 jour
choice-to-game = ma partie ici
choice-to-lesson = ma leçon
choice-to-practice = mon exercice d'erreurs
choice-to-puzzle = mon problème
choice-variant-blitz = blitz : 37 anneaux, moins de billes
choice-variant-large = grand : 61 anneaux
choice-variant-standard = standard : 37 anneaux
choice-variant-tournament = tournoi : 48 anneaux
choice-language-discord = celle du serveur, réglée dans Discord
choice-language-de = Deutsch
choice-language-en = English
choice-language-es = Español
choice-language-fr = Français
choice-language-it = Italiano
choice-language-nl = Nederlands

## The course: each lesson and exercise (the English is in bot/src/app/lessons/course.rs)

lesson-1-title = Un tour : poser une bille, retirer un anneau libre
lesson-1-teaches = ZÈRTZ se joue sur des anneaux qui disparaissent. Dans un tour sans prise, tu **poses** une bille de n'importe quelle couleur de la réserve commune sur n'importe quel anneau vide (R3.1), puis tu **retires un anneau libre** (R3.2) : un anneau vide avec deux côtés ouverts voisins, qui pourrait glisser hors du plateau. Le plateau rétrécit à chaque tour.
lesson-1-1-ask = Pose n'importe quelle bille sur n'importe quel anneau, puis retire l'un des anneaux libres, marqués sur le plateau.
lesson-1-1-hint = Touche **{ move-button }**, choisis une couleur, un anneau où la poser, puis l'un des anneaux marqués à retirer.
lesson-1-1-well-done = Voilà un tour complet. Chaque anneau au bord de ce plateau était libre.
lesson-1-1-wrong-1 = L'anneau d5 n'est pas libre : ses six côtés touchent des anneaux, il ne peut donc pas glisser (R3.2).
lesson-1-2-ask = Trois anneaux ont été retirés autour de d4. Pose une bille, et retire un anneau libre.
lesson-1-2-hint = L'anneau d4 a trois côtés ouverts, mais aucun deux ne sont voisins : il ne peut pas glisser. Seuls les anneaux marqués sont libres.
lesson-1-2-well-done = Être au bord ne suffit pas : un anneau libre a besoin de deux côtés ouverts côte à côte (R3.2).
lesson-1-2-wrong-1 = L'anneau d4 n'est pas libre : ses côtés ouverts (d3, c4 et e4) ne sont pas voisins, il ne peut donc pas glisser (R3.2).
lesson-2-title = La prise est obligatoire
lesson-2-teaches = Une bille à côté d'une autre, avec un anneau vide juste derrière en ligne droite, peut **sauter** par-dessus et atterrir là (R3.3). La bille sautée est prise : elle est à toi. Les couleurs n'importent pas, ni qui les a posées. Quand tu peux prendre, tu **dois** (R3.4) : pas de pose ce tour-là.
lesson-2-1-ask = Ton adversaire a laissé deux billes côte à côte. Prends-en une : leurs chemins sont tracés.
lesson-2-1-hint = La bille blanche en d3 peut sauter la grise en d4 et atterrir en d5 ; ou la grise saute la blanche, vers d2.
lesson-2-1-well-done = Prise : la bille sautée quitte le plateau et rejoint tes prises.
lesson-2-1-wrong-1 = Une prise est possible, donc ce tour doit être une prise (R3.4) : aucune bille ne peut être posée.
lesson-2-2-ask = Les sauts suivent n'importe laquelle des six lignes passant par un anneau, en diagonale aussi. Prends.
lesson-2-2-hint = Regarde le long de la ligne de c3 à travers d4.
lesson-2-2-well-done = Un saut va en ligne droite par-dessus une voisine jusqu'à l'anneau juste derrière (R3.3).
lesson-2-2-wrong-1 = De c3 à d5 n'est pas un saut : une bille saute par-dessus une voisine jusqu'à l'anneau juste derrière, en ligne droite (R1.3).
lesson-3-title = Les chaînes : continuer à sauter
lesson-3-teaches = Après un saut, si la même bille peut sauter encore depuis là où elle a atterri, elle le **doit** (R3.3) : un tour peut prendre plusieurs billes. Quand tu as plusieurs prises, tu peux choisir n'importe laquelle (R3.4), alors choisis celle qui gagne le plus.
lesson-3-1-ask = Prends les deux billes en un tour.
lesson-3-1-hint = La blanche saute la grise vers d4, puis depuis d4 elle peut sauter la noire.
lesson-3-1-well-done = Deux billes en un tour : la chaîne continue tant que la même bille peut sauter.
lesson-3-1-wrong-1 = La prise doit continuer : depuis d4, la bille peut encore sauter en d6 (R3.3).
lesson-3-2-ask = Plusieurs prises sont possibles. Trouve celle qui prend trois billes.
lesson-3-2-hint = Pars de la bille qui peut atterrir à côté d'une autre bille, et continue.
lesson-3-2-well-done = La plus longue chaîne ici en prenait trois. Tu peux toujours choisir quelle prise faire.
lesson-4-title = L'isolement : couper un groupe
lesson-4-teaches = Retirer un anneau peut couper le plateau. Après ta pose, chaque groupe d'anneaux isolé du reste dont **chaque anneau porte une bille** est à toi : tu gagnes ses billes, et ses anneaux quittent le plateau (R4.1). Un groupe avec un anneau vide reste en jeu (R4.3).
lesson-4-1-ask = La bille noire en d7 tient à un seul anneau. Gagne-la.
lesson-4-1-hint = Pose n'importe où, puis retire l'anneau qui relie d7 au plateau.
lesson-4-1-well-done = Isolée et pleine : la bille noire est à toi.
lesson-4-2-ask = Maintenant d7 a un voisin vide, c6. Gagne deux billes en un tour.
lesson-4-2-hint = Isole c6 et d7 ensemble, mais remplis d'abord c6 : ta propre bille compte aussi.
lesson-4-2-well-done = Tu as posé en c6, puis isolé les deux anneaux : les deux billes sont à toi, celle que tu as posée aussi.
lesson-4-2-wrong-1 = c6 et d7 sont isolés, mais c6 est vide, donc le groupe reste en jeu (R4.3) et rien n'est gagné.
lesson-4-3-ask = c6 et d7 sont déjà isolés, et c6 est vide. Gagne-les.
lesson-4-3-hint = Remplis le dernier anneau vide du groupe.
lesson-4-3-well-done = Remplir le dernier anneau vide d'un groupe isolé le gagne aussi (R4.1).
lesson-5-title = Les objectifs
lesson-5-teaches = Tu gagnes quand tes billes prises atteignent un objectif (R5.1) : **4 blanches, 5 grises, 6 noires, ou 3 de chaque couleur**. Le blitz, une variante plus courte que tu peux choisir en lançant un défi, demande 3 blanches, 4 grises, 5 noires ou 2 de chaque. Tes prises sont montrées à côté du plateau.
lesson-5-1-ask = Tu as 3 billes blanches. Gagne avec une prise.
lesson-5-1-hint = Une quatrième blanche gagne.
lesson-5-1-well-done = Quatre billes blanches : tu gagnes.
lesson-5-2-ask = Tu as 2 blanches, 3 grises et 3 noires. Quelle prise gagne ?
lesson-5-2-hint = Trois de chaque couleur est aussi un objectif.
lesson-5-2-well-done = Trois de chaque couleur : tu gagnes.
lesson-5-3-ask = En blitz, la variante courte : 3 blanches, 4 grises, 5 noires ou 2 de chaque gagnent. Tu as 1 blanche, 1 grise, 4 noires. Gagne.
lesson-5-3-hint = De quelle couleur te manque-t-il une seule bille ?
lesson-5-3-well-done = Cinq billes noires gagnent la partie blitz.
lesson-6-title = La réserve vide
lesson-6-teaches = Quand la réserve commune est vide, tu poses l'une de **tes propres billes prises** (R3.1), jamais celles de ton adversaire. Un joueur sans prise et sans rien à poser passe (R3.5).
lesson-6-1-ask = La réserve est vide. Pose l'une de tes billes prises, et retire un anneau libre.
lesson-6-1-hint = Les couleurs que tu peux poser sont celles que tu as prises.
lesson-6-1-well-done = Chaque bille que tu poses vient maintenant de tes propres prises.
lesson-6-2-ask = La réserve est vide et tu as deux billes noires. Utilise-en une pour gagner deux billes.
lesson-6-2-hint = Comme dans la leçon sur l'isolement : remplis c6, puis retire d6 pour isoler c6 et d7 ensemble.
lesson-6-2-well-done = Ta propre bille t'est revenue, avec la blanche.
lesson-7-title = L'échange
lesson-7-teaches = Comme la prise est obligatoire, une pose peut **forcer** ton adversaire à prendre, et choisir où sa bille atterrit. Un bon échange donne une bille et en reprend davantage.
lesson-7-1-ask = Donne une bille à ton adversaire pour que sa prise finisse là où tu peux en reprendre deux.
lesson-7-1-hint = Une bille en c3 doit sauter la grise en d3 et atterrir en e2, juste à côté de la bille blanche en d2.
lesson-7-1-well-done = Il devait prendre, et sa bille a atterri là où ta chaîne pouvait en prendre deux.
lesson-7-2-ask = Un autre échange : pose une bille que ton adversaire doit prendre, et gagne l'échange.
lesson-7-2-hint = Mets la bille là où le seul saut par-dessus elle atterrit à côté de deux billes grises alignées.
lesson-7-2-well-done = Une donnée, deux prises : c'est l'échange, le cœur de la tactique de ZÈRTZ.
lesson-8-title = Le tempo
lesson-8-teaches = Tard dans la partie, chaque pose peut donner quelque chose. Alors le joueur qui doit jouer est en difficulté : fais un coup calme, pour que **chaque** réponse de ton adversaire te laisse prendre.
lesson-8-1-ask = Rien à prendre, et peu d'anneaux restants. Fais un coup qui ne donne rien, après lequel chaque réponse te laisse prendre.
lesson-8-1-hint = Ne laisse à ton adversaire que des anneaux à côté des billes grises.
lesson-8-1-well-done = Chaque anneau laissé à ton adversaire touchait une bille : quoi qu'il fasse, tu as pris.
lesson-8-2-ask = Fais le coup calme qui ne laisse à ton adversaire aucune réponse sûre.
lesson-8-2-hint = Remplis l'anneau sûr pour toi et retire celui qui serait sûr pour lui.
lesson-8-2-well-done = Ton adversaire devait jouer, et chaque coup t'a donné des billes : c'est le tempo.
lesson-9-title = Ta première partie
lesson-9-teaches = Joue une partie entière contre l'ordinateur à son niveau le plus facile. Touche **{ move-button }** sous le plateau pour jouer, et **{ hint-button }** quand tu bloques.

## The board you can touch (the Activity)

open-board-button = Ouvrir le plateau
board-not-shown-here = La partie #{ $game } ne se joue pas dans ce salon et n’est pas la tienne : ce plateau ne peut pas l’afficher.
board-position-changed = La position a changé avant l’arrivée de ton coup : rien n’a été joué. Le plateau montre maintenant la position actuelle.
board-not-legal = Ce coup n’est pas permis dans cette position : rien n’a été joué.
board-connecting = Connexion…
board-reconnecting = La connexion a été perdue : reconnexion…
board-no-games = Aucune partie ne se joue encore dans ce salon. Lances-en une contre l’ordinateur ici, ou défie quelqu’un dans le chat.
board-play-computer = Jouer contre l’ordinateur
board-clear = Effacer
board-pass = Passer
board-sending = Envoi…
board-hint-capture = La prise est obligatoire : touche une bille allumée.
board-hint-place = Choisis une couleur, puis touche un anneau allumé pour y poser la bille.
board-hint-pass = Aucune prise et rien à poser : tu passes.
board-hint-colour = Touche un anneau allumé pour y poser la bille.
board-hint-placed = Touche un anneau libre allumé pour le retirer.
board-hint-jumping = Touche l’anneau allumé où la bille atterrit ensuite.
board-hint-ready = Confirme pour jouer ce coup, ou efface-le.
board-goals = Objectif : { $white } billes blanches, { $grey } grises ou { $black } noires, ou { $each } de chaque couleur
board-your-move = À toi de jouer, { $name }.
board-deadline = { $status } · jusqu’au { $deadline }
