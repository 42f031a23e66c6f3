import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NotFound } from "~/components/not-found";
import { fixedT } from "~/i18n/i18n.server";
import { popularGames } from "~/services/catalogue/not-found.server";
import { pageMeta } from "~/utils/meta";
import { routeMethods } from "~/utils/route-methods";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];

/**
 * Every path no other route matches: the not-found page with status 404, in the path's language,
 * with the games bought most this month as a way on (a cached list).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await fixedT(request);
  return data(
    { title: `${t("notFound.title")} — ${t("brand")}`, popular: await popularGames(request) },
    { status: 404 },
  );
}

/** A path nobody serves is not found whatever the method: a form post or a PUT gets the same 404. */
export const action = loader;
export const handle = routeMethods("any");

export default function CatchAll() {
  const { popular } = useLoaderData<typeof loader>();
  return <NotFound popular={popular} />;
}
