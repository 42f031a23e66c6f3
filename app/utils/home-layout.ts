/**
 * How many cards each product section of the home page shows: owner settings (console → Settings
 * → Home page). The defaults fill whole rows of each section's grid on every width (best games: the
 * three a desktop shows at once, two or one in view on narrower screens and the rest a swipe away;
 * new cheats: rows of 2 or 4; top of the month: 2, 3 or 6; games: 2, 3 or 6, and "Show more" adds
 * a page) and keep the Russian home document within 60 kB as a new visitor gets it (decision 0038;
 * the page cache's integration test holds it): one row of new cheats, since the promo slider above
 * already leads with the newest. Each card the owner adds costs about 1 kB of it.
 */
export const HOME_SECTIONS = {
  homeBestGames: 3,
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
