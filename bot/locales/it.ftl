# Italian. The messages first, by the same ids as en.ftl; then every
# command field's name and description, and the fixed choices' labels.

## L'aiuto e le regole

help-card = Comandi di ZÈRTZ
help-title = Nuovo del gioco? Inizia con { COMMAND("learn") }.
help-footer = Clic destro su un membro → App → **{ $context }** funziona anche così. Al tuo turno, **{ move-button }** sotto il tabellone sceglie una mossa a tocchi, senza notazione.
choice-default = { $label } (predefinito)
rules = **ZÈRTZ** è un gioco per due di Kris Burm. Il tabellone è fatto di anelli, e le biglie bianche, grigie e nere non sono di nessuno.
    • Al tuo turno, **piazza** una biglia di qualsiasi colore su un anello vuoto, poi **rimuovi un anello libero**: un anello vuoto sul bordo che potrebbe scivolare fuori (due lati vicini aperti).
    • Se puoi **catturare**, devi: una biglia salta sopra una biglia vicina fino all'anello vuoto dietro, e continua a saltare finché può. Le biglie saltate sono tue.
    • Isolare un gruppo di anelli tutti occupati ti **dà** le sue biglie.
    • Vince chi ha 4 bianche, 5 grigie, 6 nere o 3 di ogni colore (blitz: 3, 4, 5 o 2 di ogni colore).
    Per muovere, tocca **{ move-button }** sotto il tabellone e scegli passo per passo: sono offerte solo scelte legali. Oppure scrivila: `Wd4,a1` piazza una bianca in d4 e rimuove a1; `x d1Gd3` salta da d1 sopra una grigia fino a d3. { COMMAND("zertz move") } suggerisce le mosse legali mentre scrivi.
    Nuovo di ZÈRTZ? { COMMAND("learn") } te lo insegna in brevi lezioni su tabelloni piccoli, poi una prima partita contro il computer.
rules-first-player = Primo giocatore
rules-second-player = Secondo giocatore
our-fault = Qualcosa è andato storto dalla parte del bot; non è cambiato nulla. Riprova.

## Rifiuti sulle partite

no-such-game = Non esiste la partita #{ $number }.
not-in-channel = La partita #{ $game } non è in questo canale.
which-game = Quale partita? Qui se ne giocano diverse: scegline una con l'opzione `{ OPTION("zertz board", "game") }`.
no-game-here = Non c'è nessuna partita in questo canale. { COMMAND("zertz challenge") } ne inizia una.
no-game-of-yours = Non hai partite in questo canale. Iniziane una con { COMMAND("zertz challenge") }.
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
message-lost = La mossa è stata registrata, ma il suo messaggio è andato perso; vedi { COMMAND("zertz board") }.
no-move-to-take-back = Non hai mosse da annullare.
not-your-last-move = Puoi annullare solo la tua ultima mossa, prima che muova l'avversario.
opponent-decides = Sulla tua richiesta di annullare decide l'avversario.
only-watching = Non giochi nella partita #{ $game }: tocca a { $player }.
picker-stale = La posizione è cambiata da quando si è aperta questa scelta, quindi non è stato giocato nulla. Tocca a { $player }.
takeback-closed = Quella richiesta di annullare non è più aperta: nel frattempo è stata giocata una mossa.
draw-offered = Hai già offerto la patta; l'offerta vale fino alla prossima mossa.
own-draw-offer = Non puoi accettare la tua stessa offerta.
draw-offer-closed = Quell'offerta di patta non è più aperta.
computer-declines-draw = **{ $name }** rifiuta la patta: ognuno di voi può ancora raggiungere un obiettivo. Abbandona con { COMMAND("zertz resign") } se vuoi smettere.

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
time-span = { $unit ->
        [minute] { $count ->
            [one] { $count } minuto
           *[other] { $count } minuti
        }
        [hour] { $count ->
            [one] { $count } ora
           *[other] { $count } ore
        }
       *[day] { $count ->
            [one] { $count } giorno
           *[other] { $count } giorni
        }
    }
time-ahead = tra { $span }
time-ago = { $span } fa
no-limit = senza limite
marble-white = { $count ->
        [one] una biglia bianca
       *[other] { $count } biglie bianche
    }
marble-grey = { $count ->
        [one] una biglia grigia
       *[other] { $count } biglie grigie
    }
marble-black = { $count ->
        [one] una biglia nera
       *[other] { $count } biglie nere
    }
nothing = niente
move-passed = **{ $mover }** non poteva né catturare né piazzare, e ha passato: `-`
move-placed = **{ $mover }** ha piazzato { $marble } in { $at } e rimosso l'anello { $ring }
move-placed-none-free = **{ $mover }** ha piazzato { $marble } in { $at } (nessun anello era libero da rimuovere)
move-captured = **{ $mover }** ha catturato { $marbles }
move-claimed = { $said }, e ha preso { $marbles } per isolamento
won-by-goal = 🏆 **{ $winner } vince** raggiungendo un obiettivo.
won-by-full-board = 🏆 **{ $winner } vince** riempiendo il tabellone.
won-by-resignation = 🏆 **{ $winner } vince**: { $loser } ha abbandonato.
won-on-time = 🏆 **{ $winner } vince**: { $loser } ha finito il tempo.
drawn-by-repetition = 🤝 **Patta**: la stessa posizione si è ripetuta per la terza volta.
drawn-by-passes = 🤝 **Patta**: entrambi i giocatori hanno passato.
drawn-by-agreement = 🤝 **Patta** di comune accordo.
ratings = Punteggi: { $changes }.
not-rated = La partita è finita prima che entrambi i giocatori muovessero, quindi non conta per il punteggio.
computer-not-rated = Le partite contro il computer non contano per il punteggio; { COMMAND("zertz stats") } tiene i tuoi risultati contro ogni livello.
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
record-button = Registrazione
replay-button = Replay
analyse-button = Analizza

## Sfide

challenge = { $opponent }, **{ $challenger }** ti sfida a ZÈRTZ: **{ $variant }** ({ $rings } anelli), { $time }, { $first }. La sfida resta aperta 24 ore.
moves-first = { $name } muove per primo
first-by-lot = la prima mossa si sorteggia
new-to-zertz = Nuovo di ZÈRTZ? { COMMAND("learn") } te lo insegna in pochi minuti, a tocchi.
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
server-threads-on = Ogni partita qui ora ha un thread tutto suo, aperto dalla sua sfida, che resta nel canale come scheda della partita.
server-threads-off = Ora le partite restano nel canale dove è stata lanciata la sfida.
server-threads-lacking = In questo canale al bot manca «Crea thread pubblici» o «Invia messaggi nei thread»: finché non li ha entrambi, le partite restano qui nel canale.
thread-name = #{ $game } { $first } contro { $second } · { $variant }
game-card = **{ $first }** contro **{ $second }** · la partita: { $thread }
card-last-move = Ultima mossa: `{ $notation }`
card-to-move = Tocca a { $player }.
card-to-move-by = Tocca a { $player }, { $deadline }.
goes-on-in-thread = Fatto. La partita #{ $game } continua nel suo thread: { $thread }
posted-there = Pubblicato in { $channel }, dove la partita avrà un thread tutto suo.
no-thread-here = Questa partita resta in questo canale: per darle un thread, qui il bot ha bisogno di «Crea thread pubblici» e «Invia messaggi nei thread».
thread-left = La partita #{ $game } continua qui: il suo thread è stato eliminato, oppure il bot non può più pubblicarci.
need-thread-setting = Di' sì o no: { COMMAND("server threads") } con `{ OPTION("server threads", "setting") }`.

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
picker-claim = { $what }, e prendere { $marbles } per isolamento
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
picker-first-listed = Sono elencate solo le prime { $listed } di { $count }: scrivi { COMMAND("zertz move") } per le altre.

## Le ragioni delle regole per cui una mossa non va

notation-unread = impossibile leggere { $excerpt }: { $problem }; scrivi un piazzamento come Wd4,d1, una cattura come x d1Gd3, o - per passare
colour-adjective = { $colour ->
        [white] bianca
        [grey] grigia
       *[black] nera
    }
illegal-game-over = la partita è finita
illegal-capture-compulsory = la cattura è obbligatoria: { $example } è possibile
illegal-must-pass = non hai catture né biglie da piazzare, quindi devi passare (-)
illegal-pass-capture = non puoi passare: c'è una cattura possibile
illegal-pass-place = non puoi passare: hai una biglia da piazzare
illegal-not-on-board = { $square } non è su questo tabellone
illegal-ring-gone = non c'è più un anello in { $square }
illegal-occupied = { $square } è occupato: c'è { $marble } sopra
illegal-not-in-pool = { $colour ->
        [white] nella riserva non resta nessuna biglia bianca
        [grey] nella riserva non resta nessuna biglia grigia
       *[black] nella riserva non resta nessuna biglia nera
    }
illegal-not-captured = { $colour ->
        [white] la riserva è vuota e non hai nessuna biglia bianca catturata da piazzare
        [grey] la riserva è vuota e non hai nessuna biglia grigia catturata da piazzare
       *[black] la riserva è vuota e non hai nessuna biglia nera catturata da piazzare
    }
illegal-not-free = l'anello { $square } non è libero: non ha due lati aperti vicini
illegal-remove-occupied = l'anello { $square } non è libero: c'è { $marble } sopra
illegal-remove-placed = l'anello { $square } non è libero: la biglia è appena stata piazzata lì
illegal-removal-required = dopo un piazzamento va rimosso un anello libero, per esempio { $example }
illegal-wrong-claim = questa mossa prende { $actual }, non { $given }
illegal-no-jumper = non c'è una biglia in { $square } con cui saltare
illegal-no-jump = una cattura richiede almeno un salto, come x d1d3
illegal-not-a-jump = da { $from } a { $to } non è un salto: una biglia salta sopra una vicina fino all'anello subito dietro, in linea retta
illegal-jump-off-board = un salto da { $square } in quella direzione uscirebbe dal tabellone
illegal-nothing-to-jump = non c'è una biglia in { $square } da saltare
illegal-landing-gone = la biglia non può atterrare in { $square }: lì non c'è un anello
illegal-landing-occupied = la biglia non può atterrare in { $square }: c'è { $marble } sopra
illegal-wrong-colour = la biglia in { $square } è { $actual }, non { $given }
illegal-must-continue = la cattura deve proseguire: da { $at } la biglia può ancora saltare in { $to }

## Rifiuti di ciò che non si è potuto leggere

unknown-command = Comando sconosciuto. Prova { COMMAND("zertz help") }.
button-expired = Questo pulsante è scaduto. { COMMAND("zertz help") } elenca i comandi che fanno lo stesso.
not-offered = { $option ->
        [colour] Il colore è { $offered }, non { $given }.
        [scope] L'ambito è { $offered }, non { $given }.
        [first] Chi inizia: { $offered }, non { $given }.
        [time] Il tempo per mossa è { $offered }, non { $given }.
        [level] Il livello è { $offered }, non { $given }.
        [target] Una mossa è per { $offered }, non per { $given }.
       *[format] Il formato è { $offered }, non { $given }.
    }
vacation-days = Prendi da { $min } a { $max } giorni di vacanza: per esempio { COMMAND("zertz vacation") } con `{ OPTION("zertz vacation", "days") }` 3.
out-of-range = `{ $option }` accetta da { $min } a { $max }.
unknown-variant = variante sconosciuta { $name }: si attende blitz, standard, tournament, large, o un tabellone con un set di biglie come 48-blitz o 61-standard
not-a-capture = Questa non è una cattura: { $why }.
not-a-capture-path = Questo non è il percorso di una cattura; indica i suoi anelli, come `d1 d3 d5`.
need-picked-member = Scegli un membro da sfidare.
need-opponent = Di' chi sfidi: { COMMAND("zertz challenge") } con un membro in `{ OPTION("zertz challenge", "opponent") }`.
need-notation = Scrivi una mossa, come `Wd4,a1` o `x d1Gd3`.
need-colour-and-ring = Indica un colore e un anello, come colour:white at:d4 remove:a1.
need-capture-path = Indica il percorso della cattura, come `d1 d3 d5`.
need-file = Allega una partita a { COMMAND("study import") } in `{ OPTION("study import", "file") }`: un .sgf o una riga di partita.
need-switch = Di' sì o no: { COMMAND("server daily") } con `{ OPTION("server daily", "switch") }`.
need-language = Di' quale lingua: { COMMAND("server language") } con `{ OPTION("server language", "language") }`, o quella del server, come la imposta Discord.
need-event-name = Dai un nome al torneo: { COMMAND("tournament create") } con `{ OPTION("tournament create", "name") }`.
need-event-format = Di' il formato in `{ OPTION("tournament create", "format") }`: sistema svizzero o girone all'italiana.
need-player = Di' quale giocatore: un membro in `{ OPTION("tournament remove", "player") }`.

## Gli altri rifiuti dell'archivio

game-not-over = Questa partita è ancora in corso; si potrà analizzare quando finisce.
challenge-closed = Questa sfida è già { $status ->
        [accepted] accettata
        [declined] rifiutata
        [cancelled] ritirata
       *[other] { $status }
    }.
not-your-challenge = { $answer ->
        [accept] Questa non è la tua sfida: solo il giocatore sfidato può accettarla.
        [decline] Questa non è la tua sfida: solo il giocatore sfidato può rifiutarla.
       *[cancel] Questa non è la tua sfida: solo chi l'ha lanciata può ritirarla.
    }
on-vacation-already = Sei già in vacanza fino a { $until }; una mossa la termina prima.
vacation-too-long = Ti { $days ->
        [one] resta { $days } giorno
       *[other] restano { $days } giorni
    } di vacanza: al massimo 14 ogni 60 giorni.
no-puzzle-open = Non hai nessun problema aperto. Prendine uno con { COMMAND("puzzle") }.
puzzle-open = Hai già aperto il problema n. { $puzzle }: rispondi prima con { COMMAND("zertz move") } ({ COMMAND("puzzle") } lo mostra di nuovo).
puzzle-answered = Quel passo del problema ha già una risposta. { COMMAND("puzzle") } mostra a che punto è.
daily-tried = Hai già provato il problema di oggi. Domani ne arriva uno nuovo.
no-practice-open = Non hai nessun esercizio aperto. { COMMAND("study mistakes") } ripercorre le tue mosse segnate di una partita analizzata; { COMMAND("study practice") } ti dà quelle che hai mancato.
practice-answered = Quella mossa ha già una risposta. { COMMAND("study practice") } mostra a che punto è il tuo esercizio.
no-lesson-open = Non hai nessuna lezione aperta. { COMMAND("learn") } mostra il corso e a che punto sei.
lesson-answered = Quell'esercizio ha già una risposta. { COMMAND("learn") } mostra a che punto sei.
no-such-tournament = Quel torneo non esiste. { COMMAND("tournament list") } mostra quelli di questo server.
tournament-started = Questo torneo è { $status ->
        [running] in corso
        [finished] finito
        [cancelled] annullato
       *[other] { $status }
    }: si entra solo prima che inizi.
tournament-full = Questo torneo è pieno: accetta { $max } giocatori.
already-entered = Sei già in questo torneo.
not-entered = Non giochi in questo torneo.
in-tournament = Sei iscritto al torneo n. { $tournament } in questo canale, e le sue partite si giocano qui: gioca le altre partite in un altro canale finché non finisce (o lascialo).
round-paired = Quel turno è già stato abbinato. { COMMAND("tournament standings") } mostra a che punto è.

## Rifiuti su problemi, esercizi, lezioni, tornei e analisi

all-puzzles-tried = Hai provato tutti i problemi che ci sono. Ne arrivano di nuovi con nuove partite.
puzzle-withdrawn = Il problema n. { $puzzle } non è più offerto, quindi è stato messo da parte senza punteggio. { COMMAND("puzzle") } te ne dà un altro.
move-impossible-here = Quella mossa qui non è possibile: { $why }.
daily-over = Quel problema del giorno è finito; quello di oggi è nel post del giorno più recente del canale.
practice-not-your-game = Non hai giocato la partita n. { $game }, quindi non contiene errori tuoi.
practice-not-analysed = La partita n. { $game } non è ancora stata analizzata: chiedilo con { COMMAND("study analyse") } (`{ OPTION("study analyse", "game") }` { $game }), poi riprova.
practice-gone = L'analisi della partita n. { $game } non segna più quella mossa, quindi questo esercizio è stato chiuso. { COMMAND("study mistakes") } lo ricomincia.
no-such-lesson = Non c'è la lezione { $asked }: il corso ha le lezioni da 1 a { $last }. { COMMAND("learn") } le elenca.
no-hints-here = La partita n. { $game } non ha suggerimenti: sono per le partite contro il computer al livello più facile, come quella che avvia { COMMAND("learn") }.
hint-not-your-game = Non giochi la partita n. { $game }, quindi non ha suggerimenti per te.
not-organiser = Solo gli organizzatori gestiscono i tornei: i membri che possono gestire il server, o con il ruolo indicato da { COMMAND("server organisers") }.
tournaments-in-servers = I tornei si giocano nel canale di un server.
too-few-players = Un torneo inizia con almeno { $min } giocatori; finora se ne sono uniti { $have }.
no-tournament-here = Non c'è nessun torneo in questo canale. { COMMAND("tournament list") } mostra quelli di questo server; indicane uno con `{ OPTION("tournament standings", "event") }`.
tournament-not-here = Il torneo n. { $tournament } non è su questo server.
bad-tournament-name = Dai al torneo un nome da 1 a { $max } caratteri.
analysis-running = La tua analisi di un'altra partita è ancora in corso; richiedi quando è finita.
analysis-queue-full = Aspettano già { $max } analisi; richiedi fra qualche minuto.
being-analysed = La partita n. { $game } è già in analisi; richiedi fra un momento.
no-finished-game = Non hai nessuna partita finita in questo canale da analizzare.
still-played = La partita n. { $game } è ancora in corso: si potrà analizzare quando finisce, perché il motore non aiuti nessuno a metà partita.
file-too-large = `{ $name }`: il file è di { $size } byte; se ne accettano al massimo { $limit }.
file-unreachable = `{ $name }`: non è stato possibile scaricare il file da Discord ({ $why }); riprova.
file-not-text = `{ $name }` non è un file di testo. Importa un .sgf da boardspace.net o una riga di partita da { COMMAND("study export") }.
file-not-a-record = `{ $name }` non si può importare: { $why }.

## Il corso

course-first-game = La tua prima partita del corso: tocca **{ move-button }** per giocare, e **{ hint-button }** su qualsiasi tabellone quando sei bloccato. La partita chiude il corso.
lesson-opponent = Avversario
lesson-card-title = Lezione { $lesson } · esercizio { $exercise } di { $count }
lesson-exercise-heading = **Esercizio { $exercise }**
course-intro = **Impara ZÈRTZ giocando.** Brevi lezioni su tabelloni piccoli, a cui si risponde toccando.
course-game-open = La tua partita del corso è la n. { $game }: giocala con il pulsante **{ move-button }** sotto il suo tabellone.
course-card-title = Il corso · { $done } lezioni fatte su { $count }
course-go-on = Continua con la lezione { $lesson }
course-start = Inizia la lezione { $lesson }
course-choose = Scegli una lezione
course-line-next = Corso: { $done } lezioni su { $count }, { $stars ->
        [one] { $stars } stella
       *[other] { $stars } stelle
    }; { COMMAND("learn") } continua con la lezione { $lesson }
course-line-finished = Corso: { $done } lezioni su { $count }, { $stars ->
        [one] { $stars } stella
       *[other] { $stars } stelle
    }; finito
net-winning = la partita vinta
net-losing = la partita persa
net-even = in pari: niente guadagnato
net-ahead = { $count ->
        [one] { $count } biglia
       *[other] { $count } biglie
    } di vantaggio
net-behind = { $count ->
        [one] { $count } biglia
       *[other] { $count } biglie
    } di svantaggio
miss-too-few = Questa cattura { $got ->
        [one] { $got } biglia
       *[other] { $got } biglie
    }; un'altra cattura qui ne prende { $best }. Puoi scegliere qualsiasi cattura (R3.4): scegli quella che guadagna di più.
miss-still-vacant = Gli anelli { $rings } sono isolati, ma { $vacant } { $count ->
        [one] è ancora vuoto
       *[other] sono ancora vuoti
    }, quindi il gruppo resta in gioco e non si prende (R4.3).
miss-cuts-nothing = Questo non isola nulla: un gruppo si prende solo quando nessun anello lo unisce al resto e ognuno dei suoi anelli ha una biglia (R4.1).
miss-claims-few = Questo prende { $claimed ->
        [one] { $claimed } biglia
       *[other] { $claimed } biglie
    }; in un turno se ne possono prendere di più (R4.1).
miss-no-goal = Dopo hai { $white } bianche, { $grey } grigie e { $black } nere: non raggiunge nessun obiettivo (R5.1).
miss-not-a-placement = Questo esercizio chiede un piazzamento.
miss-not-forced = Dopo il tuo avversario non ha nulla da catturare, quindi nulla forza la sua risposta (R3.4).
miss-gives-capture = Lascia catturare il tuo avversario: { $line }, e resti { $net } (R3.4).
miss-outgained = La risposta migliore del tuo avversario: { $line }, e resti { $net }.
miss-safe-reply = Il tuo avversario può rispondere: { $move }, e non ti resta nulla da catturare.
lesson-right = ✅ **Giusto:** { $move }. { $praise }
lesson-what-follows = Ciò che segue: { $line }, e resti { $net }.
lesson-goal = **Il tuo obiettivo:** { $ask }
lesson-heading = **Lezione { $lesson }: { $title }**
lesson-not-allowed = ❌ **Non consentito:** { $why } ({ $rule }). Non è stato contato nulla: riprova.
lesson-not-yet = ❌ **Non ancora:** { $move }. { $why }
lesson-try-again = Riprova dallo stesso tabellone (**{ move-button }**), o chiedi un **{ hint-button }**.
lesson-done = 🎉 **Lezione { $lesson } fatta:** { $stars } ({ $answers ->
        [one] { $answers } risposta
       *[other] { $answers } risposte
    } per { $exercises ->
        [one] { $exercises } esercizio
       *[other] { $exercises } esercizi
    }).
lesson-done-title = Lezione { $lesson } · fatta
lesson-play-first-game = Gioca la tua prima partita
lesson-next = Avanti: lezione { $lesson }
lesson-course-button = Corso
lesson-hint = 💡 **Suggerimento:** { $hint }
lesson-stuck = Ancora bloccato? Una risposta (tocca per vederla): ||{ $solution }||
lesson-behind-you = Quell'esercizio è alle tue spalle; ecco quello a cui sei.
hint-place = piazzare { $marble } in { $at } e rimuovere l'anello { $ring }
hint-place-none-free = piazzare { $marble } in { $at }
jump-first = la biglia { $jumper ->
        [white] bianca
        [grey] grigia
       *[black] nera
    } in { $from } salta sopra la { $over ->
        [white] bianca
        [grey] grigia
       *[black] nera
    } in { $at } fino a { $to }
jump-then = poi sopra la { $over ->
        [white] bianca
        [grey] grigia
       *[black] nera
    } in { $at } fino a { $to }
hint-capture = catturare { $marbles }: { $jumps }
hint-pass = passare
hint-claiming = { $what }, prendendo { $marbles }
game-hint = 💡 **Suggerimento per la partita n. { $game }:** il motore sceglierebbe di { $what }. Tocca **{ move-button }** sotto il tabellone per giocarla, o un'altra mossa.
hint-title = Suggerimento · partita n. { $game }

## Giocare: partite contro il computer, patte, mosse annullate, vacanze

computer-game-started = La partita n. { $game } è iniziata: **{ $first }** contro **{ $second }**, { $variant }, contro il computer al livello **{ $level }** (senza punteggio, senza orologio).
you-move-first = { $player }, muovi per primo.
computer-moves-first = **{ $name }** muove per primo e sta pensando…
move-recorded-board = La tua mossa { $ply }, `{ $notation }`, è stata registrata. Ecco il tabellone ora.
stale-move-board = Quella mossa è stata inviata prima che fosse registrata l'ultima mossa del tuo avversario, quindi non è stata giocata. Ecco il tabellone ora; gioca di nuovo se la vuoi ancora.
draw-offer = **{ $name }** offre la patta nella partita n. { $game }. { $other }, accetta o rifiuta; l'offerta decade con la prossima mossa.
accept-draw-button = Accetta la patta
draw-declined = **{ $name }** ha rifiutato l'offerta di patta.
on-vacation-now = Sei in vacanza fino a { $until } ({ $relative }): i tuoi orologi sono fermi in ogni partita, e i tuoi avversari lo vedono. Una mossa la termina prima.
takeback-asked = **{ $name }** chiede di annullare la mossa { $ply }, `{ $notation }`, nella partita n. { $game }. { $other }, lo permetti?
allow-takeback-button = Permetti l'annullamento
refuse-button = Rifiuta
takeback-refused = **{ $name }** ha rifiutato l'annullamento.
takeback-allowed = **{ $name }** ha permesso l'annullamento.
taken-back = Partita n. { $game }: { $plies ->
        [one] una mossa annullata
       *[other] due mosse annullate
    } ({ $first } contro { $second }). Il tabellone torna alla mossa { $ply }.

## Cosa manca al bot in un canale

lacks-header = Questo canale non mi dà:
lacks-footer = Chi può gestire questo canale può concederli al bot (impostazioni del canale → Autorizzazioni).
lacks-post = **Visualizzare il canale** e **Inviare messaggi**: qui rispondo ai comandi, e ciò che pubblico da solo (le risposte del computer, i promemoria) arriva con il prossimo comando qui o come messaggio diretto
lacks-attach = **Allegare file**: i tabelloni sono mostrati come testo
lacks-embed = **Incorporare link**: le schede sono mostrate come testo semplice
from-your-game-in = -# Dalla tua partita in { $channel }

## I problemi e il problema del giorno

puzzle-goal = Sei il { $seat ->
        [first] primo
       *[second] secondo
    } giocatore, tocca a te: **vinci in { $moves }** (una vittoria forzata, qualunque cosa faccia l'avversario; { $variant }).
puzzle-goal-daily = Tocca al { $seat ->
        [first] primo
       *[second] secondo
    } giocatore: **vinci in { $moves }** (una vittoria forzata, qualunque cosa faccia l'avversario; { $variant }).
puzzle-seat-opponent = avversario
puzzle-seat-to-move = al tratto
puzzle-answer-title = La tua risposta · problema n. { $puzzle }
puzzle-still-open = Il tuo problema è ancora aperto.
puzzle-step = Mossa { $step } di { $count }.
puzzle-answer-how = Rispondi con il pulsante **{ move-button }**, o con { COMMAND("zertz move") }.
puzzle-card-title = Problema ZÈRTZ n. { $puzzle }
puzzle-rating-field = Punteggio
puzzle-right = ✅ `{ $notation }` è giusta. L'avversario risponde `{ $answer }`. Tocca a te: ancora { $left } per vincere.
puzzle-solved = 🎉 `{ $notation }` vince. Problema n. { $puzzle } risolto! { $finish }
puzzle-wrong = ❌ `{ $notation }` non vince{ $refutation }. La soluzione era `{ $answer }` (disegnata sul tabellone).
puzzle-refuted-capture = : l'avversario cattura con `{ $notation }`
puzzle-refuted = : l'avversario risponde `{ $notation }`
puzzle-themes = Temi: { $themes }.
puzzle-theme = { $theme ->
        [capture-chain] catena di catture
        [isolation] isolamento
        [sacrifice] sacrificio
        [goal-colour] obiettivo di un colore
        [goal-each] obiettivo di ogni colore
       *[full-board] tabellone pieno
    }
puzzle-rating-change = Punteggio dei problemi { $before } → { $after } ({ $delta }).
puzzle-not-rated = Già provato, quindi senza punteggio.
puzzle-streak = Serie: { $streak }.
daily-on = Il problema del giorno è attivo qui: ne viene pubblicato uno ogni giorno (mezzanotte UTC), il primo al prossimo giro.
daily-already-on = Il problema del giorno è già attivo qui.
daily-off = Il problema del giorno è disattivato qui.
daily-not-on = Il problema del giorno non era attivo qui.
daily-heading = 🧩 **Problema del giorno** · n. { $puzzle }
daily-press-solve = Premi **{ solve-button }** per provarlo (solo tu vedi le tue risposte).
daily-yesterday = Il problema di ieri è stato risolto da { $who } ({ $solved } su { $tried } che l'hanno provato).
daily-nobody = nessuno
solve-button = Risolvi
daily-card-title = Problema ZÈRTZ del giorno n. { $puzzle }

## Imparare dai propri errori

practice-no-marks = L'analisi della partita n. { $game } non segna nessuna tua mossa: non c'è nulla da imparare lì. Ben giocato!
practice-checking = Controllo la tua mossa…
practice-answer-title = La tua risposta · mossa { $move } della partita n. { $game }
practice-walk-title = Impara dai tuoi errori · partita n. { $game }
practice-review-title = Esercizio · partita n. { $game }
practice-better = La mossa migliore era `{ $notation }` (disegnata sul tabellone), che teneva la tua probabilità a { $chance }.
practice-better-line = La mossa migliore era `{ $notation }` (disegnata sul tabellone), che teneva la tua probabilità a { $chance }; il motore si aspetta { $line }.
practice-walk-lead = **{ analysis-learn }** nella partita n. { $game }: l'analisi ha segnato { $count ->
        [one] { $count } tua mossa
       *[other] { $count } tue mosse
    }. Arrivano nell'ordine in cui le hai giocate, così ogni tabellone segue il precedente come nella partita.
practice-closed = (Il tuo esercizio aperto della partita n. { $game } è stato chiuso.)
practice-mistake-heading = **Errore { $at } di { $total }**: mossa { $move } della partita n. { $game }.
practice-review-heading = **Dalla tua serie di allenamento**: mossa { $move } della partita n. { $game }.
practice-question = Sei il { $seat ->
        [first] primo
       *[second] secondo
    } giocatore, tocca a te. Qui hai giocato `{ $played }` ({ $mark }) e la tua probabilità è scesa da { $before } a { $after }. Trova una mossa migliore con il pulsante **{ move-button }** o { COMMAND("zertz move") }.
analysis-mark = { $mark ->
        [inaccuracy] imprecisione
        [mistake] errore
       *[blunder] errore grave
    }
practice-one-try-left = Resta un tentativo.
practice-one-more-try = Ancora un tentativo.
practice-played-again = ❌ `{ $notation }` è la mossa che hai giocato nella partita.
practice-too-much = ❌ `{ $notation }` regala troppo: la tua probabilità sarebbe { $chance } (la mossa migliore tiene { $best }).
practice-best = ✅ `{ $notation }`: la scelta del motore stesso, che tiene la tua probabilità a { $chance }.
practice-good-enough = ✅ `{ $notation }` basta: la tua probabilità sarebbe { $chance } (la migliore del motore tiene { $best }).
practice-expects = Il motore si aspetta { $line }.
practice-set-empty = La tua serie di allenamento è vuota.
practice-set = { $count ->
        [one] { $count } posizione aspetta
       *[other] { $count } posizioni aspettano
    } nella tua serie di allenamento ({ $due } da fare ora); esercitati con { COMMAND("study practice") }.
practice-all-found = tutte trovate!
practice-missed = { $count ->
        [one] la { $count } mossa che hai mancato è entrata
       *[other] le { $count } mosse che hai mancato sono entrate
    } nella tua serie di allenamento.
practice-walk-end = **{ $found } di { $total } trovate**: { $verdict } { $set }
practice-review-found = Trovata: trovata due volte di fila, una posizione lascia la serie; una volta, torna domani. { $set }
practice-review-missed = Torna fra un'ora. { $set }
practice-none-waiting = La tua serie di allenamento è vuota. Le mosse che manchi in { COMMAND("study mistakes") } (o con il pulsante **{ analysis-learn }** sotto un'analisi) finiscono lì.
practice-none-due = Non c'è ancora niente da fare: { $count ->
        [one] { $count } posizione aspetta
       *[other] { $count } posizioni aspettano
    } nella tua serie di allenamento, la prossima { $next }.
practice-waiting = { $count ->
        [one] { $count } posizione aspetta
       *[other] { $count } posizioni aspettano
    } nella tua serie di allenamento.

## Elenchi: le tue partite, le classifiche, le statistiche di un giocatore, le mosse e i file di una partita

games-none = Non hai partite in corso su questo server.
games-heading = Le tue partite in corso:
games-your-move = **tocca a te**
games-their-move = tocca al tuo avversario
games-their-move-away = tocca al tuo avversario (in vacanza fino a { $until })
games-board-link = tavoliere
games-line = #{ $game } contro { $opponent } in { $channel } · mossa { $move } · { $turn }{ $link }
complete-game = #{ $game } { $first } contro { $second } · { $state ->
        [finished] finita
       *[playing] mossa { $move }
    }
leaderboard-heading = **Classifica di ZÈRTZ: { $board ->
        [everyone] tutti
        [server] questo server
       *[puzzles] problemi
    }** (pagina { $page } di { $pages })
leaderboard-private-chat = -# Una chat privata non ha un server suo, e i punteggi sono globali: questa è la classifica di tutti.
leaderboard-empty = { $board ->
        [puzzles] Ancora nessun problema tentato. Provane uno con { COMMAND("puzzle") }.
       *[other] Ancora nessuna partita valutata. Finisci una partita per comparire qui.
    }
leaderboard-player = giocatore
leaderboard-rating = punti
leaderboard-played = { $board ->
        [puzzles] tentativi
       *[other] partite
    }
leaderboard-record = V/P/N
leaderboard-order = Ordinata per punteggio meno due volte la sua incertezza.
leaderboard-previous = ◀ Precedente
leaderboard-next = Successiva ▶
leaderboard-title = Classifica di ZÈRTZ · { $board ->
        [everyone] tutti
        [server] questo server
       *[puzzles] problemi
    }
stats-computer = Contro il computer (vinte–perse–patte): { $records }
stats-rating = { $scope ->
        [global] Globale
       *[server] Questo server
    }: **{ $rating }** ± { $deviation } · { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }: { $won } vinte, { $lost } perse, { $drawn } patte
stats-unrated = { $scope ->
        [global] Globale
       *[server] Questo server
    }: ancora nessuna partita valutata
stats-streak = Serie attuale: { $kind ->
        [none] nessuna
        [wins] { $count ->
            [one] { $count } vittoria
           *[other] { $count } vittorie
        }
       *[losses] { $count ->
            [one] { $count } sconfitta
           *[other] { $count } sconfitte
        }
    }
stats-puzzles = Problemi: **{ $rating }** ± { $deviation } · { $solved } risolti su { $tried } · serie { $streak }
stats-no-puzzles = Problemi: ancora nessuno tentato ({ COMMAND("puzzle") })
stats-practice = Allenamento: { $count ->
        [one] { $count } posizione attende
       *[other] { $count } posizioni attendono
    } nella raccolta, { $due } da ripassare ora ({ COMMAND("study practice") })
stats-last-games = Ultime partite:
stats-last-game = · #{ $game } { $result ->
        [won] vinta
        [lost] persa
       *[drew] patta
    } contro { $opponent } ({ $variant })
stats-title = Statistiche di ZÈRTZ · { $name }
stats-tournaments = Tornei: { $played } giocati · miglior piazzamento: { $place }º su { $players } ({ $name })
chart-everyone = Tutti
chart-this-server = Questo server
chart-caption = { $games ->
        [one] { $games } partita valutata
       *[other] { $games } partite valutate
    } in { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }, la più vecchia a sinistra
board-to-move = Mossa { $move }: tocca a { $player }.
board-status = Partita #{ $game }. { $status }
history-heading = Partita #{ $game }: **{ $first }** contro **{ $second }**, { $variant }.
history-no-moves = (ancora nessuna mossa)
history-as-record = La partita #{ $game } come registrazione:
replay-of = Replay della partita #{ $game }: **{ $first }** contro **{ $second }**.
export-both = come riga di registrazione (variante, mosse, risultato) e come SGF di boardspace
export-record-only = come riga di registrazione (variante, mosse, risultato); { $reason }
export-done = Partita #{ $game }: **{ $first }** contro **{ $second }**, { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    }, { $files }.

## Analisi, registrazioni importate e grafici

chart-race-title = Gara delle catture
chart-race-caption = biglie in mano dopo ciascuna delle { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
chart-chance-title = Probabilità di vittoria
chart-chance-caption = Probabilità di { $player } dopo ogni mossa; punti: errori gravi; numerate: le mosse più costose
analysis-title = Analisi della partita #{ $game }
analysis-import-title = Analisi della partita importata
analysis-learn = Impara dai tuoi errori
analysis-of-game = partita #{ $game }
analysis-of-import = partita importata
analysis-progress = Analisi ({ $what }): posizione { $done } di { $total }…
analysis-second-look = Analisi ({ $what }): un secondo sguardo alla mossa { $number } ({ $done } di { $total })…
analysis-nothing-marked = Nessuna mossa ha concesso abbastanza da essere segnata.
analysis-costliest = **Le mosse più costose**
analysis-costly-move = Mossa { $number }, { $player }: `{ $played }` — { $mark } ({ $before }% → { $after }%)
analysis-better = ; meglio `{ $better }`
analysis-marks = Segni: { $marks }
analysis-budget = Probabilità di vittoria secondo il motore a { $nodes } nodi per posizione.
analysis-accuracy = precisione **{ $accuracy }**
analysis-counts = { $inaccuracies ->
        [one] { $inaccuracies } imprecisione
       *[other] { $inaccuracies } imprecisioni
    } · { $mistakes ->
        [one] { $mistakes } errore
       *[other] { $mistakes } errori
    } · { $blunders ->
        [one] { $blunders } errore grave
       *[other] { $blunders } errori gravi
    }
import-done = Importata { $format ->
        [sgf] una registrazione SGF
       *[record] una riga di registrazione
    }: **{ $first }** contro **{ $second }**, { $variant }, { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    }, tutte regolari. { $end }
import-stops-early = La registrazione si ferma prima della fine; tocca a { $player }.
import-after-end = La registrazione prosegue per { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    } in più; vengono tralasciate.
import-not-stored = Non è stato salvato nulla: le partite importate non sono valutate.

## Tornei

tournament-heading = **{ $name }** · torneo #{ $id } · { $format ->
        [swiss] sistema svizzero
       *[round-robin] girone all’italiana
    }, { $rounds }, { $variant }, { $time }.
tournament-rounds = { $kind ->
        [all] tutti contro tutti
       *[count] { $count ->
            [one] { $count } turno
           *[other] { $count } turni
        }
        [log] un numero di turni pari a circa log2 dei giocatori più uno
    }
tournament-open = Aperto: fino a { $max } giocatori.
tournament-starts-at = Inizia { $when }.
tournament-starts-on-start = Inizia quando l’organizzatore preme **{ tournament-start }**.
tournament-long-round-robin = Più di { $max } giocatori rendono lungo un girone all’italiana: lo svizzero va meglio.
tournament-running = In corso: turno { $round } di { $rounds }.
tournament-finished = Concluso.
tournament-cancelled = Annullato.
tournament-nobody = ancora nessuno
tournament-players = **Giocatori ({ $count }):** { $list }
tournament-join = Partecipa
tournament-leave = Esci
tournament-start = Avvia
tournament-withdraw = Ritirati
tournament-title = Torneo di ZÈRTZ · { $name }
tournament-round-heading = **{ $name }** · turno { $round } di { $rounds }
tournament-board = Scacchiera { $board }: { $first } (inizia) contro { $second }, { $link }
tournament-forfeit = Scacchiera { $board }: { $winner } vince a tavolino ({ $loser } si è ritirato)
tournament-bye = { $player }: { $format ->
        [swiss] riposa, vale una vittoria
       *[round-robin] salta questo turno
    }
tournament-play-hint = Si gioca con { COMMAND("zertz move") } come in ogni partita qui; il turno successivo viene abbinato quando finisce l’ultima partita.
tournament-round-title = Torneo di ZÈRTZ · { $name } · turno { $round }
tournament-over = **{ $name }** è concluso. Classifica finale:
tournament-no-round = **{ $name }**: ancora nessun turno giocato.
tournament-after-round = **{ $name }** · classifica dopo il turno { $round }:
tournament-podium = **Podio:** { $places }
board-link = partita #{ $game }
tournament-list-line = #{ $id } **{ $name }** · { $format ->
        [swiss] sistema svizzero
       *[round-robin] girone all’italiana
    } · { $status ->
        [open] iscrizioni aperte
       *[running] in corso, turno { $round }
        [finished] concluso
        [cancelled] annullato
    } · in { $channel }
tournament-joined = Partecipi a **{ $name }** ({ $count ->
        [one] { $count } giocatore
       *[other] { $count } giocatori
    }). Per uscire prima che inizi, tocca **{ tournament-leave }**.
tournament-withdrew-from = { $player } si è ritirato da **{ $name }**.
tournament-you-left = Sei uscito da **{ $name }**.
tournament-is-out = { $player } è fuori da **{ $name }**.
tournament-none-listed = Ancora nessun torneo su questo server. Gli organizzatori ne creano uno con { COMMAND("tournament create") }.
tournament-list-heading = **Tornei su questo server**
tournament-organisers-role = I membri con { $role } ora possono organizzare tornei qui.
tournament-organisers-managers = Ora qui organizzano tornei solo i membri che possono gestire il server.
tournament-called-off = Si sono iscritti meno di { $min } giocatori, quindi è stato annullato.
standings-player = Giocatore
standings-points = Punti
standings-record = V-P-S
standings-withdrew = ritirato
standings-order = { $format ->
        [swiss] Punti, poi Buchholz, poi Sonneborn-Berger
       *[round-robin] Punti, poi Sonneborn-Berger, poi scontro diretto
    }
standings-title = { $name } · { $last ->
        [yes] classifica finale
       *[no] dopo il turno { $round }
    }

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
    .description = Un problema da una partita vera vicino al tuo punteggio; rispondi con una mossa
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
    .description = Riprova le tue mosse mancate, distribuite nei giorni
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
cmd-server-threads =
    .name = thread
    .description = Un thread per ogni partita qui, la sua scheda nel canale (serve Gestire il server)
cmd-server-threads-setting =
    .name = impostazione
    .description = Attivo o disattivo

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
choice-setting-off = disattivo: le partite restano nel canale
choice-setting-on = attivo: un thread per ogni partita, la sua scheda nel canale
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

## The course: each lesson and exercise (the English is in bot/src/app/lessons/course.rs)

lesson-1-title = Un turno: piazzare una biglia, rimuovere un anello libero
lesson-1-teaches = ZÈRTZ si gioca su anelli che scompaiono. In un turno senza catture **piazzi** una biglia di qualsiasi colore dalla riserva comune su qualsiasi anello vuoto (R3.1), poi **rimuovi un anello libero** (R3.2): un anello vuoto con due lati aperti vicini, così che possa scivolare fuori dal tabellone. Il tabellone si restringe a ogni turno.
lesson-1-1-ask = Piazza una biglia qualsiasi su un anello qualsiasi, poi rimuovi uno degli anelli liberi, segnati sul tabellone.
lesson-1-1-hint = Tocca **{ move-button }**, scegli un colore, un anello dove metterla, poi uno degli anelli segnati da rimuovere.
lesson-1-1-well-done = Questo è un turno intero. Ogni anello sul bordo di questo tabellone era libero.
lesson-1-1-wrong-1 = L'anello d5 non è libero: tutti e sei i suoi lati toccano anelli, quindi non può scivolare fuori (R3.2).
lesson-1-2-ask = Sono stati tolti tre anelli intorno a d4. Piazza una biglia e rimuovi un anello libero.
lesson-1-2-hint = L'anello d4 ha tre lati aperti, ma nessuno vicino a un altro: non può scivolare fuori. Solo gli anelli segnati sono liberi.
lesson-1-2-well-done = Stare sul bordo non basta: un anello libero ha bisogno di due lati aperti uno accanto all'altro (R3.2).
lesson-1-2-wrong-1 = L'anello d4 non è libero: i suoi lati aperti (d3, c4 ed e4) non sono vicini, quindi non può scivolare fuori (R3.2).
lesson-2-title = La cattura è obbligatoria
lesson-2-teaches = Una biglia accanto a un'altra, con un anello vuoto subito dietro in linea retta, può **saltarla** e atterrare lì (R3.3). La biglia saltata è catturata: è tua. I colori non contano, e nemmeno chi le ha piazzate. Quando puoi catturare, **devi** farlo (R3.4): in quel turno non si piazza.
lesson-2-1-ask = Il tuo avversario ha lasciato due biglie vicine. Catturane una: i loro percorsi sono disegnati.
lesson-2-1-hint = La biglia bianca in d3 può saltare quella grigia in d4 e atterrare in d5; oppure la grigia salta la bianca, verso d2.
lesson-2-1-well-done = Catturata: la biglia saltata lascia il tabellone e si unisce alle tue catture.
lesson-2-1-wrong-1 = Una cattura è possibile, quindi questo turno deve essere una cattura (R3.4): non si può piazzare nessuna biglia.
lesson-2-2-ask = I salti seguono una qualsiasi delle sei linee che passano per un anello, anche in diagonale. Cattura.
lesson-2-2-hint = Guarda lungo la linea da c3 attraverso d4.
lesson-2-2-well-done = Un salto va in linea retta sopra una vicina fino all'anello subito dietro (R3.3).
lesson-2-2-wrong-1 = Da c3 a d5 non è un salto: una biglia salta sopra una vicina fino all'anello subito dietro, in linea retta (R1.3).
lesson-3-title = Catene: continuare a saltare
lesson-3-teaches = Dopo un salto, se la stessa biglia può saltare di nuovo da dove è atterrata, **deve** farlo (R3.3): un turno può catturare più biglie. Quando hai più catture, puoi sceglierne una qualsiasi (R3.4), quindi scegli quella che guadagna di più.
lesson-3-1-ask = Cattura entrambe le biglie in un turno.
lesson-3-1-hint = La bianca salta la grigia fino a d4, poi da d4 può saltare la nera.
lesson-3-1-well-done = Due biglie in un turno: la catena continua finché la stessa biglia può saltare.
lesson-3-1-wrong-1 = La cattura deve proseguire: da d4 la biglia può ancora saltare in d6 (R3.3).
lesson-3-2-ask = Sono possibili più catture. Trova quella che prende tre biglie.
lesson-3-2-hint = Parti dalla biglia che può atterrare accanto a un'altra biglia, e continua.
lesson-3-2-well-done = La catena più lunga qui ne prendeva tre. Puoi sempre scegliere quale cattura fare.
lesson-4-title = Isolamento: tagliare fuori un gruppo
lesson-4-teaches = Rimuovere un anello può dividere il tabellone. Dopo il tuo piazzamento, ogni gruppo di anelli isolato dal resto in cui **ogni anello ha una biglia** è tuo: prendi le sue biglie, e i suoi anelli lasciano il tabellone (R4.1). Un gruppo con un anello vuoto resta in gioco (R4.3).
lesson-4-1-ask = La biglia nera in d7 è appesa a un solo anello. Prendila.
lesson-4-1-hint = Piazza dove vuoi, poi rimuovi l'anello che tiene d7 unito al tabellone.
lesson-4-1-well-done = Isolata e piena: la biglia nera è tua.
lesson-4-2-ask = Ora d7 ha un vicino vuoto, c6. Prendi due biglie in un turno.
lesson-4-2-hint = Isola c6 e d7 insieme, ma riempi prima c6: anche la tua biglia conta.
lesson-4-2-well-done = Hai piazzato in c6, poi isolato entrambi gli anelli: tutte e due le biglie sono tue, anche quella che hai piazzato.
lesson-4-2-wrong-1 = c6 e d7 sono isolati, ma c6 è vuoto, quindi il gruppo resta in gioco (R4.3) e non si prende nulla.
lesson-4-3-ask = c6 e d7 sono già isolati, e c6 è vuoto. Prendili.
lesson-4-3-hint = Riempi l'ultimo anello vuoto del gruppo.
lesson-4-3-well-done = Riempire l'ultimo anello vuoto di un gruppo isolato lo fa prendere anche così (R4.1).
lesson-5-title = Gli obiettivi
lesson-5-teaches = Vinci quando le tue biglie catturate raggiungono un obiettivo (R5.1): **4 bianche, 5 grigie, 6 nere, o 3 di ogni colore**. Il blitz, una variante più breve che puoi scegliere quando sfidi qualcuno, chiede 3 bianche, 4 grigie, 5 nere o 2 di ogni colore. Le tue catture sono mostrate accanto al tabellone.
lesson-5-1-ask = Hai 3 biglie bianche. Vinci con una cattura.
lesson-5-1-hint = Una quarta bianca vince.
lesson-5-1-well-done = Quattro biglie bianche: vinci.
lesson-5-2-ask = Hai 2 bianche, 3 grigie e 3 nere. Quale cattura vince?
lesson-5-2-hint = Tre di ogni colore è anche un obiettivo.
lesson-5-2-well-done = Tre di ogni colore: vinci.
lesson-5-3-ask = Nel blitz, la variante breve: vincono 3 bianche, 4 grigie, 5 nere o 2 di ogni colore. Hai 1 bianca, 1 grigia, 4 nere. Vinci.
lesson-5-3-hint = Di quale colore te ne manca solo una?
lesson-5-3-well-done = Cinque biglie nere vincono la partita blitz.
lesson-6-title = La riserva vuota
lesson-6-teaches = Quando la riserva comune è vuota, piazzi una delle **tue biglie catturate** (R3.1), mai quelle dell'avversario. Chi non ha catture né nulla da piazzare passa (R3.5).
lesson-6-1-ask = La riserva è vuota. Piazza una delle tue biglie catturate e rimuovi un anello libero.
lesson-6-1-hint = I colori che puoi piazzare sono quelli che hai catturato.
lesson-6-1-well-done = Ogni biglia che piazzi ora viene dalle tue catture.
lesson-6-2-ask = La riserva è vuota e hai due biglie nere. Usane una per prendere due biglie.
lesson-6-2-hint = Come nella lezione sull'isolamento: riempi c6, poi rimuovi d6 per isolare c6 e d7 insieme.
lesson-6-2-well-done = La tua biglia è tornata da te, insieme a quella bianca.
lesson-7-title = Lo scambio
lesson-7-teaches = Poiché la cattura è obbligatoria, un piazzamento può **costringere** il tuo avversario a catturare, e decidere dove atterra la sua biglia. Un buono scambio dà una biglia e ne riprende di più.
lesson-7-1-ask = Dai al tuo avversario una biglia in modo che la sua cattura finisca dove puoi riprenderne due.
lesson-7-1-hint = Una biglia in c3 deve saltare quella grigia in d3 e atterrare in e2, proprio accanto alla biglia bianca in d2.
lesson-7-1-well-done = Doveva catturare, e la sua biglia è atterrata dove la tua catena poteva prenderne due.
lesson-7-2-ask = Un altro scambio: piazza una biglia che il tuo avversario deve catturare, e vinci lo scambio.
lesson-7-2-hint = Metti la biglia dove l'unico salto sopra di essa atterra accanto a due biglie grigie in fila.
lesson-7-2-well-done = Una data, due prese: è lo scambio, il cuore della tattica di ZÈRTZ.
lesson-8-title = Il tempo
lesson-8-teaches = Alla fine di una partita ogni piazzamento può regalare qualcosa. Allora chi deve muovere è nei guai: fai una mossa tranquilla, così che **ogni** risposta del tuo avversario ti lasci catturare.
lesson-8-1-ask = Niente da catturare, e pochi anelli rimasti. Fai una mossa che non regala nulla, dopo la quale ogni risposta ti lascia catturare.
lesson-8-1-hint = Lascia al tuo avversario solo anelli accanto alle biglie grigie.
lesson-8-1-well-done = Ogni anello lasciato al tuo avversario era accanto a una biglia: qualunque cosa facesse, hai catturato.
lesson-8-2-ask = Fai la mossa tranquilla che non lascia al tuo avversario nessuna risposta sicura.
lesson-8-2-hint = Riempi l'anello sicuro per te e rimuovi quello che sarebbe sicuro per lui.
lesson-8-2-well-done = Il tuo avversario doveva muovere, e ogni mossa ti ha dato biglie: questo è il tempo.
lesson-9-title = La tua prima partita
lesson-9-teaches = Gioca una partita intera contro il computer al livello più facile. Tocca **{ move-button }** sotto il tabellone per giocare, e **{ hint-button }** quando sei bloccato.

## The board you can touch (the Activity)

open-board-button = Apri il tabellone
board-not-shown-here = La partita #{ $game } non si gioca in questo canale e non è tua, quindi questo tabellone non può mostrarla.
board-position-changed = La posizione è cambiata prima che arrivasse la tua mossa, quindi non è stato giocato nulla. Il tabellone ora mostra la posizione attuale.
board-not-legal = Questa non è una mossa valida in questa posizione, quindi non è stato giocato nulla.
board-connecting = Connessione…
board-reconnecting = La connessione si è interrotta: riconnessione…
board-no-games = In questo canale non si gioca ancora nessuna partita. Iniziane una contro il computer qui, o sfida qualcuno nella chat.
board-play-computer = Gioca contro il computer
board-clear = Cancella
board-pass = Passa
board-sending = Invio…
board-hint-capture = La cattura è obbligatoria: tocca una biglia illuminata.
board-hint-place = Scegli un colore, poi tocca un anello illuminato per piazzare la biglia.
board-hint-pass = Nessuna cattura e niente da piazzare: passi.
board-hint-colour = Tocca un anello illuminato per piazzare la biglia.
board-hint-placed = Tocca un anello libero illuminato per toglierlo.
board-hint-jumping = Tocca l'anello illuminato dove la biglia atterra dopo.
board-hint-ready = Conferma per giocare questa mossa, o cancellala.
board-goals = Obiettivo: { $white } biglie bianche, { $grey } grigie o { $black } nere, o { $each } di ogni colore
board-your-move = Tocca a te, { $name }.
board-deadline = { $status } · entro il { $deadline }
