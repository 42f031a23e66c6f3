import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GameForm } from "~/components/console/game-form";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { deleteGame, gameForm, updateGame } from "~/services/catalogue/game-writes.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import { gameSchema } from "~/utils/console-forms";
import { parseId } from "~/utils/ids";
import { pictureErrorOf } from "~/utils/upload-errors";
import { PictureUpload } from "~/components/console/picture-upload";
import { localizePath } from "~/utils/lang";
import { pageMeta } from "~/utils/meta";
import { useLang, useLocalize } from "~/utils/use-lang";
import { InlineConfirm } from "~/components/console/inline-confirm";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "catalogue.edit");
  const id = parseId(params.id);
  const game = id === null ? null : await gameForm(id);
  if (!game || id === null) throw new Response("Not Found", { status: 404 });
  const t = await fixedT(request);
  const query = new URL(request.url).searchParams;
  return {
    title: `${game.input[requestLang(request)].name || game.input.slug} — ${t("console.title")}`,
    id,
    game,
    notice: query.get("created") ? "created" : query.get("picture") ? "picture" : null,
    pictureError: pictureErrorOf(query, "picture"),
  };
}

/** Saves the game's form, or deletes the game (refused while purchases name its products). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "catalogue.edit");
  const id = parseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const formData = await request.formData();
  const ctx = consoleContext(user, context.clientIp);
  if (formData.get("intent") === "delete") {
    const attempt = await attemptConsoleWrite(() => deleteGame(ctx, id));
    if (!attempt.ok) return { result: undefined, error: attempt.code, changed: null };
    throw redirect(`${localizePath("/admin/games", requestLang(request))}?deleted=1`);
  }
  const submission = parseWithZod(formData, { schema: gameSchema });
  if (submission.status !== "success") return { result: submission.reply(), error: null, changed: null };
  const attempt = await attemptConsoleWrite(() => updateGame(ctx, id, submission.value));
  if (!attempt.ok) return { result: submission.reply(), error: attempt.code, changed: null };
  return { result: submission.reply(), error: null, changed: attempt.value };
}

export default function ConsoleGame() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const lang = useLang();
  const { id, game, notice, pictureError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <Link to={localize("/admin/games")} className="text-sm text-muted hover:text-text">
        ← {t("console.games.back")}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-text">{game.input[lang].name || game.input.slug}</h1>
        <Link to={localize(`/game/${game.input.slug}`)} className="text-sm text-accent-hover underline">
          {t("console.games.view")}
        </Link>
      </header>
      {notice || actionData?.changed !== undefined ? (
        <p
          role="status"
          className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green"
          data-testid="console-game-saved"
        >
          {notice ? t(`console.games.notice.${notice}`) : t("console.details.saved")}
        </p>
      ) : null}

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

      <GameForm
        values={game.input}
        result={actionData?.result}
        error={actionData?.error}
        submitLabel={t("console.details.submit")}
      />

      <InlineConfirm
        label={t("console.games.delete")}
        question={t("console.games.deleteConfirm")}
        fields={{ intent: "delete" }}
        testId="console-game-delete"
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
