// Web push endpoints must be public push services (docs/decisions/0013): the server connects
// wherever a subscription points, so a loopback, private, link-local or metadata address would
// turn "notify me" into a request from inside the network.
import { generateKeyPairSync } from "node:crypto";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { pushSubscriptions } from "~/db/schema";
import { action as createAction } from "~/routes/api/tickets.create";
import { action as subscribeAction } from "~/routes/api/users.subscribe-notification";
import { sendMessage, takeInWork } from "~/services/tickets/commands.server";
import type { TicketView } from "~/utils/tickets";
import { startPushService } from "../mocks/push-service";
import { callRoute, postJson } from "../support/route-calls";
import { jarOf, makeActor, startLiveServer, type Actor, type LiveServer } from "../support/live-server";

function subscriptionFor(endpoint: string) {
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const p256dh = publicKey.export({ type: "spki", format: "der" }).subarray(-65).toString("base64url");
  return { endpoint, keys: { p256dh, auth: Buffer.alloc(16, 7).toString("base64url") } };
}

describe("web push endpoints (default rule, no exemptions)", () => {
  let server: LiveServer;
  let customer: Actor;
  const logLines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString("utf8"));
        done();
      },
    });
    server = await startLiveServer("pglite", {}, { logger: pino({ level: "warn" }, sink) });
    customer = await makeActor("client");
  });
  afterAll(() => server?.stop());

  const subscribe = (endpoint: string, lang?: "en") =>
    callRoute(subscribeAction, `/api/users/subscribe/notification${lang ? `?lang=${lang}` : ""}`, {
      jar: jarOf(customer),
      init: postJson({ subscription: JSON.stringify(subscriptionFor(endpoint)) }),
    });

  it("refuses endpoints that are not public https push services, with a translated 400", async () => {
    const refused = [
      "https://127.0.0.1/push/a",
      "https://127.1/push/a",
      "https://localhost/push/a",
      "https://LOCALHOST./push/a",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.1/push/a",
      "https://172.16.5.4/push/a",
      "https://192.168.1.1/push/a",
      "https://100.64.0.1/push/a",
      "https://0.0.0.0/push/a",
      "https://224.0.0.1/push/a",
      "https://[::1]/push/a",
      "https://[::]/push/a",
      "https://[::ffff:127.0.0.1]/push/a",
      "https://[::ffff:169.254.169.254]/push/a",
      "https://[64:ff9b::a9fe:a9fe]/push/a",
      "https://[fd00::1]/push/a",
      "https://[fe80::1]/push/a",
      "http://8.8.8.8/push/a",
      "https://8.8.8.8:8443/push/a",
      "https://user:secret@8.8.8.8/push/a",
      "https://push.invalid/push/a",
      "not a url",
    ];
    for (const endpoint of refused) {
      const response = await subscribe(endpoint);
      expect(response.status, endpoint).toBe(400);
      expect(await response.json(), endpoint).toEqual({
        code: "PUSH_ENDPOINT_REFUSED",
        message: "Уведомления доставляются только через публичный push-сервис браузера",
      });
    }
    const english = await subscribe("https://169.254.169.254/latest/meta-data", "en");
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({
      code: "PUSH_ENDPOINT_REFUSED",
      message: "Notifications can only be delivered through a browser's public push service",
    });
    const stored = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, customer.user.id));
    expect(stored).toEqual([]);
  });

  it("accepts a public address on the https port", async () => {
    // Literal addresses: the check needs no network to resolve them.
    for (const endpoint of ["https://8.8.8.8/push/ok", "https://[2606:4700:4700::1111]:443/push/ok"]) {
      const response = await subscribe(endpoint);
      expect(response.status, endpoint).toBe(201);
    }
    await db().delete(pushSubscriptions).where(eq(pushSubscriptions.userId, customer.user.id));
  });

  it("checks again at delivery: a stored endpoint that points inside is never contacted", async () => {
    const pushService = await startPushService();
    try {
      const reader = await makeActor("client");
      const tech = await makeActor("techsupport");
      // Stored before the rule existed, or its name resolves inside by now (DNS rebinding).
      const sub = subscriptionFor(`${pushService.url}/push/inside`);
      await db().insert(pushSubscriptions).values({
        userId: reader.user.id,
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
      });
      const created = await callRoute(createAction, "/api/tickets/create", {
        jar: jarOf(reader),
        init: postJson({
          subject: "cheatProblem",
          message: "Push delivery check ticket",
          termOfUse: true,
          personalData: true,
        }),
      });
      const ticket = (await created.json()) as TicketView;
      await takeInWork(tech.user, ticket.id);
      await sendMessage(tech.user, { ticketId: ticket.id, message: "An answer to push", files: [] });
      await expect
        .poll(() => logLines.some((line) => line.includes("web push refused")), { timeout: 5000 })
        .toBe(true);
      expect(pushService.connections()).toBe(0);
      expect(logLines.join("")).not.toContain("/push/inside");
    } finally {
      await pushService.close();
    }
  });
});
