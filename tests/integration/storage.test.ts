import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import fs from "node:fs/promises";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStore } from "~/services/storage/disk-store.server";
import type { ObjectStore } from "~/services/storage/object-store.server";
import { storedMedia } from "../../server/stored-media";
import { startS3Server } from "../mocks/s3-server";

/*
 * The file store on both backends: the local disk (the embedded default) and an S3-compatible
 * bucket, here a local s3rver through the real AWS SDK (decision 0026).
 */
const backends: { name: string; open(): Promise<{ store: ObjectStore; close(): Promise<void> }> }[] = [
  {
    name: "local disk",
    async open() {
      const root = path.resolve(`tmp/test-storage-${process.pid}`);
      return { store: diskStore(root), close: () => fs.rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: "s3",
    async open() {
      const s3 = await startS3Server();
      return {
        store: s3.store(),
        close: () => s3.stop(),
      };
    },
  },
];

describe.each(backends)("storage on $name", (backend) => {
  let store: ObjectStore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ store, close } = await backend.open());
  });

  afterAll(async () => {
    await close?.();
  });

  it("answers its readiness check", async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });

  it("keeps what is put and streams it back with its type and size", async () => {
    const body = Buffer.from("RIFF-not-really-a-webp");
    await store.put("media/seed/a-1.webp", body, "image/webp");
    expect(await store.exists("media/seed/a-1.webp")).toBe(true);
    const object = await store.get("media/seed/a-1.webp");
    expect(object).not.toBeNull();
    expect(object!.size).toBe(body.length);
    expect(object!.contentType).toBe("image/webp");
    expect(await text(object!.body)).toBe(body.toString());
  });

  it("replaces an object as a whole", async () => {
    await store.put("uploads/tickets/x.jpg", Buffer.from("first"), "image/jpeg");
    await store.put("uploads/tickets/x.jpg", Buffer.from("second version"), "image/jpeg");
    const object = await store.get("uploads/tickets/x.jpg");
    expect(await text(object!.body)).toBe("second version");
  });

  it("answers null and false for what is not there, and deletes quietly", async () => {
    expect(await store.get("media/seed/missing.webp")).toBeNull();
    expect(await store.exists("media/seed/missing.webp")).toBe(false);
    await store.put("uploads/avatars/b.webp", Buffer.from("b"), "image/webp");
    await store.delete(["uploads/avatars/b.webp", "uploads/avatars/never-there.webp"]);
    expect(await store.exists("uploads/avatars/b.webp")).toBe(false);
  });

  it("refuses keys that climb out or hide", async () => {
    for (const key of ["../etc/passwd", "/abs", "media//x", "media/.hidden", "media/./x", ""])
      await expect(store.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/Unsafe storage key/);
  });
});

describe("public pictures served from a bucket", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let bucket: ObjectStore;
  let streamed: { url: string; close(): Promise<void> };
  let redirected: { url: string; close(): Promise<void> };

  /** An Express app with only the bucket's /media handler, as server/app.ts mounts it. */
  async function serve(publicUrl?: string) {
    const app = express();
    app.use("/media", storedMedia({ store: () => bucket, publicUrl }));
    app.use((_req, res) => void res.status(404).send("no route"));
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = s3.store();
    await bucket.put("media/seed/slide-1-abc.webp", Buffer.from("webp bytes"), "image/webp");
    await bucket.put("uploads/avatars/7-xyz.jpg", Buffer.from("jpeg bytes"), "image/jpeg");
    await bucket.put("uploads/tickets/secret.png", Buffer.from("private"), "image/png");
    streamed = await serve();
    redirected = await serve("https://cdn.shop.example");
  });

  afterAll(async () => {
    await streamed?.close();
    await redirected?.close();
    await s3?.stop();
  });

  it("streams seed artwork and avatars with long cache headers", async () => {
    const seed = await fetch(`${streamed.url}/media/seed/slide-1-abc.webp`);
    expect(seed.status).toBe(200);
    expect(seed.headers.get("content-type")).toBe("image/webp");
    expect(seed.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await seed.text()).toBe("webp bytes");
    const avatar = await fetch(`${streamed.url}/media/avatars/7-xyz.jpg`);
    expect(avatar.headers.get("cache-control")).toBe("public, max-age=2592000, immutable");
    expect(await avatar.text()).toBe("jpeg bytes");
    const head = await fetch(`${streamed.url}/media/seed/slide-1-abc.webp`, { method: "HEAD" });
    expect([head.status, head.headers.get("content-length")]).toEqual([200, "10"]);
  });

  it("answers 404 for a missing picture and never serves attachments or odd names", async () => {
    expect((await fetch(`${streamed.url}/media/seed/missing.webp`)).status).toBe(404);
    for (const url of [
      "/media/tickets/secret.png",
      "/media/uploads/tickets/secret.png",
      "/media/seed/..%2F..%2Fuploads%2Ftickets%2Fsecret.png",
      "/media/seed/slide.svg",
    ]) {
      const response = await fetch(`${streamed.url}${url}`);
      expect(response.status, url).toBe(404);
      expect(await response.text()).not.toBe("private");
    }
  });

  it("sends browsers to the bucket's public URL when one is configured", async () => {
    const response = await fetch(`${redirected.url}/media/avatars/7-xyz.jpg`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("https://cdn.shop.example/uploads/avatars/7-xyz.jpg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=2592000, immutable");
  });
});
