import { Form } from "@remix-run/react";
import { consoleIcon } from "~/components/console/icons";
import { useTranslation } from "~/i18n/react";
import type { PictureError } from "~/utils/upload-errors";
import { useLocalize } from "~/utils/use-lang";
import { PictureUpload } from "./picture-upload";

const Images = consoleIcon("images");

/**
 * A product's card picture on its console page: what the catalogue shows now (or that it shows a
 * grey box), an upload, and "Use the first screenshot" once the gallery has one.
 */
export function ProductPicture({
  id,
  picture,
  hasScreenshots,
  uploadError,
  refusal,
}: {
  id: number;
  picture: { webp: string | null; jpeg: string | null };
  hasScreenshots: boolean;
  uploadError: PictureError | null;
  refusal: string | null;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <section className="card space-y-4 p-5" data-testid="console-product-picture">
      <div>
        <h2 className="font-semibold text-text">{t("console.cheat.picture.title")}</h2>
        <p className="text-sm text-muted">{t("console.cheat.picture.lead")}</p>
      </div>
      <div className="flex flex-wrap items-center gap-5">
        {picture.webp ? (
          <picture>
            <source srcSet={picture.webp} type="image/webp" />
            <img
              src={picture.jpeg ?? picture.webp}
              alt=""
              width={192}
              height={108}
              className="h-27 w-48 rounded-xl object-cover"
              data-testid="console-product-picture-current"
            />
          </picture>
        ) : (
          <span
            className="grid h-27 w-48 place-items-center rounded-xl bg-surface-3 px-3 text-center text-xs text-warning"
            data-testid="console-product-picture-none"
          >
            {t("console.cheat.picture.none")}
          </span>
        )}
        <PictureUpload
          action={localize(`/admin/cheats/${id}/picture`)}
          field="picture"
          label={t("console.cheat.picture.upload")}
          hint={t("console.cheat.picture.hint")}
          error={uploadError}
          testId="console-product-picture-upload"
        />
        {hasScreenshots ? (
          <Form method="post">
            <input type="hidden" name="intent" value="picture-from-screenshot" />
            <button
              type="submit"
              className="btn-ghost min-h-11"
              data-testid="console-product-picture-screenshot"
            >
              <Images className="size-4" aria-hidden />
              {t("console.cheat.picture.fromScreenshot")}
            </button>
          </Form>
        ) : null}
      </div>
      {refusal ? (
        <p role="alert" className="text-sm text-status-red">
          {t(`console.errors.${refusal}`)}
        </p>
      ) : null}
    </section>
  );
}
