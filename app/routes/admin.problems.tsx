import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentForm } from "~/components/console/content-form";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { consoleProblemList, createProblem } from "~/services/catalogue/problem-writes.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import { problemSchema } from "~/utils/console-forms";
import { localizePath } from "~/utils/lang";
import { pageMeta } from "~/utils/meta";
import { useLocalize } from "~/utils/use-lang";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];

/** GET /admin/problems: every problem article, and the form for a new one. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "catalogue.edit");
  const t = await fixedT(request);
  return {
    title: `${t("console.problems.title")} — ${t("console.title")}`,
    problems: await consoleProblemList(requestLang(request)),
    deleted: new URL(request.url).searchParams.get("deleted") === "1",
  };
}

/** Creates a problem article (listed on the site at once) and opens its page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "catalogue.edit");
  const submission = parseWithZod(await request.formData(), { schema: problemSchema });
  if (submission.status !== "success") return { result: submission.reply(), error: null };
  const attempt = await attemptConsoleWrite(() =>
    createProblem(consoleContext(user, context.clientIp), submission.value),
  );
  if (!attempt.ok) return { result: submission.reply(), error: attempt.code };
  throw redirect(`${localizePath(`/admin/problems/${attempt.value}`, requestLang(request))}?created=1`);
}

export default function ConsoleProblems() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { problems, deleted } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-display text-3xl text-text">{t("console.problems.title")}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">{t("console.problems.lead")}</p>
      </header>
      {deleted ? (
        <p role="status" className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green">
          {t("console.problems.deleted")}
        </p>
      ) : null}
      <ul className="card divide-y divide-line" data-testid="console-problems">
        {problems.map((problem) => (
          <li key={problem.id} className="flex items-center gap-3 p-3" data-testid="console-problem">
            <Link
              to={localize(`/admin/problems/${problem.id}`)}
              className="min-w-0 flex-1 truncate font-semibold text-text hover:text-accent-hover"
            >
              {problem.title ?? problem.slug}
            </Link>
            <span className="text-xs text-muted">/problem/{problem.slug}</span>
          </li>
        ))}
      </ul>
      <section className="space-y-3">
        <h2 className="font-display text-xl text-text">{t("console.problems.new")}</h2>
        <ContentForm
          kind="problem"
          result={actionData?.result}
          error={actionData?.error}
          submitLabel={t("console.problems.create")}
        />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
