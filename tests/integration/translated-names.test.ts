// Per-language product names (decision 0037) beyond the pages: the search finds a product by
// either of its names and shows the site's one, an order records both and mails the buyer's, and
// the console saves a site's own name (validated like the main name) and lists products by it.
// The pages themselves: translated-names-pages.test.ts.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, cheats, purchases } from "~/db/schema";
import { env, parseEnv, setEnv } from "~/env.server";
import { action as productAction, loader as productPage } from "~/routes/admin.cheat";
import { loader as productsPage } from "~/routes/admin.cheats";
import { loader as cheatApi } from "~/routes/api/cheats.slugs";
import { loader as searchApi } from "~/routes/api/search";
import { resolvePriceOption } from "~/services/payments/items.server";
import { resetSecretCache } from "~/services/secrets.server";
import { testDatabases } from "../support/databases";
import { jarOf, makeActor, type Actor } from "../support/live-server";
import { sentMail } from "../support/mail";
import { notifyPayment, seededOption } from "../support/payments";
import { callRoute, postForm } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";

/** Seeded products and their names per site (drizzle/seed/data/cheats-dma.ts). */
const BOARD = {
  slug: "sentinel-75t-fpga-board",
  to: "/cheat/dma/sentinel-75t-fpga-board",
  names: { ru: "Плата Sentinel 75T (FPGA)", en: "Sentinel 75T FPGA board" },
};
const FIRMWARE = {
  slug: "mimic-nic-firmware",
  names: { ru: "Прошивка Mimic (сетевая карта)", en: "Mimic NIC firmware" },
};

type Hit = { type: string; name: string; to: string; status?: number };

// The names are SQL (a migration's column, one helper's coalesce): both backings.
describe.each(testDatabases({ both: true }))("translated product names on $name", (database) => {
  useSeededDatabase(database);
  let owner: Actor;

  beforeAll(async () => {
    setEnv(
      parseEnv({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: `tmp/test-translated-names-${database.name}`,
        PUBLIC_URL: "http://shop.test",
      }),
    );
    owner = await makeActor("owner");
  });
  beforeEach(() => resetSecretCache());
  afterAll(async () => {
    await fs.rm(env().DATA_DIR, { recursive: true, force: true });
    setEnv(undefined);
  });

  const search = async (q: string, lang: "ru" | "en") =>
    (
      await (
        await callRoute(searchApi as never, `/api/search?q=${encodeURIComponent(q)}&lang=${lang}`)
      ).json()
    ).list as Hit[];
  const boardHit = (list: Hit[]) => list.find((hit) => hit.to === BOARD.to);

  it("the search finds a device by either name and shows the site's name, without a status", async () => {
    const byRussian = boardHit(await search("Плата Sentinel", "ru"));
    expect(byRussian).toMatchObject({ type: "cheat", name: BOARD.names.ru });
    // A device has no anti-cheat status: the hit shows none, as its page does.
    expect(byRussian?.status).toBeUndefined();
    // The English brand typed on the Russian site, the Russian name typed on the English one.
    expect(boardHit(await search("Sentinel 75T FPGA board", "ru"))?.name).toBe(BOARD.names.ru);
    expect(boardHit(await search("Плата Sentinel", "en"))?.name).toBe(BOARD.names.en);
    expect(boardHit(await search("sentinel 75t", "en"))?.name).toBe(BOARD.names.en);
  });

  it("an order records the name of each site and mails the buyer's", async () => {
    const board = await resolvePriceOption((await seededOption(BOARD.slug, 0, "ru")).id);
    expect(board).toMatchObject({ nameRu: BOARD.names.ru, nameEn: BOARD.names.en });

    for (const lang of ["ru", "en"] as const) {
      const price = await seededOption(FIRMWARE.slug, 0, lang);
      const invoiceId = `INV-${randomBytes(6).toString("hex")}`;
      const email = `names.${lang}.${randomBytes(3).toString("hex")}@players.example`;
      expect(await notifyPayment(price, invoiceId, { email })).toBe(200);
      const [purchase] = await db().select().from(purchases).where(eq(purchases.invoiceId, invoiceId));
      expect(purchase).toMatchObject({ nameRu: FIRMWARE.names.ru, nameEn: FIRMWARE.names.en, lang });
      const mail = (await sentMail()).find((m) => m.to === email);
      expect(mail?.subject).toContain(FIRMWARE.names[lang]);
      expect(mail?.subject).not.toContain(FIRMWARE.names[lang === "ru" ? "en" : "ru"]);
    }
  });

  it("the console's product list shows the name of its language and finds a product by either", async () => {
    const rows = async (path: string) =>
      ((await (await callRoute(productsPage as never, path, { jar: jarOf(owner) })).json()).rows ?? []) as {
        id: number;
        name: string;
      }[];
    const [board] = await db().select({ id: cheats.id }).from(cheats).where(eq(cheats.slug, BOARD.slug));
    const named = async (path: string) => (await rows(path)).find((row) => row.id === board.id)?.name;
    expect(await named(`/admin/cheats?q=${encodeURIComponent("Плата Sentinel")}`)).toBe(BOARD.names.ru);
    expect(await named(`/admin/cheats?q=${encodeURIComponent("FPGA board")}`)).toBe(BOARD.names.ru);
    expect(await named(`/en/admin/cheats?q=${encodeURIComponent("Плата Sentinel")}`)).toBe(BOARD.names.en);
  });

  it("the console saves a site's own name, refuses one a main name could not have, and empty falls back", async () => {
    const [cheat] = await db()
      .select({ id: cheats.id, name: cheats.name })
      .from(cheats)
      .where(eq(cheats.slug, "phantom-esp"));
    const params = { id: String(cheat.id) };
    const publicName = async (lang: "ru" | "en") =>
      (
        await (
          await callRoute(cheatApi as never, `/api/cheats/slugs/iron-frontier/phantom-esp?lang=${lang}`, {
            params: { gameSlug: "iron-frontier", cheatSlug: "phantom-esp" },
          })
        ).json()
      ).name as string;
    // A game's cheat has one name until a site gets its own.
    expect(await publicName("ru")).toBe(cheat.name);

    const { details } = await (
      await callRoute(productPage as never, `/admin/cheats/${cheat.id}`, { jar: jarOf(owner), params })
    ).json();
    expect(details.ru.name).toBe("");
    const fields: Record<string, string> = {
      intent: "details",
      name: details.name,
      category: String(details.category),
      sort: String(details.sort),
      ...(details.isPublished ? { isPublished: "on" } : {}),
      ...(details.isSpoofer ? { isSpoofer: "on" } : {}),
    };
    for (const lang of ["ru", "en"] as const)
      for (const [key, value] of Object.entries(details[lang] as Record<string, string>))
        fields[`${lang}.${key}`] = value;
    const save = async (extra: Record<string, string>) =>
      (
        await (
          await callRoute(productAction as never, `/admin/cheats/${cheat.id}`, {
            jar: jarOf(owner),
            params,
            init: postForm({ ...fields, ...extra }),
          })
        ).json()
      ).details;

    expect(await save({ "ru.name": "  Фантомный ESP  " })).toMatchObject({ ok: true });
    expect(await publicName("ru")).toBe("Фантомный ESP");
    expect(await publicName("en")).toBe(cheat.name);
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: "cheat.update", after: { "ru.name": "Фантомный ESP" } });
    // Found by it on its site.
    expect((await search("Фантомный", "ru")).map((hit) => hit.name)).toContain(
      "Фантомный ESP — Железный рубеж",
    );

    // The main name's rules: at most 80 characters, no control character (a line break included).
    const tooLong = await save({ "en.name": "x".repeat(81) });
    expect(tooLong.result.error).toEqual({ "en.name": ["console.errors.tooLong"] });
    const control = await save({ "en.name": "Phantom\u0007ESP", "ru.name": "Фантом\nESP" });
    expect(control.result.error).toEqual({
      "en.name": ["validation.controlChars"],
      "ru.name": ["validation.controlChars"],
    });
    expect(await publicName("ru")).toBe("Фантомный ESP");

    // Emptied, the site shows the main name again.
    expect(await save({ "ru.name": "" })).toMatchObject({ ok: true });
    expect(await publicName("ru")).toBe(cheat.name);
  });
});
