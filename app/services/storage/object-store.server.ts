import type { Readable } from "node:stream";

/**
 * Where the shop keeps files: seed artwork, console pictures and their narrower copies, avatars
 * and ticket attachments. One interface, two backends — the local disk under DATA_DIR (the
 * embedded default, one instance) and an S3-compatible bucket (Tigris on Fly, AWS S3, R2, MinIO)
 * when S3_BUCKET is set, so every instance sees every file. Keys are relative paths such as
 * `media/seed/horizontal-iron-frontier-1a2b.webp` or `uploads/tickets/…`; nothing outside them is
 * reachable (see `safeKey`).
 */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string | undefined;
}

export interface ObjectStore {
  /** Writes the whole object at once (readers never see half of it). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, streamed; null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the objects; missing ones are not an error. */
  delete(keys: string[]): Promise<void>;
  /** Answers when the store can be written (readiness). */
  check(): Promise<void>;
}

/** A key as the stores accept it: relative, no `..`, no empty or hidden segments. */
export function safeKey(key: string): string {
  const parts = key.split("/");
  if (!key || key.startsWith("/") || parts.some((p) => !p || p === "." || p === ".." || p.startsWith(".")))
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  return key;
}
