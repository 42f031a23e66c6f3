/** Tags shown before measuring (the server's render, and every page without JavaScript). */
export const UNMEASURED_TAGS = 2;

/**
 * SPEC §9 "tags fitted to width with +N": how many tags, in order, fit in `available` pixels with
 * `gap` between items, leaving room for the "+N" chip (`chipWidth`) when some stay out. Never
 * fewer than one when there are tags: a first tag too wide for the card is shortened instead.
 */
export function fittingTagCount(widths: number[], available: number, gap: number, chipWidth: number) {
  let fit = 0;
  let used = 0;
  for (let k = 1; k <= widths.length; k++) {
    used += (k > 1 ? gap : 0) + widths[k - 1];
    const chip = k < widths.length ? gap + chipWidth : 0;
    if (used + chip <= available) fit = k;
  }
  return widths.length ? Math.max(fit, 1) : 0;
}
