// What a customer can make the server do with pictures: decompression bombs (a few hundred KB of
// PNG that decode to gigabytes), floods of uploads, and unsent attachments piling up on disk.
import { randomFillSync } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as uploadAction } from "~/routes/api/tickets.upload";
import { action as updateApi } from "~/routes/api/users.update";
import { action as personalAction } from "~/routes/profile.personal";
import { resetLimiters } from "~/services/rate-limit.server";
import type { TicketFileView } from "~/utils/tickets";
import {
  jarOf,
  liveBackings,
  makeActor,
  startLiveServer,
  type Actor,
  type LiveServer,
} from "../support/live-server";
import { pngBomb } from "../support/png-bomb";
import { requireProductionBuild } from "../support/production-build";
import { callRoute } from "../support/route-calls";

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: "#7c5cff" } })
    .png()
    .toBuffer();

const pngBlob = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/png" });

function uploadAvatar(actor: Actor, bytes: Uint8Array, lang = "en") {
  const form = new FormData();
  form.append("avatar", pngBlob(bytes), "me.png");
  return callRoute(updateApi, `/api/users/update/avatar?lang=${lang}`, {
    jar: jarOf(actor),
    init: { method: "POST", body: form },
  });
}

function uploadFile(actor: Actor, bytes: Uint8Array, lang = "en") {
  const form = new FormData();
  form.set("file", pngBlob(bytes), "shot.png");
  return callRoute(uploadAction, `/api/tickets/upload?lang=${lang}`, {
    jar: jarOf(actor),
    init: { method: "POST", body: form },
  });
}

/** Runs `work` and reports how far the process's resident memory rose above where it started. */
async function peakRssGrowth(work: () => Promise<unknown>) {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    await work();
  } finally {
    clearInterval(sample);
  }
  return Math.max(peak, process.memoryUsage().rss) - start;
}

const MB = 1024 * 1024;
const PIXELS_EN = "The image must be at most 8000 pixels per side and 24 megapixels";
const PIXELS_RU = "Изображение должно быть не больше 8000 пикселей по каждой стороне и 24 мегапикселей";

describe.each(liveBackings())("upload limits (%s)", (backing) => {
  let server: LiveServer;
  // 16 000 × 16 000 RGB: about 750 KB on the wire, 768 MB decoded.
  const bomb = pngBomb(16_000, 16_000);

  beforeAll(async () => {
    resetLimiters();
    server = await startLiveServer(backing, {
      AVATAR_CHANGES_PER_HOUR: "6",
      UPLOAD_LIMIT_PER_10_MINUTES: "10",
      UPLOAD_UNSENT_MAX_FILES: "3",
      UPLOAD_UNSENT_MAX_MB: "2",
    });
  });
  afterAll(() => server?.stop());

  it("refuses a PNG bomb on the avatar and the attachment routes from its header, quickly and without decoding it", async () => {
    expect(bomb.length).toBeLessThan(MB);
    const customer = await makeActor("client");
    const started = Date.now();
    const growth = await peakRssGrowth(async () => {
      const avatarEn = await uploadAvatar(customer, bomb);
      expect(avatarEn.status).toBe(413);
      expect((await avatarEn.json()).errors.avatar).toEqual([
        "The image is too large in pixels. Choose a smaller picture.",
      ]);
      const avatarRu = await uploadAvatar(customer, bomb, "ru");
      expect((await avatarRu.json()).errors.avatar).toEqual([
        "Слишком большое изображение в пикселях. Выберите картинку поменьше.",
      ]);

      const fileEn = await uploadFile(customer, bomb);
      expect(fileEn.status).toBe(413);
      expect(await fileEn.json()).toMatchObject({
        code: "VALIDATE_MAX_PIXELS",
        message: PIXELS_EN,
        errors: { file: [PIXELS_EN] },
      });
      expect((await (await uploadFile(customer, bomb, "ru")).json()).message).toBe(PIXELS_RU);

      // Several at once (three on the 1 GB machine used to need 2.35 GB).
      const parallel = await Promise.all([
        uploadAvatar(customer, bomb),
        uploadAvatar(customer, bomb),
        uploadFile(customer, bomb),
        uploadFile(customer, bomb),
      ]);
      expect(parallel.map((r) => r.status)).toEqual([413, 413, 413, 413]);
    });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(growth).toBeLessThan(150 * MB);
    // The refused pictures changed nothing.
    expect((await uploadAvatar(customer, await png())).status).toBe(200);
  });

  it("refuses a picture longer than the side limit even when its pixel count is small, also on the profile page", async () => {
    const customer = await makeActor("client");
    const long = pngBomb(8001, 40);
    expect((await uploadFile(customer, long)).status).toBe(413);
    expect((await uploadAvatar(customer, long)).status).toBe(413);
    // The page's own form (with or without JavaScript) goes through the same checks.
    const form = new FormData();
    form.append("avatar", pngBlob(bomb), "me.png");
    const page = await callRoute(personalAction, "/en/profile/personal", {
      jar: jarOf(customer),
      init: { method: "POST", body: form },
    });
    expect(await page.json()).toMatchObject({
      intent: "avatar",
      result: { status: "error", error: { avatar: ["profile.avatarPixels"] } },
    });
  });

  it("still takes ordinary pictures, up to the pixel limit, re-encoded", async () => {
    const customer = await makeActor("client");
    const avatar = await uploadAvatar(customer, await png(400, 300));
    expect(avatar.status).toBe(200);
    expect((await avatar.json()).avatarWebP).toMatch(/\.webp$/);
    // 8000 × 3000 is exactly 24 megapixels.
    const atLimit = await uploadFile(customer, pngBomb(8000, 3000));
    expect(atLimit.status).toBe(201);
    expect(await atLimit.json()).toMatchObject({ width: 8000, height: 3000 });
  });

  it("refuses a multipart body with more than one file's worth of parts, even without Content-Length", async () => {
    const customer = await makeActor("client");
    const form = new FormData();
    form.append("avatar", pngBlob(await png()), "a.png");
    for (const name of ["b.png", "c.png"]) form.append("avatar", pngBlob(new Uint8Array(3 * MB)), name);
    const response = await callRoute(updateApi, "/api/users/update/avatar?lang=en", {
      jar: jarOf(customer),
      init: { method: "POST", body: form },
    });
    expect(response.status).toBe(413);
    expect((await response.json()).errors.avatar).toEqual(["The file is larger than 5 MB."]);
  });

  it("answers 429 once a user passes the avatar and the upload rate limits", async () => {
    const customer = await makeActor("client");
    const small = await png();
    // Refused attempts count too: retrying bad pictures is what the limit is for.
    expect((await uploadAvatar(customer, new TextEncoder().encode("not a picture"))).status).toBe(415);
    for (let i = 0; i < 5; i++) expect((await uploadAvatar(customer, small)).status).toBe(200);
    const limited = await uploadAvatar(customer, small);
    expect(limited.status).toBe(429);
    expect((await limited.json()).errors.avatar).toEqual([
      "Too many avatar changes. Please try again in an hour.",
    ]);
    expect((await (await uploadAvatar(customer, small, "ru")).json()).errors.avatar).toEqual([
      "Слишком много смен аватара. Попробуйте снова через час.",
    ]);
    // Another user is not affected.
    expect((await uploadAvatar(await makeActor("client"), small)).status).toBe(200);

    for (let i = 0; i < 10; i++)
      expect((await uploadFile(customer, new TextEncoder().encode("GIF89a"))).status).toBe(415);
    const tooMany = await uploadFile(customer, small);
    expect(tooMany.status).toBe(429);
    expect(await tooMany.json()).toMatchObject({
      code: "UPLOAD_TOO_MANY_REQUESTS",
      message: "Too many uploads. Please try again in a few minutes",
    });
    expect((await (await uploadFile(customer, small, "ru")).json()).message).toBe(
      "Слишком много загрузок. Попробуйте снова через несколько минут",
    );
  });

  it("keeps each user's unsent attachments within the file count, also when uploads race", async () => {
    const customer = await makeActor("client");
    const small = await png();
    const first = (await (await uploadFile(customer, small)).json()) as TicketFileView;
    const racing = await Promise.all([1, 2, 3, 4].map(() => uploadFile(customer, small)));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
    const refused = await uploadFile(customer, small);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: "UPLOAD_QUOTA_EXCEEDED",
      message: "At most 3 images (2 MB) may wait unsent. Send or remove some first",
    });
    expect((await (await uploadFile(customer, small, "ru")).json()).message).toBe(
      "Неотправленными могут быть не больше 3 изображений (2 МБ). Сначала отправьте или удалите часть",
    );
    // Removing one makes room again.
    const removed = await callRoute(uploadAction, `/api/tickets/upload/${first.id}`, {
      jar: jarOf(customer),
      params: { fileId: String(first.id) },
      init: { method: "DELETE" },
    });
    expect(removed.status).toBe(204);
    expect((await uploadFile(customer, small)).status).toBe(201);
  });

  it("keeps each user's unsent attachments within the byte quota", async () => {
    const customer = await makeActor("client");
    // Noise does not compress: about 1.1 MB however it is re-encoded.
    const noise = Buffer.alloc(600 * 620 * 3);
    randomFillSync(noise);
    const heavy = await sharp(noise, { raw: { width: 600, height: 620, channels: 3 } })
      .png()
      .toBuffer();
    expect((await uploadFile(customer, heavy)).status).toBe(201);
    const second = await uploadFile(customer, heavy);
    expect(second.status).toBe(409);
    expect((await second.json()).code).toBe("UPLOAD_QUOTA_EXCEEDED");
    // A small one still fits.
    expect((await uploadFile(customer, await png())).status).toBe(201);
  });
});

describe("a PNG bomb over real HTTP (production build)", () => {
  let server: LiveServer;
  let customer: Actor;

  beforeAll(async () => {
    requireProductionBuild();
    resetLimiters();
    server = await startLiveServer("pglite");
    customer = await makeActor("client");
    // The first request loads the route modules and libvips; that second is not the bombs' doing.
    const form = new FormData();
    form.set("avatar", pngBlob(await png()), "me.png");
    const warm = await fetch(`${server.url}/api/users/update/avatar`, {
      method: "POST",
      headers: { Cookie: customer.cookie, Origin: server.url },
      body: form,
    });
    expect(warm.status).toBe(200);
  });
  afterAll(() => server?.stop());

  it("answers three bombs sent at once on each upload route within seconds and without taking memory", async () => {
    const bomb = pngBomb(16_000, 16_000);
    const post = (path: string, field: string) => {
      const form = new FormData();
      form.set(field, pngBlob(bomb), "bomb.png");
      return fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { Cookie: customer.cookie, Origin: server.url },
        body: form,
      });
    };
    let statuses: number[] = [];
    const started = Date.now();
    const growth = await peakRssGrowth(async () => {
      const responses = await Promise.all([
        ...[1, 2, 3].map(() => post("/api/users/update/avatar?lang=en", "avatar")),
        ...[1, 2, 3].map(() => post("/api/tickets/upload?lang=en", "file")),
      ]);
      statuses = responses.map((r) => r.status);
      await Promise.all(responses.map((r) => r.arrayBuffer()));
    });
    expect(statuses).toEqual([413, 413, 413, 413, 413, 413]);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(growth).toBeLessThan(150 * MB);
  });
});
