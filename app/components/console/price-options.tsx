import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { PriceFormResult } from "~/services/catalogue/price-form.server";
import { languages, type Lang } from "~/utils/lang";
import { decimalFromMinor, formatMinor } from "~/utils/money";
import { InlineConfirm } from "./inline-confirm";

export interface PriceOptionView {
  id: number;
  lang: Lang;
  title: string;
  periodDays: number;
  priceMinor: number | null;
  discountPriceMinor: number | null;
  currency: number | null;
  digisellerProductId: number | null;
  sort: number;
}

const major = (minor: number | null) => (minor === null ? "" : decimalFromMinor(minor));

/**
 * A product's price options in both languages (SPEC §3 Price): each is its own small form, plus
 * one to add an option per language. A price left empty takes the option off sale (out of stock).
 */
export function PriceOptions({ options, result }: { options: PriceOptionView[]; result?: PriceFormResult }) {
  const { t } = useTranslation();
  return (
    <section className="space-y-3" data-testid="console-prices">
      <h2 className="font-display text-xl text-text">{t("console.prices.title")}</h2>
      <p className="max-w-2xl text-sm text-muted">{t("console.prices.lead")}</p>
      <div className="grid gap-4">
        {languages.map((lang) => (
          <div key={lang} className="card space-y-3 p-4" data-testid={`console-prices-${lang}`}>
            <p className="text-xs font-semibold uppercase tracking-wide text-faint">
              {t(`console.prices.site.${lang}`)}
            </p>
            {options
              .filter((option) => option.lang === lang)
              .map((option) => (
                <PriceForm key={option.id} lang={lang} option={option} result={result} />
              ))}
            <PriceForm lang={lang} result={result} />
          </div>
        ))}
      </div>
    </section>
  );
}

function PriceForm({
  lang,
  option,
  result,
}: {
  lang: Lang;
  option?: PriceOptionView;
  result?: PriceFormResult;
}) {
  const { t } = useTranslation();
  const formKey = option ? String(option.id) : `new-${lang}`;
  const mine = result?.form === formKey ? result : undefined;
  const errors = (mine?.result?.error ?? {}) as Record<string, string[] | null>;
  const fieldError = (name: string) => errors[`option.${name}`]?.map((key) => t(key)).join(" ");
  const field = (name: string, label: string, value: string, props: Record<string, unknown> = {}) => (
    <label className="grid gap-1 text-xs text-muted">
      {label}
      <input
        name={`option.${name}`}
        defaultValue={value}
        className="input"
        aria-invalid={fieldError(name) ? true : undefined}
        {...props}
      />
      {fieldError(name) ? (
        <span role="alert" className="text-xs text-status-red">
          {fieldError(name)}
        </span>
      ) : null}
    </label>
  );
  const currency = lang === "ru" ? "RUB" : "USD";
  return (
    <div
      className="rounded-xl border border-line p-3"
      data-testid={option ? `console-price-${option.id}` : `console-price-new-${lang}`}
    >
      <Form
        method="post"
        className="grid grid-cols-2 items-end gap-2 sm:grid-cols-6"
        key={mine?.ok ? `${formKey}-saved` : formKey}
      >
        <input type="hidden" name="intent" value={option ? "price-update" : "price-create"} />
        {option ? (
          <input type="hidden" name="priceId" value={option.id} />
        ) : (
          <input type="hidden" name="lang" value={lang} />
        )}
        <div className="col-span-2">
          {field("title", t("console.prices.optionTitle"), option?.title ?? "", { maxLength: 60 })}
        </div>
        {field("periodDays", t("console.prices.period"), String(option?.periodDays ?? 30), {
          inputMode: "numeric",
        })}
        {field("price", t("console.prices.price", { currency }), major(option?.priceMinor ?? null), {
          inputMode: "decimal",
        })}
        {field(
          "discountPrice",
          t("console.prices.discount", { currency }),
          major(option?.discountPriceMinor ?? null),
          {
            inputMode: "decimal",
          },
        )}
        {field(
          "digisellerProductId",
          t("console.prices.digisellerProduct"),
          option?.digisellerProductId == null ? "" : String(option.digisellerProductId),
          { inputMode: "numeric", maxLength: 10 },
        )}
        <input type="hidden" name="option.sort" value={option?.sort ?? 0} />
        <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-6">
          <button
            type="submit"
            className={option ? "btn-ghost min-h-11" : "btn-primary min-h-11"}
            data-testid="console-price-save"
          >
            {option ? t("console.prices.save") : t("console.prices.add")}
          </button>
          {option ? (
            <span className="text-xs text-muted" data-testid="console-price-shown">
              {option.priceMinor === null || option.currency === null
                ? t("console.prices.outOfStock")
                : formatMinor(option.discountPriceMinor ?? option.priceMinor, option.currency, lang)}
            </span>
          ) : null}
          {mine?.ok ? (
            <span role="status" className="text-xs text-status-green">
              {t("console.prices.saved")}
            </span>
          ) : null}
          {mine && !mine.ok && mine.error !== "INVALID" ? (
            <span role="alert" className="text-xs text-status-red">
              {t(`console.errors.${mine.error}`)}
            </span>
          ) : null}
        </div>
      </Form>
      {option ? (
        <InlineConfirm
          compact
          label={t("console.prices.delete")}
          question={t("console.prices.deleteConfirm", { title: option.title })}
          fields={{ intent: "price-delete", priceId: option.id }}
          testId="console-price-delete"
        />
      ) : null}
    </div>
  );
}
