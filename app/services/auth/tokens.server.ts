import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A random URL-safe secret: 32 bytes (256 bits) unless told otherwise. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** SHA-256 in hex: what the database keeps of every secret the browser holds. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Compares two strings in constant time (for signatures and secrets). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
