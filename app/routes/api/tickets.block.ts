import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guard.server";
import { ticketApi, ticketJson } from "~/services/tickets/api.server";
import { blockTicketAuthor } from "~/services/tickets/commands.server";
import { readBody } from "~/utils/http.server";
import { ticketIdSchema } from "~/utils/ticket-schemas";
import { invalidFields } from "~/services/api-errors.server";

/** POST /api/tickets/block {ticketId}: staff block the ticket's author (sessions and sockets end). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request, "supportDesk");
  return ticketApi(request, async () => {
    const parsed = ticketIdSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalidFields(request, parsed.error);
    return ticketJson(await blockTicketAuthor(user, parsed.data.ticketId));
  });
}
