import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { PriceFormResult } from "~/services/catalogue/price-form.server";
import { languages, type Lang } from "~/utils/lang";
import { decimalFromMinor, formatMinor, type Minor } from "~/utils/money";
import { SaveBar } from "./save-bar";
import { GUARDED } from "./unsaved-changes-guard";

export interface PriceOptionView {
  id: number;
  lang: Lang;
  title: string;
  periodDays: number;
  priceMinor: Minor | null;
  discountPriceMinor: Minor | null;
  currency: number | null;
  digisellerProductId: number | null;
  sort: number;
}

const major = (minor: Minor | null) => (minor === null ? "" : decimalFromMinor(minor));

/**
 * A product's price table in both languages (SPEC §3 Price) as one form with one Save: every
 * option's fields, a "Remove" box per option, and one blank row per site to add an option. All of
 * it is saved together, in one transaction. A price left empty takes the option off sale.
 */
export function PriceOptions({ options, result }: { options: PriceOptionView[]; result?: PriceFormResult }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const mine = result?.form === "table" ? result : undefined;
  const errors = (mine?.result?.error ?? {}) as Record<string, string[] | null>;
  const errorOf = (name: string) => errors[name]?.map((key) => t(key)).join(" ");
  // Rows are numbered across both sites, as the form posts them.
  const indexed = options.map((option, index) => ({ option, index }));
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "prices-save";
  return (
    <section className="space-y-3" id="prices" aria-labelledby="prices-title" data-testid="console-prices">
      <h2 id="prices-title" className="font-display text-xl text-text">
        {t("console.prices.title")}
      </h2>
      <p className="max-w-2xl text-sm text-muted">{t("console.prices.lead")}</p>
      <Form
        method="post"
        {...GUARDED}
        className="card grid gap-4 p-5"
        // A saved table is drawn again from what was stored.
        key={mine?.ok ? `saved-${options.map((o) => o.id).join("-")}` : "table"}
      >
        <input type="hidden" name="intent" value="prices-save" />
        {languages.map((lang) => (
          <fieldset key={lang} className="grid gap-3" data-testid={`console-prices-${lang}`}>
            <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-faint">
              {t(`console.prices.site.${lang}`)}
            </legend>
            {indexed
              .filter(({ option }) => option.lang === lang)
              .map(({ option, index }) => (
                <PriceRow
                  key={option.id}
                  lang={lang}
                  name={`rows[${index}]`}
                  option={option}
                  errorOf={errorOf}
                />
              ))}
            <PriceRow lang={lang} name={`added.${lang}`} errorOf={errorOf} />
          </fieldset>
        ))}
        <SaveBar label={t("console.prices.save")} testId="console-prices-save" disabled={saving}>
          {mine?.ok ? (
            <span role="status" className="text-sm text-status-green" data-testid="console-prices-saved">
              {mine.changed ? t("console.prices.saved") : t("console.settings.unchanged")}
            </span>
          ) : null}
          {mine && !mine.ok ? (
            <span role="alert" className="text-sm text-status-red">
              {t(mine.error === "INVALID" ? "console.prices.invalid" : `console.errors.${mine.error}`)}
            </span>
          ) : null}
        </SaveBar>
      </Form>
    </section>
  );
}

/** One option's fields (or a new option's, when `option` is absent) under the form name `name`. */
function PriceRow({
  lang,
  name,
  option,
  errorOf,
}: {
  lang: Lang;
  name: string;
  option?: PriceOptionView;
  errorOf: (name: string) => string | undefined;
}) {
  const { t } = useTranslation();
  // An existing option's fields sit under `.option`; a new one's directly under its name.
  const base = option ? `${name}.option` : name;
  const currency = lang === "ru" ? "RUB" : "USD";
  const field = (key: string, label: string, value: string, props: Record<string, unknown> = {}) => {
    const error = errorOf(`${base}.${key}`);
    return (
      <label className="grid gap-1 text-xs text-muted">
        {label}
        <input
          name={`${base}.${key}`}
          defaultValue={value}
          className="input"
          aria-invalid={error ? true : undefined}
          {...props}
        />
        {error ? (
          <span role="alert" className="text-xs text-status-red">
            {error}
          </span>
        ) : null}
      </label>
    );
  };
  return (
    <div
      className={`grid grid-cols-2 items-end gap-2 rounded-xl border p-3 sm:grid-cols-6 ${option ? "border-line" : "border-dashed border-line"}`}
      data-testid={option ? `console-price-${option.id}` : `console-price-new-${lang}`}
    >
      {option ? (
        <input type="hidden" name={`${name}.priceId`} value={option.id} />
      ) : (
        <p className="col-span-2 text-xs font-semibold text-text sm:col-span-6">{t("console.prices.add")}</p>
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
      <input type="hidden" name={`${base}.sort`} value={option?.sort ?? 0} />
      {option ? (
        <div className="col-span-2 flex flex-wrap items-center gap-4 sm:col-span-6">
          <span className="text-xs text-muted" data-testid="console-price-shown">
            {option.priceMinor === null || option.currency === null
              ? t("console.prices.outOfStock")
              : formatMinor(option.discountPriceMinor ?? option.priceMinor, option.currency, lang)}
          </span>
          <label className="flex min-h-11 items-center gap-2 text-sm text-text">
            <input type="checkbox" name={`${name}.remove`} className="check" />
            {t("console.prices.remove")}
          </label>
        </div>
      ) : null}
    </div>
  );
}
