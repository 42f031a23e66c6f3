import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { ticketMessages } from "~/db/schema";
import { action as logoutAction } from "~/routes/api/users.logout";
import { resetLimiters } from "~/services/rate-limit.server";
import { createTicket, takeInWork } from "~/services/tickets/commands.server";
import { TicketLiveClient } from "~/utils/ticket-live-client";
import type { TicketMessageView } from "~/utils/tickets";
import { createPostgresDatabase } from "../support/databases";
import { callRoute, postForm } from "../support/route-calls";
import { startServerProcess } from "../support/server-process";
import {
  anotherSession,
  ask,
  connect,
  connected,
  disconnection,
  jarOf,
  liveBackings,
  makeActor,
  next,
  record,
  startLiveServer,
  type LiveServer,
} from "../support/live-server";
import { hasServices } from "../support/machine-services";

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

describe.each(liveBackings({ both: true }))("nothing is lost across a restart (%s)", (backing) => {
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
    // The client has tried to reach the server again, failed, and still holds all five.
    await new Promise((resolve) => customerClient.socket.io.once("reconnect_error", resolve));
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

const multiInstance = hasServices("two instances joined by Redis", "postgres", "redis");

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
    // Limiters are cached per process: the earlier suites' in-memory ones must give way to Redis.
    resetLimiters();
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

    // Logging out through instance A ends that session's sockets on both instances at once; the
    // customer's other session, on B, keeps receiving.
    const elsewhere = await anotherSession(customer);
    const sameOnB = connect(b.url, customer.cookie);
    const otherOnB = connect(b.url, elsewhere.cookie);
    cleanups.push(() => {
      sameOnB.disconnect();
      otherOnB.disconnect();
    });
    await Promise.all([connected(sameOnB), connected(otherOnB)]);
    const leaked = record(sameOnB, "receive-message");
    const gone = [disconnection(onA), disconnection(sameOnB)];
    const out = await callRoute(logoutAction, "/api/users/logout", {
      jar: jarOf(customer),
      init: postForm({ lang: "ru" }),
    });
    expect(out.status).toBe(302);
    expect(await Promise.all(gone)).toEqual(["io server disconnect", "io server disconnect"]);
    const atOther = next(otherOnB, "receive-message", (p) => p.message.text === "After the logout");
    await ask(onB, "send-message", { ticketId: ticket.id, message: "After the logout" });
    await atOther;
    expect(leaked).toEqual([]);
  });
});

/** Another app instance in its own process (its own Socket.IO server and live hub). */
async function startOtherInstance(env: Record<string, string>) {
  const dataDir = `tmp/test-instance-${randomBytes(4).toString("hex")}`;
  const instance = await startServerProcess(["--import", "tsx", "server/index.ts"], {
    ...env,
    DATA_DIR: dataDir,
  });
  return {
    url: instance.url,
    stop: async () => {
      await instance.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
