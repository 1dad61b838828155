// The board as SVG, in the theme of the bot's PNG boards: rings, marbles,
// coordinates, the last move marked, and what may be touched lit.

import type { Marble, Ring, View } from "./protocol";

const NS = "http://www.w3.org/2000/svg";
/** Distance between neighbouring rings' centres, in SVG units. */
const STEP = 100;
const SIN_60 = 0.866;
const RING_R = 44;
const MARBLE_R = 30;

/** What the board shows on top of the position. */
export interface Overlay {
  /** Rings that respond to a touch. */
  lit: string[];
  /** The move being composed, shown in place before it is sent. */
  ghost: { marbles: Marble[]; gone: string[]; path: string[] };
}

const el = <K extends keyof SVGElementTagNameMap>(name: K, attrs: Record<string, string | number>) => {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
};

/** Where ring `r` stands, in SVG units. */
export function centre(r: Ring): [number, number] {
  return [r.x * SIN_60 * STEP, (-r.y * STEP) / 2];
}

/** Draws `view` into `svg`, animating what changed since `before` (if the
 * game moved one ply on), and calls `onTouch` with a touched ring's name. */
export function draw(
  svg: SVGSVGElement,
  view: View,
  before: View | null,
  overlay: Overlay,
  onTouch: (sq: string) => void,
): void {
  const th = view.theme;
  const at = new Map(view.board.map((r) => [r.sq, centre(r)]));
  const xs = [...at.values()].map(([x]) => x);
  const ys = [...at.values()].map(([, y]) => y);
  const pad = STEP * 0.9;
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  svg.setAttribute("viewBox", `${minX - pad} ${minY - pad} ${maxX - minX + 2 * pad} ${maxY - minY + 2 * pad}`);
  svg.replaceChildren();
  const stepOn = before !== null && before.game === view.game && before.ply + 1 === view.ply;
  const rings = new Set(view.rings);
  const lit = new Set(overlay.lit);
  const gone = new Set(overlay.ghost.gone);
  const last = view.last;

  // Coordinates: each column's letter below its lowest ring, row numbers on the left.
  const columns = new Map<number, Ring>();
  for (const r of view.board) {
    const low = columns.get(r.x);
    if (!low || r.y < low.y) columns.set(r.x, r);
  }
  for (const r of columns.values()) {
    const [x, y] = centre(r);
    const label = el("text", { x, y: y + STEP * 0.75, class: "coord", fill: th.dim });
    label.textContent = r.sq.charAt(0);
    svg.append(label);
  }
  const firstColumn = [...columns.keys()].sort((a, b) => a - b)[0];
  for (const r of view.board.filter((b) => b.x === firstColumn)) {
    const [x, y] = centre(r);
    const label = el("text", { x: x - STEP * 0.72, y: y + 8, class: "coord", fill: th.dim });
    label.textContent = r.sq.slice(1);
    svg.append(label);
  }

  for (const r of view.board) {
    const [x, y] = centre(r);
    const present = rings.has(r.sq) && !gone.has(r.sq);
    const removedNow = stepOn && last?.removed === r.sq;
    if (!present && !removedNow) continue;
    const g = el("g", { class: "ring", "data-sq": r.sq, transform: `translate(${x} ${y})` });
    g.append(el("circle", { r: RING_R, fill: th.ring_edge }));
    g.append(el("circle", { r: RING_R - 8, fill: th.ring }));
    g.append(el("circle", { r: RING_R - 20, fill: th.ring_edge, opacity: 0.35 }));
    if (removedNow || (!stepOn && last?.removed === r.sq)) g.classList.add("leaving");
    if (gone.has(r.sq)) g.classList.add("leaving");
    if (lit.has(r.sq)) {
      g.classList.add("lit");
      g.append(el("circle", { r: RING_R + 4, fill: "none", stroke: th.highlight, "stroke-width": 8 }));
    }
    // The touch target: the whole ring's cell, at least 44 CSS pixels on a phone.
    const hit = el("circle", { r: STEP / 2, fill: "transparent", class: "hit" });
    hit.addEventListener("click", () => onTouch(r.sq));
    g.append(hit);
    svg.append(g);
  }

  if (last && last.jumps.length > 1) {
    const pts = last.jumps.map((s) => at.get(s)).filter((p): p is [number, number] => p !== undefined);
    svg.append(
      el("polyline", {
        points: pts.map(([x, y]) => `${x},${y}`).join(" "),
        fill: "none",
        stroke: th.path,
        "stroke-width": 8,
        "stroke-linecap": "round",
        class: "path",
      }),
    );
  }

  const landed = last && last.jumps.length > 1 ? last.jumps[last.jumps.length - 1] : null;
  const marbles = [...view.marbles, ...overlay.ghost.marbles];
  for (const m of marbles) {
    const p = at.get(m.sq);
    if (!p) continue;
    const ghost = overlay.ghost.marbles.includes(m);
    const g = el("g", { class: "marble", "data-marble": m.sq, "data-colour": m.c, transform: `translate(${p[0]} ${p[1]})` });
    g.append(el("circle", { r: MARBLE_R, fill: th.marbles[m.c] ?? th.text, stroke: "#000", "stroke-opacity": 0.35, "stroke-width": 2 }));
    g.append(el("circle", { r: MARBLE_R / 3, cx: -MARBLE_R / 3, cy: -MARBLE_R / 3, fill: "#fff", opacity: 0.35 }));
    if (ghost) g.classList.add("ghost");
    if (stepOn && last?.placed === m.sq) g.classList.add("appearing");
    if (last?.placed === m.sq || landed === m.sq) {
      g.append(el("circle", { r: MARBLE_R + 6, fill: "none", stroke: th.gold, "stroke-width": 5 }));
    }
    if (stepOn && landed === m.sq && last) {
      const from = at.get(last.jumps[0] as string);
      if (from) {
        g.style.setProperty("--dx", `${from[0] - p[0]}px`);
        g.style.setProperty("--dy", `${from[1] - p[1]}px`);
        g.classList.add("jumping");
      }
    }
    if (lit.has(m.sq)) g.classList.add("lit");
    g.addEventListener("click", () => onTouch(m.sq));
    svg.append(g);
  }
  // Marbles that left the board with this move (jumped or claimed) fade out.
  if (stepOn && before && last) {
    const now = new Set(view.marbles.map((m) => m.sq));
    for (const m of before.marbles) {
      const p = at.get(m.sq);
      if (now.has(m.sq) || !p || m.sq === last.jumps[0]) continue;
      const g = el("g", { class: "marble leaving", transform: `translate(${p[0]} ${p[1]})` });
      g.append(el("circle", { r: MARBLE_R, fill: th.marbles[m.c] ?? th.text }));
      if (last.claimed.includes(m.sq)) g.append(el("circle", { r: MARBLE_R + 6, fill: "none", stroke: th.claim, "stroke-width": 5 }));
      svg.append(g);
    }
  }
  if (overlay.ghost.path.length > 1) {
    const pts = overlay.ghost.path.map((s) => at.get(s)).filter((p): p is [number, number] => p !== undefined);
    svg.append(
      el("polyline", {
        points: pts.map(([x, y]) => `${x},${y}`).join(" "),
        fill: "none",
        stroke: th.highlight,
        "stroke-width": 8,
        "stroke-dasharray": "14 10",
        class: "ghost-path",
      }),
    );
  }
}
