import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { User } from "~/db/schema";
import { priceRowsSchema } from "~/utils/console-forms";
import { languages } from "~/utils/lang";
import { consoleContext } from "../auth/console-guard.server";
import { attemptConsoleWrite } from "../console-errors.server";
import { savePrices } from "./price-writes.server";

export interface PriceFormResult {
  /** Which form answered: "table", the whole price table. */
  form: "table";
  ok: boolean;
  error: string | null;
  /** Options the table's save changed (0: nothing to save). */
  changed?: number;
  result?: SubmissionResult<string[]>;
}

/** The console page's price table, saved as one: every row changed, removed or added together. */
export async function priceTableAction(
  formData: FormData,
  cheatId: number,
  user: User,
  clientIp: string | undefined,
): Promise<PriceFormResult> {
  const submission = parseWithZod(formData, { schema: priceRowsSchema });
  if (submission.status !== "success")
    return { form: "table", ok: false, error: "INVALID", result: submission.reply() };
  const { rows, added } = submission.value;
  const attempt = await attemptConsoleWrite(() =>
    savePrices(consoleContext(user, clientIp), cheatId, {
      rows: rows.map((row) => ({
        priceId: row.priceId,
        remove: Boolean(row.remove),
        option: row.option ?? null,
      })),
      added: languages.flatMap((lang) => (added?.[lang] ? [{ lang, option: added[lang] }] : [])),
    }),
  );
  if (!attempt.ok) return { form: "table", ok: false, error: attempt.code, result: submission.reply() };
  return {
    form: "table",
    ok: true,
    error: null,
    changed: attempt.value,
    result: submission.reply({ resetForm: true }),
  };
}
