import { text } from "node:stream/consumers";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStore } from "~/services/storage/disk-store.server";
import type { ObjectStore } from "~/services/storage/object-store.server";
import { s3Store } from "~/services/storage/s3-store.server";
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
        store: s3Store({
          bucket: s3.bucket,
          endpoint: s3.endpoint,
          region: "us-east-1",
          credentials: s3.credentials,
        }),
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
