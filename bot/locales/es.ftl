# Spanish. The messages first, by the same ids as en.ftl; then every
# command field's name and description, and the fixed choices' labels.

## La ayuda y las reglas

help-card = Comandos de ZÈRTZ
help-title = ¿Nuevo en el juego? Empieza con { COMMAND("learn") }.
help-footer = Clic derecho en un miembro → Apps → **{ $context }** también sirve. En tu turno, **{ move-button }** bajo el tablero elige una jugada con toques, sin notación.
choice-default = { $label } (por defecto)
rules = **ZÈRTZ** es un juego para dos de Kris Burm. El tablero está hecho de anillos, y las canicas blancas, grises y negras no son de nadie.
    • En tu turno, **coloca** una canica de cualquier color en un anillo vacío y luego **quita un anillo libre**: un anillo vacío del borde que podría deslizarse fuera (dos lados vecinos abiertos).
    • Si puedes **capturar**, debes hacerlo: una canica salta sobre una canica vecina al anillo vacío de detrás, y sigue saltando mientras pueda. Las canicas saltadas son tuyas.
    • Aislar un grupo de anillos todos ocupados te **da** sus canicas.
    • Gana quien reúne 4 blancas, 5 grises, 6 negras o 3 de cada color (blitz: 3, 4, 5 o 2 de cada).
    Para mover, toca **{ move-button }** bajo el tablero y elige paso a paso: solo se ofrecen opciones legales. O escríbela: `Wd4,a1` coloca blanca en d4 y quita a1; `x d1Gd3` salta desde d1 sobre una gris hasta d3. { COMMAND("zertz move") } sugiere jugadas legales mientras escribes.
    ¿Nuevo en ZÈRTZ? { COMMAND("learn") } lo enseña en lecciones cortas en tableros pequeños, y luego una primera partida contra la máquina.
rules-first-player = Primer jugador
rules-second-player = Segundo jugador
our-fault = Algo falló por parte del bot; no se cambió nada. Inténtalo de nuevo.

## Rechazos sobre partidas

no-such-game = No hay ninguna partida #{ $number }.
not-in-channel = La partida #{ $game } no está en este canal.
which-game = ¿Qué partida? Aquí se juegan varias: elige una con la opción `{ OPTION("zertz board", "game") }`.
no-game-here = No hay ninguna partida en este canal. { COMMAND("zertz challenge") } empieza una.
no-game-of-yours = No tienes ninguna partida en este canal. Empieza una con { COMMAND("zertz challenge") }.
opponent-is-bot = { $name } es un bot, y los bots no juegan a ZÈRTZ aquí.
you-are-playing-here = Ya tienes una partida en este canal. Termínala primero o juega en otro canal.
they-are-playing-here = { $name } ya tiene una partida en este canal.
challenge-open = Ya hay un desafío abierto entre tú y { $name } aquí.
nothing-to-rematch = No tienes ninguna partida terminada en este canal para una revancha.
not-your-rematch = Solo los jugadores de esa partida pueden pedir la revancha.
rematch-of-live-game = Esa partida todavía se está jugando.
computer-not-ready = La máquina aún no está lista para jugar; inténtalo de nuevo en un momento.
cannot-attach-replay = El bot no puede adjuntar archivos en este canal, así que no puede mostrar aquí una repetición.
cannot-attach-record = El bot no puede adjuntar archivos en este canal, así que no puede enviar aquí un registro.
say-which = Tienes { $open } abierto: añade { $options } para decir a qué va esta jugada.
open-game = una partida aquí
open-puzzle = el problema #{ $puzzle }
open-practice = una práctica de la partida #{ $game }
open-lesson = un ejercicio de la lección { $lesson }
list-and = { $rest } y { $last }
list-or = { $rest } o { $last }
message-lost = La jugada se guardó, pero su mensaje se perdió; mira { COMMAND("zertz board") }.
no-move-to-take-back = No tienes ninguna jugada que deshacer.
not-your-last-move = Solo puedes deshacer tu propia última jugada, antes de que mueva tu rival.
opponent-decides = Tu rival decide sobre tu petición de deshacer.
only-watching = No juegas en la partida #{ $game }: le toca mover a { $player }.
picker-stale = La posición ha cambiado desde que se abrió esta selección, así que no se jugó nada. Le toca mover a { $player }.
takeback-closed = Esa petición de deshacer ya no está abierta: desde entonces se ha jugado.
draw-offered = Ya has ofrecido tablas; la oferta vale hasta la próxima jugada.
own-draw-offer = No puedes aceptar tu propia oferta.
draw-offer-closed = Esa oferta de tablas ya no está abierta.
computer-declines-draw = **{ $name }** rechaza las tablas: cualquiera de los dos aún puede alcanzar un objetivo. Ríndete con { COMMAND("zertz resign") } si quieres parar.

## Partidas: tiempo, jugadas, resultados, la tarjeta del tablero

time-none = sin límite de tiempo
time-days = { $count ->
        [one] 1 día
       *[other] { $count } días
    } por jugada
time-hours = { $count ->
        [one] 1 hora
       *[other] { $count } horas
    } por jugada
time-minutes = { $count ->
        [one] 1 minuto
       *[other] { $count } minutos
    } por jugada
deadline = antes del { $date } ({ $relative })
time-span = { $unit ->
        [minute] { $count ->
            [one] { $count } minuto
           *[other] { $count } minutos
        }
        [hour] { $count ->
            [one] { $count } hora
           *[other] { $count } horas
        }
       *[day] { $count ->
            [one] { $count } día
           *[other] { $count } días
        }
    }
time-ahead = dentro de { $span }
time-ago = hace { $span }
no-limit = sin límite
marble-white = { $count ->
        [one] una canica blanca
       *[other] { $count } canicas blancas
    }
marble-grey = { $count ->
        [one] una canica gris
       *[other] { $count } canicas grises
    }
marble-black = { $count ->
        [one] una canica negra
       *[other] { $count } canicas negras
    }
nothing = nada
move-passed = **{ $mover }** no podía capturar ni colocar, y pasó: `-`
move-placed = **{ $mover }** colocó { $marble } en { $at } y quitó el anillo { $ring }
move-placed-none-free = **{ $mover }** colocó { $marble } en { $at } (ningún anillo estaba libre para quitar)
move-captured = **{ $mover }** capturó { $marbles }
move-claimed = { $said }, y ganó { $marbles } por aislamiento
won-by-goal = 🏆 **{ $winner } gana** al alcanzar un objetivo.
won-by-full-board = 🏆 **{ $winner } gana** al llenar el tablero.
won-by-resignation = 🏆 **{ $winner } gana**: { $loser } se rindió.
won-on-time = 🏆 **{ $winner } gana**: a { $loser } se le acabó el tiempo.
drawn-by-repetition = 🤝 **Tablas**: la misma posición se repitió por tercera vez.
drawn-by-passes = 🤝 **Tablas**: los dos jugadores pasaron.
drawn-by-agreement = 🤝 **Tablas** de mutuo acuerdo.
ratings = Puntuaciones: { $changes }.
not-rated = La partida terminó antes de que ambos jugadores movieran, así que no puntúa.
computer-not-rated = Las partidas contra la máquina no puntúan; { COMMAND("zertz stats") } guarda tu historial contra cada nivel.
game-started = La partida #{ $game } ha empezado: **{ $first }** contra **{ $second }**, { $time }.
    { $player }, mueves primero.
please-move = Por favor, mueve { $deadline }.
the-computer = La máquina
thinking = **{ $name }** está pensando…
your-move = { $player }, te toca mover.
your-move-by = { $player }, te toca mover, { $deadline }.
on-vacation = (De vacaciones hasta el { $until }: entonces empieza el reloj.)
card-game = Partida de ZÈRTZ #{ $game } · { $variant }
card-move = Jugada
card-moves = Jugadas
card-clock = Reloj
move-button = Mover
hint-button = Pista
rematch-button = Revancha
record-button = Registro
replay-button = Repetición
analyse-button = Analizar

## Desafíos

challenge = { $opponent }, **{ $challenger }** te desafía a ZÈRTZ: **{ $variant }** ({ $rings } anillos), { $time }, { $first }. El desafío sigue abierto 24 horas.
moves-first = { $name } mueve primero
first-by-lot = el primer turno se sortea
new-to-zertz = ¿Nuevo en ZÈRTZ? { COMMAND("learn") } lo enseña en unos minutos, con toques.
accept-button = Aceptar
decline-button = Rechazar
cancel-button = Retirar
card-challenge = Desafío de ZÈRTZ · { $variant }
challenge-accepted = **{ $name }** aceptó el desafío: partida #{ $game }.
challenge-declined = **{ $name }** rechazó el desafío.
challenge-withdrawn = **{ $name }** retiró el desafío.

## La imagen del tablero

card-captured = Capturadas
picture-header = { $variant } · { $rings } anillos · jugada { $ply }
picture-to-move = mueve { $name }
picture-won-by-goal = { $name } gana: objetivo alcanzado
picture-won-by-full-board = { $name } gana: tablero lleno
picture-won-by-resignation = { $name } gana: el rival se rindió
picture-won-on-time = { $name } gana: el rival sin tiempo
picture-drawn-by-repetition = Tablas: tres veces la misma posición
picture-drawn-by-passes = Tablas: los dos pasaron
picture-drawn-by-agreement = Tablas de mutuo acuerdo
picture-each = cada { $count }/{ $goal }
picture-pool = Reserva
picture-pool-empty = vacía: se coloca de las propias capturas

## Lo que trae el tiempo

challenge-expired = El desafío de { $challenger } a { $opponent } caducó sin respuesta.
reminder = ⏰ { $player }, ha pasado la mitad de tu tiempo para esta jugada en la partida #{ $game }. Mueve { $deadline }, o perderás por tiempo.

## Rechazos al jugar

not-your-turn = No es tu turno: le toca mover a { $player }.
stale-move = Esa jugada se envió antes de que se guardara la última, así que no se jugó. Mira el tablero nuevo.
not-a-player = No juegas en esta partida.
game-over = Esta partida ha terminado.
move-conflict = Se guardó otra jugada justo antes que la tuya. Mira el tablero nuevo e inténtalo de nuevo.
move-impossible = Esa jugada no es posible: { $why }.
already-in-game = { $player } ya tiene una partida en este canal. Que la termine primero, o jugad en otro canal.
self-challenge = No puedes desafiarte a ti mismo.
challenge-has-expired = Este desafío ha caducado.
nothing-to-take-back = No tienes ninguna jugada que deshacer.
no-draw-offer = Tu rival no ha ofrecido tablas.
game-missing = Esa partida no existe.
challenge-missing = Ese desafío no existe.

## Los ajustes de un servidor

server-only = Los ajustes del bot para un servidor solo valen en sus canales.
server-managers-only = Solo los miembros que pueden gestionar el servidor cambian aquí los ajustes del bot.
server-language-set = El bot publica ahora aquí en { $language }.
server-language-own = El bot publica ahora aquí en el idioma del servidor, tal como está en Discord: { $language }.
server-threads-on = Cada partida de aquí tiene ahora su propio hilo, abierto desde su desafío, que queda en el canal como la ficha de la partida.
server-threads-off = Las partidas se quedan ahora en el canal donde se lanzó el desafío.
server-threads-lacking = En este canal al bot le falta «Crear hilos públicos» o «Enviar mensajes en hilos»: hasta que tenga los dos, las partidas se quedan aquí en el canal.
thread-name = #{ $game } { $first } contra { $second } · { $variant }
game-card = **{ $first }** contra **{ $second }** · la partida: { $thread }
card-last-move = Última jugada: `{ $notation }`
card-to-move = Le toca mover a { $player }.
card-to-move-by = Le toca mover a { $player }, { $deadline }.
goes-on-in-thread = Hecho. La partida #{ $game } sigue en su hilo: { $thread }
posted-there = Publicado en { $channel }, donde la partida tendrá su propio hilo.
no-thread-here = Esta partida se queda en este canal: para darle un hilo, el bot necesita aquí «Crear hilos públicos» y «Enviar mensajes en hilos».
thread-left = La partida #{ $game } sigue aquí: su hilo se eliminó, o el bot ya no puede publicar en él.
need-thread-setting = Di sí o no: { COMMAND("server threads") } con `{ OPTION("server threads", "setting") }`.

## La elección de la jugada

picker-title = Tu jugada · partida n.º { $game } · jugada { $ply }
picker-recorded = Tu jugada { $ply }, `{ $notation }`, quedó registrada.
picker-illegal = Esa jugada no está permitida aquí; no se jugó nada.
picker-moved-on-unplayed = La posición cambió desde que se abrió esta elección, así que no se jugó nada. Aquí está ahora.
picker-not-latest = Este tablero no es el último: aquí está la posición ahora.
picker-moved-on = La posición cambió desde que se abrió esta elección: aquí está ahora.
picker-ask-capture = Capturar es obligatorio: elige una de las { $count } capturas (sus caminos están dibujados).
picker-ask-colour = Elige el color de la canica que colocas.
picker-ask-captured-colour = La reserva está vacía: elige un color de las canicas que capturaste.
picker-ask-ring = { $colour ->
        [white] ¿Dónde va la canica blanca?
        [grey] ¿Dónde va la canica gris?
       *[black] ¿Dónde va la canica negra?
    } Elige uno de los { $count } anillos vacíos (marcados).
picker-ask-removal = { $colour ->
        [white] La canica blanca va en { $at }.
        [grey] La canica gris va en { $at }.
       *[black] La canica negra va en { $at }.
    } Ahora quita uno de los { $count } anillos libres (marcados): un anillo vacío en el borde que puede salir deslizándose.
picker-ask-confirm = { $what }: `{ $notation }`. Confirma para jugarla.
picker-pass = Nada que capturar ni que colocar: pasar
picker-place = Colocar { $marble } en { $at } y quitar el anillo { $ring }
picker-place-none-free = Colocar { $marble } en { $at } (ningún anillo está libre para quitar)
picker-capture = Capturar { $marbles }
picker-claim = { $what }, y ganar { $marbles } por aislamiento
picker-takes = captura { $marbles }
colour-name = { $colour ->
        [white] Blanca
        [grey] Gris
       *[black] Negra
    }
picker-in-pool = { $colour } · { $count } en la reserva
picker-of-yours = { $colour } · { $count } tuyas
picker-choose-capture = Elige una captura
picker-choose-ring = Elige un anillo
picker-choose-removal = Elige un anillo libre para quitar
picker-range = { $what }: { $first } a { $last }
picker-confirm = Confirmar { $notation }
picker-confirm-short = Confirmar
picker-back = Atrás
picker-first-listed = Solo se listan las primeras { $listed } de { $count }: escribe { COMMAND("zertz move") } para las demás.

## Las razones de las reglas por las que una jugada no vale

notation-unread = no se puede leer { $excerpt }: { $problem }; escribe una colocación como Wd4,d1, una captura como x d1Gd3, o - para pasar
colour-adjective = { $colour ->
        [white] blanca
        [grey] gris
       *[black] negra
    }
illegal-game-over = la partida ha terminado
illegal-capture-compulsory = capturar es obligatorio: { $example } es posible
illegal-must-pass = no tienes captura ni canica que colocar, así que debes pasar (-)
illegal-pass-capture = no puedes pasar: hay una captura posible
illegal-pass-place = no puedes pasar: tienes una canica que colocar
illegal-not-on-board = { $square } no está en este tablero
illegal-ring-gone = ya no hay anillo en { $square }
illegal-occupied = { $square } está ocupado: hay { $marble } encima
illegal-not-in-pool = { $colour ->
        [white] no queda ninguna canica blanca en la reserva
        [grey] no queda ninguna canica gris en la reserva
       *[black] no queda ninguna canica negra en la reserva
    }
illegal-not-captured = { $colour ->
        [white] la reserva está vacía y no tienes ninguna canica blanca capturada que colocar
        [grey] la reserva está vacía y no tienes ninguna canica gris capturada que colocar
       *[black] la reserva está vacía y no tienes ninguna canica negra capturada que colocar
    }
illegal-not-free = el anillo { $square } no está libre: no tiene dos lados abiertos contiguos
illegal-remove-occupied = el anillo { $square } no está libre: hay { $marble } encima
illegal-remove-placed = el anillo { $square } no está libre: la canica se acaba de colocar en él
illegal-removal-required = tras colocar hay que quitar un anillo libre, por ejemplo { $example }
illegal-wrong-claim = esta jugada gana { $actual }, no { $given }
illegal-no-jumper = no hay canica en { $square } con la que saltar
illegal-no-jump = una captura necesita al menos un salto, como x d1d3
illegal-not-a-jump = de { $from } a { $to } no es un salto: una canica salta sobre una vecina hasta el anillo justo detrás, en línea recta
illegal-jump-off-board = un salto desde { $square } en esa dirección saldría del tablero
illegal-nothing-to-jump = no hay canica en { $square } que saltar
illegal-landing-gone = la canica no puede caer en { $square }: ahí no hay anillo
illegal-landing-occupied = la canica no puede caer en { $square }: hay { $marble } encima
illegal-wrong-colour = la canica de { $square } es { $actual }, no { $given }
illegal-must-continue = la captura debe seguir: desde { $at } la canica aún puede saltar a { $to }

## Rechazos de lo que no se pudo leer

unknown-command = Comando desconocido. Prueba { COMMAND("zertz help") }.
button-expired = Este botón ha caducado. { COMMAND("zertz help") } muestra los comandos que hacen lo mismo.
not-offered = { $option ->
        [colour] El color es { $offered }, no { $given }.
        [scope] El ámbito es { $offered }, no { $given }.
        [first] Quién empieza: { $offered }, no { $given }.
        [time] El tiempo por jugada es { $offered }, no { $given }.
        [level] El nivel es { $offered }, no { $given }.
        [target] Una jugada es para { $offered }, no para { $given }.
       *[format] El formato es { $offered }, no { $given }.
    }
vacation-days = Toma de { $min } a { $max } días de vacaciones: por ejemplo { COMMAND("zertz vacation") } con `{ OPTION("zertz vacation", "days") }` 3.
out-of-range = `{ $option }` admite de { $min } a { $max }.
unknown-variant = variante desconocida { $name }: se espera blitz, standard, tournament, large, o un tablero y un juego de canicas como 48-blitz o 61-standard
not-a-capture = Eso no es una captura: { $why }.
not-a-capture-path = Eso no es el camino de una captura; da sus anillos, como `d1 d3 d5`.
need-picked-member = Elige a un miembro al que desafiar.
need-opponent = Di a quién desafías: { COMMAND("zertz challenge") } con un miembro en `{ OPTION("zertz challenge", "opponent") }`.
need-notation = Escribe una jugada, como `Wd4,a1` o `x d1Gd3`.
need-colour-and-ring = Da un color y un anillo, como colour:white at:d4 remove:a1.
need-capture-path = Da el camino de la captura, como `d1 d3 d5`.
need-file = Adjunta una partida a { COMMAND("study import") } en `{ OPTION("study import", "file") }`: un .sgf o una línea de partida.
need-switch = Di sí o no: { COMMAND("server daily") } con `{ OPTION("server daily", "switch") }`.
need-language = Di qué idioma: { COMMAND("server language") } con `{ OPTION("server language", "language") }`, o el del servidor, como lo ajusta Discord.
need-event-name = Ponle un nombre al torneo: { COMMAND("tournament create") } con `{ OPTION("tournament create", "name") }`.
need-event-format = Di el formato en `{ OPTION("tournament create", "format") }`: sistema suizo o todos contra todos.
need-player = Di qué jugador: un miembro en `{ OPTION("tournament remove", "player") }`.

## Los demás rechazos del almacén

game-not-over = Esta partida aún se está jugando; podrá analizarse cuando termine.
challenge-closed = Este desafío ya está { $status ->
        [accepted] aceptado
        [declined] rechazado
        [cancelled] retirado
       *[other] { $status }
    }.
not-your-challenge = { $answer ->
        [accept] Ese no es tu desafío: solo el jugador desafiado puede aceptarlo.
        [decline] Ese no es tu desafío: solo el jugador desafiado puede rechazarlo.
       *[cancel] Ese no es tu desafío: solo quien lo lanzó puede retirarlo.
    }
on-vacation-already = Ya estás de vacaciones hasta { $until }; una jugada las termina antes.
vacation-too-long = Te { $days ->
        [one] queda { $days } día
       *[other] quedan { $days } días
    } de vacaciones: como mucho 14 cada 60 días.
no-puzzle-open = No tienes ningún problema abierto. Consigue uno con { COMMAND("puzzle") }.
puzzle-open = Ya tienes abierto el problema n.º { $puzzle }: respóndelo primero con { COMMAND("zertz move") } ({ COMMAND("puzzle") } lo vuelve a mostrar).
puzzle-answered = Ese paso del problema ya tiene respuesta. { COMMAND("puzzle") } muestra cómo va.
daily-tried = Ya has intentado el problema de hoy. Mañana llega uno nuevo.
no-practice-open = No tienes ninguna práctica abierta. { COMMAND("study mistakes") } recorre tus jugadas marcadas de una partida analizada; { COMMAND("study practice") } te da las que fallaste.
practice-answered = Esa jugada ya tiene respuesta. { COMMAND("study practice") } muestra cómo va tu práctica.
no-lesson-open = No tienes ninguna lección abierta. { COMMAND("learn") } muestra el curso y dónde estás.
lesson-answered = Ese ejercicio ya tiene respuesta. { COMMAND("learn") } muestra dónde estás.
no-such-tournament = Ese torneo no existe. { COMMAND("tournament list") } muestra los de este servidor.
tournament-started = Este torneo está { $status ->
        [running] en curso
        [finished] terminado
        [cancelled] cancelado
       *[other] { $status }
    }: solo se entra antes de que empiece.
tournament-full = Este torneo está lleno: admite { $max } jugadores.
already-entered = Ya estás en este torneo.
not-entered = No juegas en este torneo.
in-tournament = Estás inscrito en el torneo n.º { $tournament } en este canal, y sus partidas se juegan aquí: juega otras partidas en otro canal hasta que termine (o déjalo).
round-paired = Esa ronda ya está emparejada. { COMMAND("tournament standings") } muestra cómo va.

## Rechazos sobre problemas, prácticas, lecciones, torneos y análisis

all-puzzles-tried = Has intentado todos los problemas que hay. Llegan nuevos con nuevas partidas.
puzzle-withdrawn = El problema n.º { $puzzle } ya no se ofrece, así que se guardó sin puntuar. { COMMAND("puzzle") } te da otro.
move-impossible-here = Esa jugada no es posible aquí: { $why }.
daily-over = Ese problema diario ya terminó; el de hoy está en la publicación diaria más reciente del canal.
practice-not-your-game = No jugaste la partida n.º { $game }, así que no contiene errores tuyos.
practice-not-analysed = La partida n.º { $game } aún no se ha analizado: pídelo con { COMMAND("study analyse") } (`{ OPTION("study analyse", "game") }` { $game }) y vuelve a intentarlo.
practice-gone = El análisis de la partida n.º { $game } ya no marca esa jugada, así que esta práctica se cerró. { COMMAND("study mistakes") } la empieza de nuevo.
no-such-lesson = No hay lección { $asked }: el curso tiene las lecciones 1 a { $last }. { COMMAND("learn") } las muestra.
no-hints-here = La partida n.º { $game } no tiene pistas: son para partidas contra la máquina en su nivel más fácil, como la que empieza { COMMAND("learn") }.
hint-not-your-game = No juegas la partida n.º { $game }, así que no tiene pista para ti.
not-organiser = Solo los organizadores dirigen torneos: miembros que pueden gestionar el servidor, o con el rol que nombra { COMMAND("server organisers") }.
tournaments-in-servers = Los torneos se juegan en el canal de un servidor.
too-few-players = Un torneo empieza con al menos { $min } jugadores; hasta ahora se han unido { $have }.
no-tournament-here = No hay torneo en este canal. { COMMAND("tournament list") } muestra los de este servidor; nombra uno con `{ OPTION("tournament standings", "event") }`.
tournament-not-here = El torneo n.º { $tournament } no está en este servidor.
bad-tournament-name = Ponle al torneo un nombre de 1 a { $max } caracteres.
analysis-running = Tu análisis de otra partida sigue en marcha; vuelve a pedirlo cuando termine.
analysis-queue-full = Ya esperan { $max } análisis; vuelve a pedirlo en unos minutos.
being-analysed = La partida n.º { $game } ya se está analizando; vuelve a pedirlo en un momento.
no-finished-game = No tienes ninguna partida terminada en este canal que analizar.
still-played = La partida n.º { $game } aún se está jugando: podrá analizarse cuando termine, para que el motor no ayude a nadie en plena partida.
file-too-large = `{ $name }`: el archivo tiene { $size } bytes; se admiten como mucho { $limit }.
file-unreachable = `{ $name }`: no se pudo descargar el archivo de Discord ({ $why }); vuelve a intentarlo.
file-not-text = `{ $name }` no es un archivo de texto. Importa un .sgf de boardspace.net o una línea de partida de { COMMAND("study export") }.
file-not-a-record = `{ $name }` no se puede importar: { $why }.

## El curso

course-first-game = Tu primera partida del curso: toca **{ move-button }** para jugar, y **{ hint-button }** en cualquier tablero cuando te atasques. La partida cierra el curso.
lesson-opponent = Rival
lesson-card-title = Lección { $lesson } · ejercicio { $exercise } de { $count }
lesson-exercise-heading = **Ejercicio { $exercise }**
course-intro = **Aprende ZÈRTZ jugando.** Lecciones cortas en tableros pequeños, que se responden tocando.
course-game-open = Tu partida del curso es la n.º { $game }: juégala con el botón **{ move-button }** bajo su tablero.
course-card-title = El curso · { $done } de { $count } lecciones hechas
course-go-on = Seguir con la lección { $lesson }
course-start = Empezar la lección { $lesson }
course-choose = Elige cualquier lección
course-line-next = Curso: { $done } de { $count } lecciones, { $stars ->
        [one] { $stars } estrella
       *[other] { $stars } estrellas
    }; { COMMAND("learn") } sigue con la lección { $lesson }
course-line-finished = Curso: { $done } de { $count } lecciones, { $stars ->
        [one] { $stars } estrella
       *[other] { $stars } estrellas
    }; terminado
net-winning = la partida ganada
net-losing = la partida perdida
net-even = igualado: nada ganado
net-ahead = { $count ->
        [one] { $count } canica
       *[other] { $count } canicas
    } por delante
net-behind = { $count ->
        [one] { $count } canica
       *[other] { $count } canicas
    } por detrás
miss-too-few = Esto captura { $got ->
        [one] { $got } canica
       *[other] { $got } canicas
    }; otra captura aquí se lleva { $best }. Puedes elegir cualquier captura (R3.4): elige la que más gane.
miss-still-vacant = Los anillos { $rings } quedan aislados, pero { $vacant } { $count ->
        [one] sigue vacío
       *[other] siguen vacíos
    }, así que el grupo sigue en juego y no se gana (R4.3).
miss-cuts-nothing = Esto no aísla nada: un grupo se gana solo cuando ningún anillo lo une al resto y cada uno de sus anillos tiene una canica (R4.1).
miss-claims-few = Esto gana { $claimed ->
        [one] { $claimed } canica
       *[other] { $claimed } canicas
    }; en un turno se pueden ganar más (R4.1).
miss-no-goal = Después tienes { $white } blancas, { $grey } grises y { $black } negras: eso no alcanza ningún objetivo (R5.1).
miss-not-a-placement = Este ejercicio pide una colocación.
miss-not-forced = Después tu rival no tiene nada que capturar, así que nada fuerza su respuesta (R3.4).
miss-gives-capture = Deja capturar a tu rival: { $line }, y quedas { $net } (R3.4).
miss-outgained = La mejor respuesta de tu rival: { $line }, y quedas { $net }.
miss-safe-reply = Tu rival puede responder: { $move }, y no te queda nada que capturar.
lesson-right = ✅ **Correcto:** { $move }. { $praise }
lesson-what-follows = Lo que sigue: { $line }, y quedas { $net }.
lesson-goal = **Tu objetivo:** { $ask }
lesson-heading = **Lección { $lesson }: { $title }**
lesson-not-allowed = ❌ **No permitido:** { $why } ({ $rule }). No se contó nada: vuelve a intentarlo.
lesson-not-yet = ❌ **Aún no:** { $move }. { $why }
lesson-try-again = Vuelve a intentarlo desde el mismo tablero (**{ move-button }**), o pide una **{ hint-button }**.
lesson-done = 🎉 **Lección { $lesson } hecha:** { $stars } ({ $answers ->
        [one] { $answers } respuesta
       *[other] { $answers } respuestas
    } para { $exercises ->
        [one] { $exercises } ejercicio
       *[other] { $exercises } ejercicios
    }).
lesson-done-title = Lección { $lesson } · hecha
lesson-play-first-game = Juega tu primera partida
lesson-next = Siguiente: lección { $lesson }
lesson-course-button = Curso
lesson-hint = 💡 **Pista:** { $hint }
lesson-stuck = ¿Sigues atascado? Una respuesta (toca para verla): ||{ $solution }||
lesson-behind-you = Ese ejercicio ya quedó atrás; aquí está el que tienes ahora.
hint-place = colocar { $marble } en { $at } y quitar el anillo { $ring }
hint-place-none-free = colocar { $marble } en { $at }
jump-first = la canica { $jumper ->
        [white] blanca
        [grey] gris
       *[black] negra
    } de { $from } salta sobre la { $over ->
        [white] blanca
        [grey] gris
       *[black] negra
    } de { $at } hasta { $to }
jump-then = luego sobre la { $over ->
        [white] blanca
        [grey] gris
       *[black] negra
    } de { $at } hasta { $to }
hint-capture = capturar { $marbles }: { $jumps }
hint-pass = pasar
hint-claiming = { $what }, ganando { $marbles }
game-hint = 💡 **Pista para la partida n.º { $game }:** el motor elegiría { $what }. Toca **{ move-button }** bajo el tablero para jugarla, u otra jugada.
hint-title = Pista · partida n.º { $game }

## Jugar: partidas contra la máquina, tablas, jugadas deshechas, vacaciones

computer-game-started = La partida n.º { $game } ha empezado: **{ $first }** contra **{ $second }**, { $variant }, contra la máquina en el nivel **{ $level }** (sin puntuar, sin reloj).
you-move-first = { $player }, mueves primero.
computer-moves-first = **{ $name }** mueve primero y está pensando…
move-recorded-board = Tu jugada { $ply }, `{ $notation }`, quedó registrada. Aquí está el tablero ahora.
stale-move-board = Esa jugada se envió antes de que se registrara la última jugada de tu rival, así que no se jugó. Aquí está el tablero ahora; juega de nuevo si aún la quieres.
draw-offer = **{ $name }** ofrece tablas en la partida n.º { $game }. { $other }, acepta o rechaza; la oferta caduca con la siguiente jugada.
accept-draw-button = Aceptar tablas
draw-declined = **{ $name }** rechazó la oferta de tablas.
on-vacation-now = Estás de vacaciones hasta { $until } ({ $relative }): tus relojes están parados en todas las partidas, y tus rivales lo ven. Una jugada las termina antes.
takeback-asked = **{ $name }** pide deshacer la jugada { $ply }, `{ $notation }`, en la partida n.º { $game }. { $other }, ¿lo permites?
allow-takeback-button = Permitir deshacer
refuse-button = Rechazar
takeback-refused = **{ $name }** rechazó deshacer la jugada.
takeback-allowed = **{ $name }** permitió deshacer la jugada.
taken-back = Partida n.º { $game }: { $plies ->
        [one] una jugada deshecha
       *[other] dos jugadas deshechas
    } ({ $first } contra { $second }). El tablero vuelve a la jugada { $ply }.

## Lo que le falta al bot en un canal

lacks-header = Este canal no me da:
lacks-footer = Quien pueda gestionar este canal puede concedérselos al bot (ajustes del canal → Permisos).
lacks-post = **Ver canal** y **Enviar mensajes**: aquí respondo a comandos, y lo que publico por mi cuenta (las jugadas de la máquina, los recordatorios) llega con el siguiente comando aquí o por mensaje directo
lacks-attach = **Adjuntar archivos**: los tableros se muestran como texto
lacks-embed = **Insertar enlaces**: las tarjetas se muestran como texto simple
from-your-game-in = -# De tu partida en { $channel }

## Los problemas y el problema diario

puzzle-goal = Eres el { $seat ->
        [first] primer
       *[second] segundo
    } jugador, te toca mover: **gana en { $moves }** (una victoria forzada, haga lo que haga el rival; { $variant }).
puzzle-goal-daily = Mueve el { $seat ->
        [first] primer
       *[second] segundo
    } jugador: **gana en { $moves }** (una victoria forzada, haga lo que haga el rival; { $variant }).
puzzle-seat-opponent = rival
puzzle-seat-to-move = mueve
puzzle-answer-title = Tu respuesta · problema n.º { $puzzle }
puzzle-still-open = Tu problema sigue abierto.
puzzle-step = Jugada { $step } de { $count }.
puzzle-answer-how = Responde con el botón **{ move-button }**, o con { COMMAND("zertz move") }.
puzzle-card-title = Problema de ZÈRTZ n.º { $puzzle }
puzzle-rating-field = Puntuación
puzzle-right = ✅ `{ $notation }` es correcta. El rival responde `{ $answer }`. Tu jugada: faltan { $left } para ganar.
puzzle-solved = 🎉 `{ $notation }` gana. ¡Problema n.º { $puzzle } resuelto! { $finish }
puzzle-wrong = ❌ `{ $notation }` no gana{ $refutation }. La solución era `{ $answer }` (dibujada en el tablero).
puzzle-refuted-capture = : el rival captura con `{ $notation }`
puzzle-refuted = : el rival responde `{ $notation }`
puzzle-themes = Temas: { $themes }.
puzzle-theme = { $theme ->
        [capture-chain] cadena de capturas
        [isolation] aislamiento
        [sacrifice] sacrificio
        [goal-colour] objetivo de un color
        [goal-each] objetivo de cada color
       *[full-board] tablero lleno
    }
puzzle-rating-change = Puntuación de problemas { $before } → { $after } ({ $delta }).
puzzle-not-rated = Ya intentado antes, así que no puntúa.
puzzle-streak = Racha: { $streak }.
daily-on = El problema diario está activado aquí: se publica uno cada día (medianoche UTC), el primero en el próximo ciclo.
daily-already-on = El problema diario ya está activado aquí.
daily-off = El problema diario está desactivado aquí.
daily-not-on = El problema diario no estaba activado aquí.
daily-heading = 🧩 **Problema diario** · n.º { $puzzle }
daily-press-solve = Pulsa **{ solve-button }** para intentarlo (solo tú ves tus respuestas).
daily-yesterday = El problema de ayer lo resolvieron { $who } ({ $solved } de { $tried } que lo intentaron).
daily-nobody = nadie
solve-button = Resolver
daily-card-title = Problema diario de ZÈRTZ n.º { $puzzle }

## Aprender de los propios errores

practice-no-marks = El análisis de la partida n.º { $game } no marca ninguna jugada tuya: no hay nada que aprender ahí. ¡Bien jugado!
practice-checking = Comprobando tu jugada…
practice-answer-title = Tu respuesta · jugada { $move } de la partida n.º { $game }
practice-walk-title = Aprende de tus errores · partida n.º { $game }
practice-review-title = Práctica · partida n.º { $game }
practice-better = La mejor jugada era `{ $notation }` (dibujada en el tablero), que mantenía tu probabilidad en { $chance }.
practice-better-line = La mejor jugada era `{ $notation }` (dibujada en el tablero), que mantenía tu probabilidad en { $chance }; el motor espera { $line }.
practice-walk-lead = **{ analysis-learn }** en la partida n.º { $game }: el análisis marcó { $count ->
        [one] { $count } jugada tuya
       *[other] { $count } jugadas tuyas
    }. Llegan en el orden en que las jugaste, así que cada tablero sigue al anterior como en la partida.
practice-closed = (Se cerró tu práctica abierta de la partida n.º { $game }.)
practice-mistake-heading = **Error { $at } de { $total }**: jugada { $move } de la partida n.º { $game }.
practice-review-heading = **De tu serie de práctica**: jugada { $move } de la partida n.º { $game }.
practice-question = Eres el { $seat ->
        [first] primer
       *[second] segundo
    } jugador y te toca mover. Aquí jugaste `{ $played }` ({ $mark }) y tu probabilidad cayó de { $before } a { $after }. Encuentra una jugada mejor con el botón **{ move-button }** o { COMMAND("zertz move") }.
analysis-mark = { $mark ->
        [inaccuracy] imprecisión
        [mistake] error
       *[blunder] error grave
    }
practice-one-try-left = Te queda un intento.
practice-one-more-try = Un intento más.
practice-played-again = ❌ `{ $notation }` es la jugada que hiciste en la partida.
practice-too-much = ❌ `{ $notation }` regala demasiado: tu probabilidad sería { $chance } (la mejor jugada mantiene { $best }).
practice-best = ✅ `{ $notation }`: la elección del propio motor, que mantiene tu probabilidad en { $chance }.
practice-good-enough = ✅ `{ $notation }` es suficiente: tu probabilidad sería { $chance } (la mejor del motor mantiene { $best }).
practice-expects = El motor espera { $line }.
practice-set-empty = Tu serie de práctica está vacía.
practice-set = { $count ->
        [one] { $count } posición espera
       *[other] { $count } posiciones esperan
    } en tu serie de práctica ({ $due } para ahora); practica con { COMMAND("study practice") }.
practice-all-found = ¡todas encontradas!
practice-missed = { $count ->
        [one] la { $count } jugada que fallaste pasó
       *[other] las { $count } jugadas que fallaste pasaron
    } a tu serie de práctica.
practice-walk-end = **{ $found } de { $total } encontradas**: { $verdict } { $set }
practice-review-found = Encontrada: encontrada dos veces seguidas, una posición sale de la serie; una vez, vuelve mañana. { $set }
practice-review-missed = Vuelve dentro de una hora. { $set }
practice-none-waiting = Tu serie de práctica está vacía. Las jugadas que falles en { COMMAND("study mistakes") } (o con el botón **{ analysis-learn }** bajo un análisis) van ahí.
practice-none-due = Aún no toca nada: { $count ->
        [one] { $count } posición espera
       *[other] { $count } posiciones esperan
    } en tu serie de práctica, la próxima { $next }.
practice-waiting = { $count ->
        [one] { $count } posición espera
       *[other] { $count } posiciones esperan
    } en tu serie de práctica.

## Listas: tus partidas, las clasificaciones, las estadísticas de un jugador, las jugadas y archivos de una partida

games-none = No tienes partidas en curso en este servidor.
games-heading = Tus partidas en curso:
games-your-move = **te toca mover**
games-their-move = le toca a tu rival
games-their-move-away = le toca a tu rival (de vacaciones hasta { $until })
games-board-link = tablero
games-line = #{ $game } contra { $opponent } en { $channel } · jugada { $move } · { $turn }{ $link }
complete-game = #{ $game } { $first } contra { $second } · { $state ->
        [finished] terminada
       *[playing] jugada { $move }
    }
leaderboard-heading = **Clasificación de ZÈRTZ: { $board ->
        [everyone] todos
        [server] este servidor
       *[puzzles] problemas
    }** (página { $page } de { $pages })
leaderboard-private-chat = -# Un chat privado no tiene servidor propio, y las puntuaciones son globales: esta es la de todos.
leaderboard-empty = { $board ->
        [puzzles] Aún no se ha intentado ningún problema. Prueba uno con { COMMAND("puzzle") }.
       *[other] Aún no hay partidas puntuadas. Termina una partida para aparecer aquí.
    }
leaderboard-player = jugador
leaderboard-rating = puntos
leaderboard-played = { $board ->
        [puzzles] intentos
       *[other] partidas
    }
leaderboard-record = G/P/T
leaderboard-order = Ordenada por la puntuación menos dos veces su incertidumbre.
leaderboard-previous = ◀ Anterior
leaderboard-next = Siguiente ▶
leaderboard-title = Clasificación de ZÈRTZ · { $board ->
        [everyone] todos
        [server] este servidor
       *[puzzles] problemas
    }
stats-computer = Contra la máquina (ganadas–perdidas–tablas): { $records }
stats-rating = { $scope ->
        [global] Global
       *[server] Este servidor
    }: **{ $rating }** ± { $deviation } · { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }: { $won } ganadas, { $lost } perdidas, { $drawn } tablas
stats-unrated = { $scope ->
        [global] Global
       *[server] Este servidor
    }: aún no hay partidas puntuadas
stats-streak = Racha actual: { $kind ->
        [none] ninguna
        [wins] { $count ->
            [one] { $count } victoria
           *[other] { $count } victorias
        }
       *[losses] { $count ->
            [one] { $count } derrota
           *[other] { $count } derrotas
        }
    }
stats-puzzles = Problemas: **{ $rating }** ± { $deviation } · { $solved } resueltos de { $tried } · racha { $streak }
stats-no-puzzles = Problemas: aún ninguno intentado ({ COMMAND("puzzle") })
stats-practice = Práctica: { $count ->
        [one] { $count } posición espera
       *[other] { $count } posiciones esperan
    } en el conjunto, { $due } para repasar ahora ({ COMMAND("study practice") })
stats-last-games = Últimas partidas:
stats-last-game = · #{ $game } { $result ->
        [won] ganada
        [lost] perdida
       *[drew] tablas
    } contra { $opponent } ({ $variant })
stats-title = Estadísticas de ZÈRTZ · { $name }
stats-tournaments = Torneos: { $played } jugados · mejor puesto: { $place }.º de { $players } ({ $name })
chart-everyone = Todos
chart-this-server = Este servidor
chart-caption = { $games ->
        [one] { $games } partida puntuada
       *[other] { $games } partidas puntuadas
    } en { $days ->
        [one] { $days } día
       *[other] { $days } días
    }, la más antigua a la izquierda
board-to-move = Jugada { $move }: le toca a { $player }.
board-status = Partida #{ $game }. { $status }
history-heading = Partida #{ $game }: **{ $first }** contra **{ $second }**, { $variant }.
history-no-moves = (aún sin jugadas)
history-as-record = La partida #{ $game } como registro:
replay-of = Repetición de la partida #{ $game }: **{ $first }** contra **{ $second }**.
export-both = como línea de registro (variante, jugadas, resultado) y como SGF de boardspace
export-record-only = como línea de registro (variante, jugadas, resultado); { $reason }
export-done = Partida #{ $game }: **{ $first }** contra **{ $second }**, { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }, { $files }.

## Análisis, registros importados y gráficos

chart-race-title = Carrera de capturas
chart-race-caption = canicas en mano tras cada una de las { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
chart-chance-title = Probabilidad de ganar
chart-chance-caption = Probabilidad de { $player } tras cada jugada; puntos: errores graves; numeradas: las jugadas más costosas
analysis-title = Análisis de la partida #{ $game }
analysis-import-title = Análisis de la partida importada
analysis-learn = Aprende de tus errores
analysis-of-game = la partida #{ $game }
analysis-of-import = la partida importada
analysis-progress = Analizando { $what }: posición { $done } de { $total }…
analysis-second-look = Analizando { $what }: un segundo vistazo a la jugada { $number } ({ $done } de { $total })…
analysis-nothing-marked = Ninguna jugada cedió lo bastante para marcarla.
analysis-costliest = **Las jugadas más costosas**
analysis-costly-move = Jugada { $number }, { $player }: `{ $played }` — { $mark } ({ $before } % → { $after } %)
analysis-better = ; mejor `{ $better }`
analysis-marks = Marcas: { $marks }
analysis-budget = Probabilidades de ganar según el motor con { $nodes } nodos por posición.
analysis-accuracy = precisión **{ $accuracy }**
analysis-counts = { $inaccuracies ->
        [one] { $inaccuracies } imprecisión
       *[other] { $inaccuracies } imprecisiones
    } · { $mistakes ->
        [one] { $mistakes } error
       *[other] { $mistakes } errores
    } · { $blunders ->
        [one] { $blunders } error grave
       *[other] { $blunders } errores graves
    }
import-done = Importado { $format ->
        [sgf] un registro SGF
       *[record] una línea de registro
    }: **{ $first }** contra **{ $second }**, { $variant }, { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }, todas legales. { $end }
import-stops-early = El registro se detiene antes del final; le toca a { $player }.
import-after-end = El registro sigue { $count ->
        [one] { $count } jugada más
       *[other] { $count } jugadas más
    } después; se dejan fuera.
import-not-stored = No se guardó nada: las partidas importadas no puntúan.

## Torneos

tournament-heading = **{ $name }** · torneo #{ $id } · { $format ->
        [swiss] sistema suizo
       *[round-robin] todos contra todos
    }, { $rounds }, { $variant }, { $time }.
tournament-rounds = { $kind ->
        [all] todos juegan contra todos
       *[count] { $count ->
            [one] { $count } ronda
           *[other] { $count } rondas
        }
        [log] un número de rondas de unas log2 de los jugadores más una
    }
tournament-open = Abierto: hasta { $max } jugadores.
tournament-starts-at = Empieza { $when }.
tournament-starts-on-start = Empieza cuando el organizador pulsa **{ tournament-start }**.
tournament-long-round-robin = Más de { $max } jugadores hacen un todos contra todos largo: les conviene más un suizo.
tournament-running = En curso: ronda { $round } de { $rounds }.
tournament-finished = Terminado.
tournament-cancelled = Cancelado.
tournament-nobody = nadie aún
tournament-players = **Jugadores ({ $count }):** { $list }
tournament-join = Unirse
tournament-leave = Salir
tournament-start = Empezar
tournament-withdraw = Retirarse
tournament-title = Torneo de ZÈRTZ · { $name }
tournament-round-heading = **{ $name }** · ronda { $round } de { $rounds }
tournament-board = Mesa { $board }: { $first } (empieza) contra { $second }, { $link }
tournament-forfeit = Mesa { $board }: { $winner } gana por incomparecencia ({ $loser } se retiró)
tournament-bye = { $player }: { $format ->
        [swiss] descansa, cuenta como victoria
       *[round-robin] no juega esta ronda
    }
tournament-play-hint = Juega con { COMMAND("zertz move") } como en cualquier partida aquí; la ronda siguiente se empareja cuando termina la última partida.
tournament-round-title = Torneo de ZÈRTZ · { $name } · ronda { $round }
tournament-over = **{ $name }** ha terminado. Clasificación final:
tournament-no-round = **{ $name }**: aún no se ha jugado ninguna ronda.
tournament-after-round = **{ $name }** · clasificación tras la ronda { $round }:
tournament-podium = **Podio:** { $places }
board-link = partida #{ $game }
tournament-list-line = #{ $id } **{ $name }** · { $format ->
        [swiss] sistema suizo
       *[round-robin] todos contra todos
    } · { $status ->
        [open] inscripción abierta
       *[running] en curso, ronda { $round }
        [finished] terminado
        [cancelled] cancelado
    } · en { $channel }
tournament-joined = Te has unido a **{ $name }** ({ $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }). Sal con el botón **{ tournament-leave }** antes de que empiece.
tournament-withdrew-from = { $player } se retiró de **{ $name }**.
tournament-you-left = Has salido de **{ $name }**.
tournament-is-out = { $player } queda fuera de **{ $name }**.
tournament-none-listed = Aún no hay torneos en este servidor. Los organizadores crean uno con { COMMAND("tournament create") }.
tournament-list-heading = **Torneos en este servidor**
tournament-organisers-role = Los miembros con { $role } ya pueden organizar torneos aquí.
tournament-organisers-managers = Ahora solo los miembros que pueden gestionar el servidor organizan torneos aquí.
tournament-called-off = Se unieron menos de { $min } jugadores, así que se canceló.
standings-player = Jugador
standings-points = Puntos
standings-record = G-T-P
standings-withdrew = retirado
standings-order = { $format ->
        [swiss] Puntos, luego Buchholz, luego Sonneborn-Berger
       *[round-robin] Puntos, luego Sonneborn-Berger, luego enfrentamiento directo
    }
standings-title = { $name } · { $last ->
        [yes] clasificación final
       *[no] tras la ronda { $round }
    }

## The commands: names (lower case) and descriptions

cmd-zertz =
    .name = zertz
    .description = Jugar a ZÈRTZ: desafiar a alguien, mover, ver el tablero, puntuaciones
cmd-learn =
    .name = aprender
    .description = Aprende ZÈRTZ jugando: lecciones cortas con toques y luego una primera partida
cmd-study =
    .name = estudio
    .description = Repasar partidas: historial, repetición, registros, análisis y práctica
cmd-puzzle =
    .name = problema
    .description = Un problema de una partida real cerca de tu nivel; responde con una jugada
cmd-tournament =
    .name = torneo
    .description = Torneos en este servidor (servidores que invitaron al bot)
cmd-server =
    .name = servidor
    .description = Los ajustes del bot en este servidor (requiere Gestionar servidor)
cmd-zertz-challenge =
    .name = desafiar
    .description = Desafía a alguien a una partida de ZÈRTZ en este canal
cmd-zertz-challenge-opponent =
    .name = rival
    .description = Contra quién juegas
cmd-zertz-challenge-variant =
    .name = variante
    .description = Tablero y canicas
cmd-zertz-challenge-first =
    .name = empieza
    .description = Quién mueve primero
cmd-zertz-challenge-time =
    .name = tiempo
    .description = Tiempo para cada jugada
cmd-zertz-challenge-level =
    .name = nivel
    .description = Si desafías al propio bot: con qué fuerza juega
cmd-zertz-move =
    .name = jugada
    .description = Haz una jugada en tu partida de aquí, como Wd4,a1 o x d1Gd3
cmd-zertz-move-notation =
    .name = notación
    .description = La jugada; empieza a escribir para ver las legales
cmd-zertz-move-to =
    .name = para
    .description = Tu partida aquí, problema o práctica, si tienes más de uno abierto
cmd-zertz-place =
    .name = colocar
    .description = Coloca una canica y quita un anillo libre
cmd-zertz-place-colour =
    .name = color
    .description = Color de la canica
cmd-zertz-place-at =
    .name = en
    .description = Anillo vacío donde colocar
cmd-zertz-place-remove =
    .name = quitar
    .description = Anillo libre que quitar
cmd-zertz-place-to =
    .name = para
    .description = Tu partida aquí, problema o práctica, si tienes más de uno abierto
cmd-zertz-capture =
    .name = capturar
    .description = Capturar: salta con una canica tan lejos como exigen las reglas
cmd-zertz-capture-path =
    .name = saltos
    .description = Los saltos
cmd-zertz-capture-to =
    .name = para
    .description = Tu partida aquí, problema o práctica, si tienes más de uno abierto
cmd-zertz-board =
    .name = tablero
    .description = Muestra el tablero actual (solo a ti)
cmd-zertz-board-game =
    .name = partida
    .description = Qué partida de este canal
cmd-zertz-resign =
    .name = rendirse
    .description = Abandona tu partida en este canal
cmd-zertz-draw =
    .name = tablas
    .description = Ofrece tablas o acepta la oferta de tu rival
cmd-zertz-takeback =
    .name = deshacer
    .description = Pide deshacer tu última jugada (tu rival lo permite)
cmd-zertz-vacation =
    .name = vacaciones
    .description = Detén tus relojes en todas tus partidas unos días (máximo 14 de cada 60)
cmd-zertz-vacation-days =
    .name = días
    .description = Cuántos días, de 1 a 14
cmd-zertz-rematch =
    .name = revancha
    .description = Desafía de nuevo a tu último rival de aquí
cmd-zertz-games =
    .name = partidas
    .description = Tus partidas en curso en este servidor
cmd-zertz-leaderboard =
    .name = clasificación
    .description = Los mejores jugadores
cmd-zertz-leaderboard-scope =
    .name = ámbito
    .description = Este servidor, todos o puntuaciones de problemas
cmd-zertz-leaderboard-page =
    .name = página
    .description = Número de página
cmd-zertz-stats =
    .name = estadísticas
    .description = Puntuaciones e historial de un jugador
cmd-zertz-stats-player =
    .name = jugador
    .description = De quién (tú por defecto)
cmd-study-history =
    .name = historial
    .description = Las jugadas de una partida
cmd-study-history-game =
    .name = partida
    .description = Qué partida de este canal
cmd-study-replay =
    .name = repetición
    .description = Una repetición animada de una partida
cmd-study-replay-game =
    .name = partida
    .description = Qué partida de este canal
cmd-study-export =
    .name = exportar
    .description = El registro de una partida en archivos: la notación de las reglas y SGF de boardspace
cmd-study-export-game =
    .name = partida
    .description = Qué partida de este canal
cmd-study-analyse =
    .name = analizar
    .description = El análisis de una partida terminada: precisión, errores y mejores jugadas
cmd-study-analyse-game =
    .name = partida
    .description = Qué partida de este canal
cmd-study-import =
    .name = importar
    .description = Comprueba un registro de partida (SGF de boardspace o línea) y lo muestra; no se guarda nada
cmd-study-import-file =
    .name = archivo
    .description = Un archivo .sgf o una línea de registro (.tsv/.txt)
cmd-study-import-analyse =
    .name = analizar
    .description = Analizar también la partida con el motor (por defecto: no)
cmd-study-mistakes =
    .name = errores
    .description = Aprende de tus errores: busca mejores jugadas para tus jugadas marcadas
cmd-study-mistakes-game =
    .name = partida
    .description = Qué partida de este canal (tu última terminada)
cmd-study-practice =
    .name = práctica
    .description = Practica de nuevo tus jugadas falladas, espaciadas en días
cmd-puzzle-public =
    .name = público
    .description = Mostrarlo en el canal (por defecto: solo a ti)
cmd-learn-lesson =
    .name = lección
    .description = Qué lección (por defecto: el curso y dónde estás)
cmd-server-daily =
    .name = diario
    .description = Publica un problema cada día en este canal (requiere Gestionar servidor)
cmd-server-daily-switch =
    .name = estado
    .description = Activado o desactivado
cmd-tournament-create =
    .name = crear
    .description = Crea un torneo en este canal (organizadores)
cmd-tournament-create-name =
    .name = nombre
    .description = Su nombre
cmd-tournament-create-format =
    .name = formato
    .description = Sistema suizo o todos contra todos
cmd-tournament-create-rounds =
    .name = rondas
    .description = Rondas suizas (por defecto: unos log2 de los jugadores, más uno)
cmd-tournament-create-variant =
    .name = variante
    .description = Tablero y canicas
cmd-tournament-create-time =
    .name = tiempo
    .description = Tiempo para cada jugada
cmd-tournament-create-max_players =
    .name = máx_jugadores
    .description = El máximo de jugadores (32 por defecto)
cmd-tournament-create-starts =
    .name = inicio
    .description = Empieza solo tras estas horas (por defecto: al pulsar Start)
cmd-tournament-standings =
    .name = clasificación
    .description = La clasificación de un torneo (por defecto el último de este canal)
cmd-tournament-standings-event =
    .name = torneo
    .description = Qué torneo (su número)
cmd-tournament-list =
    .name = lista
    .description = Los torneos de este servidor: abiertos, en curso y terminados
cmd-tournament-remove =
    .name = quitar
    .description = Saca a un jugador de un torneo (organizadores)
cmd-tournament-remove-player =
    .name = jugador
    .description = Quién
cmd-tournament-remove-event =
    .name = torneo
    .description = Qué torneo (por defecto el de este canal)
cmd-server-organisers =
    .name = organizadores
    .description = Elige el rol que puede dirigir torneos aquí (requiere Gestionar servidor)
cmd-server-organisers-role =
    .name = rol
    .description = El rol (ninguno: solo quien puede gestionar el servidor)
cmd-zertz-rules =
    .name = reglas
    .description = Cómo se juega a ZÈRTZ
cmd-zertz-help =
    .name = ayuda
    .description = Los comandos del bot
cmd-context-challenge =
    .name = Desafiar a ZÈRTZ
cmd-server-language =
    .name = idioma
    .description = El idioma de las publicaciones del bot aquí (requiere Gestionar servidor)
cmd-server-language-language =
    .name = idioma
    .description = Qué idioma
cmd-server-threads =
    .name = hilos
    .description = Un hilo para cada partida de aquí, su ficha en el canal (requiere Gestionar servidor)
cmd-server-threads-setting =
    .name = ajuste
    .description = Activado o desactivado

## The fixed choices

choice-colour-B = negro
choice-colour-G = gris
choice-colour-W = blanco
choice-first-me = yo
choice-first-random = al azar
choice-first-them = el rival
choice-format-round-robin = todos contra todos
choice-format-swiss = suizo: se cruzan los iguales, pocas rondas
choice-level-easy = fácil: para principiantes
choice-level-hard = difícil: el más fuerte
choice-level-medium = medio
choice-scope-global = todos
choice-scope-puzzles = puntuaciones de problemas
choice-scope-server = este servidor
choice-switch-off = desactivado
choice-setting-off = desactivado: las partidas se quedan en el canal
choice-setting-on = activado: un hilo para cada partida, su ficha en el canal
choice-switch-on = activado: un problema aquí cada día
choice-time-0 = sin límite
choice-time-259200 = 3 días
choice-time-3600 = 1 hora
choice-time-604800 = 7 días
choice-time-86400 = 1 día
choice-to-game = mi partida aquí
choice-to-lesson = mi lección
choice-to-practice = mi práctica de errores
choice-to-puzzle = mi problema
choice-variant-blitz = blitz: 37 anillos, menos canicas
choice-variant-large = grande: 61 anillos
choice-variant-standard = estándar: 37 anillos
choice-variant-tournament = torneo: 48 anillos
choice-language-discord = el del servidor, según Discord
choice-language-de = Deutsch
choice-language-en = English
choice-language-es = Español
choice-language-fr = Français
choice-language-it = Italiano
choice-language-nl = Nederlands

## The course: each lesson and exercise (the English is in bot/src/app/lessons/course.rs)

lesson-1-title = Un turno: colocar una canica, quitar un anillo libre
lesson-1-teaches = ZÈRTZ se juega sobre anillos que desaparecen. En un turno sin captura **colocas** una canica de cualquier color de la reserva común en cualquier anillo vacío (R3.1), y luego **quitas un anillo libre** (R3.2): un anillo vacío con dos lados abiertos contiguos, de modo que podría deslizarse fuera del tablero. El tablero se encoge en cada turno.
lesson-1-1-ask = Coloca cualquier canica en cualquier anillo y luego quita uno de los anillos libres, marcados en el tablero.
lesson-1-1-hint = Toca **{ move-button }**, elige un color, un anillo donde ponerla y luego uno de los anillos marcados para quitar.
lesson-1-1-well-done = Eso es un turno completo. Todos los anillos del borde de este tablero estaban libres.
lesson-1-1-wrong-1 = El anillo d5 no está libre: sus seis lados tocan anillos, así que no puede salir deslizándose (R3.2).
lesson-1-2-ask = Se quitaron tres anillos alrededor de d4. Coloca una canica y quita un anillo libre.
lesson-1-2-hint = El anillo d4 tiene tres lados abiertos, pero ninguno contiguo a otro: no puede salir deslizándose. Solo los anillos marcados están libres.
lesson-1-2-well-done = Estar en el borde no basta: un anillo libre necesita dos lados abiertos uno junto al otro (R3.2).
lesson-1-2-wrong-1 = El anillo d4 no está libre: sus lados abiertos (d3, c4 y e4) no son contiguos, así que no puede salir deslizándose (R3.2).
lesson-2-title = Capturar es obligatorio
lesson-2-teaches = Una canica junto a otra, con un anillo vacío justo detrás en línea recta, puede **saltar** sobre ella y caer allí (R3.3). La canica saltada queda capturada: es tuya. Los colores no importan, ni quién las colocó. Cuando puedes capturar, **debes** hacerlo (R3.4): ese turno no hay colocación.
lesson-2-1-ask = Tu rival dejó dos canicas juntas. Captura una: sus caminos están dibujados.
lesson-2-1-hint = La canica blanca de d3 puede saltar la gris de d4 y caer en d5; o la gris salta la blanca, hacia d2.
lesson-2-1-well-done = Capturada: la canica saltada sale del tablero y se une a tus capturas.
lesson-2-1-wrong-1 = Hay una captura posible, así que este turno debe ser una captura (R3.4): no se puede colocar ninguna canica.
lesson-2-2-ask = Los saltos siguen cualquiera de las seis líneas que pasan por un anillo, también las diagonales. Captura.
lesson-2-2-hint = Mira a lo largo de la línea de c3 a través de d4.
lesson-2-2-well-done = Un salto va en línea recta sobre una vecina hasta el anillo justo detrás (R3.3).
lesson-2-2-wrong-1 = De c3 a d5 no es un salto: una canica salta sobre una vecina hasta el anillo justo detrás, en línea recta (R1.3).
lesson-3-title = Cadenas: seguir saltando
lesson-3-teaches = Tras un salto, si la misma canica puede volver a saltar desde donde cayó, **debe** hacerlo (R3.3): un turno puede capturar varias canicas. Cuando tienes varias capturas, puedes elegir cualquiera (R3.4), así que elige la que más gane.
lesson-3-1-ask = Captura ambas canicas en un turno.
lesson-3-1-hint = La blanca salta la gris hasta d4, y desde d4 puede saltar la negra.
lesson-3-1-well-done = Dos canicas en un turno: la cadena sigue mientras la misma canica pueda saltar.
lesson-3-1-wrong-1 = La captura debe seguir: desde d4 la canica aún puede saltar a d6 (R3.3).
lesson-3-2-ask = Hay varias capturas posibles. Encuentra la que se lleva tres canicas.
lesson-3-2-hint = Empieza por la canica que puede caer junto a otra canica, y sigue.
lesson-3-2-well-done = La cadena más larga aquí se llevó tres. Siempre puedes elegir qué captura hacer.
lesson-4-title = Aislamiento: cortar un grupo
lesson-4-teaches = Quitar un anillo puede dividir el tablero. Tras tu colocación, cada grupo de anillos aislado del resto en el que **cada anillo tiene una canica** es tuyo: ganas sus canicas y sus anillos salen del tablero (R4.1). Un grupo con un anillo vacío sigue en juego (R4.3).
lesson-4-1-ask = La canica negra de d7 cuelga de un solo anillo. Gánala.
lesson-4-1-hint = Coloca en cualquier sitio y luego quita el anillo que une d7 al tablero.
lesson-4-1-well-done = Aislada y llena: la canica negra es tuya.
lesson-4-2-ask = Ahora d7 tiene un vecino vacío, c6. Gana dos canicas en un turno.
lesson-4-2-hint = Aísla c6 y d7 juntos, pero llena primero c6: tu propia canica también cuenta.
lesson-4-2-well-done = Colocaste en c6 y luego aislaste ambos anillos: las dos canicas son tuyas, también la que colocaste.
lesson-4-2-wrong-1 = c6 y d7 quedan aislados, pero c6 está vacío, así que el grupo sigue en juego (R4.3) y no se gana nada.
lesson-4-3-ask = c6 y d7 ya están aislados, y c6 está vacío. Gánalos.
lesson-4-3-hint = Llena el último anillo vacío del grupo.
lesson-4-3-well-done = Llenar el último anillo vacío de un grupo aislado también lo gana (R4.1).
lesson-5-title = Los objetivos
lesson-5-teaches = Ganas cuando tus canicas capturadas alcanzan un objetivo (R5.1): **4 blancas, 5 grises, 6 negras, o 3 de cada color**. El blitz, una variante más corta que puedes elegir al desafiar a alguien, pide 3 blancas, 4 grises, 5 negras o 2 de cada. Tus capturas se muestran junto al tablero.
lesson-5-1-ask = Tienes 3 canicas blancas. Gana con una captura.
lesson-5-1-hint = Una cuarta blanca gana.
lesson-5-1-well-done = Cuatro canicas blancas: ganas.
lesson-5-2-ask = Tienes 2 blancas, 3 grises y 3 negras. ¿Qué captura gana?
lesson-5-2-hint = Tres de cada color también es un objetivo.
lesson-5-2-well-done = Tres de cada color: ganas.
lesson-5-3-ask = En blitz, la variante corta: ganan 3 blancas, 4 grises, 5 negras o 2 de cada. Tienes 1 blanca, 1 gris, 4 negras. Gana.
lesson-5-3-hint = ¿De qué color te falta solo una?
lesson-5-3-well-done = Cinco canicas negras ganan la partida blitz.
lesson-6-title = La reserva vacía
lesson-6-teaches = Cuando la reserva común está vacía, colocas una de **tus propias canicas capturadas** (R3.1), nunca las de tu rival. Quien no tiene captura ni nada que colocar pasa (R3.5).
lesson-6-1-ask = La reserva está vacía. Coloca una de tus canicas capturadas y quita un anillo libre.
lesson-6-1-hint = Los colores que puedes colocar son los que has capturado.
lesson-6-1-well-done = Cada canica que colocas ahora sale de tus propias capturas.
lesson-6-2-ask = La reserva está vacía y tienes dos canicas negras. Usa una para ganar dos canicas.
lesson-6-2-hint = Como en la lección del aislamiento: llena c6 y luego quita d6 para aislar c6 y d7 juntos.
lesson-6-2-well-done = Tu propia canica volvió a ti, junto con la blanca.
lesson-7-title = El intercambio
lesson-7-teaches = Como capturar es obligatorio, una colocación puede **obligar** a tu rival a capturar, y decidir dónde cae su canica. Un buen intercambio da una canica y recupera más.
lesson-7-1-ask = Dale a tu rival una canica para que su captura acabe donde puedas recuperar dos.
lesson-7-1-hint = Una canica en c3 debe saltar la gris de d3 y caer en e2, justo al lado de la canica blanca de d2.
lesson-7-1-well-done = Tenía que capturar, y su canica cayó donde tu cadena podía llevarse dos.
lesson-7-2-ask = Otro intercambio: coloca una canica que tu rival deba capturar, y gana el intercambio.
lesson-7-2-hint = Pon la canica donde el único salto sobre ella caiga junto a dos canicas grises en línea.
lesson-7-2-well-done = Una dada, dos tomadas: eso es el intercambio, el corazón de la táctica de ZÈRTZ.
lesson-8-title = Tempo
lesson-8-teaches = Al final de una partida cada colocación puede regalar algo. Entonces quien debe mover está en apuros: haz una jugada tranquila, para que **cada** respuesta de tu rival te deje capturar.
lesson-8-1-ask = Nada que capturar y pocos anillos. Haz una jugada que no regale nada, tras la cual cada respuesta te deje capturar.
lesson-8-1-hint = Déjale a tu rival solo anillos junto a las canicas grises.
lesson-8-1-well-done = Cada anillo que le quedó a tu rival estaba junto a una canica: hiciera lo que hiciera, capturaste.
lesson-8-2-ask = Haz la jugada tranquila que no deja a tu rival ninguna respuesta segura.
lesson-8-2-hint = Llena el anillo que es seguro para ti y quita el que sería seguro para él.
lesson-8-2-well-done = Tu rival tenía que mover, y cada jugada te dio canicas: eso es el tempo.
lesson-9-title = Tu primera partida
lesson-9-teaches = Juega una partida entera contra la máquina en su nivel más fácil. Toca **{ move-button }** bajo el tablero para jugar, y **{ hint-button }** cuando te atasques.

## The board you can touch (the Activity)

open-board-button = Abrir tablero
board-not-shown-here = La partida #{ $game } no se juega en este canal y no es tuya, así que este tablero no puede mostrarla.
board-position-changed = La posición cambió antes de que llegara tu jugada, así que no se jugó nada. El tablero ya muestra la posición actual.
board-not-legal = Esa no es una jugada válida en esta posición, así que no se jugó nada.
board-connecting = Conectando…
board-reconnecting = Se perdió la conexión: reconectando…
board-no-games = Todavía no se juega ninguna partida en este canal. Empieza una contra la máquina aquí, o desafía a alguien en el chat.
board-play-computer = Jugar contra la máquina
board-clear = Borrar
board-pass = Pasar
board-sending = Enviando…
board-hint-capture = Capturar es obligatorio: toca una canica iluminada.
board-hint-place = Elige un color y luego toca un anillo iluminado para colocar la canica.
board-hint-pass = Nada que capturar ni que colocar: pasas.
board-hint-colour = Toca un anillo iluminado para colocar la canica.
board-hint-placed = Toca un anillo libre iluminado para quitarlo.
board-hint-jumping = Toca el anillo iluminado donde la canica cae a continuación.
board-hint-ready = Confirma para jugar esta jugada, o bórrala.
board-goals = Objetivo: { $white } canicas blancas, { $grey } grises o { $black } negras, o { $each } de cada color
board-your-move = Te toca, { $name }.
board-deadline = { $status } · hasta el { $deadline }
