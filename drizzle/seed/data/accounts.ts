import type { L10n, SeedAccount, SeedPrice } from "../types";

/** One-off price option for an account (accounts have no access period). */
function price(
  title: L10n,
  rub: number | null,
  usd: number | null,
  discount?: { rub: number; usd: number },
): SeedPrice {
  return {
    title,
    periodDays: 0,
    rub,
    usd,
    ...(discount ? { rubDiscount: discount.rub, usdDiscount: discount.usd } : {}),
  };
}

const ACCOUNT: L10n = { ru: "Аккаунт", en: "Account" };
const STANDARD: L10n = { ru: "Стандарт", en: "Standard" };
const FULL: L10n = { ru: "С полным доступом", en: "Full access" };

/** Builds the account description HTML: what you get, three facts, delivery and the refund warning. */
function description(intro: L10n, facts: L10n<[string, string, string]>): L10n {
  const list = (items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
  return {
    ru:
      `<p>${intro.ru}</p>` +
      list(facts.ru) +
      "<p>Логин и пароль появятся на странице оплаты сразу после платежа и продублируются на ваш e-mail.</p>" +
      "<p><strong>Аккаунты после выдачи возврату и обмену не подлежат.</strong></p>",
    en:
      `<p>${intro.en}</p>` +
      list(facts.en) +
      "<p>The login and password are shown on the payment page right after payment and also sent to your e-mail.</p>" +
      "<p><strong>Accounts cannot be refunded once they have been delivered.</strong></p>",
  };
}

export const accounts: SeedAccount[] = [
  {
    slug: "iron-frontier-prime-1200h",
    gameSlug: "iron-frontier",
    name: {
      ru: "Железный рубеж — прайм-аккаунт, 1200 часов",
      en: "Iron Frontier — prime account, 1,200 hours",
    },
    isPublished: true,
    sort: 120,
    hue: 28,
    prices: [
      price(STANDARD, 2490, 29.99, { rub: 1990, usd: 23.99 }),
      price(FULL, 3490, 41.99, { rub: 2990, usd: 35.99 }),
    ],
    headTitle: {
      ru: "Купить прайм-аккаунт игры «Железный рубеж», 1200 часов | Nocturn",
      en: "Buy an Iron Frontier prime account, 1,200 hours | Nocturn",
    },
    headDescription: {
      ru: "Прайм-аккаунт для «Железного рубежа» с 1200 часами в игре. Мгновенная выдача после оплаты.",
      en: "Iron Frontier prime account with 1,200 hours played. Instant delivery after payment.",
    },
    description: description(
      {
        ru: "Прокачанный прайм-аккаунт в «Железном рубеже» с чистой историей и открытым рейтинговым режимом.",
        en: "A levelled-up Iron Frontier prime account with a clean record and ranked mode unlocked.",
      },
      {
        ru: ["Наиграно более 1200 часов", "Звание «Полковник»", "В полном доступе — смена почты"],
        en: ["Over 1,200 hours played", "Colonel rank", "Full access includes an e-mail change"],
      },
    ),
    screenshots: 4,
  },
  {
    slug: "iron-frontier-fresh",
    gameSlug: "iron-frontier",
    name: {
      ru: "Железный рубеж — новый аккаунт с праймом",
      en: "Iron Frontier — fresh prime account",
    },
    isPublished: true,
    sort: 115,
    hue: 40,
    prices: [price(ACCOUNT, 590, 6.99)],
    headTitle: {
      ru: "Новый аккаунт игры «Железный рубеж» с праймом | Nocturn",
      en: "Fresh Iron Frontier prime account | Nocturn",
    },
    headDescription: {
      ru: "Чистый аккаунт для «Железного рубежа» с праймом — подходит для старта с нуля. Выдача сразу после оплаты.",
      en: "A clean Iron Frontier prime account to start from scratch. Delivered right after payment.",
    },
    description: description(
      {
        ru: "Свежий аккаунт в «Железном рубеже» с активированным праймом — без истории матчей и блокировок.",
        en: "A fresh Iron Frontier account with prime enabled — no match history and no bans.",
      },
      {
        ru: ["Менее 5 часов в игре", "Рейтинг не откалиброван", "Родная почта в комплекте"],
        en: ["Under 5 hours played", "Rank not yet calibrated", "Original e-mail included"],
      },
    ),
    screenshots: 2,
  },
  {
    slug: "ashfall-royale-season-pass",
    gameSlug: "ashfall-royale",
    name: {
      ru: "Пеплопад — аккаунт с боевым пропуском",
      en: "Ashfall Royale — account with battle pass",
    },
    isPublished: true,
    sort: 110,
    hue: 12,
    prices: [
      price(STANDARD, 1290, 15.99),
      price(FULL, 1990, 23.99),
    ],
    headTitle: {
      ru: "Аккаунт игры «Пеплопад» с боевым пропуском | Nocturn",
      en: "Ashfall Royale account with battle pass | Nocturn",
    },
    headDescription: {
      ru: "Аккаунт в «Пеплопаде» с купленным боевым пропуском и редкими скинами. Мгновенная выдача.",
      en: "Ashfall Royale account with the battle pass and rare skins. Instant delivery.",
    },
    description: description(
      {
        ru: "Аккаунт для «Пеплопада» с активным боевым пропуском текущего сезона и коллекцией скинов.",
        en: "An Ashfall Royale account with this season's battle pass and a collection of skins.",
      },
      {
        ru: ["Боевой пропуск 60-го уровня", "Более 40 скинов персонажей", "Около 350 часов в игре"],
        en: ["Battle pass at tier 60", "More than 40 character skins", "About 350 hours played"],
      },
    ),
    screenshots: 3,
  },
  {
    slug: "ashfall-royale-ranked-ready",
    gameSlug: "ashfall-royale",
    name: {
      ru: "Пеплопад — аккаунт для рейтинга",
      en: "Ashfall Royale — ranked-ready account",
    },
    isPublished: true,
    sort: 105,
    hue: 350,
    prices: [price(ACCOUNT, 790, 9.99, { rub: 590, usd: 6.99 })],
    headTitle: {
      ru: "Аккаунт игры «Пеплопад» с открытым рейтингом | Nocturn",
      en: "Ashfall Royale account with ranked unlocked | Nocturn",
    },
    headDescription: {
      ru: "Аккаунт в «Пеплопаде» с открытым рейтинговым режимом — сразу в ранговые матчи.",
      en: "Ashfall Royale account with ranked mode unlocked — jump straight into ranked.",
    },
    description: description(
      {
        ru: "Аккаунт в «Пеплопаде», прокачанный до уровня, на котором открывается рейтинговый режим.",
        en: "An Ashfall Royale account levelled up to the point where ranked mode unlocks.",
      },
      {
        ru: ["Уровень профиля 30", "Около 80 часов в игре", "Привязана родная почта"],
        en: ["Profile level 30", "About 80 hours played", "Original e-mail attached"],
      },
    ),
    screenshots: 2,
  },
  {
    slug: "dead-meridian-veteran",
    gameSlug: "dead-meridian",
    name: {
      ru: "Мёртвый меридиан — аккаунт ветерана, 2000 часов",
      en: "Dead Meridian — veteran account, 2,000 hours",
    },
    isPublished: true,
    sort: 100,
    hue: 95,
    prices: [
      price(STANDARD, 4990, 58.99),
      price(FULL, 6990, 82.99),
    ],
    headTitle: {
      ru: "Аккаунт ветерана игры «Мёртвый меридиан», 2000 часов | Nocturn",
      en: "Dead Meridian veteran account, 2,000 hours | Nocturn",
    },
    headDescription: {
      ru: "Аккаунт в «Мёртвом меридиане» с 2000 часами, прокачанными персонажами и редким снаряжением.",
      en: "Dead Meridian account with 2,000 hours, maxed characters and rare gear.",
    },
    description: description(
      {
        ru: "Аккаунт опытного игрока в «Мёртвом меридиане» с прокачанными персонажами и забитым тайником.",
        en: "An experienced player's Dead Meridian account with maxed characters and a full stash.",
      },
      {
        ru: ["Наиграно более 2000 часов", "Все торговцы на максимальном уровне", "Расширенный тайник"],
        en: ["Over 2,000 hours played", "All traders at max level", "Expanded stash"],
      },
    ),
    screenshots: 4,
  },
  {
    slug: "hollow-siege-starter",
    gameSlug: "hollow-siege",
    name: {
      ru: "Глухая осада — стартовый аккаунт",
      en: "Hollow Siege — starter account",
    },
    isPublished: true,
    sort: 95,
    hue: 200,
    prices: [price(ACCOUNT, 290, 3.99)],
    headTitle: {
      ru: "Стартовый аккаунт игры «Глухая осада» недорого | Nocturn",
      en: "Cheap Hollow Siege starter account | Nocturn",
    },
    headDescription: {
      ru: "Недорогой стартовый аккаунт для «Глухой осады» — отличный вариант для запасного профиля.",
      en: "An affordable Hollow Siege starter account — a great spare profile.",
    },
    description: description(
      {
        ru: "Стартовый аккаунт для «Глухой осады» с базовым набором оперативников — идеален как запасной.",
        en: "A Hollow Siege starter account with the basic operator set — ideal as a spare.",
      },
      {
        ru: ["Уровень профиля 10", "Открыто 8 оперативников", "Около 20 часов в игре"],
        en: ["Profile level 10", "8 operators unlocked", "About 20 hours played"],
      },
    ),
    screenshots: 2,
  },
  {
    slug: "hollow-siege-diamond",
    gameSlug: "hollow-siege",
    name: {
      ru: "Глухая осада — аккаунт с рангом «Алмаз»",
      en: "Hollow Siege — Diamond rank account",
    },
    isPublished: true,
    sort: 90,
    hue: 185,
    prices: [
      price(STANDARD, 3990, 46.99, { rub: 3490, usd: 41.99 }),
      price(FULL, 5490, 64.99),
    ],
    headTitle: {
      ru: "Аккаунт игры «Глухая осада» с рангом «Алмаз» | Nocturn",
      en: "Hollow Siege Diamond rank account | Nocturn",
    },
    headDescription: {
      ru: "Аккаунт в «Глухой осаде» с рангом «Алмаз» и всеми оперативниками. Выдача сразу после оплаты.",
      en: "Hollow Siege account at Diamond rank with every operator. Delivered right after payment.",
    },
    description: description(
      {
        ru: "Высокоранговый аккаунт в «Глухой осаде» с открытыми оперативниками и редкими обликами.",
        en: "A high-ranked Hollow Siege account with all operators and rare skins unlocked.",
      },
      {
        ru: ["Ранг «Алмаз» в текущем сезоне", "Открыты все оперативники", "Около 900 часов в игре"],
        en: ["Diamond rank this season", "All operators unlocked", "About 900 hours played"],
      },
    ),
    screenshots: 3,
  },
  {
    slug: "crimson-vanguard-elite",
    gameSlug: "crimson-vanguard",
    name: {
      ru: "Багровый авангард — элитный аккаунт",
      en: "Crimson Vanguard — elite account",
    },
    isPublished: true,
    sort: 85,
    hue: 0,
    prices: [
      price(STANDARD, 7990, 94.99),
      price(FULL, 9990, 117.99, { rub: 8990, usd: 105.99 }),
    ],
    headTitle: {
      ru: "Элитный аккаунт игры «Багровый авангард» | Nocturn",
      en: "Crimson Vanguard elite account | Nocturn",
    },
    headDescription: {
      ru: "Элитный аккаунт в «Багровом авангарде» с топовой техникой и премиум-статусом.",
      en: "Crimson Vanguard elite account with top-tier vehicles and premium status.",
    },
    description: description(
      {
        ru: "Аккаунт в «Багровом авангарде» с полностью открытыми ветками техники и запасом внутриигровой валюты.",
        en: "A Crimson Vanguard account with fully unlocked vehicle trees and a stock of in-game currency.",
      },
      {
        ru: ["12 машин высшего уровня", "Премиум-статус на 90 дней", "Более 1500 часов в игре"],
        en: ["12 top-tier vehicles", "90 days of premium status", "Over 1,500 hours played"],
      },
    ),
    screenshots: 4,
  },
  {
    slug: "storm-squad-pro",
    gameSlug: "storm-squad",
    name: {
      ru: "Штормовой отряд — аккаунт с рейтингом 3000+",
      en: "Storm Squad — 3,000+ rating account",
    },
    isPublished: true,
    sort: 80,
    hue: 260,
    prices: [price(ACCOUNT, 1490, 17.99)],
    headTitle: {
      ru: "Аккаунт игры «Штормовой отряд» с рейтингом 3000+ | Nocturn",
      en: "Storm Squad account with 3,000+ rating | Nocturn",
    },
    headDescription: {
      ru: "Аккаунт в «Штормовом отряде» с высоким рейтингом — играйте сразу с сильными соперниками.",
      en: "High-rated Storm Squad account — play against strong opponents right away.",
    },
    description: description(
      {
        ru: "Аккаунт для «Штормового отряда» с высоким рейтингом и открытыми соревновательными режимами.",
        en: "A Storm Squad account with a high rating and competitive modes unlocked.",
      },
      {
        ru: ["Рейтинг выше 3000", "Около 600 часов в игре", "Родная почта в комплекте"],
        en: ["Rating above 3,000", "About 600 hours played", "Original e-mail included"],
      },
    ),
    screenshots: 3,
  },
  {
    slug: "black-tundra-survivor",
    gameSlug: "black-tundra",
    name: {
      ru: "Чёрная тундра — аккаунт выжившего",
      en: "Black Tundra — survivor account",
    },
    isPublished: true,
    sort: 75,
    hue: 220,
    prices: [
      price(STANDARD, null, null),
      price(FULL, null, null),
    ],
    headTitle: {
      ru: "Аккаунт игры «Чёрная тундра» с прокачанной базой | Nocturn",
      en: "Black Tundra account with an upgraded base | Nocturn",
    },
    headDescription: {
      ru: "Аккаунт в «Чёрной тундре» с прокачанной базой и ресурсами. Временно нет в наличии.",
      en: "Black Tundra account with an upgraded base and resources. Temporarily out of stock.",
    },
    description: description(
      {
        ru: "Аккаунт для «Чёрной тундры» с отстроенной базой и запасом ресурсов на долгую зиму.",
        en: "A Black Tundra account with a built-up base and enough supplies for a long winter.",
      },
      {
        ru: ["База 5-го уровня", "Около 450 часов в игре", "Все карты открыты"],
        en: ["Level 5 base", "About 450 hours played", "All maps unlocked"],
      },
    ),
    screenshots: 2,
  },
  {
    slug: "neon-havoc-collector",
    gameSlug: "neon-havoc",
    name: {
      ru: "Неоновый хаос — коллекционный аккаунт",
      en: "Neon Havoc — collector account",
    },
    isPublished: false,
    sort: 70,
    hue: 300,
    prices: [
      price(STANDARD, 2990, 35.99),
      price(FULL, 4490, 52.99, { rub: 3990, usd: 46.99 }),
    ],
    headTitle: {
      ru: "Коллекционный аккаунт игры «Неоновый хаос» | Nocturn",
      en: "Neon Havoc collector account | Nocturn",
    },
    headDescription: {
      ru: "Аккаунт в «Неоновом хаосе» с редкими скинами из закрытых событий.",
      en: "Neon Havoc account with rare skins from past limited events.",
    },
    description: description(
      {
        ru: "Аккаунт для «Неонового хаоса» с редкими предметами из ограниченных событий, которые больше не выдаются.",
        en: "A Neon Havoc account with rare items from limited events that are no longer available.",
      },
      {
        ru: ["Более 70 скинов оружия", "6 эксклюзивных обликов с событий", "Около 700 часов в игре"],
        en: ["Over 70 weapon skins", "6 exclusive event outfits", "About 700 hours played"],
      },
    ),
    screenshots: 4,
  },
  {
    slug: "neon-havoc-smurf",
    gameSlug: "neon-havoc",
    name: {
      ru: "Неоновый хаос — твинк-аккаунт",
      en: "Neon Havoc — smurf account",
    },
    isPublished: false,
    sort: 65,
    hue: 160,
    prices: [price(ACCOUNT, 490, 5.99)],
    headTitle: {
      ru: "Твинк-аккаунт игры «Неоновый хаос» | Nocturn",
      en: "Neon Havoc smurf account | Nocturn",
    },
    headDescription: {
      ru: "Недорогой твинк-аккаунт в «Неоновом хаосе» для игры с друзьями и экспериментов.",
      en: "An affordable Neon Havoc smurf account for playing with friends and trying things out.",
    },
    description: description(
      {
        ru: "Твинк-аккаунт в «Неоновом хаосе» с открытыми онлайн-режимами — удобно держать как запасной.",
        en: "A Neon Havoc smurf account with online modes unlocked — handy to keep as a spare.",
      },
      {
        ru: ["Уровень профиля 15", "Около 40 часов в игре", "Родная почта в комплекте"],
        en: ["Profile level 15", "About 40 hours played", "Original e-mail included"],
      },
    ),
    screenshots: 2,
  },
];
