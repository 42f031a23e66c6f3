import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useNamespace, useTranslation } from "~/i18n/react";
import { PurchaseResult } from "~/components/payments/purchase-result";
import { FormCard } from "~/components/ui/form-card";
import { env, paymentProviderName } from "~/env.server";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { getSignedIn } from "~/services/auth/session.server";
import { settleReturn, type ReturnError } from "~/services/payments/providers/digiseller-returns.server";
import { purchaseResultView } from "~/services/payments/purchase-view.server";
import { pageMeta } from "~/utils/meta";
import { useLocalize } from "~/utils/use-lang";

const AlertTriangle = icon("triangle-exclamation-point");
const Clock = icon("clock");

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];
// The page shows a key to whoever holds the code: never stored by the page cache or a CDN.
export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

/**
 * GET /payment/complete?uniquecode=…: where Digiseller sends the buyer after payment (decision
 * 0022). The provider can only come back with a GET, so this loader settles the code; settling
 * is idempotent per code (a reload or a second tab shows the same purchase and takes no second
 * key), which is what makes a write in a GET loader safe here, as in the OAuth callbacks.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (paymentProviderName(env()) !== "digiseller") throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const code = url.searchParams.get("uniquecode")?.trim() ?? "";
  const lang = requestLang(request);
  const t = await fixedT(request);
  const title = `${t("paymentComplete.title")} — ${t("brand")}`;
  if (!code) return { title, code: null, outcome: { kind: "no-code" as const } };
  const outcome = await settleReturn(code, {
    userId: (await getSignedIn(request))?.user.id ?? null,
    lang,
    clientIp: context.clientIp,
  });
  if (outcome.kind === "purchase")
    return {
      title,
      code,
      outcome: { kind: "purchase" as const, purchase: await purchaseResultView(outcome.purchase, lang) },
    };
  return { title, code, outcome };
}

export default function PaymentComplete() {
  // The payment pages' strings are a chunk of their own: a visit from a shop page waits for them.
  useNamespace("payment");
  const { t } = useTranslation();
  const localize = useLocalize();
  const { code, outcome } = useLoaderData<typeof loader>();
  return (
    <FormCard
      id="payment-complete-title"
      title={t("paymentComplete.heading")}
      lead={t(outcome.kind === "purchase" ? "paymentComplete.lead" : "paymentComplete.leadOther")}
      wide
    >
      {outcome.kind === "purchase" ? (
        <PurchaseResult data={outcome.purchase} />
      ) : outcome.kind === "pending" ? (
        <Notice icon={<Clock className="size-6 text-warning" aria-hidden />} testId="payment-pending">
          <p className="font-semibold text-text">{t("paymentComplete.pendingTitle")}</p>
          <p className="mt-1 text-sm text-muted">{t("paymentComplete.pendingText")}</p>
        </Notice>
      ) : (
        <Notice
          icon={<AlertTriangle className="size-6 text-status-red" aria-hidden />}
          testId="payment-error"
        >
          <p className="text-sm text-text" role="alert">
            {outcome.kind === "no-code"
              ? t("paymentComplete.noCode")
              : t(`paymentComplete.errors.${outcome.error satisfies ReturnError}`)}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to={localize("/profile/tickets")} className="btn-primary">
              {t("paymentComplete.toSupport")}
            </Link>
            <Link to={localize("/")} className="btn-ghost">
              {t("paymentComplete.toShop")}
            </Link>
          </div>
        </Notice>
      )}
      {code ? (
        <p className="mt-4 break-all text-xs text-muted">{t("paymentComplete.code", { code })}</p>
      ) : null}
    </FormCard>
  );
}

function Notice({
  icon,
  testId,
  children,
}: {
  icon: React.ReactNode;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-3 rounded-xl border border-line bg-surface p-4" data-testid={testId}>
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div>{children}</div>
    </div>
  );
}
