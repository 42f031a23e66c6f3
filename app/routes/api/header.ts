import type { LoaderFunctionArgs } from "@remix-run/node";
import { getHeaderData } from "~/services/catalogue/header.server";
import { languages, type Lang } from "~/utils/lang";

/** GET /api/header?lang=ru|en: the header data of SPEC §3 (Russian by default). */
export async function loader({ request }: LoaderFunctionArgs) {
  const param = new URL(request.url).searchParams.get("lang") ?? "ru";
  if (!languages.includes(param as Lang))
    return Response.json({ message: "Unknown language" }, { status: 400 });
  const data = await getHeaderData(param as Lang);
  return Response.json(data, {
    headers: { "Cache-Control": "public, max-age=60, s-maxage=300, stale-while-revalidate=600" },
  });
}
