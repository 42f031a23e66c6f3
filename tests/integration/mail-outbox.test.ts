// The mail outbox: a customer e-mail is written with its event and sent after the commit. A mail
// server that hangs or is down delays nothing (the webhook answers at once), loses nothing and
// sends nothing twice; an e-mail refused at every attempt is listed for the owner and sent again
// on request; a sender that died gives its e-mails up within its short lease, and one sent again
// keeps its Message-ID.
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, purchases, stockKeys } from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { action as overviewAction, loader as overview } from "~/routes/admin.index";
import {
  enqueueMail,
  MAIL_LEASE_MS,
  MAIL_MAX_ATTEMPTS,
  outboxSettled,
  sendDueMail,
} from "~/services/mail/outbox.server";
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

  it("keeps a live sender's claim while its relay hangs, gives a dead sender's e-mail to another within its lease, and keeps the Message-ID", async () => {
    const hung = await startSilentSmtp();
    const smtp = await startSmtpCapture();
    // The renewal's interval and the clock are faked: the sender's five-second beat is advanced
    // by hand, and its renewal reads the advanced time.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    try {
      // A sender whose relay hangs keeps renewing its claim: another sender, a lease later, finds
      // nothing to take, so the e-mail is never sent twice.
      useSmtp(hung.url);
      const to = `claimed.${database.name}@players.example`;
      await enqueueMail(db(), { to, subject: "Claimed", text: "t", html: "t" });
      const started = Date.now();
      const stuck = sendDueMail(new Date(started));
      const leaseOf = async () =>
        (await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, to)))[0].leaseUntil!.getTime();
      await expect.poll(leaseOf).toBeGreaterThan(started);
      const first = await leaseOf();
      vi.advanceTimersByTime(5_000);
      await expect.poll(leaseOf).toBeGreaterThanOrEqual(first + 5_000);
      useSmtp(smtp.url);
      const to_ = (address: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(address));
      await sendDueMail(new Date(first + 1_000));
      expect(to_(to)).toHaveLength(0);
      await hung.close();
      await stuck;

      // A sender that died holding a claim (it stopped renewing): the next round after its lease
      // sends it — within MAIL_LEASE_MS plus one check, under a minute.
      const orphan = `orphan.${database.name}@players.example`;
      await enqueueMail(db(), { to: orphan, subject: "Orphan", text: "t", html: "t" });
      const died = Date.now();
      await db()
        .update(mailOutbox)
        .set({ leaseUntil: new Date(died + MAIL_LEASE_MS) })
        .where(eq(mailOutbox.recipient, orphan));
      await sendDueMail(new Date(died + MAIL_LEASE_MS - 1_000));
      const received = () => to_(orphan);
      expect(received()).toHaveLength(0);
      await sendDueMail(new Date(died + MAIL_LEASE_MS + 1_000));
      expect(received()).toHaveLength(1);

      // Sent, but the process died before recording it: sent again, as the same message.
      await db()
        .update(mailOutbox)
        .set({ sentAt: null, leaseUntil: null })
        .where(eq(mailOutbox.recipient, orphan));
      await sendDueMail(new Date(died + 2 * MAIL_LEASE_MS));
      expect(received()).toHaveLength(2);
      expect(received()[0].messageId).toMatch(/^<outbox-\d+\.[a-z0-9]+@nocturn\.gg>$/);
      expect(received()[1].messageId).toBe(received()[0].messageId);
    } finally {
      vi.useRealTimers();
      await hung.close();
      await smtp.close();
    }
  });
});
