import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guard.server";
import { ticketApi, ticketJson } from "~/services/tickets/api.server";
import { deleteUpload, receiveUpload } from "~/services/tickets/uploads.server";
import { parseId } from "~/utils/ids";
import { apiError, methodNotAllowed } from "~/services/api-errors.server";
import { routeMethods } from "~/utils/route-methods";

/**
 * POST /api/tickets/upload (multipart: file, optional ticketId and order): the stored file
 * {id, path, width, height, order}. DELETE /api/tickets/upload/{fileId}: removes an unsent upload
 * of the caller.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  return ticketApi(request, async () => {
    if (request.method === "POST" && !params.fileId)
      return ticketJson(await receiveUpload(request, user), 201);
    if (request.method === "DELETE" && params.fileId) {
      const id = parseId(params.fileId);
      if (id === null) return apiError(request, 404, "NOT_FOUND");
      await deleteUpload(user, id);
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    }
    return methodNotAllowed(request, params.fileId ? "DELETE" : "POST");
  });
}

/** Files are uploaded to the list and removed by their own address. */
export const handle = routeMethods((params) => (params.fileId === undefined ? ["POST"] : ["DELETE"]));
