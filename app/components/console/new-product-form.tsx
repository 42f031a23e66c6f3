import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

/**
 * The owner's "new product" form at the top of the product list: category, game (for cheats and
 * DMA cheats), name, address and, optionally, its card picture (cut for the card and the page's
 * background as soon as the product exists). It starts unpublished; its page takes prices and
 * texts, or the first screenshot as its picture.
 */
export function NewProductForm({
  games,
  result,
  error,
  pictureError,
}: {
  games: { id: number; name: string }[];
  result?: SubmissionResult<string[]>;
  error?: string | null;
  /** The card picture was refused before anything was created (too large, not a picture). */
  pictureError?: "size" | "format" | null;
}) {
  const { t } = useTranslation();
  const errors = (result?.error ?? {}) as Record<string, string[] | null>;
  const initial = (result?.initialValue ?? {}) as Record<string, string | undefined>;
  const errorOf = (name: string) =>
    errors[name] ? (
      <span role="alert" className="text-xs text-status-red">
        {errors[name]!.map((key) => t(key)).join(" ")}
      </span>
    ) : null;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
      // Named by its title: its Category and Game read as the list's filters' do.
      aria-labelledby="new-product-title"
      data-testid="console-new-product"
    >
      <div className="sm:col-span-2 lg:col-span-4">
        <h2 id="new-product-title" className="font-semibold text-text">
          {t("console.newProduct.title")}
        </h2>
        <p className="text-sm text-muted">{t("console.newProduct.lead")}</p>
        {error ? (
          <p role="alert" className="mt-1 text-sm text-status-red">
            {t(`console.errors.${error}`)}
          </p>
        ) : null}
      </div>
      <input type="hidden" name="intent" value="create-product" />
      <label className="grid gap-1 text-xs text-muted">
        {t("console.cheats.category")}
        <select name="category" defaultValue={initial.category ?? "0"} className="input">
          {[0, 1, 2, 3].map((category) => (
            <option key={category} value={category}>
              {t(`console.categories.${category}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-xs text-muted">
        {t("console.cheats.game")}
        <select name="gameId" defaultValue={initial.gameId ?? ""} className="input">
          <option value="">{t("console.newProduct.noGame")}</option>
          {games.map((game) => (
            <option key={game.id} value={game.id}>
              {game.name}
            </option>
          ))}
        </select>
        {errorOf("gameId")}
      </label>
      <label className="grid gap-1 text-xs text-muted">
        {t("console.details.name")}
        <input name="name" defaultValue={initial.name ?? ""} maxLength={80} className="input" />
        {errorOf("name")}
      </label>
      <label className="grid gap-1 text-xs text-muted">
        {t("console.games.slug")}
        <input
          name="slug"
          defaultValue={initial.slug ?? ""}
          maxLength={60}
          className="input"
          placeholder="phantom-esp"
        />
        {errorOf("slug")}
      </label>
      <label className="grid gap-1 text-xs text-muted sm:col-span-2 lg:col-span-4">
        {t("console.newProduct.picture")}
        <input
          type="file"
          name="picture"
          accept="image/png,image/jpeg"
          className="w-full min-w-0 max-w-full text-sm text-text file:mr-3 file:min-h-11 file:rounded-xl file:border file:border-line file:bg-surface-2 file:px-4 file:text-text"
          aria-invalid={pictureError ? true : undefined}
        />
        <span>{t("console.newProduct.pictureHint")}</span>
        {pictureError ? (
          <span role="alert" className="text-xs text-status-red">
            {t(`console.games.pictureErrors.${pictureError}`)}
          </span>
        ) : null}
      </label>
      <button
        type="submit"
        className="btn-primary min-h-11 justify-self-start"
        data-testid="console-new-product-submit"
      >
        {t("console.newProduct.submit")}
      </button>
    </Form>
  );
}
