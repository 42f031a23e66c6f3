import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { consoleIcon } from "~/components/console/icons";
import { BackLink } from "~/components/console/back-link";
import { useTranslation } from "~/i18n/react";
import { z } from "zod";
import { ORDER_STATUS_KEYS, OrderStatus } from "~/components/console/order-status";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import {
  addOrderNote,
  orderDetails,
  refundOrder,
  refundPreview,
  resendDelivery,
  revealOrderKey,
} from "~/services/payments/order-admin.server";
import { activeProvider } from "~/services/payments/providers/index.server";
import { formatConsoleTime } from "~/utils/dates";
import { parseId } from "~/utils/ids";
import { localizePath } from "~/utils/lang";
import { consoleMeta } from "~/utils/meta";
import { PaymentStatus } from "~/utils/payment-status";
import { formatMinor } from "~/utils/money";
import { needsRefundReasonOf, ORDER_NOTE_MAX, REFUND_REASON_MAX } from "~/utils/sales";

const Eye = icon("eye");
const Mail = icon("mail");
const Undo2 = consoleIcon("undo-2");

export const meta: MetaFunction<typeof loader> = consoleMeta;

const DONE = ["resent", "refunded", "noted"] as const;

/** GET /admin/orders/{id}: an order, its payment notifications, its key (masked) and notes. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "sales.manage");
  const id = parseId(params.id);
  const details = id === null ? null : await orderDetails(id);
  if (!details) throw new Response("Not Found", { status: 404 });
  const lang = requestLang(request);
  const t = await fixedT(request);
  const { purchase } = details;
  const date = (value: Date) => formatConsoleTime(value, lang);
  const done = new URL(request.url).searchParams.get("done");
  return {
    title: `${t("console.orders.order", { id: purchase.id })} — ${t("console.title")}`,
    order: {
      id: purchase.id,
      invoiceId: purchase.invoiceId,
      createdAt: date(purchase.createdAt),
      refundedAt: purchase.refundedAt ? date(purchase.refundedAt) : null,
      item: lang === "ru" ? purchase.nameRu : purchase.nameEn,
      option: lang === "ru" ? purchase.valueTextRu : purchase.valueTextEn,
      amount: formatMinor(purchase.amountMinor, purchase.currency, lang),
      bonusPercent: purchase.bonusPercent,
      couponCode: purchase.couponCode,
      status: purchase.status,
      email: purchase.email,
      lang: purchase.lang,
      kind: purchase.kind,
    },
    buyer: details.buyer,
    maskedKey: details.maskedKey,
    keyRevealed: details.keyRevealed,
    awaiting: details.awaiting,
    needsRefund: details.needsRefund
      ? {
          reason: needsRefundReasonOf(purchase.needsRefundReason),
          since: date(purchase.needsRefundAt!),
        }
      : null,
    // What a refund takes with this provider (the sandbox's completes at once).
    provider: activeProvider().name,
    events: details.events.map((event) => ({
      id: event.id,
      receivedAt: date(event.receivedAt),
      outcome: event.outcome,
      signatureValid: event.signatureValid,
    })),
    notes: details.notes.map((note) => ({
      id: note.id,
      author: note.authorLogin,
      createdAt: date(note.createdAt),
      body: note.body,
    })),
    done: DONE.find((value) => value === done) ?? null,
  };
}

const orderFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("reveal") }),
  z.object({ intent: z.literal("resend") }),
  z.object({
    intent: z.literal("refund"),
    keyUnused: z.literal("on").optional(),
    reason: z.string().trim().max(REFUND_REASON_MAX).default(""),
    // The confirmation's button: without it, Refund answers what the refund will do.
    confirm: z.literal("yes").optional(),
  }),
  z.object({ intent: z.literal("note"), body: z.string().trim().min(1).max(ORDER_NOTE_MAX) }),
]);

/** Reveal the key (answered here, audited), resend the e-mail, refund, or add a note. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "sales.manage");
  const id = parseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const form = Object.fromEntries(await request.formData());
  const parsed = orderFormSchema.safeParse(form);
  if (!parsed.success) return { key: null, error: "INVALID" as const };
  const ctx = consoleContext(user, context.clientIp);
  const value = parsed.data;
  if (value.intent === "refund" && (value.confirm !== "yes" || !value.reason)) {
    // A refund asks first: what it does to the money, the key and the bonus, and why.
    const keyUnused = value.keyUnused === "on";
    const preview = await attemptConsoleWrite(() => refundPreview(ctx, id, keyUnused));
    if (!preview.ok) return { key: null, error: preview.code };
    const lang = requestLang(request);
    return {
      key: null,
      error: null,
      refund: {
        item: lang === "ru" ? preview.value.nameRu : preview.value.nameEn,
        amount: formatMinor(preview.value.amountMinor, preview.value.currency, lang),
        email: preview.value.email,
        key: preview.value.key,
        bonus: preview.value.bonus,
        keyUnused,
        reason: value.reason,
        reasonMissing: value.confirm === "yes",
      },
    };
  }
  const attempt = await attemptConsoleWrite(async () => {
    if (value.intent === "reveal") return revealOrderKey(ctx, id);
    if (value.intent === "resend") await resendDelivery(ctx, id);
    else if (value.intent === "refund")
      await refundOrder(ctx, id, { keyUnused: value.keyUnused === "on", reason: value.reason });
    else await addOrderNote(ctx, id, value.body);
    return null;
  });
  if (!attempt.ok) return { key: null, error: attempt.code };
  if (value.intent === "reveal") return { key: attempt.value, error: null };
  const done = { resend: "resent", refund: "refunded", note: "noted" }[value.intent];
  return redirect(`${localizePath(`/admin/orders/${id}`, requestLang(request))}?done=${done}`, 303);
}

export default function ConsoleOrder() {
  const { t } = useTranslation();
  const { order, buyer, maskedKey, keyRevealed, awaiting, needsRefund, provider, events, notes, done } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const refund = actionData && "refund" in actionData ? actionData.refund : null;
  const busy = useNavigation().state === "submitting";
  const paid = order.status === PaymentStatus.Payed;
  return (
    <div className="space-y-6">
      <BackLink to="/admin/orders" label={t("console.orders.title")} />
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl text-text">{t("console.orders.order", { id: order.id })}</h1>
        <OrderStatus status={order.status} awaiting={awaiting} needsRefund={needsRefund !== null} />
      </header>

      {needsRefund && paid ? (
        <section
          className="card space-y-1 border-status-red/50 p-5 text-sm"
          data-testid="order-needs-refund"
          aria-labelledby="order-needs-refund-title"
        >
          <h2 id="order-needs-refund-title" className="font-semibold text-status-red">
            {t("console.orders.needsRefundTitle")}
          </h2>
          <p className="text-text">
            {t(`console.needsRefund.reason.${needsRefund.reason}`)} ·{" "}
            {t("console.needsRefund.since", { date: needsRefund.since })}
          </p>
        </section>
      ) : null}

      {done ? (
        <p
          role="status"
          className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green"
          data-testid="order-done"
        >
          {t(`console.orders.done.${done}`)}
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="rounded-xl bg-status-red/10 px-4 py-3 text-sm text-status-red">
          {t(`console.orders.errors.${actionData.error}`)}
        </p>
      ) : null}

      <dl className="card grid gap-x-6 gap-y-3 p-5 text-sm sm:grid-cols-2" data-testid="order-facts">
        <Fact label={t("console.orders.item")}>
          {order.item}
          {order.option ? ` · ${order.option}` : ""}
        </Fact>
        <Fact label={t(`console.orders.amountBy.${ORDER_STATUS_KEYS[order.status] ?? "waiting"}`)}>
          {order.amount}
          {order.bonusPercent ? ` (${t("cheat.bonusApplied", { percent: order.bonusPercent })})` : ""}
          {order.couponCode ? ` (${t("console.orders.coupon", { code: order.couponCode })})` : ""}
        </Fact>
        <Fact label={t("console.orders.created")}>{order.createdAt}</Fact>
        <Fact label={t("console.orders.invoice")}>
          <code className="font-mono">{order.invoiceId}</code>
        </Fact>
        <Fact label={t("console.orders.email")}>
          {/* A signed-in buyer gave no address at payment: their delivery went to their account's. */}
          {order.email ??
            (buyer?.email
              ? t("console.orders.accountEmail", { email: buyer.email })
              : t("console.orders.noEmail"))}
        </Fact>
        <Fact label={t("console.orders.buyer")}>
          {buyer ? `${buyer.login}${buyer.email ? ` · ${buyer.email}` : ""}` : t("console.orders.guest")}
        </Fact>
        {order.refundedAt ? <Fact label={t("console.orders.refundedAt")}>{order.refundedAt}</Fact> : null}
      </dl>

      <section className="card space-y-3 p-5">
        <h2 className="font-semibold text-text">
          {order.kind === "account" ? t("console.orders.credentials") : t("console.orders.key")}
        </h2>
        {actionData?.key ? (
          <p
            className="whitespace-pre-line break-all rounded-xl bg-surface-3 px-3 py-2 font-mono text-text"
            data-testid="order-key"
          >
            {actionData.key}
          </p>
        ) : maskedKey ? (
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <code className="font-mono text-text" data-testid="order-key-masked">
              {maskedKey}
            </code>
            <button
              type="submit"
              name="intent"
              value="reveal"
              className="btn-ghost min-h-11"
              data-testid="order-reveal"
            >
              <Eye className="size-4" aria-hidden />
              {t("console.orders.reveal")}
            </button>
            <span className="text-xs text-muted">{t("console.orders.revealAudited")}</span>
          </Form>
        ) : (
          <p className="text-sm text-muted">
            {awaiting ? t("console.orders.awaitingHelp") : t("console.orders.noKey")}
          </p>
        )}
      </section>

      {paid ? (
        <section className="card space-y-4 p-5">
          <h2 className="font-semibold text-text">{t("console.orders.actions")}</h2>
          {order.email && (maskedKey || order.kind === "wallet") ? (
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="resend"
                className="btn-ghost min-h-11"
                disabled={busy}
                data-testid="order-resend"
              >
                <Mail className="size-4" aria-hidden />
                {t("console.orders.resend", { email: order.email })}
              </button>
            </Form>
          ) : null}
          {refund ? (
            <RefundConfirmation refund={refund} busy={busy} />
          ) : (
            <Form
              method="post"
              className="flex flex-wrap items-center gap-3 border-t border-line pt-4"
              data-testid="order-refund"
            >
              <input type="hidden" name="intent" value="refund" />
              {maskedKey && keyRevealed ? (
                <p className="text-sm text-muted" data-testid="order-key-revealed">
                  {t("console.orders.keyRevealed")}
                </p>
              ) : maskedKey ? (
                <label className="flex min-h-11 items-center gap-2 text-sm text-text">
                  <input type="checkbox" name="keyUnused" className="check" data-testid="order-key-unused" />
                  {t("console.orders.keyUnused")}
                </label>
              ) : null}
              <button
                type="submit"
                className="btn-ghost min-h-11 text-status-red"
                disabled={busy}
                data-testid="order-refund-submit"
              >
                <Undo2 className="size-4" aria-hidden />
                {t("console.orders.refundAsk")}
              </button>
              <p className="basis-full text-xs text-muted">
                {t(`console.orders.refundHow.${provider}`, {
                  amount: order.amount,
                  invoice: order.invoiceId,
                })}{" "}
                {t("console.orders.refundBonus")}
              </p>
            </Form>
          )}
        </section>
      ) : null}

      <section className="card space-y-3 p-5" aria-labelledby="order-notes-title">
        <h2 id="order-notes-title" className="font-semibold text-text">
          {t("console.orders.notes")}
        </h2>
        {notes.length ? (
          <ul className="space-y-2 text-sm" data-testid="order-notes">
            {notes.map((note) => (
              <li key={note.id} className="rounded-xl bg-surface-3 px-3 py-2">
                <p className="whitespace-pre-line text-text">{note.body}</p>
                <p className="mt-1 text-xs text-muted">
                  {note.author} · {note.createdAt}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
        <Form method="post" className="grid gap-2">
          <input type="hidden" name="intent" value="note" />
          <label className="grid gap-1 text-sm font-medium text-text">
            {t("console.orders.addNote")}
            <textarea
              name="body"
              rows={2}
              required
              maxLength={ORDER_NOTE_MAX}
              className="input"
              data-testid="order-note"
            />
          </label>
          <button
            type="submit"
            className="btn-ghost min-h-11 justify-self-start"
            disabled={busy}
            data-testid="order-note-submit"
          >
            {t("console.orders.saveNote")}
          </button>
        </Form>
      </section>

      <section className="card space-y-3 p-5">
        <h2 className="font-semibold text-text">{t("console.orders.events")}</h2>
        {events.length ? null : (
          <p className="text-sm text-muted" data-testid="order-no-events">
            {t("console.orders.noEvents")}
          </p>
        )}
        <ul className="divide-y divide-line text-sm" data-testid="order-events">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap justify-between gap-2 py-2">
              <code className="font-mono text-text">{event.outcome}</code>
              <span className="text-xs text-muted">
                {event.receivedAt}
                {event.signatureValid ? "" : ` · ${t("console.orders.unsigned")}`}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 text-text">{children}</dd>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

type RefundAsked = NonNullable<
  Extract<ReturnType<typeof useActionData<typeof action>>, { refund: unknown }>["refund"]
>;

/**
 * A refund asks first (decision 0039): the amount going back, the item, what happens to the key
 * and to the buyer's loyalty bonus, and the reason, which is required and kept on the order. One
 * confirmation, then the refund. It is the page the action answers, so it works without JavaScript.
 */
function RefundConfirmation({ refund, busy }: { refund: RefundAsked; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Form
      method="post"
      className="space-y-3 rounded-xl border border-status-red/40 bg-status-red/5 p-4"
      data-testid="order-refund-confirm"
      aria-labelledby="order-refund-confirm-title"
    >
      <h3 id="order-refund-confirm-title" className="font-semibold text-text">
        {t("console.orders.refundConfirm.title", { amount: refund.amount })}
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted" data-testid="order-refund-effects">
        <li>{t("console.orders.refundConfirm.money", { amount: refund.amount, item: refund.item })}</li>
        <li>{t(`console.orders.refundConfirm.key.${refund.key}`)}</li>
        <li>
          {refund.bonus
            ? refund.bonus.before === refund.bonus.after
              ? t("console.orders.refundConfirm.bonusSame", { percent: refund.bonus.before })
              : t("console.orders.refundConfirm.bonusDrops", refund.bonus)
            : t("console.orders.refundConfirm.bonusGuest")}
        </li>
        {refund.email ? <li>{t("console.orders.refundConfirm.mail", { email: refund.email })}</li> : null}
      </ul>
      <input type="hidden" name="intent" value="refund" />
      {refund.keyUnused ? <input type="hidden" name="keyUnused" value="on" /> : null}
      <label className="block space-y-1 text-sm">
        <span className="font-medium text-text">{t("console.orders.refundConfirm.reason")}</span>
        <textarea
          name="reason"
          required
          maxLength={REFUND_REASON_MAX}
          rows={2}
          defaultValue={refund.reason}
          aria-invalid={refund.reasonMissing || undefined}
          aria-describedby={refund.reasonMissing ? "order-refund-reason-error" : undefined}
          className="input w-full"
          data-testid="order-refund-reason"
        />
      </label>
      {refund.reasonMissing ? (
        <p id="order-refund-reason-error" role="alert" className="text-sm text-status-red">
          {t("console.orders.refundConfirm.reasonMissing")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="confirm"
          value="yes"
          className="btn-primary min-h-11 bg-status-red"
          disabled={busy}
          data-testid="order-refund-confirm-submit"
        >
          <Undo2 className="size-4" aria-hidden />
          {t("console.orders.refundConfirm.confirm", { amount: refund.amount })}
        </button>
        <Link to="." className="btn-ghost min-h-11" data-testid="order-refund-cancel">
          {t("console.orders.refundConfirm.cancel")}
        </Link>
      </div>
    </Form>
  );
}
