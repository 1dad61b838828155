# German. The messages first, by the same ids as en.ftl; then every
# command field's name and description, and the fixed choices' labels.

## Hilfe und Regeln

help-card = ZÈRTZ-Befehle
help-title = Neu im Spiel? Fang mit { COMMAND("learn") } an.
help-footer = Rechtsklick auf ein Mitglied → Apps → **{ $context }** geht auch. Wenn du am Zug bist, wählt **{ move-button }** unter dem Brett einen Zug durch Antippen, ohne Notation.
choice-default = { $label } (Standard)
rules = **ZÈRTZ** ist ein Spiel für zwei von Kris Burm. Das Brett besteht aus Ringen, und die weißen, grauen und schwarzen Kugeln gehören niemandem.
    • Wer am Zug ist, **setzt** eine Kugel beliebiger Farbe auf einen leeren Ring und **entfernt dann einen freien Ring**: einen leeren Ring am Rand, der sich herausschieben ließe (zwei benachbarte Seiten offen).
    • Wer **schlagen** kann, muss: eine Kugel springt über eine benachbarte Kugel auf den leeren Ring dahinter, und springt weiter, solange sie kann. Die übersprungenen Kugeln gehören dir.
    • Wer eine Gruppe voll besetzter Ringe vom Brett abtrennt, **erhält** ihre Kugeln.
    • Es gewinnt, wer 4 weiße, 5 graue, 6 schwarze oder 3 jeder Farbe hat (Blitz: 3, 4, 5 oder 2 jeder Farbe).
    Zum Ziehen tippe **{ move-button }** unter dem Brett und wähle Schritt für Schritt: nur erlaubte Züge werden angeboten. Oder tippe ihn: `Wd4,a1` setzt Weiß auf d4 und entfernt a1; `x d1Gd3` springt von d1 über eine graue Kugel nach d3. { COMMAND("zertz move") } schlägt beim Tippen erlaubte Züge vor.
    Neu bei ZÈRTZ? { COMMAND("learn") } bringt es dir in kurzen Lektionen auf kleinen Brettern bei, dann folgt eine erste Partie gegen den Computer.
rules-first-player = Erster Spieler
rules-second-player = Zweiter Spieler
our-fault = Auf der Seite des Bots ist etwas schiefgegangen; nichts wurde geändert. Bitte versuche es noch einmal.

## Ablehnungen zu Partien

no-such-game = Es gibt keine Partie #{ $number }.
not-in-channel = Partie #{ $game } ist nicht in diesem Kanal.
which-game = Welche Partie? Hier laufen mehrere: wähle eine mit der Option `{ OPTION("zertz board", "game") }`.
no-game-here = In diesem Kanal läuft keine Partie. { COMMAND("zertz challenge") } startet eine.
no-game-of-yours = Du hast keine Partie in diesem Kanal. Starte eine mit { COMMAND("zertz challenge") }.
opponent-is-bot = { $name } ist ein Bot, und Bots spielen hier kein ZÈRTZ.
you-are-playing-here = Du hast schon eine Partie in diesem Kanal. Beende sie zuerst oder spiel in einem anderen Kanal.
they-are-playing-here = { $name } hat schon eine Partie in diesem Kanal.
challenge-open = Zwischen dir und { $name } ist hier schon eine Herausforderung offen.
nothing-to-rematch = Du hast in diesem Kanal keine beendete Partie für eine Revanche.
not-your-rematch = Nur die Spieler dieser Partie können eine Revanche verlangen.
rematch-of-live-game = Diese Partie läuft noch.
computer-not-ready = Der Computerspieler ist noch nicht bereit; versuche es gleich noch einmal.
cannot-attach-replay = Der Bot darf in diesem Kanal keine Dateien anhängen und kann hier deshalb keine Wiederholung zeigen.
cannot-attach-record = Der Bot darf in diesem Kanal keine Dateien anhängen und kann hier deshalb keine Notation schicken.
say-which = Du hast { $open } offen: füge { $options } hinzu, um zu sagen, wofür dieser Zug ist.
open-game = eine Partie hier
open-puzzle = Rätsel #{ $puzzle }
open-practice = eine Übung zu Partie #{ $game }
open-lesson = eine Aufgabe aus Lektion { $lesson }
list-and = { $rest } und { $last }
list-or = { $rest } oder { $last }
message-lost = Der Zug wurde gespeichert, aber seine Nachricht ging verloren; siehe { COMMAND("zertz board") }.
no-move-to-take-back = Du hast keinen Zug, den du zurücknehmen könntest.
not-your-last-move = Du kannst nur deinen eigenen letzten Zug zurücknehmen, bevor dein Gegner zieht.
opponent-decides = Über deine Rücknahme entscheidet dein Gegner.
only-watching = Du spielst nicht in Partie #{ $game }: { $player } ist am Zug.
picker-stale = Die Stellung hat sich geändert, seit diese Auswahl geöffnet wurde; es wurde also nichts gespielt. { $player } ist am Zug.
takeback-closed = Diese Bitte um Rücknahme ist nicht mehr offen: seitdem wurde gezogen.
draw-offered = Du hast schon Remis angeboten; das Angebot gilt bis zum nächsten Zug.
own-draw-offer = Du kannst dein eigenes Angebot nicht annehmen.
draw-offer-closed = Dieses Remisangebot ist nicht mehr offen.
computer-declines-draw = **{ $name }** lehnt das Remis ab: ihr könnt beide noch ein Ziel erreichen. Gib mit { COMMAND("zertz resign") } auf, wenn du aufhören willst.

## Partien: Zeit, Züge, Ergebnisse, die Karte des Bretts

time-none = ohne Zeitlimit
time-days = { $count ->
        [one] 1 Tag
       *[other] { $count } Tage
    } pro Zug
time-hours = { $count ->
        [one] 1 Stunde
       *[other] { $count } Stunden
    } pro Zug
time-minutes = { $count ->
        [one] 1 Minute
       *[other] { $count } Minuten
    } pro Zug
deadline = bis { $date } ({ $relative })
time-span = { $unit ->
        [minute] { $count ->
            [one] { $count } Minute
           *[other] { $count } Minuten
        }
        [hour] { $count ->
            [one] { $count } Stunde
           *[other] { $count } Stunden
        }
       *[day] { $count ->
            [one] { $count } Tag
           *[other] { $count } Tagen
        }
    }
time-ahead = in { $span }
time-ago = vor { $span }
no-limit = ohne Limit
marble-white = { $count ->
        [one] eine weiße Kugel
       *[other] { $count } weiße Kugeln
    }
marble-grey = { $count ->
        [one] eine graue Kugel
       *[other] { $count } graue Kugeln
    }
marble-black = { $count ->
        [one] eine schwarze Kugel
       *[other] { $count } schwarze Kugeln
    }
nothing = nichts
move-passed = **{ $mover }** konnte weder schlagen noch setzen und hat gepasst: `-`
move-placed = **{ $mover }** hat { $marble } auf { $at } gesetzt und Ring { $ring } entfernt
move-placed-none-free = **{ $mover }** hat { $marble } auf { $at } gesetzt (kein Ring war frei zum Entfernen)
move-captured = **{ $mover }** hat { $marbles } geschlagen
move-claimed = { $said } und { $marbles } durch Abtrennen erhalten
won-by-goal = 🏆 **{ $winner } gewinnt**, indem ein Ziel erreicht wurde.
won-by-full-board = 🏆 **{ $winner } gewinnt**, indem das Brett gefüllt wurde.
won-by-resignation = 🏆 **{ $winner } gewinnt**: { $loser } hat aufgegeben.
won-on-time = 🏆 **{ $winner } gewinnt**: { $loser } hat die Zeit überschritten.
drawn-by-repetition = 🤝 **Remis**: dieselbe Stellung kam zum dritten Mal vor.
drawn-by-passes = 🤝 **Remis**: beide Spieler haben gepasst.
drawn-by-agreement = 🤝 **Remis** nach Vereinbarung.
ratings = Wertungen: { $changes }.
not-rated = Die Partie endete, bevor beide Spieler gezogen hatten, und wird daher nicht gewertet.
computer-not-rated = Partien gegen den Computer werden nicht gewertet; { COMMAND("zertz stats") } führt deine Bilanz gegen jede Stufe.
game-started = Partie #{ $game } hat begonnen: **{ $first }** gegen **{ $second }**, { $time }.
    { $player }, du ziehst zuerst.
please-move = Bitte ziehe { $deadline }.
the-computer = Der Computer
thinking = **{ $name }** denkt nach …
your-move = { $player }, du bist am Zug.
your-move-by = { $player }, du bist am Zug, { $deadline }.
on-vacation = (Im Urlaub bis { $until }: dann beginnt die Uhr.)
card-game = ZÈRTZ-Partie #{ $game } · { $variant }
card-move = Zug
card-moves = Züge
card-clock = Uhr
move-button = Ziehen
hint-button = Tipp
rematch-button = Revanche
record-button = Partiedatei
replay-button = Wiederholung
analyse-button = Analyse

## Herausforderungen

challenge = { $opponent }, **{ $challenger }** fordert dich zu ZÈRTZ heraus: **{ $variant }** ({ $rings } Ringe), { $time }, { $first }. Die Herausforderung bleibt 24 Stunden offen.
moves-first = { $name } zieht zuerst
first-by-lot = wer zuerst zieht, entscheidet das Los
new-to-zertz = Neu bei ZÈRTZ? { COMMAND("learn") } bringt es dir in wenigen Minuten bei, durch Antippen.
accept-button = Annehmen
decline-button = Ablehnen
cancel-button = Zurückziehen
card-challenge = ZÈRTZ-Herausforderung · { $variant }
challenge-accepted = **{ $name }** hat die Herausforderung angenommen: Partie #{ $game }.
challenge-declined = **{ $name }** hat die Herausforderung abgelehnt.
challenge-withdrawn = **{ $name }** hat die Herausforderung zurückgezogen.

## Das Bild des Bretts

card-captured = Geschlagen
picture-header = { $variant } · { $rings } Ringe · Zug { $ply }
picture-to-move = { $name } ist am Zug
picture-won-by-goal = { $name } gewinnt: Ziel erreicht
picture-won-by-full-board = { $name } gewinnt: Brett gefüllt
picture-won-by-resignation = { $name } gewinnt: Gegner gab auf
picture-won-on-time = { $name } gewinnt: Gegner ohne Zeit
picture-drawn-by-repetition = Remis: dreimal dieselbe Stellung
picture-drawn-by-passes = Remis: beide haben gepasst
picture-drawn-by-agreement = Remis nach Vereinbarung
picture-each = je { $count }/{ $goal }
picture-pool = Vorrat
picture-pool-empty = leer: gesetzt wird aus den eigenen geschlagenen Kugeln

## Was die Zeit bringt

challenge-expired = Die Herausforderung von { $challenger } an { $opponent } ist unbeantwortet abgelaufen.
reminder = ⏰ { $player }, die Hälfte deiner Zeit für diesen Zug in Partie #{ $game } ist um. Bitte ziehe { $deadline }, sonst verlierst du auf Zeit.

## Ablehnungen beim Spielen

not-your-turn = Du bist nicht am Zug: { $player } ist am Zug.
stale-move = Dieser Zug wurde geschickt, bevor der letzte Zug gespeichert war, und daher nicht gespielt. Sieh dir das neue Brett an.
not-a-player = Du spielst in dieser Partie nicht mit.
game-over = Diese Partie ist vorbei.
move-conflict = Kurz vor deinem wurde ein anderer Zug gespeichert. Sieh dir das neue Brett an und versuche es noch einmal.
move-impossible = Dieser Zug ist nicht möglich: { $why }.
already-in-game = { $player } hat schon eine Partie in diesem Kanal. Erst beenden oder in einem anderen Kanal spielen.
self-challenge = Du kannst dich nicht selbst herausfordern.
challenge-has-expired = Diese Herausforderung ist abgelaufen.
nothing-to-take-back = Es gibt keinen Zug von dir, den du zurücknehmen könntest.
no-draw-offer = Dein Gegner hat kein Remis angeboten.
game-missing = Diese Partie gibt es nicht.
challenge-missing = Diese Herausforderung gibt es nicht.

## Die Einstellungen eines Servers

server-only = Die Servereinstellungen des Bots gibt es nur in Serverkanälen.
server-managers-only = Nur Mitglieder, die den Server verwalten dürfen, können die Einstellungen des Bots hier ändern.
server-language-set = Der Bot postet hier jetzt in dieser Sprache: { $language }.
server-language-own = Der Bot postet hier jetzt in der Sprache des Servers, wie sie in Discord eingestellt ist: { $language }.
server-threads-on = Jede Partie hier bekommt jetzt einen eigenen Thread, eröffnet an ihrer Herausforderung, die als Karte der Partie im Kanal bleibt.
server-threads-off = Partien bleiben hier jetzt in dem Kanal, in dem herausgefordert wurde.
server-threads-lacking = In diesem Kanal fehlt dem Bot „Öffentliche Threads erstellen“ oder „Nachrichten in Threads senden“: Bis er beides hat, bleiben Partien hier im Kanal.
thread-name = #{ $game } { $first } gegen { $second } · { $variant }
game-card = **{ $first }** gegen **{ $second }** · die Partie: { $thread }
card-last-move = Letzter Zug: `{ $notation }`
card-to-move = { $player } ist am Zug.
card-to-move-by = { $player } ist am Zug, { $deadline }.
goes-on-in-thread = Erledigt. Partie #{ $game } geht in ihrem Thread weiter: { $thread }
posted-there = Gepostet in { $channel }, wo die Partie ihren eigenen Thread bekommt.
no-thread-here = Diese Partie bleibt in diesem Kanal: Für einen eigenen Thread braucht der Bot hier „Öffentliche Threads erstellen“ und „Nachrichten in Threads senden“.
thread-left = Partie #{ $game } geht hier weiter: Ihr Thread wurde gelöscht, oder der Bot darf dort nicht mehr posten.
need-thread-setting = Sag an oder aus: { COMMAND("server threads") } mit `{ OPTION("server threads", "setting") }`.

## Die Zugauswahl

picker-title = Dein Zug · Partie #{ $game } · Zug { $ply }
picker-recorded = Dein Zug { $ply }, `{ $notation }`, wurde gespeichert.
picker-illegal = Dieser Zug ist hier nicht erlaubt; es wurde nichts gespielt.
picker-moved-on-unplayed = Die Stellung hat sich geändert, seit diese Auswahl geöffnet wurde; es wurde nichts gespielt. Hier ist sie jetzt.
picker-not-latest = Dieses Brett ist nicht das neueste: Hier ist die Stellung jetzt.
picker-moved-on = Die Stellung hat sich geändert, seit diese Auswahl geöffnet wurde: Hier ist sie jetzt.
picker-ask-capture = Schlagen ist Pflicht: Wähle einen der { $count } Schläge (ihre Wege sind eingezeichnet).
picker-ask-colour = Wähle die Farbe der Kugel, die du setzt.
picker-ask-captured-colour = Der Vorrat ist leer: Wähle eine Farbe aus deinen geschlagenen Kugeln.
picker-ask-ring = { $colour ->
        [white] Wohin kommt die weiße Kugel?
        [grey] Wohin kommt die graue Kugel?
       *[black] Wohin kommt die schwarze Kugel?
    } Wähle einen der { $count } leeren Ringe (markiert).
picker-ask-removal = { $colour ->
        [white] Die weiße Kugel kommt auf { $at }.
        [grey] Die graue Kugel kommt auf { $at }.
       *[black] Die schwarze Kugel kommt auf { $at }.
    } Entferne jetzt einen der { $count } freien Ringe (markiert): einen leeren Ring am Rand, der sich herausschieben lässt.
picker-ask-confirm = { $what }: `{ $notation }`. Bestätige, um ihn zu spielen.
picker-pass = Nichts zu schlagen und nichts zu setzen: passen
picker-place = { $marble } auf { $at } setzen und Ring { $ring } entfernen
picker-place-none-free = { $marble } auf { $at } setzen (kein Ring ist frei zum Entfernen)
picker-capture = { $marbles } schlagen
picker-claim = { $what } und { $marbles } durch Abtrennen erhalten
picker-takes = schlägt { $marbles }
colour-name = { $colour ->
        [white] Weiß
        [grey] Grau
       *[black] Schwarz
    }
picker-in-pool = { $colour } · { $count } im Vorrat
picker-of-yours = { $colour } · { $count } von deinen
picker-choose-capture = Wähle einen Schlag
picker-choose-ring = Wähle einen Ring
picker-choose-removal = Wähle einen freien Ring zum Entfernen
picker-range = { $what }: { $first } bis { $last }
picker-confirm = { $notation } bestätigen
picker-confirm-short = Bestätigen
picker-back = Zurück
picker-first-listed = Nur die ersten { $listed } von { $count } stehen in der Liste: Tippe { COMMAND("zertz move") } für die anderen.

## Die Gründe der Regeln, warum ein Zug nicht geht

notation-unread = { $excerpt } ist nicht lesbar: { $problem }; schreibe ein Setzen wie Wd4,d1, ein Schlagen wie x d1Gd3 oder - zum Passen
colour-adjective = { $colour ->
        [white] weiß
        [grey] grau
       *[black] schwarz
    }
illegal-game-over = die Partie ist vorbei
illegal-capture-compulsory = Schlagen ist Pflicht: { $example } ist möglich
illegal-must-pass = du kannst weder schlagen noch eine Kugel setzen, also musst du passen (-)
illegal-pass-capture = du kannst nicht passen: ein Schlag ist möglich
illegal-pass-place = du kannst nicht passen: du hast eine Kugel zum Setzen
illegal-not-on-board = { $square } ist nicht auf diesem Brett
illegal-ring-gone = auf { $square } ist kein Ring mehr
illegal-occupied = { $square } ist besetzt: { $marble } liegt darauf
illegal-not-in-pool = { $colour ->
        [white] im Vorrat ist keine weiße Kugel mehr
        [grey] im Vorrat ist keine graue Kugel mehr
       *[black] im Vorrat ist keine schwarze Kugel mehr
    }
illegal-not-captured = { $colour ->
        [white] der Vorrat ist leer, und du hast keine geschlagene weiße Kugel zum Setzen
        [grey] der Vorrat ist leer, und du hast keine geschlagene graue Kugel zum Setzen
       *[black] der Vorrat ist leer, und du hast keine geschlagene schwarze Kugel zum Setzen
    }
illegal-not-free = Ring { $square } ist nicht frei: er hat keine zwei offenen Seiten nebeneinander
illegal-remove-occupied = Ring { $square } ist nicht frei: { $marble } liegt darauf
illegal-remove-placed = Ring { $square } ist nicht frei: die Kugel wurde gerade darauf gesetzt
illegal-removal-required = nach dem Setzen muss ein freier Ring entfernt werden, zum Beispiel { $example }
illegal-wrong-claim = dieser Zug erhält { $actual }, nicht { $given }
illegal-no-jumper = auf { $square } liegt keine Kugel, die springen könnte
illegal-no-jump = ein Schlag braucht mindestens einen Sprung, etwa x d1d3
illegal-not-a-jump = { $from } nach { $to } ist kein Sprung: eine Kugel springt in gerader Linie über eine Nachbarin auf den Ring direkt dahinter
illegal-jump-off-board = ein Sprung von { $square } in diese Richtung würde das Brett verlassen
illegal-nothing-to-jump = auf { $square } liegt keine Kugel zum Überspringen
illegal-landing-gone = die Kugel kann nicht auf { $square } landen: dort ist kein Ring
illegal-landing-occupied = die Kugel kann nicht auf { $square } landen: { $marble } liegt darauf
illegal-wrong-colour = die Kugel auf { $square } ist { $actual }, nicht { $given }
illegal-must-continue = der Schlag muss weitergehen: von { $at } kann die Kugel noch nach { $to } springen

## Ablehnungen, wenn etwas nicht lesbar war

unknown-command = Unbekannter Befehl. Versuche { COMMAND("zertz help") }.
button-expired = Dieser Button ist abgelaufen. { COMMAND("zertz help") } zeigt die Befehle, die dasselbe tun.
not-offered = { $option ->
        [colour] Die Farbe ist { $offered }, nicht { $given }.
        [scope] Der Bereich ist { $offered }, nicht { $given }.
        [first] Wer beginnt: { $offered }, nicht { $given }.
        [time] Die Zeit pro Zug ist { $offered }, nicht { $given }.
        [level] Die Stufe ist { $offered }, nicht { $given }.
        [target] Ein Zug ist für { $offered }, nicht für { $given }.
       *[format] Das Format ist { $offered }, nicht { $given }.
    }
vacation-days = Nimm { $min } bis { $max } Tage Urlaub: etwa { COMMAND("zertz vacation") } mit `{ OPTION("zertz vacation", "days") }` 3.
out-of-range = `{ $option }` nimmt { $min } bis { $max }.
unknown-variant = unbekannte Variante { $name }: erwartet wird blitz, standard, tournament, large oder ein Brett mit Kugelsatz wie 48-blitz oder 61-standard
not-a-capture = Das ist kein Schlag: { $why }.
not-a-capture-path = Das ist kein Weg eines Schlags; gib seine Ringe an, etwa `d1 d3 d5`.
need-picked-member = Wähle ein Mitglied zum Herausfordern.
need-opponent = Sag, wen du herausforderst: { COMMAND("zertz challenge") } mit einem Mitglied in `{ OPTION("zertz challenge", "opponent") }`.
need-notation = Tippe einen Zug, etwa `Wd4,a1` oder `x d1Gd3`.
need-colour-and-ring = Gib eine Farbe und einen Ring an, etwa colour:white at:d4 remove:a1.
need-capture-path = Gib den Weg des Schlags an, etwa `d1 d3 d5`.
need-file = Hänge eine Partie an { COMMAND("study import") } in `{ OPTION("study import", "file") }` an: eine .sgf oder eine Partiezeile.
need-switch = Sag an oder aus: { COMMAND("server daily") } mit `{ OPTION("server daily", "switch") }`.
need-language = Sag, welche Sprache: { COMMAND("server language") } mit `{ OPTION("server language", "language") }`, oder die des Servers, wie Discord sie einstellt.
need-event-name = Gib dem Turnier einen Namen: { COMMAND("tournament create") } mit `{ OPTION("tournament create", "name") }`.
need-event-format = Sag das Format in `{ OPTION("tournament create", "format") }`: Schweizer System oder Rundenturnier.
need-player = Sag, welcher Spieler: ein Mitglied in `{ OPTION("tournament remove", "player") }`.

## Die übrigen Ablehnungen des Speichers

game-not-over = Diese Partie läuft noch; sie kann analysiert werden, sobald sie endet.
challenge-closed = Diese Herausforderung ist schon { $status ->
        [accepted] angenommen
        [declined] abgelehnt
        [cancelled] zurückgezogen
       *[other] { $status }
    }.
not-your-challenge = { $answer ->
        [accept] Das ist nicht deine Herausforderung: nur der Herausgeforderte kann sie annehmen.
        [decline] Das ist nicht deine Herausforderung: nur der Herausgeforderte kann sie ablehnen.
       *[cancel] Das ist nicht deine Herausforderung: nur der Herausforderer kann sie zurückziehen.
    }
on-vacation-already = Du bist schon im Urlaub bis { $until }; ein Zug beendet ihn früher.
vacation-too-long = Du hast noch { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } Urlaub: höchstens 14 in 60 Tagen.
no-puzzle-open = Du hast kein Rätsel offen. Hol dir eins mit { COMMAND("puzzle") }.
puzzle-open = Du hast schon Rätsel #{ $puzzle } offen: beantworte es zuerst mit { COMMAND("zertz move") } ({ COMMAND("puzzle") } zeigt es wieder).
puzzle-answered = Dieser Schritt des Rätsels wurde schon beantwortet. { COMMAND("puzzle") } zeigt, wo es steht.
daily-tried = Du hast das heutige Rätsel schon versucht. Morgen kommt ein neues.
no-practice-open = Du hast keine Übung offen. { COMMAND("study mistakes") } geht deine markierten Züge einer analysierten Partie durch; { COMMAND("study practice") } bringt die, die du verpasst hast.
practice-answered = Dieser Zug wurde schon beantwortet. { COMMAND("study practice") } zeigt, wo deine Übung steht.
no-lesson-open = Du hast keine Lektion offen. { COMMAND("learn") } zeigt den Kurs und wo du stehst.
lesson-answered = Diese Aufgabe wurde schon beantwortet. { COMMAND("learn") } zeigt, wo du stehst.
no-such-tournament = Dieses Turnier gibt es nicht. { COMMAND("tournament list") } zeigt die dieses Servers.
tournament-started = Dieses Turnier ist { $status ->
        [running] im Gange
        [finished] beendet
        [cancelled] abgesagt
       *[other] { $status }
    }: man tritt nur vor dem Start bei.
tournament-full = Dieses Turnier ist voll: es nimmt { $max } Spieler.
already-entered = Du bist schon in diesem Turnier.
not-entered = Du spielst nicht in diesem Turnier.
in-tournament = Du bist in Turnier #{ $tournament } in diesem Kanal gemeldet, und seine Partien werden hier gespielt: spiele andere Partien in einem anderen Kanal, bis es endet (oder verlasse es).
round-paired = Diese Runde wurde schon gepaart. { COMMAND("tournament standings") } zeigt, wo es steht.

## Ablehnungen zu Rätseln, Übungen, Lektionen, Turnieren und Analysen

all-puzzles-tried = Du hast jedes Rätsel versucht, das es gibt. Neue kommen mit neuen Partien.
puzzle-withdrawn = Rätsel #{ $puzzle } wird nicht mehr angeboten und wurde ohne Wertung weggelegt. { COMMAND("puzzle") } gibt dir ein anderes.
move-impossible-here = Dieser Zug ist hier nicht möglich: { $why }.
daily-over = Dieses tägliche Rätsel ist vorbei; das heutige steht im neuesten täglichen Post des Kanals.
practice-not-your-game = Du hast in Partie #{ $game } nicht gespielt, also enthält sie keine Fehler von dir.
practice-not-analysed = Partie #{ $game } wurde noch nicht analysiert: bitte darum mit { COMMAND("study analyse") } (`{ OPTION("study analyse", "game") }` { $game }) und versuche es dann wieder.
practice-gone = Die Analyse von Partie #{ $game } markiert diesen Zug nicht mehr, also wurde diese Übung geschlossen. { COMMAND("study mistakes") } beginnt sie neu.
no-such-lesson = Es gibt keine Lektion { $asked }: der Kurs hat die Lektionen 1 bis { $last }. { COMMAND("learn") } listet sie auf.
no-hints-here = Partie #{ $game } bekommt keine Tipps: die gibt es in Partien gegen den Computer auf seiner leichtesten Stufe, wie der, die { COMMAND("learn") } beginnt.
hint-not-your-game = Du spielst nicht in Partie #{ $game }, also gibt es dort keinen Tipp für dich.
not-organiser = Nur Organisatoren leiten Turniere: Mitglieder, die den Server verwalten dürfen, oder mit der von { COMMAND("server organisers") } genannten Rolle.
tournaments-in-servers = Turniere laufen im Kanal eines Servers.
too-few-players = Ein Turnier beginnt mit mindestens { $min } Spielern; bisher sind { $have } beigetreten.
no-tournament-here = In diesem Kanal gibt es kein Turnier. { COMMAND("tournament list") } zeigt die dieses Servers; nenne eins mit `{ OPTION("tournament standings", "event") }`.
tournament-not-here = Turnier #{ $tournament } ist nicht auf diesem Server.
bad-tournament-name = Gib dem Turnier einen Namen mit 1 bis { $max } Zeichen.
analysis-running = Deine Analyse einer anderen Partie läuft noch; frag wieder, wenn sie fertig ist.
analysis-queue-full = Schon { $max } Analysen warten; frag in ein paar Minuten wieder.
being-analysed = Partie #{ $game } wird schon analysiert; frag gleich wieder.
no-finished-game = Du hast in diesem Kanal keine beendete Partie zum Analysieren.
still-played = Partie #{ $game } läuft noch: sie kann analysiert werden, sobald sie endet, damit die Engine niemandem mitten in der Partie hilft.
file-too-large = `{ $name }`: die Datei hat { $size } Bytes; höchstens { $limit } werden genommen.
file-unreachable = `{ $name }`: die Datei konnte nicht von Discord geholt werden ({ $why }); versuche es wieder.
file-not-text = `{ $name }` ist keine Textdatei. Importiere eine .sgf von boardspace.net oder eine Partiezeile aus { COMMAND("study export") }.
file-not-a-record = `{ $name }` kann nicht importiert werden: { $why }.

## Der Kurs

course-first-game = Deine erste Partie aus dem Kurs: tippe **{ move-button }**, um zu spielen, und **{ hint-button }** auf jedem Brett, wenn du nicht weiterweißt. Die Partie beendet den Kurs.
lesson-opponent = Gegner
lesson-card-title = Lektion { $lesson } · Aufgabe { $exercise } von { $count }
lesson-exercise-heading = **Aufgabe { $exercise }**
course-intro = **Lerne ZÈRTZ beim Spielen.** Kurze Lektionen auf kleinen Brettern, mit Tippen beantwortet.
course-game-open = Deine Kurspartie ist #{ $game }: spiele sie mit dem Button **{ move-button }** unter ihrem Brett.
course-card-title = Der Kurs · { $done } von { $count } Lektionen geschafft
course-go-on = Weiter mit Lektion { $lesson }
course-start = Lektion { $lesson } beginnen
course-choose = Wähle eine beliebige Lektion
course-line-next = Kurs: { $done } von { $count } Lektionen, { $stars ->
        [one] { $stars } Stern
       *[other] { $stars } Sterne
    }; { COMMAND("learn") } macht mit Lektion { $lesson } weiter
course-line-finished = Kurs: { $done } von { $count } Lektionen, { $stars ->
        [one] { $stars } Stern
       *[other] { $stars } Sterne
    }; abgeschlossen
net-winning = die Partie gewonnen
net-losing = die Partie verloren
net-even = ausgeglichen: nichts gewonnen
net-ahead = { $count ->
        [one] { $count } Kugel
       *[other] { $count } Kugeln
    } vorn
net-behind = { $count ->
        [one] { $count } Kugel
       *[other] { $count } Kugeln
    } zurück
miss-too-few = Das schlägt { $got ->
        [one] { $got } Kugel
       *[other] { $got } Kugeln
    }; ein anderer Schlag hier schlägt { $best }. Du darfst jeden Schlag wählen (R3.4): wähle den, der am meisten bringt.
miss-still-vacant = Die Ringe { $rings } sind abgetrennt, aber { $vacant } { $count ->
        [one] ist
       *[other] sind
    } noch leer, also bleibt die Gruppe im Spiel und wird nicht erhalten (R4.3).
miss-cuts-nothing = Das trennt nichts ab: eine Gruppe erhält man erst, wenn kein Ring sie mehr mit dem Rest verbindet und jeder ihrer Ringe eine Kugel trägt (R4.1).
miss-claims-few = Das bringt { $claimed ->
        [one] { $claimed } Kugel
       *[other] { $claimed } Kugeln
    }; in einem Zug lässt sich mehr erhalten (R4.1).
miss-no-goal = Danach hast du { $white } weiße, { $grey } graue und { $black } schwarze: das erreicht kein Ziel (R5.1).
miss-not-a-placement = Diese Aufgabe verlangt ein Setzen.
miss-not-forced = Danach hat dein Gegner nichts zu schlagen, also zwingt ihn nichts zu seiner Antwort (R3.4).
miss-gives-capture = Damit kann dein Gegner schlagen: { $line }, und du stehst { $net } (R3.4).
miss-outgained = Die beste Antwort deines Gegners: { $line }, und du stehst { $net }.
miss-safe-reply = Dein Gegner kann antworten: { $move }, und dann hast du nichts zu schlagen.
lesson-right = ✅ **Richtig:** { $move }. { $praise }
lesson-what-follows = Was folgt: { $line }, und du stehst { $net }.
lesson-goal = **Dein Ziel:** { $ask }
lesson-heading = **Lektion { $lesson }: { $title }**
lesson-not-allowed = ❌ **Nicht erlaubt:** { $why } ({ $rule }). Es wurde nichts gezählt: versuch es noch einmal.
lesson-not-yet = ❌ **Noch nicht:** { $move }. { $why }
lesson-try-again = Versuch es noch einmal vom selben Brett (**{ move-button }**), oder bitte um einen **{ hint-button }**.
lesson-done = 🎉 **Lektion { $lesson } geschafft:** { $stars } ({ $answers ->
        [one] { $answers } Antwort
       *[other] { $answers } Antworten
    } für { $exercises ->
        [one] { $exercises } Aufgabe
       *[other] { $exercises } Aufgaben
    }).
lesson-done-title = Lektion { $lesson } · geschafft
lesson-play-first-game = Spiele deine erste Partie
lesson-next = Weiter: Lektion { $lesson }
lesson-course-button = Kurs
lesson-hint = 💡 **Tipp:** { $hint }
lesson-stuck = Immer noch fest? Eine Lösung (zum Ansehen tippen): ||{ $solution }||
lesson-behind-you = Diese Aufgabe hast du hinter dir; hier ist die, bei der du bist.
hint-place = { $marble } auf { $at } setzen und Ring { $ring } entfernen
hint-place-none-free = { $marble } auf { $at } setzen
jump-first = die { $jumper ->
        [white] weiße
        [grey] graue
       *[black] schwarze
    } Kugel auf { $from } springt über die { $over ->
        [white] weiße
        [grey] graue
       *[black] schwarze
    } auf { $at } nach { $to }
jump-then = dann über die { $over ->
        [white] weiße
        [grey] graue
       *[black] schwarze
    } auf { $at } nach { $to }
hint-capture = { $marbles } schlagen: { $jumps }
hint-pass = passen
hint-claiming = { $what } und dabei { $marbles } erhalten
game-hint = 💡 **Tipp für Partie #{ $game }:** die Engine würde { $what }. Tippe **{ move-button }** unter dem Brett, um ihn zu spielen, oder einen anderen Zug.
hint-title = Tipp · Partie #{ $game }

## Spielen: Partien gegen den Computer, Remis, Zurücknahmen, Urlaub

computer-game-started = Partie #{ $game } hat begonnen: **{ $first }** gegen **{ $second }**, { $variant }, gegen den Computer auf Stufe **{ $level }** (ohne Wertung, ohne Uhr).
you-move-first = { $player }, du ziehst zuerst.
computer-moves-first = **{ $name }** zieht zuerst und denkt nach …
move-recorded-board = Dein Zug { $ply }, `{ $notation }`, wurde gespeichert. Hier ist das Brett jetzt.
stale-move-board = Dieser Zug wurde geschickt, bevor der letzte Zug deines Gegners gespeichert war, und daher nicht gespielt. Hier ist das Brett jetzt; spiele noch einmal, wenn du ihn noch willst.
draw-offer = **{ $name }** bietet in Partie #{ $game } Remis an. { $other }, nimm an oder lehne ab; das Angebot verfällt mit dem nächsten Zug.
accept-draw-button = Remis annehmen
draw-declined = **{ $name }** hat das Remisangebot abgelehnt.
on-vacation-now = Du bist im Urlaub bis { $until } ({ $relative }): deine Uhren stehen in jeder Partie, und deine Gegner sehen es. Ein Zug beendet ihn früher.
takeback-asked = **{ $name }** möchte Zug { $ply }, `{ $notation }`, in Partie #{ $game } zurücknehmen. { $other }, erlaubst du es?
allow-takeback-button = Zurücknahme erlauben
refuse-button = Ablehnen
takeback-refused = **{ $name }** hat die Zurücknahme abgelehnt.
takeback-allowed = **{ $name }** hat die Zurücknahme erlaubt.
taken-back = Partie #{ $game }: { $plies ->
        [one] ein Zug
       *[other] zwei Züge
    } zurückgenommen ({ $first } gegen { $second }). Das Brett steht wieder bei Zug { $ply }.

## Was dem Bot in einem Kanal fehlt

lacks-header = Dieser Kanal gibt mir nicht:
lacks-footer = Wer diesen Kanal verwalten darf, kann sie dem Bot geben (Kanaleinstellungen → Berechtigungen).
lacks-post = **Kanal ansehen** und **Nachrichten senden**: Ich beantworte hier Befehle, und was ich von selbst poste (die Antworten des Computers, Erinnerungen), kommt mit dem nächsten Befehl hier oder als Direktnachricht
lacks-attach = **Dateien anhängen**: Bretter werden als Text gezeigt
lacks-embed = **Links einbetten**: Karten werden als einfacher Text gezeigt
from-your-game-in = -# Aus deiner Partie in { $channel }

## Rätsel und das tägliche Rätsel

puzzle-goal = Du bist der { $seat ->
        [first] erste
       *[second] zweite
    } Spieler und am Zug: **Gewinn in { $moves }** (ein erzwungener Gewinn, was der Gegner auch tut; { $variant }).
puzzle-goal-daily = Der { $seat ->
        [first] erste
       *[second] zweite
    } Spieler ist am Zug: **Gewinn in { $moves }** (ein erzwungener Gewinn, was der Gegner auch tut; { $variant }).
puzzle-seat-opponent = Gegner
puzzle-seat-to-move = am Zug
puzzle-answer-title = Deine Antwort · Rätsel #{ $puzzle }
puzzle-still-open = Dein Rätsel ist noch offen.
puzzle-step = Zug { $step } von { $count }.
puzzle-answer-how = Antworte mit dem Button **{ move-button }** oder mit { COMMAND("zertz move") }.
puzzle-card-title = ZÈRTZ-Rätsel #{ $puzzle }
puzzle-rating-field = Wertung
puzzle-right = ✅ `{ $notation }` ist richtig. Der Gegner antwortet `{ $answer }`. Dein Zug: noch { $left } bis zum Gewinn.
puzzle-solved = 🎉 `{ $notation }` gewinnt. Rätsel #{ $puzzle } gelöst! { $finish }
puzzle-wrong = ❌ `{ $notation }` gewinnt nicht{ $refutation }. Die Lösung war `{ $answer }` (auf dem Brett eingezeichnet).
puzzle-refuted-capture = : der Gegner schlägt mit `{ $notation }`
puzzle-refuted = : der Gegner antwortet `{ $notation }`
puzzle-themes = Themen: { $themes }.
puzzle-theme = { $theme ->
        [capture-chain] Schlagkette
        [isolation] Abtrennen
        [sacrifice] Opfer
        [goal-colour] Ziel einer Farbe
        [goal-each] Ziel jeder Farbe
       *[full-board] volles Brett
    }
puzzle-rating-change = Rätselwertung { $before } → { $after } ({ $delta }).
puzzle-not-rated = Schon einmal versucht, daher ohne Wertung.
puzzle-streak = Serie: { $streak }.
daily-on = Das tägliche Rätsel ist hier an: jeden Tag wird eins gepostet (Mitternacht UTC), das erste beim nächsten Takt.
daily-already-on = Das tägliche Rätsel ist hier schon an.
daily-off = Das tägliche Rätsel ist hier aus.
daily-not-on = Das tägliche Rätsel war hier nicht an.
daily-heading = 🧩 **Tägliches Rätsel** · #{ $puzzle }
daily-press-solve = Drücke **{ solve-button }**, um es zu versuchen (nur du siehst deine Antworten).
daily-yesterday = Das gestrige Rätsel haben { $who } gelöst ({ $solved } von { $tried }, die es versucht haben).
daily-nobody = niemand
solve-button = Lösen
daily-card-title = Tägliches ZÈRTZ-Rätsel #{ $puzzle }

## Aus den eigenen Fehlern lernen

practice-no-marks = Die Analyse von Partie #{ $game } markiert keinen deiner Züge: dort gibt es nichts zu lernen. Gut gespielt!
practice-checking = Dein Zug wird geprüft …
practice-answer-title = Deine Antwort · Zug { $move } von Partie #{ $game }
practice-walk-title = Aus deinen Fehlern lernen · Partie #{ $game }
practice-review-title = Übung · Partie #{ $game }
practice-better = Der bessere Zug war `{ $notation }` (auf dem Brett eingezeichnet) und hielt deine Chance bei { $chance }.
practice-better-line = Der bessere Zug war `{ $notation }` (auf dem Brett eingezeichnet) und hielt deine Chance bei { $chance }; die Engine erwartet { $line }.
practice-walk-lead = **{ analysis-learn }** in Partie #{ $game }: die Analyse hat { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } von dir markiert. Sie kommen in der Reihenfolge, in der du sie gespielt hast, sodass jedes Brett wie in der Partie aus dem vorigen folgt.
practice-closed = (Deine offene Übung von Partie #{ $game } wurde geschlossen.)
practice-mistake-heading = **Fehler { $at } von { $total }**: Zug { $move } von Partie #{ $game }.
practice-review-heading = **Aus deiner Übungsliste**: Zug { $move } von Partie #{ $game }.
practice-question = Du bist der { $seat ->
        [first] erste
       *[second] zweite
    } Spieler und am Zug. Du hast hier `{ $played }` gespielt ({ $mark }), und deine Chance fiel von { $before } auf { $after }. Finde einen besseren Zug mit dem Button **{ move-button }** oder { COMMAND("zertz move") }.
analysis-mark = { $mark ->
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] grober Fehler
    }
practice-one-try-left = Ein Versuch bleibt.
practice-one-more-try = Noch ein Versuch.
practice-played-again = ❌ `{ $notation }` ist der Zug, den du in der Partie gespielt hast.
practice-too-much = ❌ `{ $notation }` gibt zu viel her: deine Chance wäre { $chance } (der beste Zug hält { $best }).
practice-best = ✅ `{ $notation }`: die eigene Wahl der Engine, deine Chance bleibt bei { $chance }.
practice-good-enough = ✅ `{ $notation }` ist gut genug: deine Chance wäre { $chance } (der beste Zug der Engine hält { $best }).
practice-expects = Die Engine erwartet { $line }.
practice-set-empty = Deine Übungsliste ist leer.
practice-set = { $count ->
        [one] { $count } Stellung wartet
       *[other] { $count } Stellungen warten
    } in deiner Übungsliste ({ $due } jetzt fällig); übe mit { COMMAND("study practice") }.
practice-all-found = alle gefunden!
practice-missed = { $count ->
        [one] der { $count } Zug, den du verpasst hast, kam
       *[other] die { $count } Züge, die du verpasst hast, kamen
    } in deine Übungsliste.
practice-walk-end = **{ $found } von { $total } gefunden**: { $verdict } { $set }
practice-review-found = Gefunden: zweimal hintereinander gefunden, verlässt eine Stellung die Übungsliste; einmal, kommt sie morgen wieder. { $set }
practice-review-missed = Sie kommt in einer Stunde wieder. { $set }
practice-none-waiting = Deine Übungsliste ist leer. Die Züge, die du in { COMMAND("study mistakes") } verpasst (oder mit dem Button **{ analysis-learn }** unter einer Analyse), kommen dorthin.
practice-none-due = Noch ist nichts fällig: { $count ->
        [one] { $count } Stellung wartet
       *[other] { $count } Stellungen warten
    } in deiner Übungsliste, die nächste { $next }.
practice-waiting = { $count ->
        [one] { $count } Stellung wartet
       *[other] { $count } Stellungen warten
    } in deiner Übungsliste.

## Listen: deine Partien, die Ranglisten, die Statistik eines Spielers, die Züge und Dateien einer Partie

games-none = Du hast keine laufenden Partien auf diesem Server.
games-heading = Deine laufenden Partien:
games-your-move = **du bist am Zug**
games-their-move = dein Gegner ist am Zug
games-their-move-away = dein Gegner ist am Zug (im Urlaub bis { $until })
games-board-link = Brett
games-line = #{ $game } gegen { $opponent } in { $channel } · Zug { $move } · { $turn }{ $link }
complete-game = #{ $game } { $first } gegen { $second } · { $state ->
        [finished] beendet
       *[playing] Zug { $move }
    }
leaderboard-heading = **ZÈRTZ-Rangliste: { $board ->
        [everyone] alle
        [server] dieser Server
       *[puzzles] Rätsel
    }** (Seite { $page } von { $pages })
leaderboard-private-chat = -# Ein privater Chat hat keinen eigenen Server, und Wertungen gelten überall: dies ist die Rangliste aller.
leaderboard-empty = { $board ->
        [puzzles] Noch keine Rätsel versucht. Versuche eines mit { COMMAND("puzzle") }.
       *[other] Noch keine gewerteten Partien. Beende eine Partie, um hier zu erscheinen.
    }
leaderboard-player = Spieler
leaderboard-rating = Wertung
leaderboard-played = { $board ->
        [puzzles] Versuche
       *[other] Partien
    }
leaderboard-record = S/N/R
leaderboard-order = Geordnet nach der Wertung minus zweimal ihrer Unsicherheit.
leaderboard-previous = ◀ Zurück
leaderboard-next = Weiter ▶
leaderboard-title = ZÈRTZ-Rangliste · { $board ->
        [everyone] alle
        [server] dieser Server
       *[puzzles] Rätsel
    }
stats-computer = Gegen den Computer (gewonnen–verloren–remis): { $records }
stats-rating = { $scope ->
        [global] Global
       *[server] Dieser Server
    }: **{ $rating }** ± { $deviation } · { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }: { $won } gewonnen, { $lost } verloren, { $drawn } remis
stats-unrated = { $scope ->
        [global] Global
       *[server] Dieser Server
    }: noch keine gewerteten Partien
stats-streak = Aktuelle Serie: { $kind ->
        [none] keine
        [wins] { $count ->
            [one] { $count } Sieg
           *[other] { $count } Siege
        }
       *[losses] { $count ->
            [one] { $count } Niederlage
           *[other] { $count } Niederlagen
        }
    }
stats-puzzles = Rätsel: **{ $rating }** ± { $deviation } · { $solved } von { $tried } gelöst · Serie { $streak }
stats-no-puzzles = Rätsel: noch keines versucht ({ COMMAND("puzzle") })
stats-practice = Übung: { $count ->
        [one] { $count } Stellung wartet
       *[other] { $count } Stellungen warten
    } in der Übungsliste, { $due } jetzt fällig ({ COMMAND("study practice") })
stats-last-games = Letzte Partien:
stats-last-game = · #{ $game } gegen { $opponent } ({ $variant }): { $result ->
        [won] gewonnen
        [lost] verloren
       *[drew] remis
    }
stats-title = ZÈRTZ-Statistik · { $name }
stats-tournaments = Turniere: { $played } gespielt · bester Platz: { $place }. von { $players } ({ $name })
chart-everyone = Alle
chart-this-server = Dieser Server
chart-caption = { $games ->
        [one] { $games } gewertete Partie
       *[other] { $games } gewertete Partien
    } in { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    }, die älteste links
board-to-move = Zug { $move }: { $player } ist am Zug.
board-status = Partie #{ $game }. { $status }
history-heading = Partie #{ $game }: **{ $first }** gegen **{ $second }**, { $variant }.
history-no-moves = (noch keine Züge)
history-as-record = Partie #{ $game } als Aufzeichnung:
replay-of = Wiederholung von Partie #{ $game }: **{ $first }** gegen **{ $second }**.
export-both = als Aufzeichnungszeile (Variante, Züge, Ergebnis) und als SGF von boardspace
export-record-only = als Aufzeichnungszeile (Variante, Züge, Ergebnis); { $reason }
export-done = Partie #{ $game }: **{ $first }** gegen **{ $second }**, { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }, { $files }.

## Analyse, eingelesene Aufzeichnungen und die Diagramme

chart-race-title = Schlagrennen
chart-race-caption = gehaltene Kugeln nach jedem der { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
chart-chance-title = Gewinnchance
chart-chance-caption = Die Chance von { $player } nach jedem Zug; Punkte: grobe Fehler; nummeriert: die teuersten Züge
analysis-title = Analyse von Partie #{ $game }
analysis-import-title = Analyse der eingelesenen Partie
analysis-learn = Aus deinen Fehlern lernen
analysis-of-game = Partie #{ $game }
analysis-of-import = die eingelesene Partie
analysis-progress = Analyse ({ $what }): Stellung { $done } von { $total } …
analysis-second-look = Analyse ({ $what }): ein zweiter Blick auf Zug { $number } ({ $done } von { $total }) …
analysis-nothing-marked = Kein Zug hat genug hergegeben, um markiert zu werden.
analysis-costliest = **Die teuersten Züge**
analysis-costly-move = Zug { $number }, { $player }: `{ $played }` — { $mark } ({ $before } % → { $after } %)
analysis-better = ; besser `{ $better }`
analysis-marks = Markierungen: { $marks }
analysis-budget = Gewinnchancen von der Engine mit { $nodes } Knoten je Stellung.
analysis-accuracy = Genauigkeit **{ $accuracy }**
analysis-counts = { $inaccuracies ->
        [one] { $inaccuracies } Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    } · { $mistakes ->
        [one] { $mistakes } Fehler
       *[other] { $mistakes } Fehler
    } · { $blunders ->
        [one] { $blunders } grober Fehler
       *[other] { $blunders } grobe Fehler
    }
import-done = Eingelesen wurde { $format ->
        [sgf] eine SGF-Aufzeichnung
       *[record] eine Aufzeichnungszeile
    }: **{ $first }** gegen **{ $second }**, { $variant }, { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }, jeder davon regelgerecht. { $end }
import-stops-early = Die Aufzeichnung endet vor dem Ende der Partie; { $player } ist am Zug.
import-after-end = Die Aufzeichnung geht danach noch { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } weiter; sie werden ausgelassen.
import-not-stored = Nichts wurde gespeichert: eingelesene Partien werden nicht gewertet.

## Turniere

tournament-heading = **{ $name }** · Turnier #{ $id } · { $format ->
        [swiss] Schweizer System
       *[round-robin] Rundenturnier
    }, { $rounds }, { $variant }, { $time }.
tournament-rounds = { $kind ->
        [all] jeder gegen jeden
       *[count] { $count ->
            [one] { $count } Runde
           *[other] { $count } Runden
        }
        [log] Runden: etwa log2 der Spielerzahl plus eins
    }
tournament-open = Offen: bis zu { $max } Spieler.
tournament-starts-at = Es beginnt { $when }.
tournament-starts-on-start = Es beginnt, wenn der Veranstalter **{ tournament-start }** drückt.
tournament-long-round-robin = Mehr als { $max } Spieler machen ein langes Rundenturnier: das Schweizer System passt besser.
tournament-running = Läuft: Runde { $round } von { $rounds }.
tournament-finished = Beendet.
tournament-cancelled = Abgesagt.
tournament-nobody = noch niemand
tournament-players = **Spieler ({ $count }):** { $list }
tournament-join = Beitreten
tournament-leave = Verlassen
tournament-start = Starten
tournament-withdraw = Zurückziehen
tournament-title = ZÈRTZ-Turnier · { $name }
tournament-round-heading = **{ $name }** · Runde { $round } von { $rounds }
tournament-board = Brett { $board }: { $first } (beginnt) gegen { $second }, { $link }
tournament-forfeit = Brett { $board }: { $winner } gewinnt kampflos ({ $loser } hat sich zurückgezogen)
tournament-bye = { $player }: { $format ->
        [swiss] spielfrei, zählt als Sieg
       *[round-robin] setzt diese Runde aus
    }
tournament-play-hint = Gespielt wird mit { COMMAND("zertz move") } wie in jeder Partie hier; die nächste Runde wird gepaart, wenn die letzte Partie endet.
tournament-round-title = ZÈRTZ-Turnier · { $name } · Runde { $round }
tournament-over = **{ $name }** ist vorbei. Endstand:
tournament-no-round = **{ $name }**: noch keine Runde gespielt.
tournament-after-round = **{ $name }** · Stand nach Runde { $round }:
tournament-podium = **Podest:** { $places }
board-link = Partie #{ $game }
tournament-list-line = #{ $id } **{ $name }** · { $format ->
        [swiss] Schweizer System
       *[round-robin] Rundenturnier
    } · { $status ->
        [open] offen für Anmeldungen
       *[running] läuft, Runde { $round }
        [finished] beendet
        [cancelled] abgesagt
    } · in { $channel }
tournament-joined = Du bist **{ $name }** beigetreten ({ $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    }). Verlasse es mit dem Button **{ tournament-leave }**, bevor es beginnt.
tournament-withdrew-from = { $player } hat sich von **{ $name }** zurückgezogen.
tournament-you-left = Du hast **{ $name }** verlassen.
tournament-is-out = { $player } ist aus **{ $name }** ausgeschieden.
tournament-none-listed = Auf diesem Server gibt es noch keine Turniere. Veranstalter legen eines mit { COMMAND("tournament create") } an.
tournament-list-heading = **Turniere auf diesem Server**
tournament-organisers-role = Mitglieder mit { $role } dürfen hier jetzt Turniere veranstalten.
tournament-organisers-managers = Hier veranstalten jetzt nur Mitglieder Turniere, die den Server verwalten dürfen.
tournament-called-off = Weniger als { $min } Spieler sind beigetreten, daher wurde es abgesagt.
standings-player = Spieler
standings-points = Punkte
standings-record = S-R-N
standings-withdrew = zurückgezogen
standings-order = { $format ->
        [swiss] Punkte, dann Buchholz, dann Sonneborn-Berger
       *[round-robin] Punkte, dann Sonneborn-Berger, dann direkter Vergleich
    }
standings-title = { $name } · { $last ->
        [yes] Endstand
       *[no] nach Runde { $round }
    }

## The commands: names (lower case) and descriptions

cmd-zertz =
    .name = zertz
    .description = ZÈRTZ spielen: herausfordern, ziehen, das Brett sehen, Wertungen
cmd-learn =
    .name = lernen
    .description = ZÈRTZ spielend lernen: kurze Lektionen zum Antippen, dann eine erste Partie
cmd-study =
    .name = studium
    .description = Partien nachsehen: Verlauf, Wiederholung, Notationen, Analyse und Übung
cmd-puzzle =
    .name = rätsel
    .description = Ein Rätsel aus einer echten Partie nahe deiner Rätselwertung; antworte mit einem Zug
cmd-tournament =
    .name = turnier
    .description = Turniere auf diesem Server (Server, die den Bot eingeladen haben)
cmd-server =
    .name = server
    .description = Die Einstellungen dieses Servers für den Bot (braucht Server verwalten)
cmd-zertz-challenge =
    .name = herausfordern
    .description = Fordere jemanden in diesem Kanal zu einer Partie ZÈRTZ heraus
cmd-zertz-challenge-opponent =
    .name = gegner
    .description = Gegen wen du spielst
cmd-zertz-challenge-variant =
    .name = variante
    .description = Brett und Kugeln
cmd-zertz-challenge-first =
    .name = beginnt
    .description = Wer zuerst zieht
cmd-zertz-challenge-time =
    .name = zeit
    .description = Zeit für jeden Zug
cmd-zertz-challenge-level =
    .name = stufe
    .description = Wenn du den Bot selbst forderst: wie stark er spielt
cmd-zertz-move =
    .name = zug
    .description = Ziehe in deiner Partie hier, etwa Wd4,a1 oder x d1Gd3
cmd-zertz-move-notation =
    .name = notation
    .description = Der Zug; tippe los, um die erlaubten zu sehen
cmd-zertz-move-to =
    .name = für
    .description = Deine Partie hier, Rätsel oder Übung, wenn du mehrere offen hast
cmd-zertz-place =
    .name = setzen
    .description = Setze eine Kugel und entferne einen freien Ring
cmd-zertz-place-colour =
    .name = farbe
    .description = Farbe der Kugel
cmd-zertz-place-at =
    .name = auf
    .description = Freier Ring, auf den du setzt
cmd-zertz-place-remove =
    .name = entfernen
    .description = Freier Ring, den du entfernst
cmd-zertz-place-to =
    .name = für
    .description = Deine Partie hier, Rätsel oder Übung, wenn du mehrere offen hast
cmd-zertz-capture =
    .name = schlagen
    .description = Schlagen: mit einer Kugel springen, so weit die Regeln verlangen
cmd-zertz-capture-path =
    .name = sprünge
    .description = Die Sprünge
cmd-zertz-capture-to =
    .name = für
    .description = Deine Partie hier, Rätsel oder Übung, wenn du mehrere offen hast
cmd-zertz-board =
    .name = brett
    .description = Zeige das aktuelle Brett (nur dir)
cmd-zertz-board-game =
    .name = partie
    .description = Welche Partie in diesem Kanal
cmd-zertz-resign =
    .name = aufgeben
    .description = Gib deine Partie in diesem Kanal auf
cmd-zertz-draw =
    .name = remis
    .description = Biete Remis an oder nimm das Angebot deines Gegners an
cmd-zertz-takeback =
    .name = zurücknehmen
    .description = Bitte darum, deinen letzten Zug zurückzunehmen (dein Gegner erlaubt es)
cmd-zertz-vacation =
    .name = urlaub
    .description = Halte deine Uhren in allen Partien für einige Tage an (höchstens 14 in 60)
cmd-zertz-vacation-days =
    .name = tage
    .description = Wie viele Tage, 1 bis 14
cmd-zertz-rematch =
    .name = revanche
    .description = Fordere deinen letzten Gegner hier zu einer weiteren Partie heraus
cmd-zertz-games =
    .name = partien
    .description = Deine laufenden Partien auf diesem Server
cmd-zertz-leaderboard =
    .name = rangliste
    .description = Die besten Spieler
cmd-zertz-leaderboard-scope =
    .name = bereich
    .description = Dieser Server, alle oder Rätselwertungen
cmd-zertz-leaderboard-page =
    .name = seite
    .description = Seitenzahl
cmd-zertz-stats =
    .name = statistik
    .description = Wertungen und Bilanz eines Spielers
cmd-zertz-stats-player =
    .name = spieler
    .description = Wessen (standardmäßig deine)
cmd-study-history =
    .name = verlauf
    .description = Die Züge einer Partie
cmd-study-history-game =
    .name = partie
    .description = Welche Partie in diesem Kanal
cmd-study-replay =
    .name = wiederholung
    .description = Eine animierte Wiederholung einer Partie
cmd-study-replay-game =
    .name = partie
    .description = Welche Partie in diesem Kanal
cmd-study-export =
    .name = export
    .description = Die Notation einer Partie als Dateien: die der Regeln und boardspace-SGF
cmd-study-export-game =
    .name = partie
    .description = Welche Partie in diesem Kanal
cmd-study-analyse =
    .name = analyse
    .description = Die Analyse einer beendeten Partie: Genauigkeit, Fehler und bessere Züge
cmd-study-analyse-game =
    .name = partie
    .description = Welche Partie in diesem Kanal
cmd-study-import =
    .name = import
    .description = Prüfe eine Partienotation (boardspace-SGF oder Zeile) und zeige sie; nichts wird gespeichert
cmd-study-import-file =
    .name = datei
    .description = Eine .sgf-Datei oder eine Notationszeile (.tsv/.txt)
cmd-study-import-analyse =
    .name = analysieren
    .description = Die Partie auch mit der Engine analysieren (Standard: nein)
cmd-study-mistakes =
    .name = fehler
    .description = Lerne aus deinen Fehlern: finde bessere Züge für deine markierten Züge
cmd-study-mistakes-game =
    .name = partie
    .description = Welche Partie in diesem Kanal (deine zuletzt beendete)
cmd-study-practice =
    .name = übung
    .description = Übe deine verpassten Züge erneut, verteilt über Tage
cmd-puzzle-public =
    .name = öffentlich
    .description = Im Kanal zeigen (Standard: nur dir)
cmd-learn-lesson =
    .name = lektion
    .description = Welche Lektion (Standard: der Kurs und dein Stand)
cmd-server-daily =
    .name = täglich
    .description = Jeden Tag ein Rätsel in diesem Kanal posten (braucht Server verwalten)
cmd-server-daily-switch =
    .name = schalter
    .description = Ein oder aus
cmd-tournament-create =
    .name = erstellen
    .description = Erstelle ein Turnier in diesem Kanal (Organisatoren)
cmd-tournament-create-name =
    .name = name
    .description = Sein Name
cmd-tournament-create-format =
    .name = modus
    .description = Schweizer System oder Rundenturnier
cmd-tournament-create-rounds =
    .name = runden
    .description = Schweizer Runden (Standard: etwa log2 der Spieler plus eins)
cmd-tournament-create-variant =
    .name = variante
    .description = Brett und Kugeln
cmd-tournament-create-time =
    .name = zeit
    .description = Zeit für jeden Zug
cmd-tournament-create-max_players =
    .name = max_spieler
    .description = Die meisten Spieler, die es aufnimmt (Standard 32)
cmd-tournament-create-starts =
    .name = beginn
    .description = Startet von selbst nach so vielen Stunden (Standard: wenn du Start drückst)
cmd-tournament-standings =
    .name = tabelle
    .description = Der Stand eines Turniers (standardmäßig das neueste dieses Kanals)
cmd-tournament-standings-event =
    .name = turnier
    .description = Welches Turnier (seine Nummer)
cmd-tournament-list =
    .name = liste
    .description = Die Turniere dieses Servers: offen, laufend und beendet
cmd-tournament-remove =
    .name = entfernen
    .description = Nimm einen Spieler aus einem Turnier (Organisatoren)
cmd-tournament-remove-player =
    .name = spieler
    .description = Wen
cmd-tournament-remove-event =
    .name = turnier
    .description = Welches Turnier (standardmäßig das dieses Kanals)
cmd-server-organisers =
    .name = organisatoren
    .description = Nenne die Rolle, die hier Turniere leiten darf (braucht Server verwalten)
cmd-server-organisers-role =
    .name = rolle
    .description = Die Rolle (keine: nur wer den Server verwalten darf)
cmd-zertz-rules =
    .name = regeln
    .description = Wie ZÈRTZ gespielt wird
cmd-zertz-help =
    .name = hilfe
    .description = Die Befehle des Bots
cmd-context-challenge =
    .name = Zu ZÈRTZ herausfordern
cmd-server-language =
    .name = sprache
    .description = Die Sprache der Posts des Bots hier (braucht Server verwalten)
cmd-server-language-language =
    .name = sprache
    .description = Welche Sprache
cmd-server-threads =
    .name = threads
    .description = Ein Thread für jede Partie hier, ihre Karte im Kanal (braucht Server verwalten)
cmd-server-threads-setting =
    .name = einstellung
    .description = Ein oder aus

## The fixed choices

choice-colour-B = schwarz
choice-colour-G = grau
choice-colour-W = weiß
choice-first-me = ich
choice-first-random = zufällig
choice-first-them = Gegner
choice-format-round-robin = Rundenturnier: jeder gegen jeden
choice-format-swiss = Schweizer System: Gleichstand trifft sich, wenige Runden
choice-level-easy = leicht: für Anfänger
choice-level-hard = schwer: die stärkste
choice-level-medium = mittel
choice-scope-global = alle
choice-scope-puzzles = Rätselwertungen
choice-scope-server = dieser Server
choice-switch-off = aus
choice-setting-off = aus: Partien bleiben im Kanal
choice-setting-on = ein: ein Thread für jede Partie, ihre Karte im Kanal
choice-switch-on = ein: jeden Tag ein Rätsel hier
choice-time-0 = ohne Limit
choice-time-259200 = 3 Tage
choice-time-3600 = 1 Stunde
choice-time-604800 = 7 Tage
choice-time-86400 = 1 Tag
choice-to-game = meine Partie hier
choice-to-lesson = meine Lektion
choice-to-practice = meine Fehlerübung
choice-to-puzzle = mein Rätsel
choice-variant-blitz = Blitz: 37 Ringe, weniger Kugeln
choice-variant-large = groß: 61 Ringe
choice-variant-standard = Standard: 37 Ringe
choice-variant-tournament = Turnier: 48 Ringe
choice-language-discord = die des Servers, wie in Discord eingestellt
choice-language-de = Deutsch
choice-language-en = English
choice-language-es = Español
choice-language-fr = Français
choice-language-it = Italiano
choice-language-nl = Nederlands

## The course: each lesson and exercise (the English is in bot/src/app/lessons/course.rs)

lesson-1-title = Ein Zug: eine Kugel setzen, einen freien Ring entfernen
lesson-1-teaches = ZÈRTZ wird auf Ringen gespielt, die verschwinden. In einem Zug ohne Schlag **setzt** du eine Kugel beliebiger Farbe aus dem gemeinsamen Vorrat auf einen beliebigen leeren Ring (R3.1) und **entfernst dann einen freien Ring** (R3.2): einen leeren Ring mit zwei offenen Seiten nebeneinander, sodass er sich aus dem Brett schieben ließe. Das Brett schrumpft mit jedem Zug.
lesson-1-1-ask = Setze eine beliebige Kugel auf einen beliebigen Ring und entferne dann einen der freien Ringe, die auf dem Brett markiert sind.
lesson-1-1-hint = Tippe **{ move-button }**, wähle eine Farbe, einen Ring dafür und dann einen der markierten Ringe zum Entfernen.
lesson-1-1-well-done = Das ist ein ganzer Zug. Jeder Ring am Rand dieses Bretts war frei.
lesson-1-1-wrong-1 = Ring d5 ist nicht frei: alle sechs Seiten grenzen an Ringe, also kann er nicht herausgleiten (R3.2).
lesson-1-2-ask = Drei Ringe rund um d4 wurden entfernt. Setze eine Kugel und entferne einen freien Ring.
lesson-1-2-hint = Ring d4 hat drei offene Seiten, aber keine zwei davon liegen nebeneinander: er kann nicht herausgleiten. Nur die markierten Ringe sind frei.
lesson-1-2-well-done = Am Rand zu liegen genügt nicht: ein freier Ring braucht zwei offene Seiten nebeneinander (R3.2).
lesson-1-2-wrong-1 = Ring d4 ist nicht frei: seine offenen Seiten (d3, c4 und e4) liegen nicht nebeneinander, also kann er nicht herausgleiten (R3.2).
lesson-2-title = Schlagen ist Pflicht
lesson-2-teaches = Eine Kugel neben einer anderen, mit einem leeren Ring direkt dahinter in gerader Linie, kann über sie **springen** und dort landen (R3.3). Die übersprungene Kugel ist geschlagen: sie gehört dir. Die Farben spielen keine Rolle, und es ist egal, wer sie gesetzt hat. Wenn du schlagen kannst, **musst** du (R3.4): in diesem Zug wird nichts gesetzt.
lesson-2-1-ask = Dein Gegner hat zwei Kugeln nebeneinander liegen lassen. Schlage eine: ihre Wege sind eingezeichnet.
lesson-2-1-hint = Die weiße Kugel auf d3 kann die graue auf d4 überspringen und auf d5 landen; oder Grau springt über Weiß nach d2.
lesson-2-1-well-done = Geschlagen: die übersprungene Kugel verlässt das Brett und kommt zu deinen geschlagenen.
lesson-2-1-wrong-1 = Ein Schlag ist möglich, also muss dieser Zug ein Schlag sein (R3.4): es darf keine Kugel gesetzt werden.
lesson-2-2-ask = Sprünge gehen entlang jeder der sechs Linien durch einen Ring, auch schräg. Schlage.
lesson-2-2-hint = Schau entlang der Linie von c3 über d4.
lesson-2-2-well-done = Ein Sprung geht in gerader Linie über eine Nachbarin auf den Ring direkt dahinter (R3.3).
lesson-2-2-wrong-1 = c3 nach d5 ist kein Sprung: eine Kugel springt in gerader Linie über eine Nachbarin auf den Ring direkt dahinter (R1.3).
lesson-3-title = Ketten: weiterspringen
lesson-3-teaches = Kann dieselbe Kugel nach einem Sprung von ihrem Landeplatz aus wieder springen, **muss** sie (R3.3): ein Zug kann mehrere Kugeln schlagen. Hast du mehrere Schläge, darfst du jeden davon wählen (R3.4), also wähle den, der am meisten bringt.
lesson-3-1-ask = Schlage beide Kugeln in einem Zug.
lesson-3-1-hint = Weiß springt über Grau nach d4, dann kann sie von d4 über Schwarz springen.
lesson-3-1-well-done = Zwei Kugeln in einem Zug: die Kette geht weiter, solange dieselbe Kugel springen kann.
lesson-3-1-wrong-1 = Der Schlag muss weitergehen: von d4 kann die Kugel noch nach d6 springen (R3.3).
lesson-3-2-ask = Mehrere Schläge sind möglich. Finde den, der drei Kugeln schlägt.
lesson-3-2-hint = Beginne mit der Kugel, die neben einer anderen Kugel landen kann, und mach weiter.
lesson-3-2-well-done = Die längste Kette hier schlug drei. Du darfst immer wählen, welchen Schlag du machst.
lesson-4-title = Abtrennen: eine Gruppe isolieren
lesson-4-teaches = Das Entfernen eines Rings kann das Brett teilen. Nach deinem Setzen gehört dir jede vom Rest abgetrennte Gruppe von Ringen, auf der **jeder Ring eine Kugel trägt**: du erhältst ihre Kugeln, und ihre Ringe verlassen das Brett (R4.1). Eine Gruppe mit einem leeren Ring bleibt im Spiel (R4.3).
lesson-4-1-ask = Die schwarze Kugel auf d7 hängt an einem Ring. Hol sie dir.
lesson-4-1-hint = Setze irgendwo und entferne dann den Ring, der d7 mit dem Brett verbindet.
lesson-4-1-well-done = Abgetrennt und voll: die schwarze Kugel gehört dir.
lesson-4-2-ask = Jetzt hat d7 einen leeren Nachbarn, c6. Hol dir zwei Kugeln in einem Zug.
lesson-4-2-hint = Trenne c6 und d7 zusammen ab, aber fülle zuerst c6: deine eigene Kugel zählt auch.
lesson-4-2-well-done = Du hast auf c6 gesetzt und dann beide Ringe abgetrennt: beide Kugeln gehören dir, auch die, die du gesetzt hast.
lesson-4-2-wrong-1 = c6 und d7 sind abgetrennt, aber c6 ist leer, also bleibt die Gruppe im Spiel (R4.3) und nichts wird erhalten.
lesson-4-3-ask = c6 und d7 sind schon abgetrennt, und c6 ist leer. Hol sie dir.
lesson-4-3-hint = Fülle den letzten leeren Ring der Gruppe.
lesson-4-3-well-done = Wer den letzten leeren Ring einer abgetrennten Gruppe füllt, erhält sie auch (R4.1).
lesson-5-title = Die Ziele
lesson-5-teaches = Du gewinnst, wenn deine geschlagenen Kugeln ein Ziel erreichen (R5.1): **4 weiße, 5 graue, 6 schwarze oder 3 von jeder Farbe**. Blitz, eine kürzere Variante, die du beim Herausfordern wählen kannst, verlangt 3 weiße, 4 graue, 5 schwarze oder 2 von jeder. Deine geschlagenen Kugeln stehen neben dem Brett.
lesson-5-1-ask = Du hast 3 weiße Kugeln. Gewinne mit einem Schlag.
lesson-5-1-hint = Eine vierte weiße gewinnt.
lesson-5-1-well-done = Vier weiße Kugeln: du gewinnst.
lesson-5-2-ask = Du hast 2 weiße, 3 graue und 3 schwarze. Welcher Schlag gewinnt?
lesson-5-2-hint = Drei von jeder Farbe ist auch ein Ziel.
lesson-5-2-well-done = Drei von jeder Farbe: du gewinnst.
lesson-5-3-ask = Im Blitz, der kürzeren Variante: 3 weiße, 4 graue, 5 schwarze oder 2 von jeder gewinnen. Du hast 1 weiße, 1 graue, 4 schwarze. Gewinne.
lesson-5-3-hint = Von welcher Farbe fehlt dir genau eine?
lesson-5-3-well-done = Fünf schwarze Kugeln gewinnen das Blitzspiel.
lesson-6-title = Der leere Vorrat
lesson-6-teaches = Ist der gemeinsame Vorrat leer, setzt du eine **deiner eigenen geschlagenen Kugeln** (R3.1), nie eine deines Gegners. Wer weder schlagen noch setzen kann, passt (R3.5).
lesson-6-1-ask = Der Vorrat ist leer. Setze eine deiner geschlagenen Kugeln und entferne einen freien Ring.
lesson-6-1-hint = Du kannst die Farben setzen, die du geschlagen hast.
lesson-6-1-well-done = Jede Kugel, die du jetzt setzt, kommt aus deinen eigenen geschlagenen.
lesson-6-2-ask = Der Vorrat ist leer, und du hast zwei schwarze Kugeln. Nutze eine, um dir zwei Kugeln zu holen.
lesson-6-2-hint = Wie in der Lektion über das Abtrennen: fülle c6 und entferne dann d6, um c6 und d7 zusammen abzutrennen.
lesson-6-2-well-done = Deine eigene Kugel kam zu dir zurück, zusammen mit der weißen.
lesson-7-title = Der Abtausch
lesson-7-teaches = Da Schlagen Pflicht ist, kann ein Setzen deinen Gegner zum Schlagen **zwingen** und bestimmen, wo seine Kugel landet. Ein guter Abtausch gibt eine Kugel her und holt mehr zurück.
lesson-7-1-ask = Gib deinem Gegner eine Kugel, sodass sein Schlag dort endet, wo du zwei zurückholen kannst.
lesson-7-1-hint = Eine Kugel auf c3 muss über die graue auf d3 springen und auf e2 landen, direkt neben der weißen Kugel auf d2.
lesson-7-1-well-done = Er musste schlagen, und seine Kugel landete dort, wo deine Kette zwei holen konnte.
lesson-7-2-ask = Noch ein Abtausch: setze eine Kugel, die dein Gegner schlagen muss, und gewinne den Abtausch.
lesson-7-2-hint = Setze die Kugel dorthin, wo der einzige Sprung über sie neben zwei grauen Kugeln in einer Linie landet.
lesson-7-2-well-done = Eine gegeben, zwei genommen: das ist der Abtausch, das Herz der ZÈRTZ-Taktik.
lesson-8-title = Tempo
lesson-8-teaches = Spät in einer Partie kann jedes Setzen etwas hergeben. Dann ist der in Not, der ziehen muss: mach einen ruhigen Zug, sodass dich **jede** Antwort deines Gegners schlagen lässt.
lesson-8-1-ask = Nichts zu schlagen und nur noch wenige Ringe. Mach einen Zug, der nichts hergibt und nach dem dich jede Antwort schlagen lässt.
lesson-8-1-hint = Lass deinem Gegner nur Ringe neben den grauen Kugeln.
lesson-8-1-well-done = Jeder Ring, der deinem Gegner blieb, lag neben einer Kugel: was er auch tat, du hast geschlagen.
lesson-8-2-ask = Mach den ruhigen Zug, der deinem Gegner keine sichere Antwort lässt.
lesson-8-2-hint = Fülle den Ring, der für dich sicher ist, und entferne den, der für ihn sicher wäre.
lesson-8-2-well-done = Dein Gegner musste ziehen, und jeder Zug gab dir Kugeln: das ist Tempo.
lesson-9-title = Deine erste Partie
lesson-9-teaches = Spiele eine ganze Partie gegen den Computer auf seiner leichtesten Stufe. Tippe **{ move-button }** unter dem Brett, um zu spielen, und **{ hint-button }**, wenn du nicht weiterweißt.

## The board you can touch (the Activity)

open-board-button = Brett öffnen
board-not-shown-here = Partie #{ $game } wird nicht in diesem Kanal gespielt und ist nicht deine, deshalb kann dieses Brett sie nicht zeigen.
board-position-changed = Die Stellung hat sich geändert, bevor dein Zug ankam, daher wurde nichts gespielt. Das Brett zeigt jetzt die aktuelle Stellung.
board-not-legal = Das ist in dieser Stellung kein erlaubter Zug, daher wurde nichts gespielt.
board-connecting = Verbinde…
board-reconnecting = Die Verbindung ist abgerissen: verbinde neu…
board-no-games = In diesem Kanal läuft noch keine Partie. Starte hier eine gegen den Computer, oder fordere jemanden im Chat heraus.
board-play-computer = Gegen den Computer spielen
board-clear = Verwerfen
board-pass = Passen
board-sending = Wird gesendet…
board-hint-capture = Schlagen ist Pflicht: Tippe eine leuchtende Kugel an.
board-hint-place = Wähle eine Farbe und tippe dann einen leuchtenden Ring an, um die Kugel zu setzen.
board-hint-pass = Nichts zu schlagen und nichts zu setzen: Du passt.
board-hint-colour = Tippe einen leuchtenden Ring an, um die Kugel zu setzen.
board-hint-placed = Tippe einen leuchtenden freien Ring an, um ihn zu entfernen.
board-hint-jumping = Tippe den leuchtenden Ring an, auf dem die Kugel als Nächstes landet.
board-hint-ready = Bestätige, um diesen Zug zu spielen, oder verwirf ihn.
board-goals = Ziel: { $white } weiße, { $grey } graue oder { $black } schwarze Kugeln, oder { $each } von jeder Farbe
board-your-move = Du bist am Zug, { $name }.
board-deadline = { $status } · bis { $deadline }
