import type { IncomingMessage } from "node:http";
import helmet from "helmet";

/**
 * Helmet's headers other than the policy, worked out once: they are the same on every answer,
 * and a stored page (decision 0018) is sent with them without running any middleware.
 */
export function staticSecurityHeaders(): [string, string][] {
  const headers = new Map<string, string>();
  const collect = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  helmet({
    contentSecurityPolicy: false,
    // Embedded players and pay pages are cross-origin; COEP would block them.
    crossOriginEmbedderPolicy: false,
    // HSTS is sent only behind TLS (see hstsBehindTls): a plain-http localhost must stay reachable.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  })({} as IncomingMessage, collect as never, () => undefined);
  return [
    ...headers,
    // Powerful browser features no page of the shop uses, off for the pages and for anything they
    // embed: a script that got in could not turn on the camera or microphone, read the location or
    // open a payment sheet.
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
}
