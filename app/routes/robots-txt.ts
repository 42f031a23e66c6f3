import { siteOrigin } from "~/utils/seo.server";

/** robots.txt pointing crawlers at sitemap.xml and away from private and API paths. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /profile/",
    "Disallow: /en/profile/",
    "Disallow: /admin",
    "Disallow: /en/admin",
    "Disallow: /api/",
    "Disallow: /resources/",
    "Disallow: /search",
    "Disallow: /en/search",
    `Sitemap: ${siteOrigin()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
