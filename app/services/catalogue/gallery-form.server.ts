import type { User } from "~/db/schema";
import { parseId } from "~/utils/ids";
import { consoleContext } from "../auth/console-guard.server";
import { attemptConsoleWrite } from "../console-errors.server";
import { moveGalleryPicture, removeGalleryPicture, type GalleryKind } from "./gallery-writes.server";

/** The gallery buttons' intents (components/console/gallery-editor.tsx). */
export const isGalleryIntent = (intent: string) => intent.startsWith("gallery-");

/**
 * A gallery button's post on a product's or an account's page: move a picture up or down, or
 * remove it. Answers null when it went through, else the console error code the page shows.
 */
export async function galleryFormAction(
  formData: FormData,
  kind: GalleryKind,
  ownerId: number,
  user: User,
  clientIp: string | undefined,
): Promise<string | null> {
  const pictureId = parseId(String(formData.get("pictureId") ?? ""));
  if (pictureId === null) return "NOT_FOUND";
  const ctx = consoleContext(user, clientIp);
  const intent = String(formData.get("intent"));
  const attempt = await attemptConsoleWrite(async () => {
    if (intent === "gallery-remove") await removeGalleryPicture(ctx, kind, ownerId, pictureId);
    else await moveGalleryPicture(ctx, kind, ownerId, pictureId, intent === "gallery-up" ? "up" : "down");
  });
  return attempt.ok ? null : attempt.code;
}
