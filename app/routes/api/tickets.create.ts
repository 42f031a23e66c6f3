import type { ActionFunctionArgs } from "@remix-run/node";
import { langT } from "~/i18n/i18n.server";
import { requireApiUser } from "~/services/auth/guard.server";
import { ticketApi, ticketJson } from "~/services/tickets/api.server";
import { createTicket } from "~/services/tickets/commands.server";
import { errorLang, readBody } from "~/utils/http.server";
import { createTicketSchema } from "~/utils/ticket-schemas";
import { methodNotAllowed } from "~/services/api-errors.server";

/**
 * POST /api/tickets/create {subject, message, files?: ids, termOfUse, personalData}: the new
 * ticket, or 422 with `errors` per field (TICKET_LIMIT_EXCEEDED_ERROR under subject, SPEC §8).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST");
  const user = await requireApiUser(request);
  return ticketApi(request, async () => {
    const parsed = createTicketSchema.safeParse(await readBody(request));
    if (!parsed.success) {
      const t = await langT(errorLang(request));
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "form");
        (errors[field] ??= []).push(t(issue.message));
      }
      return ticketJson({ message: Object.values(errors)[0][0], code: "INVALID", errors }, 422);
    }
    const ticket = await createTicket(user, parsed.data);
    return ticketJson(ticket, 201);
  });
}
