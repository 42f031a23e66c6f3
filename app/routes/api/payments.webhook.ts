import type { ActionFunctionArgs } from "@remix-run/node";
import { handleNotification, SIGNATURE_HEADER } from "~/services/payments/webhook.server";
import { methodNotAllowed } from "~/services/api-errors.server";

/**
 * POST /api/payments/webhook: the aggregator's signed payment notification. Its size is bounded
 * before it is read (server/body-limits.ts: 64 KB, declared length only).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST");
  const raw = await request.text();
  const result = await handleNotification(raw, request.headers.get(SIGNATURE_HEADER), context.clientIp);
  return Response.json(result.body, { status: result.status, headers: { "Cache-Control": "no-store" } });
}
