import { icon } from "~/components/icons";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { ConsentBoxes } from "~/components/forms/consent-boxes";
import { useInView, useRootFlag } from "~/utils/use-in-view";
import { SandboxNote } from "./sandbox-note";
import { CouponField, type CouponQuote } from "./coupon-field";
import { fromMinor } from "~/utils/money";
import { StickyBuyBar } from "./sticky-buy-bar";
import { validateBuy, type BuyErrors, type BuyRefusal, type OptionKind } from "~/utils/buy";
import { effectivePrice, isInStock, type PriceView } from "~/utils/price";
import { useRootData } from "~/utils/use-root-data";
import { useHydrated } from "~/utils/use-hydrated";
import { useLang } from "~/utils/use-lang";
import { usePriceText } from "~/utils/use-price";

const AlertTriangle = icon("triangle-exclamation-point");
const ExternalLink = icon("external-link");
const PackageX = icon("package-x");
const ShoppingCart = icon("shopping-cart");
const Truck = icon("truck");

export type BuyOption = PriceView & { id: number; title: string };

/**
 * Option picker, consent checkboxes and the order bar. Buy posts the form into a new tab to
 * /resources/buy, which checks the rules again, starts the checkout and redirects to its payment
 * page; with JavaScript the rules are checked here first (translated, the missing choice focused).
 */
export function BuyBlock({
  options,
  buyable,
  sold = false,
  reserved = false,
  kind,
  refusal = null,
}: {
  options: BuyOption[];
  buyable: boolean;
  /** A unique item (a game account) that went to a buyer: said as "sold", not "out of stock". */
  sold?: boolean;
  /** A unique item held for another buyer's pending payment: "reserved", back on sale if unpaid. */
  reserved?: boolean;
  /** What the options are (periods, variants, account options, versions); a variant is a device, delivered. */
  kind: OptionKind;
  /** Why Buy sent the buyer back here (`?buy=`), and the option they had chosen. */
  refusal?: { reasons: BuyRefusal[]; option: number | null } | null;
}) {
  const hardware = kind === "variant";
  const { t } = useTranslation();
  const payments = useRootData()?.payments ?? "sandbox";
  const lang = useLang();
  const text = usePriceText();
  const inStock = buyable ? options.filter((o) => isInStock(o) && o.redirect) : [];
  const [selected, setSelected] = useState<number | null>(
    inStock.find((o) => o.id === refusal?.option)?.id ?? inStock[0]?.id ?? null,
  );
  // Read before hydration puts the server's choice back; taken over once hydrated (no mismatch).
  const [tapped] = useState(() => tappedOption(inStock));
  useEffect(() => {
    if (tapped !== null) setSelected(tapped);
  }, [tapped]);
  const [errors, setErrors] = useState<BuyErrors>(() => formErrorsOf(refusal?.reasons ?? [], kind));
  const refused = <BuyRefusalNotice reasons={refusal?.reasons ?? []} />;
  // Without JavaScript the browser's own validation guards the form; with it, ours (translated).
  const hydrated = useHydrated();
  const option = inStock.find((o) => o.id === selected) ?? null;
  // The code typed or kept, as the quote priced it: the total shows the price it would be charged.
  const [quote, setQuote] = useState<CouponQuote | null>(null);
  const couponMinor = option ? quote?.prices[option.id] : undefined;
  const total = option
    ? couponMinor !== undefined
      ? fromMinor(couponMinor)
      : (option.bonus?.price ?? effectivePrice(option)!)
    : null;
  // The phone's buy bar shows while the block's own Buy is out of view; the assistant's button
  // keeps out of the block's way while the block is on screen (app.css, decision 0036).
  const [block, setBlock] = useState<HTMLFormElement | null>(null);
  const [orderBar, setOrderBar] = useState<HTMLDivElement | null>(null);
  const blockInView = useInView(block);
  const buyInView = useInView(orderBar);
  const barShown = hydrated && Boolean(option) && !buyInView;
  useRootFlag("buy-bar", barShown);
  useRootFlag("buy-block", hydrated && blockInView);

  // In stock, but nowhere to pay: the shop has no payment set up (PAYMENT_SANDBOX=false, no aggregator).
  if (!inStock.length && payments === "off" && buyable && options.some(isInStock))
    return (
      <div id="buy" className="card p-5" data-testid="buy-block" data-state="not-configured">
        {refused}
        <p className="flex items-start gap-3 text-sm text-muted" role="status">
          <PackageX className="size-5 shrink-0 text-warning" aria-hidden />
          {t("cheat.paymentsOff")}
        </p>
      </div>
    );

  if (!inStock.length) {
    const state = sold ? "sold" : reserved ? "reserved" : "out-of-stock";
    const says = {
      sold: ["accounts.soldText", "accounts.sold"],
      reserved: ["accounts.reservedText", "accounts.reserved"],
      "out-of-stock": ["cheat.outOfStock", "price.outOfStock"],
    }[state];
    return (
      <div id="buy" className="card p-5" data-testid="buy-block" data-state={state}>
        {refused}
        <p className="flex items-start gap-3 text-sm text-muted">
          <PackageX
            className={`size-5 shrink-0 ${reserved ? "text-warning" : "text-status-red"}`}
            aria-hidden
          />
          {t(says[0])}
        </p>
        <button type="button" disabled className="btn-primary mt-4 w-full cursor-not-allowed opacity-50">
          {t(says[1])}
        </button>
      </div>
    );
  }

  return (
    <form
      id="buy"
      ref={setBlock}
      method="post"
      action={BUY_ACTION}
      target="_blank"
      noValidate={hydrated}
      className="card p-5"
      data-testid="buy-block"
      data-state="in-stock"
      onSubmit={(event) => {
        const form = new FormData(event.currentTarget);
        const found = validateBuy(
          { option: selected, terms: form.get("terms") === "on", personal: form.get("personal") === "on" },
          inStock,
          kind,
        );
        setErrors(found);
        // A valid Buy posts as it does without JavaScript (into a new tab): the server starts the
        // checkout — only a started checkout holds the item while the buyer pays.
        if (!Object.keys(found).length && option?.redirect) return;
        event.preventDefault();
        // Pressed in the phone's bar, the missing choice may be off screen: focus brings it in.
        const missing = found.option ? "option" : found.terms ? "terms" : found.personal ? "personal" : null;
        if (missing) event.currentTarget.querySelector<HTMLInputElement>(`input[name="${missing}"]`)?.focus();
      }}
    >
      <input type="hidden" name="lang" value={lang} />
      {refused}
      <fieldset>
        <legend className="text-sm font-semibold text-text">{t(`buyOptions.${kind}.legend`)}</legend>
        <p className="text-xs text-faint">{t(`buyOptions.${kind}.hint`)}</p>
        <div className="mt-3 grid gap-2" role="radiogroup">
          {options.map((o) => {
            const available = inStock.includes(o);
            const discount = text.discount(o);
            return (
              <label
                key={o.id}
                data-testid="buy-option"
                className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-3 transition has-[:checked]:border-accent has-[:checked]:bg-accent-soft ${
                  available
                    ? "border-line hover:border-accent/50"
                    : "cursor-not-allowed border-line/60 opacity-50"
                }`}
              >
                <input
                  type="radio"
                  name="option"
                  value={o.id}
                  required
                  disabled={!available}
                  checked={selected === o.id}
                  onChange={() => {
                    setSelected(o.id);
                    setErrors((e) => ({ ...e, option: undefined }));
                  }}
                  className="size-4 accent-[#7c5cff]"
                />
                <span className="flex-1 text-sm text-text">{o.title}</span>
                {available ? (
                  <span className="flex items-center gap-2 text-sm">
                    {discount ? (
                      <span className="text-xs text-faint line-through">
                        {text.money(o.price!, o.currency)}
                      </span>
                    ) : null}
                    <span className="font-semibold text-text">
                      {text.money(effectivePrice(o)!, o.currency)}
                    </span>
                  </span>
                ) : (
                  <span className="text-xs text-faint">{t("price.outOfStock")}</span>
                )}
              </label>
            );
          })}
        </div>
        {errors.option ? (
          <p className="mt-2 text-xs text-status-red" role="alert">
            {t(errors.option)}
          </p>
        ) : null}
      </fieldset>

      <div className="mt-4">
        <ConsentBoxes
          idPrefix="consent"
          names={{ terms: "terms", personal: "personal" }}
          errors={{ terms: listed(errors.terms), personal: listed(errors.personal) }}
          required
          onChange={(box) => setErrors((e) => ({ ...e, [box]: undefined }))}
        />
      </div>
      <CouponField options={inStock.map((o) => o.id)} onQuote={setQuote} />

      <div
        ref={setOrderBar}
        // Wraps rather than widens: a bonus price with kopecks, the list price and the bonus badge
        // beside Buy do not fit a 320 px phone on one line (Buy then goes below them).
        className="mt-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-3 rounded-xl bg-surface-3 p-3.5"
        data-testid="order-bar"
      >
        <div className="min-w-0">
          <p className="text-xs text-faint">{t("cheat.total")}</p>
          {option ? (
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="whitespace-nowrap font-display text-2xl text-text" data-testid="order-price">
                {text.money(total!, option.currency)}
              </span>
              {couponMinor !== undefined ? (
                <>
                  <span className="whitespace-nowrap text-sm text-faint line-through">
                    {text.money(effectivePrice(option)!, option.currency)}
                  </span>
                  <span className="rounded-md bg-accent/15 px-1.5 py-0.5 font-mono text-xs font-bold text-accent">
                    {quote!.code}
                  </span>
                </>
              ) : option.bonus ? (
                <>
                  <span
                    className="whitespace-nowrap text-sm text-faint line-through"
                    data-testid="order-list-price"
                  >
                    {text.money(effectivePrice(option)!, option.currency)}
                  </span>
                  <span
                    className="rounded-md bg-status-green/15 px-1.5 py-0.5 text-xs font-bold text-status-green"
                    data-testid="order-bonus"
                  >
                    {t("cheat.bonusApplied", { percent: option.bonus.percent })}
                  </span>
                </>
              ) : text.discount(option) ? (
                <span className="discount-badge" data-testid="order-discount">
                  {text.discount(option)}
                </span>
              ) : null}
            </p>
          ) : (
            <p className="text-sm text-muted">{t(`buyOptions.${kind}.choose`)}</p>
          )}
        </div>
        <button type="submit" className="btn-primary shrink-0" data-testid="buy-button">
          <ShoppingCart className="size-4" aria-hidden />
          {t("cheat.buy")}
        </button>
      </div>
      <p className="mt-2 flex items-center gap-1.5 text-xs text-faint">
        <ExternalLink className="size-3.5" aria-hidden />
        {t("cheat.buyingOpensTab")}
      </p>
      {hardware ? (
        <p className="mt-2 flex gap-1.5 text-xs text-muted" data-testid="hardware-delivery">
          <Truck className="size-3.5 shrink-0 translate-y-0.5" aria-hidden />
          {t("cheat.hardware.delivery")}
        </p>
      ) : null}
      {payments === "sandbox" ? <SandboxNote /> : null}
      {hydrated && option ? (
        <StickyBuyBar title={option.title} price={text.money(total!, option.currency)} shown={barShown} />
      ) : null}
    </form>
  );
}

const listed = (error?: string) => (error ? [error] : undefined);

/** The form's own rules Buy found broken, shown at the fields as the browser's check would. */
function formErrorsOf(reasons: BuyRefusal[], kind: OptionKind): BuyErrors {
  const errors: BuyErrors = {};
  if (reasons.includes("choose")) errors.option = `buyOptions.${kind}.choose`;
  if (reasons.includes("terms")) errors.terms = "validation.acceptTerms";
  if (reasons.includes("personal")) errors.personal = "validation.acceptPersonalData";
  return errors;
}

/** What changed since the page was drawn (sold, held, off sale, …), said above the buy block. */
function BuyRefusalNotice({ reasons }: { reasons: BuyRefusal[] }) {
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

/** Where the block's form posts without JavaScript (and where a tapped option is read from). */
const BUY_ACTION = "/resources/buy";

/**
 * The option a visitor tapped before the page's script ran (a slow phone): the server's page
 * checks the first, the tap checked another, and hydration would quietly put the first back. Read
 * from the page once, when the block first renders in the browser (a block of another product
 * still on screen during a client navigation has none of this one's options).
 */
function tappedOption(inStock: { id: number }[]): number | null {
  if (typeof document === "undefined") return null;
  const radio = document.querySelector<HTMLInputElement>(
    `form[action="${BUY_ACTION}"] input[name="option"]:checked`,
  );
  const id = radio ? Number(radio.value) : NaN;
  return inStock.some((o) => o.id === id) ? id : null;
}
