import type { ActionFunctionArgs } from "@remix-run/node";
import { handleNotification, SIGNATURE_HEADER } from "~/services/payments/webhook.server";
import { jsonError } from "~/utils/http.server";

const MAX_BODY_BYTES = 64 * 1024;

/** POST /api/payments/webhook: the aggregator's signed payment notification. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method Not Allowed");
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES)
    return jsonError(413, "Payload Too Large");
  const raw = await request.text();
  if (raw.length > MAX_BODY_BYTES) return jsonError(413, "Payload Too Large");
  const result = await handleNotification(raw, request.headers.get(SIGNATURE_HEADER));
  return Response.json(result.body, { status: result.status, headers: { "Cache-Control": "no-store" } });
}
