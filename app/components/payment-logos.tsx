import { CreditCard, Smartphone, Wallet } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { BrandIcon, type BrandIconName } from "./ui/brand-icon";

const brands: { name: BrandIconName; label: string; color: string }[] = [
  { name: "visa", label: "Visa", color: "#1a1f71" },
  { name: "mastercard", label: "Mastercard", color: "#eb001b" },
  { name: "tether", label: "USDT", color: "#26a17b" },
  { name: "bitcoin", label: "Bitcoin", color: "#f7931a" },
];

/** Payment-system marks of the payment page: card schemes, crypto and generic methods. */
export function PaymentLogos({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const generic = [
    { Icon: CreditCard, label: t("payment.methods.localCards") },
    { Icon: Smartphone, label: t("payment.methods.fastPayments") },
    { Icon: Wallet, label: t("payment.methods.eWallets") },
  ];
  return (
    <ul
      aria-label={t("payment.logosAlt")}
      className={`flex flex-wrap gap-3 ${className}`}
      data-testid="payment-logos"
    >
      {brands.map((b) => (
        <li
          key={b.name}
          className="flex h-12 items-center gap-2 rounded-xl border border-line bg-white px-4 text-sm font-bold"
          style={{ color: b.color }}
        >
          <BrandIcon name={b.name} className="size-6" />
          <span className="sr-only">{b.label}</span>
          {/* The mark keeps the brand colour; the word is dark on the white pill so it reads (4.5:1). */}
          {b.name === "tether" || b.name === "bitcoin" ? (
            <span className="text-gray-900">{b.label}</span>
          ) : null}
        </li>
      ))}
      {generic.map(({ Icon, label }) => (
        <li
          key={label}
          className="flex h-12 items-center gap-2 rounded-xl border border-line bg-surface-2 px-4 text-sm font-bold text-text"
        >
          <Icon className="size-5 text-accent" aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}
