import { eq } from "drizzle-orm";
import sharp from "sharp";
import { db } from "~/db/client.server";
import { users, type User } from "~/db/schema";
import { publicMediaKey, storage } from "~/services/storage/store.server";
import { decodeImage } from "../media/image-pipeline.server";
import { randomToken } from "../auth/tokens.server";

/** Largest avatar file accepted, checked while the body streams in (not after buffering it). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 256;
/** Public URL prefix of avatars; they are stored under `uploads/avatars/` (store.server.ts). */
export const AVATAR_URL_PREFIX = "/media/avatars";

/**
 * Replaces a user's avatar. The image pipeline checks the type (PNG or JPEG, by magic bytes) and
 * the header's dimensions before decoding; the picture is decoded once, straight to a small
 * square, and that square is encoded as WebP and JPEG, which drops metadata and anything hidden.
 * The pipeline's ImageRefusal tells why a picture was refused.
 */
export async function replaceAvatar(user: User, bytes: Uint8Array): Promise<User> {
  const square = await decodeImage(
    bytes,
    (image) =>
      image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" }).raw().toBuffer({ resolveWithObject: true }),
    { failOn: "error" },
  );
  const raw = () => sharp(square.data, { raw: square.info });
  // A fresh name each time: browsers and CDNs may cache an avatar for long.
  const name = `${user.id}-${randomToken(9)}`;
  const [webp, jpeg] = await Promise.all([
    raw().webp({ quality: 82 }).toBuffer(),
    raw().flatten({ background: "#11131c" }).jpeg({ quality: 84, mozjpeg: true }).toBuffer(),
  ]);
  await Promise.all([
    storage().put(`uploads/avatars/${name}.webp`, webp, "image/webp"),
    storage().put(`uploads/avatars/${name}.jpg`, jpeg, "image/jpeg"),
  ]);
  const [updated] = await db()
    .update(users)
    .set({ avatarWebp: `${AVATAR_URL_PREFIX}/${name}.webp`, avatarJpeg: `${AVATAR_URL_PREFIX}/${name}.jpg` })
    .where(eq(users.id, user.id))
    .returning();
  await removeAvatarFiles(user);
  return updated;
}

async function removeAvatarFiles(user: User) {
  const keys = [user.avatarWebp, user.avatarJpeg].map((url) => (url ? publicMediaKey(url) : null));
  await storage().delete(keys.filter((key): key is string => key !== null));
}
