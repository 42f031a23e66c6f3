import { count, isNotNull, sql } from "drizzle-orm";
import { accounts as seedAccounts } from "./data/accounts";
import { cannedReplies as seedCannedReplies } from "./data/canned-replies";
import { coupons as seedCoupons } from "./data/promotions";
import { cheats as seedCheats } from "./data/cheats";
import { games as seedGames } from "./data/games";
import { DEMO_DIGISELLER_PRODUCT_BASE } from "./data/payments";
import { problems as seedProblems } from "./data/problems";
import { bonusThresholds as seedThresholds, seedUsers, settings as seedSettings } from "./data/settings";
import type { L10n, SeedPrice } from "./types";
import { invalidateHere } from "../../app/services/invalidation-relay.server";
import type { Db } from "../../app/db/client.server";
import type { ObjectStore } from "../../app/services/storage/object-store.server";
import { WALLET_PRODUCT_SETTING } from "../../app/services/payments/providers/digiseller.server";
import { seedHistory } from "./history";
import { seedStock } from "./stock";
import * as s from "../../app/db/schema";
import { minorFromAmount, wholeMajor } from "../../app/utils/money";
import { placeSeedPictures } from "./pictures";

const langs = ["ru", "en"] as const;
const categoryCode = s.CheatCategory;

/** Hardware is shipped, not keyed: its options need no stock (see services/stock). */
function priceRows(list: SeedPrice[], type: "key" | "hardware" = "key") {
  return list.flatMap((p, sort) =>
    langs.map((lang) => {
      const ru = lang === "ru";
      const amount = ru ? p.rub : p.usd;
      const discount = ru ? p.rubDiscount : p.usdDiscount;
      return {
        lang,
        title: p.title[lang],
        type,
        periodDays: p.periodDays,
        priceMinor: amount == null ? null : minorFromAmount(amount),
        discountPriceMinor: discount == null || amount == null ? null : minorFromAmount(discount),
        currency: amount == null ? null : ru ? s.Currency.RUB : s.Currency.USD,
        // No aggregator link: the sandbox needs none, a live aggregator's are set per option.
        redirect: null,
        sort,
      };
    }),
  );
}

function perLang<T extends Record<string, L10n | unknown>>(fields: T, lang: "ru" | "en") {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, (v as L10n)[lang]])) as {
    [K in keyof T]: string;
  };
}

/** Counts of what the seed wrote, for the log and the tests. */
export interface SeedReport {
  games: number;
  cheats: number;
  accounts: number;
  problems: number;
  images: number;
}

/** Writes the demo catalogue, settings, thresholds and users into an empty database. */
export async function seedDatabase(db: Db, store: ObjectStore): Promise<SeedReport> {
  // Drawn ahead of time by the art tool (npm run seed:art); copied into the shop's store here.
  const { artwork, files } = await placeSeedPictures(store);
  const {
    games: gameArt,
    cheats: cheatArt,
    accounts: accountArt,
    slides: slideArt,
    warranty: warrantyArt,
  } = artwork;

  await db.transaction(async (tx) => {
    const gameIds = new Map<string, number>();
    for (const [i, g] of seedGames.entries()) {
      const [row] = await tx
        .insert(s.games)
        .values({
          slug: g.slug,
          sort: g.sort,
          isMobile: g.mobile ?? false,
          previewHorizontalJpeg: gameArt[i].horizontal.jpeg,
          previewHorizontalWebp: gameArt[i].horizontal.webp,
          previewVerticalJpeg: gameArt[i].vertical.jpeg,
          previewVerticalWebp: gameArt[i].vertical.webp,
        })
        .returning({ id: s.games.id });
      gameIds.set(g.slug, row.id);
      await tx.insert(s.gameTranslations).values(
        langs.map((lang) => ({
          gameId: row.id,
          lang,
          name: g.name[lang],
          ...perLang(
            { pageTitle: g.pageTitle, pageDescription: g.pageDescription, pageText: g.pageText },
            lang,
          ),
        })),
      );
    }

    for (const [i, c] of seedCheats.entries()) {
      const gameId = c.gameSlug ? gameIds.get(c.gameSlug) : null;
      if (c.gameSlug && !gameId) throw new Error(`Seed cheat ${c.slug} names unknown game ${c.gameSlug}`);
      const [row] = await tx
        .insert(s.cheats)
        .values({
          gameId,
          slug: c.slug,
          name: c.name,
          category: categoryCode[c.category],
          status: c.status,
          isPublished: c.isPublished,
          isSpoofer: c.isSpoofer ?? false,
          sort: c.sort,
          previewJpeg: cheatArt[i].preview.jpeg,
          previewWebp: cheatArt[i].preview.webp,
          backgroundJpeg: cheatArt[i].background.jpeg,
          backgroundWebp: cheatArt[i].background.webp,
        })
        .returning({ id: s.cheats.id });
      const cheatId = row.id;
      await tx.insert(s.cheatTranslations).values(
        langs.map((lang) => ({
          cheatId,
          lang,
          name: c.siteName?.[lang] ?? "",
          ...perLang(
            {
              pageTitle: c.pageTitle,
              pageDescription: c.pageDescription,
              text: c.text,
              functions: c.functions,
            },
            lang,
          ),
        })),
      );
      if (c.features.length)
        await tx.insert(s.cheatFeatures).values(
          c.features.flatMap((f, sort) =>
            langs.map((lang) => ({
              cheatId,
              lang,
              name: f.name[lang],
              isComponent: f.isComponent ?? false,
              sort,
            })),
          ),
        );
      if (c.requirements.length)
        await tx
          .insert(s.cheatRequirements)
          .values(
            c.requirements.flatMap((r, sort) =>
              langs.map((lang) => ({ cheatId, lang, name: r.name[lang], value: r.value[lang], sort })),
            ),
          );
      if (c.prices.length)
        await tx.insert(s.prices).values(
          priceRows(c.prices, c.category === "DMA_COMPONENTS" ? "hardware" : "key").map((p) => ({
            ...p,
            cheatId,
          })),
        );
      const shots = cheatArt[i].screenshots;
      if (shots.length)
        await tx.insert(s.cheatScreenshots).values(
          shots.map((img, sort) => ({
            cheatId,
            previewJpeg: img.jpeg,
            previewWebp: img.webp,
            width: img.width,
            height: img.height,
            sort,
          })),
        );
    }

    for (const [i, a] of seedAccounts.entries()) {
      const [row] = await tx
        .insert(s.accounts)
        .values({
          slug: a.slug,
          sort: a.sort,
          isPublished: a.isPublished,
          previewVerticalJpeg: accountArt[i].vertical.jpeg,
          previewVerticalWebp: accountArt[i].vertical.webp,
        })
        .returning({ id: s.accounts.id });
      const accountId = row.id;
      await tx.insert(s.accountTranslations).values(
        langs.map((lang) => ({
          accountId,
          lang,
          ...perLang(
            {
              name: a.name,
              headTitle: a.headTitle,
              headDescription: a.headDescription,
              description: a.description,
            },
            lang,
          ),
        })),
      );
      if (a.prices.length)
        await tx.insert(s.prices).values(priceRows(a.prices).map((p) => ({ ...p, accountId })));
      const shots = accountArt[i].screenshots;
      if (shots.length)
        await tx.insert(s.accountScreenshots).values(
          shots.map((img, sort) => ({
            accountId,
            previewJpeg: img.jpeg,
            previewWebp: img.webp,
            width: img.width,
            height: img.height,
            sort,
          })),
        );
    }

    for (const p of seedProblems) {
      const [row] = await tx
        .insert(s.problems)
        .values({ slug: p.slug, sort: p.sort })
        .returning({ id: s.problems.id });
      await tx.insert(s.problemTranslations).values(
        langs.map((lang) => ({
          problemId: row.id,
          lang,
          ...perLang(
            {
              headTitle: p.headTitle,
              headDescription: p.headDescription,
              title: p.title,
              shortDescription: p.shortDescription,
              description: p.description,
            },
            lang,
          ),
        })),
      );
    }

    const settingRows = langs.flatMap((lang) => {
      const rows = Object.entries(seedSettings[lang]).map(([key, value]) => ({ lang, key, value }));
      slideArt.forEach((img, n) => {
        rows.push({ lang, key: `notificationImage_${n + 1}_WebP`, value: img.webp });
        rows.push({ lang, key: `notificationImage_${n + 1}_JPEG`, value: img.jpeg });
      });
      warrantyArt.forEach((img, n) => {
        rows.push({ lang, key: `warrantyImage_${n + 1}_WebP`, value: img.webp });
        rows.push({ lang, key: `warrantyImage_${n + 1}_JPEG`, value: img.jpeg });
      });
      return rows;
    });
    await tx.insert(s.settings).values(settingRows);
    await tx.insert(s.bonusThresholds).values(
      seedThresholds.map((level) => ({
        percent: level.percent,
        amountRub: wholeMajor(level.amountRub),
        amountUsd: wholeMajor(level.amountUsd),
      })),
    );
    await tx.insert(s.users).values(
      seedUsers.map((u) => ({
        ...u,
        emailVerified: true,
        termsAcceptedAt: new Date("2021-04-19T00:00:00Z"),
      })),
    );
    await seedStock(tx);
    await seedHistory(tx);
    await tx.insert(s.cannedReplies).values(seedCannedReplies);
    await tx.insert(s.coupons).values(seedCoupons);
    await tx
      .update(s.prices)
      .set({ digisellerProductId: sql`${DEMO_DIGISELLER_PRODUCT_BASE} + ${s.prices.id}` })
      .where(isNotNull(s.prices.priceMinor));
    await tx.insert(s.settings).values(
      langs.map((lang) => ({
        lang,
        key: WALLET_PRODUCT_SETTING,
        value: String(DEMO_DIGISELLER_PRODUCT_BASE),
      })),
    );
  });

  // Whatever was cached about an empty catalogue is stale now.
  invalidateHere();
  return {
    games: seedGames.length,
    cheats: seedCheats.length,
    accounts: seedAccounts.length,
    problems: seedProblems.length,
    images: files,
  };
}

/** Seeds only when the catalogue is empty; returns the report, or null when data was there. */
export async function seedIfEmpty(db: Db, store: ObjectStore): Promise<SeedReport | null> {
  const [{ value }] = await db.select({ value: count() }).from(s.games);
  if (value > 0) return null;
  return seedDatabase(db, store);
}
