// What the bot and this client say to each other over the WebSocket. The
// bot is the authority: it sends each position with its legal moves, and
// checks every move sent back.

/** A ring: its name and its place in doubled coordinates (x columns, y half rings). */
export interface Ring {
  sq: string;
  x: number;
  y: number;
}

/** A marble on a ring: 0 white, 1 grey, 2 black. */
export interface Marble {
  sq: string;
  c: number;
}

/** Legal moves, as the bot lists them: placements of one colour on one
 * ring with every ring each may remove (none when the list is empty). */
export type Legal =
  | { k: "place"; c: number; to: string; remove: string[] }
  | { k: "capture"; path: string[]; n: string }
  | { k: "pass"; n: string };

/** One whole move, ready to confirm. */
export type Chosen =
  | { k: "place"; c: number; to: string; remove: string | null; n: string }
  | { k: "capture"; path: string[]; n: string }
  | { k: "pass"; n: string };

export interface Seat {
  id: string;
  name: string;
  captured: number[];
}

/** What the last move did, to mark and animate it. */
export interface LastMove {
  placed: string | null;
  removed: string | null;
  jumps: string[];
  claimed: string[];
}

export interface View {
  t: "view";
  game: number;
  /** The ply shown; `plies` is how many the game has. */
  ply: number;
  plies: number;
  variant: string;
  /** Every ring of the board at the start, for the coordinates. */
  board: Ring[];
  rings: string[];
  marbles: Marble[];
  pool: number[];
  seats: Seat[];
  goals: string;
  to_move: number;
  /** The seat of the session's user, if they play. */
  you: number | null;
  moves: string[];
  marks: (string | null)[];
  last: LastMove | null;
  legal: Legal[];
  status: string;
  finished: boolean;
  deadline: number | null;
  theme: Theme;
}

export interface Theme {
  bg: string;
  panel: string;
  text: string;
  dim: string;
  ring: string;
  ring_edge: string;
  gold: string;
  path: string;
  ghost: string;
  claim: string;
  highlight: string;
  marbles: string[];
}

export interface GameItem {
  game: number;
  title: string;
  mine: boolean;
  finished: boolean;
}

export interface Games {
  t: "games";
  games: GameItem[];
  /** Challenges addressed to the session's user, which they may accept. */
  challenges: { id: number; title: string }[];
}

export type FromBot =
  | View
  | Games
  | { t: "refused"; why: string }
  | { t: "played"; game: number; ply: number };

export type ToBot =
  | { t: "games" }
  | { t: "watch"; game: number; at: number | null }
  | { t: "move"; game: number; ply: number; notation: string }
  | { t: "computer" }
  | { t: "accept"; challenge: number };

/** The session's answer: who the bot knows you as, and the words in your language. */
export interface Session {
  session: string;
  access_token: string;
  user: { id: string; name: string };
  words: Record<string, string>;
}
