import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GameForm } from "~/components/console/game-form";
import { ConsolePager } from "~/components/console/pager";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { consoleGameList, createGame, readGameFilter } from "~/services/catalogue/game-writes.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import { gameSchema } from "~/utils/console-forms";
import { localizePath } from "~/utils/lang";
import { pageMeta } from "~/utils/meta";
import { useLocalize } from "~/utils/use-lang";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];

/** GET /admin/games: every game with its products, and the form for a new one. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "catalogue.edit");
  const t = await fixedT(request);
  const query = new URL(request.url).searchParams;
  const filter = readGameFilter(query);
  return {
    title: `${t("console.games.title")} — ${t("console.title")}`,
    filter,
    ...(await consoleGameList(requestLang(request), filter)),
    deleted: query.get("deleted") === "1",
  };
}

/** Creates a game and opens its page (where its picture is uploaded). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "catalogue.edit");
  const submission = parseWithZod(await request.formData(), { schema: gameSchema });
  if (submission.status !== "success") return { result: submission.reply(), error: null };
  const attempt = await attemptConsoleWrite(() =>
    createGame(consoleContext(user, context.clientIp), submission.value),
  );
  if (!attempt.ok) return { result: submission.reply(), error: attempt.code };
  throw redirect(`${localizePath(`/admin/games/${attempt.value}`, requestLang(request))}?created=1`);
}

export default function ConsoleGames() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { rows: games, filter, pages, total, deleted } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-display text-3xl text-text">{t("console.games.title")}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">{t("console.games.lead")}</p>
      </header>
      {deleted ? (
        <p role="status" className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green">
          {t("console.games.deleted")}
        </p>
      ) : null}
      <Form
        method="get"
        className="card flex flex-wrap items-end gap-3 p-4"
        data-testid="console-games-filter"
      >
        <label className="grid min-w-48 flex-1 gap-1 text-sm font-medium text-text">
          {t("console.cheats.search")}
          <input type="search" name="q" defaultValue={filter.q ?? ""} className="input font-normal" />
        </label>
        <label className="grid gap-1 text-sm font-medium text-text">
          {t("console.games.mobileFilter")}
          <select name="mobile" defaultValue={filter.mobile ?? ""} className="input font-normal">
            <option value="">{t("console.games.anyDevice")}</option>
            <option value="yes">{t("console.games.mobileOnly")}</option>
            <option value="no">{t("console.games.pcOnly")}</option>
          </select>
        </label>
        <button type="submit" className="btn-ghost min-h-11">
          {t("console.cheats.filter")}
        </button>
      </Form>
      <p className="text-sm text-muted">{t("console.games.total", { count: total })}</p>
      <ul className="card divide-y divide-line" data-testid="console-games">
        {games.map((game) => (
          <li key={game.id} className="flex items-center gap-3 p-3" data-testid="console-game">
            {game.preview ? (
              <img
                src={game.preview}
                alt=""
                width={36}
                height={48}
                loading="lazy"
                className="h-12 w-9 rounded-md object-cover"
              />
            ) : (
              <span className="h-12 w-9 rounded-md bg-surface-3" />
            )}
            <Link
              to={localize(`/admin/games/${game.id}`)}
              className="min-w-0 flex-1 truncate font-semibold text-text hover:text-accent-hover"
            >
              {game.name ?? game.slug}
            </Link>
            <span className="text-xs text-muted">
              {t("console.games.products", { count: game.products })}
            </span>
          </li>
        ))}
      </ul>
      <ConsolePager page={filter.page} pages={pages} drop={["deleted"]} />
      <section className="space-y-3">
        <h2 className="font-display text-xl text-text">{t("console.games.new")}</h2>
        <GameForm
          result={actionData?.result}
          error={actionData?.error}
          submitLabel={t("console.games.create")}
        />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
