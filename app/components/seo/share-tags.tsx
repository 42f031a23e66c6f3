import { useMatches } from "@remix-run/react";
import shareImage from "~/assets/brand/share.jpg?url";
import type { Lang } from "~/utils/lang";

/** What a page's loader may say about how it is shared (cheat, game, account pages…). */
interface ShareFacts {
  /** The page's one address, when it can be reached by several (aliases, sub-views). */
  canonical?: string;
  /** Its own picture, absolute. */
  ogImage?: string | null;
  /** "product" for a product page; "website" otherwise. */
  ogType?: string;
}

const LOCALES: Record<Lang, string> = { ru: "ru_RU", en: "en_US" };
/**
 * The picture every page shares unless it has its own (scripts/brand-share-image.ts), under a
 * fingerprinted name: a changed picture is a new address, so it is cached for a year.
 */
export const SHARE_IMAGE = shareImage;

/**
 * The tags every page carries for search engines and link previews: its canonical address, the
 * Open Graph address, type, locale (with the other site's as an alternate) and picture, and a
 * large-picture Twitter card. A page's loader refines them with `canonical`, `ogImage`, `ogType`.
 */
export function ShareTags({ origin, lang, path }: { origin: string; lang: Lang; path: string }) {
  // The deepest route that says something wins (a sub-view keeps its product's address).
  const facts = useMatches()
    .map((match) => (match.data ?? {}) as ShareFacts)
    .reverse();
  const leaf: ShareFacts = {
    canonical: facts.find((f) => f.canonical)?.canonical,
    ogImage: facts.find((f) => f.ogImage)?.ogImage,
    ogType: facts.find((f) => f.ogType)?.ogType,
  };
  const url = leaf.canonical ?? origin + path;
  const other: Lang = lang === "ru" ? "en" : "ru";
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={leaf.ogType ?? "website"} />
      <meta property="og:locale" content={LOCALES[lang]} />
      <meta property="og:locale:alternate" content={LOCALES[other]} />
      <meta property="og:image" content={leaf.ogImage ?? origin + SHARE_IMAGE} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
