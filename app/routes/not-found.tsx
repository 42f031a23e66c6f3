import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/not-found";
import { fixedT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];

/** /not-found answers 200 (SPEC §2.2); unmatched paths answer 404 through catch-all.tsx. */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await fixedT(request);
  return { title: `${t("notFound.title")} — ${t("brand")}` };
}

export default function NotFoundPage() {
  return <NotFound />;
}
