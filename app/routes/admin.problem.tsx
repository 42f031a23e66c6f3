import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { EntityEditPage } from "~/components/console/entity-edit-page";
import { EntityForm } from "~/components/console/entity-form";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { entityEditAction, entityEditLoader } from "~/services/catalogue/entity-pages.server";
import { deleteProblem, problemForm, updateProblem } from "~/services/catalogue/problem-writes.server";
import { problemSchema } from "~/utils/console-forms";
import { consoleMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = consoleMeta;

export async function loader(args: LoaderFunctionArgs) {
  const page = await entityEditLoader(args, problemForm, ["created"]);
  return { title: page.title, problem: page.entity, created: page.notice === "created" };
}

/** Saves the problem's form, or deletes the article. */
export function action(args: ActionFunctionArgs) {
  return entityEditAction(args, "problem", {
    schema: problemSchema,
    update: updateProblem,
    remove: deleteProblem,
  });
}

export default function ConsoleProblem() {
  const { t } = useTranslation();
  const { problem, created } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <EntityEditPage
      kind="problem"
      input={problem.input}
      notice={created ? t("console.problems.created") : null}
      answer={answer}
    >
      <EntityForm kind="problem" values={problem.input} answer={answer} />
    </EntityEditPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
