import { randomFillSync } from "node:crypto";
import dns from "node:dns/promises";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { ticketMessages, ticketReads, tickets, users } from "~/db/schema";
import { rootLoader } from "~/root-data.server";
import { action as personalAction } from "~/routes/profile.personal";
import { loader as filesLoader } from "~/routes/api/tickets.files";
import { action as blockAction } from "~/routes/api/tickets.block";
import { action as createAction } from "~/routes/api/tickets.create";
import { action as uploadAction } from "~/routes/api/tickets.upload";
import { action as subscribeAction } from "~/routes/api/users.subscribe-notification";
import { action as ticketPageAction, loader as ticketPage } from "~/routes/profile.ticket";
import { loader as ticketsPage } from "~/routes/profile.tickets";
import {
  autoCloseIdleTickets,
  closeTicket,
  sendMessage,
  takeInWork,
} from "~/services/tickets/commands.server";
import { pushesSettled } from "~/services/tickets/push.server";
import { blockUser } from "~/services/users/users.server";
import type { TicketFileView, TicketView } from "~/utils/tickets";
import { startPushService, subscriptionFor, trustingSelfSigned } from "../mocks/push-service";
import { callRoute, postForm, postJson } from "../support/route-calls";
import {
  ask,
  connect,
  jarOf,
  connected,
  liveBackings,
  makeActor,
  record,
  startLiveServer,
  type Actor,
  type LiveServer,
} from "../support/live-server";

const create = (actor: Actor, body: Record<string, unknown>, lang = "en") =>
  callRoute(createAction, `/api/tickets/create?lang=${lang}`, {
    jar: jarOf(actor),
    init: postJson({
      subject: "cheatProblem",
      message: "The loader closes at once",
      termOfUse: true,
      personalData: true,
      ...body,
    }),
  });

function upload(actor: Actor, file: Blob, name = "shot.png", fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set("file", file, name);
  return callRoute(uploadAction, "/api/tickets/upload?lang=en", {
    jar: jarOf(actor),
    init: { method: "POST", body: form },
  });
}

const png = (w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .png()
    .toBuffer();

describe.each(liveBackings())("tickets over HTTP (%s)", (backing) => {
  let server: LiveServer;
  let author: Actor, other: Actor, tech: Actor;
  beforeAll(async () => {
    // The push stand-in runs on loopback, which the public-push-service rule refuses otherwise.
    server = await startLiveServer(backing, {
      UPLOAD_MAX_MB: "1",
      PUSH_ALLOW_PRIVATE_HOSTS: "127.0.0.1,localhost",
    });
    author = await makeActor("client");
    other = await makeActor("client");
    tech = await makeActor("techsupport");
  });
  afterAll(() => server?.stop());

  it("shows the consents a customer gave as given, and asks again once withdrawn or reworded", async () => {
    const customer = await makeActor("client");
    const jar = jarOf(customer);
    const givenAt = async () => {
      const root = await callRoute(rootLoader, "/en/profile/tickets", { jar });
      return (await root.json()).user.consentsGivenAt as string | null;
    };
    const formHtml = async () => {
      const response = await fetch(`${server.url}/en/profile/tickets?new`, {
        headers: { Cookie: customer.cookie },
      });
      return response.text();
    };
    // Registration accepted them (the form asked for both boxes).
    expect(await givenAt()).not.toBeNull();
    // Never given (an account from before consents were recorded): the form asks with two
    // unticked boxes, and a ticket without them is refused.
    await db()
      .update(users)
      .set({ termsAcceptedAt: null, termsVersion: null })
      .where(eq(users.id, customer.user.id));
    expect(await givenAt()).toBeNull();
    expect(await formHtml()).toMatch(
      /type="checkbox"[^>]*name="termOfUse"|name="termOfUse"[^>]*type="checkbox"/,
    );
    expect((await create(customer, { termOfUse: undefined, personalData: undefined })).status).toBe(422);

    // Ticked once with a ticket: recorded, and the next form shows them as given, dated, posted as ticked.
    expect((await create(customer, {})).status).toBe(201);
    const first = await givenAt();
    expect(first).not.toBeNull();
    const html = await formHtml();
    expect(html).toContain('data-testid="ticket-consents-given"');
    expect(html).toMatch(/<input type="hidden" name="termOfUse" value="on"\/>/);
    expect(html).toMatch(/<input type="hidden" name="personalData" value="on"\/>/);
    expect(html).not.toMatch(/type="checkbox"[^>]*name="termOfUse"/);
    // Another ticket keeps the first acceptance's date.
    await db().update(tickets).set({ closed: true }).where(eq(tickets.authorId, customer.user.id));
    expect((await create(customer, {})).status).toBe(201);
    expect(await givenAt()).toBe(first);

    // The documents' wording changed since: asked again.
    await db().update(users).set({ termsVersion: "an-older-wording" }).where(eq(users.id, customer.user.id));
    expect(await givenAt()).toBeNull();
    await db().update(tickets).set({ closed: true }).where(eq(tickets.authorId, customer.user.id));
    expect((await create(customer, {})).status).toBe(201);
    expect(await givenAt()).not.toBeNull();

    // Withdrawn on the profile (a plain form post): asked again.
    const withdrawn = await callRoute(personalAction, "/en/profile/personal", {
      jar,
      init: postForm({ intent: "consents" }),
    });
    expect((await withdrawn.json()).done).toBe(true);
    expect(await givenAt()).toBeNull();
    expect(await formHtml()).toMatch(/name="termOfUse"/);
    expect(await formHtml()).not.toContain("ticket-consents-given");
  });

  it("validates the creation form with translated messages", async () => {
    const noSubject = await create(author, { subject: undefined, message: "short" }, "ru");
    expect(noSubject.status).toBe(422);
    const body = await noSubject.json();
    expect(body.errors.subject).toEqual(["Вы должны выбрать тему тикета"]);
    expect(body.errors.message).toEqual(["Сообщение должно быть от 10 до 500 символов"]);
    const noConsent = await create(author, { termOfUse: false });
    expect((await noConsent.json()).errors.termOfUse).toEqual([
      "Tick “I accept the terms of use” to continue",
    ]);
    const signedOut = await callRoute(createAction, "/api/tickets/create", { init: postJson({}) });
    expect(signedOut.status).toBe(401);
  });

  it("keeps to the open-ticket limit, even when creations race", async () => {
    const racer = await makeActor("client");
    const results = await Promise.all(Array.from({ length: 5 }, () => create(racer, {})));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 422, 422]);
    const refused = await create(racer, {});
    expect(await refused.json()).toMatchObject({
      code: "TICKET_LIMIT_EXCEEDED_ERROR",
      errors: { subject: ["You have exceeded the maximum number of simultaneously open tickets"] },
    });
  });

  it("stores an image re-encoded without metadata or appended data, and serves it only to readers", async () => {
    const exifJpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#3366ff" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret-owner", ImageDescription: "gps-here" } })
      .toBuffer();
    expect((await sharp(exifJpeg).metadata()).exif).toBeDefined();
    const withScript = Buffer.concat([exifJpeg, Buffer.from("<script>alert(1)</script>")]);
    const response = await upload(author, new Blob([withScript], { type: "image/jpeg" }), "photo.jpg", {
      order: "2",
    });
    expect(response.status).toBe(201);
    const file = (await response.json()) as TicketFileView;
    expect(file).toMatchObject({ width: 80, height: 60, order: 2 });

    // Not yet sent: only the uploader sees it.
    const get = (actor: Actor) =>
      callRoute(filesLoader, file.path, { jar: jarOf(actor), params: { fileId: String(file.id) } });
    expect((await get(other)).status).toBe(404);
    const mine = await get(author);
    expect(mine.status).toBe(200);
    const stored = Buffer.from(await mine.arrayBuffer());
    expect(stored.includes(Buffer.from("<script>"))).toBe(false);
    expect(stored.includes(Buffer.from("secret-owner"))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(mine.headers.get("Cache-Control")).toContain("private");

    // Sent with a ticket: its readers see it, other customers still do not.
    const created = await create(author, { files: [file.id] });
    const ticket = (await created.json()) as TicketView;
    await takeInWork(tech.user, ticket.id);
    expect((await get(tech)).status).toBe(200);
    expect((await get(other)).status).toBe(404);
    // And it cannot be attached or deleted a second time.
    await expect(
      sendMessage(author.user, { ticketId: ticket.id, message: "", files: [file.id] }),
    ).rejects.toThrow("FILES_INVALID");
    const del = await callRoute(uploadAction, `/api/tickets/upload/${file.id}`, {
      jar: jarOf(author),
      params: { fileId: String(file.id) },
      init: { method: "DELETE" },
    });
    expect(del.status).toBe(404);
  });

  it("refuses wrong magic bytes, oversized files and foreign deletions", async () => {
    const fake = await upload(author, new Blob(["GIF89a not really"], { type: "image/png" }), "evil.png");
    expect(fake.status).toBe(415);
    expect(await fake.json()).toMatchObject({
      code: "VALIDATE_MAX_SIZE_MB",
      message: "The file must be PNG, JPEG, JPG and smaller than 1 MB",
    });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect((await upload(author, new Blob([gif]), "a.png")).status).toBe(415);

    // Noise compresses badly: a 1200×1200 PNG is several MB.
    const noise = Buffer.alloc(1200 * 1200 * 3);
    randomFillSync(noise);
    const big = await sharp(noise, { raw: { width: 1200, height: 1200, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const tooBig = await upload(author, new Blob([big]), "big.png");
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).code).toBe("VALIDATE_MAX_SIZE_MB");

    const ok = (await (await upload(author, new Blob([await png()]), "ok.png")).json()) as TicketFileView;
    const foreign = await callRoute(uploadAction, `/api/tickets/upload/${ok.id}`, {
      jar: jarOf(other),
      params: { fileId: String(ok.id) },
      init: { method: "DELETE" },
    });
    expect(foreign.status).toBe(404);
    const own = await callRoute(uploadAction, `/api/tickets/upload/${ok.id}`, {
      jar: jarOf(author),
      params: { fileId: String(ok.id) },
      init: { method: "DELETE" },
    });
    expect(own.status).toBe(204);
  });

  it("refuses a body declared larger than the limit before reading it", async () => {
    const response = await fetch(`${server.url}/api/tickets/upload`, {
      method: "POST",
      headers: {
        Cookie: author.cookie,
        Origin: server.url,
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(50 * 1024 * 1024),
      },
      body: "--x--",
      duplex: "half",
    } as RequestInit).catch((error: unknown) => error);
    // The server answers 413 (or drops the lying connection); it never waits for 50 MB.
    if (response instanceof Response) expect([413, 400, 500]).toContain(response.status);
  });

  it("refuses every HTTP call to whoever may not make it, and leaks nothing", async () => {
    const owner = await makeActor("owner");
    const tech2 = await makeActor("techsupport");
    const blocked = await makeActor("client");
    await blockUser(blocked.user.id);
    const customer = await makeActor("client");
    const sent = (await (await upload(customer, new Blob([await png()]), "a.png")).json()) as TicketFileView;
    const unsent = (await (
      await upload(customer, new Blob([await png()]), "b.png")
    ).json()) as TicketFileView;
    const ticket = (await (await create(customer, { files: [sent.id] })).json()) as TicketView;
    await takeInWork(tech.user, ticket.id);

    const as = (actor: Actor | null) => (actor ? { jar: jarOf(actor) } : {});
    const file = (actor: Actor | null) =>
      callRoute(filesLoader, sent.path, { ...as(actor), params: { fileId: String(sent.id) } });
    const removeUnsent = (actor: Actor | null) =>
      callRoute(uploadAction, `/api/tickets/upload/${unsent.id}`, {
        ...as(actor),
        params: { fileId: String(unsent.id) },
        init: { method: "DELETE" },
      });
    const block = (actor: Actor | null) =>
      callRoute(blockAction, "/api/tickets/block", { ...as(actor), init: postJson({ ticketId: ticket.id }) });
    const subscribe = (actor: Actor | null) =>
      callRoute(subscribeAction, "/api/users/subscribe/notification", { ...as(actor), init: postJson({}) });
    const createAs = (actor: Actor | null) =>
      callRoute(createAction, "/api/tickets/create", {
        ...as(actor),
        init: postJson({
          subject: "cheatProblem",
          message: "x".repeat(20),
          termOfUse: true,
          personalData: true,
        }),
      });
    const uploadAs = (actor: Actor | null) => {
      const form = new FormData();
      form.set("file", new Blob([Buffer.from("x")]), "x.png");
      return callRoute(uploadAction, "/api/tickets/upload", {
        ...as(actor),
        init: { method: "POST", body: form },
      });
    };

    const matrix: [string, (a: Actor | null) => Promise<Response>, [Actor | null, number][]][] = [
      [
        "create",
        createAs,
        [
          [null, 401],
          [blocked, 401],
        ],
      ],
      [
        "upload",
        uploadAs,
        [
          [null, 401],
          [blocked, 401],
        ],
      ],
      [
        "subscribe",
        subscribe,
        [
          [null, 401],
          [blocked, 401],
        ],
      ],
      [
        "file",
        file,
        [
          [null, 401],
          [blocked, 401],
          [other, 404],
          [tech2, 404],
          [customer, 200],
          [tech, 200],
          [owner, 200],
        ],
      ],
      [
        "delete upload",
        removeUnsent,
        [
          [null, 401],
          [blocked, 401],
          [other, 404],
          [tech, 404],
          [owner, 404],
        ],
      ],
      [
        "block",
        block,
        [
          [null, 401],
          [blocked, 401],
          [customer, 403],
          [other, 403],
          [tech2, 404],
        ],
      ],
    ];
    for (const [name, call, cases] of matrix)
      for (const [actor, status] of cases) {
        const response = await call(actor);
        expect(response.status, `${name} as ${actor?.user.login ?? "signed out"}`).toBe(status);
        // A refusal never carries the ticket's data.
        if (status >= 400) expect(await response.text()).not.toContain("The loader closes");
      }
    // The allowed ones, last: the uploader deletes, the owner blocks.
    expect((await removeUnsent(customer)).status).toBe(204);
    expect((await block(owner)).status).toBe(200);
  });

  it("shows a ticket's pages without marking it read; the read form post does (no writes in GET)", async () => {
    const customer = await makeActor("client");
    const ticket = (await (await create(customer, {})).json()) as TicketView;
    await takeInWork(tech.user, ticket.id);
    await sendMessage(tech.user, { ticketId: ticket.id, message: "Which Windows build?", files: [] });
    const socket = connect(server.url, customer.cookie);
    await connected(socket);
    // One round trip: the socket is in its rooms before anything below could publish.
    await ask(socket, "request-notifications");
    const readed = record(socket, "ticket-messages-readed");
    const reads = () =>
      db()
        .select({ seq: ticketReads.lastReadSeq, at: ticketReads.updatedAt })
        .from(ticketReads)
        .where(and(eq(ticketReads.ticketId, ticket.id), eq(ticketReads.userId, customer.user.id)));
    const before = await reads();
    const jar = jarOf(customer);
    const path = `/en/profile/ticket/${ticket.id}`;
    const params = { id: String(ticket.id) };

    const page = await callRoute(ticketPage, path, { jar, params });
    expect(page.status).toBe(200);
    expect((await page.json()).thread.ticket.unread).toBe(1);
    const list = await callRoute(ticketsPage, `/en/profile/tickets?ticket=${ticket.id}`, { jar });
    expect(list.status).toBe(200);
    const listed = await list.json();
    expect(listed.list.find((t: TicketView) => t.id === ticket.id).unread).toBe(1);
    expect(listed.threads[0].ticket.unread).toBe(1);
    expect(await reads()).toEqual(before);

    const read = await callRoute(ticketPageAction, path, {
      jar,
      params,
      init: postForm({ intent: "read", ticketId: String(ticket.id) }),
    });
    expect(read.status).toBe(302);
    expect(read.headers.get("Location")).toBe(path);
    await expect.poll(() => readed.length).toBe(1);
    // One socket's events arrive in order: had a GET published, its event would have come first.
    expect(readed).toEqual([{ ticketId: ticket.id, readerId: customer.user.id, seq: 2 }]);
    expect((await reads())[0].seq).toBe(2);
    const after = await callRoute(ticketPage, path, { jar, params });
    expect((await after.json()).thread.ticket.unread).toBe(0);
    socket.disconnect();
    // Answered by staff: closed here, so the auto-close test below meets only its own tickets.
    await closeTicket(tech.user, ticket.id);
  });

  it("auto-closes only tickets left unanswered by the customer, once, even when instances race", async () => {
    const waitingForStaff = (await (await create(await makeActor("client"), {})).json()) as TicketView;
    const answered = (await (await create(await makeActor("client"), {})).json()) as TicketView;
    await takeInWork(tech.user, answered.id);
    await sendMessage(tech.user, {
      ticketId: answered.id,
      message: "Try reinstalling the runtime",
      files: [],
    });
    const later = new Date(Date.now() + 73 * 60 * 60 * 1000);
    const [first, second] = await Promise.all([autoCloseIdleTickets(later), autoCloseIdleTickets(later)]);
    expect([...first, ...second]).toEqual([answered.id]);
    const [closed] = await db().select().from(tickets).where(eq(tickets.id, answered.id));
    expect(closed.closed).toBe(true);
    const messages = await db().select().from(ticketMessages).where(eq(ticketMessages.ticketId, answered.id));
    expect(messages.filter((m) => m.type === "auto_closed")).toHaveLength(1);
    const [open] = await db().select().from(tickets).where(eq(tickets.id, waitingForStaff.id));
    expect(open.closed).toBe(false);
    expect(await autoCloseIdleTickets(new Date())).toEqual([]);
  });

  it("pushes a new message to a subscribed reader who is not looking at the ticket", async () => {
    const pushService = await startPushService();
    const received = pushService.deliveries;
    try {
      await trustingSelfSigned(async () => {
        const customer = await makeActor("client");
        const saved = await callRoute(subscribeAction, "/api/users/subscribe/notification", {
          jar: jarOf(customer),
          init: postJson({ subscription: subscriptionFor(`${pushService.url}/push/abc`) }),
        });
        expect(saved.status).toBe(201);
        const ticket = (await (await create(customer, {})).json()) as TicketView;
        await takeInWork(tech.user, ticket.id);
        await sendMessage(tech.user, { ticketId: ticket.id, message: "We are on it", files: [] });
        await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
        expect(received[0].headers.authorization).toMatch(/^vapid t=/);
        expect(received[0].headers["content-encoding"]).toBe("aes128gcm");

        // While the customer has the ticket open, no push.
        const socket = connect(server.url, customer.cookie);
        await connected(socket);
        await ask(socket, "request-ticket-messages", { ticketId: ticket.id });
        await sendMessage(tech.user, { ticketId: ticket.id, message: "Still on it", files: [] });
        // The server has decided about that message's push (and sent none).
        await pushesSettled();
        expect(received).toHaveLength(1);
        socket.disconnect();
      });
    } finally {
      await pushService.close();
    }
  });

  it("delivers to a named endpoint at the address it checked, naming the host in TLS", async () => {
    // The stand-in listens where the name resolves first: the address the delivery checks and uses.
    const { address } = await dns.lookup("localhost");
    const pushService = await startPushService(201, address);
    try {
      const customer = await makeActor("client");
      const saved = await callRoute(subscribeAction, "/api/users/subscribe/notification", {
        jar: jarOf(customer),
        init: postJson({ subscription: subscriptionFor(`https://localhost:${pushService.port}/push/named`) }),
      });
      expect(saved.status).toBe(201);
      const ticket = (await (await create(customer, {})).json()) as TicketView;
      await takeInWork(tech.user, ticket.id);
      await trustingSelfSigned(async () => {
        await sendMessage(tech.user, { ticketId: ticket.id, message: "Named endpoint", files: [] });
        await expect.poll(() => pushService.deliveries.length, { timeout: 5000 }).toBe(1);
      });
      expect(pushService.deliveries[0]).toMatchObject({ path: "/push/named", servername: "localhost" });
    } finally {
      await pushService.close();
    }
  });
});
