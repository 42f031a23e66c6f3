import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guard.server";
import { storage } from "~/services/storage/store.server";
import { ticketApi } from "~/services/tickets/api.server";
import { attachmentKey, readableFile } from "~/services/tickets/uploads.server";

import { parseId } from "~/utils/ids";
import { apiError } from "~/services/api-errors.server";

/**
 * GET /api/tickets/files/{fileId}: an attachment, only to those who may read its ticket,
 * streamed from the store (the bucket is never exposed: attachments have no public URL).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const id = parseId(params.fileId);
  if (id === null) return apiError(request, 404, "NOT_FOUND");
  return ticketApi(request, async () => {
    const file = await readableFile(user, id);
    const stored = await storage().get(attachmentKey(file));
    if (!stored) return apiError(request, 404, "NOT_FOUND");
    const headers = {
      "Content-Type": file.path.endsWith(".png") ? "image/png" : "image/jpeg",
      "Content-Length": String(stored.size),
      // Private: a shared cache must never hand one customer's screenshot to another.
      "Cache-Control": "private, max-age=86400",
      "Content-Disposition": "inline",
    };
    // A HEAD answer has no body: the opened file (or bucket connection) is released at once.
    if (request.method === "HEAD") {
      stored.body.destroy();
      return new Response(null, { headers });
    }
    return new Response(createReadableStreamFromReadable(stored.body), { headers });
  });
}
