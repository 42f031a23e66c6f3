import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * The embedded database in its own thread (decision 0044). PGlite is Postgres compiled to
 * WebAssembly: a query runs synchronously wherever PGlite lives, so in the server's thread every
 * query stalled every other request — `/healthz`, a page-store hit, a socket — for as long as it
 * ran, and four console searches at once held `/healthz` up to 150 ms. Here PGlite runs in a worker
 * thread and this side keeps only the few calls drizzle's PGlite driver makes (`query`,
 * `transaction`, `exec`), so the server's thread goes on answering while the database works, on the
 * machine's other core.
 *
 * One connection, as before: the thread runs queries one after another in the order they were sent,
 * and a transaction holds the connection from its BEGIN to its COMMIT or ROLLBACK (a query outside
 * it waits, as PGlite's own lock made it wait).
 */

/** What the worker runs: plain JavaScript, given the PGlite module's URL (works built or not). */
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
(async () => {
  const { PGlite } = await import(workerData.pgliteUrl);
  let db;
  try {
    db = await PGlite.create({
      dataDir: workerData.dataDir,
      loadDataDir: workerData.from ? new Blob([workerData.from]) : undefined,
      startParams: [...PGlite.defaultStartParams, ...workerData.startParams],
    });
  } catch (error) {
    parentPort.postMessage({ id: 0, error: describe(error) });
    return;
  }
  parentPort.postMessage({ id: 0, ok: true });
  // Messages are handled one at a time: the connection is the worker's only state.
  let queue = Promise.resolve();
  parentPort.on("message", (message) => {
    queue = queue.then(() => handle(message));
  });
  async function handle({ id, op, sql, params, rowMode, rawTypes }) {
    try {
      let result;
      if (op === "query") {
        const parsers = {};
        for (const type of rawTypes) parsers[type] = (value) => value;
        const { rows, fields, affectedRows } = await db.query(sql, params, { rowMode, parsers });
        result = { rows, fields, affectedRows };
      } else if (op === "exec") {
        result = (await db.exec(sql)).map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
      } else if (op === "dump") {
        result = await (await db.dumpDataDir("none")).arrayBuffer();
        parentPort.postMessage({ id, result }, [result]);
        return;
      } else if (op === "close") {
        await db.close();
        parentPort.postMessage({ id, result: null });
        process.exit(0);
      }
      parentPort.postMessage({ id, result });
    } catch (error) {
      parentPort.postMessage({ id, error: describe(error) });
    }
  }
})();
// An error crosses the thread as its message and the fields callers read (code, detail, …).
function describe(error) {
  const fields = {};
  for (const [key, value] of Object.entries(error ?? {})) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return { message: String(error?.message ?? error), name: error?.name ?? "Error", fields };
}
`;

interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface QueryOptions {
  rowMode?: "array" | "object";
  /** Drizzle's parsers: each keeps a type's text as it is (dates, intervals), which the thread redoes. */
  parsers?: Record<number, unknown>;
}
interface Connection {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
}
type Reply = { id: number; result?: unknown; error?: { message: string; name: string; fields: object } };

export interface PgliteThread extends Connection {
  transaction<T>(work: (tx: Connection) => Promise<T>): Promise<T>;
  dumpDataDir(compression?: "none"): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Where PGlite's module is: Node's own resolver where the code runs as plain ES modules (the
 * build), else require's (the test runner's module runner has no `import.meta.resolve`).
 */
function pgliteModuleUrl() {
  try {
    return import.meta.resolve("@electric-sql/pglite");
  } catch {
    return pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  }
}

export async function openPgliteThread(options: {
  dataDir?: string;
  from?: Blob;
  startParams: string[];
}): Promise<PgliteThread> {
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: {
      pgliteUrl: pgliteModuleUrl(),
      dataDir: options.dataDir,
      from: options.from ? await options.from.arrayBuffer() : undefined,
      startParams: options.startParams,
    },
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let gone: Error | null = null;
  const settle = ({ id, result, error }: Reply) => {
    const pending = waiting.get(id);
    if (!pending) return;
    waiting.delete(id);
    if (error) pending.reject(Object.assign(new Error(error.message), { name: error.name }, error.fields));
    else pending.resolve(result);
  };
  const fail = (error: Error) => {
    gone = error;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  worker.on("message", settle);
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The embedded database's thread ended (code ${code})`)));
  const ready = new Promise((resolve, reject) => waiting.set(0, { resolve, reject }));
  await ready;

  const send = <T>(message: object): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...message });
    });
  };
  const direct: Connection = {
    query: (sql, params = [], { rowMode = "object", parsers = {} } = {}) =>
      send({ op: "query", sql, params, rowMode, rawTypes: Object.keys(parsers).map(Number) }),
    exec: (sql) => send({ op: "exec", sql }),
  };
  // A transaction holds the connection from BEGIN to its end; other queries are sent at once (the
  // thread runs them in the order sent), or after the transaction open when they are asked.
  let held: Promise<unknown> = Promise.resolve();
  const afterHolder = <T>(work: () => Promise<T>): Promise<T> => held.then(work);
  return {
    query: (...args) => afterHolder(() => direct.query(...args)),
    exec: (sql) => afterHolder(() => direct.exec(sql)),
    transaction: (work) => {
      const run = held.then(async () => {
        await direct.exec("BEGIN");
        try {
          const result = await work(direct);
          await direct.exec("COMMIT");
          return result;
        } catch (error) {
          await direct.exec("ROLLBACK").catch(() => {});
          throw error;
        }
      });
      held = run.catch(() => {});
      return run;
    },
    dumpDataDir: async () => new Blob([await afterHolder(() => send<ArrayBuffer>({ op: "dump" }))]),
    close: () =>
      afterHolder(async () => {
        if (gone) return;
        const exited = new Promise((resolve) => worker.once("exit", resolve));
        await send({ op: "close" }).catch(() => {});
        await exited;
      }),
  };
}
