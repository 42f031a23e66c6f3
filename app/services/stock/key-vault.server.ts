import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import type { Db } from "~/db/client.server";
import { env } from "~/env.server";
import { KEY_TAIL } from "~/utils/console-search";
import { singleton } from "~/utils/singleton.server";
import { appSecret, storedSecret } from "../secrets.server";

/**
 * Keys and account credentials are secrets the shop holds for its buyers: stored sealed with
 * AES-256-GCM, opened only to show them to their buyer or the owner, and found again (duplicates)
 * by an HMAC fingerprint, never by decrypting. Both keys derive from one master secret:
 * KEY_ENCRYPTION_KEY, or on the embedded default one generated once and kept like APP_SECRET —
 * in the same database, so a public shop must set KEY_ENCRYPTION_KEY (env.server.ts refuses to
 * start without it) and move what was sealed before with `npm run keys:rotate` (key-rotation).
 */
export interface KeyVault {
  /** The key as stored: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
  seal(plain: string): string;
  /** The plain key of a sealed one; throws when it was altered or sealed under another master key. */
  open(sealed: string): string;
  /** The same key always gives the same fingerprint; nothing about the key can be read from it. */
  fingerprint(plain: string): string;
  /**
   * The console search's index entry for a key's last characters (`keyTail`): a keyed hash, so
   * the column tells nothing without the master, and a search reads the index instead of opening
   * keys (decision 0042).
   */
  tailHash(tail: string): string;
  /** The index entries a search for `tail` looks up: under the current master and earlier ones. */
  searchTailHashes(tail: string): string[];
}

/** What the search indexes of a key: the last KEY_TAIL characters of its first line, any case. */
export function keyTail(plain: string): string {
  return plain.split("\n")[0].trimEnd().slice(-KEY_TAIL).toLowerCase();
}

/** A key as stock stores it: sealed, fingerprinted and indexed by its tail. */
export function storedKey(vault: KeyVault, plain: string) {
  return {
    sealed: vault.seal(plain),
    fingerprint: vault.fingerprint(plain),
    tailHash: vault.tailHash(keyTail(plain)),
  };
}

const VERSION = "v1";
/** The name of the generated master in app_secrets (the embedded default only). */
export const KEY_SECRET_NAME = "key-encryption";

/** Sealing, opening and fingerprinting under one master secret. */
export function cipherOf(master: string): KeyVault {
  const derive = (info: string) => Buffer.from(hkdfSync("sha256", master, "nocturn-stock", info, 32));
  const sealKey = derive("seal");
  const fingerprintKey = derive("fingerprint");
  const tailKey = derive("tail");
  const tailHash = (tail: string) =>
    createHmac("sha256", tailKey).update(tail).digest("base64url").slice(0, 22);
  return {
    tailHash,
    searchTailHashes: (tail) => [tailHash(tail)],
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, ...[iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"))].join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error("unknown sealed key format");
      const decipher = createDecipheriv("aes-256-gcm", sealKey, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
    fingerprint(plain) {
      return createHmac("sha256", fingerprintKey).update(plain).digest("base64url");
    },
  };
}

/**
 * The vault of the current master that still opens keys sealed under earlier ones: between
 * setting a new KEY_ENCRYPTION_KEY and `npm run keys:rotate`, buyers keep seeing their keys.
 */
function vaultOf(current: string, previous: string[]): KeyVault {
  const now = cipherOf(current);
  const before = previous.map(cipherOf);
  return {
    seal: now.seal,
    fingerprint: now.fingerprint,
    tailHash: now.tailHash,
    searchTailHashes: (tail) => [now, ...before].map((cipher) => cipher.tailHash(tail)),
    open(sealed) {
      try {
        return now.open(sealed);
      } catch (error) {
        for (const cipher of before) {
          try {
            return cipher.open(sealed);
          } catch {
            // not sealed under this one either
          }
        }
        throw error;
      }
    },
  };
}

/**
 * Masters keys may still be sealed under, besides `current`: KEY_ENCRYPTION_KEY_PREVIOUS, and the
 * one the embedded default generated into the database, until the rotation removes it.
 */
export function previousMasters(current: string, stored: string | null): string[] {
  return [env().KEY_ENCRYPTION_KEY_PREVIOUS, stored].filter(
    (master): master is string => Boolean(master) && master !== current,
  );
}

// One derivation per set of masters, shared by both module graphs.
const derived = singleton("keyVault", () => ({ id: "", vault: undefined as KeyVault | undefined }));

/** The vault of the shop's master key (read from `database`, the seed's transaction included). */
export async function keyVault(database?: Pick<Db, "insert" | "select">): Promise<KeyVault> {
  const configured = env().KEY_ENCRYPTION_KEY;
  const master = await appSecret(
    KEY_SECRET_NAME,
    configured,
    () => randomBytes(32).toString("base64url"),
    database,
  );
  const previous = previousMasters(master, configured ? await storedSecret(KEY_SECRET_NAME, database) : null);
  const id = [master, ...previous].join("\n");
  if (derived.id !== id || !derived.vault) Object.assign(derived, { id, vault: vaultOf(master, previous) });
  return derived.vault!;
}

/** What the console lists of a key: its first and last characters. */
export function maskSecret(plain: string): string {
  const line = plain.split("\n")[0];
  if (line.length <= 8) return "•".repeat(Math.max(4, line.length));
  return `${line.slice(0, 4)}…${line.slice(-4)}`;
}
