// The Activity: Discord's handshake and sign-in, then one live board.

import { DiscordSDK } from "@discord/embedded-app-sdk";
import { Live } from "./live";
import type { Session } from "./protocol";
import { Screen } from "./screen";
import "./style.css";

const status = document.getElementById("status") as HTMLElement;
// When the page loaded, beside when its first board was drawn (the
// screen notes it): the figure docs/performance.md gives.
addEventListener("load", () => {
  (document.getElementById("app") as HTMLElement).dataset["loaded"] = performance.now().toFixed(1);
});

async function post<T>(path: string, body: unknown): Promise<T> {
  const answer = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(text || `${answer.status}`);
  return JSON.parse(text) as T;
}

async function start(): Promise<void> {
  const answer = await fetch("api/config");
  const config = (await answer.json()) as { client_id: string; error?: string };
  if (!answer.ok) throw new Error(config.error ?? `${answer.status}`);
  const sdk = new DiscordSDK(config.client_id, { disableConsoleLogOverride: true });
  await sdk.ready();
  const signIn = async (): Promise<Session> => {
    const { code } = await sdk.commands.authorize({
      client_id: config.client_id,
      response_type: "code",
      state: "",
      prompt: "none",
      scope: ["identify"],
    });
    const session = await post<Session>("api/session", { code, instance_id: sdk.instanceId });
    await sdk.commands.authenticate({ access_token: session.access_token });
    return session;
  };
  const session = await signIn();
  document.documentElement.lang = session.words["lang"] ?? "en";
  const screen = new Screen(document.getElementById("app") as HTMLElement, session);
  new Live(session.session, async () => (await signIn()).session, screen).open();
}

start().catch((e: unknown) => {
  status.textContent = e instanceof Error ? e.message : String(e);
  status.classList.add("error");
});
