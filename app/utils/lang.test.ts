import { parse as parseCookie } from "cookie";
import { describe, expect, it } from "vitest";
import { langFromPathname, localizePath, stripLangPrefix } from "./lang";
import { bannerHash, readCookie, safeRedirectPath } from "./preferences";

describe("language paths", () => {
  it("reads the language from the prefix only", () => {
    expect(langFromPathname("/")).toBe("ru");
    expect(langFromPathname("/en")).toBe("en");
    expect(langFromPathname("/en/warranty")).toBe("en");
    expect(langFromPathname("/english")).toBe("ru");
    expect(langFromPathname("/de/anything")).toBe("ru");
  });

  it("rewrites a path into the other language, keeping query and hash", () => {
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/en", "ru")).toBe("/");
    expect(localizePath("/en/", "ru")).toBe("/");
    expect(localizePath("/warranty", "en")).toBe("/en/warranty");
    expect(localizePath("/en/warranty?x=1#a", "ru")).toBe("/warranty?x=1#a");
    expect(localizePath("/en/warranty", "en")).toBe("/en/warranty");
    expect(localizePath("/?search=x", "en")).toBe("/en?search=x");
    expect(stripLangPrefix("/en/game/x")).toBe("/game/x");
  });
});

describe("preferences", () => {
  it("hashes banner titles stably and differently", () => {
    expect(bannerHash("Sale")).toMatch(/^[0-9a-f]{8}$/);
    expect(bannerHash("Sale")).toBe(bannerHash("Sale"));
    expect(bannerHash("Sale")).not.toBe(bannerHash("Sale!"));
    expect(bannerHash("Распродажа")).not.toBe(bannerHash("Распродажи"));
  });

  it("reads cookies and refuses foreign redirect targets", () => {
    expect(readCookie("a=1; cookieConsent=true", "cookieConsent")).toBe("true");
    expect(readCookie(null, "x")).toBeUndefined();
    // As the `cookie` package the server's other cookies are parsed with reads them.
    const headers = [
      'a=1; b="quoted"; c=%D0%BF%D1%80; d=%E0%A4%A; e=; a=2',
      " spaced = value ;x=y",
      "noequals; f=1=2; g",
      "",
    ];
    for (const header of headers)
      for (const name of ["a", "b", "c", "d", "e", "f", "g", "spaced", "x", "missing"])
        expect(readCookie(header, name), `${name} in ${header}`).toBe(parseCookie(header)[name]);
    expect(safeRedirectPath("/en/warranty?x=1")).toBe("/en/warranty?x=1");
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath("https://evil.example")).toBe("/");
    expect(safeRedirectPath("/\\evil")).toBe("/");
    // Anything the parser would rewrite comes back as it writes it: ASCII, header-safe, this site.
    expect(safeRedirectPath("/Ā")).toBe("/%C4%80");
    expect(safeRedirectPath("/。evil.test")).toBe("/%E3%80%82evil.test");
    expect(safeRedirectPath("/en/faq?q=ж#о")).toBe("/en/faq?q=%D0%B6#%D0%BE");
    expect(safeRedirectPath("/a/../../b")).toBe("/b");
    for (const hostile of ["/\t/evil.example", "/%0d%0aSet-Cookie:x", "/ok\u2028"])
      expect(/^\/[\x21-\x7e]*$/.test(safeRedirectPath(hostile)), hostile).toBe(true);
  });
});
