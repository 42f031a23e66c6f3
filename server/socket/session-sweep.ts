import type { Logger } from "pino";
import { liveSessionHashes } from "../../app/services/auth/session.server";
import type { SocketServer } from "./index";

/**
 * Every `seconds`, drops this instance's sockets whose session expired, ended or whose user was
 * blocked. A socket that only listens sends no event, so the per-event re-check never runs for it;
 * this catches it with one query for all the instance's sessions, not one per socket. Each instance
 * sweeps its own sockets. Returns the stop function.
 */
export function startSessionSweep(io: SocketServer["io"], seconds: number, logger: Logger): () => void {
  if (!seconds) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    // A slow database must not pile up sweeps.
    if (running) return;
    running = true;
    sweep(io)
      .catch((error: unknown) => logger.warn({ err: error }, "socket session check failed"))
      .finally(() => (running = false));
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

async function sweep(io: SocketServer["io"]) {
  const sockets = [...io.of("/").sockets.values()];
  if (!sockets.length) return;
  const live = await liveSessionHashes([...new Set(sockets.map((s) => s.data.sessionHash))]);
  for (const socket of sockets) if (!live.has(socket.data.sessionHash)) socket.disconnect(true);
}
