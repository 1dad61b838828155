# Dutch. The messages first, by the same ids as en.ftl; then every
# command field's name and description, and the fixed choices' labels.

## Hulp en regels

help-card = ZÈRTZ-opdrachten
help-title = Nieuw in het spel? Begin met { COMMAND("learn") }.
help-footer = Rechtsklik op een lid → Apps → **{ $context }** werkt ook. Als je aan zet bent, kiest **{ move-button }** onder het bord een zet met tikken, zonder notatie.
choice-default = { $label } (standaard)
rules = **ZÈRTZ** is een spel voor twee van Kris Burm. Het bord bestaat uit ringen, en de witte, grijze en zwarte knikkers zijn van niemand.
    • Als je aan zet bent, **plaats** je een knikker van een willekeurige kleur op een lege ring en **verwijder** je daarna **een vrije ring**: een lege ring aan de rand die eruit zou kunnen schuiven (twee aangrenzende zijden open).
    • Als je kunt **slaan**, moet je: een knikker springt over een aangrenzende knikker naar de lege ring erachter, en blijft springen zolang het kan. De overgesprongen knikkers zijn van jou.
    • Wie een groep volledig bezette ringen afsnijdt, **krijgt** de knikkers ervan.
    • Je wint met 4 witte, 5 grijze, 6 zwarte, of 3 van elke kleur (blitz: 3, 4, 5 of 2 van elke kleur).
    Om te zetten tik je op **{ move-button }** onder het bord en kies je stap voor stap: alleen geldige keuzes worden aangeboden. Of typ hem: `Wd4,a1` plaatst wit op d4 en verwijdert a1; `x d1Gd3` springt van d1 over een grijze knikker naar d3. { COMMAND("zertz move") } stelt geldige zetten voor terwijl je typt.
    Nieuw bij ZÈRTZ? { COMMAND("learn") } leert het je in korte lessen op kleine borden, en dan een eerste partij tegen de computer.
rules-first-player = Eerste speler
rules-second-player = Tweede speler
our-fault = Er ging iets mis aan de kant van de bot; er is niets veranderd. Probeer het opnieuw.

## Weigeringen over partijen

no-such-game = Er is geen partij #{ $number }.
not-in-channel = Partij #{ $game } is niet in dit kanaal.
which-game = Welke partij? Er worden hier meerdere gespeeld: kies er een met de optie `{ OPTION("zertz board", "game") }`.
no-game-here = Er is geen partij in dit kanaal. { COMMAND("zertz challenge") } begint er een.
no-game-of-yours = Je hebt geen partij in dit kanaal. Begin er een met { COMMAND("zertz challenge") }.
opponent-is-bot = { $name } is een bot, en bots spelen hier geen ZÈRTZ.
you-are-playing-here = Je hebt al een partij in dit kanaal. Maak die eerst af, of speel in een ander kanaal.
they-are-playing-here = { $name } heeft al een partij in dit kanaal.
challenge-open = Er staat hier al een uitdaging open tussen jou en { $name }.
nothing-to-rematch = Je hebt in dit kanaal geen afgelopen partij voor een revanche.
not-your-rematch = Alleen de spelers van die partij kunnen om een revanche vragen.
rematch-of-live-game = Die partij wordt nog gespeeld.
computer-not-ready = De computerspeler is nog niet klaar; probeer het zo opnieuw.
cannot-attach-replay = De bot mag in dit kanaal geen bestanden bijvoegen, dus hij kan hier geen herhaling tonen.
cannot-attach-record = De bot mag in dit kanaal geen bestanden bijvoegen, dus hij kan hier geen notatie sturen.
say-which = Je hebt { $open } open: voeg { $options } toe om te zeggen waar deze zet voor is.
open-game = een partij hier
open-puzzle = puzzel #{ $puzzle }
open-practice = een oefening van partij #{ $game }
open-lesson = een opgave van les { $lesson }
list-and = { $rest } en { $last }
list-or = { $rest } of { $last }
message-lost = De zet is opgeslagen, maar het bericht ging verloren; zie { COMMAND("zertz board") }.
no-move-to-take-back = Je hebt geen zet om terug te nemen.
not-your-last-move = Je kunt alleen je eigen laatste zet terugnemen, voordat je tegenstander zet.
opponent-decides = Je tegenstander beslist over je terugname.
only-watching = Je speelt niet in partij #{ $game }: { $player } is aan zet.
picker-stale = De stelling is veranderd sinds deze keuze openging, dus er is niets gespeeld. { $player } is aan zet.
takeback-closed = Dat verzoek om terug te nemen staat niet meer open: er is sindsdien gezet.
draw-offered = Je hebt al remise aangeboden; het aanbod geldt tot de volgende zet.
own-draw-offer = Je kunt je eigen aanbod niet aannemen.
draw-offer-closed = Dat remiseaanbod staat niet meer open.
computer-declines-draw = **{ $name }** weigert de remise: jullie kunnen allebei nog een doel halen. Geef op met { COMMAND("zertz resign") } als je wilt stoppen.

## Partijen: tijd, zetten, uitslagen, de kaart van het bord

time-none = geen tijdslimiet
time-days = { $count ->
        [one] 1 dag
       *[other] { $count } dagen
    } per zet
time-hours = { $count ->
        [one] 1 uur
       *[other] { $count } uur
    } per zet
time-minutes = { $count ->
        [one] 1 minuut
       *[other] { $count } minuten
    } per zet
deadline = vóór { $date } ({ $relative })
time-span = { $unit ->
        [minute] { $count ->
            [one] { $count } minuut
           *[other] { $count } minuten
        }
        [hour] { $count ->
            [one] { $count } uur
           *[other] { $count } uur
        }
       *[day] { $count ->
            [one] { $count } dag
           *[other] { $count } dagen
        }
    }
time-ahead = over { $span }
time-ago = { $span } geleden
no-limit = geen limiet
marble-white = { $count ->
        [one] een witte knikker
       *[other] { $count } witte knikkers
    }
marble-grey = { $count ->
        [one] een grijze knikker
       *[other] { $count } grijze knikkers
    }
marble-black = { $count ->
        [one] een zwarte knikker
       *[other] { $count } zwarte knikkers
    }
nothing = niets
move-passed = **{ $mover }** kon niet slaan en niets plaatsen, en paste: `-`
move-placed = **{ $mover }** plaatste { $marble } op { $at } en verwijderde ring { $ring }
move-placed-none-free = **{ $mover }** plaatste { $marble } op { $at } (geen ring was vrij om te verwijderen)
move-captured = **{ $mover }** sloeg { $marbles }
move-claimed = { $said }, en kreeg { $marbles } door afsnijden
won-by-goal = 🏆 **{ $winner } wint** door een doel te halen.
won-by-full-board = 🏆 **{ $winner } wint** door het bord te vullen.
won-by-resignation = 🏆 **{ $winner } wint**: { $loser } gaf op.
won-on-time = 🏆 **{ $winner } wint**: { $loser } had geen tijd meer.
drawn-by-repetition = 🤝 **Remise**: dezelfde stelling kwam voor de derde keer voor.
drawn-by-passes = 🤝 **Remise**: beide spelers pasten.
drawn-by-agreement = 🤝 **Remise** in onderling overleg.
ratings = Ratings: { $changes }.
not-rated = De partij eindigde voordat beide spelers hadden gezet, dus telt ze niet mee voor de rating.
computer-not-rated = Partijen tegen de computer tellen niet mee voor de rating; { COMMAND("zertz stats") } houdt je resultaten tegen elk niveau bij.
game-started = Partij #{ $game } is begonnen: **{ $first }** tegen **{ $second }**, { $time }.
    { $player }, jij zet als eerste.
please-move = Zet graag { $deadline }.
the-computer = De computer
thinking = **{ $name }** denkt na…
your-move = { $player }, jij bent aan zet.
your-move-by = { $player }, jij bent aan zet, { $deadline }.
on-vacation = (Op vakantie tot { $until }: dan begint de klok.)
card-game = ZÈRTZ-partij #{ $game } · { $variant }
card-move = Zet
card-moves = Zetten
card-clock = Klok
move-button = Zetten
hint-button = Tip
rematch-button = Revanche
record-button = Partijbestand
replay-button = Herhaling
analyse-button = Analyseren

## Uitdagingen

challenge = { $opponent }, **{ $challenger }** daagt je uit voor ZÈRTZ: **{ $variant }** ({ $rings } ringen), { $time }, { $first }. De uitdaging staat 24 uur open.
moves-first = { $name } zet als eerste
first-by-lot = het lot bepaalt wie begint
new-to-zertz = Nieuw bij ZÈRTZ? { COMMAND("learn") } leert het je in een paar minuten, met tikken.
accept-button = Aannemen
decline-button = Weigeren
cancel-button = Intrekken
card-challenge = ZÈRTZ-uitdaging · { $variant }
challenge-accepted = **{ $name }** nam de uitdaging aan: partij #{ $game }.
challenge-declined = **{ $name }** weigerde de uitdaging.
challenge-withdrawn = **{ $name }** trok de uitdaging in.

## Het plaatje van het bord

card-captured = Geslagen
picture-header = { $variant } · { $rings } ringen · zet { $ply }
picture-to-move = { $name } is aan zet
picture-won-by-goal = { $name } wint: doel gehaald
picture-won-by-full-board = { $name } wint: bord gevuld
picture-won-by-resignation = { $name } wint: tegenstander gaf op
picture-won-on-time = { $name } wint: tegenstander door de tijd
picture-drawn-by-repetition = Remise: drie keer dezelfde stelling
picture-drawn-by-passes = Remise: beide spelers pasten
picture-drawn-by-agreement = Remise in onderling overleg
picture-each = elk { $count }/{ $goal }
picture-pool = Voorraad
picture-pool-empty = leeg: spelers plaatsen uit hun eigen geslagen knikkers

## Wat de tijd brengt

challenge-expired = De uitdaging van { $challenger } aan { $opponent } is onbeantwoord verlopen.
reminder = ⏰ { $player }, de helft van je tijd voor deze zet in partij #{ $game } is om. Zet { $deadline }, anders verlies je door de tijd.

## Weigeringen bij het spelen

not-your-turn = Je bent niet aan zet: { $player } is aan zet.
stale-move = Die zet werd gestuurd voordat de laatste zet was opgeslagen, dus hij is niet gespeeld. Bekijk het nieuwe bord.
not-a-player = Je speelt niet mee in deze partij.
game-over = Deze partij is afgelopen.
move-conflict = Vlak voor de jouwe werd een andere zet opgeslagen. Bekijk het nieuwe bord en probeer het opnieuw.
move-impossible = Die zet kan niet: { $why }.
already-in-game = { $player } heeft al een partij in dit kanaal. Maak die eerst af, of speel in een ander kanaal.
self-challenge = Je kunt jezelf niet uitdagen.
challenge-has-expired = Deze uitdaging is verlopen.
nothing-to-take-back = Er is geen zet van jou om terug te nemen.
no-draw-offer = Je tegenstander heeft geen remise aangeboden.
game-missing = Die partij bestaat niet.
challenge-missing = Die uitdaging bestaat niet.

## De instellingen van een server

server-only = De serverinstellingen van de bot gelden alleen in serverkanalen.
server-managers-only = Alleen leden die de server mogen beheren, kunnen de instellingen van de bot hier wijzigen.
server-language-set = De bot post hier voortaan in deze taal: { $language }.
server-language-own = De bot post hier voortaan in de taal van de server, zoals ingesteld in Discord: { $language }.
server-threads-on = Elke partij hier krijgt voortaan een eigen thread, geopend vanaf de uitdaging, die als kaart van de partij in het kanaal blijft.
server-threads-off = Partijen blijven hier voortaan in het kanaal waar is uitgedaagd.
server-threads-lacking = In dit kanaal mist de bot 'Openbare threads maken' of 'Berichten verzenden in threads': zolang hij die niet allebei heeft, blijven partijen hier in het kanaal.
thread-name = #{ $game } { $first } tegen { $second } · { $variant }
game-card = **{ $first }** tegen **{ $second }** · de partij: { $thread }
card-last-move = Laatste zet: `{ $notation }`
card-to-move = { $player } is aan zet.
card-to-move-by = { $player } is aan zet, { $deadline }.
goes-on-in-thread = Gedaan. Partij #{ $game } gaat verder in haar thread: { $thread }
posted-there = Geplaatst in { $channel }, waar de partij een eigen thread krijgt.
no-thread-here = Deze partij blijft in dit kanaal: voor een eigen thread heeft de bot hier 'Openbare threads maken' en 'Berichten verzenden in threads' nodig.
thread-left = Partij #{ $game } gaat hier verder: haar thread is verwijderd, of de bot mag er niet meer posten.
need-thread-setting = Zeg aan of uit: { COMMAND("server threads") } met `{ OPTION("server threads", "setting") }`.

## De zetkeuze

picker-title = Jouw zet · partij #{ $game } · zet { $ply }
picker-recorded = Jouw zet { $ply }, `{ $notation }`, is opgeslagen.
picker-illegal = Die zet mag hier niet; er is niets gespeeld.
picker-moved-on-unplayed = De stelling is veranderd sinds deze keuze openging, dus er is niets gespeeld. Hier is ze nu.
picker-not-latest = Dit bord is niet het nieuwste: hier is de stelling nu.
picker-moved-on = De stelling is veranderd sinds deze keuze openging: hier is ze nu.
picker-ask-capture = Slaan is verplicht: kies een van de { $count } slagen (hun routes zijn getekend).
picker-ask-colour = Kies de kleur van de knikker die je plaatst.
picker-ask-captured-colour = De voorraad is leeg: kies een kleur uit de knikkers die je hebt geslagen.
picker-ask-ring = { $colour ->
        [white] Waar komt de witte knikker?
        [grey] Waar komt de grijze knikker?
       *[black] Waar komt de zwarte knikker?
    } Kies een van de { $count } lege ringen (gemarkeerd).
picker-ask-removal = { $colour ->
        [white] De witte knikker komt op { $at }.
        [grey] De grijze knikker komt op { $at }.
       *[black] De zwarte knikker komt op { $at }.
    } Verwijder nu een van de { $count } vrije ringen (gemarkeerd): een lege ring aan de rand die eruit kan schuiven.
picker-ask-confirm = { $what }: `{ $notation }`. Bevestig om hem te spelen.
picker-pass = Niets te slaan en niets te plaatsen: passen
picker-place = { $marble } op { $at } plaatsen en ring { $ring } verwijderen
picker-place-none-free = { $marble } op { $at } plaatsen (geen ring is vrij om te verwijderen)
picker-capture = { $marbles } slaan
picker-claim = { $what }, en { $marbles } krijgen door afsnijden
picker-takes = slaat { $marbles }
colour-name = { $colour ->
        [white] Wit
        [grey] Grijs
       *[black] Zwart
    }
picker-in-pool = { $colour } · { $count } in de voorraad
picker-of-yours = { $colour } · { $count } van jou
picker-choose-capture = Kies een slag
picker-choose-ring = Kies een ring
picker-choose-removal = Kies een vrije ring om te verwijderen
picker-range = { $what }: { $first } tot { $last }
picker-confirm = { $notation } bevestigen
picker-confirm-short = Bevestigen
picker-back = Terug
picker-first-listed = Alleen de eerste { $listed } van { $count } staan in de lijst: typ { COMMAND("zertz move") } voor de andere.

## De redenen van de regels waarom een zet niet kan

notation-unread = { $excerpt } is niet te lezen: { $problem }; schrijf een plaatsing als Wd4,d1, een slag als x d1Gd3, of - om te passen
colour-adjective = { $colour ->
        [white] wit
        [grey] grijs
       *[black] zwart
    }
illegal-game-over = de partij is voorbij
illegal-capture-compulsory = slaan is verplicht: { $example } kan
illegal-must-pass = je kunt niet slaan en hebt geen knikker om te plaatsen, dus je moet passen (-)
illegal-pass-capture = je kunt niet passen: er is een slag mogelijk
illegal-pass-place = je kunt niet passen: je hebt een knikker om te plaatsen
illegal-not-on-board = { $square } ligt niet op dit bord
illegal-ring-gone = er ligt geen ring meer op { $square }
illegal-occupied = { $square } is bezet: er ligt { $marble } op
illegal-not-in-pool = { $colour ->
        [white] er is geen witte knikker meer in de voorraad
        [grey] er is geen grijze knikker meer in de voorraad
       *[black] er is geen zwarte knikker meer in de voorraad
    }
illegal-not-captured = { $colour ->
        [white] de voorraad is leeg, en je hebt geen geslagen witte knikker om te plaatsen
        [grey] de voorraad is leeg, en je hebt geen geslagen grijze knikker om te plaatsen
       *[black] de voorraad is leeg, en je hebt geen geslagen zwarte knikker om te plaatsen
    }
illegal-not-free = ring { $square } is niet vrij: hij heeft geen twee open zijden naast elkaar
illegal-remove-occupied = ring { $square } is niet vrij: er ligt { $marble } op
illegal-remove-placed = ring { $square } is niet vrij: de knikker is er net op geplaatst
illegal-removal-required = na het plaatsen moet een vrije ring weg, bijvoorbeeld { $example }
illegal-wrong-claim = deze zet krijgt { $actual }, niet { $given }
illegal-no-jumper = er ligt geen knikker op { $square } om mee te springen
illegal-no-jump = een slag heeft minstens één sprong nodig, zoals x d1d3
illegal-not-a-jump = { $from } naar { $to } is geen sprong: een knikker springt in een rechte lijn over een buur naar de ring er net achter
illegal-jump-off-board = een sprong vanaf { $square } in die richting zou van het bord gaan
illegal-nothing-to-jump = er ligt geen knikker op { $square } om over te springen
illegal-landing-gone = de knikker kan niet op { $square } landen: daar ligt geen ring
illegal-landing-occupied = de knikker kan niet op { $square } landen: er ligt { $marble } op
illegal-wrong-colour = de knikker op { $square } is { $actual }, niet { $given }
illegal-must-continue = de slag moet doorgaan: vanaf { $at } kan de knikker nog naar { $to } springen

## Weigeringen van wat niet te lezen was

unknown-command = Onbekende opdracht. Probeer { COMMAND("zertz help") }.
button-expired = Deze knop is verlopen. { COMMAND("zertz help") } toont de opdrachten die hetzelfde doen.
not-offered = { $option ->
        [colour] De kleur is { $offered }, niet { $given }.
        [scope] Het bereik is { $offered }, niet { $given }.
        [first] Wie begint: { $offered }, niet { $given }.
        [time] De tijd per zet is { $offered }, niet { $given }.
        [level] Het niveau is { $offered }, niet { $given }.
        [target] Een zet is voor { $offered }, niet voor { $given }.
       *[format] Het formaat is { $offered }, niet { $given }.
    }
vacation-days = Neem { $min } tot { $max } dagen vakantie: bijvoorbeeld { COMMAND("zertz vacation") } met `{ OPTION("zertz vacation", "days") }` 3.
out-of-range = `{ $option }` neemt { $min } tot { $max }.
unknown-variant = onbekende variant { $name }: verwacht blitz, standard, tournament, large, of een bord met knikkerset zoals 48-blitz of 61-standard
not-a-capture = Dat is geen slag: { $why }.
not-a-capture-path = Dat is geen route van een slag; geef zijn ringen, zoals `d1 d3 d5`.
need-picked-member = Kies een lid om uit te dagen.
need-opponent = Zeg wie je uitdaagt: { COMMAND("zertz challenge") } met een lid in `{ OPTION("zertz challenge", "opponent") }`.
need-notation = Typ een zet, zoals `Wd4,a1` of `x d1Gd3`.
need-colour-and-ring = Geef een kleur en een ring, zoals colour:white at:d4 remove:a1.
need-capture-path = Geef de route van de slag, zoals `d1 d3 d5`.
need-file = Voeg een partij toe aan { COMMAND("study import") } in `{ OPTION("study import", "file") }`: een .sgf of een partijregel.
need-switch = Zeg aan of uit: { COMMAND("server daily") } met `{ OPTION("server daily", "switch") }`.
need-language = Zeg welke taal: { COMMAND("server language") } met `{ OPTION("server language", "language") }`, of die van de server, zoals Discord hem instelt.
need-event-name = Geef het toernooi een naam: { COMMAND("tournament create") } met `{ OPTION("tournament create", "name") }`.
need-event-format = Zeg het formaat in `{ OPTION("tournament create", "format") }`: Zwitsers systeem of round robin.
need-player = Zeg welke speler: een lid in `{ OPTION("tournament remove", "player") }`.

## De andere weigeringen van de opslag

game-not-over = Deze partij wordt nog gespeeld; ze kan geanalyseerd worden zodra ze voorbij is.
challenge-closed = Deze uitdaging is al { $status ->
        [accepted] aangenomen
        [declined] afgewezen
        [cancelled] ingetrokken
       *[other] { $status }
    }.
not-your-challenge = { $answer ->
        [accept] Dat is niet jouw uitdaging: alleen de uitgedaagde speler kan haar aannemen.
        [decline] Dat is niet jouw uitdaging: alleen de uitgedaagde speler kan haar afwijzen.
       *[cancel] Dat is niet jouw uitdaging: alleen de uitdager kan haar intrekken.
    }
on-vacation-already = Je bent al op vakantie tot { $until }; een zet beëindigt die eerder.
vacation-too-long = Je hebt nog { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } vakantie: hoogstens 14 in elke 60 dagen.
no-puzzle-open = Je hebt geen puzzel open. Haal er een met { COMMAND("puzzle") }.
puzzle-open = Je hebt puzzel #{ $puzzle } al open: beantwoord die eerst met { COMMAND("zertz move") } ({ COMMAND("puzzle") } toont hem opnieuw).
puzzle-answered = Die stap van de puzzel is al beantwoord. { COMMAND("puzzle") } toont waar hij staat.
daily-tried = Je hebt de puzzel van vandaag al geprobeerd. Morgen komt er een nieuwe.
no-practice-open = Je hebt geen oefening open. { COMMAND("study mistakes") } loopt je gemarkeerde zetten van een geanalyseerde partij door; { COMMAND("study practice") } geeft de zetten die je miste.
practice-answered = Die zet is al beantwoord. { COMMAND("study practice") } toont waar je oefening staat.
no-lesson-open = Je hebt geen les open. { COMMAND("learn") } toont de cursus en waar je staat.
lesson-answered = Die opgave is al beantwoord. { COMMAND("learn") } toont waar je staat.
no-such-tournament = Dat toernooi bestaat niet. { COMMAND("tournament list") } toont die van deze server.
tournament-started = Dit toernooi is { $status ->
        [running] bezig
        [finished] afgelopen
        [cancelled] afgelast
       *[other] { $status }
    }: spelers doen alleen mee voor de start.
tournament-full = Dit toernooi is vol: het neemt { $max } spelers.
already-entered = Je doet al mee aan dit toernooi.
not-entered = Je speelt niet mee in dit toernooi.
in-tournament = Je doet mee aan toernooi #{ $tournament } in dit kanaal, en zijn partijen worden hier gespeeld: speel andere partijen in een ander kanaal tot het afloopt (of stap eruit).
round-paired = Die ronde is al ingedeeld. { COMMAND("tournament standings") } toont waar het staat.

## Weigeringen over puzzels, oefeningen, lessen, toernooien en analyses

all-puzzles-tried = Je hebt elke puzzel geprobeerd die er is. Nieuwe komen met nieuwe partijen.
puzzle-withdrawn = Puzzel #{ $puzzle } wordt niet meer aangeboden en is zonder rating opgeborgen. { COMMAND("puzzle") } geeft je een andere.
move-impossible-here = Die zet kan hier niet: { $why }.
daily-over = Die dagpuzzel is voorbij; die van vandaag staat in het nieuwste dagbericht van het kanaal.
practice-not-your-game = Je hebt partij #{ $game } niet gespeeld, dus er staan geen fouten van jou in.
practice-not-analysed = Partij #{ $game } is nog niet geanalyseerd: vraag erom met { COMMAND("study analyse") } (`{ OPTION("study analyse", "game") }` { $game }), en probeer het dan opnieuw.
practice-gone = De analyse van partij #{ $game } markeert die zet niet meer, dus deze oefening is gesloten. { COMMAND("study mistakes") } begint haar opnieuw.
no-such-lesson = Er is geen les { $asked }: de cursus heeft de lessen 1 tot { $last }. { COMMAND("learn") } geeft ze.
no-hints-here = Partij #{ $game } krijgt geen tips: die zijn voor partijen tegen de computer op zijn makkelijkst, zoals die { COMMAND("learn") } begint.
hint-not-your-game = Je speelt niet in partij #{ $game }, dus daar is geen tip voor jou.
not-organiser = Alleen organisatoren leiden toernooien: leden die de server mogen beheren, of met de rol die { COMMAND("server organisers") } noemt.
tournaments-in-servers = Toernooien lopen in het kanaal van een server.
too-few-players = Een toernooi begint met minstens { $min } spelers; tot nu toe deden er { $have } mee.
no-tournament-here = Er is geen toernooi in dit kanaal. { COMMAND("tournament list") } toont die van deze server; noem er een met `{ OPTION("tournament standings", "event") }`.
tournament-not-here = Toernooi #{ $tournament } is niet op deze server.
bad-tournament-name = Geef het toernooi een naam van 1 tot { $max } tekens.
analysis-running = Je analyse van een andere partij loopt nog; vraag het opnieuw als die klaar is.
analysis-queue-full = Er wachten al { $max } analyses; vraag het over een paar minuten opnieuw.
being-analysed = Partij #{ $game } wordt al geanalyseerd; vraag het zo opnieuw.
no-finished-game = Je hebt in dit kanaal geen afgelopen partij om te analyseren.
still-played = Partij #{ $game } wordt nog gespeeld: ze kan geanalyseerd worden zodra ze voorbij is, zodat de engine niemand midden in de partij helpt.
file-too-large = `{ $name }`: het bestand is { $size } bytes; hoogstens { $limit } worden genomen.
file-unreachable = `{ $name }`: het bestand kon niet bij Discord worden opgehaald ({ $why }); probeer het opnieuw.
file-not-text = `{ $name }` is geen tekstbestand. Importeer een .sgf van boardspace.net of een partijregel uit { COMMAND("study export") }.
file-not-a-record = `{ $name }` kan niet worden geïmporteerd: { $why }.

## De cursus

course-first-game = Je eerste partij uit de cursus: tik **{ move-button }** om te spelen, en **{ hint-button }** bij elk bord als je vastzit. De partij sluit de cursus af.
lesson-opponent = Tegenstander
lesson-card-title = Les { $lesson } · opgave { $exercise } van { $count }
lesson-exercise-heading = **Opgave { $exercise }**
course-intro = **Leer ZÈRTZ door te spelen.** Korte lessen op kleine borden, beantwoord met tikken.
course-game-open = Je cursuspartij is #{ $game }: speel haar met de knop **{ move-button }** onder haar bord.
course-card-title = De cursus · { $done } van { $count } lessen gedaan
course-go-on = Verder met les { $lesson }
course-start = Begin les { $lesson }
course-choose = Kies een les
course-line-next = Cursus: { $done } van { $count } lessen, { $stars ->
        [one] { $stars } ster
       *[other] { $stars } sterren
    }; { COMMAND("learn") } gaat verder met les { $lesson }
course-line-finished = Cursus: { $done } van { $count } lessen, { $stars ->
        [one] { $stars } ster
       *[other] { $stars } sterren
    }; afgerond
net-winning = de partij gewonnen
net-losing = de partij verloren
net-even = gelijk: niets gewonnen
net-ahead = { $count ->
        [one] { $count } knikker
       *[other] { $count } knikkers
    } voor
net-behind = { $count ->
        [one] { $count } knikker
       *[other] { $count } knikkers
    } achter
miss-too-few = Dit slaat { $got ->
        [one] { $got } knikker
       *[other] { $got } knikkers
    }; een andere slag hier slaat er { $best }. Je mag elke slag kiezen (R3.4): kies degene die het meest oplevert.
miss-still-vacant = De ringen { $rings } zijn afgesneden, maar { $vacant } { $count ->
        [one] is
       *[other] zijn
    } nog leeg, dus de groep blijft in het spel en niemand krijgt haar knikkers (R4.3).
miss-cuts-nothing = Dit snijdt niets af: een groep krijg je pas als geen ring haar nog met de rest verbindt en elk van haar ringen een knikker draagt (R4.1).
miss-claims-few = Dit levert { $claimed ->
        [one] { $claimed } knikker
       *[other] { $claimed } knikkers
    } op; in één beurt kun je er meer krijgen (R4.1).
miss-no-goal = Daarna heb je { $white } witte, { $grey } grijze en { $black } zwarte: dat haalt geen doel (R5.1).
miss-not-a-placement = Deze opgave vraagt om een plaatsing.
miss-not-forced = Daarna heeft je tegenstander niets te slaan, dus niets dwingt zijn antwoord af (R3.4).
miss-gives-capture = Zo kan je tegenstander slaan: { $line }, en sta je { $net } (R3.4).
miss-outgained = Het beste antwoord van je tegenstander: { $line }, en je staat { $net }.
miss-safe-reply = Je tegenstander kan antwoorden: { $move }, en dan heb jij niets te slaan.
lesson-right = ✅ **Goed:** { $move }. { $praise }
lesson-what-follows = Wat volgt: { $line }, en je staat { $net }.
lesson-goal = **Je doel:** { $ask }
lesson-heading = **Les { $lesson }: { $title }**
lesson-not-allowed = ❌ **Niet toegestaan:** { $why } ({ $rule }). Er is niets geteld: probeer het opnieuw.
lesson-not-yet = ❌ **Nog niet:** { $move }. { $why }
lesson-try-again = Probeer het opnieuw vanaf hetzelfde bord (**{ move-button }**), of vraag om een **{ hint-button }**.
lesson-done = 🎉 **Les { $lesson } gedaan:** { $stars } ({ $answers ->
        [one] { $answers } antwoord
       *[other] { $answers } antwoorden
    } voor { $exercises ->
        [one] { $exercises } opgave
       *[other] { $exercises } opgaven
    }).
lesson-done-title = Les { $lesson } · gedaan
lesson-play-first-game = Speel je eerste partij
lesson-next = Volgende: les { $lesson }
lesson-course-button = Cursus
lesson-hint = 💡 **Tip:** { $hint }
lesson-stuck = Zit je nog vast? Eén antwoord (tik om het te zien): ||{ $solution }||
lesson-behind-you = Die opgave heb je achter je; hier is de opgave waar je bent.
hint-place = { $marble } op { $at } plaatsen en ring { $ring } verwijderen
hint-place-none-free = { $marble } op { $at } plaatsen
jump-first = de { $jumper ->
        [white] witte
        [grey] grijze
       *[black] zwarte
    } knikker op { $from } springt over de { $over ->
        [white] witte
        [grey] grijze
       *[black] zwarte
    } op { $at } naar { $to }
jump-then = dan over de { $over ->
        [white] witte
        [grey] grijze
       *[black] zwarte
    } op { $at } naar { $to }
hint-capture = { $marbles } slaan: { $jumps }
hint-pass = passen
hint-claiming = { $what }, en daarbij { $marbles } krijgen
game-hint = 💡 **Tip voor partij #{ $game }:** de engine zou { $what }. Tik **{ move-button }** onder het bord om hem te spelen, of een andere zet.
hint-title = Tip · partij #{ $game }

## Spelen: partijen tegen de computer, remises, terugnames, vakanties

computer-game-started = Partij #{ $game } is begonnen: **{ $first }** tegen **{ $second }**, { $variant }, tegen de computer op niveau **{ $level }** (zonder rating, zonder klok).
you-move-first = { $player }, jij begint.
computer-moves-first = **{ $name }** begint en denkt na…
move-recorded-board = Je zet { $ply }, `{ $notation }`, is opgeslagen. Hier is het bord nu.
stale-move-board = Die zet is verstuurd voordat de laatste zet van je tegenstander was opgeslagen, dus hij is niet gespeeld. Hier is het bord nu; speel opnieuw als je hem nog wilt.
draw-offer = **{ $name }** biedt remise aan in partij #{ $game }. { $other }, neem aan of wijs af; het aanbod vervalt met de volgende zet.
accept-draw-button = Remise aannemen
draw-declined = **{ $name }** heeft het remiseaanbod afgewezen.
on-vacation-now = Je bent op vakantie tot { $until } ({ $relative }): je klokken staan stil in elke partij, en je tegenstanders zien het. Een zet beëindigt hem eerder.
takeback-asked = **{ $name }** vraagt zet { $ply }, `{ $notation }`, in partij #{ $game } terug te nemen. { $other }, sta je het toe?
allow-takeback-button = Terugname toestaan
refuse-button = Weigeren
takeback-refused = **{ $name }** heeft de terugname geweigerd.
takeback-allowed = **{ $name }** heeft de terugname toegestaan.
taken-back = Partij #{ $game }: { $plies ->
        [one] een zet
       *[other] twee zetten
    } teruggenomen ({ $first } tegen { $second }). Het bord staat weer bij zet { $ply }.

## Wat de bot in een kanaal mist

lacks-header = Dit kanaal geeft me niet:
lacks-footer = Wie dit kanaal mag beheren, kan ze de bot geven (kanaalinstellingen → Machtigingen).
lacks-post = **Kanaal bekijken** en **Berichten verzenden**: ik beantwoord hier opdrachten, en wat ik uit mezelf post (de antwoorden van de computer, herinneringen) komt met de volgende opdracht hier of als privébericht
lacks-attach = **Bestanden bijvoegen**: borden worden als tekst getoond
lacks-embed = **Links insluiten**: kaarten worden als gewone tekst getoond
from-your-game-in = -# Uit je partij in { $channel }

## Puzzels en de dagpuzzel

puzzle-goal = Je bent de { $seat ->
        [first] eerste
       *[second] tweede
    } speler en aan zet: **winst in { $moves }** (een gedwongen winst, wat de tegenstander ook doet; { $variant }).
puzzle-goal-daily = De { $seat ->
        [first] eerste
       *[second] tweede
    } speler is aan zet: **winst in { $moves }** (een gedwongen winst, wat de tegenstander ook doet; { $variant }).
puzzle-seat-opponent = tegenstander
puzzle-seat-to-move = aan zet
puzzle-answer-title = Je antwoord · puzzel #{ $puzzle }
puzzle-still-open = Je puzzel staat nog open.
puzzle-step = Zet { $step } van { $count }.
puzzle-answer-how = Antwoord met de knop **{ move-button }**, of met { COMMAND("zertz move") }.
puzzle-card-title = ZÈRTZ-puzzel #{ $puzzle }
puzzle-rating-field = Rating
puzzle-right = ✅ `{ $notation }` is goed. De tegenstander antwoordt `{ $answer }`. Jouw zet: nog { $left } tot de winst.
puzzle-solved = 🎉 `{ $notation }` wint. Puzzel #{ $puzzle } opgelost! { $finish }
puzzle-wrong = ❌ `{ $notation }` wint niet{ $refutation }. De oplossing was `{ $answer }` (op het bord getekend).
puzzle-refuted-capture = : de tegenstander slaat met `{ $notation }`
puzzle-refuted = : de tegenstander antwoordt `{ $notation }`
puzzle-themes = Thema's: { $themes }.
puzzle-theme = { $theme ->
        [capture-chain] slagketen
        [isolation] afsnijden
        [sacrifice] offer
        [goal-colour] doel van één kleur
        [goal-each] doel van elke kleur
       *[full-board] vol bord
    }
puzzle-rating-change = Puzzelrating { $before } → { $after } ({ $delta }).
puzzle-not-rated = Al eerder geprobeerd, dus zonder rating.
puzzle-streak = Reeks: { $streak }.
daily-on = De dagpuzzel staat hier aan: elke dag wordt er een gepost (middernacht UTC), de eerste bij de volgende tik.
daily-already-on = De dagpuzzel staat hier al aan.
daily-off = De dagpuzzel staat hier uit.
daily-not-on = De dagpuzzel stond hier niet aan.
daily-heading = 🧩 **Dagpuzzel** · #{ $puzzle }
daily-press-solve = Druk op **{ solve-button }** om hem te proberen (alleen jij ziet je antwoorden).
daily-yesterday = De puzzel van gisteren is opgelost door { $who } ({ $solved } van de { $tried } die het probeerden).
daily-nobody = niemand
solve-button = Oplossen
daily-card-title = ZÈRTZ-dagpuzzel #{ $puzzle }

## Leren van je fouten

practice-no-marks = De analyse van partij #{ $game } markeert geen zet van jou: daar valt niets te leren. Goed gespeeld!
practice-checking = Je zet wordt gecontroleerd…
practice-answer-title = Je antwoord · zet { $move } van partij #{ $game }
practice-walk-title = Leer van je fouten · partij #{ $game }
practice-review-title = Oefening · partij #{ $game }
practice-better = De betere zet was `{ $notation }` (op het bord getekend), die je kans op { $chance } hield.
practice-better-line = De betere zet was `{ $notation }` (op het bord getekend), die je kans op { $chance } hield; de engine verwacht { $line }.
practice-walk-lead = **{ analysis-learn }** in partij #{ $game }: de analyse markeerde { $count ->
        [one] { $count } zet
       *[other] { $count } zetten
    } van jou. Ze komen in de volgorde waarin je ze speelde, zodat elk bord volgt op het vorige zoals in de partij.
practice-closed = (Je open oefening van partij #{ $game } is gesloten.)
practice-mistake-heading = **Fout { $at } van { $total }**: zet { $move } van partij #{ $game }.
practice-review-heading = **Uit je oefenset**: zet { $move } van partij #{ $game }.
practice-question = Je bent de { $seat ->
        [first] eerste
       *[second] tweede
    } speler en aan zet. Je speelde hier `{ $played }` ({ $mark }) en je kans zakte van { $before } naar { $after }. Vind een betere zet met de knop **{ move-button }** of { COMMAND("zertz move") }.
analysis-mark = { $mark ->
        [inaccuracy] onnauwkeurigheid
        [mistake] fout
       *[blunder] blunder
    }
practice-one-try-left = Nog één poging.
practice-one-more-try = Nog een poging.
practice-played-again = ❌ `{ $notation }` is de zet die je in de partij speelde.
practice-too-much = ❌ `{ $notation }` geeft te veel weg: je kans zou { $chance } zijn (de beste zet houdt { $best }).
practice-best = ✅ `{ $notation }`: de eigen keuze van de engine, die je kans op { $chance } houdt.
practice-good-enough = ✅ `{ $notation }` is goed genoeg: je kans zou { $chance } zijn (de beste zet van de engine houdt { $best }).
practice-expects = De engine verwacht { $line }.
practice-set-empty = Je oefenset is leeg.
practice-set = { $count ->
        [one] { $count } stelling wacht
       *[other] { $count } stellingen wachten
    } in je oefenset ({ $due } nu aan de beurt); oefen met { COMMAND("study practice") }.
practice-all-found = allemaal gevonden!
practice-missed = { $count ->
        [one] de { $count } zet die je miste, kwam
       *[other] de { $count } zetten die je miste, kwamen
    } in je oefenset.
practice-walk-end = **{ $found } van { $total } gevonden**: { $verdict } { $set }
practice-review-found = Gevonden: twee keer op rij gevonden, verlaat een stelling de set; één keer, dan komt ze morgen terug. { $set }
practice-review-missed = Ze komt over een uur terug. { $set }
practice-none-waiting = Je oefenset is leeg. De zetten die je mist in { COMMAND("study mistakes") } (of met de knop **{ analysis-learn }** onder een analyse) komen daar.
practice-none-due = Er is nog niets aan de beurt: { $count ->
        [one] { $count } stelling wacht
       *[other] { $count } stellingen wachten
    } in je oefenset, de volgende { $next }.
practice-waiting = { $count ->
        [one] { $count } stelling wacht
       *[other] { $count } stellingen wachten
    } in je oefenset.

## Lijsten: je partijen, de ranglijsten, de statistieken van een speler, de zetten en bestanden van een partij

games-none = Je hebt geen lopende partijen op deze server.
games-heading = Je lopende partijen:
games-your-move = **jij bent aan zet**
games-their-move = je tegenstander is aan zet
games-their-move-away = je tegenstander is aan zet (op vakantie tot { $until })
games-board-link = bord
games-line = #{ $game } tegen { $opponent } in { $channel } · zet { $move } · { $turn }{ $link }
complete-game = #{ $game } { $first } tegen { $second } · { $state ->
        [finished] afgelopen
       *[playing] zet { $move }
    }
leaderboard-heading = **ZÈRTZ-ranglijst: { $board ->
        [everyone] iedereen
        [server] deze server
       *[puzzles] puzzels
    }** (pagina { $page } van { $pages })
leaderboard-private-chat = -# Een privégesprek heeft geen eigen server, en ratings gelden overal: dit is die van iedereen.
leaderboard-empty = { $board ->
        [puzzles] Nog geen puzzels geprobeerd. Probeer er een met { COMMAND("puzzle") }.
       *[other] Nog geen gewaardeerde partijen. Speel een partij uit om hier te verschijnen.
    }
leaderboard-player = speler
leaderboard-rating = rating
leaderboard-played = { $board ->
        [puzzles] pogingen
       *[other] partijen
    }
leaderboard-record = W/V/R
leaderboard-order = Gerangschikt op rating min tweemaal de onzekerheid.
leaderboard-previous = ◀ Vorige
leaderboard-next = Volgende ▶
leaderboard-title = ZÈRTZ-ranglijst · { $board ->
        [everyone] iedereen
        [server] deze server
       *[puzzles] puzzels
    }
stats-computer = Tegen de computer (gewonnen–verloren–remise): { $records }
stats-rating = { $scope ->
        [global] Overal
       *[server] Deze server
    }: **{ $rating }** ± { $deviation } · { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    }: { $won } gewonnen, { $lost } verloren, { $drawn } remise
stats-unrated = { $scope ->
        [global] Overal
       *[server] Deze server
    }: nog geen gewaardeerde partijen
stats-streak = Huidige reeks: { $kind ->
        [none] geen
        [wins] { $count ->
            [one] { $count } overwinning
           *[other] { $count } overwinningen
        }
       *[losses] { $count ->
            [one] { $count } nederlaag
           *[other] { $count } nederlagen
        }
    }
stats-puzzles = Puzzels: **{ $rating }** ± { $deviation } · { $solved } van { $tried } opgelost · reeks { $streak }
stats-no-puzzles = Puzzels: nog geen geprobeerd ({ COMMAND("puzzle") })
stats-practice = Oefenen: { $count ->
        [one] { $count } stelling wacht
       *[other] { $count } stellingen wachten
    } in de set, { $due } nu aan de beurt ({ COMMAND("study practice") })
stats-last-games = Laatste partijen:
stats-last-game = · #{ $game } tegen { $opponent } ({ $variant }): { $result ->
        [won] gewonnen
        [lost] verloren
       *[drew] remise
    }
stats-title = ZÈRTZ-statistieken · { $name }
stats-tournaments = Toernooien: { $played } gespeeld · beste plaats: { $place }e van { $players } ({ $name })
chart-everyone = Iedereen
chart-this-server = Deze server
chart-caption = { $games ->
        [one] { $games } gewaardeerde partij
       *[other] { $games } gewaardeerde partijen
    } over { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    }, de oudste links
board-to-move = Zet { $move }: { $player } is aan zet.
board-status = Partij #{ $game }. { $status }
history-heading = Partij #{ $game }: **{ $first }** tegen **{ $second }**, { $variant }.
history-no-moves = (nog geen zetten)
history-as-record = Partij #{ $game } als verslag:
replay-of = Herhaling van partij #{ $game }: **{ $first }** tegen **{ $second }**.
export-both = als verslagregel (variant, zetten, uitslag) en als SGF van boardspace
export-record-only = als verslagregel (variant, zetten, uitslag); { $reason }
export-done = Partij #{ $game }: **{ $first }** tegen **{ $second }**, { $count ->
        [one] { $count } zet
       *[other] { $count } zetten
    }, { $files }.

## Analyse, ingelezen verslagen en de grafieken

chart-race-title = Slagrace
chart-race-caption = knikkers in bezit na elk van de { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }
chart-chance-title = Winkans
chart-chance-caption = De kans van { $player } na elke zet; stippen: blunders; genummerd: de duurste zetten
analysis-title = Analyse van partij #{ $game }
analysis-import-title = Analyse van de ingelezen partij
analysis-learn = Leer van je fouten
analysis-of-game = partij #{ $game }
analysis-of-import = de ingelezen partij
analysis-progress = Analyse van { $what }: stelling { $done } van { $total }…
analysis-second-look = Analyse van { $what }: een tweede blik op zet { $number } ({ $done } van { $total })…
analysis-nothing-marked = Geen zet gaf genoeg weg om gemarkeerd te worden.
analysis-costliest = **De duurste zetten**
analysis-costly-move = Zet { $number }, { $player }: `{ $played }` — { $mark } ({ $before }% → { $after }%)
analysis-better = ; beter `{ $better }`
analysis-marks = Markeringen: { $marks }
analysis-budget = Winkansen van de engine bij { $nodes } knopen per stelling.
analysis-accuracy = nauwkeurigheid **{ $accuracy }**
analysis-counts = { $inaccuracies ->
        [one] { $inaccuracies } onnauwkeurigheid
       *[other] { $inaccuracies } onnauwkeurigheden
    } · { $mistakes ->
        [one] { $mistakes } fout
       *[other] { $mistakes } fouten
    } · { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }
import-done = Ingelezen: { $format ->
        [sgf] een SGF-verslag
       *[record] een verslagregel
    }: **{ $first }** tegen **{ $second }**, { $variant }, { $count ->
        [one] { $count } zet
       *[other] { $count } zetten
    }, allemaal reglementair. { $end }
import-stops-early = Het verslag stopt voor het einde; { $player } is aan zet.
import-after-end = Het verslag gaat daarna nog { $count ->
        [one] { $count } zet
       *[other] { $count } zetten
    } door; die worden weggelaten.
import-not-stored = Er is niets bewaard: ingelezen partijen worden niet gewaardeerd.

## Toernooien

tournament-heading = **{ $name }** · toernooi #{ $id } · { $format ->
        [swiss] Zwitsers systeem
       *[round-robin] round robin
    }, { $rounds }, { $variant }, { $time }.
tournament-rounds = { $kind ->
        [all] iedereen speelt tegen iedereen
       *[count] { $count ->
            [one] { $count } ronde
           *[other] { $count } rondes
        }
        [log] een aantal rondes van ongeveer log2 van het aantal spelers plus één
    }
tournament-open = Open: tot { $max } spelers.
tournament-starts-at = Het begint { $when }.
tournament-starts-on-start = Het begint wanneer de organisator op **{ tournament-start }** drukt.
tournament-long-round-robin = Meer dan { $max } spelers maken een lange round robin: het Zwitserse systeem past beter.
tournament-running = Bezig: ronde { $round } van { $rounds }.
tournament-finished = Afgelopen.
tournament-cancelled = Afgelast.
tournament-nobody = nog niemand
tournament-players = **Spelers ({ $count }):** { $list }
tournament-join = Meedoen
tournament-leave = Verlaten
tournament-start = Starten
tournament-withdraw = Terugtrekken
tournament-title = ZÈRTZ-toernooi · { $name }
tournament-round-heading = **{ $name }** · ronde { $round } van { $rounds }
tournament-board = Bord { $board }: { $first } (begint) tegen { $second }, { $link }
tournament-forfeit = Bord { $board }: { $winner } wint reglementair ({ $loser } trok zich terug)
tournament-bye = { $player }: { $format ->
        [swiss] vrij, telt als winst
       *[round-robin] speelt deze ronde niet
    }
tournament-play-hint = Speel met { COMMAND("zertz move") } zoals in elke partij hier; de volgende ronde wordt ingedeeld als de laatste partij eindigt.
tournament-round-title = ZÈRTZ-toernooi · { $name } · ronde { $round }
tournament-over = **{ $name }** is afgelopen. Eindstand:
tournament-no-round = **{ $name }**: nog geen ronde gespeeld.
tournament-after-round = **{ $name }** · stand na ronde { $round }:
tournament-podium = **Podium:** { $places }
board-link = partij #{ $game }
tournament-list-line = #{ $id } **{ $name }** · { $format ->
        [swiss] Zwitsers systeem
       *[round-robin] round robin
    } · { $status ->
        [open] open voor inschrijving
       *[running] bezig, ronde { $round }
        [finished] afgelopen
        [cancelled] afgelast
    } · in { $channel }
tournament-joined = Je doet mee aan **{ $name }** ({ $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    }). Verlaat het met de knop **{ tournament-leave }** voordat het begint.
tournament-withdrew-from = { $player } trok zich terug uit **{ $name }**.
tournament-you-left = Je hebt **{ $name }** verlaten.
tournament-is-out = { $player } is uit **{ $name }**.
tournament-none-listed = Nog geen toernooien op deze server. Organisatoren maken er een met { COMMAND("tournament create") }.
tournament-list-heading = **Toernooien op deze server**
tournament-organisers-role = Leden met { $role } mogen hier nu toernooien organiseren.
tournament-organisers-managers = Alleen leden die de server mogen beheren organiseren hier nu toernooien.
tournament-called-off = Minder dan { $min } spelers deden mee, dus het is afgelast.
standings-player = Speler
standings-points = Punten
standings-record = W-R-V
standings-withdrew = teruggetrokken
standings-order = { $format ->
        [swiss] Punten, dan Buchholz, dan Sonneborn-Berger
       *[round-robin] Punten, dan Sonneborn-Berger, dan onderling resultaat
    }
standings-title = { $name } · { $last ->
        [yes] eindstand
       *[no] na ronde { $round }
    }

## The commands: names (lower case) and descriptions

cmd-zertz =
    .name = zertz
    .description = ZÈRTZ spelen: iemand uitdagen, zetten, het bord zien, ratings
cmd-learn =
    .name = leren
    .description = ZÈRTZ leren door te spelen: korte lessen met tikken, dan een eerste partij
cmd-study =
    .name = studie
    .description = Partijen terugkijken: verloop, herhaling, notaties, analyse en oefening
cmd-puzzle =
    .name = puzzel
    .description = Een puzzel uit een echte partij rond je puzzelrating; antwoord met een zet
cmd-tournament =
    .name = toernooi
    .description = Toernooien op deze server (servers die de bot hebben uitgenodigd)
cmd-server =
    .name = server
    .description = De instellingen van deze server voor de bot (vereist Server beheren)
cmd-zertz-challenge =
    .name = uitdagen
    .description = Daag iemand uit voor een partij ZÈRTZ in dit kanaal
cmd-zertz-challenge-opponent =
    .name = tegenstander
    .description = Tegen wie je speelt
cmd-zertz-challenge-variant =
    .name = variant
    .description = Bord en knikkers
cmd-zertz-challenge-first =
    .name = begint
    .description = Wie als eerste zet
cmd-zertz-challenge-time =
    .name = tijd
    .description = Tijd voor elke zet
cmd-zertz-challenge-level =
    .name = niveau
    .description = Als je de bot zelf uitdaagt: hoe sterk hij speelt
cmd-zertz-move =
    .name = zet
    .description = Doe een zet in je partij hier, zoals Wd4,a1 of x d1Gd3
cmd-zertz-move-notation =
    .name = notatie
    .description = De zet; begin te typen voor de geldige zetten
cmd-zertz-move-to =
    .name = voor
    .description = Je partij hier, puzzel of oefening, als je er meer dan één open hebt
cmd-zertz-place =
    .name = plaatsen
    .description = Plaats een knikker en verwijder een vrije ring
cmd-zertz-place-colour =
    .name = kleur
    .description = Kleur van de knikker
cmd-zertz-place-at =
    .name = op
    .description = Lege ring om op te plaatsen
cmd-zertz-place-remove =
    .name = verwijderen
    .description = Vrije ring om te verwijderen
cmd-zertz-place-to =
    .name = voor
    .description = Je partij hier, puzzel of oefening, als je er meer dan één open hebt
cmd-zertz-capture =
    .name = slaan
    .description = Slaan: spring met een knikker, zo ver als de regels eisen
cmd-zertz-capture-path =
    .name = sprongen
    .description = De sprongen
cmd-zertz-capture-to =
    .name = voor
    .description = Je partij hier, puzzel of oefening, als je er meer dan één open hebt
cmd-zertz-board =
    .name = bord
    .description = Toon het huidige bord (alleen aan jou)
cmd-zertz-board-game =
    .name = partij
    .description = Welke partij in dit kanaal
cmd-zertz-resign =
    .name = opgeven
    .description = Geef je partij in dit kanaal op
cmd-zertz-draw =
    .name = remise
    .description = Bied remise aan, of neem het aanbod van je tegenstander aan
cmd-zertz-takeback =
    .name = terugnemen
    .description = Vraag om je laatste zet terug te nemen (je tegenstander staat het toe)
cmd-zertz-vacation =
    .name = vakantie
    .description = Zet je klokken in alle partijen een paar dagen stil (hooguit 14 per 60)
cmd-zertz-vacation-days =
    .name = dagen
    .description = Hoeveel dagen, 1 tot 14
cmd-zertz-rematch =
    .name = revanche
    .description = Daag je laatste tegenstander hier uit voor nog een partij
cmd-zertz-games =
    .name = partijen
    .description = Je lopende partijen op deze server
cmd-zertz-leaderboard =
    .name = ranglijst
    .description = De beste spelers
cmd-zertz-leaderboard-scope =
    .name = bereik
    .description = Deze server, iedereen, of puzzelratings
cmd-zertz-leaderboard-page =
    .name = pagina
    .description = Paginanummer
cmd-zertz-stats =
    .name = statistieken
    .description = Ratings en resultaten van een speler
cmd-zertz-stats-player =
    .name = speler
    .description = Van wie (standaard jij)
cmd-study-history =
    .name = verloop
    .description = De zetten van een partij
cmd-study-history-game =
    .name = partij
    .description = Welke partij in dit kanaal
cmd-study-replay =
    .name = herhaling
    .description = Een geanimeerde herhaling van een partij
cmd-study-replay-game =
    .name = partij
    .description = Welke partij in dit kanaal
cmd-study-export =
    .name = exporteren
    .description = De notatie van een partij als bestanden: die van de regels en boardspace-SGF
cmd-study-export-game =
    .name = partij
    .description = Welke partij in dit kanaal
cmd-study-analyse =
    .name = analyseren
    .description = De analyse van een afgelopen partij: nauwkeurigheid, fouten en betere zetten
cmd-study-analyse-game =
    .name = partij
    .description = Welke partij in dit kanaal
cmd-study-import =
    .name = importeren
    .description = Controleer een partijnotatie (boardspace-SGF of regel) en toon die; er wordt niets bewaard
cmd-study-import-file =
    .name = bestand
    .description = Een .sgf-bestand of een notatieregel (.tsv/.txt)
cmd-study-import-analyse =
    .name = analyseren
    .description = De partij ook met de engine analyseren (standaard: nee)
cmd-study-mistakes =
    .name = fouten
    .description = Leer van je fouten: vind betere zetten voor je gemarkeerde zetten
cmd-study-mistakes-game =
    .name = partij
    .description = Welke partij in dit kanaal (je laatst afgelopen)
cmd-study-practice =
    .name = oefenen
    .description = Oefen je gemiste zetten opnieuw, verspreid over dagen
cmd-puzzle-public =
    .name = openbaar
    .description = Toon het in het kanaal (standaard: alleen aan jou)
cmd-learn-lesson =
    .name = les
    .description = Welke les (standaard: de cursus en waar je staat)
cmd-server-daily =
    .name = dagelijks
    .description = Plaats elke dag een puzzel in dit kanaal (vereist Server beheren)
cmd-server-daily-switch =
    .name = stand
    .description = Aan of uit
cmd-tournament-create =
    .name = aanmaken
    .description = Maak een toernooi aan in dit kanaal (organisatoren)
cmd-tournament-create-name =
    .name = naam
    .description = De naam
cmd-tournament-create-format =
    .name = opzet
    .description = Zwitsers of round robin
cmd-tournament-create-rounds =
    .name = rondes
    .description = Zwitserse rondes (standaard: ongeveer log2 van de spelers, plus één)
cmd-tournament-create-variant =
    .name = variant
    .description = Bord en knikkers
cmd-tournament-create-time =
    .name = tijd
    .description = Tijd voor elke zet
cmd-tournament-create-max_players =
    .name = max_spelers
    .description = Het grootste aantal spelers (standaard 32)
cmd-tournament-create-starts =
    .name = start
    .description = Begint vanzelf na zoveel uur (standaard: als je op Start drukt)
cmd-tournament-standings =
    .name = stand
    .description = De stand van een toernooi (standaard het laatste van dit kanaal)
cmd-tournament-standings-event =
    .name = toernooi
    .description = Welk toernooi (het nummer)
cmd-tournament-list =
    .name = lijst
    .description = De toernooien van deze server: open, lopend en afgelopen
cmd-tournament-remove =
    .name = verwijderen
    .description = Haal een speler uit een toernooi (organisatoren)
cmd-tournament-remove-player =
    .name = speler
    .description = Wie
cmd-tournament-remove-event =
    .name = toernooi
    .description = Welk toernooi (standaard dat van dit kanaal)
cmd-server-organisers =
    .name = organisatoren
    .description = Wijs de rol aan die hier toernooien mag leiden (vereist Server beheren)
cmd-server-organisers-role =
    .name = rol
    .description = De rol (geen: alleen wie de server mag beheren)
cmd-zertz-rules =
    .name = regels
    .description = Hoe ZÈRTZ gespeeld wordt
cmd-zertz-help =
    .name = hulp
    .description = De opdrachten van de bot
cmd-context-challenge =
    .name = Uitdagen voor ZÈRTZ
cmd-server-language =
    .name = taal
    .description = De taal van de berichten van de bot hier (vereist Server beheren)
cmd-server-language-language =
    .name = taal
    .description = Welke taal
cmd-server-threads =
    .name = threads
    .description = Een thread voor elke partij hier, haar kaart in het kanaal (vereist Server beheren)
cmd-server-threads-setting =
    .name = instelling
    .description = Aan of uit

## The fixed choices

choice-colour-B = zwart
choice-colour-G = grijs
choice-colour-W = wit
choice-first-me = ik
choice-first-random = willekeurig
choice-first-them = tegenstander
choice-format-round-robin = round robin: iedereen tegen iedereen
choice-format-swiss = Zwitsers: gelijke scores treffen elkaar, weinig rondes
choice-level-easy = makkelijk: voor beginners
choice-level-hard = moeilijk: de sterkste
choice-level-medium = gemiddeld
choice-scope-global = iedereen
choice-scope-puzzles = puzzelratings
choice-scope-server = deze server
choice-switch-off = uit
choice-setting-off = uit: partijen blijven in het kanaal
choice-setting-on = aan: een thread voor elke partij, haar kaart in het kanaal
choice-switch-on = aan: elke dag een puzzel hier
choice-time-0 = geen limiet
choice-time-259200 = 3 dagen
choice-time-3600 = 1 uur
choice-time-604800 = 7 dagen
choice-time-86400 = 1 dag
choice-to-game = mijn partij hier
choice-to-lesson = mijn les
choice-to-practice = mijn foutenoefening
choice-to-puzzle = mijn puzzel
choice-variant-blitz = blitz: 37 ringen, minder knikkers
choice-variant-large = groot: 61 ringen
choice-variant-standard = standaard: 37 ringen
choice-variant-tournament = toernooi: 48 ringen
choice-language-discord = die van de server, zoals in Discord ingesteld
choice-language-de = Deutsch
choice-language-en = English
choice-language-es = Español
choice-language-fr = Français
choice-language-it = Italiano
choice-language-nl = Nederlands

## The course: each lesson and exercise (the English is in bot/src/app/lessons/course.rs)

lesson-1-title = Een beurt: een knikker plaatsen, een vrije ring weghalen
lesson-1-teaches = ZÈRTZ wordt gespeeld op ringen die verdwijnen. In een beurt zonder slag **plaats** je een knikker van een willekeurige kleur uit de gedeelde voorraad op een lege ring naar keuze (R3.1), en **haal je daarna een vrije ring weg** (R3.2): een lege ring met twee open zijden naast elkaar, zodat hij uit het bord zou kunnen schuiven. Het bord krimpt elke beurt.
lesson-1-1-ask = Plaats een knikker op een ring naar keuze en haal dan een van de vrije ringen weg, gemarkeerd op het bord.
lesson-1-1-hint = Tik **{ move-button }**, kies een kleur, een ring om hem op te leggen, en dan een van de gemarkeerde ringen om weg te halen.
lesson-1-1-well-done = Dat is een hele beurt. Elke ring aan de rand van dit bord was vrij.
lesson-1-1-wrong-1 = Ring d5 is niet vrij: alle zes zijden raken ringen, dus hij kan er niet uit schuiven (R3.2).
lesson-1-2-ask = Rond d4 zijn drie ringen weggehaald. Plaats een knikker en haal een vrije ring weg.
lesson-1-2-hint = Ring d4 heeft drie open zijden, maar geen twee ervan liggen naast elkaar: hij kan er niet uit schuiven. Alleen de gemarkeerde ringen zijn vrij.
lesson-1-2-well-done = Aan de rand liggen is niet genoeg: een vrije ring heeft twee open zijden naast elkaar nodig (R3.2).
lesson-1-2-wrong-1 = Ring d4 is niet vrij: zijn open zijden (d3, c4 en e4) liggen niet naast elkaar, dus hij kan er niet uit schuiven (R3.2).
lesson-2-title = Slaan is verplicht
lesson-2-teaches = Een knikker naast een andere, met een lege ring er recht achter, kan eroverheen **springen** en daar landen (R3.3). De overgesprongen knikker is geslagen: hij is van jou. Kleuren doen er niet toe, en ook niet wie ze plaatste. Als je kunt slaan, **moet** je (R3.4): die beurt geen plaatsing.
lesson-2-1-ask = Je tegenstander liet twee knikkers naast elkaar liggen. Sla er een: hun routes zijn getekend.
lesson-2-1-hint = De witte knikker op d3 kan over de grijze op d4 springen en op d5 landen; of grijs springt over wit, naar d2.
lesson-2-1-well-done = Geslagen: de overgesprongen knikker verlaat het bord en komt bij je geslagen knikkers.
lesson-2-1-wrong-1 = Er is een slag mogelijk, dus deze beurt moet een slag zijn (R3.4): er mag geen knikker geplaatst worden.
lesson-2-2-ask = Sprongen gaan langs elk van de zes lijnen door een ring, ook schuin. Sla.
lesson-2-2-hint = Kijk langs de lijn van c3 door d4.
lesson-2-2-well-done = Een sprong gaat in een rechte lijn over één buur naar de ring er net achter (R3.3).
lesson-2-2-wrong-1 = c3 naar d5 is geen sprong: een knikker springt in een rechte lijn over een buur naar de ring er net achter (R1.3).
lesson-3-title = Ketens: blijf springen
lesson-3-teaches = Kan dezelfde knikker na een sprong vanaf zijn landingsplek opnieuw springen, dan **moet** hij (R3.3): één beurt kan meerdere knikkers slaan. Heb je meerdere slagen, dan mag je er elke van kiezen (R3.4), dus kies degene die het meest oplevert.
lesson-3-1-ask = Sla beide knikkers in één beurt.
lesson-3-1-hint = Wit springt over grijs naar d4, en kan dan vanaf d4 over zwart springen.
lesson-3-1-well-done = Twee knikkers in één beurt: de keten gaat door zolang dezelfde knikker kan springen.
lesson-3-1-wrong-1 = De slag moet doorgaan: vanaf d4 kan de knikker nog naar d6 springen (R3.3).
lesson-3-2-ask = Er zijn meerdere slagen mogelijk. Vind degene die drie knikkers slaat.
lesson-3-2-hint = Begin bij de knikker die naast een andere knikker kan landen, en ga door.
lesson-3-2-well-done = De langste keten hier sloeg er drie. Je mag altijd kiezen welke slag je maakt.
lesson-4-title = Afsnijden: een groep isoleren
lesson-4-teaches = Een ring weghalen kan het bord splitsen. Na je plaatsing is elke groep ringen die van de rest is afgesneden en waarop **elke ring een knikker draagt** van jou: je krijgt haar knikkers, en haar ringen verlaten het bord (R4.1). Een groep met een lege ring blijft in het spel (R4.3).
lesson-4-1-ask = De zwarte knikker op d7 hangt aan één ring. Haal hem binnen.
lesson-4-1-hint = Plaats waar je wilt en haal dan de ring weg die d7 met het bord verbindt.
lesson-4-1-well-done = Afgesneden en vol: de zwarte knikker is van jou.
lesson-4-2-ask = Nu heeft d7 een lege buur, c6. Haal twee knikkers binnen in één beurt.
lesson-4-2-hint = Snijd c6 en d7 samen af, maar vul eerst c6: je eigen knikker telt ook.
lesson-4-2-well-done = Je plaatste op c6 en sneed daarna beide ringen af: beide knikkers zijn van jou, ook de knikker die je plaatste.
lesson-4-2-wrong-1 = c6 en d7 zijn afgesneden, maar c6 is leeg, dus de groep blijft in het spel (R4.3) en je krijgt niets.
lesson-4-3-ask = c6 en d7 zijn al afgesneden, en c6 is leeg. Haal ze binnen.
lesson-4-3-hint = Vul de laatste lege ring van de groep.
lesson-4-3-well-done = Wie de laatste lege ring van een afgesneden groep vult, krijgt haar ook (R4.1).
lesson-5-title = De doelen
lesson-5-teaches = Je wint als je geslagen knikkers een doel halen (R5.1): **4 witte, 5 grijze, 6 zwarte, of 3 van elke kleur**. Blitz, een kortere variant die je bij een uitdaging kunt kiezen, vraagt 3 witte, 4 grijze, 5 zwarte of 2 van elke. Je geslagen knikkers staan naast het bord.
lesson-5-1-ask = Je hebt 3 witte knikkers. Win met een slag.
lesson-5-1-hint = Een vierde witte wint.
lesson-5-1-well-done = Vier witte knikkers: je wint.
lesson-5-2-ask = Je hebt 2 witte, 3 grijze en 3 zwarte. Welke slag wint?
lesson-5-2-hint = Drie van elke kleur is ook een doel.
lesson-5-2-well-done = Drie van elke kleur: je wint.
lesson-5-3-ask = In blitz, de kortere variant: 3 witte, 4 grijze, 5 zwarte of 2 van elke winnen. Je hebt 1 witte, 1 grijze, 4 zwarte. Win.
lesson-5-3-hint = Van welke kleur kom je er één tekort?
lesson-5-3-well-done = Vijf zwarte knikkers winnen het blitzspel.
lesson-6-title = De lege voorraad
lesson-6-teaches = Als de gedeelde voorraad leeg is, plaats je een van **je eigen geslagen knikkers** (R3.1), nooit die van je tegenstander. Wie niet kan slaan en niets te plaatsen heeft, past (R3.5).
lesson-6-1-ask = De voorraad is leeg. Plaats een van je geslagen knikkers en haal een vrije ring weg.
lesson-6-1-hint = Je kunt de kleuren plaatsen die je hebt geslagen.
lesson-6-1-well-done = Elke knikker die je nu plaatst, komt uit je eigen geslagen knikkers.
lesson-6-2-ask = De voorraad is leeg en je hebt twee zwarte knikkers. Gebruik er een om twee knikkers binnen te halen.
lesson-6-2-hint = Zoals in de les over afsnijden: vul c6 en haal dan d6 weg om c6 en d7 samen af te snijden.
lesson-6-2-well-done = Je eigen knikker kwam bij je terug, samen met de witte.
lesson-7-title = De ruil
lesson-7-teaches = Omdat slaan verplicht is, kan een plaatsing je tegenstander **dwingen** te slaan, en bepalen waar zijn knikker landt. Een goede ruil geeft één knikker en neemt er meer terug.
lesson-7-1-ask = Geef je tegenstander een knikker zodat zijn slag eindigt waar jij er twee terug kunt slaan.
lesson-7-1-hint = Een knikker op c3 moet over de grijze op d3 springen en op e2 landen, vlak naast de witte knikker op d2.
lesson-7-1-well-done = Hij moest slaan, en zijn knikker landde waar jouw keten er twee kon slaan.
lesson-7-2-ask = Nog een ruil: plaats een knikker die je tegenstander moet slaan, en win de ruil.
lesson-7-2-hint = Leg de knikker waar de enige sprong eroverheen landt naast twee grijze knikkers op een rij.
lesson-7-2-well-done = Eén gegeven, twee genomen: dat is de ruil, het hart van de ZÈRTZ-tactiek.
lesson-8-title = Tempo
lesson-8-teaches = Laat in een partij kan elke plaatsing iets weggeven. Dan zit wie moet zetten in de problemen: doe een rustige zet, zodat **elk** antwoord van je tegenstander jou laat slaan.
lesson-8-1-ask = Niets te slaan, en nog maar weinig ringen. Doe een zet die niets weggeeft, waarna elk antwoord jou laat slaan.
lesson-8-1-hint = Laat je tegenstander alleen ringen naast de grijze knikkers.
lesson-8-1-well-done = Elke ring die je tegenstander overhield, lag naast een knikker: wat hij ook deed, jij sloeg.
lesson-8-2-ask = Doe de rustige zet die je tegenstander geen veilig antwoord laat.
lesson-8-2-hint = Vul de ring die voor jou veilig is en haal de ring weg die voor hem veilig zou zijn.
lesson-8-2-well-done = Je tegenstander moest zetten, en elke zet gaf jou knikkers: dat is tempo.
lesson-9-title = Je eerste partij
lesson-9-teaches = Speel een hele partij tegen de computer op zijn makkelijkst. Tik **{ move-button }** onder het bord om te spelen, en **{ hint-button }** als je vastzit.

## The board you can touch (the Activity)

open-board-button = Bord openen
board-not-shown-here = Partij #{ $game } wordt niet in dit kanaal gespeeld en is niet van jou, dus dit bord kan haar niet tonen.
board-position-changed = De stelling veranderde voordat je zet aankwam, dus er is niets gespeeld. Het bord toont nu de stelling zoals die is.
board-not-legal = Dat is geen geldige zet in deze stelling, dus er is niets gespeeld.
board-connecting = Verbinden…
board-reconnecting = De verbinding is verbroken: opnieuw verbinden…
board-no-games = In dit kanaal wordt nog geen partij gespeeld. Begin er hier een tegen de computer, of daag iemand uit in de chat.
board-play-computer = Tegen de computer spelen
board-clear = Wissen
board-pass = Passen
board-sending = Versturen…
board-hint-capture = Slaan is verplicht: tik op een oplichtende knikker.
board-hint-place = Kies een kleur en tik dan op een oplichtende ring om de knikker te plaatsen.
board-hint-pass = Niets te slaan en niets te plaatsen: je past.
board-hint-colour = Tik op een oplichtende ring om de knikker te plaatsen.
board-hint-placed = Tik op een oplichtende vrije ring om hem weg te nemen.
board-hint-jumping = Tik op de oplichtende ring waar de knikker hierna landt.
board-hint-ready = Bevestig om deze zet te spelen, of wis hem.
board-goals = Doel: { $white } witte, { $grey } grijze of { $black } zwarte knikkers, of { $each } van elke kleur
board-your-move = Jij bent aan zet, { $name }.
board-deadline = { $status } · tot { $deadline }
