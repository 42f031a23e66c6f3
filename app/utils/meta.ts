import { isRouteErrorResponse } from "@remix-run/react";
import type { MetaDescriptor } from "@remix-run/node";

/** Title, description and their Open Graph twins for a page. */
export function pageMeta({ title, description }: { title: string; description?: string }): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { property: "og:title", content: title },
    { property: "og:site_name", content: "Nocturn" },
  ];
  if (description)
    tags.push(
      { name: "description", content: description },
      { property: "og:description", content: description },
    );
  return tags;
}

/** The meta of a page whose loader threw a 404: the root loader's translated not-found title. */
export function notFoundMeta(matches: { id: string; data: unknown }[]): MetaDescriptor[] {
  const root = matches.find((m) => m.id === "root")?.data as { notFoundTitle?: string } | undefined;
  return root?.notFoundTitle ? [{ title: root.notFoundTitle }, { name: "robots", content: "noindex" }] : [];
}

/**
 * The meta of a page whose loader threw: not found, no access (403) or failed, from the root
 * loader's translated titles — an error page has a `<title>` like any other.
 */
export function errorMeta(matches: { id: string; data: unknown }[], error: unknown): MetaDescriptor[] {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return notFoundMeta(matches);
  const root = matches.find((m) => m.id === "root")?.data as
    { errorTitles?: { forbidden: string; failed: string } } | undefined;
  if (!root?.errorTitles) return [];
  const title = status === 403 ? root.errorTitles.forbidden : root.errorTitles.failed;
  return [{ title }, { name: "robots", content: "noindex" }];
}

/** The meta of a console page: the title its loader gives (an error page's when it threw), never indexed. */
export function consoleMeta({
  data,
  matches,
  error,
}: {
  data?: { title: string };
  matches: { id: string; data: unknown }[];
  error?: unknown;
}): MetaDescriptor[] {
  if (!data) return errorMeta(matches, error);
  return [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }];
}
