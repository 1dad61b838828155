// The screen: the board, and beside it (below it on a phone) the players,
// their captures against the goals, the pool, whose turn, the move list
// and the controls. Only the player to move gets the controls.

import { draw, type Overlay } from "./board";
import type { FromBot, GameItem, Legal, Marble, Session, ToBot, View } from "./protocol";
import { chooseColour, colours, lit, pass, touchRing, type Step } from "./touch";

const h = <K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
};

export class Screen {
  private send: ((m: ToBot) => void) | null = null;
  private view: View | null = null;
  private before: View | null = null;
  private step: Step = { k: "idle" };
  private games: GameItem[] = [];
  private challenges: { id: number; title: string }[] = [];
  private watching: number | null = null;
  /** The ply a finished game is stepped to; `null` follows the game. */
  private at: number | null = null;
  private note = "";
  private readonly svg: SVGSVGElement;
  private readonly side: HTMLElement;
  private readonly list: HTMLElement;

  constructor(
    private readonly root: HTMLElement,
    private readonly session: Session,
  ) {
    root.replaceChildren();
    root.className = "screen";
    this.list = h("nav", { class: "games" });
    this.svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    this.svg.classList.add("board");
    const stage = h("section", { class: "stage" });
    stage.append(this.svg);
    this.side = h("aside", { class: "side" });
    root.append(this.list, stage, this.side);
    this.say(this.w("connecting"));
  }

  private w(key: string): string {
    return this.session.words[key] ?? key;
  }

  connected(send: (m: ToBot) => void): void {
    this.send = send;
    this.note = "";
    send({ t: "games" });
    if (this.watching !== null) send({ t: "watch", game: this.watching, at: this.at });
  }

  disconnected(): void {
    this.send = null;
    this.note = this.w("reconnecting");
    this.render();
  }

  received(m: FromBot): void {
    switch (m.t) {
      case "games":
        this.games = m.games;
        this.challenges = m.challenges;
        if (this.watching === null && m.games[0]) this.watch(m.games[0].game);
        this.renderList();
        if (!this.view) this.say(m.games.length ? this.w("connecting") : this.w("no-games"));
        break;
      case "view":
        if (m.game !== this.watching) return;
        // A view older than the one shown (a late answer) is dropped.
        if (this.view && this.view.game === m.game && this.at === null && m.ply < this.view.ply) return;
        this.before = this.view;
        this.view = m;
        this.step = { k: "idle" };
        this.note = "";
        this.root.dataset["ply"] = String(m.ply);
        this.root.dataset["game"] = String(m.game);
        this.render();
        break;
      case "refused":
        this.note = m.why;
        this.step = { k: "idle" };
        this.render();
        break;
      case "played":
        // The new position comes to every board, this one included.
        break;
    }
  }

  private say(text: string): void {
    this.side.replaceChildren(h("p", { class: "status" }, text));
  }

  private watch(game: number): void {
    this.watching = game;
    this.at = null;
    this.view = null;
    this.before = null;
    this.send?.({ t: "watch", game, at: null });
    this.renderList();
  }

  private renderList(): void {
    const items = this.games.map((g) => {
      const b = h("button", { class: g.game === this.watching ? "game on" : "game", "data-game": String(g.game) }, g.title);
      b.addEventListener("click", () => this.watch(g.game));
      return b;
    });
    const offers = this.challenges.map((c) => {
      const b = h("button", { class: "game offer", "data-challenge": String(c.id) }, `${this.w("accept")}: ${c.title}`);
      b.addEventListener("click", () => this.send?.({ t: "accept", challenge: c.id }));
      return b;
    });
    const computer = h("button", { class: "game new", "data-action": "computer" }, this.w("play-computer"));
    computer.addEventListener("click", () => this.send?.({ t: "computer" }));
    this.list.replaceChildren(...items, ...offers, computer);
  }

  /** Whether the session's user may move now on the board shown. */
  private controls(): Legal[] {
    const v = this.view;
    if (!v || v.finished || this.at !== null || v.you === null || v.you !== v.to_move) return [];
    return v.legal;
  }

  private touch(sq: string): void {
    const legal = this.controls();
    if (legal.length === 0) return;
    this.step = touchRing(legal, this.step, sq);
    this.render();
  }

  private overlay(): Overlay {
    const legal = this.controls();
    const ghost: Overlay["ghost"] = { marbles: [], gone: [], path: [] };
    const s = this.step;
    if (s.k === "placed") ghost.marbles.push({ sq: s.to, c: s.c });
    if (s.k === "jumping") ghost.path = s.path;
    if (s.k === "ready") {
      const m = s.move;
      if (m.k === "place") {
        ghost.marbles.push({ sq: m.to, c: m.c } satisfies Marble);
        if (m.remove) ghost.gone.push(m.remove);
      }
      if (m.k === "capture") ghost.path = m.path;
    }
    return { lit: lit(legal, s), ghost };
  }

  private render(): void {
    const v = this.view;
    if (!v) return;
    draw(this.svg, v, this.before, this.overlay(), (sq) => this.touch(sq));
    this.root.dataset["firstBoard"] ??= performance.now().toFixed(1);
    this.before = null;
    const legal = this.controls();
    const parts: HTMLElement[] = [];
    v.seats.forEach((seat, i) => {
      const row = h("div", { class: i === v.to_move && !v.finished ? "seat to-move" : "seat", "data-seat": String(i) });
      row.append(h("span", { class: "name" }, seat.name));
      row.append(this.counts(seat.captured, v, `captured-${i}`));
      parts.push(row);
    });
    parts.push(h("p", { class: "goals" }, v.goals));
    const pool = h("div", { class: "pool" });
    pool.append(h("span", { class: "label" }, this.w("pool")));
    const placeable = colours(legal);
    v.pool.forEach((n, c) => {
      const b = h("button", { class: "colour", "data-colour-pick": String(c), "aria-label": `${n}` });
      b.style.setProperty("--marble", v.theme.marbles[c] ?? "#888");
      b.append(h("span", { class: "dot" }), h("span", {}, String(n)));
      const chosen = (this.step.k === "colour" || this.step.k === "placed") && this.step.c === c;
      if (chosen) b.classList.add("chosen");
      if (placeable.includes(c) && this.step.k !== "jumping") {
        b.classList.add("lit");
        b.addEventListener("click", () => {
          this.step = chooseColour(legal, this.step, c);
          this.render();
        });
      } else b.disabled = true;
      pool.append(b);
    });
    parts.push(pool);
    const status =
      v.deadline === null || v.finished
        ? v.status
        : this.w("deadline")
            .replace("{status}", v.status)
            .replace("{deadline}", new Date(v.deadline).toLocaleString(document.documentElement.lang));
    parts.push(h("p", { class: "status", "data-status": "" }, this.note || status));
    if (legal.length > 0) parts.push(this.actions(legal, v));
    if (v.finished || this.at !== null) parts.push(this.stepper(v));
    const moves = h("ol", { class: "moves" });
    v.moves.forEach((n, i) => {
      const li = h("li", {}, v.marks[i] ? `${n} ${v.marks[i]}` : n);
      if (i === v.ply - 1) li.classList.add("last");
      moves.append(li);
    });
    parts.push(moves);
    this.side.replaceChildren(...parts);
    moves.lastElementChild?.scrollIntoView?.({ block: "nearest" });
  }

  private counts(n: number[], v: View, id: string): HTMLElement {
    const box = h("span", { class: "counts", "data-counts": id });
    n.forEach((k, c) => {
      const s = h("span", { class: "count" }, String(k));
      s.style.setProperty("--marble", v.theme.marbles[c] ?? "#888");
      box.append(s);
    });
    return box;
  }

  private actions(legal: Legal[], v: View): HTMLElement {
    const row = h("div", { class: "actions" });
    const s = this.step;
    if (s.k === "ready") {
      const ok = h("button", { class: "confirm", "data-action": "confirm" }, `${this.w("confirm")} ${s.move.n}`);
      ok.addEventListener("click", () => {
        this.send?.({ t: "move", game: v.game, ply: v.plies, notation: s.move.n });
        this.note = this.w("sending");
        this.render();
      });
      row.append(ok);
    }
    if (s.k !== "idle") {
      const undo = h("button", { class: "clear", "data-action": "clear" }, this.w("clear"));
      undo.addEventListener("click", () => {
        this.step = { k: "idle" };
        this.render();
      });
      row.append(undo);
    }
    const p = pass(legal);
    if (p && s.k === "idle") {
      const b = h("button", { "data-action": "pass" }, this.w("pass"));
      b.addEventListener("click", () => {
        this.step = { k: "ready", move: p };
        this.render();
      });
      row.append(b);
    }
    const idle = legal.some((m) => m.k === "capture") ? "hint-capture" : p ? "hint-pass" : "hint-place";
    row.append(h("span", { class: "hint" }, this.w(s.k === "idle" ? idle : `hint-${s.k}`)));
    return row;
  }

  private stepper(v: View): HTMLElement {
    const row = h("div", { class: "stepper" });
    const go = (ply: number | null, label: string, action: string) => {
      const b = h("button", { "data-action": action }, label);
      b.addEventListener("click", () => {
        this.at = ply === null || ply >= v.plies ? null : Math.max(0, ply);
        this.send?.({ t: "watch", game: v.game, at: this.at });
      });
      row.append(b);
    };
    const shown = this.at ?? v.plies;
    go(0, "⏮", "first");
    go(shown - 1, "◀", "back");
    row.append(h("span", { class: "ply" }, `${shown} / ${v.plies}`));
    go(shown + 1, "▶", "forward");
    go(null, "⏭", "last");
    return row;
  }
}
