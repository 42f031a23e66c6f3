import { env } from "../app/env.server";
import { startServer } from "./start";

const dev = process.env.NODE_ENV !== "production";
const running = await startServer(env(), { dev });

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        running.logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}
