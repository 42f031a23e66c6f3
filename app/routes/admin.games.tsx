import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GameForm } from "~/components/console/game-form";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { consoleGameList, createGame } from "~/services/catalogue/game-writes.server";
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
  return {
    title: `${t("console.games.title")} — ${t("console.title")}`,
    games: await consoleGameList(requestLang(request)),
    deleted: new URL(request.url).searchParams.get("deleted") === "1",
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
  const { games, deleted } = useLoaderData<typeof loader>();
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
