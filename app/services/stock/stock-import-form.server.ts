import { redirect } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { stocks } from "~/db/schema";
import type { WriteContext } from "../audit/audit.server";
import { ConsoleError } from "../console-errors.server";
import { MultipartRefusal, readMultipartFile } from "../media/multipart.server";
import { CREDENTIAL_FIELDS, type ImportFormError } from "~/utils/sales";
import { decodeKeyFile, importKeys, IMPORT_MAX_BYTES, parseKeyLines } from "./stock-writes.server";

const CREDENTIAL_LABELS: Record<(typeof CREDENTIAL_FIELDS)[number], string> = {
  login: "Login",
  password: "Password",
  email: "E-mail",
  emailPassword: "E-mail password",
  notes: "Notes",
};

/** An account's sign-in details as one secret: a labelled line per filled field. */
export function credentialsText(fields: Record<string, string>) {
  return CREDENTIAL_FIELDS.filter((name) => fields[name]?.trim())
    .map((name) => `${CREDENTIAL_LABELS[name]}: ${fields[name].trim().replace(/\s*\n\s*/g, " ")}`)
    .join("\n");
}

/**
 * POST /admin/stock/{id}/import, with or without JavaScript: keys pasted and/or a .txt/.csv file
 * (one per line) for a product's stock, or the sign-in details of a game account (one account, one
 * secret, while none is on sale). Goes back to the stock's page with the counts, or the refusal.
 */
export async function stockImportForm(request: Request, ctx: WriteContext, stockId: number, backTo: string) {
  const back = (query: { importError: ImportFormError } | Record<string, number>) =>
    redirect(`${backTo}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, 303);
  const [stock] = await db().select().from(stocks).where(eq(stocks.id, stockId));
  if (!stock) throw new ConsoleError("NOT_FOUND", 404);
  let upload: Awaited<ReturnType<typeof readMultipartFile>>;
  try {
    upload = await readMultipartFile(request, {
      field: "file",
      maxBytes: IMPORT_MAX_BYTES,
      fieldMaxBytes: IMPORT_MAX_BYTES,
    });
  } catch (error) {
    if (!(error instanceof MultipartRefusal)) throw error;
    return back({ importError: error.reason === "size" ? "size" : "badFile" });
  }
  let keys: string[];
  if (stock.accountId !== null) {
    const secret = credentialsText(upload.fields);
    if (!upload.fields.login?.trim() || !upload.fields.password?.trim())
      return back({ importError: "credentials" });
    keys = [secret];
  } else {
    keys = parseKeyLines(upload.fields.keys ?? "");
    if (upload.file) {
      const text = decodeKeyFile(upload.file);
      if (text === null) return back({ importError: "badFile" });
      const csv = /\.csv$/i.test(upload.fileName ?? "");
      keys.push(...parseKeyLines(text, csv ? "csv" : "lines"));
    }
  }
  const result = await importKeys(ctx, stockId, keys);
  if (!result.ok) return back({ importError: result.refusal });
  const { added, duplicatesInBatch, duplicatesExisting, invalid, delivered } = result.counts;
  return back({ added, dupBatch: duplicatesInBatch, dupKnown: duplicatesExisting, invalid, delivered });
}
