import { and, asc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { CheatCategory, cheatRequirements, cheats, gameTranslations, games } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import type { StatusCode } from "~/utils/status";
import { cheatPath } from "../catalogue/cheats.server";
import { cheatNames } from "../catalogue/sql.server";
import { soundKey, stemOf, terms, words } from "../text/analyzer.server";

/** A published product as the assistant knows it: live status included. */
export interface Product {
  id: number;
  /** Its name on the site of the answer's language (decision 0037). */
  name: string;
  /** Every name it goes by — the main one first, then each site's — for naming it in a question. */
  names: string[];
  category: number;
  status: StatusCode;
  statusUpdatedAt: Date;
  page: string;
  game: { slug: string; names: Record<Lang, string> } | null;
}

/** A game with its published products, for "is the Iron Frontier cheat working?". */
export interface Game {
  slug: string;
  names: Record<Lang, string>;
  page: string;
  products: Product[];
}

export interface ProductMatch {
  products: Product[];
  games: Game[];
}

// Read for every product question (two indexed queries over the published catalogue): a status
// answer is as live as the statuses page.
async function catalogue(lang: Lang) {
  const rows = await db()
    .select({
      id: cheats.id,
      name: cheats.name,
      siteNames: cheatNames(),
      slug: cheats.slug,
      category: cheats.category,
      status: cheats.status,
      statusUpdatedAt: cheats.statusUpdatedAt,
      gameId: cheats.gameId,
      gameSlug: games.slug,
    })
    .from(cheats)
    .leftJoin(games, eq(games.id, cheats.gameId))
    .where(eq(cheats.isPublished, true))
    .orderBy(asc(cheats.id));
  const gameIds = [...new Set(rows.map((r) => r.gameId).filter((id): id is number => id !== null))];
  const names = gameIds.length
    ? await db()
        .select({ gameId: gameTranslations.gameId, lang: gameTranslations.lang, name: gameTranslations.name })
        .from(gameTranslations)
        .where(inArray(gameTranslations.gameId, gameIds))
    : [];
  const gameNames = new Map<number, Record<Lang, string>>();
  for (const n of names)
    gameNames.set(n.gameId, { ...(gameNames.get(n.gameId) ?? { ru: "", en: "" }), [n.lang]: n.name });
  const gamesBySlug = new Map<string, Game>();
  const products: Product[] = rows.map((row) => {
    const game =
      row.gameId !== null && row.gameSlug ? { slug: row.gameSlug, names: gameNames.get(row.gameId)! } : null;
    const product: Product = {
      id: row.id,
      name: row.siteNames[lang],
      names: [...new Set([row.name, ...Object.values(row.siteNames)])],
      category: row.category,
      status: row.status as StatusCode,
      statusUpdatedAt: new Date(row.statusUpdatedAt),
      page: cheatPath(row.gameSlug, row.slug),
      game,
    };
    if (game) {
      const page =
        row.category === CheatCategory.DMA_CHEATS ? `/dma-game/${game.slug}` : `/game/${game.slug}`;
      const entry = gamesBySlug.get(game.slug) ?? { ...game, page, products: [] };
      entry.products.push(product);
      gamesBySlug.set(game.slug, entry);
    }
    return product;
  });
  return { products, games: [...gamesBySlug.values()] };
}

// Words that name a kind of product rather than one product: "ESP" alone names no product.
const GENERIC = new Set(
  "esp full lite private rage mobile radar spoofer dma aim aimbot board box card fuser firmware cheat чит".split(
    " ",
  ),
);

/**
 * The products and games a question names, the products named as `lang`'s site names them. A
 * product is named by any of its names whole, or by the distinctive first word of its main name
 * when no product is named whole (the main names start with the brand; a translated one may start
 * with a noun such as «Прошивка»); a game by every word of its name in either language (stemmed,
 * so "Железного рубежа" names "Железный рубеж").
 */
export async function findProducts(question: string, lang: Lang): Promise<ProductMatch> {
  const { products, games } = await catalogue(lang);
  // A name is held as written or by its sound: "фантом есп" names Phantom ESP, "zhelezny rubezh"
  // the game «Железный рубеж» (text/analyzer.server.ts `soundKey`).
  const asked = askedWords(question);
  const askedTerms = new Set(terms(question));
  const whole = products.filter((p) => wholeNameLength(p, asked) > 0);
  const byFirstWord = whole.length
    ? []
    : products.filter((p) => {
        const first = words(p.names[0])[0];
        return first && first.length >= 4 && !GENERIC.has(first) && holds(asked, first);
      });
  const named = whole.length ? mostSpecific(whole, asked) : byFirstWord;
  const gameMatches = games.filter((g) =>
    (["ru", "en"] as const).some((l) => {
      const nameTerms = terms(g.names[l]);
      const nameWords = words(g.names[l]);
      return (
        (nameTerms.length > 0 && nameTerms.every((t) => askedTerms.has(t))) ||
        (nameWords.length > 0 && nameWords.every((word) => holds(asked, word)))
      );
    }),
  );
  return { products: named, games: named.length ? [] : gameMatches };
}

interface AskedWords {
  /** The question's words as written and by their sound. */
  has(word: string): boolean;
  /** The sounds of its Russian words' stems: "умбры" (of Umbra) is "umbr". */
  stems: string[];
}

function askedWords(question: string): AskedWords {
  const list = words(question);
  const heard = new Set(list.flatMap((word) => [word, soundKey(word)]));
  const stems = list
    .filter((word) => /[а-я]/.test(word))
    .map((word) => soundKey(stemOf(word)))
    .filter((stem) => stem.length >= 4);
  return { has: (word) => heard.has(word), stems };
}

/**
 * Whether the question holds a name's word, as written or by its sound — a Latin name also in a
 * Russian case form ("у Умбры", "для Фантома"): the stem's sound begins the name's, at most two
 * letters short.
 */
function holds(asked: AskedWords, word: string) {
  const sound = soundKey(word);
  return (
    asked.has(word) ||
    asked.has(sound) ||
    asked.stems.some((stem) => sound.startsWith(stem) && sound.length - stem.length <= 2)
  );
}

/** The length in words of the longest of the product's names the question holds whole; 0 for none. */
function wholeNameLength(product: Product, asked: AskedWords) {
  const held = product.names.map(words).filter((w) => w.length && w.every((word) => holds(asked, word)));
  return Math.max(0, ...held.map((w) => w.length));
}

// A question naming "Prism ESP Pro" whole also names a "Prism ESP" whole: the longest names win.
function mostSpecific(list: Product[], asked: AskedWords) {
  const longest = Math.max(...list.map((p) => wholeNameLength(p, asked)));
  return list.filter((p) => wholeNameLength(p, asked) === longest);
}

/** A product's system requirements in one language, in page order. */
export async function productRequirements(lang: Lang, productId: number) {
  return db()
    .select({ name: cheatRequirements.name, value: cheatRequirements.value })
    .from(cheatRequirements)
    .where(and(eq(cheatRequirements.cheatId, productId), eq(cheatRequirements.lang, lang)))
    .orderBy(asc(cheatRequirements.sort), asc(cheatRequirements.id));
}
