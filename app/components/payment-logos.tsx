import type { IconComponent } from "~/components/ui/sprite-icon";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { BrandIcon, type BrandIconName } from "./ui/brand-icon";

const CreditCard = icon("credit-card");
const Smartphone = icon("smartphone");
const Wallet = icon("wallet");

const brands: { name: BrandIconName; label: string }[] = [
  { name: "visa", label: "Visa" },
  { name: "mastercard", label: "Mastercard" },
  { name: "tether", label: "USDT" },
  { name: "bitcoin", label: "Bitcoin" },
];

/** One pill of the set: the mark in the accent colour and the name next to it, on the dark surface. */
function Pill({ mark, label, method }: { mark: React.ReactNode; label: string; method: string }) {
  return (
    <li
      className="flex h-12 items-center gap-2 rounded-xl border border-line bg-surface-2 px-4 text-sm font-bold text-text"
      data-testid="payment-logo"
      data-method={method}
    >
      {mark}
      <span>{label}</span>
    </li>
  );
}

/**
 * Payment-system marks of the payment page: card schemes, crypto and generic methods, drawn as
 * one set — the same dark pill, height and mark size, each mark monochrome in the accent colour
 * with its name as a word beside it.
 */
export function PaymentLogos({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const generic: { key: string; Icon: IconComponent; label: string }[] = [
    { key: "localCards", Icon: CreditCard, label: t("payment.methods.localCards") },
    { key: "fastPayments", Icon: Smartphone, label: t("payment.methods.fastPayments") },
    { key: "eWallets", Icon: Wallet, label: t("payment.methods.eWallets") },
  ];
  return (
    <ul
      aria-label={t("payment.logosAlt")}
      className={`flex flex-wrap gap-3 ${className}`}
      data-testid="payment-logos"
    >
      {brands.map((b) => (
        <Pill
          key={b.name}
          method={b.name}
          label={b.label}
          mark={<BrandIcon name={b.name} className="size-6 text-accent" />}
        />
      ))}
      {generic.map(({ key, Icon, label }) => (
        <Pill
          key={key}
          method={key}
          label={label}
          mark={<Icon className="size-6 shrink-0 text-accent" aria-hidden />}
        />
      ))}
    </ul>
  );
}
