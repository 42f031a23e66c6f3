import MiniSearch, { type Query } from "minisearch";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  CheatCategory,
  accountTranslations,
  accounts,
  cheatFeatures,
  cheatTranslations,
  cheats,
  gameTranslations,
  games,
} from "~/db/schema";
import { cached } from "../cache.server";
import { CacheTag } from "../invalidation.server";
import { queryTerms, soundKey, termOf, tokens, words } from "../text/analyzer.server";
import { accountListed } from "./sql.server";

/*
 * The header search's index (decision 0045): every game, published product and listed game
 * account under all its names — both sites' names, so "Iron Frontier" is found on the Russian
 * site and "Железный рубеж" on the English one — with its game's names, its feature tags, its
 * category ("spoofer", "dma", "firmware", "mobile") and the names' sound in Latin letters (a name
 * typed in the other script or transliterated). Words are read by the shop's one analyzer
 * (services/text): word forms, slang, a slip in a word of the field.
 */

export type SearchKind = "game" | "cheat" | "account";

interface Entry {
  id: string;
  kind: SearchKind;
  itemId: number;
  sort: number;
  names: string;
  game: string;
  tags: string;
  sound: string;
}

/** Words every product of a category is also found by (read by the analyzer, lexicon included). */
const CATEGORY_WORDS: Record<number, string> = {
  [CheatCategory.CHEAT]: "cheat",
  [CheatCategory.DMA_CHEATS]: "dma cheat",
  [CheatCategory.DMA_COMPONENTS]: "dma",
  [CheatCategory.DMA_FIRMWARE]: "dma firmware",
};

const soundOf = (...texts: string[]) => texts.flatMap(words).map(soundKey).join(" ");

async function entries(): Promise<Entry[]> {
  const [gameRows, gameNameRows, cheatRows, featureRows, cheatNameRows, accountRows] = await Promise.all([
    db().select({ id: games.id, sort: games.sort, isMobile: games.isMobile }).from(games),
    db().select({ of: gameTranslations.gameId, name: gameTranslations.name }).from(gameTranslations),
    db()
      .select({
        id: cheats.id,
        sort: cheats.sort,
        name: cheats.name,
        gameId: cheats.gameId,
        category: cheats.category,
        isSpoofer: cheats.isSpoofer,
      })
      .from(cheats)
      .where(eq(cheats.isPublished, true)),
    db().select({ of: cheatFeatures.cheatId, name: cheatFeatures.name }).from(cheatFeatures),
    db().select({ of: cheatTranslations.cheatId, name: cheatTranslations.name }).from(cheatTranslations),
    db()
      .select({ id: accounts.id, sort: accounts.sort, name: accountTranslations.name })
      .from(accounts)
      .innerJoin(accountTranslations, eq(accountTranslations.accountId, accounts.id))
      .where(accountListed),
  ]);
  const gameNames = namesBy(gameNameRows);
  const featuresOf = namesBy(featureRows);
  const cheatNames = namesBy(cheatNameRows);
  const spooferGames = new Set(cheatRows.filter((c) => c.isSpoofer).map((c) => c.gameId));
  const accountNames = namesBy(accountRows.map((a) => ({ of: a.id, name: a.name })));
  const accountList = [...new Map(accountRows.map((a) => [a.id, a])).values()];
  return [
    ...gameRows.map((g) =>
      entry("game", g, gameNames.get(g.id), "", [
        g.isMobile ? "mobile" : "",
        spooferGames.has(g.id) ? "spoofer" : "",
      ]),
    ),
    ...cheatRows.map((c) =>
      entry(
        "cheat",
        c,
        [c.name, ...(cheatNames.get(c.id) ?? [])],
        (c.gameId && gameNames.get(c.gameId)?.join(" ")) || "",
        [...(featuresOf.get(c.id) ?? []), CATEGORY_WORDS[c.category] ?? "", c.isSpoofer ? "spoofer" : ""],
      ),
    ),
    ...accountList.map((a) => entry("account", a, accountNames.get(a.id), "", ["account"])),
  ];
}

/** An item of the index: its names, game and tags as text, and the sound of its names and game. */
function entry(
  kind: SearchKind,
  { id, sort }: { id: number; sort: number },
  names: string[] = [],
  game: string,
  tags: string[],
): Entry {
  return {
    id: `${kind}:${id}`,
    kind,
    itemId: id,
    sort,
    names: names.join(" "),
    game,
    tags: tags.join(" "),
    sound: soundOf(...names, game),
  };
}

/** Non-empty names by the id they belong to. */
function namesBy(rows: { of: number; name: string }[]) {
  const map = new Map<number, string[]>();
  for (const { of, name } of rows) if (name) map.set(of, [...(map.get(of) ?? []), name]);
  return map;
}

function build(list: Entry[]) {
  const index = new MiniSearch<Entry>({
    fields: ["names", "game", "tags", "sound"],
    storeFields: ["kind", "itemId", "sort"],
    // A two-word form of the lexicon is one token, as in the assistant (text/analyzer.server.ts).
    tokenize: tokens,
    // The sound field holds sound keys already; the others are read by the analyzer.
    processTerm: (term, field) => (field === "sound" ? term : termOf(term)),
  });
  index.addAll(list);
  return index;
}

/** The index, rebuilt when the catalogue changes (and every ten minutes at most otherwise). */
function searchIndex() {
  return cached("search:index", [CacheTag.catalogue, CacheTag.cheats], 10 * 60_000, async () =>
    build(await entries()),
  );
}

// How far a typed word may be from an indexed one: a slip in a word of 4–5 letters, two from 6 on.
const slips = (term: string) => (term.length >= 6 ? 2 : term.length >= 4 ? 1 : false);

/** One typed word as the index is asked it: its terms in the text fields, its sound in names. */
function wordQuery(word: string): Query | null {
  const asTerms = queryTerms(word);
  // A stop word ("для", "for") asks for nothing, in any script.
  if (!asTerms.length) return null;
  const sound = soundKey(word);
  const alternatives: Query[] = [
    {
      queries: [asTerms.join(" ")],
      fields: ["names", "game", "tags"],
      combineWith: "AND",
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
    },
  ];
  if (sound.length >= 3)
    alternatives.push({ queries: [sound], fields: ["sound"], prefix: true, fuzzy: slips });
  return { queries: alternatives, combineWith: "OR" };
}

export interface Found {
  kind: SearchKind;
  itemId: number;
}

/**
 * What a search text finds, best first: items matching every word (in any of its readings); when
 * none does, items matching most of them (a query with a word the catalogue does not use, "купить
 * аимбот раст", still finds the aimbots for Rust).
 */
export async function findInCatalogue(text: string): Promise<Found[]> {
  const index = await searchIndex();
  const asked = tokens(text)
    .map(wordQuery)
    .filter((q): q is Query => q !== null);
  if (!asked.length) return [];
  const options = {
    tokenize: (query: string) => query.split(" "),
    processTerm: (term: string) => term,
    boost: { names: 3, game: 1.5, tags: 1, sound: 1.5 },
  };
  let results = index.search({ queries: asked, combineWith: "AND" }, options);
  if (!results.length && asked.length > 1) {
    const needed = Math.ceil(asked.length / 2);
    const counts = new Map<string, number>();
    for (const query of asked)
      for (const hit of index.search(query, options)) counts.set(hit.id, (counts.get(hit.id) ?? 0) + 1);
    results = index
      .search({ queries: asked, combineWith: "OR" }, options)
      .filter((hit) => (counts.get(hit.id) ?? 0) >= needed);
  }
  return results
    .sort((a, b) => b.score - a.score || (b.sort as number) - (a.sort as number))
    .map((hit) => ({ kind: hit.kind as SearchKind, itemId: hit.itemId as number }));
}
