/**
 * Video players the shop embeds (the gallery, the buying-instruction video): the one allow-list
 * for the Content-Security-Policy's frame-src and for the embed URLs the pages render. A player
 * of another host is not shown (and the browser would refuse to load it anyway).
 */
export const VIDEO_EMBED_ORIGINS = [
  "https://www.youtube.com",
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://rutube.ru",
  "https://vk.com",
  "https://vkvideo.ru",
] as const;

/** The URL when it is an https embed of an allowed player, else null. */
export function allowedEmbedUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (VIDEO_EMBED_ORIGINS as readonly string[]).includes(url.origin) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The gallery's embed of an allowed player (SPEC §3 stores videos as HTML); null for others. */
export function videoEmbedHtml(value: string): string | null {
  const url = allowedEmbedUrl(value);
  if (!url) return null;
  const src = url.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `<iframe src="${src}" title="Video" loading="lazy" allow="encrypted-media; picture-in-picture; fullscreen" allowfullscreen></iframe>`;
}
