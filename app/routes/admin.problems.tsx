import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EntityForm } from "~/components/console/entity-form";
import { EntityListPage } from "~/components/console/entity-list-page";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { createEntityAction, entityListLoader } from "~/services/catalogue/entity-pages.server";
import {
  consoleProblemList,
  createProblem,
  readProblemFilter,
} from "~/services/catalogue/problem-writes.server";
import { problemSchema } from "~/utils/console-forms";
import { consoleMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = consoleMeta;

/** GET /admin/problems?q=&page=: the problem articles, and the form for a new one. */
export function loader({ request }: LoaderFunctionArgs) {
  return entityListLoader(request, "problem", readProblemFilter, consoleProblemList);
}

/** Creates a problem article (listed on the site at once) and opens its page. */
export function action(args: ActionFunctionArgs) {
  return createEntityAction(args, "problem", problemSchema, createProblem);
}

export default function ConsoleProblems() {
  const { rows, filter, ...list } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <EntityListPage
      kind="problem"
      filter={filter}
      {...list}
      rows={rows.map((problem) => ({
        ...problem,
        name: problem.title,
        meta: <span className="text-xs text-muted">/problem/{problem.slug}</span>,
      }))}
    >
      <EntityForm kind="problem" answer={answer} />
    </EntityListPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
