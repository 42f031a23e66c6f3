import { useFetcher } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { SignInLink } from "~/components/auth/sign-in-link";
import { useHydrated } from "~/utils/use-hydrated";

const Bell = icon("bell");
const BellOff = icon("bell-off");

export interface RestockChoice {
  id: number;
  title: string;
  asked: boolean;
}

/**
 * "Notify me when it is back" under the buy block, for the product's priced key options that have
 * no key now (restock-alerts.server.ts): a signed-in customer asks per option and gets one e-mail
 * when it is back; a visitor is asked to sign in first. Plain form posts: works without JavaScript.
 */
export function RestockNotify({
  options,
  customer,
}: {
  options: RestockChoice[];
  /** The signed-in customer's alert switch; null for a visitor. */
  customer: { alertsOn: boolean } | null;
}) {
  const { t } = useTranslation();
  if (!options.length) return null;
  return (
    <section className="card mt-4 p-4 text-sm" aria-labelledby="restock-title" data-testid="restock">
      <h2 id="restock-title" className="font-semibold text-text">
        {t("alerts.restockTitle")}
      </h2>
      <p className="mt-1 text-xs text-muted">{t("alerts.restockLead")}</p>
      {customer ? (
        <ul className="mt-3 grid gap-2">
          {options.map((option) => (
            <RestockRow key={option.id} option={option} alertsOn={customer.alertsOn} />
          ))}
        </ul>
      ) : (
        <>
          <p className="mt-2 text-muted">{options.map((o) => o.title).join(", ")}</p>
          <SignInLink
            className="mt-3 inline-flex items-center gap-1.5 text-accent hover:underline"
            data-testid="restock-sign-in"
          >
            <Bell className="size-4" aria-hidden />
            {t("alerts.restockSignIn")}
          </SignInLink>
        </>
      )}
    </section>
  );
}

function RestockRow({ option, alertsOn }: { option: RestockChoice; alertsOn: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ asked: boolean }>();
  const hydrated = useHydrated();
  // What the customer just pressed shows at once; the server's answer confirms it.
  const asked = fetcher.formData
    ? fetcher.formData.get("intent") === "restock"
    : (fetcher.data?.asked ?? option.asked);
  return (
    <li data-testid="restock-option">
      <fetcher.Form method="post" className="flex flex-wrap items-center justify-between gap-2">
        <input type="hidden" name="intent" value={asked ? "unrestock" : "restock"} />
        <input type="hidden" name="option" value={option.id} />
        {hydrated ? <input type="hidden" name="fetcher" value="1" /> : null}
        <span className="text-text">{option.title}</span>
        <button type="submit" className="btn-ghost text-sm" data-testid="restock-button">
          {asked ? <BellOff className="size-4" aria-hidden /> : <Bell className="size-4" aria-hidden />}
          {t(asked ? "alerts.restockStop" : "alerts.restockAsk")}
        </button>
      </fetcher.Form>
      {asked ? (
        <p className="mt-1 text-xs text-muted" role="status" data-testid="restock-note">
          {t(alertsOn ? "alerts.restockAsked" : "alerts.restockAlertsOff")}
        </p>
      ) : null}
    </li>
  );
}
