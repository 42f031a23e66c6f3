import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { languages, type Lang } from "~/utils/lang";
import { LangColumns } from "./lang-fields";

const KEYS = [
  "notificationTitle",
  "notificationDescription",
  "homeTitle",
  "homeDescription",
  "homeText",
] as const;
type HomeTexts = Record<(typeof KEYS)[number], string>;

function readForm(form: HTMLFormElement): Record<Lang, HomeTexts> {
  const data = new FormData(form);
  const read = (lang: Lang) =>
    Object.fromEntries(KEYS.map((key) => [key, String(data.get(`${lang}.${key}`) ?? "")])) as HomeTexts;
  return { ru: read("ru"), en: read("en") };
}

/**
 * How the banner and the home page's texts will look, per site, as the owner types (drawn from the
 * settings form on every edit; without JavaScript, the saved texts). The home text is the editor's
 * own HTML, which only holds what the sanitizer keeps; the shop sanitizes it again when saved.
 */
export function HomePreview({ formId, saved }: { formId: string; saved: Record<Lang, HomeTexts> }) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState(saved);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let frame = 0;
    // The editor writes its HTML into the form after its own input event: read on the next frame.
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTexts(readForm(form)));
    };
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    return () => {
      cancelAnimationFrame(frame);
      form.removeEventListener("input", update);
      form.removeEventListener("change", update);
    };
  }, [formId]);
  return (
    <section className="card space-y-4 p-5" aria-labelledby="home-preview-title" data-testid="home-preview">
      <h2 id="home-preview-title" className="font-semibold text-text">
        {t("console.settings.preview.title")}
      </h2>
      <LangColumns>
        {(lang) => (
          <div
            className="overflow-hidden rounded-xl border border-line bg-bg"
            data-testid={`home-preview-${lang}`}
          >
            {texts[lang].notificationTitle ? (
              <p className="border-b border-accent/30 bg-gradient-to-r from-accent/25 via-surface-2 to-accent/10 px-4 py-2.5 text-sm text-text">
                <strong className="font-semibold">{texts[lang].notificationTitle}</strong>
                {texts[lang].notificationDescription ? (
                  <span className="text-muted"> — {texts[lang].notificationDescription}</span>
                ) : null}
              </p>
            ) : null}
            <div className="space-y-2 p-4">
              <p className="font-display text-2xl text-text">{texts[lang].homeTitle}</p>
              <p className="text-sm text-muted">{texts[lang].homeDescription}</p>
              <div
                className="prose-shop text-sm"
                data-testid={`home-preview-text-${lang}`}
                dangerouslySetInnerHTML={{ __html: texts[lang].homeText }}
              />
            </div>
          </div>
        )}
      </LangColumns>
    </section>
  );
}

/** The preview's starting texts: what the settings form was loaded with. */
export function savedHomeTexts(values: Record<Lang, Partial<HomeTexts>>): Record<Lang, HomeTexts> {
  const pick = (lang: Lang) =>
    Object.fromEntries(KEYS.map((key) => [key, values[lang][key] ?? ""])) as HomeTexts;
  return Object.fromEntries(languages.map((lang) => [lang, pick(lang)])) as Record<Lang, HomeTexts>;
}
