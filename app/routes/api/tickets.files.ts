import fs from "node:fs/promises";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guard.server";
import { ticketApi } from "~/services/tickets/api.server";
import { readableFile } from "~/services/tickets/uploads.server";
import { jsonError } from "~/utils/http.server";
import { parseId } from "~/utils/ids";

/** GET /api/tickets/files/{fileId}: an attachment, only to those who may read its ticket. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const id = parseId(params.fileId);
  if (id === null) return jsonError(404, "Not Found");
  return ticketApi(request, async () => {
    const file = await readableFile(user, id);
    const data = await fs.readFile(file.absolute).catch(() => null);
    if (!data) return jsonError(404, "Not Found");
    return new Response(data, {
      headers: {
        "Content-Type": file.path.endsWith(".png") ? "image/png" : "image/jpeg",
        "Content-Length": String(data.length),
        // Private: a shared cache must never hand one customer's screenshot to another.
        "Cache-Control": "private, max-age=86400",
        "Content-Disposition": "inline",
      },
    });
  });
}
