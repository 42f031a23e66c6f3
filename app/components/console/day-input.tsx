import { useTranslation } from "~/i18n/react";
import { formatDayInput } from "~/utils/dates";
import { useLang } from "~/utils/use-lang";

/**
 * A day field of a console filter, in the console's own format (`дд.мм.гггг` / `YYYY-MM-DD`),
 * not the browser's date picker, whose format follows the browser's language.
 */
export function DayInput({ name, label, value }: { name: string; label: string; value: string | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <label className="grid gap-1 text-xs text-muted">
      {label}
      <input
        type="text"
        name={name}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={formatDayInput(value, lang)}
        placeholder={t("console.dayFormat")}
        pattern="\d{1,2}\.\d{1,2}\.\d{4}|\d{4}-\d{2}-\d{2}"
        title={t("console.dayFormat")}
        className="input"
      />
    </label>
  );
}
