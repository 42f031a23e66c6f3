import brandMark from "~/assets/brand/nocturn.svg";
import { localizePath, type Lang } from "./lang";
import { decimalFromMinor, minorFromAmount, type Minor } from "./money";
import { effectivePrice, isInStock, type PriceView } from "./price";

// schema.org data for search engines (JSON-LD): what the shop is, how to search it, where a page
// sits, and what a product page sells at which price. Built from the same data the page shows.

export type JsonLd = Record<string, unknown>;
const CONTEXT = "https://schema.org";
export const SHOP_NAME = "Nocturn";

/** The ISO 4217 code of a stored currency (SPEC §3: 0 RUB, 1 USD). */
export function currencyCode(currency: number): string {
  return currency === 1 ? "USD" : "RUB";
}

/** The shop as an organisation: its name, address and mark. */
export function organizationLd(origin: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: SHOP_NAME,
    url: `${origin}/`,
    logo: new URL(brandMark, origin).href,
  };
}

/** The site of one language with its search (a search box in results: SearchAction). */
export function websiteLd(origin: string, lang: Lang): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: SHOP_NAME,
    url: origin + localizePath("/", lang),
    inLanguage: lang,
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${origin}${localizePath("/search", lang)}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

/** The trail of a page: each crumb's name and absolute address, the last one the page itself. */
export function breadcrumbLd(crumbs: { name: string; url: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** One option a product page sells: its price in minor units and whether it can be bought now. */
export interface OfferFacts {
  name: string;
  priceMinor: Minor;
  currency: number;
  inStock: boolean;
}

/**
 * The offers of a product page: every option the buy block can sell (in stock, at its effective
 * price) and every priced option waiting for keys (out of stock, at the price it sells at).
 */
export function offersOf(
  prices: (PriceView & { title?: string })[],
  soldOut: { title: string; priceMinor: Minor; currency: number | null }[] = [],
): OfferFacts[] {
  const selling = prices.filter(isInStock).flatMap((price) => {
    const minor = minorFromAmount(effectivePrice(price)!);
    return minor !== null && typeof price.currency === "number"
      ? [{ name: price.title ?? "", priceMinor: minor, currency: price.currency, inStock: true }]
      : [];
  });
  const waiting = soldOut.flatMap((option) =>
    option.currency === null
      ? []
      : [{ name: option.title, priceMinor: option.priceMinor, currency: option.currency, inStock: false }],
  );
  return [...selling, ...waiting];
}

/**
 * A product page (a cheat, a DMA device or firmware, a game account) with an Offer per priced
 * option: price, currency, availability from the real stock and the page's address. Null when no
 * option has a price (nothing to offer, so no product rich result either).
 */
export function productLd(product: {
  name: string;
  description: string;
  url: string;
  images: string[];
  offers: OfferFacts[];
}): JsonLd | null {
  if (!product.offers.length) return null;
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(product.images.length ? { image: product.images } : {}),
    brand: { "@type": "Brand", name: SHOP_NAME },
    offers: product.offers.map((offer) => ({
      "@type": "Offer",
      name: offer.name,
      price: decimalFromMinor(offer.priceMinor),
      priceCurrency: currencyCode(offer.currency),
      availability: offer.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: product.url,
      seller: { "@type": "Organization", name: SHOP_NAME },
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: no `<` that could close the element. */
export function jsonLdText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
