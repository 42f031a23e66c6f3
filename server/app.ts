import fs from "node:fs";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { ViteDevServer } from "vite";
import type { DbHandle } from "../app/db/client.server";
import { paymentOrigins, type Env } from "../app/env.server";
import { PUBLIC_MEDIA, storage } from "../app/services/storage/store.server";
import { bodyLimits } from "./body-limits";
import { redactingSerializers } from "./log-redaction";
import { mediaVariants } from "./media-variants";
import { storedMedia } from "./stored-media";
import { createPageCache } from "./page-cache";
import { httpMetrics, remixRouteId } from "./http-metrics";
import { guardBuild } from "./remix-guards";
import { requestId } from "./request-id";
import { unknownMethodsRefused } from "./methods";
import {
  cspNonce,
  hstsBehindTls,
  permissionsPolicy,
  sameOriginMutations,
  securityHeaders,
  untrustedForwardingDropped,
} from "./security";

export interface AppOptions {
  env: Env;
  logger: Logger;
  db: DbHandle;
  /** `/readyz`'s handler (start.ts drains it on shutdown). */
  readiness: RequestHandler;
  /** Present in development: Vite serves the app with HMR. */
  vite?: ViteDevServer;
  /** Folder of the production build (build/ by default). */
  buildDir?: string;
}

/** The Express application: security headers, static files, /healthz and the Remix handler. */
export async function createApp({
  env,
  logger,
  db,
  readiness,
  vite,
  buildDir = path.resolve("build"),
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.use(requestId);
  app.use(httpMetrics);
  app.use(unknownMethodsRefused);
  // X-Forwarded-* are believed only from the proxies TRUST_PROXY names (Fly: one hop). Off by
  // default: a client talking to the server directly could otherwise pick its own address and
  // escape every per-address limit.
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(untrustedForwardingDropped);
  app.use(compression());
  app.use(cspNonce);
  app.use(securityHeaders({ dev: Boolean(vite), paymentOrigins: paymentOrigins(env) }));
  app.use(hstsBehindTls);
  app.use(permissionsPolicy);
  app.use(sameOriginMutations(env.PUBLIC_URL));
  app.use(bodyLimits());

  app.get("/healthz", async (_req, res) => {
    try {
      await db.ping();
      res.set("Cache-Control", "no-store").json({ status: "ok", database: db.kind });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).set("Cache-Control", "no-store").json({ status: "error", database: db.kind });
    }
  });

  app.get("/readyz", readiness);

  app.use(
    pinoHttp({
      logger,
      // The id requestId gave the request (its own or the proxy's): on every line of its log.
      genReqId: (req) => (req as { id?: string }).id ?? "",
      // Cookies, authorization headers and the tokens in sign-in links never reach the log.
      serializers: redactingSerializers,
      autoLogging: { ignore: (req) => /^\/(assets|media|fonts)\//.test(req.url ?? "") },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
    }),
  );

  // Narrower copies of the public pictures for srcset (decision 0021).
  app.use("/media", mediaVariants({ store: storage, logger }));

  // Public pictures. Each is stored under a name that changes with its content (seed artwork
  // carries a content hash, console pictures and avatars a fresh name), so they may be cached
  // for long. On the local disk, static serving; in a bucket, streamed from it (or redirected to
  // its public URL) — decision 0026.
  if (env.S3_BUCKET) app.use("/media", storedMedia({ store: storage, publicUrl: env.S3_PUBLIC_URL }));
  else
    for (const folder of PUBLIC_MEDIA)
      app.use(
        folder.url.slice(0, -1),
        express.static(path.join(env.DATA_DIR, folder.key), {
          immutable: true,
          maxAge: folder.maxAge * 1000,
        }),
      );

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (vite) {
    app.use(vite.middlewares);
    build = async () => guardBuild((await vite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild);
  } else {
    const client = path.join(buildDir, "client");
    // Fingerprinted assets never change under the same name.
    app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y" }));
    // The other public files (favicon, service worker, sounds) by name: a stat of the disk for
    // every page request would be wasted on each one the page cache answers from memory.
    const publicFiles = express.static(client, { maxAge: "1h" });
    const topLevel = new Set(fs.existsSync(client) ? fs.readdirSync(client) : []);
    app.use((req, res, next) =>
      topLevel.has(req.path.split("/")[1]) ? publicFiles(req, res, next) : next(),
    );
    // Imported on first use (then cached by Node), so /healthz answers even before a build exists.
    const serverBuild = path.join(buildDir, "server", "index.js");
    build = async () => guardBuild((await import(serverBuild)) as ServerBuild);
  }

  // The route that will answer, for the request-duration metric's label.
  app.use(async (req, res, next) => {
    try {
      res.locals.routeId = remixRouteId(typeof build === "function" ? await build() : build, req.path);
      next();
    } catch (error) {
      next(error);
    }
  });

  // Remix answers everything else, anonymous pages through the page cache (decision 0018).
  app.all(
    "*",
    createPageCache({
      handle: createRequestHandler(build, vite ? "development" : "production"),
      context: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip }),
      enabled: !vite && env.PAGE_CACHE_MB > 0,
      ttlSeconds: env.PAGE_CACHE_TTL_SECONDS,
      edgeSeconds: env.EDGE_CACHE_SECONDS,
    }),
  );
  return app;
}
