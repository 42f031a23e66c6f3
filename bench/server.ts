import { spawn } from "node:child_process";

/**
 * Starts the production build in its own process and resolves once /healthz answers.
 * BENCH_NODE_ARGS adds Node options to it (`--cpu-prof --cpu-prof-dir=tmp/prof` to profile).
 */
export async function startBenchServer(port: number, env: Record<string, string>) {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  // The heap's ceiling `npm start` and the Docker image give Node (NODE_HEAP_MB, decision 0038).
  const heap = `--max-old-space-size=${process.env.NODE_HEAP_MB ?? 384}`;
  const server = spawn(process.execPath, [heap, ...nodeArgs, "build/server/express.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}/healthz`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill("SIGTERM");
      throw new Error(`${url} did not answer`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    pid: server.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        server.once("exit", () => resolve());
        server.kill("SIGTERM");
      }),
  };
}
