import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PurchaseResult } from "~/components/payments/purchase-result";
import { useNamespace } from "~/i18n/react";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { maySeeDelivery } from "~/services/payments/purchase-access.server";
import { purchaseResultView } from "~/services/payments/purchase-view.server";
import { purchaseByInvoice, requireSandbox } from "~/services/payments/sandbox.server";
import { pageMeta } from "~/utils/meta";
import { SandboxCard } from "./sandbox.pay";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];
// A key may be on it: never stored by a cache, never leaked to another site through Referer.
export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

/** The sandbox aggregator's purchase page: the status and, once paid, the delivery to its buyer. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireSandbox();
  const purchase = await purchaseByInvoice(params.invoiceId ?? "");
  if (!purchase) throw new Response("Not Found", { status: 404 });
  const t = await fixedT(request);
  return {
    title: `${t("sandbox.purchaseTitle")} — ${t("brand")}`,
    // The key only for its buyer: signed in, or holding the purchase's link or return cookie.
    purchase: await purchaseResultView(
      purchase,
      requestLang(request),
      await maySeeDelivery(request, purchase),
    ),
  };
}

export default function SandboxPurchase() {
  // The payment pages' strings are a chunk of their own: a visit from a shop page waits for them.
  useNamespace("payment");
  const { purchase } = useLoaderData<typeof loader>();
  return (
    <SandboxCard>
      <PurchaseResult data={purchase} />
    </SandboxCard>
  );
}
