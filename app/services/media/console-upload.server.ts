import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requestLang } from "~/i18n/i18n.server";
import { parseId } from "~/utils/ids";
import { localizePath } from "~/utils/lang";
import type { Permission } from "~/utils/permissions";
import type { WriteContext } from "../audit/audit.server";
import { consoleContext, requireConsoleUser } from "../auth/console-guard.server";
import { attemptConsoleWrite } from "../console-errors.server";
import { CONSOLE_IMAGE_MAX_BYTES } from "./console-images.server";
import { ImageRefusal } from "./image-pipeline.server";
import { MultipartRefusal, readMultipartFile } from "./multipart.server";

/**
 * The console's picture uploads (a game's picture, a home slide's, a product's or an account's
 * screenshots): reads the one file of field `field` from a multipart post while it streams, runs
 * `write` with its bytes and goes back to `backTo` with `?<field>=1`, or with
 * `?<field>Error=<size|format|required|…>` that the page translates. A plain form post without
 * JavaScript works the same. A write the console refuses (403/404) answers with that status.
 */
export async function consoleImageUpload({
  request,
  field,
  backTo,
  write,
}: {
  request: Request;
  field: string;
  /** The page to go back to, localized; may already hold a query. */
  backTo: string;
  write: (bytes: Buffer) => Promise<unknown>;
}) {
  const back = (query: string) => redirect(`${backTo}${backTo.includes("?") ? "&" : "?"}${query}`);
  let file: Buffer | null;
  try {
    ({ file } = await readMultipartFile(request, { field, maxBytes: CONSOLE_IMAGE_MAX_BYTES }));
  } catch (error) {
    if (!(error instanceof MultipartRefusal)) throw error;
    return back(`${field}Error=${error.reason === "size" ? "size" : "format"}`);
  }
  if (!file) return back(`${field}Error=required`);
  const bytes = file;
  try {
    const attempt = await attemptConsoleWrite(() => write(bytes));
    if (!attempt.ok) throw new Response(attempt.code, { status: attempt.status });
  } catch (error) {
    if (error instanceof ImageRefusal) return back(`${field}Error=${error.reason}`);
    throw error;
  }
  return back(`${field}=1`);
}

/**
 * The action of a console upload route (`/admin/games/{id}/picture`, …): the console user with
 * `permission`, the route's number `param` (404 when malformed), then consoleImageUpload back to
 * `backTo(n)` (unprefixed, may hold a query; localized here), writing in the user's audit context.
 */
export function consoleUploadAction({
  permission,
  param = "id",
  field,
  backTo,
  write,
}: {
  permission: Permission;
  param?: string;
  field: string;
  backTo: (n: number) => string;
  write: (ctx: WriteContext, n: number, bytes: Buffer) => Promise<unknown>;
}) {
  return async ({ request, params, context }: ActionFunctionArgs) => {
    const user = await requireConsoleUser(request, permission);
    const n = parseId(params[param]);
    if (n === null) throw new Response("Not Found", { status: 404 });
    return consoleImageUpload({
      request,
      field,
      backTo: localizePath(backTo(n), requestLang(request)),
      write: (bytes) => write(consoleContext(user, context.clientIp), n, bytes),
    });
  };
}
