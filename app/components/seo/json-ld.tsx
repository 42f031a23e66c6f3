import { jsonLdText, type JsonLd } from "~/utils/structured-data";

/**
 * schema.org data for search engines. A data block, never run by the browser, so the page's
 * Content-Security-Policy needs no nonce for it.
 */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] | null }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
