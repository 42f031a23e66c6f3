import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  consoleApiError,
  consoleMethodNotAllowed,
  requireConsoleApi,
} from "~/services/auth/console-guard.server";
import { apiWrite, readApiInput } from "~/services/console-api.server";
import { createCoupon, listCoupons, setCouponPaused } from "~/services/promotions/coupon-admin.server";
import { couponFormSchema } from "~/utils/coupon-form";
import { privateJson } from "~/utils/http.server";
import { parseId } from "~/utils/ids";
import { routeMethods } from "~/utils/route-methods";

/**
 * The owner API's coupon codes (decision 0050), with the console's rules and rights:
 * GET /api/admin/coupons — every code with its report (uses, held, revenue and discount per
 * currency, in minor units); POST /api/admin/coupons `{code, discount: "percent"|"fixed", percent?,
 * amountRub?, amountUsd?, scope: "all"|"game"|"category"|"products", gameId?, category?,
 * products?: ["cheat:12", "account:3"], minRub?, minUsd?, starts?, ends?, maxUses?, perCustomer?}`
 * — 201 `{coupon}`; PATCH /api/admin/coupons/{id} `{paused: true|false}`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireConsoleApi(request, "promotions.manage", context.clientIp);
  return privateJson({ coupons: await listCoupons() });
}

const pauseSchema = z.object({ paused: z.enum(["on", ""]).transform((value) => value === "on") });

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = await requireConsoleApi(request, "promotions.manage", context.clientIp);
  if (params.id === undefined) {
    if (request.method !== "POST") return consoleMethodNotAllowed(request, "GET, HEAD, POST");
    const input = await readApiInput(request, couponFormSchema);
    if (!input.ok) return input.response;
    const created = await apiWrite(request, () => createCoupon(ctx, input.value));
    if (!created.ok) return created.response;
    return privateJson({ coupon: created.value }, 201);
  }
  if (request.method !== "PATCH") return consoleMethodNotAllowed(request, "PATCH");
  const id = parseId(params.id);
  if (id === null) return consoleApiError(request, 404, "NOT_FOUND");
  const input = await readApiInput(request, pauseSchema);
  if (!input.ok) return input.response;
  const saved = await apiWrite(request, () => setCouponPaused(ctx, id, input.value.paused));
  if (!saved.ok) return saved.response;
  return privateJson({ coupon: (await listCoupons()).find((coupon) => coupon.id === id) ?? null });
}

/** The list takes new codes; a code is paused or resumed. */
export const handle = routeMethods((params) => (params.id === undefined ? ["GET", "POST"] : ["PATCH"]));
