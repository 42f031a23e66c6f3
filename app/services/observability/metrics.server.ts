import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { poolUsage } from "~/db/client.server";
import { singleton } from "~/utils/singleton.server";

/**
 * The process's Prometheus metrics, one registry for both module graphs (the Express wrapper and
 * the Remix build; see `singleton`). Writers only touch the metric objects; the separate listener
 * on METRICS_PORT (server/metrics-listener.ts) answers the scrape. Label values are bounded: route
 * ids come from the route table, never from raw paths.
 */
function createMetrics() {
  const registry = new Registry();
  // Process CPU, memory, handles, GC and the event loop's lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  return {
    registry,
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request, by route id, method and status",
      labelNames: ["route", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCache: new Counter({
      name: "page_cache_requests_total",
      help: "Pages answered by the page cache, by result (hit, miss, bypass)",
      labelNames: ["result"] as const,
      registers: [registry],
    }),
    dataCache: new Counter({
      name: "data_cache_requests_total",
      help: "Reads of the in-process data cache, by result (hit, miss)",
      labelNames: ["result"] as const,
      registers: [registry],
    }),
    sockets: new Gauge({
      name: "socket_connections",
      help: "Live-chat sockets connected to this instance",
      registers: [registry],
    }),
    // Read at scrape time from the pool's counters (db/pool-usage.server.ts); 0 on PGlite.
    dbPoolInUse: new Gauge({
      name: "db_pool_connections_in_use",
      help: "Connections of this instance's Postgres pool running a query or transaction",
      registers: [registry],
      collect() {
        this.set(poolUsage()?.inUse() ?? 0);
      },
    }),
    dbPoolWaiting: new Gauge({
      name: "db_pool_waiting",
      help: "Queries and transactions of this instance waiting for a Postgres connection",
      registers: [registry],
      collect() {
        this.set(poolUsage()?.waiting() ?? 0);
      },
    }),
    messageDelivery: new Histogram({
      name: "ticket_message_delivery_seconds",
      help: "From a ticket message reaching the server to its broadcast to the ticket's readers",
      buckets: [0.002, 0.005, 0.01, 0.02, 0.03, 0.05, 0.1, 0.25, 0.5, 1],
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The metrics of this process (created on first use). */
export function metrics(): Metrics {
  return singleton("metrics", createMetrics);
}
