import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import type { User } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { changeEmailSchema, changeLoginSchema } from "~/utils/validation";
import { requestEmailChange, TooManyRequests } from "../auth/magic-link.server";
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

/**
 * Reads the first `avatar` file of a multipart body. The part is capped while it streams, so an
 * oversized upload is refused without being held in memory.
 */
export async function updateAvatar(user: User, request: Request): Promise<UpdateResult> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > AVATAR_MAX_BYTES + 64 * 1024) return refuse(413, "avatar", "profile.avatarTooLarge");
  let file: FormDataEntryValue | null;
  try {
    const form = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({
        maxPartSize: AVATAR_MAX_BYTES,
        filter: ({ name, filename }) => name === "avatar" && Boolean(filename),
      }),
    );
    file = form.getAll("avatar")[0] ?? null;
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return refuse(413, "avatar", "profile.avatarTooLarge");
    return refuse(400, "avatar", "profile.avatarFormat");
  }
  if (!file || typeof file === "string" || file.size === 0)
    return refuse(400, "avatar", "validation.required");
  const result = await replaceAvatar(user, new Uint8Array(await file.arrayBuffer()));
  if (result === "format" || result === "unreadable") return refuse(415, "avatar", "profile.avatarFormat");
  return { ok: true, user: result };
}

/** Starts an e-mail change: the new address must be free; it takes effect once confirmed. */
export async function updateEmail(
  user: User,
  input: unknown,
  lang: Lang,
  origin: string,
): Promise<UpdateResult> {
  const parsed = changeEmailSchema.safeParse(input);
  if (!parsed.success) return refuse(400, "email", parsed.error.issues[0].message);
  const email = parsed.data.email;
  if (email.toLowerCase() === user.email) return { ok: true, user };
  if (await emailTaken(email, user.id)) return refuse(409, "email", "profile.emailExists");
  try {
    await requestEmailChange(user, email, lang, origin);
  } catch (error) {
    if (error instanceof TooManyRequests) return refuse(429, "email", "auth.tooManyRequests");
    throw error;
  }
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
