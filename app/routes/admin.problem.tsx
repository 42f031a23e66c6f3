import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentForm } from "~/components/console/content-form";
import { InlineConfirm } from "~/components/console/inline-confirm";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { deleteProblem, problemForm, updateProblem } from "~/services/catalogue/problem-writes.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import { problemSchema } from "~/utils/console-forms";
import { parseId } from "~/utils/ids";
import { localizePath } from "~/utils/lang";
import { pageMeta } from "~/utils/meta";
import { useLang, useLocalize } from "~/utils/use-lang";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "catalogue.edit");
  const id = parseId(params.id);
  const problem = id === null ? null : await problemForm(id);
  if (!problem) throw new Response("Not Found", { status: 404 });
  const t = await fixedT(request);
  return {
    title: `${problem.input[requestLang(request)].title || problem.input.slug} — ${t("console.title")}`,
    problem,
    created: new URL(request.url).searchParams.get("created") === "1",
  };
}

/** Saves the problem's form, or deletes the article. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "catalogue.edit");
  const id = parseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const formData = await request.formData();
  const ctx = consoleContext(user, context.clientIp);
  if (formData.get("intent") === "delete") {
    const attempt = await attemptConsoleWrite(() => deleteProblem(ctx, id));
    if (!attempt.ok) return { result: undefined, error: attempt.code, changed: null };
    throw redirect(`${localizePath("/admin/problems", requestLang(request))}?deleted=1`);
  }
  const submission = parseWithZod(formData, { schema: problemSchema });
  if (submission.status !== "success") return { result: submission.reply(), error: null, changed: null };
  const attempt = await attemptConsoleWrite(() => updateProblem(ctx, id, submission.value));
  if (!attempt.ok) return { result: submission.reply(), error: attempt.code, changed: null };
  return { result: submission.reply(), error: null, changed: attempt.value };
}

export default function ConsoleProblem() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const lang = useLang();
  const { problem, created } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const deleteError = actionData && !actionData.result ? actionData.error : null;
  return (
    <div className="space-y-6">
      <Link to={localize("/admin/problems")} className="text-sm text-muted hover:text-text">
        ← {t("console.problems.back")}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-text">{problem.input[lang].title || problem.input.slug}</h1>
        <Link to={localize(`/problem/${problem.input.slug}`)} className="text-sm text-accent-hover underline">
          {t("console.problems.view")}
        </Link>
      </header>
      {created || typeof actionData?.changed === "number" ? (
        <p
          role="status"
          className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green"
          data-testid="console-problem-saved"
        >
          {typeof actionData?.changed === "number"
            ? t("console.details.saved")
            : t("console.problems.created")}
        </p>
      ) : null}
      {deleteError ? (
        <p role="alert" className="rounded-xl bg-status-red/10 px-4 py-3 text-sm text-status-red">
          {t(`console.errors.${deleteError}`)}
        </p>
      ) : null}

      <ContentForm
        kind="problem"
        values={problem.input}
        result={actionData?.result}
        error={actionData?.result ? actionData.error : null}
        submitLabel={t("console.details.submit")}
      />

      <InlineConfirm
        label={t("console.problems.delete")}
        question={t("console.problems.deleteConfirm")}
        fields={{ intent: "delete" }}
        testId="console-problem-delete"
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
