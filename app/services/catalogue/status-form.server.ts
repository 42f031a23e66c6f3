import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import type { User } from "~/db/schema";
import { idSchema } from "~/utils/ids";
import { returnPath } from "~/utils/preferences";
import { consoleContext } from "../auth/console-guard.server";
import { attemptConsoleWrite } from "../console-errors.server";
import { setCheatStatus, setGameCheatsStatus, statusChangeSchema } from "./status-writes.server";

/** The console's status forms: one product (a list row, the product's page) or a whole game. */
export const statusFormSchema = z.discriminatedUnion("intent", [
  statusChangeSchema.extend({ intent: z.literal("status"), cheatId: idSchema }),
  statusChangeSchema.extend({ intent: z.literal("game-status"), gameId: idSchema }),
]);

export type StatusFormResult =
  | { ok: true; intent: "status" | "game-status"; changed: number }
  | { ok: false; error: string; result?: SubmissionResult<string[]> };

/**
 * Handles a status form post. A form posted without JavaScript comes back to the page it was on
 * (its `back` field) with `?changed=<n>`; a fetcher gets the result itself.
 */
export async function statusFormAction(formData: FormData, user: User, clientIp: string | undefined) {
  const submission = parseWithZod(formData, { schema: statusFormSchema });
  if (submission.status !== "success")
    return { ok: false, error: "INVALID", result: submission.reply() } satisfies StatusFormResult;
  const ctx = consoleContext(user, clientIp);
  const value = submission.value;
  const attempt = await attemptConsoleWrite(async () =>
    value.intent === "status"
      ? Number((await setCheatStatus(ctx, value.cheatId, value)).changed)
      : (await setGameCheatsStatus(ctx, value.gameId, value)).changed,
  );
  if (!attempt.ok) return { ok: false, error: attempt.code } satisfies StatusFormResult;
  const changed = attempt.value;
  // A post without JavaScript goes back where it came from: the console list or the product's
  // own page (a safe same-site path only), with `?changed=<n>`.
  const back = returnPath(String(formData.get("back") ?? ""));
  if (formData.get("js") !== "1" && back) {
    const url = new URL(back, "http://shop.local");
    url.searchParams.set("changed", String(changed));
    throw redirect(url.pathname + url.search);
  }
  return { ok: true, intent: value.intent, changed } satisfies StatusFormResult;
}
