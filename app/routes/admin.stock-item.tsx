import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { consoleIcon } from "~/components/console/icons";
import { BackLink } from "~/components/console/back-link";
import { useTranslation } from "~/i18n/react";
import { z } from "zod";
import { ConsolePager } from "~/components/console/pager";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import { stockDetails } from "~/services/stock/stock-pages.server";
import { revokeKeys, setLowThreshold, unsoldKeys } from "~/services/stock/stock-writes.server";
import { CREDENTIAL_FIELDS, IMPORT_ERRORS, IMPORT_MAX_KEYS, STOCK_KEYS_PAGE } from "~/utils/sales";
import { formatStatusDate } from "~/utils/dates";
import { parseId } from "~/utils/ids";
import { localizePath } from "~/utils/lang";
import { consoleMeta } from "~/utils/meta";
import { parsePage } from "~/services/catalogue/sql.server";
import { useLang, useLocalize } from "~/utils/use-lang";

const Download = consoleIcon("download");
const Upload = consoleIcon("upload");

export const meta: MetaFunction<typeof loader> = consoleMeta;

const count = (query: URLSearchParams, name: string) => {
  const value = Number(query.get(name));
  return Number.isInteger(value) && value >= 0 ? value : 0;
};

/** GET /admin/stock/{id}: a stock's counts, its import form, its unsold keys (masked) and the export. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "sales.manage");
  const stockId = parseId(params.id);
  const lang = requestLang(request);
  const stock = stockId === null ? null : await stockDetails(lang, stockId);
  if (!stock) throw new Response("Not Found", { status: 404 });
  const t = await fixedT(request);
  const query = new URL(request.url).searchParams;
  const page = parsePage(query.get("page"));
  const keys = await unsoldKeys(stock.id, page);
  const importError = IMPORT_ERRORS.find((code) => code === query.get("importError")) ?? null;
  return {
    title: `${stock.name}${stock.option ? ` · ${stock.option}` : ""} — ${t("console.stock.title")}`,
    stock,
    page,
    pages: Math.max(1, Math.ceil((stock.available + stock.reserved) / STOCK_KEYS_PAGE)),
    keys: keys.list.map((key) => ({ ...key, addedAt: formatStatusDate(new Date(key.addedAt), lang) })),
    imported: query.has("added")
      ? {
          added: count(query, "added"),
          dupBatch: count(query, "dupBatch"),
          dupKnown: count(query, "dupKnown"),
          invalid: count(query, "invalid"),
          delivered: count(query, "delivered"),
        }
      : null,
    importError,
    revoked: query.has("revoked") ? count(query, "revoked") : null,
    thresholdSaved: query.has("threshold"),
  };
}

const stockFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("threshold"), lowThreshold: z.coerce.number().int().min(0).max(100_000) }),
  z.object({
    intent: z.literal("revoke"),
    keyId: z.array(z.coerce.number().int().positive()).max(STOCK_KEYS_PAGE),
  }),
  z.object({ intent: z.literal("revokeAll") }),
]);

/** The stock's threshold, or revoking the chosen (or all) unsold keys; back to the page either way. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "sales.manage");
  const stockId = parseId(params.id);
  if (stockId === null) throw new Response("Not Found", { status: 404 });
  const form = await request.formData();
  const parsed = stockFormSchema.safeParse({
    intent: form.get("intent"),
    lowThreshold: form.get("lowThreshold") ?? undefined,
    keyId: form.getAll("keyId"),
  });
  const back = localizePath(`/admin/stock/${stockId}`, requestLang(request));
  if (!parsed.success) return redirect(back, 303);
  const ctx = consoleContext(user, context.clientIp);
  const value = parsed.data;
  const attempt = await attemptConsoleWrite(async () => {
    if (value.intent === "threshold") {
      await setLowThreshold(ctx, stockId, value.lowThreshold);
      return "threshold=1";
    }
    const revoked = await revokeKeys(ctx, stockId, value.intent === "revokeAll" ? "all" : value.keyId);
    return `revoked=${revoked}`;
  });
  if (!attempt.ok) throw new Response(attempt.code, { status: attempt.status });
  return redirect(`${back}?${attempt.value}`, 303);
}

export default function ConsoleStockItem() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const data = useLoaderData<typeof loader>();
  const { stock } = data;
  const max = new Intl.NumberFormat(useLang()).format(IMPORT_MAX_KEYS);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const counts = [
    ["available", stock.available],
    ["reserved", stock.reserved],
    ["sold", stock.sold],
    ["awaiting", stock.awaiting],
    ["revoked", stock.revoked],
  ] as const;
  return (
    <div className="space-y-6">
      <BackLink to="/admin/stock" label={t("console.stock.title")} />
      <header>
        <h1 className="font-display text-3xl text-text">
          {stock.name}
          {stock.option ? <span className="text-muted"> · {stock.option}</span> : null}
        </h1>
        <p className="mt-2 text-sm text-muted">
          {stock.kind === "account" ? t("console.stock.accountLead") : t("console.stock.itemLead")}
        </p>
      </header>

      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-5"
        aria-label={t("console.stock.counts")}
        data-testid="stock-counts"
      >
        {counts.map(([key, value]) => (
          <li
            key={key}
            className={`card p-4 ${
              (key === "awaiting" && value > 0) || (key === "available" && stock.attention)
                ? "border-warning/60"
                : ""
            }`}
          >
            <p className="text-xs text-muted">{t(`console.stock.${key}`)}</p>
            <p className="font-display text-3xl text-text" data-testid={`stock-count-${key}`}>
              {value}
            </p>
          </li>
        ))}
      </ul>

      {data.imported ? (
        <div
          role="status"
          className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green"
          data-testid="stock-imported"
        >
          {t("console.stock.imported", { count: data.imported.added })}
          {data.imported.dupBatch + data.imported.dupKnown + data.imported.invalid > 0
            ? ` ${t("console.stock.refused", {
                batch: data.imported.dupBatch,
                known: data.imported.dupKnown,
                invalid: data.imported.invalid,
              })}`
            : ""}
          {data.imported.delivered
            ? ` ${t("console.stock.deliveredWaiting", { count: data.imported.delivered })}`
            : ""}
        </div>
      ) : null}
      {data.importError ? (
        <p
          role="alert"
          className="rounded-xl bg-status-red/10 px-4 py-3 text-sm text-status-red"
          data-testid="stock-import-error"
        >
          {t(`console.stock.importErrors.${data.importError}`, { max })}
        </p>
      ) : null}
      {data.revoked !== null ? (
        <p role="status" className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green">
          {t("console.stock.revokedDone", { count: data.revoked })}
        </p>
      ) : null}

      <Form
        method="post"
        action={localize(`/admin/stock/${stock.id}/import`)}
        encType="multipart/form-data"
        className="card space-y-4 p-5"
        data-testid="stock-import"
      >
        <h2 className="font-semibold text-text">
          {stock.kind === "account" ? t("console.stock.credentialsTitle") : t("console.stock.importTitle")}
        </h2>
        {stock.kind === "account" ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {CREDENTIAL_FIELDS.map((name) => (
              <label
                key={name}
                className={`grid gap-1 text-sm font-medium text-text ${name === "notes" ? "sm:col-span-2" : ""}`}
              >
                {t(`console.stock.credentials.${name}`)}
                <input
                  name={name}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  required={name === "login" || name === "password"}
                  maxLength={200}
                  className="input font-mono"
                />
              </label>
            ))}
          </div>
        ) : (
          <>
            <label className="grid gap-1 text-sm font-medium text-text">
              {t("console.stock.paste")}
              <textarea
                name="keys"
                rows={6}
                spellCheck={false}
                autoComplete="off"
                className="input min-h-32 font-mono text-sm"
                placeholder={"AAAA-BBBB-CCCC-DDDD\nEEEE-FFFF-GGGG-HHHH"}
                data-testid="stock-keys"
              />
            </label>
            <label className="grid gap-1 text-sm font-medium text-text">
              {t("console.stock.file")}
              <input
                name="file"
                type="file"
                accept=".txt,.csv,text/plain,text/csv"
                className="w-full min-w-0 max-w-full text-sm text-muted file:mr-3 file:rounded-lg file:border-0 file:bg-surface-3 file:min-h-11 file:px-3 file:text-text"
                data-testid="stock-file"
              />
            </label>
            <p className="text-xs text-muted">{t("console.stock.importHint", { max })}</p>
          </>
        )}
        <button
          type="submit"
          className="btn-primary min-h-11"
          disabled={busy}
          data-testid="stock-import-submit"
        >
          <Upload className="size-4" aria-hidden />
          {stock.kind === "account" ? t("console.stock.saveCredentials") : t("console.stock.import")}
        </button>
      </Form>

      <Form method="post" className="card flex flex-wrap items-end gap-3 p-5" data-testid="stock-threshold">
        <input type="hidden" name="intent" value="threshold" />
        <label className="grid gap-1 text-sm font-medium text-text">
          {t("console.stock.threshold")}
          <input
            name="lowThreshold"
            type="number"
            min={0}
            max={100000}
            required
            defaultValue={stock.lowThreshold}
            className="input w-32"
          />
        </label>
        <button type="submit" className="btn-ghost min-h-11">
          {t("console.stock.saveThreshold")}
        </button>
        <p className="basis-full text-xs text-muted">
          {data.thresholdSaved ? t("console.stock.thresholdSaved") : t("console.stock.thresholdHint")}
        </p>
      </Form>

      <section className="card space-y-4 p-5" aria-labelledby="stock-unsold-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="stock-unsold-title" className="font-semibold text-text">
            {t("console.stock.unsold")}
          </h2>
          <a
            href={localize(`/admin/stock/${stock.id}/sold.csv`)}
            className="btn-ghost min-h-11"
            download
            data-testid="stock-export"
          >
            <Download className="size-4" aria-hidden />
            {t("console.stock.export", { count: stock.sold })}
          </a>
        </div>
        {data.keys.length ? (
          <Form method="post" data-testid="stock-unsold">
            <ul className="divide-y divide-line">
              {data.keys.map((key) => (
                <li key={key.id} className="flex min-h-11 items-center gap-3 py-1.5 text-sm">
                  <input
                    type="checkbox"
                    name="keyId"
                    value={key.id}
                    disabled={key.reserved}
                    className="check"
                    aria-label={t("console.stock.pick", { key: key.masked })}
                  />
                  <code className="font-mono text-text">{key.masked}</code>
                  {key.reserved ? (
                    <span className="rounded bg-warning/15 px-1.5 py-0.5 text-xs text-warning">
                      {t("console.stock.heldForPayment")}
                    </span>
                  ) : null}
                  <span className="ml-auto text-xs text-muted">{key.addedAt}</span>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap gap-2">
              <button
                type="submit"
                name="intent"
                value="revoke"
                className="btn-ghost min-h-11"
                data-testid="stock-revoke"
              >
                {t("console.stock.revoke")}
              </button>
              <button
                type="submit"
                name="intent"
                value="revokeAll"
                className="btn-ghost min-h-11 text-status-red"
                data-testid="stock-revoke-all"
              >
                {t("console.stock.revokeAll")}
              </button>
            </div>
          </Form>
        ) : (
          <p className="text-sm text-muted">{t("console.stock.noneUnsold")}</p>
        )}
        <ConsolePager
          page={data.page}
          pages={data.pages}
          drop={[
            "added",
            "dupBatch",
            "dupKnown",
            "invalid",
            "delivered",
            "importError",
            "revoked",
            "threshold",
          ]}
        />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
