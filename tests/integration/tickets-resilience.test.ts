import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { ticketMessages } from "~/db/schema";
import { createTicket, takeInWork } from "~/services/tickets/commands.server";
import { TicketLiveClient } from "~/utils/ticket-live-client";
import type { TicketMessageView } from "~/utils/tickets";
import { createPostgresDatabase } from "../support/databases";
import {
  ask,
  connect,
  connected,
  liveBackings,
  makeActor,
  next,
  sleep,
  startLiveServer,
  type LiveServer,
} from "../support/live-server";

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function storedTexts(ticketId: number, authorId: number) {
  const rows = await db()
    .select()
    .from(ticketMessages)
    .where(and(eq(ticketMessages.ticketId, ticketId), eq(ticketMessages.authorId, authorId)));
  return rows.map((r) => r.text);
}

describe.each(liveBackings())("nothing is lost across a restart (%s)", (backing) => {
  it("a server restart in the middle of a conversation loses and duplicates nothing", async () => {
    const dataDir = `tmp/test-restart-${randomBytes(3).toString("hex")}`;
    cleanups.unshift(() => fs.rm(dataDir, { recursive: true, force: true }));
    const pg = backing === "postgres" ? await createPostgresDatabase() : null;
    if (pg) cleanups.push(() => pg.dispose());
    const extra: Record<string, string> = { DATA_DIR: dataDir };
    if (pg) {
      const { openDb } = await import("~/db/client.server");
      const handle = await openDb({ kind: "postgres", url: pg.url });
      await handle.migrate();
      await handle.close();
      extra.DATABASE_URL = pg.url;
    } else extra.PGLITE_DATA = `${dataDir}/pglite`;
    let server: LiveServer = await startLiveServer(backing, extra);
    const port = new URL(server.url).port;

    const customer = await makeActor("client");
    const tech = await makeActor("techsupport");
    const ticket = await createTicket(customer.user, {
      subject: "cheatProblem",
      message: "Restart test ticket",
      files: [],
    });
    await takeInWork(tech.user, ticket.id);

    const customerClient = new TicketLiveClient(connect(server.url, customer.cookie));
    const techClient = new TicketLiveClient(connect(server.url, tech.cookie));
    cleanups.push(() => {
      customerClient.socket.disconnect();
      techClient.socket.disconnect();
    });
    await Promise.all([connected(customerClient.socket), connected(techClient.socket)]);
    customerClient.open(ticket.id);
    techClient.open(ticket.id);

    for (let i = 0; i < 5; i++) customerClient.send(ticket.id, `before ${i}`);
    await expect.poll(() => customerClient.pendingFor(ticket.id).length, { timeout: 10_000 }).toBe(0);
    await server.stop();
    // While the server is down the customer keeps writing: the outbox holds the messages.
    for (let i = 0; i < 5; i++) customerClient.send(ticket.id, `during ${i}`);
    await sleep(300);
    expect(customerClient.pendingFor(ticket.id)).toHaveLength(5);

    server = await startLiveServer(backing, { ...extra, PORT: port });
    cleanups.push(() => server.stop());
    await expect.poll(() => customerClient.pendingFor(ticket.id).length, { timeout: 20_000 }).toBe(0);
    const expected = [
      ...Array.from({ length: 5 }, (_, i) => `before ${i}`),
      ...Array.from({ length: 5 }, (_, i) => `during ${i}`),
    ];
    const stored = (await storedTexts(ticket.id, customer.user.id)).filter(
      (t) => t !== "Restart test ticket",
    );
    expect(stored.sort()).toEqual([...expected].sort());
    // Staff, reconnected, caught up on everything exactly once.
    await expect
      .poll(() => techClient.messages(ticket.id).filter((m) => m.author?.id === customer.user.id).length, {
        timeout: 10_000,
      })
      .toBe(11);
    const seqs = techClient.messages(ticket.id).map((m) => m.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
  });
});

const multiInstance = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.runIf(multiInstance)("two instances joined by Redis", () => {
  it("a customer on one instance and staff on the other converse live", async () => {
    const pg = (await createPostgresDatabase())!;
    cleanups.push(() => pg.dispose());
    const { openDb } = await import("~/db/client.server");
    const handle = await openDb({ kind: "postgres", url: pg.url });
    await handle.migrate();
    await handle.close();
    const shared = { DATABASE_URL: pg.url, REDIS_URL: process.env.TEST_REDIS_URL! };
    const a = await startLiveServer("postgres", shared);
    cleanups.push(() => a.stop());
    const b = await startOtherInstance(shared);
    cleanups.push(() => b.stop());

    const customer = await makeActor("client");
    const tech = await makeActor("techsupport");
    const onA = connect(a.url, customer.cookie);
    const onB = connect(b.url, tech.cookie);
    cleanups.push(() => {
      onA.disconnect();
      onB.disconnect();
    });
    await Promise.all([connected(onA), connected(onB)]);

    // A ticket created through instance A reaches staff on instance B.
    const seen = next(onB, "new-ticket");
    const ticket = await createTicket(customer.user, {
      subject: "anotherQuestion",
      message: "Two instances test",
      files: [],
    });
    expect((await seen).ticket.id).toBe(ticket.id);
    expect((await ask(onB, "take-in-work", { ticketId: ticket.id })).ok).toBe(true);

    // Staff on B answers; the customer on A receives it.
    const atA = next(onA, "receive-message", (p) => p.message.text === "Answer from instance B");
    await ask(onB, "send-message", { ticketId: ticket.id, message: "Answer from instance B" });
    expect((await atA).message.author?.role).toBe("techsupport");

    // The customer on A answers; staff on B receives it.
    const atB = next(onB, "receive-message", (p) => p.message.text === "Reply through instance A");
    const answer = await ask<TicketMessageView>(onA, "send-message", {
      ticketId: ticket.id,
      message: "Reply through instance A",
    });
    expect(answer.ok).toBe(true);
    expect((await atB).message.author?.login).toBe(customer.user.login);
  });
});

/** Another app instance in its own process (its own Socket.IO server and live hub). */
async function startOtherInstance(env: Record<string, string>) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      SEED_ON_START: "false",
      DATA_DIR: `tmp/test-instance-${port}`,
      TICKET_AUTO_CLOSE_CHECK_SECONDS: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error("the second instance did not start");
    await sleep(250);
  }
  return {
    url,
    stop: async () => {
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
      await fs.rm(`tmp/test-instance-${port}`, { recursive: true, force: true });
    },
  };
}
