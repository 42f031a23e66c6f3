// Starts the e2e stacks side by side and says when all of them answer. Playwright starts the web
// servers of its config one after the other, each only once the previous one answers; the stacks
// spend their start seeding an in-memory database on one core each, so together on two cores they
// are up in about half the time. The stacks to start come in E2E_STACKS (playwright.config.ts);
// once every one answers its health URL, this process answers on E2E_READY_PORT, the URL
// Playwright waits for. A stack that exits takes the others down with it, so a broken start fails
// the run at once instead of at the timeout.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { requireProductionBuild } from "../support/production-build";

export interface StackToStart {
  name: string;
  /** The stack's entry point, run with tsx. */
  script: string;
  env: Record<string, string>;
  /** Answers 200 once the stack is up. */
  health: string;
}

// The stories run the build `npm test` makes, with the data-testid their locators use.
requireProductionBuild();
const stacks = JSON.parse(process.env.E2E_STACKS ?? "[]") as StackToStart[];
const readyPort = Number(process.env.E2E_READY_PORT);
let stopping = false;

const children: ChildProcess[] = stacks.map((stack) => {
  const child = spawn(process.execPath, ["--import", "tsx", stack.script], {
    env: { ...process.env, ...stack.env },
    stdio: "inherit",
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`The ${stack.name} stack exited (${signal ?? `code ${code}`}).`);
    stop(1);
  });
  return child;
});

function stop(code: number) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
  // The stacks close their servers and databases; one that hangs does not hold the run.
  setTimeout(() => process.exit(code), 10_000).unref();
  void Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : null,
    ),
  ).then(() => process.exit(code));
}
process.on("SIGTERM", () => stop(0));
process.on("SIGINT", () => stop(0));

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const pending = new Set(stacks.map((stack) => stack.health));
while (pending.size && !stopping) {
  for (const url of [...pending]) if (await answers(url)) pending.delete(url);
  if (pending.size) await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!stopping)
  http
    .createServer((_request, response) => response.end("ready"))
    .listen(readyPort, "127.0.0.1", () => console.log(`All ${stacks.length} e2e stacks answer.`));
