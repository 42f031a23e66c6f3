import { createServer, type Server } from "node:http";
import type { Logger } from "pino";
import { metrics } from "../app/services/observability/metrics.server";

/**
 * Serves the Prometheus scrape (`GET /metrics`) on its own port, apart from the site: Fly's
 * managed Prometheus reads it over the private network (fly.toml `[metrics]`), and nothing on the
 * public port reveals it. Port 0 turns it off. A port already taken is logged, never fatal: the
 * shop matters more than its numbers.
 */
export async function startMetricsListener(port: number, host: string, logger: Logger) {
  if (!port) return { url: null, close: async () => {} };
  const server: Server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    const { registry } = metrics();
    registry.metrics().then(
      (body) => res.writeHead(200, { "Content-Type": registry.contentType }).end(body),
      (error: unknown) => {
        logger.error({ err: error }, "metrics collection failed");
        res.writeHead(500).end();
      },
    );
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once("error", (error) => {
      logger.warn({ err: error, port }, "metrics listener could not start; metrics are off");
      resolve(false);
    });
    server.listen(port, host, () => resolve(true));
  });
  if (!listening) return { url: null, close: async () => {} };
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://${host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host}:${bound}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
