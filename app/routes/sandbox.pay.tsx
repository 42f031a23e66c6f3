import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useNamespace, useTranslation } from "~/i18n/react";
import { EMAIL_INPUT, TextField } from "~/components/forms/field";
import { FormCard } from "~/components/ui/form-card";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { getSignedIn } from "~/services/auth/session.server";
import { resolveItem } from "~/services/payments/items.server";
import { ORDER_PARAM } from "~/services/payments/orders.server";
import { verifyOrder } from "~/services/payments/orders.server";
import { returnAccessCookie } from "~/services/payments/purchase-access.server";
import {
  openSandboxPayment,
  purchaseByInvoice,
  requireSandbox,
  sandboxSettle,
} from "~/services/payments/sandbox.server";
import { INVOICE_PARAM, verifiedSandboxInvoice } from "~/services/payments/sandbox-invoice.server";
import { localizePath } from "~/utils/lang";
import { pageMeta } from "~/utils/meta";
import { formatMinor, subtractMinor } from "~/utils/money";
import { useLocalize } from "~/utils/use-lang";
import { emailSchema } from "~/utils/validation";

const CreditCard = icon("credit-card");
const FlaskConical = icon("flask-conical");
const XCircle = icon("circle-x");

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];
export const headers = () => ({ "Cache-Control": "private, no-store" });

async function readOrder(request: Request) {
  requireSandbox();
  const token = new URL(request.url).searchParams.get(ORDER_PARAM) ?? "";
  const order = await verifyOrder(token);
  const item = order ? await resolveItem(order) : null;
  if (!order || !item) throw new Response("Not Found", { status: 404 });
  return { token, order, item };
}

/**
 * The sandbox aggregator's checkout (ARCHITECTURE §4): the item, the amount and the buyer's
 * e-mail, with Pay and Fail. It stands in for the real aggregator's page outside production.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, order, item } = await readOrder(request);
  const lang = requestLang(request);
  const t = await fixedT(request);
  const signedIn = await getSignedIn(request);
  const email = order.email ?? signedIn?.user.email ?? "";
  // Opening the page issues the invoice (pressing Pay twice settles it once) and holds the key or
  // the game account for this buyer while they pay; a unique item held by someone else stops here.
  const invoiceField = new URL(request.url).searchParams.get(INVOICE_PARAM);
  const opening = await openSandboxPayment({ token, order, item }, invoiceField, email, context.clientIp);
  const view = {
    title: `${t("sandbox.title")} — ${t("brand")}`,
    name: lang === "ru" ? item.nameRu : item.nameEn,
    value: lang === "ru" ? item.valueTextRu : item.valueTextEn,
    // What is charged: the signed order's amount, after the buyer's loyalty bonus — shown with the
    // option's price and the discount when there is one, as the buy block showed them.
    amount: formatMinor(order.amountMinor, order.currency, lang),
    bonus:
      (order.bonusPercent || order.couponCode) && item.amountMinor > order.amountMinor
        ? {
            // The order names the one discount it was priced by (money.ts bestDiscount).
            label: order.couponCode
              ? t("sandbox.coupon", { code: order.couponCode })
              : t("sandbox.bonus", { percent: order.bonusPercent }),
            listPrice: formatMinor(item.amountMinor, order.currency, lang),
            saved: formatMinor(subtractMinor(item.amountMinor, order.amountMinor), order.currency, lang),
          }
        : null,
    email,
  };
  if ("settled" in opening) throw redirect(localizePath(`/sandbox/purchase/${opening.settled}`, lang), 303);
  if ("unavailable" in opening) return json({ ...view, invoice: null, unavailable: opening.unavailable });
  return json({ ...view, invoice: opening.invoice, unavailable: null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, order } = await readOrder(request);
  const form = await request.formData();
  const email = emailSchema.safeParse(form.get("email") ?? "");
  if (!email.success) return { error: email.error.issues[0].message };
  const outcome = form.get("outcome") === "fail" ? "failed" : "paid";
  const invoice = await verifiedSandboxInvoice(token, String(form.get("invoice") ?? ""));
  if (!invoice) return { error: "sandbox.refused" };
  const { invoiceId, purchaseId } = await sandboxSettle(
    { token, order, invoiceId: invoice },
    email.data,
    outcome,
    context.clientIp,
  );
  const purchase = purchaseId ? await purchaseByInvoice(invoiceId) : undefined;
  if (!purchase) return { error: "sandbox.refused" };
  // The buyer coming back from paying sees their key for a while, signed in or not.
  throw redirect(localizePath(`/sandbox/purchase/${invoiceId}`, requestLang(request)), {
    headers: { "Set-Cookie": await returnAccessCookie(request, purchase) },
  });
}

export default function SandboxPay() {
  // The payment pages' strings are a chunk of their own: a visit from a shop page waits for them.
  useNamespace("payment");
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const localize = useLocalize();
  return (
    <SandboxCard>
      <dl
        className="space-y-3 rounded-xl border border-line bg-surface p-4 text-sm"
        data-testid="sandbox-order"
      >
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t("sandbox.item")}</dt>
          <dd className="text-right font-medium text-text">
            {data.name}
            {data.value ? <span className="block text-xs text-muted">{data.value}</span> : null}
          </dd>
        </div>
        {data.bonus ? (
          <>
            <div className="flex justify-between gap-4 border-t border-line pt-3">
              <dt className="text-muted">{t("sandbox.listPrice")}</dt>
              <dd className="text-text" data-testid="sandbox-list-price">
                {data.bonus.listPrice}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{data.bonus.label}</dt>
              <dd className="font-semibold text-status-green" data-testid="sandbox-bonus">
                −{data.bonus.saved}
              </dd>
            </div>
          </>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-line pt-3">
          <dt className="text-muted">{t("sandbox.amount")}</dt>
          <dd className="font-display text-xl text-white" data-testid="sandbox-amount">
            {data.amount}
          </dd>
        </div>
      </dl>
      {data.unavailable ? (
        <div className="mt-5 space-y-3" role="alert" data-testid="sandbox-unavailable">
          <p className="font-semibold text-warning">{t(`sandbox.unavailable.${data.unavailable}.title`)}</p>
          <p className="text-sm text-muted">{t(`sandbox.unavailable.${data.unavailable}.text`)}</p>
          {data.unavailable === "notStarted" || data.unavailable === "couponGone" ? (
            <Link to={localize("/catalog")} className="btn-ghost min-h-11">
              {t("sandbox.unavailable.backToCatalog")}
            </Link>
          ) : (
            <Link to={localize("/accounts")} className="btn-ghost min-h-11">
              {t("sandbox.unavailable.back")}
            </Link>
          )}
        </div>
      ) : (
        <Form method="post" className="mt-5 space-y-4" noValidate>
          <input type="hidden" name="invoice" value={data.invoice ?? ""} />
          <TextField
            label={t("sandbox.email")}
            errors={
              actionData?.error && actionData.error !== "sandbox.refused" ? [actionData.error] : undefined
            }
            inputProps={{
              id: "sandbox-email",
              name: "email",
              ...EMAIL_INPUT,
              defaultValue: data.email,
              autoComplete: "email",
              "data-testid": "sandbox-email",
            }}
          />
          {actionData?.error === "sandbox.refused" ? (
            <p role="alert" className="text-sm text-status-red">
              {t("sandbox.refused")}
            </p>
          ) : null}
          <div className="grid gap-2 sm:grid-cols-2">
            <button
              type="submit"
              name="outcome"
              value="pay"
              className="btn-primary"
              disabled={busy}
              data-testid="sandbox-pay"
            >
              <CreditCard className="size-4" aria-hidden />
              {t("sandbox.pay", { amount: data.amount })}
            </button>
            <button
              type="submit"
              name="outcome"
              value="fail"
              className="btn-ghost"
              disabled={busy}
              data-testid="sandbox-fail"
            >
              <XCircle className="size-4" aria-hidden />
              {t("sandbox.fail")}
            </button>
          </div>
        </Form>
      )}
    </SandboxCard>
  );
}

/** The sandbox aggregator's frame, marked as a test environment. */
export function SandboxCard({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <FormCard
      id="sandbox-title"
      title={t("sandbox.heading")}
      lead={t("sandbox.lead")}
      wide
      icon={
        <p className="inline-flex items-center gap-2 rounded-full bg-status-blue/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-status-blue">
          <FlaskConical className="size-3.5" aria-hidden />
          {t("sandbox.badge")}
        </p>
      }
    >
      {children}
    </FormCard>
  );
}
