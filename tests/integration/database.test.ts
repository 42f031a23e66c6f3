import fs from "node:fs/promises";
import path from "node:path";
import { and, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server";
import * as s from "~/db/schema";
import { seedDatabase, seedIfEmpty, type SeedReport } from "~/db/seed.server";
import { testDatabases } from "../support/databases";

// Seed artwork is cached across runs by content hash, so only the first run renders it.
const mediaDir = path.resolve("tmp/test-media");

describe.each(testDatabases())("database on $name", (database) => {
  let handle: DbHandle;
  let report: SeedReport;

  beforeAll(async () => {
    handle = await database.open();
    await handle.migrate();
    report = (await seedIfEmpty(handle.db, mediaDir))!;
  });

  afterAll(async () => {
    await handle?.close();
    await database.dispose();
  });

  it("applies every migration, and applying them again changes nothing", async () => {
    // Counting rows through the query builder proves each table exists on both drivers.
    const tables = [
      s.games,
      s.cheats,
      s.prices,
      s.accounts,
      s.problems,
      s.settings,
      s.users,
      s.linkedAccounts,
      s.sessions,
      s.loginTokens,
      s.tickets,
      s.ticketMessages,
      s.ticketFiles,
      s.ticketReads,
      s.purchases,
      s.paymentEvents,
      s.bonusThresholds,
      s.aiChatSessions,
      s.aiChatMessages,
      s.pushSubscriptions,
    ];
    for (const table of tables) {
      const [row] = await handle.db.select({ value: count() }).from(table);
      expect(row.value).toBeGreaterThanOrEqual(0);
    }
    await expect(handle.migrate()).resolves.toBeUndefined();
  });

  it("seeds at least 30 games, each named in Russian and English", async () => {
    expect(report).not.toBeNull();
    const db = handle.db;
    const [games] = await db.select({ value: count() }).from(s.games);
    expect(games.value).toBeGreaterThanOrEqual(30);
    const translations = await db.select().from(s.gameTranslations);
    expect(translations).toHaveLength(games.value * 2);
    const ru = translations.filter((t) => t.lang === "ru");
    const en = translations.filter((t) => t.lang === "en");
    expect(ru.every((t) => t.name && t.pageText && t.pageTitle)).toBe(true);
    expect(en.every((t) => t.name && t.pageText && t.pageTitle)).toBe(true);
    expect(ru.some((t) => /[а-яё]/i.test(t.pageText))).toBe(true);
  });

  it("covers every status and category, discounts, out-of-stock and unpublished items", async () => {
    const db = handle.db;
    const statuses = await db.selectDistinct({ v: s.cheats.status }).from(s.cheats);
    expect(statuses.map((r) => r.v).sort()).toEqual([0, 1, 2, 3, 4]);
    const categories = await db.selectDistinct({ v: s.cheats.category }).from(s.cheats);
    expect(categories.map((r) => r.v).sort()).toEqual([0, 1, 2, 3]);
    const [unpublished] = await db
      .select({ value: count() })
      .from(s.cheats)
      .where(eq(s.cheats.isPublished, false));
    expect(unpublished.value).toBeGreaterThan(0);
    const [discounted] = await db
      .select({ value: count() })
      .from(s.prices)
      .where(isNotNull(s.prices.discountPriceMinor));
    expect(discounted.value).toBeGreaterThan(0);
    const [outOfStock] = await db
      .select({ value: count() })
      .from(s.prices)
      .where(isNull(s.prices.priceMinor));
    expect(outOfStock.value).toBeGreaterThan(0);
    const currencies = await db
      .selectDistinct({ lang: s.prices.lang, currency: s.prices.currency })
      .from(s.prices)
      .where(isNotNull(s.prices.currency));
    expect(currencies).toEqual(
      expect.arrayContaining([
        { lang: "ru", currency: s.Currency.RUB },
        { lang: "en", currency: s.Currency.USD },
      ]),
    );
    expect(currencies).toHaveLength(2);
    const dmaWithoutGame = await db
      .select({ value: count() })
      .from(s.cheats)
      .where(and(isNull(s.cheats.gameId), sql`${s.cheats.category} in (1, 3)`));
    expect(dmaWithoutGame[0].value).toBeGreaterThan(0);
  });

  it("seeds accounts with screenshots, problems, settings, thresholds and one user per role", async () => {
    const db = handle.db;
    const [accountShots] = await db.select({ value: count() }).from(s.accountScreenshots);
    expect(accountShots.value).toBeGreaterThan(0);
    expect(report.accounts).toBeGreaterThan(0);
    const [problems] = await db.select({ value: count() }).from(s.problemTranslations);
    expect(problems.value).toBe(report.problems * 2);
    for (const lang of ["ru", "en"] as const) {
      const rows = await db.select().from(s.settings).where(eq(s.settings.lang, lang));
      const map = Object.fromEntries(rows.map((r) => [r.key, r.value]));
      for (const key of [
        "homeTitle",
        "homeDescription",
        "homeText",
        "notificationTitle",
        "reviewsLink",
        "discordFooter",
        "customerChat",
      ])
        expect(map[key], `${lang}.${key}`).toBeTruthy();
      const slides = [1, 2, 3, 4].filter((n) => map[`notificationDescription_${n}`]);
      expect(slides.length).toBeGreaterThan(0);
      expect(slides.length).toBeLessThanOrEqual(4);
    }
    const thresholds = await db.select().from(s.bonusThresholds);
    expect(thresholds.length).toBeGreaterThanOrEqual(3);
    const roles = await db.select({ role: s.users.role }).from(s.users);
    expect(roles.map((r) => r.role).sort()).toEqual(["client", "owner", "techsupport"]);
  });

  it("renders real WebP and JPEG files for every preview", async () => {
    const games = await handle.db.select().from(s.games).limit(3);
    const shots = await handle.db.select().from(s.cheatScreenshots).limit(3);
    const files = [
      ...games.flatMap((g) => [g.previewHorizontalWebp!, g.previewHorizontalJpeg!, g.previewVerticalWebp!]),
      ...shots.flatMap((x) => [x.previewWebp, x.previewJpeg]),
    ];
    for (const url of files) {
      const file = path.join(mediaDir, url.replace(/^\/media\//, ""));
      const meta = await sharp(await fs.readFile(file)).metadata();
      expect(meta.format).toBe(url.endsWith(".webp") ? "webp" : "jpeg");
      expect(meta.width).toBeGreaterThan(100);
    }
  });

  it("does not seed a database that already has a catalogue", async () => {
    await expect(seedIfEmpty(handle.db, mediaDir)).resolves.toBeNull();
    await expect(seedDatabase(handle.db, mediaDir)).rejects.toThrow();
    const [games] = await handle.db.select({ value: count() }).from(s.games);
    expect(games.value).toBe(report.games);
  });
});
