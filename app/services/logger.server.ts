import { pino, type Logger } from "pino";
import { env } from "~/env.server";

const store = globalThis as typeof globalThis & { __logger?: Logger };

/** The process's logger: the server's own once it started, else one at LOG_LEVEL. */
export function logger(): Logger {
  store.__logger ??= pino({ level: env().LOG_LEVEL });
  return store.__logger;
}

/** Makes the server's logger the one services write to. */
export function setLogger(value: Logger | undefined) {
  store.__logger = value;
}
