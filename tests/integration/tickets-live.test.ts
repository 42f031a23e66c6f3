import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { sessions, ticketMessages, tickets, users } from "~/db/schema";
import { action as blockAction } from "~/routes/api/tickets.block";
import { action as createAction } from "~/routes/api/tickets.create";
import { action as logoutAction } from "~/routes/api/users.logout";
import { sha256 } from "~/services/auth/tokens.server";
import { resetLimiters } from "~/services/rate-limit.server";
import type { TicketListPayload, TicketMessagesPayload } from "~/utils/ticket-events";
import { TicketLiveClient, type TicketClientSocket } from "~/utils/ticket-live-client";
import type { NotificationCounters, TicketMessageView, TicketView } from "~/utils/tickets";
import { callRoute, postForm, postJson } from "../support/route-calls";
import {
  anotherSession,
  ask,
  connect,
  disconnection,
  jarOf,
  connected,
  liveBackings,
  makeActor,
  next,
  record,
  startLiveServer,
  type Actor,
  type LiveServer,
} from "../support/live-server";

async function createTicket(
  actor: Actor,
  message = "My cheat does not start after the update",
  subject = "cheatProblem",
) {
  const response = await callRoute(createAction, "/api/tickets/create", {
    jar: jarOf(actor),
    init: postJson({ subject, message, termOfUse: true, personalData: true }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as TicketView;
}

/** Opens a signed-in socket to the suite's server, kept in `sockets` for the suite's cleanup. */
function socketOpener(server: () => LiveServer, sockets: TicketClientSocket[]) {
  return async (actor: Actor) => {
    const socket = connect(server().url, actor.cookie);
    sockets.push(socket);
    await connected(socket);
    return socket;
  };
}

describe.each(liveBackings({ both: true }))("live tickets (%s)", (backing) => {
  let server: LiveServer;
  let author: Actor, other: Actor, tech: Actor, tech2: Actor, owner: Actor;
  const sockets: TicketClientSocket[] = [];
  const open = socketOpener(() => server, sockets);
  /** A socket each for the author, another customer, both tech supports and the owner. */
  const openEveryone = async () => {
    const [a, x, t1, t2, o] = await Promise.all(
      [author, other, tech, tech2, owner].map((actor) => open(actor)),
    );
    return { a, x, t1, t2, o };
  };

  beforeAll(async () => {
    // The burst test sends 40 messages at once: far past the per-user message limit, which the
    // "socket sessions and message limits" suite below tests on its own server.
    server = await startLiveServer(backing, { TICKET_OPEN_LIMIT: "50", TICKET_MESSAGE_LIMITS: "1000/10" });
    author = await makeActor("client", "alice");
    other = await makeActor("client", "mallory");
    tech = await makeActor("techsupport", "tess");
    tech2 = await makeActor("techsupport", "tom");
    owner = await makeActor("owner", "olga");
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await server?.stop();
  });

  it("refuses a handshake without a session, with a stale one, from another origin, or without an origin", async () => {
    await expect(connected(connect(server.url, null))).rejects.toThrow(/UNAUTHORIZED/);
    await expect(connected(connect(server.url, "__session=forged"))).rejects.toThrow(/UNAUTHORIZED/);
    const foreign = connect(server.url, author.cookie, { origin: "https://evil.example" });
    await expect(connected(foreign)).rejects.toThrow();
    const bare = connect(server.url, author.cookie, { origin: null });
    await expect(connected(bare)).rejects.toThrow();
    for (const s of [foreign, bare]) s.disconnect();
  });

  it("answers the notification counters on request", async () => {
    const socket = await open(owner);
    const pushed = next(socket, "send-notifications");
    const answer = await ask<NotificationCounters>(socket, "request-notifications");
    expect(answer.ok).toBe(true);
    expect(await pushed).toEqual({
      techSupport: 0,
      techSupportMy: 0,
      tickets: 0,
      ownerNeedHelp: 0,
      ownerMy: 0,
    });
  });

  it("carries a whole conversation live: new ticket, take in work, replies, read, escalation, close", async () => {
    const [a, t1, t2, o, x] = await Promise.all([
      open(author),
      open(tech),
      open(tech2),
      open(owner),
      open(other),
    ]);
    // What the other customer's socket receives, kept as it arrives.
    const seenByOther = [
      record(x, "receive-message"),
      record(x, "new-ticket"),
      record(x, "send-ticket-messages"),
      record(x, "new-ticket-to-help"),
    ];

    // A new ticket reaches every desk, with the customer's real login for staff.
    const seenByTech = next(t1, "new-ticket");
    const seenByOwner = next(o, "new-ticket");
    const authorTab = next(a, "receive-message");
    const created = await createTicket(author);
    expect((await seenByTech).ticket).toMatchObject({
      id: created.id,
      authorLogin: "alice",
      subject: "cheatProblem",
    });
    expect((await seenByOwner).ticket.id).toBe(created.id);
    expect((await authorTab).message).toMatchObject({ seq: 1, type: "text", author: { login: "alice" } });
    const counters = next(t1, "send-notifications", (c) => c.techSupport === 1);
    await ask(t1, "request-notifications");
    expect((await counters).techSupport).toBe(1);

    const review = await ask<TicketListPayload>(t2, "request-techsupport-ticket-list");
    expect(review.ok && review.data.list.map((t) => t.id)).toEqual([created.id]);

    // Two take it at once: exactly one wins; the queue drops it everywhere; the winner is sent to it.
    const removed = next(t2, "remove-ticket", (p) => p.ticketId === created.id);
    const redirect = next(t1, "redirect-to");
    const [take1, take2] = await Promise.all([
      ask<TicketView>(t1, "take-in-work", { ticketId: created.id }),
      ask<TicketView>(t2, "take-in-work", { ticketId: created.id }),
    ]);
    const winners = [take1, take2].filter((r) => r.ok);
    expect(winners).toHaveLength(1);
    // t1 raced t2: make t1 the holder for the rest of the story when t2 won.
    const [holder, holderActor, bystander] = take1.ok ? [t1, tech, t2] : [t2, tech2, t1];
    expect([take1, take2].find((r) => !r.ok)).toEqual({ ok: false, error: "NOT_ALLOWED" });
    expect(await removed).toEqual({ ticketId: created.id, list: "review" });
    if (take1.ok) expect(await redirect).toEqual({ page: "techsupport", to: "my", ticketId: created.id });

    // The holder answers: the customer sees "Tech support", not the login; unread rises.
    const atAuthor = next(a, "receive-message", (p) => p.message.seq === 2);
    const authorCounters = next(a, "send-notifications", (c) => c.tickets === 1);
    const sent = await ask<TicketMessageView>(holder, "send-message", {
      ticketId: created.id,
      message: "Hello! Which Windows build?",
    });
    expect(sent.ok).toBe(true);
    const received = await atAuthor;
    expect(received.message.author).toEqual({
      id: null,
      login: null,
      role: "techsupport",
      avatarJPEG: null,
      avatarWebP: null,
    });
    expect(received.message.text).toBe("Hello! Which Windows build?");
    // No staff id reaches the customer: not who answered, not who holds the ticket.
    expect(received.ticket).toMatchObject({ lastSenderId: null, techsupportId: null, ownerId: null });
    await authorCounters;

    // The other tech support no longer reads it; the owner still does.
    expect(await ask(bystander, "request-ticket-messages", { ticketId: created.id })).toEqual({
      ok: false,
      error: "NOT_FOUND",
    });
    const ownerView = await ask<TicketMessagesPayload>(o, "request-ticket-messages", {
      ticketId: created.id,
    });
    expect(ownerView.ok && ownerView.data.messages.map((m) => m.author?.login)).toEqual([
      "alice",
      holderActor.user.login,
    ]);

    // Reading resets the unread count and tells the other side.
    const readed = next(holder, "ticket-messages-readed", (p) => p.ticketId === created.id);
    const zero = next(a, "send-notifications", (c) => c.tickets === 0);
    expect(await ask(a, "read-ticket-messages", { ticketId: created.id })).toEqual({
      ok: true,
      data: { ticketId: created.id, seq: 2 },
    });
    expect(await readed).toEqual({ ticketId: created.id, readerId: author.user.id, seq: 2 });
    await zero;

    // The customer answers; the holder's "my" counter rises.
    const mine = next(holder, "send-notifications", (c) => c.techSupportMy === 1);
    const atHolder = next(holder, "receive-message", (p) => p.message.seq === 3);
    await ask(a, "send-message", { ticketId: created.id, message: "Windows 11 23H2" });
    expect((await atHolder).message.author?.login).toBe("alice");
    await mine;
    // Staff reading it: the customer learns it was read, not by whom; staff see the id.
    const readByStaff = next(a, "ticket-messages-readed", (p) => p.ticketId === created.id && p.seq === 3);
    await ask(holder, "read-ticket-messages", { ticketId: created.id });
    expect(await readByStaff).toEqual({ ticketId: created.id, readerId: null, seq: 3 });
    const ownView = await ask<TicketMessagesPayload>(a, "request-ticket-messages", { ticketId: created.id });
    expect(ownView.ok && ownView.data.ticket).toMatchObject({
      authorId: author.user.id,
      lastSenderId: author.user.id,
      techsupportId: null,
    });
    const holderView = await ask<TicketMessagesPayload>(holder, "request-ticket-messages", {
      ticketId: created.id,
    });
    expect(holderView.ok && holderView.data.ticket.techsupportId).toBe(holderActor.user.id);

    // Escalation: the owners' queue gains it; the action cannot be repeated.
    const toHelp = next(o, "new-ticket-to-help");
    expect((await ask<TicketView>(holder, "request-ticket-help", { ticketId: created.id })).ok).toBe(true);
    expect((await toHelp).ticket).toMatchObject({ id: created.id, needOwnerHelp: true });
    expect(await ask(holder, "request-ticket-help", { ticketId: created.id })).toEqual({
      ok: false,
      error: "NOT_ALLOWED",
    });
    const queue = await ask<TicketListPayload>(o, "request-owner-tickets");
    expect(queue.ok && queue.data.list.map((t) => t.id)).toContain(created.id);

    const ownerRedirect = next(o, "redirect-to");
    expect((await ask<TicketView>(o, "take-need-help-in-work", { ticketId: created.id })).ok).toBe(true);
    expect(await ownerRedirect).toEqual({ page: "owner", to: "my", ticketId: created.id });
    const ownerMy = await ask<TicketListPayload>(o, "request-owner-my-tickets");
    expect(ownerMy.ok && ownerMy.data.list.map((t) => t.id)).toEqual([created.id]);

    // The owner answers; the customer sees "Owner".
    const ownerMsg = next(a, "receive-message", (p) => p.message.author?.role === "owner");
    await ask(o, "send-message", { ticketId: created.id, message: "I will look into it myself." });
    expect((await ownerMsg).message.author).toMatchObject({ login: null, role: "owner" });

    // Close: it leaves the live lists; nobody can write any more.
    const inWorkGone = next(holder, "remove-in-work-ticket", (p) => p.ticketId === created.id);
    const ownerGone = next(o, "remove-owner-my-ticket", (p) => p.ticketId === created.id);
    const closedState = next(a, "send-ticket-messages", (p) => p.ticket.id === created.id && p.ticket.closed);
    expect((await ask<TicketView>(holder, "close-ticket", { ticketId: created.id })).ok).toBe(true);
    const [, , closedForAuthor] = await Promise.all([inWorkGone, ownerGone, closedState]);
    expect(closedForAuthor.ticket).toMatchObject({ ownerId: null, techsupportId: null, lastSenderId: null });
    expect(await ask(a, "send-message", { ticketId: created.id, message: "one more" })).toEqual({
      ok: false,
      error: "NOT_ALLOWED",
    });
    const archive = await ask<TicketListPayload>(bystander, "request-techsupport-closed-tickets");
    expect(archive.ok && archive.data.list.map((t) => t.id)).toContain(created.id);

    // The other customer saw none of it. Every event above was sent while its action ran, before
    // the action answered; the server's answer to the other customer's own request comes on the
    // same connection after anything sent to it before, so nothing of the conversation is in flight.
    await ask(x, "request-notifications");
    const leaked = seenByOther.flat();
    expect(leaked).toEqual([]);
  });

  it("keeps every message of both sides once, in one order, when they write at the same moment and staff close", async () => {
    const writer = await makeActor("client");
    const ticket = await createTicket(writer, "Both sides at once, please ignore");
    const [a, t] = [await open(writer), await open(tech)];
    expect((await ask(t, "take-in-work", { ticketId: ticket.id })).ok).toBe(true);
    const send = (socket: TicketClientSocket, text: string) =>
      ask<TicketMessageView>(socket, "send-message", {
        ticketId: ticket.id,
        message: text,
        clientId: crypto.randomUUID(),
      }).then((answer) => ({ text, answer }));
    // Two bursts racing each other on one ticket, then more of both racing the close.
    const first = await Promise.all(
      Array.from({ length: 12 }, (_, i) => [send(a, `customer ${i}`), send(t, `staff ${i}`)]).flat(),
    );
    const closing = ask(t, "close-ticket", { ticketId: ticket.id });
    const last = await Promise.all(
      Array.from({ length: 4 }, (_, i) => [send(a, `customer late ${i}`), send(t, `staff late ${i}`)]).flat(),
    );
    expect((await closing).ok).toBe(true);
    const answers = [...first, ...last];
    expect(first.every(({ answer }) => answer.ok)).toBe(true);
    // Late ones are either stored (written before the close) or refused (after it), never lost.
    for (const { answer } of last) expect(answer.ok || answer.error === "NOT_ALLOWED").toBe(true);
    const stored = await db()
      .select()
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, ticket.id))
      .orderBy(asc(ticketMessages.seq));
    expect(stored.map((m) => m.seq)).toEqual(stored.map((_, i) => i + 1));
    const acked = answers.filter(({ answer }) => answer.ok).map(({ text }) => text);
    expect(
      stored
        .slice(1)
        .map((m) => m.text)
        .sort(),
    ).toEqual([...acked].sort());
    for (const { text, answer } of answers)
      if (answer.ok) expect(stored.find((m) => m.text === text)?.seq).toBe(answer.data.seq);
  });

  it("relays typing to the ticket's other side only, without names, never stored, at most every 2 s", async () => {
    const ticket = await createTicket(author, "Typing relay, please ignore");
    const { a, t1, t2, o, x } = await openEveryone();
    expect((await ask(t1, "take-in-work", { ticketId: ticket.id })).ok).toBe(true);
    const overheard = [...record(t2, "typing"), ...record(o, "typing"), ...record(x, "typing")];
    const before = await db().select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticket.id));

    const atTech = next(t1, "typing");
    expect(await ask(a, "typing", { ticketId: ticket.id })).toEqual({ ok: true, data: { relayed: true } });
    expect(await atTech).toEqual({ ticketId: ticket.id, from: "customer" });
    // Faster than the interval: answered, relayed to nobody.
    const again = record(t1, "typing");
    expect(await ask(a, "typing", { ticketId: ticket.id })).toEqual({ ok: true, data: { relayed: false } });

    const atAuthor = next(a, "typing");
    expect((await ask(t1, "typing", { ticketId: ticket.id })).ok).toBe(true);
    expect(await atAuthor).toEqual({ ticketId: ticket.id, from: "staff" });

    // Nobody else may signal on this ticket, and a bad payload is refused.
    expect(await ask(x, "typing", { ticketId: ticket.id })).toEqual({ ok: false, error: "NOT_FOUND" });
    expect(await ask(t2, "typing", { ticketId: ticket.id })).toEqual({ ok: false, error: "NOT_FOUND" });
    expect(await ask(a, "typing", { ticketId: "x" })).toEqual({ ok: false, error: "INVALID" });
    // A round trip on each listener's socket, so anything sent to it would have arrived.
    await Promise.all([t1, t2, o, x].map((s) => ask(s, "request-notifications")));
    expect(again).toEqual([]);
    expect(overheard).toEqual([]);
    const after = await db().select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticket.id));
    expect(after).toEqual(before);
  });

  it("records staff's first answer once, and not the customer's messages", async () => {
    const ticket = await createTicket(author, "First response time, please ignore");
    const [a, t] = [await open(author), await open(tech)];
    const firstResponse = async () =>
      (await db().select().from(tickets).where(eq(tickets.id, ticket.id)))[0].firstResponseAt;
    await ask(a, "send-message", { ticketId: ticket.id, message: "Anyone there?" });
    expect((await ask(t, "take-in-work", { ticketId: ticket.id })).ok).toBe(true);
    expect(await firstResponse()).toBeNull();
    // The first answer, through the one-statement path.
    const answer = await ask<TicketMessageView>(t, "send-message", { ticketId: ticket.id, message: "Here!" });
    expect(answer.ok).toBe(true);
    const first = await firstResponse();
    expect(first).not.toBeNull();
    expect(
      Math.abs(first!.getTime() - new Date(answer.ok ? answer.data.createdAt : 0).getTime()),
    ).toBeLessThan(2_000);
    // Later answers and the customer's messages leave it as it was.
    await ask(t, "send-message", { ticketId: ticket.id, message: "Which build?" });
    await ask(a, "send-message", { ticketId: ticket.id, message: "The latest" });
    expect(await firstResponse()).toEqual(first);
    const view = await ask<TicketListPayload>(t, "request-techsupport-my-tickets");
    expect(view.ok && view.data.list.find((x) => x.id === ticket.id)?.firstResponseAt).toBe(
      first?.toISOString(),
    );
    await ask(t, "close-ticket", { ticketId: ticket.id });
  });

  it("stores a resent message once: the idempotency key makes a retry harmless", async () => {
    const ticket = await createTicket(author, "Payment went through but no key", "paymentProblem");
    const a = await open(author);
    const clientId = crypto.randomUUID();
    const first = await ask<TicketMessageView>(a, "send-message", {
      ticketId: ticket.id,
      message: "Order 42",
      clientId,
    });
    const again = await ask<TicketMessageView>(a, "send-message", {
      ticketId: ticket.id,
      message: "Order 42",
      clientId,
    });
    expect(first.ok && again.ok).toBe(true);
    if (first.ok && again.ok) expect(again.data.id).toBe(first.data.id);
    const stored = await db().select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticket.id));
    expect(stored).toHaveLength(2);
  });

  it("moves the sender's own counters only when sending marked an answer read", async () => {
    const a = await open(author);
    const t = await open(tech);
    const ticket = await createTicket(author, "The overlay flickers in borderless mode");
    expect((await ask(t, "take-in-work", { ticketId: ticket.id })).ok).toBe(true);
    // Staff answer: the customer has this ticket with something unread (counted on request, so
    // batched refreshes of earlier steps cannot be taken for it).
    const answered = next(a, "receive-message", (p) => p.message.ticketId === ticket.id);
    await ask(t, "send-message", { ticketId: ticket.id, message: "Which GPU driver?" });
    await answered;
    const counted = await ask<NotificationCounters>(a, "request-notifications");
    const before = counted.ok ? counted.data.tickets : -1;
    expect(before).toBeGreaterThanOrEqual(1);
    // Replying without opening the ticket first reads the answer: the customer's counter drops.
    const dropped = next(a, "send-notifications", (c) => c.tickets === before - 1);
    await ask(a, "send-message", { ticketId: ticket.id, message: "NVIDIA 566.36" });
    await dropped;
    // Nothing unread any more: a further message of the customer's leaves their counters alone
    // (staff's still move). A refresh the reply itself queued may still repeat the settled count
    // (batches of 100 ms), but nothing the customer is sent shows another number.
    const toCustomer = record(a, "send-notifications");
    const staffMoved = next(t, "send-notifications");
    await ask(a, "send-message", { ticketId: ticket.id, message: "Windows 11 24H2" });
    await staffMoved;
    expect(toCustomer.filter((c) => c.tickets !== before - 1)).toEqual([]);
    await ask(t, "close-ticket", { ticketId: ticket.id });
  });

  it("refuses every forbidden event for every role, and validates payloads", async () => {
    const ticket = await createTicket(author, "A ticket to probe permissions with");
    const { a, x, t1, t2, o } = await openEveryone();
    const id = { ticketId: ticket.id };
    const refused = async (socket: TicketClientSocket, event: string, payload: unknown, error: string) =>
      expect(await ask(socket, event, payload), `${event}`).toEqual({ ok: false, error });

    // Another customer: everything about this ticket is "not found"; staff lists are forbidden.
    for (const [event, payload] of [
      ["request-ticket-messages", id],
      ["read-ticket-messages", id],
      ["send-message", { ...id, message: "hi" }],
      ["partial-update-ticket", { ...id, subject: "anotherQuestion" }],
    ] as const)
      await refused(x, event, payload, "NOT_FOUND");
    for (const event of ["take-in-work", "close-ticket", "request-ticket-help"])
      await refused(x, event, id, "FORBIDDEN");
    await refused(x, "take-need-help-in-work", id, "FORBIDDEN");
    for (const event of [
      "request-techsupport-ticket-list",
      "request-techsupport-my-tickets",
      "request-techsupport-closed-tickets",
      "request-owner-tickets",
      "request-owner-my-tickets",
      "request-all-tickets",
    ])
      await refused(x, event, undefined, "FORBIDDEN");
    const mine = await ask<TicketListPayload>(x, "request-ticket-list");
    expect(mine.ok && mine.data.list).toEqual([]);

    // The author: own ticket yes; staff actions and lists no — calling the owner is one of them
    // (SPEC §6: a tech-support right), before and after the ticket is taken in work.
    await refused(a, "request-ticket-help", id, "FORBIDDEN");
    await refused(a, "take-in-work", id, "FORBIDDEN");
    await refused(a, "close-ticket", id, "FORBIDDEN");
    await refused(a, "take-need-help-in-work", id, "FORBIDDEN");
    await refused(a, "request-techsupport-ticket-list", undefined, "FORBIDDEN");
    await refused(a, "request-all-tickets", undefined, "FORBIDDEN");
    expect((await ask(a, "partial-update-ticket", { ...id, subject: "anotherQuestion" })).ok).toBe(true);

    // Tech support: may not write or close before taking it; owner lists are the owner's.
    await refused(t1, "send-message", { ...id, message: "hi" }, "NOT_ALLOWED");
    await refused(t1, "close-ticket", id, "NOT_ALLOWED");
    await refused(t1, "take-need-help-in-work", id, "FORBIDDEN");
    for (const event of ["request-owner-tickets", "request-owner-my-tickets", "request-all-tickets"])
      await refused(t1, event, undefined, "FORBIDDEN");
    expect((await ask(t1, "take-in-work", id)).ok).toBe(true);
    await refused(a, "request-ticket-help", id, "FORBIDDEN");
    await refused(t2, "send-message", { ...id, message: "hi" }, "NOT_FOUND");
    await refused(t2, "close-ticket", id, "NOT_FOUND");
    await refused(t2, "take-in-work", id, "NOT_ALLOWED");
    // The owner reads everything but writes only where it was asked to help.
    await refused(o, "send-message", { ...id, message: "hi" }, "NOT_ALLOWED");
    await refused(o, "take-need-help-in-work", id, "NOT_ALLOWED");

    // Bad payloads never reach the services.
    for (const payload of [undefined, {}, { ticketId: "x" }, { ticketId: -1 }, { ticketId: 1.5 }])
      await refused(a, "request-ticket-messages", payload, "INVALID");
    await refused(a, "send-message", { ...id, message: "x".repeat(501) }, "INVALID");
    await refused(a, "send-message", { ...id, message: "" }, "INVALID");
    await refused(a, "send-message", { ...id, message: "hi", clientId: "not-a-uuid" }, "INVALID");
    await refused(a, "send-message", { ...id, files: [999999] }, "FILES_INVALID");
    await refused(a, "partial-update-ticket", { ...id, subject: "refund" }, "INVALID");
  });

  it("blocking ends the customer's sessions and sockets, and closes their tickets", async () => {
    const victim = await makeActor("client");
    const ticket = await createTicket(victim, "Please refund me right now!!!");
    const v = await open(victim);
    const t1 = await open(tech);
    // Customers may not block; staff may.
    const denied = await callRoute(blockAction, "/api/tickets/block", {
      jar: jarOf(other),
      init: postJson({ ticketId: ticket.id }),
    });
    expect(denied.status).toBe(403);
    const gone = new Promise<string>((resolve) => v.once("disconnect", (reason) => resolve(reason)));
    const queueDrop = next(t1, "remove-ticket", (p) => p.ticketId === ticket.id);
    const blocked = await callRoute(blockAction, "/api/tickets/block", {
      jar: jarOf(tech),
      init: postJson({ ticketId: ticket.id }),
    });
    expect(blocked.status).toBe(200);
    expect(await gone).toBe("io server disconnect");
    await queueDrop;
    const [row] = await db().select().from(users).where(eq(users.id, victim.user.id));
    expect(row.isBlocked).toBe(true);
    await expect(connected(connect(server.url, victim.cookie))).rejects.toThrow(/UNAUTHORIZED/);
    // Staff are never blocked through a ticket.
    const staffTicket = await createTicket(tech2, "A colleague's own ticket for testing");
    const refusal = await callRoute(blockAction, "/api/tickets/block", {
      jar: jarOf(owner),
      init: postJson({ ticketId: staffTicket.id }),
    });
    expect(refusal.status).toBe(409);
  });

  it("logging out ends that session's sockets at once, and only that session's", async () => {
    const first = await makeActor("client");
    const second = await anotherSession(first);
    const [leaving, staying] = [await open(first), await open(second)];
    const leaked = record(leaving, "receive-message");
    const gone = disconnection(leaving);
    const out = await callRoute(logoutAction, "/api/users/logout", {
      jar: jarOf(first),
      init: postForm({ lang: "en" }),
    });
    expect(out.status).toBe(302);
    expect(await gone).toBe("io server disconnect");
    // A private message to the user reaches the other session only.
    const atStaying = next(staying, "receive-message");
    await createTicket(second, "Written from the other browser after the logout");
    await atStaying;
    expect(leaked).toEqual([]);
    expect(staying.connected).toBe(true);
    await expect(connected(connect(server.url, first.cookie))).rejects.toThrow(/UNAUTHORIZED/);
  });

  it("loses and duplicates nothing when the connection drops in the middle of a burst", async () => {
    const ticket = await createTicket(author, "Burst test ticket, please ignore");
    const t1 = await open(tech);
    await ask(t1, "take-in-work", { ticketId: ticket.id });
    const staffSeen = record(t1, "receive-message");
    const socket = await open(author);
    const client = new TicketLiveClient(socket);
    client.open(ticket.id);
    const total = 40;
    for (let i = 0; i < total; i++) {
      client.send(ticket.id, `burst ${i}`);
      // Drop an open transport twice mid-burst (as a network drop would); the client reconnects
      // by itself. Closing an engine that is still opening is not a drop, so wait for the first.
      if (i === 10 || i === 25) {
        await connected(socket);
        socket.io.engine.close();
      }
    }
    await expect
      .poll(() => client.pendingFor(ticket.id).map((p) => `${p.message}: ${p.error ?? "waiting"}`), {
        timeout: 20_000,
      })
      .toEqual([]);
    const stored = await db()
      .select()
      .from(ticketMessages)
      .where(and(eq(ticketMessages.ticketId, ticket.id), eq(ticketMessages.authorId, author.user.id)))
      .orderBy(asc(ticketMessages.seq));
    const texts = stored.map((m) => m.text).filter((t) => t.startsWith("burst"));
    expect(texts.sort()).toEqual(Array.from({ length: total }, (_, i) => `burst ${i}`).sort());
    expect(stored.map((m) => m.seq)).toEqual(stored.map((_, i) => i + 1));
    // The client's thread holds each message once, and staff received each once.
    await expect.poll(() => client.messages(ticket.id).length, { timeout: 10_000 }).toBe(total + 1);
    await expect
      .poll(() => new Set(staffSeen.map((p) => p.message.id)).size, { timeout: 10_000 })
      .toBe(total);
    expect(staffSeen.length).toBe(total);
    client.dispose();
  });

  it("fills a hole in a thread: live events out of order, or a server stopped mid-broadcast, lose nothing", async () => {
    const ticket = await createTicket(author, "Hole test ticket, please ignore");
    const writer = new TicketLiveClient(await open(author));
    const reader = new TicketLiveClient(await open(tech));
    const delivered = () => reader.messages(ticket.id).map((m) => m.seq);
    reader.open(ticket.id);
    await expect.poll(delivered).toEqual([1]);
    // The reader's live events stop (as a dropped broadcast would), three messages are sent, and
    // only the last one's event reaches it: the two before must come by themselves.
    const [listener] = reader.socket.listeners("receive-message");
    reader.socket.off("receive-message", listener);
    const sent = ["one", "two", "three"].map((text) => writer.send(ticket.id, text));
    await expect.poll(() => writer.pendingFor(ticket.id).length).toBe(0);
    // Sent at once from one socket, they are numbered in the order they were written.
    expect(
      sent.map(({ clientId }) => writer.messages(ticket.id).find((m) => m.clientId === clientId)?.seq),
    ).toEqual([2, 3, 4]);
    const last = writer.messages(ticket.id).find((m) => m.clientId === sent[2].clientId)!;
    reader.socket.on("receive-message", listener);
    listener({ ticket: writer.ticket(ticket.id)!, message: last });
    await expect.poll(delivered, { timeout: 5_000 }).toEqual([1, 2, 3, 4]);

    // A thread seeded with holes (1, 2 and 4; or 2, 3 and 4) asks after 2, or after 0 — not after 4.
    const all = reader.messages(ticket.id);
    const seeded = [];
    for (const held of [[all[0], all[1], all[3]], all.slice(1)]) {
      const client = new TicketLiveClient(await open(tech));
      client.seed(reader.ticket(ticket.id)!, held);
      client.open(ticket.id);
      await expect.poll(() => client.messages(ticket.id).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
      seeded.push(client);
    }
    for (const client of [writer, reader, ...seeded]) client.dispose();
  });
});

describe.each(liveBackings({ both: true }))("socket sessions and message limits (%s)", (backing) => {
  let server: LiveServer;
  const sockets: TicketClientSocket[] = [];
  const open = socketOpener(() => server, sockets);

  beforeAll(async () => {
    server = await startLiveServer(backing, {
      SOCKET_SESSION_CHECK_SECONDS: "0.2",
      TICKET_MESSAGE_LIMITS: "3/2,5/60",
    });
    // Counters are per process and keyed by user id, which each backing's database numbers from 1.
    resetLimiters();
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await server?.stop();
  });

  it("drops a listening socket whose session expired at the next periodic check, not the user's other session", async () => {
    const first = await makeActor("client");
    const second = await anotherSession(first);
    const [expiring, staying] = [await open(first), await open(second)];
    const gone = disconnection(expiring);
    const id = first.cookie.split("=")[1];
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, sha256(id)));
    expect(await gone).toBe("io server disconnect");
    expect((await ask(staying, "request-notifications")).ok).toBe(true);
  });

  it("re-checks the session with every message: an expired session or a blocked user is refused at once", async () => {
    // Changed in the database behind the server's back (no logout, no block action), so only the
    // check inside the message's own query can notice.
    for (const end of ["expire", "block"] as const) {
      const writer = await makeActor("client");
      const ticket = await createTicket(writer, `Session check (${end}), please ignore`);
      const socket = await open(writer);
      expect((await ask(socket, "send-message", { ticketId: ticket.id, message: "still here" })).ok).toBe(
        true,
      );
      if (end === "expire")
        await db()
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(sessions.idHash, sha256(writer.cookie.split("=")[1])));
      else await db().update(users).set({ isBlocked: true }).where(eq(users.id, writer.user.id));
      // The server drops the socket before any acknowledgement could reach it.
      const gone = disconnection(socket);
      const sent = ask(socket, "send-message", { ticketId: ticket.id, message: "after the end" });
      await expect(sent).rejects.toThrow(/disconnected/);
      expect(await gone).toBe("io server disconnect");
      const stored = await db().select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticket.id));
      expect(stored.map((m) => m.text)).not.toContain("after the end");
    }
  });

  it("limits the messages a user sends in a row; the outbox resends a refused one after the wait", async () => {
    const writer = await makeActor("client");
    const ticket = await createTicket(writer, "Rate limit test ticket, please ignore");
    const socket = await open(writer);
    const say = (message: string) =>
      ask(socket, "send-message", { ticketId: ticket.id, message }) as Promise<
        { ok: true } | { ok: false; error: string; retryAfterMs?: number }
      >;
    for (const text of ["one", "two", "three"]) expect((await say(text)).ok).toBe(true);
    const refused = await say("one too many");
    expect(refused).toMatchObject({ ok: false, error: "RATE_LIMITED" });
    if (!refused.ok) expect(refused.retryAfterMs).toBeGreaterThan(0);
    if (!refused.ok) expect(refused.retryAfterMs).toBeLessThanOrEqual(2000);

    // The browser's outbox keeps it as waiting (not failed) and sends it once the limit allows.
    const client = new TicketLiveClient(socket);
    client.send(ticket.id, "sent after the wait");
    await expect.poll(() => client.pendingFor(ticket.id)[0]?.waiting).toBe("RATE_LIMITED");
    expect(client.pendingFor(ticket.id)[0].error).toBeUndefined();
    await expect.poll(() => client.pendingFor(ticket.id).length, { timeout: 5000 }).toBe(0);
    const stored = await db()
      .select({ text: ticketMessages.text })
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, ticket.id));
    expect(stored.map((m) => m.text)).toContain("sent after the wait");
    expect(stored.map((m) => m.text)).not.toContain("one too many");
    client.dispose();

    // The per-minute cap (5) outlasts the burst window: its wait is the minute's.
    expect((await say("five")).ok).toBe(true);
    const capped = await say("six");
    expect(capped).toMatchObject({ ok: false, error: "RATE_LIMITED" });
    if (!capped.ok) expect(capped.retryAfterMs).toBeGreaterThan(2000);
  });
});
