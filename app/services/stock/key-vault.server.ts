import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import type { Db } from "~/db/client.server";
import { env } from "~/env.server";
import { appSecret } from "../payments/secrets.server";

/**
 * Keys and account credentials are secrets the shop holds for its buyers: stored sealed with
 * AES-256-GCM, opened only to show them to their buyer or the owner, and found again (duplicates)
 * by an HMAC fingerprint, never by decrypting. Both keys derive from one master secret:
 * KEY_ENCRYPTION_KEY, or on the embedded default one generated once and kept like APP_SECRET.
 */
export interface KeyVault {
  /** The key as stored: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
  seal(plain: string): string;
  /** The plain key of a sealed one; throws when it was altered or sealed under another master key. */
  open(sealed: string): string;
  /** The same key always gives the same fingerprint; nothing about the key can be read from it. */
  fingerprint(plain: string): string;
}

const VERSION = "v1";
let derived: { master: string; vault: KeyVault } | undefined;

function vaultFrom(master: string): KeyVault {
  const derive = (info: string) => Buffer.from(hkdfSync("sha256", master, "nocturn-stock", info, 32));
  const sealKey = derive("seal");
  const fingerprintKey = derive("fingerprint");
  return {
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

/** The vault of the shop's master key (read from `database`, the seed's transaction included). */
export async function keyVault(database?: Pick<Db, "insert" | "select">): Promise<KeyVault> {
  const master = await appSecret(
    "key-encryption",
    env().KEY_ENCRYPTION_KEY,
    () => randomBytes(32).toString("base64url"),
    database,
  );
  if (derived?.master !== master) derived = { master, vault: vaultFrom(master) };
  return derived.vault;
}

/** What the console lists of a key: its first and last characters. */
export function maskSecret(plain: string): string {
  const line = plain.split("\n")[0];
  if (line.length <= 8) return "•".repeat(Math.max(4, line.length));
  return `${line.slice(0, 4)}…${line.slice(-4)}`;
}
