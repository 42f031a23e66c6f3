// When Buy cannot start a checkout it sends the buyer back to the product page with the reason
// (`?buy=`, decision 0039): the page the server sends — what a visitor without JavaScript reads in
// the tab Buy opened — says it in the site's language (checked in the bytes, Russian included),
// keeps the option they chose and the consent they missed, and is never stored for anyone else.
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUY_REFUSALS, refusedBuyPath, type BuyRefusal } from "~/utils/buy";
import { startLiveServer, type LiveServer } from "../support/live-server";
import { testDatabases } from "../support/databases";
import { prefix, tr } from "../support/locales";
import { requireProductionBuild } from "../support/production-build";

const [database] = testDatabases();
const CHEAT = "/cheat/iron-frontier/phantom-esp";
const ACCOUNT = "/account/iron-frontier-prime-1200h";

/** What the page must say for a reason: a notice above the block, or the field's own error. */
const SAYS: Record<BuyRefusal, string> = {
  choose: "buyOptions.subscription.choose",
  terms: "validation.acceptTerms",
  personal: "validation.acceptPersonalData",
  gone: "buyRefusal.gone",
  unpublished: "buyRefusal.unpublished",
  outOfStock: "buyRefusal.outOfStock",
  reserved: "buyRefusal.reserved",
  sold: "buyRefusal.sold",
  paymentsOff: "buyRefusal.paymentsOff",
  tooMany: "buyRefusal.tooMany",
  couponUnknown: "buyRefusal.couponUnknown",
  couponPaused: "buyRefusal.couponPaused",
  couponNotStarted: "buyRefusal.couponNotStarted",
  couponExpired: "buyRefusal.couponExpired",
  couponNotForThis: "buyRefusal.couponNotForThis",
  couponMinimum: "buyRefusal.couponMinimum",
  couponUsedUp: "buyRefusal.couponUsedUp",
  couponUsedByYou: "buyRefusal.couponUsedByYou",
  couponNotYours: "buyRefusal.couponNotYours",
};

describe("Buy's refusals on the product page", () => {
  let server: LiveServer;

  beforeAll(async () => {
    requireProductionBuild();
    server = await startLiveServer(database.name, {}, { seeded: true });
  });
  afterAll(() => server?.stop());

  async function page(path: string) {
    const response = await fetch(server.url + path);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    const window = new Window();
    const document = new window.DOMParser().parseFromString(html, "text/html");
    return { response, html, document };
  }

  for (const lang of ["ru", "en"] as const)
    it(`says every reason in ${lang === "ru" ? "Russian" : "English"}, keeps the choice, and stores nothing`, async () => {
      const plain = await page(prefix(lang) + CHEAT);
      const options = [...plain.document.querySelectorAll('input[name="option"]:not([disabled])')].map(
        (input) => Number(input.getAttribute("value")),
      );
      expect(options.length).toBeGreaterThan(1);
      const chosen = options.at(-1)!;
      for (const reason of BUY_REFUSALS) {
        const path = refusedBuyPath(prefix(lang) + CHEAT, [reason], chosen).replace(/#.*/, "");
        const { response, html, document } = await page(path);
        expect(response.headers.get("cache-control"), reason).toBe("private, no-store");
        // The bytes carry the sentence as written in the locale (a Russian page in Cyrillic).
        expect(html, reason).toContain(tr(lang, SAYS[reason]).replace(/"/g, "&quot;").slice(0, 40));
        const notice = document.querySelector('[data-testid="buy-refusal"]');
        if (["choose", "terms", "personal"].includes(reason)) expect(notice, reason).toBeNull();
        else expect(notice?.textContent, reason).toBe(tr(lang, SAYS[reason]));
        expect(document.querySelector('input[name="option"]:checked')?.getAttribute("value"), reason).toBe(
          String(chosen),
        );
      }
      // Two consents missing at once: both boxes say so.
      const both = await page(`${prefix(lang)}${CHEAT}?buy=terms&buy=personal`);
      expect(both.html).toContain(tr(lang, "validation.acceptTerms").slice(0, 30));
      expect(both.html).toContain(tr(lang, "validation.acceptPersonalData").slice(0, 30));
      // An account's page and the accounts list (where an account taken off sale sends the buyer).
      const account = await page(`${prefix(lang)}${ACCOUNT}?buy=sold`);
      expect(account.document.querySelector('[data-testid="buy-refusal"]')?.textContent).toBe(
        tr(lang, "buyRefusal.sold"),
      );
      const list = await page(`${prefix(lang)}/accounts?buy=unpublished`);
      expect(list.response.headers.get("cache-control")).toBe("private, no-store");
      expect(list.document.querySelector('[data-testid="buy-refusal"]')?.textContent).toBe(
        tr(lang, "buyRefusal.unpublished"),
      );
      // Unknown reasons are ignored, and the page without one is the shared, stored one.
      const unknown = await page(`${prefix(lang)}${CHEAT}?buy=%3Cscript%3E`);
      expect(unknown.document.querySelector('[data-testid="buy-refusal"]')).toBeNull();
      expect(plain.response.headers.get("cache-control")).not.toContain("private");
      // The block has its coupon field, folded, with the rule that meets the bonus said in words.
      const field = plain.document.querySelector('#buy input[name="coupon"]');
      expect(field?.closest("details")?.querySelector("summary")?.textContent).toBe(
        tr(lang, "coupon.toggle"),
      );
      expect(plain.html).toContain(tr(lang, "coupon.rule"));
    });

  it("keeps a ?coupon= link's code for the visit, a ?ref= link's for a month, and answers the one clean page", async () => {
    for (const lang of ["ru", "en"] as const) {
      const response = await fetch(`${server.url}${prefix(lang)}${CHEAT}?coupon=spring-10&option=2`, {
        redirect: "manual",
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`${prefix(lang)}${CHEAT}?option=2`);
      expect(response.headers.get("set-cookie")).toMatch(/^coupon=SPRING-10; Path=\/; SameSite=Lax$/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      // What cannot be a code is dropped, and the visitor still lands on the clean page.
      const bad = await fetch(`${server.url}${prefix(lang)}${CHEAT}?coupon=%3Cscript%3E`, {
        redirect: "manual",
      });
      expect(bad.status).toBe(303);
      expect(bad.headers.get("location")).toBe(`${prefix(lang)}${CHEAT}`);
      expect(bad.headers.get("set-cookie")).toBeNull();
      // A friend's referral link: its code kept for 30 days, for the server only; the home page clean.
      const home = prefix(lang) || "/";
      const ref = await fetch(`${server.url}${home}?ref=abcdefgh23&utm=x`, { redirect: "manual" });
      expect(ref.status).toBe(303);
      expect(ref.headers.get("location")).toBe(`${home}?utm=x`);
      expect(ref.headers.get("set-cookie")).toMatch(
        /^ref=ABCDEFGH23; Max-Age=2592000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
      );
      const notRef = await fetch(`${server.url}${home}?ref=OOOO1111LL`, { redirect: "manual" });
      expect(notRef.headers.get("location")).toBe(home);
      expect(notRef.headers.get("set-cookie")).toBeNull();
    }
  });
});
