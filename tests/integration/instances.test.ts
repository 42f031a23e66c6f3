import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, setDb, type DbHandle } from "~/db/client.server";
import * as s from "~/db/schema";
import { seedIfEmpty } from "../../drizzle/seed/seed";
import { randomToken, sha256 } from "~/services/auth/tokens.server";
import { diskStore } from "~/services/storage/disk-store.server";
import type { ObjectStore } from "~/services/storage/object-store.server";
import { readObject } from "~/services/storage/store.server";
import { createUser } from "~/services/users/users.server";
import type { TicketClientSocket } from "~/utils/ticket-live-client";
import type { TicketFileView, TicketMessageView, TicketView } from "~/utils/tickets";
import { startS3Server } from "../mocks/s3-server";
import { startSmtpCapture } from "../mocks/smtp-capture";
import { createPostgresDatabase } from "../support/databases";
import { ask, connect, connected, makeActor, next, type Actor } from "../support/live-server";
import { startRoundRobinProxy } from "../support/round-robin-proxy";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { hasServices } from "../support/machine-services";

/*
 * Two production instances on one Postgres, one Redis and one S3-compatible bucket, behind a
 * round-robin proxy, behave as one shop (decision 0026): a session made on one works on the
 * other; an attachment uploaded through one is served by the other and to nobody else; seed
 * artwork is read from the bucket by both (their own data folders stay empty of media); a status
 * written through one is what the other answers within a second (the writer publishes the cache
 * invalidation over Redis); a live ticket conversation spans both (socket events travel over the
 * Redis adapter).
 */
const ready = hasServices("two instances on Postgres, Redis and S3", "postgres", "redis");

/** Seed artwork already rendered by the database suite, put into the bucket so none is redrawn. */
async function primeBucket(bucket: ObjectStore, renders: string) {
  const folder = path.join(renders, "media", "seed");
  const names = (await fs.readdir(folder).catch(() => [])).filter((n) => /\.(webp|jpg)$/.test(n));
  for (let i = 0; i < names.length; i += 16)
    await Promise.all(
      names.slice(i, i + 16).map(async (name) => {
        const bytes = await fs.readFile(path.join(folder, name));
        await bucket.put(`media/seed/${name}`, bytes, name.endsWith(".webp") ? "image/webp" : "image/jpeg");
      }),
    );
}

/** POST /api/tickets/create through `base` as `actor`. */
const createTicket = (base: string, actor: Actor, message: string, files: number[] = []) =>
  fetch(`${base}/api/tickets/create`, {
    method: "POST",
    headers: { cookie: actor.cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ subject: "cheatProblem", message, files, termOfUse: true, personalData: true }),
  });

const cookieOf = (response: Response) => response.headers.getSetCookie()[0]?.split(";")[0] ?? "";

describe.runIf(ready)("two instances on Postgres, Redis and S3", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handle: DbHandle;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let bucket: ObjectStore;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let first: ServerProcess;
  let second: ServerProcess;
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  let customer: Actor, stranger: Actor, owner: Actor, tech: Actor;
  const sockets: TicketClientSocket[] = [];
  const secret = `nct_${randomToken()}`;
  const dataDirs = ["tmp/test-instance-a", "tmp/test-instance-b"];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = await openDb({ kind: "postgres", url: database!.url });
    await handle.migrate();
    s3 = await startS3Server();
    bucket = s3.store();
    const renders = path.resolve("tmp/test-media");
    // Renders what the database suite has not yet (the first run), then hands the files over.
    await seedIfEmpty(handle.db, diskStore(renders));
    await primeBucket(bucket, renders);
    setDb(handle);
    const [ownerRow] = await handle.db.select().from(s.users).where(eq(s.users.role, "owner"));
    await handle.db
      .insert(s.apiTokens)
      .values({ name: "instances test", scope: "write", tokenHash: sha256(secret), createdBy: ownerRow.id });
    [customer, stranger, owner, tech] = await Promise.all([
      makeActor("client"),
      makeActor("client"),
      makeActor("owner"),
      makeActor("techsupport"),
    ]);
    smtp = await startSmtpCapture();
    await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
    const instance = (dataDir: string) =>
      startServerProcess(["--import", "tsx", "server/index.ts"], {
        DATABASE_URL: database!.url,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        SMTP_URL: smtp.url,
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: "us-east-1",
        AWS_ACCESS_KEY_ID: s3.credentials.accessKeyId,
        AWS_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
        DATA_DIR: dataDir,
        METRICS_PORT: "0",
      });
    [first, second] = await Promise.all(dataDirs.map(instance));
    proxy = await startRoundRobinProxy([first.url, second.url]);
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await proxy?.close();
    await Promise.all([first?.stop(), second?.stop()]);
    await smtp?.close();
    await s3?.stop();
    setDb(undefined);
    await handle?.close();
    await database?.dispose();
  });

  it("serves the seed artwork from the bucket on both instances, none from their own disks", async () => {
    const [game] = await handle.db.select().from(s.games).limit(1);
    const url = game.previewHorizontalWebp!;
    const stored = await readObject(bucket, url.slice(1));
    expect(stored).not.toBeNull();
    for (const instance of [first, second]) {
      const response = await fetch(`${instance.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await response.arrayBuffer()).equals(stored!)).toBe(true);
      // A narrower copy made by one instance is stored for both.
      expect((await fetch(`${instance.url}${url.replace("/media/seed/", "/media/w480/seed/")}`)).status).toBe(
        200,
      );
    }
    expect(await bucket.exists(url.slice(1).replace("media/seed/", "media/seed/w480/"))).toBe(true);
    for (const dir of dataDirs) await expect(fs.access(path.join(dir, "media", "seed"))).rejects.toThrow();
  });

  it("keeps a session made on one instance on the other", async () => {
    const email = `instances.${randomToken(6).toLowerCase()}@players.example`;
    await createUser({ email, emailVerified: true, loginHint: `inst${randomToken(4)}`, lang: "en" });
    const asked = await fetch(`${first.url}/api/users/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, lang: "en" }),
    });
    expect(asked.status).toBe(200);
    const link = /https?:\/\/\S+/.exec((await smtp.waitFor(email)).text ?? "")![0];
    const token = new URL(link).pathname.split("/").pop()!;
    // The link is followed through the other instance, which makes the session.
    const signedIn = await fetch(`${second.url}/api/users/activate-token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token }),
    });
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    expect(cookie).toMatch(/^__session=/);
    for (const base of [first.url, second.url, proxy.url, proxy.url]) {
      const profile = await fetch(`${base}/api/users/profile`, { headers: { cookie } });
      expect(profile.status, base).toBe(200);
      expect(((await profile.json()) as { email: string }).email).toBe(email);
    }
  });

  it("serves an attachment uploaded through one instance from the other, and refuses it to a stranger", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#e0245e" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new Blob([png], { type: "image/png" }), "screen.png");
    const uploaded = await fetch(`${first.url}/api/tickets/upload?lang=en`, {
      method: "POST",
      headers: { cookie: customer.cookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as TicketFileView;
    const created = await createTicket(second.url, customer, "The loader shows this after the update", [
      file.id,
    ]);
    expect(created.status).toBe(201);
    const [row] = await handle.db.select().from(s.ticketFiles).where(eq(s.ticketFiles.id, file.id));
    const stored = await readObject(bucket, `uploads/tickets/${row.path}`);
    expect(stored).not.toBeNull();
    for (const [actor, base, status] of [
      [customer, second.url, 200],
      [owner, first.url, 200],
      [customer, proxy.url, 200],
      [stranger, first.url, 404],
      [stranger, second.url, 404],
    ] as const) {
      const response = await fetch(`${base}/api/tickets/files/${file.id}`, {
        headers: { cookie: actor.cookie },
      });
      expect(response.status, `${actor.user.login} at ${base}`).toBe(status);
      if (status !== 200) continue;
      expect(response.headers.get("cache-control")).toBe("private, max-age=86400");
      expect(Buffer.from(await response.arrayBuffer()).equals(stored!)).toBe(true);
    }
    // HEAD answers carry the headers and release the bucket's connection each time: more of them
    // than the S3 client's pool (50) still leave the store answering.
    for (let i = 0; i < 60; i++) {
      const head = await fetch(`${first.url}/api/tickets/files/${file.id}`, {
        method: "HEAD",
        headers: { cookie: customer.cookie },
      });
      expect([head.status, head.headers.get("content-length")]).toEqual([200, String(stored!.length)]);
    }
    const afterHeads = await fetch(`${first.url}/api/tickets/files/${file.id}`, {
      headers: { cookie: customer.cookie },
      signal: AbortSignal.timeout(5_000),
    });
    expect(Buffer.from(await afterHeads.arrayBuffer()).equals(stored!)).toBe(true);
    // Attachments have no public address: /media never names them.
    expect((await fetch(`${first.url}/media/tickets/${row.path}`)).status).toBe(404);
  });

  it("shows a status written through one instance on the other's next request", async () => {
    const [cheat] = await handle.db.select().from(s.cheats).where(eq(s.cheats.slug, "phantom-esp"));
    const read = async (instance: ServerProcess) => {
      const response = await fetch(`${instance.url}/api/cheats/slugs/iron-frontier/phantom-esp`);
      return ((await response.json()) as { status: number }).status;
    };
    // Both instances have the product cached now.
    expect(await read(first)).toBe(cheat.status);
    expect(await read(second)).toBe(cheat.status);
    const nextStatus = cheat.status === 4 ? 1 : 4;
    const changed = await fetch(`${first.url}/api/admin/cheats/${cheat.id}`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" },
      body: JSON.stringify({ status: nextStatus, note: "checked after the patch" }),
    });
    expect(changed.status).toBe(200);
    expect(await read(first)).toBe(nextStatus);
    // The other instance hears of it over Redis within a second.
    await expect.poll(() => read(second), { timeout: 1_000, interval: 50 }).toBe(nextStatus);
  });

  it("carries a live ticket conversation across both instances", async () => {
    const open = async (base: string, actor: Actor) => {
      // The proxy's origin is the site's: the socket's origin check passes through it.
      const socket = connect(base, actor.cookie, { origin: proxy.url });
      sockets.push(socket);
      await connected(socket);
      return socket;
    };
    // Through the proxy: the two sockets land on different instances.
    const before = [...proxy.served];
    const atCustomer = await open(proxy.url, customer);
    const atTech = await open(proxy.url, tech);
    expect(proxy.served.map((n, i) => n - before[i])).toEqual([1, 1]);

    const announced = next(atTech, "new-ticket");
    const created = await createTicket(proxy.url, customer, "Paid, but no key yet");
    expect(created.status).toBe(201);
    const ticket = (await created.json()) as TicketView;
    expect((await announced).ticket.id).toBe(ticket.id);

    expect((await ask(atTech, "take-in-work", { ticketId: ticket.id })).ok).toBe(true);
    const reply = next(
      atCustomer,
      "receive-message",
      (p) => p.message.ticketId === ticket.id && p.message.seq === 2,
    );
    const sent = await ask<TicketMessageView>(atTech, "send-message", {
      ticketId: ticket.id,
      message: "Checking the payment now",
    });
    expect(sent.ok).toBe(true);
    expect((await reply).message.text).toBe("Checking the payment now");

    const answer = next(
      atTech,
      "receive-message",
      (p) => p.message.ticketId === ticket.id && p.message.seq === 3,
    );
    expect((await ask(atCustomer, "send-message", { ticketId: ticket.id, message: "Thank you" })).ok).toBe(
      true,
    );
    expect((await answer).message.text).toBe("Thank you");
  });
});
