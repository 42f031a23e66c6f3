// The mail outbox: a customer e-mail is written with its event and sent after the commit. A mail
// server that hangs or is down delays nothing (the webhook answers at once), loses nothing and
// sends nothing twice; an e-mail refused at every attempt is listed for the owner and sent again
// on request.
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, purchases, stockKeys } from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { action as overviewAction, loader as overview } from "~/routes/admin.index";
import { enqueueMail, MAIL_MAX_ATTEMPTS, outboxSettled, sendDueMail } from "~/services/mail/outbox.server";
import { resetSecretCache } from "~/services/secrets.server";
import { stockIdFor } from "~/services/stock/stock-keys.server";
import { importKeys, revokeKeys } from "~/services/stock/stock-writes.server";
import { startSilentSmtp } from "../mocks/silent-smtp";
import { startSmtpCapture } from "../mocks/smtp-capture";
import { testDatabases } from "../support/databases";
import { jarOf, makeActor, type Actor } from "../support/live-server";
import { notifyPayment, seededOption } from "../support/payments";
import { callRoute } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases({ both: true }))("the mail outbox on $name", (database) => {
  useSeededDatabase(database);
  let owner: Actor;
  const baseEnv = {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: `tmp/test-mail-outbox-${database.name}`,
    PUBLIC_URL: "http://shop.test",
  };
  const useSmtp = (url: string) => setEnv(parseEnv({ ...baseEnv, SMTP_URL: url }));

  beforeAll(async () => {
    setEnv(parseEnv(baseEnv));
    resetSecretCache();
    owner = await makeActor("owner");
  });
  afterAll(() => setEnv(undefined));

  it("answers the webhook at once while the mail server hangs, then delivers the key exactly once", async () => {
    const price = await seededOption("ember-lite", 30, "en");
    const stockId = await stockIdFor(db(), { cheatId: price.cheatId!, periodDays: 30 });
    await revokeKeys({ actor: owner.user, via: "console" }, stockId, "all");
    const key = `OUTBOX-${database.name}-${Date.now()}`;
    await importKeys({ actor: owner.user, via: "console" }, stockId, [key]);
    const email = `outbox.${database.name}@players.example`;
    const hung = await startSilentSmtp();
    useSmtp(hung.url);

    const started = Date.now();
    expect(await notifyPayment(price, `OUTBOX-${Date.now()}`, { email })).toBe(200);
    // The answer did not wait for a mail server that never answers.
    expect(Date.now() - started).toBeLessThan(3000);
    const [purchase] = await db().select().from(purchases).where(eq(purchases.email, email));
    const [row] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupe, `delivery:${purchase.id}`));
    expect(row).toMatchObject({ recipient: email, sentAt: null, secret: true });
    // No key is stored in the outbox: the e-mail is written when it is sent.
    expect(JSON.stringify(row.body)).not.toContain(key);

    // The relay goes down: the attempt fails and waits for its retry.
    await hung.close();
    await outboxSettled();
    const [failed] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(failed.dueAt.getTime()).toBeGreaterThan(Date.now());

    // Back up: not before its retry is due, then once, and never again.
    const smtp = await startSmtpCapture();
    try {
      useSmtp(smtp.url);
      expect((await sendDueMail()).sent).toBe(0);
      expect((await sendDueMail(new Date(Date.now() + 2 * 60_000))).sent).toBeGreaterThanOrEqual(1);
      await sendDueMail(new Date(Date.now() + 3 * HOUR));
      const received = smtp.messages.filter((m) => JSON.stringify(m.to).includes(email));
      expect(received).toHaveLength(1);
      expect(received[0].text).toContain(key);
      const [sent] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
      expect(sent.sentAt).not.toBeNull();
      // Sent is shown: the key never goes back to sale.
      const [stockKey] = await db().select().from(stockKeys).where(eq(stockKeys.id, purchase.keyId!));
      expect(stockKey.revealedAt).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it("finds an e-mail due for the send right after its write, every time", async () => {
    // A send begun the moment the write returns, as the kick after a commit does: the due time
    // and the sender's "now" come from one clock, so none is left for the next round.
    const smtp = await startSmtpCapture();
    try {
      useSmtp(smtp.url);
      let sent = 0;
      for (let i = 0; i < 10; i++) {
        await enqueueMail(db(), { to: `at-once.${i}@players.example`, subject: "Now", text: "t", html: "t" });
        sent += (await sendDueMail()).sent;
      }
      expect(sent).toBe(10);
    } finally {
      await smtp.close();
    }
  });

  it("gives an e-mail up after its last attempt, lists it for the owner, and sends it again on request", async () => {
    const refusing = await startSilentSmtp();
    await refusing.close(); // nothing listens on its port any more
    useSmtp(refusing.url);
    const to = `given-up.${database.name}@players.example`;
    await enqueueMail(db(), { to, subject: `Given up ${database.name}`, text: "t", html: "<p>t</p>" });
    for (let attempt = 0; attempt < MAIL_MAX_ATTEMPTS; attempt++)
      await sendDueMail(new Date(Date.now() + (attempt + 1) * 2 * HOUR));
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(row.attempts).toBe(MAIL_MAX_ATTEMPTS);
    expect(row.failedAt).not.toBeNull();

    const page = await (await callRoute(overview as never, "/en/admin", { jar: jarOf(owner) })).json();
    expect(page.failedMail.map((mail: { recipient: string }) => mail.recipient)).toContain(to);

    const smtp = await startSmtpCapture();
    try {
      useSmtp(smtp.url);
      const resend = await callRoute(overviewAction as never, "/en/admin?index", {
        jar: jarOf(owner),
        init: { method: "POST", body: new URLSearchParams({ intent: "resendMail", mailId: String(row.id) }) },
      });
      expect(resend.status).toBe(303);
      await outboxSettled();
      expect(smtp.messages.filter((m) => JSON.stringify(m.to).includes(to))).toHaveLength(1);
      const [sent] = await db().select().from(mailOutbox).where(like(mailOutbox.recipient, to));
      expect(sent).toMatchObject({ failedAt: null });
      expect(sent.sentAt).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });
});
