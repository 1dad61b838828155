# Italian. The messages first, by the same ids as en.ftl; then every
# command field's name and description, and the fixed choices' labels.

## L'aiuto e le regole

help-title = **Comandi di ZÈRTZ** · nuovo del gioco? Inizia con **`/learn`**.
help-footer = Clic destro su un membro → App → **{ $context }** funziona anche così. Al tuo turno, **Move** sotto il tabellone sceglie una mossa a tocchi, senza notazione.
choice-default = { $label } (predefinito)
rules = **ZÈRTZ** è un gioco per due di Kris Burm. Il tabellone è fatto di anelli, e le biglie bianche, grigie e nere non sono di nessuno.
    • Al tuo turno, **piazza** una biglia di qualsiasi colore su un anello vuoto, poi **rimuovi un anello libero**: un anello vuoto sul bordo che potrebbe scivolare fuori (due lati vicini aperti).
    • Se puoi **catturare**, devi: una biglia salta sopra una biglia vicina fino all'anello vuoto dietro, e continua a saltare finché può. Le biglie saltate sono tue.
    • Isolare un gruppo di anelli tutti occupati ti **dà** le sue biglie.
    • Vince chi ha 4 bianche, 5 grigie, 6 nere o 3 di ogni colore (blitz: 3, 4, 5 o 2 di ogni colore).
    Per muovere, tocca **Move** sotto il tabellone e scegli passo per passo: sono offerte solo scelte legali. Oppure scrivila: `Wd4,a1` piazza una bianca in d4 e rimuove a1; `x d1Gd3` salta da d1 sopra una grigia fino a d3. `/zertz move` suggerisce le mosse legali mentre scrivi.
    Nuovo di ZÈRTZ? **`/learn`** te lo insegna in brevi lezioni su tabelloni piccoli, poi una prima partita contro il computer.
rules-first-player = Primo giocatore
rules-second-player = Secondo giocatore
our-fault = Qualcosa è andato storto dalla parte del bot; non è cambiato nulla. Riprova.

## Rifiuti sulle partite

no-such-game = Non esiste la partita #{ $number }.
not-in-channel = La partita #{ $game } non è in questo canale.
which-game = Quale partita? Qui se ne giocano diverse: scegline una con l'opzione `game`.
no-game-here = Non c'è nessuna partita in questo canale.
no-game-of-yours = Non hai partite in questo canale. Iniziane una con `/zertz challenge`.
opponent-is-bot = { $name } è un bot, e i bot qui non giocano a ZÈRTZ.
you-are-playing-here = Hai già una partita in questo canale. Finiscila prima, o gioca in un altro canale.
they-are-playing-here = { $name } ha già una partita in questo canale.
challenge-open = Qui c'è già una sfida aperta tra te e { $name }.
nothing-to-rematch = Non hai partite finite in questo canale per una rivincita.
not-your-rematch = Solo i giocatori di quella partita possono chiedere la rivincita.
rematch-of-live-game = Quella partita è ancora in corso.
computer-not-ready = Il giocatore del computer non è ancora pronto; riprova tra un momento.
cannot-attach-replay = Il bot non può allegare file in questo canale, quindi qui non può mostrare un replay.
cannot-attach-record = Il bot non può allegare file in questo canale, quindi qui non può inviare una registrazione.
say-which = Hai { $open } aperto: aggiungi { $options } per dire a cosa serve questa mossa.
open-game = una partita qui
open-puzzle = il problema #{ $puzzle }
open-practice = un esercizio sulla partita #{ $game }
open-lesson = un esercizio della lezione { $lesson }
list-and = { $rest } e { $last }
list-or = { $rest } o { $last }
message-lost = La mossa è stata registrata, ma il suo messaggio è andato perso; vedi `/zertz board`.
no-move-to-take-back = Non hai mosse da annullare.
not-your-last-move = Puoi annullare solo la tua ultima mossa, prima che muova l'avversario.
opponent-decides = Sulla tua richiesta di annullare decide l'avversario.
only-watching = Non giochi nella partita #{ $game }: tocca a { $player }.
picker-stale = La posizione è cambiata da quando si è aperta questa scelta, quindi non è stato giocato nulla. Tocca a { $player }.
takeback-closed = Quella richiesta di annullare non è più aperta: nel frattempo è stata giocata una mossa.
draw-offered = Hai già offerto la patta; l'offerta vale fino alla prossima mossa.
own-draw-offer = Non puoi accettare la tua stessa offerta.
draw-offer-closed = Quell'offerta di patta non è più aperta.
computer-declines-draw = **{ $name }** rifiuta la patta: ognuno di voi può ancora raggiungere un obiettivo. Abbandona con `/zertz resign` se vuoi smettere.

## Partite: tempo, mosse, risultati, la scheda del tabellone

time-none = senza limite di tempo
time-days = { $count ->
        [one] 1 giorno
       *[other] { $count } giorni
    } per mossa
time-hours = { $count ->
        [one] 1 ora
       *[other] { $count } ore
    } per mossa
time-minutes = { $count ->
        [one] 1 minuto
       *[other] { $count } minuti
    } per mossa
deadline = entro { $date } ({ $relative })
no-limit = senza limite
marble-white = una biglia bianca
marble-grey = una biglia grigia
marble-black = una biglia nera
nothing = niente
move-passed = **{ $mover }** non poteva né catturare né piazzare, e ha passato: `-`
move-placed = **{ $mover }** ha piazzato { $marble } in { $at } e rimosso l'anello { $ring }
move-placed-none-free = **{ $mover }** ha piazzato { $marble } in { $at } (nessun anello era libero da rimuovere)
move-captured = **{ $mover }** ha catturato { $marbles }
move-claimed = { $said }, e ha preso { $marbles } isolate dal tabellone
won-by-goal = 🏆 **{ $winner } vince** raggiungendo un obiettivo.
won-by-full-board = 🏆 **{ $winner } vince** riempiendo il tabellone.
won-by-resignation = 🏆 **{ $winner } vince**: { $loser } ha abbandonato.
won-on-time = 🏆 **{ $winner } vince**: { $loser } ha finito il tempo.
drawn-by-repetition = 🤝 **Patta**: la stessa posizione si è ripetuta per la terza volta.
drawn-by-passes = 🤝 **Patta**: entrambi i giocatori hanno passato.
drawn-by-agreement = 🤝 **Patta** di comune accordo.
ratings = Punteggi: { $changes }.
not-rated = La partita è finita prima che entrambi i giocatori muovessero, quindi non conta per il punteggio.
computer-not-rated = Le partite contro il computer non contano per il punteggio; `/zertz stats` tiene i tuoi risultati contro ogni livello.
game-started = La partita #{ $game } è iniziata: **{ $first }** contro **{ $second }**, { $time }.
    { $player }, muovi per primo.
please-move = Per favore muovi { $deadline }.
the-computer = Il computer
thinking = **{ $name }** sta pensando…
your-move = { $player }, tocca a te.
your-move-by = { $player }, tocca a te, { $deadline }.
on-vacation = (In vacanza fino al { $until }: poi parte l'orologio.)
card-game = Partita di ZÈRTZ #{ $game } · { $variant }
card-move = Mossa
card-moves = Mosse
card-clock = Orologio
move-button = Muovi
hint-button = Suggerimento
rematch-button = Rivincita

## Sfide

challenge = { $opponent }, **{ $challenger }** ti sfida a ZÈRTZ: **{ $variant }** ({ $rings } anelli), { $time }, { $first }. La sfida resta aperta 24 ore.
moves-first = { $name } muove per primo
first-by-lot = la prima mossa si sorteggia
new-to-zertz = Nuovo di ZÈRTZ? `/learn` te lo insegna in pochi minuti, a tocchi.
accept-button = Accetta
decline-button = Rifiuta
cancel-button = Ritira
card-challenge = Sfida a ZÈRTZ · { $variant }
challenge-accepted = **{ $name }** ha accettato la sfida: partita #{ $game }.
challenge-declined = **{ $name }** ha rifiutato la sfida.
challenge-withdrawn = **{ $name }** ha ritirato la sfida.

## L'immagine del tabellone

card-captured = Catturate
picture-header = { $variant } · { $rings } anelli · mossa { $ply }
picture-to-move = tocca a { $name }
picture-won-by-goal = { $name } vince: obiettivo raggiunto
picture-won-by-full-board = { $name } vince: tabellone pieno
picture-won-by-resignation = { $name } vince: l'avversario ha abbandonato
picture-won-on-time = { $name } vince: l'avversario senza tempo
picture-drawn-by-repetition = Patta: tre volte la stessa posizione
picture-drawn-by-passes = Patta: entrambi hanno passato
picture-drawn-by-agreement = Patta di comune accordo
picture-each = ciascuna { $count }/{ $goal }
picture-pool = Riserva
picture-pool-empty = vuota: si piazza dalle proprie catture

## Quello che porta il tempo

challenge-expired = La sfida di { $challenger } a { $opponent } è scaduta senza risposta.
reminder = ⏰ { $player }, è passata metà del tuo tempo per questa mossa nella partita #{ $game }. Muovi { $deadline }, o perdi per tempo.

## Rifiuti durante il gioco

not-your-turn = Non è il tuo turno: tocca a { $player }.
stale-move = Quella mossa è stata inviata prima che l'ultima fosse registrata, quindi non è stata giocata. Guarda il nuovo tabellone.
not-a-player = Non giochi in questa partita.
game-over = Questa partita è finita.
move-conflict = Un'altra mossa è stata registrata appena prima della tua. Guarda il nuovo tabellone e riprova.
move-impossible = Quella mossa non è possibile: { $why }.
already-in-game = { $player } ha già una partita in questo canale. Prima va finita, oppure si gioca in un altro canale.
self-challenge = Non puoi sfidare te stesso.
challenge-has-expired = Questa sfida è scaduta.
nothing-to-take-back = Non hai mosse da annullare.
no-draw-offer = Il tuo avversario non ha offerto la patta.
game-missing = Quella partita non esiste.
challenge-missing = Quella sfida non esiste.

## Le impostazioni di un server

server-only = Le impostazioni del bot per un server valgono solo nei suoi canali.
server-managers-only = Solo i membri che possono gestire il server cambiano qui le impostazioni del bot.
server-language-set = Il bot ora pubblica qui in { $language }.
server-language-own = Il bot ora pubblica qui nella lingua del server, come impostata in Discord: { $language }.

## La scelta della mossa

picker-title = La tua mossa · partita n. { $game } · mossa { $ply }
picker-recorded = La tua mossa { $ply }, `{ $notation }`, è stata registrata.
picker-illegal = Quella mossa qui non è consentita; non è stato giocato nulla.
picker-moved-on-unplayed = La posizione è cambiata da quando questa scelta si è aperta, quindi non è stato giocato nulla. Eccola ora.
picker-not-latest = Questo tabellone non è l'ultimo: ecco la posizione ora.
picker-moved-on = La posizione è cambiata da quando questa scelta si è aperta: eccola ora.
picker-ask-capture = La cattura è obbligatoria: scegline una delle { $count } (i loro percorsi sono disegnati).
picker-ask-colour = Scegli il colore della biglia da piazzare.
picker-ask-captured-colour = La riserva è vuota: scegli un colore tra le biglie che hai catturato.
picker-ask-ring = { $colour ->
        [white] Dove va la biglia bianca?
        [grey] Dove va la biglia grigia?
       *[black] Dove va la biglia nera?
    } Scegli uno dei { $count } anelli vuoti (segnati).
picker-ask-removal = { $colour ->
        [white] La biglia bianca va in { $at }.
        [grey] La biglia grigia va in { $at }.
       *[black] La biglia nera va in { $at }.
    } Ora rimuovi uno dei { $count } anelli liberi (segnati): un anello vuoto sul bordo che può scivolare fuori.
picker-ask-confirm = { $what }: `{ $notation }`. Conferma per giocarla.
picker-pass = Nessuna cattura e niente da piazzare: passare
picker-place = Piazzare { $marble } in { $at } e rimuovere l'anello { $ring }
picker-place-none-free = Piazzare { $marble } in { $at } (nessun anello è libero da rimuovere)
picker-capture = Catturare { $marbles }
picker-claim = { $what }, e prendere { $marbles } isolate dal tabellone
picker-takes = cattura { $marbles }
colour-name = { $colour ->
        [white] Bianca
        [grey] Grigia
       *[black] Nera
    }
picker-in-pool = { $colour } · { $count } nella riserva
picker-of-yours = { $colour } · { $count } tue
picker-choose-capture = Scegli una cattura
picker-choose-ring = Scegli un anello
picker-choose-removal = Scegli un anello libero da rimuovere
picker-range = { $what }: da { $first } a { $last }
picker-confirm = Conferma { $notation }
picker-confirm-short = Conferma
picker-back = Indietro
picker-first-listed = Sono elencate solo le prime { $listed } di { $count }: scrivi `/zertz move` per le altre.

## The commands: names (lower case) and descriptions

cmd-zertz =
    .name = zertz
    .description = Gioca a ZÈRTZ: sfida qualcuno, muovi, guarda il tabellone, punteggi
cmd-learn =
    .name = impara
    .description = Impara ZÈRTZ giocando: brevi lezioni a tocchi, poi una prima partita
cmd-study =
    .name = studio
    .description = Rivedi le partite: cronologia, replay, registrazioni, analisi ed esercizi
cmd-puzzle =
    .name = problema
    .description = Un problema da una partita vera vicino al tuo punteggio; rispondi con /zertz move
cmd-tournament =
    .name = torneo
    .description = Tornei in questo server (server che hanno invitato il bot)
cmd-server =
    .name = server
    .description = Le impostazioni del bot per questo server (serve Gestire il server)
cmd-zertz-challenge =
    .name = sfida
    .description = Sfida qualcuno a una partita di ZÈRTZ in questo canale
cmd-zertz-challenge-opponent =
    .name = avversario
    .description = Contro chi giocare
cmd-zertz-challenge-variant =
    .name = variante
    .description = Tabellone e biglie
cmd-zertz-challenge-first =
    .name = primo
    .description = Chi muove per primo
cmd-zertz-challenge-time =
    .name = tempo
    .description = Tempo per ogni mossa
cmd-zertz-challenge-level =
    .name = livello
    .description = Se sfidi il bot stesso: quanto forte gioca
cmd-zertz-move =
    .name = mossa
    .description = Gioca una mossa nella tua partita qui, come Wd4,a1 o x d1Gd3
cmd-zertz-move-notation =
    .name = notazione
    .description = La mossa; inizia a scrivere per vedere quelle legali
cmd-zertz-move-to =
    .name = per
    .description = La tua partita qui, problema o esercizio, se ne hai più di uno aperto
cmd-zertz-place =
    .name = piazza
    .description = Piazza una biglia e rimuovi un anello libero
cmd-zertz-place-colour =
    .name = colore
    .description = Colore della biglia
cmd-zertz-place-at =
    .name = su
    .description = Anello vuoto su cui piazzare
cmd-zertz-place-remove =
    .name = rimuovi
    .description = Anello libero da rimuovere
cmd-zertz-place-to =
    .name = per
    .description = La tua partita qui, problema o esercizio, se ne hai più di uno aperto
cmd-zertz-capture =
    .name = cattura
    .description = Cattura: salta con una biglia fin dove le regole richiedono
cmd-zertz-capture-path =
    .name = salti
    .description = I salti
cmd-zertz-capture-to =
    .name = per
    .description = La tua partita qui, problema o esercizio, se ne hai più di uno aperto
cmd-zertz-board =
    .name = tabellone
    .description = Mostra il tabellone attuale (solo a te)
cmd-zertz-board-game =
    .name = partita
    .description = Quale partita in questo canale
cmd-zertz-resign =
    .name = abbandona
    .description = Abbandona la tua partita in questo canale
cmd-zertz-draw =
    .name = patta
    .description = Offri la patta o accetta l'offerta dell'avversario
cmd-zertz-takeback =
    .name = annulla
    .description = Chiedi di annullare la tua ultima mossa (l'avversario lo concede)
cmd-zertz-vacation =
    .name = vacanza
    .description = Ferma i tuoi orologi in ogni partita per qualche giorno (al massimo 14 su 60)
cmd-zertz-vacation-days =
    .name = giorni
    .description = Quanti giorni, da 1 a 14
cmd-zertz-rematch =
    .name = rivincita
    .description = Sfida di nuovo qui il tuo ultimo avversario
cmd-zertz-games =
    .name = partite
    .description = Le tue partite in corso su questo server
cmd-zertz-leaderboard =
    .name = classifica
    .description = I migliori giocatori
cmd-zertz-leaderboard-scope =
    .name = ambito
    .description = Questo server, tutti o punteggi dei problemi
cmd-zertz-leaderboard-page =
    .name = pagina
    .description = Numero di pagina
cmd-zertz-stats =
    .name = statistiche
    .description = Punteggi e risultati di un giocatore
cmd-zertz-stats-player =
    .name = giocatore
    .description = Di chi (tu, se non indicato)
cmd-study-history =
    .name = cronologia
    .description = Le mosse di una partita
cmd-study-history-game =
    .name = partita
    .description = Quale partita in questo canale
cmd-study-replay =
    .name = rivedi
    .description = Il replay animato di una partita
cmd-study-replay-game =
    .name = partita
    .description = Quale partita in questo canale
cmd-study-export =
    .name = esporta
    .description = La registrazione di una partita in file: la notazione delle regole e l'SGF di boardspace
cmd-study-export-game =
    .name = partita
    .description = Quale partita in questo canale
cmd-study-analyse =
    .name = analizza
    .description = L'analisi di una partita finita: precisione, errori e mosse migliori
cmd-study-analyse-game =
    .name = partita
    .description = Quale partita in questo canale
cmd-study-import =
    .name = importa
    .description = Controlla la registrazione di una partita (SGF di boardspace o riga) e la mostra; nulla è salvato
cmd-study-import-file =
    .name = file
    .description = Un file .sgf o una riga di registrazione (.tsv/.txt)
cmd-study-import-analyse =
    .name = analizza
    .description = Analizza anche la partita con il motore (predefinito: no)
cmd-study-mistakes =
    .name = errori
    .description = Impara dai tuoi errori: trova mosse migliori per le tue mosse segnate
cmd-study-mistakes-game =
    .name = partita
    .description = Quale partita in questo canale (la tua ultima finita)
cmd-study-practice =
    .name = esercizio
    .description = Riprova le mosse mancate in /study mistakes, distribuite nei giorni
cmd-puzzle-public =
    .name = pubblico
    .description = Mostralo nel canale (predefinito: solo a te)
cmd-learn-lesson =
    .name = lezione
    .description = Quale lezione (predefinito: il corso e a che punto sei)
cmd-server-daily =
    .name = quotidiano
    .description = Pubblica un problema ogni giorno in questo canale (serve Gestire il server)
cmd-server-daily-switch =
    .name = stato
    .description = Attivo o disattivo
cmd-tournament-create =
    .name = crea
    .description = Crea un torneo in questo canale (organizzatori)
cmd-tournament-create-name =
    .name = nome
    .description = Il suo nome
cmd-tournament-create-format =
    .name = formula
    .description = Sistema svizzero o girone all'italiana
cmd-tournament-create-rounds =
    .name = turni
    .description = Turni svizzeri (predefinito: circa log2 dei giocatori, più uno)
cmd-tournament-create-variant =
    .name = variante
    .description = Tabellone e biglie
cmd-tournament-create-time =
    .name = tempo
    .description = Tempo per ogni mossa
cmd-tournament-create-max_players =
    .name = max_giocatori
    .description = Il numero massimo di giocatori (predefinito 32)
cmd-tournament-create-starts =
    .name = inizio
    .description = Inizia da solo dopo queste ore (predefinito: quando premi Start)
cmd-tournament-standings =
    .name = classifica
    .description = La classifica di un torneo (predefinito l'ultimo di questo canale)
cmd-tournament-standings-event =
    .name = torneo
    .description = Quale torneo (il suo numero)
cmd-tournament-list =
    .name = elenco
    .description = I tornei di questo server: aperti, in corso e finiti
cmd-tournament-remove =
    .name = rimuovi
    .description = Togli un giocatore da un torneo (organizzatori)
cmd-tournament-remove-player =
    .name = giocatore
    .description = Chi
cmd-tournament-remove-event =
    .name = torneo
    .description = Quale torneo (predefinito quello di questo canale)
cmd-server-organisers =
    .name = organizzatori
    .description = Scegli il ruolo che può gestire i tornei qui (serve Gestire il server)
cmd-server-organisers-role =
    .name = ruolo
    .description = Il ruolo (nessuno: solo chi può gestire il server)
cmd-zertz-rules =
    .name = regole
    .description = Come si gioca a ZÈRTZ
cmd-zertz-help =
    .name = aiuto
    .description = I comandi del bot
cmd-context-challenge =
    .name = Sfida a ZÈRTZ
cmd-server-language =
    .name = lingua
    .description = La lingua dei post del bot qui (serve Gestire il server)
cmd-server-language-language =
    .name = lingua
    .description = Quale lingua

## The fixed choices

choice-colour-B = nero
choice-colour-G = grigio
choice-colour-W = bianco
choice-first-me = io
choice-first-random = a caso
choice-first-them = l'avversario
choice-format-round-robin = girone: tutti contro tutti
choice-format-swiss = svizzero: si incontra chi ha lo stesso punteggio, pochi turni
choice-level-easy = facile: per principianti
choice-level-hard = difficile: il più forte
choice-level-medium = medio
choice-scope-global = tutti
choice-scope-puzzles = punteggi dei problemi
choice-scope-server = questo server
choice-switch-off = disattivo
choice-switch-on = attivo: un problema qui ogni giorno
choice-time-0 = senza limite
choice-time-259200 = 3 giorni
choice-time-3600 = 1 ora
choice-time-604800 = 7 giorni
choice-time-86400 = 1 giorno
choice-to-game = la mia partita qui
choice-to-lesson = la mia lezione
choice-to-practice = il mio esercizio sugli errori
choice-to-puzzle = il mio problema
choice-variant-blitz = blitz: 37 anelli, meno biglie
choice-variant-large = grande: 61 anelli
choice-variant-standard = standard: 37 anelli
choice-variant-tournament = torneo: 48 anelli
choice-language-discord = quella del server, impostata in Discord
choice-language-de = Deutsch
choice-language-en = English
choice-language-es = Español
choice-language-fr = Français
choice-language-it = Italiano
choice-language-nl = Nederlands
