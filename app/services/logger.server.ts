import { pino, type Logger } from "pino";
import { env } from "~/env.server";
import { sharedSlot } from "~/utils/singleton.server";

const current = sharedSlot<Logger>("logger");

/** The process's logger: the server's own once it started, else one at LOG_LEVEL. */
export function logger(): Logger {
  let value = current.get();
  if (!value) current.set((value = pino({ level: env().LOG_LEVEL })));
  return value;
}

/** Makes the server's logger the one services write to. */
export function setLogger(value: Logger | undefined) {
  current.set(value);
}
