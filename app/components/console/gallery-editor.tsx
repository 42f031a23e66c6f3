import { Form } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import type { PictureError } from "~/utils/upload-errors";
import { PictureUpload } from "./picture-upload";

export interface GalleryPicture {
  id: number;
  webp: string;
  jpeg: string;
}

/**
 * A gallery in the console (a product's or an account's screenshots): thumbnails in the order the
 * page shows them, each moved up or down or removed by a plain form post to the page's own
 * action (`intent` gallery-up / gallery-down / gallery-remove with `pictureId`), and an upload
 * that adds a picture at the end.
 */
export function GalleryEditor({
  pictures,
  uploadAction,
  error,
  lead,
  testId,
}: {
  pictures: GalleryPicture[];
  uploadAction: string;
  error: PictureError | null;
  /** The line under the title; the product's (which mentions its videos) when left out. */
  lead?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  // Named by its title: its upload's button reads as other uploads' on the same page do.
  const titleId = useId();
  const button = (intent: string, pictureId: number, label: string, disabled = false) => (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="pictureId" value={pictureId} />
      <button
        type="submit"
        className="btn-ghost min-h-11 px-3 text-xs disabled:opacity-40"
        disabled={disabled}
        data-testid={`${testId}-${intent}`}
      >
        {label}
      </button>
    </Form>
  );
  return (
    <section className="space-y-3" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="font-display text-xl text-text">
        {t("console.gallery.title")}
      </h2>
      <p className="max-w-2xl text-sm text-muted">{lead ?? t("console.gallery.lead")}</p>
      {pictures.length ? (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {pictures.map((picture, index) => (
            <li key={picture.id} className="card space-y-2 p-3" data-testid={`${testId}-item`}>
              <picture>
                <source srcSet={picture.webp} type="image/webp" />
                <img
                  src={picture.jpeg}
                  alt={t("console.gallery.alt", { n: index + 1 })}
                  width={320}
                  height={180}
                  loading="lazy"
                  className="aspect-video w-full rounded-lg object-cover"
                />
              </picture>
              <div className="flex flex-wrap gap-1">
                {button("gallery-up", picture.id, t("console.gallery.up"), index === 0)}
                {button("gallery-down", picture.id, t("console.gallery.down"), index === pictures.length - 1)}
                {button("gallery-remove", picture.id, t("console.gallery.remove"))}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="card p-5 text-sm text-muted">{t("console.gallery.empty")}</p>
      )}
      <PictureUpload
        action={uploadAction}
        field="screenshot"
        label={t("console.gallery.add")}
        hint={t("console.gallery.hint")}
        error={error}
        testId={`${testId}-upload`}
      />
    </section>
  );
}
