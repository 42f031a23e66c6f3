import { spawn } from "node:child_process";
import net from "node:net";

/** A port nothing listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}

export interface ServerProcess {
  url: string;
  /** SIGKILL: a crash, nothing drains. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
}

/**
 * The shop server in its own process (`node <args>`, production mode, on loopback), answered
 * once `/healthz` does: another instance, or one the test kills.
 */
export async function startServerProcess(
  args: string[],
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      SEED_ON_START: "false",
      TICKET_AUTO_CLOSE_CHECK_SECONDS: "0",
      METRICS_PORT: "0",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`the server ${args.join(" ")} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null) child.kill(signal);
    await exited;
  };
  return { url, kill: () => end("SIGKILL"), stop: () => end("SIGTERM") };
}
