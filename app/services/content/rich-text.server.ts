import sanitizeHtml from "sanitize-html";
import { VIDEO_EMBED_ORIGINS } from "~/utils/video-hosts";

/**
 * The HTML the shop's texts may hold (game and product texts, functions lists, problem articles,
 * the home text): headings, paragraphs, lists, emphasis, quotes, code and links. Nothing that
 * runs: no <script>, <style>, <iframe>, no `on*=` or `style` attribute, no `javascript:` or
 * `data:` link. Video embeds are a separate, allow-listed field (utils/video-hosts.ts).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "a",
    "span",
  ],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A link that leaves the shop opens apart and passes nothing on.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" } : attribs,
      };
    },
  },
};

/**
 * Rich text as the pages may render it. Called when a text is written (the console) and again
 * when it is read for a page or the API, so a row written any other way is never trusted.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** A gallery video as pages may render it: one iframe of an allow-listed player, nothing else. */
const EMBED_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["iframe"],
  allowedAttributes: { iframe: ["src", "title", "loading", "allow", "allowfullscreen"] },
  allowedSchemes: ["https"],
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_EMBED_ORIGINS.map((origin) => new URL(origin).hostname),
  disallowedTagsMode: "discard",
};

/**
 * A stored video embed, cleaned on read like rich text: a row written any other way than through
 * the console (which builds the iframe itself from an allowed address) still cannot run script.
 */
export function sanitizeVideoEmbed(html: string): string {
  const clean = sanitizeHtml(html, EMBED_OPTIONS);
  // A player of another host keeps its <iframe> without the src: nothing to show.
  return videoEmbedSource(clean) ? clean : "";
}

/** The player address of a stored embed (the console's form shows addresses, not HTML). */
export function videoEmbedSource(html: string): string | null {
  return /<iframe[^>]*\ssrc="([^"]+)"/i.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null;
}
