// The owner's customers: search, a customer's page, role changes that always keep an active
// owner (also under two owners demoting each other at once), and blocking that ends sessions.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, sessions, users } from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { action as customerAction, loader as customerPage } from "~/routes/admin.customer";
import { loader as customersPage } from "~/routes/admin.customers";
import { setUserRole } from "~/services/users/customer-admin.server";
import { testDatabases } from "../support/databases";
import { jarOf, makeActor, type Actor } from "../support/live-server";
import { callRoute } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";

describe.each(testDatabases())("customers on $name", (database) => {
  useSeededDatabase(database);
  let owner: Actor;

  beforeAll(async () => {
    setEnv(
      parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: `tmp/test-customers-${database.name}` }),
    );
    owner = await makeActor("owner");
  });
  afterAll(() => setEnv(undefined));

  const post = (actor: Actor, id: number, fields: Record<string, string>) =>
    callRoute(customerAction as never, `/admin/customers/${id}`, {
      jar: jarOf(actor),
      params: { id: String(id) },
      init: {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      },
    });

  it("finds customers by e-mail or login and shows one with purchases, bonus and sessions", async () => {
    const client = await makeActor("client");
    const found = await (
      await callRoute(customersPage as never, `/admin/customers?q=${client.user.login.slice(0, 10)}`, {
        jar: jarOf(owner),
      })
    ).json();
    expect(found.rows.map((r: { id: number }) => r.id)).toContain(client.user.id);
    const byMail = await (
      await callRoute(
        customersPage as never,
        `/admin/customers?q=${encodeURIComponent(client.user.email!)}`,
        { jar: jarOf(owner) },
      )
    ).json();
    expect(byMail.rows).toHaveLength(1);
    const page = await (
      await callRoute(customerPage as never, `/admin/customers/${client.user.id}`, {
        jar: jarOf(owner),
        params: { id: String(client.user.id) },
      })
    ).json();
    expect(page.user).toMatchObject({ login: client.user.login, role: "client", isBlocked: false });
    expect(page.bonus).toBe(0);
    expect(page.signIns).toHaveLength(1);
  });

  it("changes roles, refuses to remove the last active owner, and blocks with every session ended", async () => {
    const client = await makeActor("client");
    expect((await post(owner, client.user.id, { intent: "role", role: "techsupport" })).status).toBe(303);
    expect((await db().select().from(users).where(eq(users.id, client.user.id)))[0].role).toBe("techsupport");

    // Every other owner of this database steps down first: `owner` is then the last one.
    const others = await db().select().from(users).where(eq(users.role, "owner"));
    for (const other of others.filter((o) => o.id !== owner.user.id))
      await setUserRole({ actor: owner.user, via: "console" }, other.id, "client");
    const refused = await post(owner, owner.user.id, { intent: "role", role: "client" });
    expect(await refused.json()).toEqual({ error: "LAST_OWNER" });
    expect(await (await post(owner, owner.user.id, { intent: "block" })).json()).toEqual({
      error: "LAST_OWNER",
    });

    // Two owners demoting each other at the same moment: exactly one succeeds.
    const second = await makeActor("owner");
    const results = await Promise.allSettled([
      setUserRole({ actor: owner.user, via: "console" }, second.user.id, "client"),
      setUserRole({ actor: second.user, via: "console" }, owner.user.id, "client"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const owners = await db().select().from(users).where(eq(users.role, "owner"));
    expect(owners).toHaveLength(1);
    const remaining = owners[0].id === owner.user.id ? owner : second;

    const target = await makeActor("client");
    expect(await db().select().from(sessions).where(eq(sessions.userId, target.user.id))).toHaveLength(1);
    expect((await post(remaining, target.user.id, { intent: "block" })).status).toBe(303);
    expect((await db().select().from(users).where(eq(users.id, target.user.id)))[0].isBlocked).toBe(true);
    expect(await db().select().from(sessions).where(eq(sessions.userId, target.user.id))).toHaveLength(0);
    expect((await post(remaining, target.user.id, { intent: "unblock" })).status).toBe(303);
    expect((await db().select().from(users).where(eq(users.id, target.user.id)))[0].isBlocked).toBe(false);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(target.user.id)));
    expect(
      audits
        .map((a) => a.action)
        .filter((a) => a.startsWith("user."))
        .sort(),
    ).toEqual(["user.block", "user.unblock"]);
    // Restore an owner for the suites that follow on this database.
    await db().update(users).set({ role: "owner" }).where(eq(users.id, owner.user.id));
  });
});
