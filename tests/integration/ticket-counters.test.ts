import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb, type DbHandle } from "~/db/client.server";
import { ticketMessages, tickets, users } from "~/db/schema";
import { countersQuery, notificationCounters } from "~/services/tickets/counters.server";
import { testDatabases } from "../support/databases";

const ARCHIVE = 3000;

/** EXPLAIN's lines: PGlite answers `{ rows }`, postgres.js an array. */
async function plan(handle: DbHandle, query: ReturnType<typeof countersQuery>) {
  const result = (await handle.db.execute(sql`explain ${query}`)) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    string
  >[];
  return rows.map((row) => Object.values(row)[0]).join("\n");
}

describe.each(testDatabases({ both: true }))("notification counters on $name", (database) => {
  let handle: DbHandle;
  let customer: number, tech: number, owner: number, former: number;

  beforeAll(async () => {
    handle = await database.open();
    await handle.migrate();
    setDb(handle);
    const [c, t, o, f] = await handle.db
      .insert(users)
      .values([
        { login: "counted", role: "client", lang: "en" },
        { login: "counting", role: "techsupport", lang: "en" },
        { login: "boss", role: "owner", lang: "en" },
        { login: "former", role: "client", lang: "en" },
      ])
      .returning({ id: users.id });
    [customer, tech, owner, former] = [c.id, t.id, o.id, f.id];
    // A long archive of closed tickets, each with an unread answer the staff counters must ignore.
    const closed = await handle.db
      .insert(tickets)
      .values(
        Array.from({ length: ARCHIVE }, () => ({
          authorId: former,
          subject: "cheatProblem" as const,
          closed: true,
          closedAt: new Date(),
          techsupportId: tech,
          lastMessageSeq: 1,
        })),
      )
      .returning({ id: tickets.id });
    await handle.db
      .insert(ticketMessages)
      .values(
        closed
          .slice(0, 50)
          .map(({ id }) => ({ ticketId: id, seq: 1, authorId: former, type: "text" as const, text: "old" })),
      );
    // Open: one nobody took, one in tech's work with an unread message, one waiting for an owner.
    const open = await handle.db
      .insert(tickets)
      .values([
        { authorId: customer, subject: "cheatProblem" as const, lastMessageSeq: 1 },
        { authorId: customer, subject: "paymentProblem" as const, techsupportId: tech, lastMessageSeq: 1 },
        {
          authorId: customer,
          subject: "anotherQuestion" as const,
          techsupportId: tech,
          needOwnerHelp: true,
          lastMessageSeq: 1,
        },
      ])
      .returning({ id: tickets.id });
    await handle.db.insert(ticketMessages).values(
      open.map(({ id }) => ({
        ticketId: id,
        seq: 1,
        authorId: customer,
        type: "text" as const,
        text: "new",
      })),
    );
    await handle.db.execute(sql`analyze`);
  });
  afterAll(async () => {
    setDb(undefined);
    await handle?.close();
    await database.dispose();
  });

  it("counts open tickets only for staff, and every own ticket for the author", async () => {
    expect(await notificationCounters({ id: tech, role: "techsupport" })).toEqual({
      tickets: 0,
      techSupport: 1,
      techSupportMy: 2,
      ownerNeedHelp: 0,
      ownerMy: 0,
    });
    expect(await notificationCounters({ id: owner, role: "owner" })).toMatchObject({
      techSupport: 1,
      ownerNeedHelp: 1,
      ownerMy: 0,
    });
    // The customer's own messages are never unread to the customer.
    expect((await notificationCounters({ id: customer, role: "client" })).tickets).toBe(0);
  });

  it("reads the staff counters through indexes, never scanning the archive", async () => {
    for (const reader of [
      { id: tech, role: "techsupport" as const },
      { id: owner, role: "owner" as const },
      { id: customer, role: "client" as const },
    ]) {
      const text = await plan(handle, countersQuery(reader));
      expect(text, `${reader.role}:\n${text}`).not.toMatch(/Seq Scan on tickets/);
    }
  });
});
