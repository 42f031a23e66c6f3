import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { asc, eq } from "drizzle-orm";
import { useState } from "react";
import { z } from "zod";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { db } from "~/db/client.server";
import { accounts, accountTranslations, cheats, gameTranslations, type CouponScope } from "~/db/schema";
import { siteOrigin } from "~/utils/seo.server";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { cheatName } from "~/services/catalogue/sql.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import { createCoupon, listCoupons, setCouponPaused } from "~/services/promotions/coupon-admin.server";
import { updateReferralTerms } from "~/services/promotions/referral-admin.server";
import { referralReport, referralTerms } from "~/services/promotions/referrals.server";
import { couponFormSchema } from "~/utils/coupon-form";
import { formatShopTimeInput } from "~/utils/dates";
import { idSchema } from "~/utils/ids";
import { consoleMeta } from "~/utils/meta";
import { useHydrated } from "~/utils/use-hydrated";
import { useLocalize } from "~/utils/use-lang";
import { SaveOutcome } from "~/components/console/save-outcome";
import { formatMinor } from "~/utils/money";
import { referralFormSchema } from "~/utils/referral-form";

export const meta: MetaFunction<typeof loader> = consoleMeta;

const pauseFormSchema = z.object({ intent: z.enum(["pause", "resume"]), couponId: idSchema });

/**
 * GET /admin/promotions: the coupon codes with their reports, and the form for a new one; the
 * referral programme's terms and its report (owner only).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "promotions.manage");
  const lang = requestLang(request);
  const t = await fixedT(request);
  const [list, games, products, accountRows, terms, referrals] = await Promise.all([
    listCoupons(),
    db()
      .select({ id: gameTranslations.gameId, name: gameTranslations.name })
      .from(gameTranslations)
      .where(eq(gameTranslations.lang, lang))
      .orderBy(asc(gameTranslations.name)),
    db()
      .select({ id: cheats.id, name: cheatName(lang) })
      .from(cheats)
      .orderBy(asc(cheats.name)),
    db()
      .select({ id: accounts.id, name: accountTranslations.name })
      .from(accounts)
      .innerJoin(accountTranslations, eq(accountTranslations.accountId, accounts.id))
      .where(eq(accountTranslations.lang, lang))
      .orderBy(asc(accountTranslations.name)),
    referralTerms(),
    referralReport(),
  ]);
  const now = Date.now();
  const time = (value: Date | null) => (value ? formatShopTimeInput(value, lang) : null);
  return {
    title: `${t("console.promotions.title")} — ${t("console.title")}`,
    shop: siteOrigin(),
    timeExample: formatShopTimeInput(new Date(Date.UTC(new Date().getUTCFullYear(), 11, 31, 15)), lang),
    games,
    products: [
      ...products.map((p) => ({ value: `cheat:${p.id}`, name: p.name })),
      ...accountRows.map((a) => ({ value: `account:${a.id}`, name: a.name })),
    ],
    coupons: list.map((row) => ({
      id: row.id,
      code: row.code,
      off:
        row.percent !== null
          ? t("console.promotions.off", { percent: row.percent })
          : t("console.promotions.offFixed", {
              amount: [
                row.amountRubMinor ? formatMinor(row.amountRubMinor, 0, lang) : null,
                row.amountUsdMinor ? formatMinor(row.amountUsdMinor, 1, lang) : null,
              ]
                .filter(Boolean)
                .join(" / "),
            }),
      scope: scopeText(row.appliesTo, t, games),
      state: row.paused
        ? "paused"
        : row.endsAt && row.endsAt.getTime() <= now
          ? "ended"
          : row.startsAt && row.startsAt.getTime() > now
            ? "scheduled"
            : row.maxUses !== null && row.used >= row.maxUses
              ? "usedUp"
              : "active",
      paused: row.paused,
      // The end is the first minute after the promotion: shown as its last minute ("31.12 23:59").
      window:
        row.startsAt || row.endsAt
          ? {
              from: time(row.startsAt) ?? "…",
              to: time(row.endsAt && new Date(row.endsAt.getTime() - 60_000)) ?? "…",
            }
          : null,
      used: row.used,
      maxUses: row.maxUses,
      held: row.held,
      money: row.money.map((m) => ({
        revenue: formatMinor(m.revenue, m.currency, lang),
        given: formatMinor(m.discount, m.currency, lang),
      })),
    })),
    // The form's values as it sends them (a ticked box is "on").
    terms: {
      enabled: terms.enabled ? "on" : undefined,
      rewardPercent: String(terms.rewardPercent),
      rewardDays: String(terms.rewardDays),
      welcomePercent: String(terms.welcomePercent),
      monthlyCap: String(terms.monthlyCap),
      refundWindowDays: String(terms.refundWindowDays),
    },
    referrals,
  };
}

function scopeText(
  scope: CouponScope,
  t: Awaited<ReturnType<typeof fixedT>>,
  games: { id: number; name: string }[],
) {
  const label = (kind: string, what: string | number) =>
    `${t(`console.promotions.scopeList.${kind}`)}: ${what}`;
  switch (scope.kind) {
    case "all":
      return t("console.promotions.scopes.all");
    case "game":
      return label("game", games.find((game) => game.id === scope.gameId)?.name ?? `#${scope.gameId}`);
    case "category":
      return label("category", t(`console.categories.${scope.category}`));
    case "products":
      return label("products", scope.cheatIds.length + scope.accountIds.length);
    case "options":
      return label("options", scope.priceIds.length);
  }
}

/** Creates a code, pauses or resumes one, or saves the referral programme's terms (audited). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "promotions.manage");
  const formData = await request.formData();
  if (formData.get("intent") === "referral")
    return { ...(await saveReferralTerms(formData, consoleContext(user, context.clientIp))), result: null };
  // A new code's form, or a code's Pause / Resume button.
  const submission =
    formData.get("intent") === "create"
      ? parseWithZod(formData, { schema: couponFormSchema })
      : parseWithZod(formData, { schema: pauseFormSchema });
  if (submission.status !== "success")
    return { result: submission.reply(), created: null, error: null, referral: null };
  const ctx = consoleContext(user, context.clientIp);
  const { value } = submission;
  const attempt = await attemptConsoleWrite(async () => {
    if (!("intent" in value)) return (await createCoupon(ctx, value)).code;
    await setCouponPaused(ctx, value.couponId, value.intent === "pause");
    return null;
  });
  if (!attempt.ok) return { result: submission.reply(), created: null, error: attempt.code, referral: null };
  return {
    result: submission.reply({ resetForm: attempt.value !== null }),
    created: attempt.value,
    error: null,
    referral: null,
  };
}

/**
 * The referral programme's form: its own answer (`referral`), so its errors and "saved" show in its
 * section and never in the coupon form's fields.
 */
async function saveReferralTerms(formData: FormData, ctx: ReturnType<typeof consoleContext>) {
  const submission = parseWithZod(formData, { schema: referralFormSchema });
  const none = { created: null, error: null };
  if (submission.status !== "success")
    return { ...none, referral: { result: submission.reply(), changed: null, error: null } };
  const attempt = await attemptConsoleWrite(() => updateReferralTerms(ctx, submission.value));
  return {
    ...none,
    referral: {
      result: submission.reply(),
      // How many terms changed: 0 says "nothing to save".
      changed: attempt.ok ? attempt.value : null,
      error: attempt.ok ? null : attempt.code,
    },
  };
}

const STATE_CLASS: Record<string, string> = {
  active: "bg-status-green/15 text-status-green",
  scheduled: "bg-accent/15 text-accent",
  paused: "bg-warning/15 text-warning",
  ended: "bg-surface-3 text-muted",
  usedUp: "bg-surface-3 text-muted",
};

export default function ConsolePromotions() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: couponFormSchema }),
    shouldRevalidate: "onBlur",
    defaultValue: { discount: "percent", scope: "all" },
  });
  // Without JavaScript every field is shown; with it, only those the chosen kind and scope use.
  const hydrated = useHydrated();
  const [discountChosen, setDiscount] = useState<string>("percent");
  const [scopeChosen, setScope] = useState<string>("all");
  const discount = hydrated ? discountChosen : "any";
  const scope = hydrated ? scopeChosen : "any";
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-display text-3xl text-text">{t("console.promotions.title")}</h1>
        <p className="mt-2 max-w-3xl text-sm text-muted">{t("console.promotions.lead")}</p>
      </header>

      {actionData?.created ? (
        <p role="status" className="card border-status-green/40 p-4 text-sm text-text">
          {t("console.promotions.created", { code: actionData.created })}
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="text-sm text-status-red">
          {t(`console.errors.${actionData.error}`)}
        </p>
      ) : null}

      <section aria-labelledby="new-coupon" className="card p-5">
        <h2 id="new-coupon" className="font-display text-xl text-text">
          {t("console.promotions.new")}
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <input type="hidden" name="intent" value="create" />
          <Field
            label={t("console.promotions.code")}
            field={fields.code}
            hint={t("console.promotions.codeHint")}
          >
            <input
              {...getInputProps(fields.code, { type: "text", ariaDescribedBy: fields.code.descriptionId })}
              className="input uppercase"
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <Field label={t("console.promotions.discount")} field={fields.discount}>
            <select
              {...getSelectProps(fields.discount)}
              className="input"
              onChange={(event) => setDiscount(event.currentTarget.value)}
            >
              <option value="percent">{t("console.promotions.discounts.percent")}</option>
              <option value="fixed">{t("console.promotions.discounts.fixed")}</option>
            </select>
          </Field>
          {discount === "percent" || discount === "any" ? (
            <TextField label={t("console.promotions.percent")} field={fields.percent} inputMode="numeric" />
          ) : null}
          {discount === "fixed" || discount === "any" ? (
            <>
              <TextField
                label={t("console.promotions.amountRub")}
                field={fields.amountRub}
                inputMode="decimal"
              />
              <TextField
                label={t("console.promotions.amountUsd")}
                field={fields.amountUsd}
                inputMode="decimal"
              />
            </>
          ) : null}
          <Field label={t("console.promotions.scope")} field={fields.scope}>
            <select
              {...getSelectProps(fields.scope)}
              className="input"
              onChange={(event) => setScope(event.currentTarget.value)}
            >
              {(["all", "game", "category", "products"] as const).map((kind) => (
                <option key={kind} value={kind}>
                  {t(`console.promotions.scopes.${kind}`)}
                </option>
              ))}
            </select>
          </Field>
          {scope === "game" || scope === "any" ? (
            <Field label={t("console.promotions.game")} field={fields.gameId}>
              <select {...getSelectProps(fields.gameId)} className="input">
                <option value="">{t("console.promotions.choose")}</option>
                {data.games.map((game) => (
                  <option key={game.id} value={game.id}>
                    {game.name}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {scope === "category" || scope === "any" ? (
            <Field label={t("console.promotions.category")} field={fields.category}>
              <select {...getSelectProps(fields.category)} className="input">
                <option value="">{t("console.promotions.choose")}</option>
                {[0, 1, 2, 3].map((category) => (
                  <option key={category} value={category}>
                    {t(`console.categories.${category}`)}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {scope === "products" || scope === "any" ? (
            <Field
              label={t("console.promotions.products")}
              field={fields.products}
              hint={t("console.promotions.productsHint")}
            >
              <select
                id={fields.products.id}
                name={fields.products.name}
                aria-describedby={fields.products.descriptionId}
                multiple
                size={6}
                className="input"
              >
                {data.products.map((product) => (
                  <option key={product.value} value={product.value}>
                    {product.name}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          <TextField label={t("console.promotions.minRub")} field={fields.minRub} inputMode="decimal" />
          <TextField label={t("console.promotions.minUsd")} field={fields.minUsd} inputMode="decimal" />
          <TextField
            label={t("console.promotions.starts")}
            field={fields.starts}
            hint={t("console.promotions.timeHint", { example: data.timeExample })}
          />
          <TextField label={t("console.promotions.ends")} field={fields.ends} />
          <TextField
            label={t("console.promotions.maxUses")}
            field={fields.maxUses}
            hint={t("console.promotions.limitHint")}
            inputMode="numeric"
          />
          <TextField
            label={t("console.promotions.perCustomer")}
            field={fields.perCustomer}
            inputMode="numeric"
          />
          <div className="flex items-end sm:col-span-2 lg:col-span-3">
            <button type="submit" className="btn-primary min-h-11">
              {t("console.promotions.create")}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="coupon-list">
        <h2 id="coupon-list" className="font-display text-xl text-text">
          {t("console.promotions.list")}
        </h2>
        {data.coupons.length ? (
          <ul className="card mt-3 divide-y divide-line" aria-labelledby="coupon-list">
            {data.coupons.map((coupon) => (
              <li key={coupon.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
                <div className="min-w-0 space-y-1 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <code className="font-mono text-base font-semibold text-text">{coupon.code}</code>
                    <span
                      className={`rounded-md px-1.5 py-0.5 text-xs font-semibold ${STATE_CLASS[coupon.state]}`}
                    >
                      {t(`console.promotions.states.${coupon.state}`)}
                    </span>
                  </p>
                  <p className="text-muted">
                    {coupon.off} · {coupon.scope}
                    {" · "}
                    {coupon.window
                      ? t("console.promotions.window", coupon.window)
                      : t("console.promotions.always")}
                  </p>
                  <p className="text-text">
                    {coupon.maxUses !== null
                      ? t("console.promotions.usesOf", { used: coupon.used, max: coupon.maxUses })
                      : t("console.promotions.uses", { used: coupon.used })}
                    {coupon.held ? ` · ${t("console.promotions.held", { count: coupon.held })}` : ""}
                    {coupon.money.map((m) => (
                      <span key={m.revenue + m.given}>
                        {" · "}
                        {t("console.promotions.revenue", { amount: m.revenue })},{" "}
                        {t("console.promotions.given", { amount: m.given })}
                      </span>
                    ))}
                  </p>
                  <p className="break-all text-xs text-faint">
                    {t("console.promotions.link", { url: `${data.shop}/?coupon=${coupon.code}` })}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="couponId" value={coupon.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={coupon.paused ? "resume" : "pause"}
                    className="btn-ghost min-h-11 text-sm"
                    aria-label={`${t(coupon.paused ? "console.promotions.resume" : "console.promotions.pause")} ${coupon.code}`}
                  >
                    {t(coupon.paused ? "console.promotions.resume" : "console.promotions.pause")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="card mt-3 p-5 text-sm text-muted">{t("console.promotions.empty")}</p>
        )}
      </section>

      <ReferralProgramme />
    </div>
  );
}

const REFERRAL_COUNTS = ["registered", "bought", "rewarded", "refused", "revoked"] as const;
const REFERRAL_TERMS = [
  "rewardPercent",
  "rewardDays",
  "welcomePercent",
  "monthlyCap",
  "refundWindowDays",
] as const;

/**
 * The referral programme (decision 0051): its terms, a plain form that works without JavaScript
 * (`intent=referral`), and its report — the totals and the customers who brought the most friends.
 */
function ReferralProgramme() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { terms, referrals } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>()?.referral;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? answer?.result : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: referralFormSchema }),
    shouldRevalidate: "onBlur",
    defaultValue: terms,
  });
  const counts = (
    row: Record<(typeof REFERRAL_COUNTS)[number], number>,
    className: string,
    testId?: string,
  ) => (
    <dl className={className} data-testid={testId}>
      {REFERRAL_COUNTS.map((count) => (
        <div key={count} className="min-w-0">
          <dt className="text-xs text-muted">{t(`console.referrals.counts.${count}`)}</dt>
          <dd className="font-semibold tabular-nums text-text" data-count={count}>
            {row[count]}
          </dd>
        </div>
      ))}
    </dl>
  );
  return (
    <section aria-labelledby="referral-programme" className="space-y-4">
      <header>
        <h2 id="referral-programme" className="font-display text-xl text-text">
          {t("console.referrals.title")}
        </h2>
        <p className="mt-2 max-w-3xl text-sm text-muted">{t("console.referrals.lead")}</p>
      </header>
      <div className="card space-y-4 p-5">
        <SaveOutcome
          answer={answer}
          saved={t("console.referrals.saved")}
          unchanged={t("console.referrals.unchanged")}
        />
        <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <input type="hidden" name="intent" value="referral" />
          <div className="grid gap-1 text-sm sm:col-span-2 lg:col-span-3">
            <label className="flex min-h-11 items-center gap-3 font-medium text-text">
              <input
                {...getInputProps(fields.enabled, {
                  type: "checkbox",
                  ariaDescribedBy: fields.enabled.descriptionId,
                })}
                role="switch"
                className="check"
              />
              {t("console.referrals.enabled")}
            </label>
            <span id={fields.enabled.descriptionId} className="text-xs text-faint">
              {t("console.referrals.enabledHint")}
            </span>
          </div>
          {REFERRAL_TERMS.map((name) => (
            <TextField
              key={name}
              label={t(`console.referrals.${name}`)}
              field={fields[name]}
              hint={t(`console.referrals.${name}Hint`)}
              inputMode="numeric"
            />
          ))}
          <div className="flex items-end sm:col-span-2 lg:col-span-3">
            <button type="submit" className="btn-primary min-h-11">
              {t("console.referrals.save")}
            </button>
          </div>
        </Form>
      </div>

      <section aria-labelledby="referral-report" className="space-y-3">
        <h3 id="referral-report" className="font-display text-lg text-text">
          {t("console.referrals.report")}
        </h3>
        {counts(referrals.totals, "card grid grid-cols-2 gap-4 p-4 sm:grid-cols-5", "referral-totals")}
        <h4 id="referral-top" className="text-sm font-semibold text-text">
          {t("console.referrals.top")}
        </h4>
        {referrals.top.length ? (
          <ul className="card divide-y divide-line" aria-labelledby="referral-top">
            {referrals.top.map((row) => (
              // A phone stacks the customer over their counts; a wide screen puts them in a row.
              <li
                key={row.userId}
                className="grid gap-3 p-4 text-sm lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)] lg:items-center"
                data-testid={`referrer-${row.userId}`}
              >
                <div className="min-w-0">
                  <Link
                    to={localize(`/admin/customers/${row.userId}`)}
                    className="font-semibold text-text underline-offset-2 hover:text-accent-hover hover:underline"
                  >
                    {row.login}
                  </Link>
                  {row.email ? <p className="break-all text-xs text-muted">{row.email}</p> : null}
                </div>
                {counts(row, "grid grid-cols-3 gap-x-4 gap-y-2 sm:grid-cols-5")}
              </li>
            ))}
          </ul>
        ) : (
          <p className="card p-5 text-sm text-muted">{t("console.referrals.empty")}</p>
        )}
      </section>
    </section>
  );
}

/** A text field of the form: its label, input, hint and errors. */
function TextField({
  label,
  field,
  hint,
  inputMode,
}: {
  label: string;
  field: FieldMetadata<unknown>;
  hint?: string;
  inputMode?: "numeric" | "decimal";
}) {
  return (
    <Field label={label} field={field} hint={hint}>
      <input
        {...getInputProps(field, { type: "text", ariaDescribedBy: hint ? field.descriptionId : undefined })}
        inputMode={inputMode}
        className="input"
      />
    </Field>
  );
}

/**
 * A field with its label, hint and translated errors; the label names the control alone (the hint
 * and errors describe it), so a screen reader reads "Code", then the rule.
 */
function Field({
  label,
  field,
  hint,
  children,
}: {
  label: string;
  field: FieldMetadata<unknown>;
  hint?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid content-start gap-1 text-sm">
      <label htmlFor={field.id} className="font-medium text-text">
        {label}
      </label>
      {children}
      {hint ? (
        <span id={field.descriptionId} className="text-xs text-faint">
          {hint}
        </span>
      ) : null}
      {field.errors?.length ? (
        <span id={field.errorId} role="alert" className="text-sm text-status-red">
          {field.errors.map((key) => t(key)).join(" ")}
        </span>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
