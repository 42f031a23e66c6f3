import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { EntityEditPage } from "~/components/console/entity-edit-page";
import { EntityForm } from "~/components/console/entity-form";
import { PictureUpload } from "~/components/console/picture-upload";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { entityEditAction, entityEditLoader } from "~/services/catalogue/entity-pages.server";
import { deleteGame, gameForm, updateGame } from "~/services/catalogue/game-writes.server";
import { gameSchema } from "~/utils/console-forms";
import { consoleMeta } from "~/utils/meta";
import { pictureErrorOf } from "~/utils/upload-errors";
import { useLocalize } from "~/utils/use-lang";

export const meta: MetaFunction<typeof loader> = consoleMeta;

export async function loader(args: LoaderFunctionArgs) {
  const page = await entityEditLoader(args, gameForm, ["created", "picture"]);
  return {
    title: page.title,
    id: page.id,
    game: page.entity,
    notice: page.notice,
    pictureError: pictureErrorOf(page.query, "picture"),
  };
}

/** Saves the game's form, or deletes the game (refused while purchases name its products). */
export function action(args: ActionFunctionArgs) {
  return entityEditAction(args, "game", { schema: gameSchema, update: updateGame, remove: deleteGame });
}

export default function ConsoleGame() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { id, game, notice, pictureError } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <EntityEditPage
      kind="game"
      input={game.input}
      notice={notice && t(`console.games.notice.${notice}`)}
      answer={answer}
    >
      <section className="card flex flex-wrap items-center gap-5 p-5" data-testid="console-game-picture">
        {game.picture.webp ? (
          <picture>
            <source srcSet={game.picture.webp} type="image/webp" />
            <img
              src={game.picture.jpeg ?? game.picture.webp}
              alt=""
              width={120}
              height={160}
              className="h-40 w-30 rounded-xl object-cover"
            />
          </picture>
        ) : (
          <span className="grid h-40 w-30 place-items-center rounded-xl bg-surface-3 text-xs text-faint">
            —
          </span>
        )}
        <PictureUpload
          action={localize(`/admin/games/${id}/picture`)}
          field="picture"
          label={t("console.games.picture")}
          hint={t("console.games.pictureHint")}
          error={pictureError}
          testId="console-game-upload"
        />
      </section>

      <EntityForm kind="game" values={game.input} answer={answer} />
    </EntityEditPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
