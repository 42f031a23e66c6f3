import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  consoleApiError,
  consoleMethodNotAllowed,
  requireConsoleApi,
} from "~/services/auth/console-guard.server";
import { apiWrite, invalidInput } from "~/services/console-api.server";
import {
  listOrders,
  orderDetails,
  parseOrderFilter,
  refundOrder,
  refundPreview,
} from "~/services/payments/order-admin.server";
import { REFUND_REASON_MAX } from "~/utils/sales";
import { privateJson, readBody } from "~/utils/http.server";
import { parseId } from "~/utils/ids";
import { routeMethods } from "~/utils/route-methods";

/**
 * GET /api/admin/orders?status=&from=&to=&product=&email=&invoice=&page= — the orders, newest
 * first; GET /api/admin/orders/{id} — one with its payment notifications and notes (the key only
 * masked); GET /api/admin/orders/{id}/refund?keyUnused=true — what a refund would do (amount,
 * item, the key's fate, the buyer's bonus before and after); POST /api/admin/orders/{id}/refund
 * `{keyUnused?: boolean, reason: string, confirm: true}` — marks a paid order refunded.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = await requireConsoleApi(request, "sales.manage", context.clientIp);
  if (params.part !== undefined && params.part !== "refund")
    return consoleApiError(request, 404, "NOT_FOUND");
  if (params.part === "refund") {
    // What a refund would do, before POST confirms it: amount, item, the key's fate, the bonus.
    const id = parseId(params.id);
    if (id === null) return consoleApiError(request, 404, "NOT_FOUND");
    const keyUnused = new URL(request.url).searchParams.get("keyUnused") === "true";
    const preview = await apiWrite(request, () => refundPreview(ctx, id, keyUnused));
    return preview.ok ? privateJson({ refund: preview.value }) : preview.response;
  }
  if (params.id === undefined)
    return privateJson(await listOrders(parseOrderFilter(new URL(request.url).searchParams)));
  const id = parseId(params.id);
  const details = id === null ? null : await orderDetails(id);
  if (!details) return consoleApiError(request, 404, "NOT_FOUND");
  const { purchase, ...rest } = details;
  const { delivery: _delivery, ...order } = purchase;
  return privateJson({ order, ...rest });
}

const refundSchema = z.object({
  keyUnused: z.boolean().optional(),
  reason: z.string().trim().min(1).max(REFUND_REASON_MAX),
  /** The caller has read the refund's preview (GET …/refund) and confirms it. */
  confirm: z.literal(true),
});

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = await requireConsoleApi(request, "sales.manage", context.clientIp);
  if (request.method !== "POST" || params.part !== "refund")
    return consoleMethodNotAllowed(request, params.part === "refund" ? "POST" : "GET, HEAD");
  const id = parseId(params.id);
  if (id === null) return consoleApiError(request, 404, "NOT_FOUND");
  const parsed = refundSchema.safeParse(await readBody(request));
  if (!parsed.success) return invalidInput(request, parsed.error);
  const { keyUnused = false, reason } = parsed.data;
  const done = await apiWrite(request, () => refundOrder(ctx, id, { keyUnused, reason }));
  if (!done.ok) return done.response;
  return privateJson({ refunded: true });
}

/** Orders are read; a refund is previewed (GET) and made (POST); other parts are 404. */
export const handle = routeMethods((params) => {
  if (params.part === undefined) return ["GET"];
  return params.part === "refund" ? ["GET", "POST"] : "any";
});
