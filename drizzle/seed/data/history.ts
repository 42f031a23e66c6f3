/**
 * Purchases and a ticket a fresh shop starts with, so the client's profile shows real states
 * (paid with a key, pending, failed, a wallet top-up, a bonus level above zero, a closed
 * ticket) and the home page's "Top of the month" is made of sales. Demo buyers other than the
 * seeded client are guests at reserved `.example` addresses. Times are relative to the seed.
 */

export interface SeedPurchase {
  /** "player" (the seeded client) or a guest's e-mail. */
  buyer: string;
  item: { cheat: string; periodDays: number } | { walletRub: number };
  status: "paid" | "pending" | "failed";
  daysAgo: number;
  lang: "ru" | "en";
}

/** Paid purchases of one option by guests `<prefix><first + i>@demo.example`, one per day given. */
function guestSales(
  prefix: string,
  first: number,
  cheat: string,
  periodDays: number,
  days: number[],
  lang: "ru" | "en",
): SeedPurchase[] {
  return days.map((daysAgo, i) => ({
    buyer: `${prefix}${first + i}@demo.example`,
    item: { cheat, periodDays },
    status: "paid",
    daysAgo,
    lang,
  }));
}

export const seedPurchases: SeedPurchase[] = [
  { buyer: "player", item: { cheat: "phantom-esp", periodDays: 30 }, status: "paid", daysAgo: 26, lang: "ru" },
  { buyer: "player", item: { cheat: "nightfall-private", periodDays: 30 }, status: "paid", daysAgo: 11, lang: "ru" },
  { buyer: "player", item: { walletRub: 2000 }, status: "paid", daysAgo: 4, lang: "ru" },
  { buyer: "player", item: { cheat: "vortex-lite", periodDays: 7 }, status: "failed", daysAgo: 6, lang: "ru" },
  { buyer: "player", item: { cheat: "specter-full", periodDays: 1 }, status: "pending", daysAgo: 1, lang: "ru" },
  // Sales of earlier months: all-time favourites ("best games") differ from this month's.
  ...guestSales("early", 1, "phantom-esp", 7, [40, 75, 120, 200], "ru"),
  ...guestSales("early", 5, "vortex-lite", 30, [55, 90, 150], "en"),
  { buyer: "early8@demo.example", item: { cheat: "sentinel-esp", periodDays: 30 }, status: "paid", daysAgo: 64, lang: "en" },
  { buyer: "early9@demo.example", item: { cheat: "sentinel-esp", periodDays: 7 }, status: "paid", daysAgo: 98, lang: "ru" },
  { buyer: "early10@demo.example", item: { cheat: "nyx-mobile", periodDays: 30 }, status: "paid", daysAgo: 47, lang: "ru" },
  // Other buyers this month: Dead Meridian sells most, then Neon Havoc and Pale Harbor.
  ...guestSales("buyer", 1, "umbra-esp", 30, [3, 9, 17], "ru"),
  { buyer: "buyer4@demo.example", item: { cheat: "prism-esp", periodDays: 7 }, status: "paid", daysAgo: 2, lang: "en" },
  { buyer: "buyer5@demo.example", item: { cheat: "prism-esp", periodDays: 30 }, status: "paid", daysAgo: 13, lang: "ru" },
  { buyer: "buyer6@demo.example", item: { cheat: "lantern-esp", periodDays: 7 }, status: "paid", daysAgo: 5, lang: "en" },
  { buyer: "buyer7@demo.example", item: { cheat: "lantern-esp", periodDays: 1 }, status: "paid", daysAgo: 20, lang: "ru" },
  { buyer: "buyer8@demo.example", item: { cheat: "ember-lite", periodDays: 30 }, status: "paid", daysAgo: 8, lang: "ru" },
  { buyer: "buyer9@demo.example", item: { cheat: "hoarfrost-esp", periodDays: 7 }, status: "paid", daysAgo: 15, lang: "en" },
];

/** The client's closed ticket: a question about a purchase, answered by support. */
export const seedClosedTicket = {
  subject: "paymentProblem" as const,
  daysAgo: 10,
  messages: [
    {
      from: "player" as const,
      text: "Здравствуйте! Оплатил Nightfall Private на 30 дней, ключ пришёл, но лоадер пишет «ключ уже активирован». Что делать?",
    },
    {
      from: "support" as const,
      text: "Здравствуйте! Ключ привязался к вашему компьютеру при первом запуске — это нормально. Перезапустите лоадер от имени администратора, и он увидит активную подписку. Если не поможет, пришлите скриншот.",
    },
    { from: "player" as const, text: "Заработало, спасибо!" },
  ],
  /** The player rated the help after the close. */
  rating: { stars: 5, comment: "Быстро и по делу, спасибо!" },
};
