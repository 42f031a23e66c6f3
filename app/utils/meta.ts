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

/** The meta of a console page: the title its loader gives, and never indexed. */
export function consoleMeta({ data }: { data?: { title: string } }): MetaDescriptor[] {
  return data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];
}
