import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useLocalize } from "~/utils/use-lang";
import type { PictureError } from "~/utils/upload-errors";
import { PictureUpload } from "./picture-upload";

/**
 * The home slides' pictures (one per slide, for both sites): each slide's current picture, an
 * upload that replaces it and a button that removes it (the slide then shows without one).
 */
export function SlidePictures({
  pictures,
  outcome,
  removeError,
}: {
  pictures: string[];
  /** What the upload route reported back for slide n. */
  outcome: { n: number | null; saved: boolean; error: PictureError | null };
  removeError: string | null;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <section className="card space-y-4 p-5" data-testid="console-slide-pictures">
      <h2 className="font-semibold text-text">{t("console.slides.title")}</h2>
      <p className="max-w-2xl text-sm text-muted">{t("console.slides.lead")}</p>
      {removeError ? (
        <p role="alert" className="text-sm text-status-red">
          {t(`console.errors.${removeError}`)}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {pictures.map((webp, index) => {
          const n = index + 1;
          return (
            <div key={n} className="min-w-0 space-y-2" data-testid={`console-slide-${n}`}>
              <p className="text-sm font-medium text-text">{t("console.slides.slide", { n })}</p>
              {webp ? (
                <img
                  src={webp}
                  alt={t("console.slides.slide", { n })}
                  width={320}
                  height={130}
                  loading="lazy"
                  className="aspect-[1280/520] w-full rounded-lg object-cover"
                />
              ) : (
                <p className="grid aspect-[1280/520] place-items-center rounded-lg bg-surface-3 text-xs text-faint">
                  {t("console.slides.none")}
                </p>
              )}
              {outcome.n === n && outcome.saved ? (
                <p role="status" className="text-sm text-status-green">
                  {t("console.slides.saved")}
                </p>
              ) : null}
              <PictureUpload
                action={localize(`/admin/settings/slides/${n}/picture`)}
                field="picture"
                label={t("console.slides.upload")}
                hint={t("console.slides.hint")}
                error={outcome.n === n ? outcome.error : null}
                testId={`console-slide-${n}-upload`}
              />
              {webp ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="slide-picture-remove" />
                  <input type="hidden" name="n" value={n} />
                  <button
                    type="submit"
                    className="btn-ghost min-h-11 text-sm"
                    data-testid={`console-slide-${n}-remove`}
                  >
                    {t("console.slides.remove")}
                  </button>
                </Form>
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}
