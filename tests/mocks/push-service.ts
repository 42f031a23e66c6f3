import { execFileSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { TLSSocket } from "node:tls";

export interface PushDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  size: number;
  /** The name the sender announced in TLS (SNI); null when it connected by address. */
  servername: string | null;
}

/**
 * A stand-in browser push service: an HTTPS endpoint (self-signed, made with openssl) that
 * accepts Web Push deliveries and records them. Callers must trust it (the suites set
 * NODE_TLS_REJECT_UNAUTHORIZED=0 while it runs, as web-push only speaks https). It counts every
 * TCP connection too, so a suite can tell "never contacted" from "contacted and failed".
 */
export async function startPushService(status = 201, host = "127.0.0.1") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "push-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  const deliveries: PushDelivery[] = [];
  const server = https.createServer(
    { key: fs.readFileSync(path.join(dir, "key.pem")), cert: fs.readFileSync(path.join(dir, "cert.pem")) },
    (req, res) => {
      let size = 0;
      req.on("data", (chunk: Buffer) => (size += chunk.length));
      req.on("end", () => {
        const servername = (req.socket as TLSSocket).servername;
        deliveries.push({ path: req.url ?? "", headers: req.headers, size, servername: servername || null });
        res.writeHead(status).end();
      });
    },
  );
  let connections = 0;
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `https://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    url,
    port,
    deliveries,
    connections: () => connections,
    close: () => {
      fs.rmSync(dir, { recursive: true, force: true });
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's push subscription for an endpoint: a P-256 public key and a 16-byte secret. */
export function subscriptionFor(endpoint: string) {
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const p256dh = publicKey.export({ type: "spki", format: "der" }).subarray(-65).toString("base64url");
  return JSON.stringify({ endpoint, keys: { p256dh, auth: Buffer.alloc(16, 7).toString("base64url") } });
}

/** Runs `fn` trusting the push stand-in's self-signed certificate (web-push speaks only https). */
export async function trustingSelfSigned<T>(fn: () => Promise<T>): Promise<T> {
  const trust = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  try {
    return await fn();
  } finally {
    if (trust === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = trust;
  }
}
