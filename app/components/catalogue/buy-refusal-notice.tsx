import { AlertTriangle } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import type { BuyRefusal } from "~/utils/buy";

/**
 * What changed since the page was drawn (sold, held, off sale, …), said above the buy block — or
 * above the accounts list, where Buy sends the buyer of an account taken off sale.
 */
export function BuyRefusalNotice({ reasons }: { reasons: BuyRefusal[] }) {
  const { t } = useTranslation();
  const news = reasons.filter((r) => r !== "choose" && r !== "terms" && r !== "personal");
  if (!news.length) return null;
  return (
    <div
      className="mb-4 flex gap-2.5 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm text-text"
      role="alert"
      data-testid="buy-refusal"
      data-reasons={news.join(" ")}
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
      <div className="space-y-1">
        {news.map((reason) => (
          <p key={reason}>{t(`buyRefusal.${reason}`)}</p>
        ))}
      </div>
    </div>
  );
}
