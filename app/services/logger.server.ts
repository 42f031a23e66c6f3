import { pino, type Logger } from "pino";
import { env } from "~/env.server";
import { sharedSlot } from "~/utils/singleton.server";
import { requestContext } from "./request-context.server";

const current = sharedSlot<Logger>("logger");

function processLogger(): Logger {
  let value = current.get();
  if (!value) current.set((value = pino({ level: env().LOG_LEVEL })));
  return value;
}

/**
 * The process's logger: the server's own once it started, else one at LOG_LEVEL. Inside a
 * request it is a child carrying the request's id (`reqId`, the key of pino-http's own lines), so
 * a service's warning and the request's access line are found together by one value.
 */
export function logger(): Logger {
  const root = processLogger();
  const request = requestContext();
  if (!request) return root;
  if (request.loggerOf !== root) {
    request.loggerOf = root;
    request.logger = root.child({ reqId: request.id });
  }
  return request.logger!;
}

/** Makes the server's logger the one services write to. */
export function setLogger(value: Logger | undefined) {
  current.set(value);
}
