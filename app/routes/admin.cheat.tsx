import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ProductPicture } from "~/components/console/product-picture";
import { pictureFromFirstScreenshot } from "~/services/catalogue/product-picture.server";
import { StockWarning } from "~/components/console/stock-warning";
import { unstockedOptions } from "~/services/stock/unstocked.server";
import { StatusBadge } from "~/components/catalogue/status-badge";
import { PriceOptions } from "~/components/console/price-options";
import { ProductDetails, type ProductDetailsResult } from "~/components/console/product-details";
import { GalleryEditor } from "~/components/console/gallery-editor";
import { ProductLists } from "~/components/console/product-lists";
import { SaveBar } from "~/components/console/save-bar";
import { SectionNav } from "~/components/console/section-nav";
import { GUARDED, UnsavedChangesGuard } from "~/components/console/unsaved-changes-guard";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import { cheatPath } from "~/services/catalogue/cheats.server";
import { loadConsoleCheat } from "~/services/catalogue/console-lists.server";
import { priceTableAction, type PriceFormResult } from "~/services/catalogue/price-form.server";
import { productPrices } from "~/services/catalogue/price-writes.server";
import { productFormAction, productListsAction } from "~/services/catalogue/product-form.server";
import { productLists } from "~/services/catalogue/product-lists.server";
import { galleryFormAction, isGalleryIntent } from "~/services/catalogue/gallery-form.server";
import { galleryList } from "~/services/catalogue/gallery-writes.server";
import { productDetails } from "~/services/catalogue/product-writes.server";
import { statusFormAction, type StatusFormResult } from "~/services/catalogue/status-form.server";
import { statusHistory } from "~/services/catalogue/status-writes.server";
import { formatStatusDate } from "~/utils/dates";
import { parseId } from "~/utils/ids";
import { localizePath } from "~/utils/lang";
import { pictureErrorOf } from "~/utils/upload-errors";
import { consoleMeta } from "~/utils/meta";
import { can } from "~/utils/permissions";
import { STATUS_NOTE_MAX, STATUSES, statusMeta, type StatusCode } from "~/utils/status";
import { useLocalize } from "~/utils/use-lang";

export const meta: MetaFunction<typeof loader> = consoleMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireConsoleUser(request, "catalogue.status");
  const id = parseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const row = await loadConsoleCheat(id);
  if (!row) throw new Response("Not Found", { status: 404 });
  const lang = requestLang(request);
  const t = await fixedT(request);
  const edits = can(user.role, "catalogue.edit");
  const [history, options, details, lists, gallery, unstocked] = await Promise.all([
    statusHistory(id),
    edits ? productPrices(id) : Promise.resolve(null),
    edits ? productDetails(id) : Promise.resolve(null),
    edits ? productLists(id) : Promise.resolve(null),
    edits ? galleryList("cheat", id) : Promise.resolve(null),
    // A published product with priced options that cannot sell says so, with a link to Stock.
    row.isPublished && can(user.role, "sales.manage") ? unstockedOptions(id, lang) : Promise.resolve([]),
  ]);
  const query = new URL(request.url).searchParams;
  return {
    title: `${t("console.cheat.title", { name: row.name })} — ${t("console.title")}`,
    cheat: { ...row, statusUpdatedAt: formatStatusDate(row.statusUpdatedAt, lang) },
    page: cheatPath(row.gameSlug, row.slug),
    history: history.map((entry) => ({ ...entry, createdAt: formatStatusDate(entry.createdAt, lang) })),
    notice: ["created", "duplicated", "screenshot", "picture"].find((key) => query.get(key) === "1") ?? null,
    // Only those who may edit the catalogue see the prices and the details.
    options,
    details,
    lists,
    gallery,
    screenshotError: pictureErrorOf(query, "screenshot"),
    pictureError: pictureErrorOf(query, "picture"),
    unstocked,
  };
}

/** What a post to the product page answers: the result of the one form that was sent. */
interface ProductPageResult {
  status: StatusFormResult | null;
  price: PriceFormResult | null;
  details: ProductDetailsResult | null;
  lists: ProductDetailsResult | null;
  /** A gallery button's refusal (a console error code), null when none was pressed or it went through. */
  gallery: string | null;
  /** "Use the first screenshot" refused (a console error code). */
  picture?: string | null;
}
const NO_RESULTS: ProductPageResult = {
  status: null,
  price: null,
  details: null,
  lists: null,
  gallery: null,
};

/** The status form (tech support and owner) and the catalogue editors' forms. */
export async function action({ request, params, context }: ActionFunctionArgs): Promise<ProductPageResult> {
  const user = await requireConsoleUser(request, "catalogue.status");
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (intent === "status")
    return { ...NO_RESULTS, status: await statusFormAction(formData, user, context.clientIp) };
  const id = parseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  if (intent === "prices-save")
    return { ...NO_RESULTS, price: await priceTableAction(formData, id, user, context.clientIp) };
  if (isGalleryIntent(intent))
    return { ...NO_RESULTS, gallery: await galleryFormAction(formData, "cheat", id, user, context.clientIp) };
  if (intent === "lists")
    return { ...NO_RESULTS, lists: await productListsAction(formData, id, user, context.clientIp) };
  if (intent === "picture-from-screenshot") {
    const attempt = await attemptConsoleWrite(() =>
      pictureFromFirstScreenshot(consoleContext(user, context.clientIp), id),
    );
    if (!attempt.ok) return { ...NO_RESULTS, picture: attempt.code };
    throw redirect(`${localizePath(`/admin/cheats/${id}`, requestLang(request))}?picture=1`, 303);
  }
  return {
    ...NO_RESULTS,
    details: await productFormAction(formData, id, user, context.clientIp, requestLang(request)),
  };
}

export default function ConsoleCheat() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const {
    cheat,
    history,
    page,
    options,
    details,
    lists,
    gallery,
    screenshotError,
    pictureError,
    notice,
    unstocked,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<ProductPageResult>();
  const result = actionData?.status ?? undefined;
  const navigation = useNavigation();
  const fieldError = result && !result.ok ? result.result?.error : undefined;
  return (
    <div className="space-y-6">
      <Link to={localize("/admin/cheats")} className="text-sm text-muted hover:text-text">
        ← {t("console.cheat.back")}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl text-text">{t("console.cheat.title", { name: cheat.name })}</h1>
        <StatusBadge status={cheat.status as StatusCode} />
      </header>
      <StockWarning options={unstocked} product={cheat.name} />
      {notice ? (
        <p
          role="status"
          className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green"
          data-testid="console-product-notice"
        >
          {t(`console.cheat.notice.${notice}`)}
        </p>
      ) : null}
      <div className="space-y-2">
        <p className="max-w-2xl text-sm text-muted">{t("console.cheat.lead")}</p>
        {page ? (
          <Link
            to={localize(page)}
            className="text-sm text-accent-hover underline"
            data-testid="console-product-page"
          >
            {t("console.cheat.viewPage")}
          </Link>
        ) : null}
      </div>

      <SectionNav
        sections={[
          { id: "status", label: t("console.cheat.statusTitle") },
          ...(details
            ? [
                { id: "picture", label: t("console.cheat.picture.title") },
                { id: "prices", label: t("console.prices.title") },
                { id: "details", label: t("console.details.title") },
                { id: "lists", label: t("console.lists.title") },
                { id: "gallery", label: t("console.gallery.title") },
              ]
            : []),
          { id: "history", label: t("console.cheat.history") },
        ]}
      />
      <UnsavedChangesGuard />

      <h2 id="status" className="scroll-mt-4 font-display text-xl text-text">
        {t("console.cheat.statusTitle")}
      </h2>
      <Form method="post" {...GUARDED} className="card grid gap-4 p-5" data-testid="console-status-form">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="cheatId" value={cheat.id} />
        <label className="grid gap-1 text-sm font-medium text-text">
          {t("console.cheats.status")}
          <select name="status" defaultValue={cheat.status} key={cheat.status} className="input">
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${statusMeta[status].key}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-text">
          {t("console.cheat.note")}
          <input
            name="note"
            defaultValue={cheat.statusNote}
            key={cheat.statusNote}
            maxLength={STATUS_NOTE_MAX}
            placeholder={t("console.cheat.notePlaceholder")}
            className="input"
            aria-invalid={fieldError?.note ? true : undefined}
          />
        </label>
        {fieldError
          ? Object.values(fieldError)
              .flat()
              .map((key) => (
                <p key={key} role="alert" className="text-sm text-status-red">
                  {t(key ?? "")}
                </p>
              ))
          : null}
        {result && !result.ok && !result.result ? (
          <p role="alert" className="text-sm text-status-red">
            {t(`console.errors.${result.error}`)}
          </p>
        ) : null}
        <SaveBar
          label={t("console.cheat.submit")}
          testId="console-status-submit"
          disabled={navigation.state === "submitting"}
        />
      </Form>

      {details ? (
        <div id="picture">
          <ProductPicture
            id={cheat.id}
            picture={{ webp: cheat.previewWebp, jpeg: cheat.previewJpeg }}
            hasScreenshots={Boolean(gallery?.length)}
            uploadError={pictureError}
            refusal={actionData?.picture ?? null}
          />
        </div>
      ) : null}

      {options ? <PriceOptions options={options} result={actionData?.price ?? undefined} /> : null}
      {details ? (
        <ProductDetails
          values={details}
          status={cheat.status as StatusCode}
          result={actionData?.details ?? undefined}
        />
      ) : null}
      {lists ? <ProductLists values={lists} result={actionData?.lists ?? undefined} /> : null}
      {actionData?.gallery ? (
        <p role="alert" className="text-sm text-status-red">
          {t(`console.errors.${actionData.gallery}`)}
        </p>
      ) : null}
      {gallery ? (
        <div id="gallery">
          <GalleryEditor
            pictures={gallery}
            uploadAction={localize(`/admin/cheats/${cheat.id}/screenshots`)}
            error={screenshotError}
            testId="console-gallery"
          />
        </div>
      ) : null}
      {details ? (
        <Form method="post">
          <input type="hidden" name="intent" value="duplicate" />
          <button type="submit" className="btn-ghost min-h-11" data-testid="console-product-duplicate">
            {t("console.details.duplicate")}
          </button>
        </Form>
      ) : null}

      <section className="space-y-3" id="history">
        <h2 className="font-display text-xl text-text">{t("console.cheat.history")}</h2>
        {history.length ? (
          <ol className="card divide-y divide-line" data-testid="console-status-history">
            {history.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-center gap-2 p-4 text-sm"
                data-testid="console-history-entry"
              >
                <span className="text-muted">{entry.createdAt}</span>
                <StatusBadge status={entry.fromStatus as StatusCode} />
                <span aria-hidden>→</span>
                <StatusBadge status={entry.toStatus as StatusCode} />
                <span className="text-muted">
                  {entry.actorLogin
                    ? t("console.cheat.by", { login: entry.actorLogin })
                    : t("console.cheat.removedUser")}
                </span>
                {entry.note ? <span className="w-full text-text">{entry.note}</span> : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="card p-5 text-sm text-muted">{t("console.cheat.historyEmpty")}</p>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
