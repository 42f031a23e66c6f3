/**
 * How many cards each product section of the home page shows: owner settings (console → Settings
 * → Home page). The defaults fill whole rows of each section's grid on every width (best games:
 * two turns of a carousel showing 3, 2 or 1; new cheats: rows of 2 or 4; top of the month: 2, 3
 * or 6; games: 2, 3 or 6, and "Show more" adds a page)
 * and keep the Russian home document near 60 kB (decision 0038): one row of new cheats, since the
 * promo slider above already leads with the newest.
 */
export const HOME_SECTIONS = {
  homeBestGames: 6,
  homeNewCheats: 4,
  homeTopMonth: 6,
  homeGamesPage: 6,
} as const;
export type HomeSectionKey = keyof typeof HOME_SECTIONS;
export const HOME_SECTION_KEYS = Object.keys(HOME_SECTIONS) as HomeSectionKey[];

/** The range every section's count is kept in. */
export const HOME_CARDS = { min: 2, max: 24 } as const;

/** Whether a typed count is one the settings keep ("" stands for the default). */
export function isHomeCardCount(value: string) {
  if (value === "") return true;
  return /^\d{1,2}$/.test(value) && Number(value) >= HOME_CARDS.min && Number(value) <= HOME_CARDS.max;
}

/** Each section's count as stored, or its default when empty or out of range. */
export function homeCardCounts(settings: Record<string, string | undefined>) {
  const count = (key: HomeSectionKey) => {
    const value = settings[key]?.trim() ?? "";
    return value && isHomeCardCount(value) ? Number(value) : HOME_SECTIONS[key];
  };
  return {
    bestGames: count("homeBestGames"),
    newCheats: count("homeNewCheats"),
    topMonth: count("homeTopMonth"),
    gamesPage: count("homeGamesPage"),
  };
}
