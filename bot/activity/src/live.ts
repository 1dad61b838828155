// The WebSocket to the bot: reconnects with a growing wait, and on each
// reconnection asks again for what the screen shows, so a board that lost
// its connection catches up without missing or repeating a move. When
// the bot no longer knows the session (it restarted), it signs in again.

import type { FromBot, ToBot } from "./protocol";

export interface Listener {
  connected(send: (m: ToBot) => void): void;
  disconnected(): void;
  received(m: FromBot): void;
}

/** Failed connections in a row after which the session is renewed. */
const RENEW_AFTER = 2;

export class Live {
  private wait = 250;
  private failures = 0;
  private socket: WebSocket | null = null;

  constructor(
    private session: string,
    private readonly renew: () => Promise<string>,
    private readonly listener: Listener,
  ) {}

  open(): void {
    const url = new URL(`api/live?session=${encodeURIComponent(this.session)}`, location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(url);
    let opened = false;
    this.socket = socket;
    socket.onopen = () => {
      opened = true;
      this.wait = 250;
      this.failures = 0;
      this.listener.connected((m) => {
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(m));
      });
    };
    socket.onmessage = (e) => {
      if (typeof e.data === "string") this.listener.received(JSON.parse(e.data) as FromBot);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.listener.disconnected();
      this.failures = opened ? 0 : this.failures + 1;
      setTimeout(() => void this.again(), this.wait);
      this.wait = Math.min(this.wait * 2, 4000);
    };
  }

  private async again(): Promise<void> {
    if (this.failures >= RENEW_AFTER) {
      try {
        this.session = await this.renew();
        this.failures = 0;
      } catch {
        // The bot is not back yet: the next try signs in again.
      }
    }
    this.open();
  }
}
