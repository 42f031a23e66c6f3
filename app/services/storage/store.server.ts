import { buffer } from "node:stream/consumers";
import { env, type Env } from "~/env.server";
import { diskStore } from "./disk-store.server";
import type { ObjectStore } from "./object-store.server";
import { s3Store } from "./s3-store.server";
import { sharedSlot } from "~/utils/singleton.server";

/**
 * The store every writer and reader of files uses (decision 0026): the bucket named by S3_BUCKET,
 * else the local disk under DATA_DIR. Keys keep the disk's layout — `media/seed/…`,
 * `media/console/…` (and their `w<width>/` copies), `uploads/avatars/…`, `uploads/tickets/…` — so
 * a single instance's existing volume needs no migration.
 */
export function storeFromEnv(e: Env): ObjectStore {
  if (!e.S3_BUCKET) return diskStore(e.DATA_DIR);
  return s3Store({
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY }
        : undefined,
  });
}

// One store per environment for the process (both module graphs read and write the same files).
const current = sharedSlot<{ env: Env; store: ObjectStore }>("storage");

/** The store of the environment in force (rebuilt when a suite installs another environment). */
export function storage(): ObjectStore {
  const e = env();
  let slot = current.get();
  if (slot?.env !== e) current.set((slot = { env: e, store: storeFromEnv(e) }));
  return slot.store;
}

/** The whole object in memory (pictures to scale; every stored file is a few hundred kB at most). */
export async function readObject(store: ObjectStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  return object ? buffer(object.body) : null;
}

/** Public URL prefixes and the folders (key prefixes) they are stored under. */
export const PUBLIC_MEDIA = [
  { url: "/media/seed/", key: "media/seed/", maxAge: 365 * 24 * 3600 },
  { url: "/media/console/", key: "media/console/", maxAge: 30 * 24 * 3600 },
  { url: "/media/avatars/", key: "uploads/avatars/", maxAge: 30 * 24 * 3600 },
] as const;

/** The storage key of a public picture's URL, or null when the URL names no stored picture. */
export function publicMediaKey(url: string): string | null {
  const folder = PUBLIC_MEDIA.find((f) => url.startsWith(f.url));
  const name = folder && url.slice(folder.url.length);
  return folder && name && /^[\w-]+\.(?:webp|jpg)$/.test(name) ? folder.key + name : null;
}
