import { icon } from "~/components/icons";
import { CopyButton } from "~/components/ui/copy-button";
import { useTranslation } from "~/i18n/react";
import { formatStatusDate } from "~/utils/dates";
import { useLang } from "~/utils/use-lang";

const Users = icon("users");

export interface ReferralCardData {
  /** The customer's link, or null while the programme is off (their codes are still listed). */
  link: string | null;
  rewardPercent: number;
  welcomePercent: number;
  registered: number;
  bought: number;
  rewarded: number;
  coupons: {
    code: string;
    percent: number;
    endsAt: string | null;
    state: "unused" | "used" | "expired" | "withdrawn";
  }[];
}

/**
 * The profile's "Invite friends" (decision 0051): the personal link to share, what it earns, how
 * many friends came and bought, and the customer's personal codes (rewards and a welcome) with
 * what became of each. Without JavaScript the link is one tap to select.
 */
export function ReferralCard({ data }: { data: ReferralCardData }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="card space-y-4 p-5 md:p-6" aria-labelledby="referral-title">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent">
          <Users className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="referral-title" className="font-semibold text-text">
            {t("referral.title")}
          </h2>
          {data.link ? (
            <p className="mt-1 text-sm text-muted">
              {t("referral.lead", { percent: data.rewardPercent })}{" "}
              {data.welcomePercent ? t("referral.welcome", { percent: data.welcomePercent }) : null}
            </p>
          ) : (
            <p className="mt-1 text-sm text-muted">{t("referral.off")}</p>
          )}
        </div>
      </div>
      {data.link ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor="referral-link" className="sr-only">
              {t("referral.link")}
            </label>
            <input
              id="referral-link"
              readOnly
              value={data.link}
              // A phone gives the link its own line (the whole of it readable), the button the next.
              className="input min-w-0 basis-full select-all font-mono text-sm sm:basis-0 sm:flex-1"
            />
            <CopyButton text={data.link} label={t("referral.copy")} copiedLabel={t("referral.copied")} />
          </div>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {(["registered", "bought", "rewarded"] as const).map((key) => (
              <div key={key} className="rounded-xl bg-surface-2 p-3">
                <dt className="text-xs text-muted [overflow-wrap:anywhere]">{t(`referral.counts.${key}`)}</dt>
                <dd className="mt-1 font-display text-2xl text-white">{data[key]}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {data.coupons.length ? (
        <div>
          <h3 id="referral-codes" className="text-sm font-semibold text-text">
            {t("referral.codes")}
          </h3>
          <ul className="mt-2 divide-y divide-line" aria-labelledby="referral-codes">
            {data.coupons.map((coupon) => (
              <li key={coupon.code} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <span className="font-mono font-semibold text-text select-all">{coupon.code}</span>
                <span className="text-muted">−{coupon.percent}%</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${coupon.state === "unused" ? "bg-status-green/15 text-status-green" : "bg-surface-3 text-muted"}`}
                >
                  {t(`referral.states.${coupon.state}`)}
                </span>
                {coupon.state === "unused" && coupon.endsAt ? (
                  <span className="ml-auto text-xs text-muted">
                    {t("referral.until", { date: formatStatusDate(coupon.endsAt, lang) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
