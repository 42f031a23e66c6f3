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
