import http from "node:http";
import type { AddressInfo } from "node:net";

/** How the stand-in model behaves for the next calls. */
export type ModelMode = "grounded" | "slow" | "error" | "malformed";

export interface ModelRequest {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/**
 * A local OpenAI-compatible chat-completions endpoint. In "grounded" mode it answers from the
 * first source the system prompt lists — quoting its first line and linking its page — and also
 * tries an invented page and an outside address, as a careless model might; "slow" answers after
 * `delayMs`, "error" fails with 500, "malformed" answers 200 without choices.
 */
export async function startChatModel() {
  const requests: ModelRequest[] = [];
  const state = { mode: "grounded" as ModelMode, delayMs: 2_000 };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw) as ModelRequest["body"];
      requests.push({ authorization: req.headers.authorization, body });
      const send = (status: number, payload: unknown) => {
        if (res.destroyed) return;
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(payload));
      };
      if (req.method !== "POST" || req.url !== "/v1/chat/completions")
        return send(404, { error: "not found" });
      if (state.mode === "error") return send(500, { error: { message: "overloaded" } });
      if (state.mode === "malformed") return send(200, { id: "x" });
      const system = body.messages.find((m) => m.role === "system")?.content ?? "";
      const source = /\[1\] (.+?) — .+? \((\/[^)\s]*)\)\n(.+)/.exec(system);
      const content = source
        ? `Our page says: "${source[3]}" Details: [${source[1]}](${source[2]}). See also [everything](/secret-admin) and [this](https://elsewhere.example).`
        : "I do not know.";
      const reply = () =>
        send(200, {
          id: "chatcmpl-test",
          object: "chat.completion",
          model: body.model,
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
        });
      if (state.mode === "slow") setTimeout(reply, state.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
