import type { Server as HttpServer, IncomingMessage } from "node:http";
import { createAdapter } from "@socket.io/redis-streams-adapter";
import type { Logger } from "pino";
import { createClient } from "redis";
import { Server } from "socket.io";
import type { Env } from "../../app/env.server";
import { sessionHashFromCookieHeader, signedInBySessionHash } from "../../app/services/auth/session.server";
import { rooms, setLiveHub, type LiveHub } from "../../app/services/realtime/live-hub.server";
import { can } from "../../app/utils/permissions";
import type { ClientToServerEvents, ServerToClientEvents } from "../../app/utils/ticket-events";
import { SOCKET_PATH } from "../../app/utils/ticket-events";
import { metrics } from "../../app/services/observability/metrics.server";
import { isSameOrigin } from "../security";
import { startSessionSweep } from "./session-sweep";
import { registerTicketHandlers, type SocketData, type TicketSocket } from "./ticket-handlers";

export interface SocketServer {
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
  close(): Promise<void>;
}

/** How long a dropped client may come back and receive what it missed (connectionStateRecovery). */
const RECOVERY_MS = 2 * 60 * 1000;

/**
 * The live support channel (SPEC §7.2) on the app's HTTP server. The handshake must come from the
 * site's own origin and carry a live session cookie; the authentication runs again when a client
 * recovers its connection, on every event, and periodically for all sockets (session-sweep.ts);
 * logging out ends that session's sockets at once. With REDIS_URL the Redis streams adapter joins
 * the instances (the adapter that supports connection state recovery).
 */
export async function attachSocketServer(
  server: HttpServer,
  env: Env,
  logger: Logger,
): Promise<SocketServer> {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(
    server,
    {
      path: SOCKET_PATH,
      serveClient: false,
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS, skipMiddlewares: false },
      allowRequest: (req, callback) => {
        const ok = sameOrigin(req, env);
        callback(ok ? null : "Forbidden origin", ok);
      },
      maxHttpBufferSize: 64 * 1024,
      pingInterval: 20_000,
      pingTimeout: 20_000,
    },
  );

  let redis: ReturnType<typeof createClient> | undefined;
  if (env.REDIS_URL) {
    redis = createClient({ url: env.REDIS_URL });
    redis.on("error", (error) => logger.warn({ err: error }, "socket adapter redis error"));
    await redis.connect();
    io.adapter(createAdapter(redis, { maxLen: 100_000 }));
  }

  io.use(async (socket, next) => {
    try {
      const hash = sessionHashFromCookieHeader(socket.request.headers.cookie);
      const signedIn = hash ? await signedInBySessionHash(hash) : null;
      if (!signedIn) return next(new Error("UNAUTHORIZED"));
      // A recovered connection comes back in the rooms of the role it had and with the events
      // those rooms got meanwhile (held by the browser until it is connected). If the role
      // changed in between — a tech support made a customer while their phone was offline —
      // it is refused, as a role change ends live sockets: the next page load joins afresh.
      if (socket.recovered && socket.data.role !== signedIn.user.role) return next(new Error("UNAUTHORIZED"));
      socket.data = { userId: signedIn.user.id, role: signedIn.user.role, sessionHash: hash! };
      next();
    } catch (error) {
      logger.error({ err: error }, "socket authentication failed");
      next(new Error("SERVER_ERROR"));
    }
  });

  io.on("connection", (socket: TicketSocket) => {
    metrics().sockets.inc();
    socket.once("disconnect", () => metrics().sockets.dec());
    const { userId, role, sessionHash } = socket.data;
    // A recovered socket keeps its rooms; joining again is harmless.
    void socket.join([rooms.user(userId), rooms.session(sessionHash)]);
    if (can(role, "supportDesk")) void socket.join(rooms.staff);
    if (can(role, "ownerDesk")) void socket.join(rooms.owners);
    registerTicketHandlers(socket);
  });

  const usersIn = async (room: string) => {
    const sockets = await io.in(room).fetchSockets();
    return [...new Set(sockets.map((s) => s.data.userId))];
  };
  const hub: LiveHub = {
    emit: (to, event, payload, except = []) => {
      if (!to.length) return;
      const target = except.length ? io.to(to).except(except) : io.to(to);
      (target.emit as (e: string, p: unknown) => boolean)(event, payload);
    },
    usersIn,
    viewersOf: (ticketId) => usersIn(rooms.viewing(ticketId)),
    disconnectUser: (userId) => io.in(rooms.user(userId)).disconnectSockets(true),
    disconnectSession: (sessionHash) => io.in(rooms.session(sessionHash)).disconnectSockets(true),
  };
  setLiveHub(hub);
  const stopSweep = startSessionSweep(io, env.SOCKET_SESSION_CHECK_SECONDS, logger);

  return {
    io,
    async close() {
      setLiveHub(undefined);
      stopSweep();
      // Closing the transports (not a server "disconnect") lets clients reconnect on their own:
      // after a restart or to another instance, they resend and resync (nothing is lost).
      await new Promise<void>((resolve) => io.close(() => resolve()));
      if (redis) await redis.quit().catch(() => undefined);
    },
  };
}

/**
 * The handshake's Origin must be this site: PUBLIC_URL, or the origin the request reached (its
 * scheme taken from X-Forwarded-Proto only when a trusted proxy sits in front).
 */
function sameOrigin(req: IncomingMessage, env: Env): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  const forwarded = env.TRUST_PROXY
    ? String(req.headers["x-forwarded-proto"] ?? "")
        .split(",")[0]
        .trim()
    : "";
  const scheme = forwarded || ((req.socket as { encrypted?: boolean }).encrypted ? "https" : "http");
  return isSameOrigin(origin, `${scheme}://${req.headers.host}`, env.PUBLIC_URL);
}
