import type { User } from "~/db/schema";
import { env } from "~/env.server";
import type { Lang } from "~/utils/lang";
import { changeEmailSchema, changeLoginSchema } from "~/utils/validation";
import { countEmailChangeAttempt, requestEmailChange, TooManyRequests } from "../auth/magic-link.server";
import { ImageRefusal } from "../media/image-pipeline.server";
import { MultipartRefusal, readMultipartFile } from "../media/multipart.server";
import { consume } from "../rate-limit.server";
import { AVATAR_MAX_BYTES, replaceAvatar } from "./avatar.server";
import { changeLogin, emailTaken } from "./users.server";

/** A profile change: the updated user, or the field, status and translation key of the refusal. */
export type UpdateResult =
  | { ok: true; user: User; pendingEmail?: string }
  | { ok: false; status: number; field: string; error: string };

const refuse = (status: number, field: string, error: string): UpdateResult => ({
  ok: false,
  status,
  field,
  error,
});

/** The translation key and status of each reason the image pipeline refuses a picture. */
const avatarRefusals: Record<ImageRefusal["reason"], [number, string]> = {
  format: [415, "profile.avatarFormat"],
  unreadable: [415, "profile.avatarFormat"],
  dimensions: [413, "profile.avatarPixels"],
  busy: [503, "profile.avatarBusy"],
};

/**
 * Reads the first `avatar` file of a multipart body. The part is capped while it streams, so an
 * oversized upload is refused without being held in memory. Every attempt counts against the
 * user's hourly limit, before the body is read, so refused pictures cannot be retried endlessly.
 */
export async function updateAvatar(user: User, request: Request): Promise<UpdateResult> {
  const allowed = await consume([
    {
      rule: { name: "avatar-change", points: env().AVATAR_CHANGES_PER_HOUR, durationSeconds: 3600 },
      key: String(user.id),
    },
  ]);
  if (!allowed) return refuse(429, "avatar", "profile.avatarTooMany");
  let file: Buffer | null;
  try {
    ({ file } = await readMultipartFile(request, { field: "avatar", maxBytes: AVATAR_MAX_BYTES }));
  } catch (error) {
    if (!(error instanceof MultipartRefusal)) throw error;
    if (error.reason === "size") return refuse(413, "avatar", "profile.avatarTooLarge");
    return refuse(400, "avatar", "profile.avatarFormat");
  }
  if (!file) return refuse(400, "avatar", "validation.required");
  try {
    return { ok: true, user: await replaceAvatar(user, file) };
  } catch (error) {
    if (!(error instanceof ImageRefusal)) throw error;
    const [status, key] = avatarRefusals[error.reason];
    return refuse(status, "avatar", key);
  }
}

/** Starts an e-mail change: the new address must be free; it takes effect once confirmed. */
export async function updateEmail(user: User, input: unknown, lang: Lang): Promise<UpdateResult> {
  const parsed = changeEmailSchema.safeParse(input);
  if (!parsed.success) return refuse(400, "email", parsed.error.issues[0].message);
  const email = parsed.data.email;
  if (email.toLowerCase() === user.email) return { ok: true, user };
  try {
    // The limit comes first: whether an address is taken is told only within it.
    await countEmailChangeAttempt(user);
  } catch (error) {
    if (error instanceof TooManyRequests) return refuse(429, "email", "auth.tooManyRequests");
    throw error;
  }
  if (await emailTaken(email, user.id)) return refuse(409, "email", "profile.emailExists");
  await requestEmailChange(user, email, lang);
  return { ok: true, user, pendingEmail: email.toLowerCase() };
}

/** Changes the login; another user's login (in any letter case) is refused. */
export async function updateLogin(user: User, input: unknown): Promise<UpdateResult> {
  const parsed = changeLoginSchema.safeParse(input);
  if (!parsed.success) return refuse(400, "login", parsed.error.issues[0].message);
  if (parsed.data.login === user.login) return { ok: true, user };
  const result = await changeLogin(user.id, parsed.data.login);
  if (result === "exists") return refuse(409, "login", "profile.loginExists");
  return { ok: true, user: result };
}
