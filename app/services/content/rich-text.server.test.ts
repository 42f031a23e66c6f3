import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text.server";

// What an attacker (or a careless paste) puts into a text the pages render as HTML.
const HOSTILE = [
  `<script>alert(1)</script>`,
  `<img src=x onerror="alert(1)">`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>`,
  `<p onclick="alert(1)" style="background:url(javascript:alert(1))">x</p>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<svg><script>alert(1)</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<style>body{display:none}</style>`,
  `<form action="https://evil.example"><input name=x></form>`,
  `<a href="//evil.example">x</a>`,
  `<object data="x"></object><embed src="x">`,
];

describe("rich text", () => {
  it.each(HOSTILE)("leaves nothing that runs of %s", (html) => {
    // (An unclosed <style> swallows what follows it: dropped with it, which is safe.)
    const clean = sanitizeRichText(`<p>before</p>${html}<p>after</p>`);
    expect(clean).toContain("<p>before</p>");
    expect(clean).not.toMatch(/<(script|iframe|style|svg|math|img|form|input|object|embed)\b/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript:|data:|style=/i);
    expect(clean).not.toContain('href="//');
  });

  it("keeps the shop's own formatting and opens outside links apart", () => {
    const html =
      '<h2>Setup</h2><p>Install <strong>.NET</strong> and <em>DirectX</em>:</p><ul><li><a href="https://learn.microsoft.com">runtime</a></li><li><a href="/faq">FAQ</a></li></ul>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Setup</h2><p>Install <strong>.NET</strong> and <em>DirectX</em>:</p><ul><li><a href="https://learn.microsoft.com" target="_blank" rel="noopener noreferrer nofollow">runtime</a></li><li><a href="/faq">FAQ</a></li></ul>',
    );
  });
});
