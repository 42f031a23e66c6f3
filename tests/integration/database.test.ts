import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server";
import * as s from "~/db/schema";
import { PaymentStatus } from "~/utils/payment-status";
import { seedDatabase, seedIfEmpty, type SeedReport } from "../../drizzle/seed/seed";
import { diskStore } from "~/services/storage/disk-store.server";
import { testDatabases } from "../support/databases";
import { games as seedGames } from "../../drizzle/seed/data/games";
import { genres } from "../../drizzle/seed/art/game-art.server";

// Seed artwork is cached across runs by content hash, so only the first run renders it.
const mediaDir = path.resolve("tmp/test-media");
const media = diskStore(mediaDir);

describe.each(testDatabases({ both: true }))("database on $name", (database) => {
  let handle: DbHandle;
  let report: SeedReport;

  beforeAll(async () => {
    handle = await database.open();
    await handle.migrate();
    report = (await seedIfEmpty(handle.db, media))!;
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
      const file = path.join(mediaDir, url.slice(1));
      const meta = await sharp(await fs.readFile(file)).metadata();
      expect(meta.format).toBe(url.endsWith(".webp") ? "webp" : "jpeg");
      expect(meta.width).toBeGreaterThan(100);
    }
  });

  it("draws every game, cheat, account, slide and warranty item a picture of its own", async () => {
    // Compared by the bytes of the rendered files: two products never share a picture, and no
    // game's cover repeats another's.
    const fileHash = async (url: string) =>
      createHash("sha256")
        .update(await fs.readFile(path.join(mediaDir, url.slice(1))))
        .digest("hex");
    const games = await handle.db.select().from(s.games);
    const cheats = await handle.db.select().from(s.cheats);
    const cheatShots = await handle.db.select().from(s.cheatScreenshots);
    const accounts = await handle.db.select().from(s.accounts);
    const accountShots = await handle.db.select().from(s.accountScreenshots);
    const settings = await handle.db
      .select()
      .from(s.settings)
      .where(and(eq(s.settings.lang, "en"), sql`${s.settings.key} like '%Image_%_WebP'`));
    const groups = {
      gameCovers: games.flatMap((g) => [g.previewHorizontalWebp!, g.previewVerticalWebp!]),
      cheatPictures: [
        ...cheats.flatMap((c) => [c.previewWebp!, c.backgroundWebp!]),
        ...cheatShots.map((x) => x.previewWebp),
      ],
      accountPictures: [
        ...accounts.map((a) => a.previewVerticalWebp!),
        ...accountShots.map((x) => x.previewWebp),
      ],
      slidesAndWarranty: settings.map((row) => row.value),
    };
    expect(groups.gameCovers).toHaveLength(report.games * 2);
    expect(groups.slidesAndWarranty).toHaveLength(4 + 7);
    const all = Object.values(groups).flat();
    const hashes = await Promise.all(all.map(fileHash));
    expect(new Set(hashes).size).toBe(all.length);
    // Each cheat's gallery holds as many different pictures as the seed asked for.
    const perCheat = new Map<number, number>();
    for (const shot of cheatShots) perCheat.set(shot.cheatId, (perCheat.get(shot.cheatId) ?? 0) + 1);
    expect(Math.min(...perCheat.values())).toBeGreaterThanOrEqual(2);
  });

  it("gives every game its own setting and covers every genre", () => {
    const settings = seedGames.map((g) => `${g.setting.terrain}/${g.setting.sky}`);
    expect(new Set(settings).size).toBe(seedGames.length);
    expect(new Set(seedGames.map((g) => g.genre))).toEqual(new Set(genres));
    expect(seedGames.filter((g) => g.mobile).length).toBeGreaterThan(2);
  });

  it("gives the client a purchase history, a bonus level and a closed ticket, and the month its sales", async () => {
    const [player] = await handle.db.select().from(s.users).where(eq(s.users.login, "player"));
    const mine = await handle.db.select().from(s.purchases).where(eq(s.purchases.userId, player.id));
    const byStatus = (status: number) => mine.filter((p) => p.status === status);
    expect(byStatus(PaymentStatus.Payed).length).toBeGreaterThanOrEqual(2);
    expect(byStatus(PaymentStatus.WaitPay)).toHaveLength(1);
    expect(byStatus(PaymentStatus.Fail)).toHaveLength(1);
    expect(mine.some((p) => p.kind === "wallet" && p.status === PaymentStatus.Payed && p.delivery)).toBe(
      true,
    );
    // Every paid cheat purchase holds a real key from the demo stock.
    const paidCheats = await handle.db
      .select({ keyId: s.purchases.keyId, keyStatus: s.stockKeys.status })
      .from(s.purchases)
      .leftJoin(s.stockKeys, eq(s.stockKeys.id, s.purchases.keyId))
      .where(and(eq(s.purchases.kind, "cheat"), eq(s.purchases.status, PaymentStatus.Payed)));
    expect(paidCheats.length).toBeGreaterThan(5);
    expect(paidCheats.every((p) => p.keyId !== null && p.keyStatus === s.StockKeyStatus.Sold)).toBe(true);
    // Paid roubles reach the first bonus level.
    const paidRub = byStatus(PaymentStatus.Payed).reduce((sum, p) => sum + p.amountMinor, 0) / 100;
    const [first] = await handle.db
      .select()
      .from(s.bonusThresholds)
      .orderBy(s.bonusThresholds.amountRub)
      .limit(1);
    expect(paidRub).toBeGreaterThanOrEqual(first.amountRub);
    const tickets = await handle.db.select().from(s.tickets).where(eq(s.tickets.authorId, player.id));
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ closed: true, lastMessageSeq: 3 });
  });

  it("does not seed a database that already has a catalogue", async () => {
    await expect(seedIfEmpty(handle.db, media)).resolves.toBeNull();
    await expect(seedDatabase(handle.db, media)).rejects.toThrow();
    const [games] = await handle.db.select({ value: count() }).from(s.games);
    expect(games.value).toBe(report.games);
  });
});
