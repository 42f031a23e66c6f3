import { getSitemapData, staticPaths } from "~/services/catalogue/sitemap.server";
import { localizePath } from "~/utils/lang";
import { siteOrigin } from "~/utils/seo.server";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * sitemap.xml: every page in both languages, each with its hreflang alternates and `x-default` —
 * the Russian page, the one a visitor of any other language is shown (as the pages' own links say).
 */
export async function loader() {
  const origin = siteOrigin();
  const { games, cheats, dmaGames, accounts, problems } = await getSitemapData();
  const entries = [
    ...staticPaths.map((path) => ({ path, updatedAt: null as Date | null })),
    ...[...games, ...cheats, ...dmaGames, ...accounts, ...problems].map((page) => ({
      path: page.to,
      updatedAt: page.updatedAt,
    })),
  ];
  const urls = entries.flatMap(({ path, updatedAt }) =>
    (["ru", "en"] as const).map((lang) => {
      const alternates = (
        [
          ["ru", "ru"],
          ["en", "en"],
          ["x-default", "ru"],
        ] as const
      )
        .map(
          ([hreflang, alt]) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escape(origin + localizePath(path, alt))}"/>`,
        )
        .join("");
      const lastmod = updatedAt ? `<lastmod>${new Date(updatedAt).toISOString()}</lastmod>` : "";
      return `<url><loc>${escape(origin + localizePath(path, lang))}</loc>${lastmod}${alternates}</url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600",
    },
  });
}
