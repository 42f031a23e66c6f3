import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { EntityForm } from "~/components/console/entity-form";
import { EntityListPage, YesNoFilter } from "~/components/console/entity-list-page";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { createEntityAction, entityListLoader } from "~/services/catalogue/entity-pages.server";
import { consoleGameList, createGame, readGameFilter } from "~/services/catalogue/game-writes.server";
import { gameSchema } from "~/utils/console-forms";
import { consoleMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = consoleMeta;

/** GET /admin/games?q=&mobile=yes|no&page=: the games with their products, and the form for a new one. */
export function loader({ request }: LoaderFunctionArgs) {
  return entityListLoader(request, "game", readGameFilter, consoleGameList);
}

/** Creates a game and opens its page (where its picture is uploaded). */
export function action(args: ActionFunctionArgs) {
  return createEntityAction(args, "game", gameSchema, createGame);
}

export default function ConsoleGames() {
  const { t } = useTranslation();
  const { rows, filter, ...list } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <EntityListPage
      kind="game"
      filter={filter}
      {...list}
      filters={
        <YesNoFilter
          name="mobile"
          value={filter.mobile}
          label={t("console.games.mobileFilter")}
          any={t("console.games.anyDevice")}
          yes={t("console.games.mobileOnly")}
          no={t("console.games.pcOnly")}
        />
      }
      rows={rows.map((game) => ({
        ...game,
        meta: (
          <span className="text-xs text-muted">{t("console.games.products", { count: game.products })}</span>
        ),
      }))}
    >
      <EntityForm kind="game" answer={answer} />
    </EntityListPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
