import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { ReferralCard, type ReferralCardData } from "~/components/profile/referral-card";
import { referralCodeOf, referralSummary, referralTerms } from "~/services/promotions/referrals.server";
import { localizePath } from "~/utils/lang";
import { siteOrigin } from "~/utils/seo.server";
import { requireUser } from "~/services/auth/guard.server";
import { computeBonus } from "~/services/payments/purchases.server";
import { bonusCells } from "~/utils/bonus";
import { pageMeta } from "~/utils/meta";
import { formatMoney, wholeMajor, type Major } from "~/utils/money";
import type { Lang } from "~/utils/lang";
import { useLang } from "~/utils/use-lang";

const Gift = icon("gift");

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta({ title: data.title }) : []);
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [t, bonus, terms, summary] = await Promise.all([
    fixedT(request),
    computeBonus(user.id),
    referralTerms(),
    referralSummary(user.id),
  ]);
  // The link is made (and shown) only while the programme runs; earned codes stay listed.
  const link = terms.enabled
    ? `${siteOrigin()}${localizePath("/", requestLang(request))}?ref=${await referralCodeOf(user.id)}`
    : null;
  const referral: ReferralCardData | null =
    link || summary.coupons.length
      ? {
          ...summary,
          link,
          rewardPercent: terms.rewardPercent,
          welcomePercent: terms.welcomePercent,
          coupons: summary.coupons.map((c) => ({ ...c, endsAt: c.endsAt?.toISOString() ?? null })),
        }
      : null;
  return { title: `${t("profile.tabs.bonuses")} — ${t("brand")}`, bonus, referral };
}

/** /profile/bonuses: the loyalty discount and the way to the next level (SPEC §4.4); inviting friends (decision 0051). */
export default function BonusesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { bonus, referral } = useLoaderData<typeof loader>();
  const cells = bonusCells(bonus);
  const rub = (amount: Major) => formatMoney(amount, 0, lang);
  return (
    <div className="space-y-6">
      <h1 className="section-title">{t("profile.tabs.bonuses")}</h1>
      <section className="card grid gap-5 p-5 sm:grid-cols-[auto_1fr] sm:items-center md:p-6">
        <span className="grid size-20 place-items-center rounded-2xl bg-accent/15 text-accent">
          <Gift className="size-9" aria-hidden />
        </span>
        <div>
          <p className="text-sm text-muted">{t("bonuses.current")}</p>
          <p className="font-display text-4xl text-white" data-testid="bonus-percent">
            {bonus.bonus}%
          </p>
          <p className="mt-1 text-sm text-muted" data-testid="bonus-spent">
            {t("bonuses.spentOnly", { amount: spentText(bonus.spent, lang) })}
          </p>
        </div>
      </section>
      <section className="card p-5 md:p-6" aria-labelledby="bonus-levels">
        <h2 id="bonus-levels" className="font-semibold text-text">
          {t("bonuses.levels")}
        </h2>
        {/* Below sm a list, a row per level; from sm one bar of equal cells. Amounts never truncate. */}
        <ol
          className="mt-5 grid gap-2 sm:grid-cols-(--bonus-cols) sm:gap-1.5"
          style={{ "--bonus-cols": `repeat(${cells.length}, minmax(0, 1fr))` } as React.CSSProperties}
          data-testid="bonus-bar"
        >
          {cells.map((cell) => (
            <li
              key={cell.amount}
              data-reached={cell.reached}
              data-testid="bonus-cell"
              className="flex min-w-0 items-center gap-3 sm:block"
            >
              <span
                className={`block h-2.5 w-10 shrink-0 rounded-full sm:w-auto ${cell.reached ? "bg-accent shadow-[0_0_12px_#7c5cff]" : "bg-surface-3"}`}
              />
              <span
                className={`block w-12 shrink-0 text-sm font-semibold sm:mt-2 sm:w-auto sm:text-center ${cell.reached ? "text-white" : "text-muted"}`}
              >
                {cell.percent}%
              </span>
              <span
                className="ml-auto block whitespace-nowrap text-sm text-muted sm:ml-0 sm:whitespace-normal sm:text-center sm:text-[11px]"
                data-testid="bonus-amount"
              >
                {rub(cell.amount)}
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-5 text-sm text-muted" data-testid="bonus-next">
          {bonus.nextBonus
            ? t("bonuses.next", {
                percent: bonus.nextBonus.percent,
                rub: rub(bonus.nextBonus.rub),
                usd: formatMoney(bonus.nextBonus.usd, 1, lang),
              })
            : t("bonuses.top")}
        </p>
      </section>
      {referral ? <ReferralCard data={referral} /> : null}
    </div>
  );
}

/**
 * What the customer spent, in the currencies they spent in: "1 290 ₽", "$14.99" or both — never
 * "and $0" for a currency they never paid in (none at all reads "0 ₽" on the Russian site).
 */
function spentText(spent: { rub: Major; usd: Major }, lang: Lang) {
  const parts = [
    spent.rub ? formatMoney(spent.rub, 0, lang) : null,
    spent.usd ? formatMoney(spent.usd, 1, lang) : null,
  ].filter((part): part is string => part !== null);
  if (!parts.length) return formatMoney(wholeMajor(0), lang === "en" ? 1 : 0, lang);
  return parts.join(lang === "en" ? " and " : " и ");
}

export const ErrorBoundary = RouteErrorBoundary;
