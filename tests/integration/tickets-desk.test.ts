import { and, count, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  aiChatSessions,
  auditLog,
  cannedReplies,
  linkedAccounts,
  PaymentStatus,
  paymentEvents,
  purchases,
  ticketNotes,
  tickets,
  ticketTranscripts,
  users,
} from "~/db/schema";
import { action as repliesAction, loader as repliesPage } from "~/routes/admin.replies";
import { loader as overviewPage } from "~/routes/admin.index";
import { sendMessage as askAssistant, startChat } from "~/services/assistant/sessions.server";
import { action as createAction } from "~/routes/api/tickets.create";
import { action as subscribeAction } from "~/routes/api/users.subscribe-notification";
import { action as ticketPageAction, loader as ticketPage } from "~/routes/profile.ticket";
import { loader as ticketsPage } from "~/routes/profile.tickets";
import {
  blockTicketAuthor,
  closeTicket,
  sendMessage,
  takeInWork,
  takeNeedHelpInWork,
} from "~/services/tickets/commands.server";
import { requestHelp } from "~/services/tickets/commands.server";
import { deskFigures } from "~/services/tickets/desk-figures.server";
import { listTickets } from "~/services/tickets/queries.server";
import { setUserRole } from "~/services/users/customer-admin.server";
import type { ThreadData } from "~/services/tickets/pages.server";
import type { TicketClientSocket } from "~/utils/ticket-live-client";
import type { TicketNoteView, TicketView } from "~/utils/tickets";
import { startPushService, subscriptionFor, trustingSelfSigned } from "../mocks/push-service";
import { startSmtpCapture } from "../mocks/smtp-capture";
import { liveHub, rooms } from "~/services/realtime/live-hub.server";
import { callRoute, postForm, postJson } from "../support/route-calls";
import {
  ask,
  connect,
  connected,
  disconnection,
  jarOf,
  liveBackings,
  makeActor,
  next,
  startLiveServer,
  type Actor,
  type LiveServer,
} from "../support/live-server";
import { minor } from "../support/money";

/**
 * The faster desk (issue: support that knows the customer): internal notes and who may see them.
 * One server for the suite, on Postgres when the machine has it (the live suites cover PGlite).
 */
describe("support desk", () => {
  let server: LiveServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let author: Actor, other: Actor, tech: Actor, tech2: Actor, owner: Actor;
  const sockets: TicketClientSocket[] = [];
  const open = async (actor: Actor) => {
    const socket = connect(server.url, actor.cookie);
    sockets.push(socket);
    await connected(socket);
    // One round trip: the socket is in its rooms before anything below publishes.
    await ask(socket, "request-notifications");
    return socket;
  };
  /** Every event a socket receives, as text, to search for what must never reach it. */
  const everything = (socket: TicketClientSocket) => {
    const seen: string[] = [];
    socket.onAny((event: string, payload: unknown) => seen.push(`${event} ${JSON.stringify(payload)}`));
    return seen;
  };
  /** POST /api/tickets/create as a customer would, with the form's other fields in `extra`. */
  const createWith = (actor: Actor, extra: Record<string, unknown>) =>
    callRoute(createAction, "/api/tickets/create?lang=en", {
      jar: jarOf(actor),
      init: postJson({ subject: "cheatProblem", termOfUse: true, personalData: true, ...extra }),
    });
  const createTicket = async (actor: Actor, message = "My cheat does not start after the update") => {
    const response = await createWith(actor, { message });
    expect(response.status).toBe(201);
    return (await response.json()) as TicketView;
  };
  const pageJson = async (actor: Actor, id: number) => {
    const page = await callRoute(ticketPage, `/en/profile/ticket/${id}`, {
      jar: jarOf(actor),
      params: { id: String(id) },
    });
    return page.status === 200 ? await page.text() : `status ${page.status}`;
  };

  beforeAll(async () => {
    // The push stand-in runs on loopback, which the public-push-service rule refuses otherwise.
    smtp = await startSmtpCapture();
    server = await startLiveServer(liveBackings().at(-1)!, {
      SMTP_URL: smtp.url,
      PUSH_ALLOW_PRIVATE_HOSTS: "127.0.0.1",
      TICKET_OPEN_LIMIT: "50",
    });
    author = await makeActor("client", "nina");
    other = await makeActor("client", "mark");
    tech = await makeActor("techsupport", "tara");
    tech2 = await makeActor("techsupport", "tim");
    owner = await makeActor("owner", "oleg");
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await server?.stop();
    await smtp?.close();
  });

  describe("internal notes", () => {
    it("are kept and read only by staff who may read the ticket, never by its author (socket and page matrix)", async () => {
      const ticket = await createTicket(author);
      await takeInWork(tech.user, ticket.id);
      const [a, x, t1, t2, o] = await Promise.all([author, other, tech, tech2, owner].map(open));
      const add = (socket: TicketClientSocket, text: string) =>
        ask<TicketNoteView>(socket, "add-note", { ticketId: ticket.id, text });
      const load = (socket: TicketClientSocket) =>
        ask<TicketNoteView[]>(socket, "request-ticket-notes", { ticketId: ticket.id });

      // Who may add: the assigned tech support and the owner; the author and another customer
      // are refused as customers, the other tech support cannot read a colleague's open ticket.
      const cases: [TicketClientSocket, string, { ok: boolean; error?: string }][] = [
        [a, "author", { ok: false, error: "FORBIDDEN" }],
        [x, "other customer", { ok: false, error: "FORBIDDEN" }],
        [t2, "other tech support", { ok: false, error: "NOT_FOUND" }],
        [t1, "assigned tech support", { ok: true }],
        [o, "owner", { ok: true }],
      ];
      for (const [socket, who, expected] of cases) {
        expect(await add(socket, `note by ${who}`), `add as ${who}`).toMatchObject(expected);
        expect(await load(socket), `load as ${who}`).toMatchObject(expected);
      }
      const stored = await db().select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticket.id));
      expect(stored.map((n) => n.text).sort()).toEqual(["note by assigned tech support", "note by owner"]);
      const loaded = await load(o);
      expect(loaded.ok && loaded.data.map((n) => [n.text, n.author?.login])).toEqual([
        ["note by assigned tech support", "tara"],
        ["note by owner", "oleg"],
      ]);

      // The page data (what the HTML is rendered from): notes for staff, nothing for others.
      expect(await pageJson(tech, ticket.id)).toContain("note by assigned tech support");
      expect(await pageJson(owner, ticket.id)).toContain("note by owner");
      const authorPage = await pageJson(author, ticket.id);
      expect(authorPage).toContain("My cheat does not start");
      expect(authorPage).not.toContain("note by");
      expect(JSON.parse(authorPage).thread.notes).toBeNull();
      expect(await pageJson(other, ticket.id)).toBe("status 404");
      const list = await callRoute(ticketsPage, `/en/profile/tickets?ticket=${ticket.id}`, {
        jar: jarOf(author),
      });
      expect(await list.text()).not.toContain("note by");
      for (const s of [a, x, t1, t2, o]) s.disconnect();
    });

    it("reach the other staff live and never the customer's socket or push; a resend is stored once", async () => {
      const pushService = await startPushService();
      try {
        await trustingSelfSigned(async () => {
          const ticket = await createTicket(author, "The loader closes right after the splash screen");
          const saved = await callRoute(subscribeAction, "/api/users/subscribe/notification", {
            jar: jarOf(author),
            init: postJson({ subscription: subscriptionFor(`${pushService.url}/push/notes`) }),
          });
          expect(saved.status).toBe(201);
          await takeInWork(tech.user, ticket.id);
          const [a, t1, o, x] = await Promise.all([author, tech, owner, other].map(open));
          const [toAuthor, toOther] = [everything(a), everything(x)];

          const seenByOwner = next(o, "ticket-note", (p) => p.ticketId === ticket.id);
          const clientId = crypto.randomUUID();
          const secret = "Second ban this month: refund refused (internal)";
          const first = await ask<TicketNoteView>(t1, "add-note", {
            ticketId: ticket.id,
            text: secret,
            clientId,
          });
          expect(first).toMatchObject({ ok: true, data: { text: secret, clientId } });
          expect((await seenByOwner).note).toMatchObject({ text: secret, author: { login: "tara" } });
          // The same note again (a resend after a lost acknowledgement): one row, the same note.
          const again = await ask<TicketNoteView>(t1, "add-note", {
            ticketId: ticket.id,
            text: secret,
            clientId,
          });
          expect(again.ok && first.ok && again.data.id).toBe(first.ok && first.data.id);
          expect(
            await db().select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticket.id)),
          ).toHaveLength(1);

          // A message after the note reaches the customer (socket and push); the note never did,
          // and it took no sequence number.
          const answer = next(a, "receive-message", (p) => p.message.ticketId === ticket.id);
          await sendMessage(tech.user, {
            ticketId: ticket.id,
            message: "Please send a screenshot",
            files: [],
          });
          expect((await answer).message.seq).toBe(2);
          await expect.poll(() => pushService.deliveries.length, { timeout: 5000 }).toBe(1);
          expect(toAuthor.join("\n")).toContain("Please send a screenshot");
          expect(toAuthor.join("\n")).not.toContain("refund refused");
          expect(toOther.join("\n")).not.toContain("refund refused");
          const [row] = await db().select().from(tickets).where(eq(tickets.id, ticket.id));
          expect(row.lastMessageSeq).toBe(2);
          for (const s of [a, t1, o, x]) s.disconnect();
        });
      } finally {
        await pushService.close();
      }
    });

    it("are never shown to a staff member on their own ticket, live or on the page", async () => {
      // tim files a ticket himself (as a customer would); tara answers it and notes something.
      const ticket = await createTicket(tech2, "My own account lost its bonus level");
      await takeInWork(tech.user, ticket.id);
      const timSocket = await open(tech2);
      const toTim = everything(timSocket);
      const t1 = await open(tech);
      const o = await open(owner);
      const seenByOwner = next(o, "ticket-note", (p) => p.ticketId === ticket.id);
      expect(
        await ask(t1, "add-note", { ticketId: ticket.id, text: "Checked his order history (internal)" }),
      ).toMatchObject({ ok: true });
      await seenByOwner;
      expect(await ask(timSocket, "request-ticket-notes", { ticketId: ticket.id })).toEqual({
        ok: false,
        error: "FORBIDDEN",
      });
      expect(toTim.join("\n")).not.toContain("order history");
      expect(await pageJson(tech2, ticket.id)).not.toContain("order history");
      for (const s of [timSocket, t1, o]) s.disconnect();
    });

    it("stop reaching a tech support the moment the owner takes the role away", async () => {
      const dora = await makeActor("techsupport", "dora");
      const socket = await open(dora);
      const gone = disconnection(socket);
      await setUserRole({ actor: owner.user, via: "console" }, dora.user.id, "client");
      expect(await gone).toBe("io server disconnect");
      // Signed in again as a customer, the staff rooms are not joined: no note reaches the socket.
      const again = await open({ ...dora, user: { ...dora.user, role: "client" } });
      const seen = everything(again);
      const ticket = await createTicket(author, "Anything for the review queue");
      const o = await open(owner);
      const noted = next(o, "ticket-note", (p) => p.ticketId === ticket.id);
      await ask(o, "add-note", { ticketId: ticket.id, text: "Unassigned, note for the desk" });
      await noted;
      await ask(again, "request-notifications");
      expect(seen.join("\n")).not.toContain("note for the desk");
      o.disconnect();
    });

    it("never reach a tech support demoted while their connection was down, when it comes back", async () => {
      const edna = await makeActor("techsupport", "edna");
      const socket = await open(edna);
      const seen = everything(socket);
      // A broadcast reaches her first: a client asks to recover from the offset of the last one it
      // received, so without it there is nothing to recover and the test would prove nothing.
      const announced = next(socket, "new-ticket", (p) => p.ticket.subject === "cheatProblem");
      await createTicket(author, "Something for the desk before the network drops");
      await announced;
      // The network drops (the server sees the transport close and keeps the connection's state
      // for its recovery)… Waited for on the server's side: a role change that reached a socket the
      // server still held would end it with a server disconnect, which keeps nothing to recover.
      const onServer = [...server.running.sockets.io.of("/").sockets.values()].find(
        (s) => s.data.userId === edna.user.id,
      )!;
      const droppedOnServer = new Promise<string>((resolve) => onServer.once("disconnect", resolve));
      socket.io.reconnection(false);
      const dropped = disconnection(socket);
      socket.io.engine.close();
      await dropped;
      // A drop reads "transport close" or, when the socket ends without a closing frame, "transport
      // error": either keeps the connection's state for its recovery.
      expect(["transport close", "transport error"]).toContain(await droppedOnServer);
      // …the owner makes her a customer meanwhile, and a note is written for the desk.
      await setUserRole({ actor: owner.user, via: "console" }, edna.user.id, "client");
      const ticket = await createTicket(author, "Anything for the unassigned queue");
      const o = await open(owner);
      const noted = next(o, "ticket-note", (p) => p.ticketId === ticket.id);
      await ask(o, "add-note", { ticketId: ticket.id, text: "Desk only: written while edna was away" });
      await noted;
      // Her browser comes back: the recovery of the staff connection is refused, nothing replayed.
      await expect(connected(socket.connect())).rejects.toThrow(/UNAUTHORIZED/);
      expect(seen.join("\n")).not.toContain("while edna was away");
      o.disconnect();
    });

    it("can be written without JavaScript: the reply form's Note button posts a note, not a message", async () => {
      const ticket = await createTicket(author, "Payment went through but no key arrived");
      await takeInWork(tech.user, ticket.id);
      const path = `/ru/profile/ticket/${ticket.id}`;
      const post = (fields: Record<string, string>) =>
        callRoute(ticketPageAction, path, {
          jar: jarOf(tech),
          params: { id: String(ticket.id) },
          init: postForm({ ticketId: String(ticket.id), ...fields }),
        });
      const clientId = crypto.randomUUID();
      const note = { intent: "reply", kind: "note", message: "Checked the payment log", clientId };
      expect((await post(note)).status).toBe(302);
      // Resubmitted (the browser's back-and-repost): stored once.
      expect((await post(note)).status).toBe(302);
      // The note form of a ticket staff do not answer posts the same way.
      expect((await post({ intent: "note", message: "Owner: refund approved" })).status).toBe(302);
      const empty = await post({ intent: "note", message: "   " });
      expect(await empty.json()).toMatchObject({ ok: false, error: "INVALID" });
      const notes = await db().select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticket.id));
      expect(notes.map((n) => n.text)).toEqual(["Checked the payment log", "Owner: refund approved"]);
      const [row] = await db().select().from(tickets).where(eq(tickets.id, ticket.id));
      expect(row.lastMessageSeq).toBe(1);
      expect(row.firstResponseAt).toBeNull();
      // A customer's post of the same form is refused.
      const refused = await callRoute(ticketPageAction, path, {
        jar: jarOf(author),
        params: { id: String(ticket.id) },
        init: postForm({ ticketId: String(ticket.id), intent: "note", message: "let me in" }),
      });
      expect(await refused.json()).toMatchObject({ ok: false, error: "FORBIDDEN" });
    });
  });

  describe("canned replies", () => {
    const save = (actor: Actor, fields: Record<string, string>) =>
      callRoute(repliesAction, "/en/admin/replies", { jar: jarOf(actor), init: postForm(fields) });

    it("are written by the owner only, checked, and kept in the audit log", async () => {
      expect((await callRoute(repliesPage, "/admin/replies", { jar: jarOf(owner) })).status).toBe(200);
      expect((await callRoute(repliesPage, "/admin/replies", { jar: jarOf(tech) })).status).toBe(403);
      expect((await callRoute(repliesPage, "/admin/replies", { jar: jarOf(author) })).status).toBe(403);
      const reply = {
        intent: "save",
        title: "Refund rules",
        bodyRu: "{login}, возврат по обращению №{ticket} за {product} — в течение суток.",
        bodyEn: "{login}, the refund for ticket #{ticket} for {product} takes up to a day.",
      };
      expect((await save(tech, reply)).status).toBe(403);
      expect((await save(author, reply)).status).toBe(403);
      expect(await db().select().from(cannedReplies)).toEqual([]);

      const refused = await (await save(owner, { ...reply, title: " ", bodyEn: "x".repeat(501) })).json();
      expect(refused).toMatchObject({
        ok: false,
        fields: { title: ["validation.required"], bodyEn: ["console.errors.replyBody"] },
      });
      expect(await (await save(owner, reply)).json()).toMatchObject({ ok: true });
      const [stored] = await db().select().from(cannedReplies);
      expect(stored).toMatchObject({ title: "Refund rules", bodyEn: reply.bodyEn });
      const changed = { ...reply, id: String(stored.id), title: "Refunds" };
      expect(await (await save(owner, changed)).json()).toMatchObject({ ok: true });
      const gone = await (await save(owner, { intent: "delete", id: "999999" })).json();
      expect(gone).toMatchObject({ ok: false, error: "NOT_FOUND" });
      const audit = await db()
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, "cannedReply"), eq(auditLog.entityId, String(stored.id))));
      expect(audit.map((a) => a.action).sort()).toEqual(["cannedReply.create", "cannedReply.update"]);
    });

    it("come to staff answering a ticket in the customer's language with its variables, never to others", async () => {
      const [reply] = await db().select().from(cannedReplies);
      const ticket = await createTicket(author, "Где мой возврат за прошлую неделю?");
      await db().update(users).set({ lang: "ru" }).where(eq(users.id, author.user.id));
      await takeInWork(tech.user, ticket.id);
      const thread = async (actor: Actor, query = "") => {
        const page = await callRoute(ticketPage, `/en/profile/ticket/${ticket.id}${query}`, {
          jar: jarOf(actor),
          params: { id: String(ticket.id) },
        });
        return ((await page.json()) as { thread: ThreadData }).thread;
      };
      const staff = await thread(tech);
      // Russian, the customer's language (the page is English); {product}: the ticket is about no
      // purchase, so the reply says what it lacks and is never inserted.
      expect(staff.canned).toContainEqual({
        id: reply.id,
        title: "Refunds",
        text: `nina, возврат по обращению №${ticket.id} за {product} — в течение суток.`,
        missing: ["product"],
      });
      expect((await thread(author)).canned).toBeNull();
      // The owner reading a colleague's ticket does not answer it: no replies offered.
      expect((await thread(owner)).canned).toBeNull();
      // Picked without JavaScript: a reply this ticket lacks a value for fills nothing.
      expect((await thread(tech, `?canned=${ticket.id}:${reply.id}`)).draft).toBe("");
      // One it has every value for fills the box; another ticket's pick does not.
      await db()
        .update(cannedReplies)
        .set({ bodyRu: "{login}, возврат по обращению №{ticket} — в течение суток." })
        .where(eq(cannedReplies.id, reply.id));
      expect((await thread(tech, `?canned=${ticket.id}:${reply.id}`)).draft).toBe(
        `nina, возврат по обращению №${ticket.id} — в течение суток.`,
      );
      expect((await thread(tech, `?canned=${ticket.id + 1}:${reply.id}`)).draft).toBe("");
      expect((await thread(author, `?canned=${ticket.id}:${reply.id}`)).draft).toBe("");
      await db().update(users).set({ lang: "en" }).where(eq(users.id, author.user.id));
      expect((await thread(tech)).canned?.find((c) => c.id === reply.id)?.text).toBe(
        `nina, the refund for ticket #${ticket.id} for {product} takes up to a day.`,
      );
    });
  });

  describe("ratings", () => {
    it("let the author rate a closed ticket once or again, refuse everyone else, and reach staff live", async () => {
      const ticket = await createTicket(author, "The key was rejected by the loader");
      await takeInWork(tech.user, ticket.id);
      const rate = (actor: Actor, fields: Record<string, string>) =>
        callRoute(ticketPageAction, `/ru/profile/ticket/${ticket.id}`, {
          jar: jarOf(actor),
          params: { id: String(ticket.id) },
          init: postForm({ intent: "rate", ticketId: String(ticket.id), ...fields }),
        });
      // Not while it is open.
      expect(await (await rate(author, { rating: "5" })).json()).toMatchObject({ error: "NOT_ALLOWED" });
      // The customer's words the owner never opened: counted while open, not once it is closed.
      await sendMessage(author.user, {
        ticketId: ticket.id,
        message: "Still rejected, any news?",
        files: [],
      });
      const unreadFor = async (list: "all" | "mine", reader: Actor) =>
        (await listTickets(reader.user, list)).find((t) => t.id === ticket.id)?.unread;
      expect(await unreadFor("all", owner)).toBeGreaterThan(0);
      await closeTicket(tech.user, ticket.id);
      expect(await unreadFor("all", owner)).toBe(0);
      expect(await rate(other, { rating: "1" }).then((r) => r.json())).toMatchObject({ error: "NOT_FOUND" });
      expect(await (await rate(tech, { rating: "5" })).json()).toMatchObject({ error: "NOT_ALLOWED" });
      expect(await (await rate(owner, { rating: "5" })).json()).toMatchObject({ error: "NOT_ALLOWED" });
      for (const bad of ["0", "6", "2.5", "", "five"])
        expect(await (await rate(author, { rating: bad })).json(), `rating ${bad}`).toMatchObject({
          ok: false,
          error: "INVALID",
          fields: { rating: ["tickets.errors.ratingRequired"] },
        });

      const t1 = await open(tech);
      const seen = next(
        t1,
        "send-ticket-messages",
        (p) => p.ticket.id === ticket.id && p.ticket.rating === 2,
      );
      const first = await rate(author, { rating: "2", comment: "  Slow, but it works now " });
      expect(first.status).toBe(302);
      expect((await seen).ticket.ratingComment).toBe("Slow, but it works now");
      // Rated again: the new rating replaces the old one; an empty comment clears it.
      expect((await rate(author, { rating: "4", comment: "" })).status).toBe(302);
      const [row] = await db().select().from(tickets).where(eq(tickets.id, ticket.id));
      expect(row).toMatchObject({ rating: 4, ratingComment: null });
      expect(row.ratedAt).toBeInstanceOf(Date);
      const staffView = JSON.parse(await pageJson(tech, ticket.id)).thread.ticket;
      expect(staffView).toMatchObject({ rating: 4, ratingComment: null });
      t1.disconnect();
    });
  });

  describe("per-staff figures", () => {
    it("count, per staff member, the tickets resolved in 7 and 30 days with median times and average rating", async () => {
      const fiona = await makeActor("techsupport", "fiona");
      const owen = await makeActor("owner", "owen");
      const idle = await makeActor("techsupport", "ivan");
      const now = new Date();
      const ago = (days: number, minutes = 0) =>
        new Date(now.getTime() - days * 86_400_000 + minutes * 60_000);
      /** A ticket fiona took, answered after `first` minutes and resolved after `resolved` minutes. */
      const handled = async (daysAgo: number, first: number, resolved: number, rating: number | null) => {
        const t = await createTicket(author, `Figures ticket ${daysAgo}/${first}`);
        await takeInWork(fiona.user, t.id);
        await closeTicket(fiona.user, t.id);
        await db()
          .update(tickets)
          .set({
            createdAt: ago(daysAgo),
            firstResponseAt: ago(daysAgo, first),
            resolvedAt: ago(daysAgo, resolved),
            rating,
          })
          .where(eq(tickets.id, t.id));
        return t;
      };
      await handled(1, 10, 60, 5);
      await handled(2, 30, 120, 3);
      await handled(3, 20, 90, null);
      await handled(20, 100, 600, 1);
      // Escalated: fiona asked for help, owen took it; it counts for both.
      const escalated = await createTicket(author, "Figures: escalated to the owner");
      await takeInWork(fiona.user, escalated.id);
      await requestHelp(fiona.user, escalated.id);
      await takeNeedHelpInWork(owen.user, escalated.id);
      await closeTicket(owen.user, escalated.id);
      await db()
        .update(tickets)
        .set({ createdAt: ago(4), firstResponseAt: ago(4, 40), resolvedAt: ago(4, 300), rating: 4 })
        .where(eq(tickets.id, escalated.id));
      // Resolved 40 days ago: in neither window.
      await handled(40, 5, 5, 1);
      // owen took one as tech support, asked for help and took it himself: it counts once.
      const alone = await createTicket(author, "Figures: the owner on both sides");
      await takeInWork(owen.user, alone.id);
      await requestHelp(owen.user, alone.id);
      await takeNeedHelpInWork(owen.user, alone.id);
      await closeTicket(owen.user, alone.id);
      // A ticket closed because its author was blocked is nobody's resolution.
      const spammer = await makeActor("client", "spammer");
      const spam = await createTicket(spammer, "Buy my cheap keys at a shady site");
      await takeInWork(fiona.user, spam.id);
      await blockTicketAuthor(fiona.user, spam.id);
      const [blockedRow] = await db().select().from(tickets).where(eq(tickets.id, spam.id));
      expect(blockedRow).toMatchObject({ closed: true, resolvedAt: null });

      const week = await deskFigures(7, now);
      const month = await deskFigures(30, now);
      const row = (list: typeof week, login: string) => list.find((r) => r.login === login);
      // Week: first responses 10, 30, 20, 40 → median 25; resolutions 60, 120, 90, 300 → 105.
      expect(row(week, "fiona")).toMatchObject({
        role: "techsupport",
        handled: 4,
        medianFirstResponseMin: 25,
        medianResolutionMin: 105,
        averageRating: 4,
        ratings: 3,
      });
      expect(row(month, "fiona")).toMatchObject({
        handled: 5,
        medianFirstResponseMin: 30,
        medianResolutionMin: 120,
        averageRating: 3.3,
        ratings: 4,
      });
      expect(row(week, "owen")).toMatchObject({ role: "owner", handled: 2, averageRating: 4, ratings: 1 });
      expect(row(week, "ivan")).toEqual({
        id: idle.user.id,
        login: "ivan",
        role: "techsupport",
        handled: 0,
        medianFirstResponseMin: null,
        medianResolutionMin: null,
        averageRating: null,
        ratings: 0,
      });
      expect(row(week, "nina")).toBeUndefined();

      // The console's overview shows them to the owner only, for the window asked for.
      const overview = async (actor: Actor, query = "") =>
        (await (await callRoute(overviewPage, `/en/admin${query}`, { jar: jarOf(actor) })).json()) as {
          desk: { days: number; figures: { login: string; handled: number }[] } | null;
        };
      const ownerView = await overview(owner, "?desk=30");
      expect(ownerView.desk?.days).toBe(30);
      expect(ownerView.desk?.figures.find((f) => f.login === "fiona")?.handled).toBe(5);
      expect((await overview(owner, "?desk=9999")).desk?.days).toBe(7);
      expect((await overview(tech)).desk).toBeNull();
    });
  });

  describe("tickets about a purchase", () => {
    const buy = async (actor: Actor, key: string) => {
      const [row] = await db()
        .insert(purchases)
        .values({
          userId: actor.user.id,
          email: actor.user.email,
          invoiceId: `desk-${crypto.randomUUID()}`,
          kind: "cheat",
          nameRu: "Фантом ESP",
          nameEn: "Phantom ESP",
          valueTextRu: "30 дней",
          valueTextEn: "30 days",
          periodDays: 30,
          amountMinor: minor(99_000),
          currency: 0,
          status: PaymentStatus.Payed,
          delivery: key,
        })
        .returning();
      return row;
    };
    const createAbout = (actor: Actor, purchaseId: unknown) =>
      createWith(actor, { message: "The key from this order is rejected", purchaseId });

    it("take only the customer's own purchase; the card and side panel show it to those allowed", async () => {
      const mine = await buy(author, "NINA-7Q2W-9F2A-K3Y1");
      const theirs = await buy(other, "MARK-0000-1111-2222");
      // A payment the customer abandoned: listed, never counted as a purchase.
      const abandoned = await buy(author, "");
      await db().update(purchases).set({ status: PaymentStatus.Fail }).where(eq(purchases.id, abandoned.id));
      await db().insert(paymentEvents).values({
        invoiceId: mine.invoiceId,
        purchaseId: mine.id,
        signatureValid: true,
        outcome: "paid",
        payload: {},
      });
      await db()
        .insert(linkedAccounts)
        .values({ userId: author.user.id, provider: "steam", providerAccountId: `steam-${author.user.id}` });

      // Another customer's purchase, or one that does not exist, is refused with a field error.
      for (const id of [theirs.id, 999_999]) {
        const refused = await createAbout(author, id);
        expect(refused.status).toBe(422);
        expect(await refused.json()).toMatchObject({
          code: "PURCHASE_INVALID",
          errors: { purchaseId: [expect.stringContaining("not one of your purchases")] },
        });
      }
      // More past tickets than the panel lists.
      await db()
        .insert(tickets)
        .values(
          Array.from({ length: 9 }, () => ({
            authorId: author.user.id,
            subject: "anotherQuestion" as const,
            closed: true,
            closedAt: new Date(),
          })),
        );
      const created = await createAbout(author, mine.id);
      expect(created.status).toBe(201);
      const ticket = (await created.json()) as TicketView;
      expect(ticket.purchaseId).toBe(mine.id);
      await takeInWork(tech.user, ticket.id);

      const thread = async (actor: Actor) => {
        const page = await callRoute(ticketPage, `/en/profile/ticket/${ticket.id}`, {
          jar: jarOf(actor),
          params: { id: String(ticket.id) },
        });
        return page.status === 200 ? ((await page.json()) as { thread: ThreadData }).thread : null;
      };
      const forAuthor = await thread(author);
      expect(forAuthor?.purchase).toMatchObject({
        id: mine.id,
        name: "Phantom ESP",
        valueText: "30 days",
        status: PaymentStatus.Payed,
        maskedKey: `${"•".repeat(8)}K3Y1`,
      });
      expect(JSON.stringify(forAuthor)).not.toContain("7Q2W-9F2A");
      expect(forAuthor?.customer).toBeNull();
      const forStaff = await thread(tech);
      expect(forStaff?.purchase?.maskedKey).toBe(`${"•".repeat(8)}K3Y1`);
      expect(JSON.stringify(forStaff)).not.toContain("7Q2W-9F2A");
      expect(forStaff?.customer).toMatchObject({
        login: "nina",
        providers: ["steam"],
        events: [{ outcome: "paid", signatureValid: true }],
      });
      expect(forStaff?.customer?.purchases.map((p) => p.id)).toContain(mine.id);
      expect(forStaff?.customer?.purchases.map((p) => p.id)).not.toContain(theirs.id);
      expect(forStaff?.customer?.tickets.map((t) => t.id)).not.toContain(ticket.id);
      expect(forStaff?.customer?.tickets.length).toBeGreaterThan(0);
      // The list shows the newest few; the summary counts them all.
      const [{ others }] = await db()
        .select({ others: count() })
        .from(tickets)
        .where(and(eq(tickets.authorId, author.user.id), ne(tickets.id, ticket.id)));
      expect(others).toBeGreaterThan(forStaff!.customer!.tickets.length);
      expect(forStaff?.customer?.ticketCount).toBe(others);
      // Purchases are counted as the console's customer list counts them: paid ones only.
      const [{ paid }] = await db()
        .select({ paid: count() })
        .from(purchases)
        .where(and(eq(purchases.userId, author.user.id), eq(purchases.status, PaymentStatus.Payed)));
      expect(forStaff?.customer?.purchaseCount).toBe(paid);
      expect(paid).toBeLessThan(
        (await db().select().from(purchases).where(eq(purchases.userId, author.user.id))).length,
      );
      expect((await thread(owner))?.customer?.login).toBe("nina");
      // Canned replies fill {product} from the ticket's purchase, in the customer's language.
      expect(forStaff?.canned?.find((c) => c.title === "Refunds")?.text).toContain("for Phantom ESP takes");
      expect(await thread(tech2)).toBeNull();
      expect(await thread(other)).toBeNull();
    });

    it("reveal the whole key to its buyer and to staff (audited), and to nobody else", async () => {
      const mine = await buy(author, "NINA-REVEAL-0042");
      const ticket = (await (await createAbout(author, mine.id)).json()) as TicketView;
      await takeInWork(tech.user, ticket.id);
      const reveal = (actor: Actor) =>
        callRoute(ticketPageAction, `/en/profile/ticket/${ticket.id}`, {
          jar: jarOf(actor),
          params: { id: String(ticket.id) },
          init: postForm({ intent: "revealKey", ticketId: String(ticket.id) }),
        }).then((r) => r.json());
      const audits = () =>
        db()
          .select({ actor: auditLog.actorLogin, after: auditLog.after })
          .from(auditLog)
          .where(and(eq(auditLog.action, "order.reveal"), eq(auditLog.entityId, String(mine.id))));
      expect(await reveal(author)).toMatchObject({ ok: true, key: "NINA-REVEAL-0042" });
      expect(await audits()).toEqual([]);
      expect(await reveal(tech)).toMatchObject({ ok: true, key: "NINA-REVEAL-0042" });
      expect(await audits()).toEqual([{ actor: "tara", after: { ticketId: ticket.id } }]);
      expect(await reveal(other)).toMatchObject({ ok: false, error: "NOT_FOUND" });
      expect(await reveal(tech2)).toMatchObject({ ok: false, error: "NOT_FOUND" });
      expect(await audits()).toHaveLength(1);
      // A ticket about no purchase has no key to reveal.
      const plain = await createTicket(author, "A question without a purchase");
      const none = await callRoute(ticketPageAction, `/en/profile/ticket/${plain.id}`, {
        jar: jarOf(author),
        params: { id: String(plain.id) },
        init: postForm({ intent: "revealKey", ticketId: String(plain.id) }),
      });
      expect(await none.json()).toMatchObject({ ok: false, error: "NOT_FOUND" });
    });
  });

  describe("tickets from the assistant", () => {
    const chat = async (actor: Actor | null, question: string) => {
      const started = await startChat({ sessionId: null, user: actor?.user ?? null, ip: "198.51.100.9" });
      await askAssistant({
        sessionId: started.sessionId,
        text: question,
        pageLang: "en",
        user: actor?.user ?? null,
        ip: "198.51.100.9",
      });
      return started.sessionId;
    };
    const createFrom = (actor: Actor, assistantSessionId: string) =>
      createWith(actor, { message: "The assistant could not help with my loader", assistantSessionId });

    it("carry the customer's own (or anonymous) chat into the ticket for its author and staff, never another's", async () => {
      const own = await chat(author, "My loader crashes with error 0xc000007b");
      const created = await createFrom(author, own);
      expect(created.status).toBe(201);
      const ticket = (await created.json()) as TicketView;
      const [stored] = await db()
        .select()
        .from(ticketTranscripts)
        .where(eq(ticketTranscripts.ticketId, ticket.id));
      expect(stored.lines.map((l) => l.isBot)).toEqual([false, true]);
      expect(stored.lines[0].text).toBe("My loader crashes with error 0xc000007b");
      await takeInWork(tech.user, ticket.id);
      const thread = async (actor: Actor) => {
        const page = await callRoute(ticketPage, `/en/profile/ticket/${ticket.id}`, {
          jar: jarOf(actor),
          params: { id: String(ticket.id) },
        });
        return page.status === 200 ? ((await page.json()) as { thread: ThreadData }).thread : null;
      };
      expect((await thread(author))?.transcript?.[0].text).toBe("My loader crashes with error 0xc000007b");
      expect((await thread(tech))?.transcript).toHaveLength(2);
      expect(await thread(other)).toBeNull();

      // Another customer's chat (someone else on this browser), or one long forgotten: the ticket
      // is made without it, and the other chat stays theirs.
      const theirs = await chat(other, "Is Phantom ESP undetected?");
      for (const id of [theirs, crypto.randomUUID()]) {
        const made = await createFrom(author, id);
        expect(made.status).toBe(201);
        const { id: ticketId } = (await made.json()) as TicketView;
        expect(
          await db().select().from(ticketTranscripts).where(eq(ticketTranscripts.ticketId, ticketId)),
        ).toEqual([]);
      }
      const [kept] = await db().select().from(aiChatSessions).where(eq(aiChatSessions.id, theirs));
      expect(kept.userId).toBe(other.user.id);

      // A chat begun before signing in becomes the customer's with the ticket.
      const anonymous = await chat(null, "How do I run the loader as administrator?");
      expect((await createFrom(author, anonymous)).status).toBe(201);
      const [claimed] = await db().select().from(aiChatSessions).where(eq(aiChatSessions.id, anonymous));
      expect(claimed.userId).toBe(author.user.id);
    });
  });

  describe("e-mail when away", () => {
    it("mails a staff reply to a customer with no socket and no push, once per ticket per 15 minutes, never a note", async () => {
      const walt = await makeActor("client", "walt");
      const ticket = await createTicket(walt, "My subscription days disappeared");
      await takeInWork(tech.user, ticket.id);
      const mailsToWalt = () =>
        smtp.messages.filter((m) =>
          (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(walt.user.email!)),
        );
      const reply = (message: string) => sendMessage(tech.user, { ticketId: ticket.id, message, files: [] });

      // Looking at the site: nothing is mailed. A note is never mailed.
      const socket = await open(walt);
      await reply("First answer while you are here");
      const t1 = await open(tech);
      await ask(t1, "add-note", { ticketId: ticket.id, text: "Walt was refunded once before (internal)" });
      socket.disconnect();
      await expect.poll(async () => (await liveHub()!.usersIn(rooms.user(walt.user.id))).length).toBe(0);

      await reply("Second answer after you left");
      const mail = await smtp.waitFor(walt.user.email!);
      expect(mail.subject).toBe(`Support replied to ticket #${ticket.id}`);
      expect(mail.text).toContain("Second answer after you left");
      expect(mail.text).toContain(`/en/profile/ticket/${ticket.id}`);
      expect(mail.html).toContain("Second answer after you left");
      for (const leak of ["First answer", "refunded once before", "tara"])
        expect(mail.text).not.toContain(leak);

      // Within 15 minutes: no second e-mail. The customer's own message never mails anyone.
      await reply("Third answer, still within the window");
      await db()
        .update(tickets)
        .set({ awayMailAt: new Date(Date.now() - 16 * 60 * 1000) })
        .where(eq(tickets.id, ticket.id));
      await sendMessage(walt.user, { ticketId: ticket.id, message: "Hello? Anyone?", files: [] });
      await reply("Fourth answer, a quarter of an hour later");
      await expect.poll(() => mailsToWalt().length).toBe(2);
      expect(mailsToWalt()[1].text).toContain("Fourth answer");
      expect(
        mailsToWalt()
          .map((m) => m.text)
          .join("\n"),
      ).not.toContain("Third answer");
      t1.disconnect();
    });
  });
});
