// Turns touches into a move, lighting only what the bot's legal moves
// allow. Nothing here decides legality: it filters the bot's list, and
// the bot checks the move again.

import type { Chosen, Legal } from "./protocol";

/** How far a move has been composed. */
export type Step =
  | { k: "idle" }
  | { k: "colour"; c: number }
  | { k: "placed"; c: number; to: string }
  | { k: "jumping"; path: string[] }
  | { k: "ready"; move: Chosen };

type Place = Extract<Legal, { k: "place" }>;
type Capture = Extract<Legal, { k: "capture" }>;

/** The notation's colour letters (R-numbers of RULES.md: W, G, B). */
const LETTERS = ["W", "G", "B"];

const places = (legal: Legal[]): Place[] => legal.filter((m): m is Place => m.k === "place");
const captures = (legal: Legal[]): Capture[] => legal.filter((m): m is Capture => m.k === "capture");

const startsWith = (path: string[], prefix: string[]): boolean =>
  prefix.length <= path.length && prefix.every((s, i) => path[i] === s);

const placing = (c: number, to: string, remove: string | null): Chosen => ({
  k: "place",
  c,
  to,
  remove,
  n: `${LETTERS[c] ?? "?"}${to}${remove === null ? "" : `,${remove}`}`,
});

/** The colours that may be placed now. */
export function colours(legal: Legal[]): number[] {
  return [...new Set(places(legal).map((m) => m.c))].sort();
}

/** The rings that respond to a touch at this step. */
export function lit(legal: Legal[], step: Step): string[] {
  switch (step.k) {
    case "idle":
      return [...new Set(captures(legal).map((m) => m.path[0] as string))];
    case "colour":
      return places(legal)
        .filter((m) => m.c === step.c)
        .map((m) => m.to);
    case "placed":
      return places(legal).find((m) => m.c === step.c && m.to === step.to)?.remove ?? [];
    case "jumping": {
      const next = captures(legal)
        .filter((m) => m.path.length > step.path.length && startsWith(m.path, step.path))
        .map((m) => m.path[step.path.length] as string);
      return [...new Set(next)];
    }
    case "ready":
      return [];
  }
}

/** The step after touching `sq`, or the same step when `sq` does not respond. */
export function touchRing(legal: Legal[], step: Step, sq: string): Step {
  if (!lit(legal, step).includes(sq)) return step;
  switch (step.k) {
    case "idle":
    case "jumping": {
      const path = step.k === "idle" ? [sq] : [...step.path, sq];
      const done = captures(legal).find((m) => m.path.length === path.length && startsWith(m.path, path));
      const longer = captures(legal).some((m) => m.path.length > path.length && startsWith(m.path, path));
      return done && !longer ? { k: "ready", move: done } : { k: "jumping", path };
    }
    case "colour": {
      const entry = places(legal).find((m) => m.c === step.c && m.to === sq);
      if (entry && entry.remove.length === 0) return { k: "ready", move: placing(step.c, sq, null) };
      return { k: "placed", c: step.c, to: sq };
    }
    case "placed":
      return { k: "ready", move: placing(step.c, step.to, sq) };
    case "ready":
      return step;
  }
}

/** The step after choosing colour `c` from the pool (or one's captures). */
export function chooseColour(legal: Legal[], step: Step, c: number): Step {
  if (captures(legal).length > 0 || !colours(legal).includes(c)) return step;
  if (step.k === "idle" || step.k === "colour" || step.k === "placed") return { k: "colour", c };
  return step;
}

/** The pass, when it is the only move (R3.5). */
export function pass(legal: Legal[]): Chosen | undefined {
  const p = legal.find((m) => m.k === "pass");
  return p && p.k === "pass" ? { k: "pass", n: p.n } : undefined;
}
