import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { ViteDevServer } from "vite";
import type { DbHandle } from "../app/db/client.server";
import { paymentOrigins, type Env } from "../app/env.server";
import { PUBLIC_MEDIA, storage } from "../app/services/storage/store.server";
import { bodyGate } from "./body-gate";
import { bodyLimits } from "./body-limits";
import { redactingSerializers } from "./log-redaction";
import { mediaVariants } from "./media-variants";
import { precompressedAssets } from "./precompressed-assets";
import { storedMedia } from "./stored-media";
import { STREAMED_BROTLI } from "./stored-body";
import { createPageCache } from "./page-cache";
import { httpMetrics, remixRouteId } from "./http-metrics";
import { guardBuild } from "./remix-guards";
import { requestId } from "./request-id";
import { partedRequestHandler } from "./route-parts";
import { allowedHostNames, hostsAllowed } from "./allowed-hosts";
import { canonicalPaths } from "./canonical-paths";
import { promotionParams } from "./promotion-params";
import { refuseEarly } from "./early-refusal";
import { methodsAnswered, readOnlyPaths, remixRouteMethods } from "./methods";
import {
  contentSecurityPolicy,
  cspNonce,
  hstsBehindTls,
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
  // X-Forwarded-* are believed only from the proxies TRUST_PROXY names (Fly: one hop). Off by
  // default: a client talking to the server directly could otherwise pick its own address and
  // escape every per-address limit.
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(untrustedForwardingDropped);
  // Only this shop's own host names get further (decision 0042).
  app.use(hostsAllowed(allowedHostNames({ publicUrl: env.PUBLIC_URL, extra: env.ALLOWED_HOSTS })));
  // One address per page: `/Catalog/` and `/EN/catalog` answer 301 before any page is made or stored.
  app.use(canonicalPaths);
  app.use(promotionParams);

  const policy = { dev: Boolean(vite), paymentOrigins: paymentOrigins(env), publicUrl: env.PUBLIC_URL };
  const build = await serverBuild(buildDir, vite);
  const resolve = async () => (typeof build === "function" ? await build() : build);
  // Remix answers everything else, anonymous pages through the page cache (decision 0018).
  const pages = createPageCache({
    handle: partedRequestHandler(build, vite ? "development" : "production"),
    context: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip }),
    enabled: !vite && env.PAGE_CACHE_MB > 0,
    ttlSeconds: env.PAGE_CACHE_TTL_SECONDS,
    edgeSeconds: env.EDGE_CACHE_SECONDS,
    // The route that answers, for the request-duration metric's label.
    routeId:
      typeof build === "function"
        ? async (pathname) => remixRouteId(await resolve(), pathname)
        : (pathname) => remixRouteId(build, pathname),
    policy: contentSecurityPolicy(policy),
    logger,
  });
  // A stored page needs nothing of what follows: it is answered here, ready to send.
  app.use(pages.hits);

  app.use(cspNonce);
  app.use(securityHeaders(policy));
  app.use(hstsBehindTls);

  // Every path answers every method: OPTIONS with Allow, what its route does not take with 405.
  const publicFileNames = publicFiles(buildDir, vite);
  const ownPaths = readOnlyPaths((top) => publicFileNames.has(top));
  app.use(
    methodsAnswered(async (pathname, search) => {
      const own = ownPaths(pathname);
      if (own) return own;
      return remixRouteMethods(await resolve(), pathname, search);
    }),
  );

  // Liveness: the process answers. No database round trip (a slow database must not get healthy
  // instances restarted); /readyz checks what a request needs.
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok", database: db.kind });
  });

  app.use(compression({ brotli: { params: STREAMED_BROTLI } }));
  app.use(sameOriginMutations(env.PUBLIC_URL));
  app.use(bodyLimits());
  app.use(bodyGate());

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

  if (vite) app.use(vite.middlewares);
  else {
    const client = path.join(buildDir, "client");
    // Fingerprinted assets never change under the same name; scripts, styles and sprites as the
    // build compressed them.
    const assets = path.join(client, "assets");
    app.use(
      "/assets",
      precompressedAssets(assets, "1y"),
      express.static(assets, { immutable: true, maxAge: "1y" }),
    );
    // The other public files (service worker, sounds) by name: a stat of the disk for
    // every page request would be wasted.
    const servePublic = express.static(client, { maxAge: "1h" });
    app.use((req, res, next) =>
      publicFileNames.has(req.path.split("/")[1]) ? servePublic(req, res, next) : next(),
    );
  }

  app.all("*", pages.render);
  // A request Express itself cannot read (a path such as `/%`): a translated 400, not its bare page.
  app.use(((error, req, res, next) => {
    // A client that left while a file was sent (Express's "Request aborted"): nothing to answer.
    if ((error as { code?: string }).code === "ECONNABORTED") return void res.end();
    const status = (error as { status?: number }).status ?? 500;
    if (res.headersSent || status >= 500 || status < 400) return next(error);
    void refuseEarly(req, res, { status, key: "badRequest", code: "BAD_REQUEST" });
  }) as ErrorRequestHandler);
  return app;
}

/** The top-level names of the build's public files (service worker, sounds); none in development. */
function publicFiles(buildDir: string, vite: ViteDevServer | undefined): Set<string> {
  const client = path.join(buildDir, "client");
  return new Set(!vite && fs.existsSync(client) ? fs.readdirSync(client) : []);
}

/**
 * The Remix build: in production resolved once, at start-up, so Remix derives its route table
 * once (handed a function, it derives it on every request); in development Vite's current module.
 * A production server started before any build exists (`/healthz` must answer) imports it on first use.
 */
async function serverBuild(buildDir: string, vite: ViteDevServer | undefined) {
  if (vite)
    return async () => guardBuild((await vite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild);
  const file = path.join(buildDir, "server", "index.js");
  if (!fs.existsSync(file)) return async () => guardBuild((await import(file)) as ServerBuild);
  return guardBuild((await import(file)) as ServerBuild);
}
