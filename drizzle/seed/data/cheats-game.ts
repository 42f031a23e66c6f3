import type { CheatStatus, L10n, Lang, SeedCheat, SeedFeature, SeedPrice } from "../types";

/**
 * Demo game cheats. Every product name here is invented for the demo catalogue; the games are
 * the fictional titles from games.ts. Texts are built from a few per-kind templates.
 */

type Kind = "esp" | "lite" | "full" | "private" | "spoofer" | "rage" | "mobile" | "mlite";
/** RUB prices for 1 / 7 / 30 days. */
type Tier = [number, number, number];

/** Game names, as in games.ts. */
const gameNames: Record<string, L10n> = {
  "iron-frontier": { ru: "Железный рубеж", en: "Iron Frontier" },
  "ashfall-royale": { ru: "Пеплопад", en: "Ashfall Royale" },
  "dead-meridian": { ru: "Мёртвый меридиан", en: "Dead Meridian" },
  "hollow-siege": { ru: "Глухая осада", en: "Hollow Siege" },
  "wasteland-drifters": { ru: "Скитальцы пустошей", en: "Wasteland Drifters" },
  "crimson-vanguard": { ru: "Багровый авангард", en: "Crimson Vanguard" },
  "storm-squad": { ru: "Штормовой отряд", en: "Storm Squad" },
  "static-horizon": { ru: "Застывший горизонт", en: "Static Horizon" },
  "black-tundra": { ru: "Чёрная тундра", en: "Black Tundra" },
  "ninth-bastion": { ru: "Девятый бастион", en: "Ninth Bastion" },
  "zero-perimeter": { ru: "Нулевой периметр", en: "Zero Perimeter" },
  "shardfall-arena": { ru: "Арена Осколков", en: "Shardfall Arena" },
  "steel-requiem": { ru: "Стальной реквием", en: "Steel Requiem" },
  "battle-isles": { ru: "Боевые острова", en: "Battle Isles" },
  "sulfur-coast": { ru: "Серный берег", en: "Sulfur Coast" },
  "neon-havoc": { ru: "Неоновый хаос", en: "Neon Havoc" },
  "last-signal": { ru: "Последний сигнал", en: "Last Signal" },
  "warden-protocol": { ru: "Протокол «Страж»", en: "Warden Protocol" },
  skybreak: { ru: "Скайбрейк", en: "Skybreak" },
  frostline: { ru: "Линия холода", en: "Frostline" },
  "obsidian-rift": { ru: "Обсидиановый разлом", en: "Obsidian Rift" },
  "ghost-marksman": { ru: "Призрачный снайпер", en: "Ghost Marksman" },
  "dust-runners": { ru: "Бегущие в пыли", en: "Dust Runners" },
  "vanta-squad": { ru: "Отряд «Ванта»", en: "Vanta Squad" },
  "runeborn-arena": { ru: "Арена рунорождённых", en: "Runeborn Arena" },
  "pale-harbor": { ru: "Бледная гавань", en: "Pale Harbor" },
  "redline-tactics": { ru: "Красная линия", en: "Redline Tactics" },
  "echo-sector": { ru: "Сектор «Эхо»", en: "Echo Sector" },
  "desert-outlaws": { ru: "Пустынные бандиты", en: "Desert Outlaws" },
  hexfront: { ru: "Гексфронт", en: "Hexfront" },
};

const gameName = (slug: string): L10n => {
  const name = gameNames[slug];
  if (!name) throw new Error(`Unknown game slug in cheats-game.ts: ${slug}`);
  return name;
};

// ---------------------------------------------------------------- prices

const periods: { title: L10n; periodDays: number }[] = [
  { title: { ru: "1 день", en: "1 day" }, periodDays: 1 },
  { title: { ru: "7 дней", en: "7 days" }, periodDays: 7 },
  { title: { ru: "30 дней", en: "30 days" }, periodDays: 30 },
];

/** Dollar price for a ruble price: about RUB/85, ending in .99. */
const toUsd = (rub: number): number => Number((Math.floor(rub / 85) + 0.99).toFixed(2));

/** About 15% off, rounded down to a price ending in 90; null when it would fall below 190. */
const discounted = (rub: number): number | null => {
  const value = Math.floor((rub * 0.85) / 100) * 100 - 10;
  return value >= 190 && value < rub ? value : null;
};

const buildPrices = (tier: Tier, sale: boolean, outOfStock: boolean): SeedPrice[] =>
  periods.map((period, i): SeedPrice => {
    if (outOfStock) return { ...period, rub: null, usd: null };
    const rub = tier[i];
    const usd = toUsd(rub);
    const rubDiscount = sale ? discounted(rub) : null;
    if (rubDiscount === null) return { ...period, rub, usd };
    const usdDiscount = Math.min(toUsd(rubDiscount), Number((usd - 1).toFixed(2)));
    return { ...period, rub, rubDiscount, usd, usdDiscount };
  });

const tiers: Record<Kind, Tier> = {
  esp: [290, 1190, 2990],
  lite: [190, 790, 1990],
  full: [490, 1990, 4490],
  private: [790, 2990, 5990],
  spoofer: [390, 1490, 3490],
  rage: [390, 1690, 3990],
  mobile: [190, 690, 1790],
  mlite: [190, 490, 1290],
};

// ---------------------------------------------------------------- features

const F = {
  aim: { name: { ru: "Аимбот", en: "Aimbot" } },
  esp: { name: { ru: "ESP", en: "ESP" } },
  radar: { name: { ru: "Радар", en: "Radar" } },
  recoil: { name: { ru: "Без отдачи", en: "No recoil" } },
  spoofer: { name: { ru: "Спуфер", en: "Spoofer" } },
  stream: { name: { ru: "Защита от записи", en: "Stream-proof" } },
  trigger: { name: { ru: "Триггербот", en: "Triggerbot" } },
  loot: { name: { ru: "Лут-ESP", en: "Loot ESP" } },
  cleaner: { name: { ru: "Очистка следов", en: "Trace cleaner" } },
} satisfies Record<string, SeedFeature>;

const features: Record<Kind, SeedFeature[]> = {
  esp: [F.esp, F.loot, F.radar, F.stream],
  lite: [F.aim, F.esp, F.recoil],
  full: [F.aim, F.esp, F.trigger, F.radar, F.recoil],
  private: [F.aim, F.esp, F.spoofer, F.stream],
  spoofer: [F.spoofer, F.cleaner],
  rage: [F.aim, F.trigger, F.recoil, F.esp],
  mobile: [F.aim, F.esp, F.radar],
  mlite: [F.esp, F.radar],
};

// ---------------------------------------------------------------- requirements

type Requirement = { name: L10n; value: L10n };
const same = (value: string): L10n => ({ ru: value, en: value });

const R = {
  os: { name: { ru: "ОС", en: "OS" }, value: same("Windows 10/11 (x64)") },
  cpu: { name: { ru: "Процессор", en: "CPU" }, value: same("Intel / AMD") },
  secureBoot: { name: same("Secure Boot"), value: { ru: "Выключить", en: "Off" } },
  antivirus: {
    name: { ru: "Антивирус", en: "Antivirus" },
    value: { ru: "Отключить на время запуска", en: "Disable while launching" },
  },
  android: { name: { ru: "Платформа", en: "Platform" }, value: same("Android 9+") },
  root: { name: { ru: "Root-доступ", en: "Root access" }, value: { ru: "Не нужен", en: "Not required" } },
  arch: { name: { ru: "Архитектура", en: "Architecture" }, value: same("ARM64") },
} satisfies Record<string, Requirement>;

const pcLight: Requirement[] = [R.os, R.cpu, R.antivirus];
const pcFull: Requirement[] = [R.os, R.cpu, R.secureBoot, R.antivirus];
const mobileReq: Requirement[] = [R.android, R.root, R.arch];

const requirements: Record<Kind, Requirement[]> = {
  esp: pcLight,
  lite: pcLight,
  full: pcFull,
  private: pcFull,
  spoofer: pcFull,
  rage: pcFull,
  mobile: mobileReq,
  mlite: mobileReq,
};

// ---------------------------------------------------------------- functions HTML

type Group = [heading: L10n, items: [ru: string, en: string][]];

const functionsHtml = (...groups: Group[]): L10n => {
  const render = (lang: Lang): string =>
    groups
      .map(([heading, items]) => {
        const list = items.map(([ru, en]) => `<li>${lang === "ru" ? ru : en}</li>`).join("");
        return `<h3>${heading[lang]}</h3><ul>${list}</ul>`;
      })
      .join("");
  return { ru: render("ru"), en: render("en") };
};

const H = {
  aim: { ru: "Аим", en: "Aim" },
  visuals: { ru: "Визуалы", en: "Visuals" },
  loot: { ru: "Лут", en: "Loot" },
  protection: { ru: "Защита", en: "Protection" },
  spoofing: { ru: "Подмена", en: "Spoofing" },
  cleanup: { ru: "Очистка", en: "Cleanup" },
  radar: { ru: "Радар", en: "Radar" },
} satisfies Record<string, L10n>;

const functions: Record<Kind, L10n> = {
  esp: functionsHtml(
    [H.visuals, [["Боксы", "Boxes"], ["Имена и дистанция", "Names and distance"], ["Полоска здоровья", "Health bar"]]],
    [H.loot, [["Фильтр по редкости", "Rarity filter"], ["Ящики и тайники", "Crates and stashes"]]],
  ),
  lite: functionsHtml(
    [H.aim, [["Плавное наведение", "Smooth aim"], ["Настройка FOV", "Adjustable FOV"]]],
    [H.visuals, [["Боксы", "Boxes"], ["Дистанция", "Distance"]]],
  ),
  full: functionsHtml(
    [
      H.aim,
      [
        ["Плавное наведение", "Smooth aim"],
        ["Выбор кости", "Bone selection"],
        ["Триггербот", "Triggerbot"],
        ["Компенсация отдачи", "Recoil control"],
      ],
    ],
    [H.visuals, [["Боксы и скелеты", "Boxes and skeletons"], ["Радар", "Radar"], ["Лут-ESP", "Loot ESP"]]],
  ),
  private: functionsHtml(
    [
      H.aim,
      [
        ["Упреждение по дальним целям", "Prediction for long-range targets"],
        ["Выбор кости", "Bone selection"],
        ["Гуманизация движений", "Humanized movement"],
      ],
    ],
    [
      H.protection,
      [
        ["Встроенный спуфер", "Built-in spoofer"],
        ["Защита от записи", "Stream-proof overlay"],
        ["Индивидуальная сборка", "Per-user build"],
      ],
    ],
  ),
  spoofer: functionsHtml(
    [
      H.spoofing,
      [
        ["Диски и материнская плата", "Disks and motherboard"],
        ["MAC-адреса сетевых карт", "Network MAC addresses"],
        ["Видеокарта и мониторы", "GPU and monitors"],
      ],
    ],
    [H.cleanup, [["Удаление следов игры", "Game trace removal"], ["Временный режим до перезагрузки", "Temporary mode until reboot"]]],
  ),
  rage: functionsHtml(
    [H.aim, [["Мгновенный захват цели", "Instant target lock"], ["Автовыстрел", "Auto-fire"], ["Без отдачи и разброса", "No recoil or spread"]]],
    [H.visuals, [["Скелеты", "Skeletons"], ["Радар", "Radar"]]],
  ),
  mobile: functionsHtml(
    [H.aim, [["Автонаведение", "Auto-aim"], ["Настройка зоны захвата", "Adjustable lock zone"]]],
    [H.visuals, [["Линии до врагов", "Enemy lines"], ["Дистанция", "Distance"], ["Мини-радар", "Mini radar"]]],
  ),
  mlite: functionsHtml(
    [H.visuals, [["Боксы", "Boxes"], ["Линии до врагов", "Enemy lines"]]],
    [H.radar, [["Мини-радар", "Mini radar"], ["Метки шагов", "Footstep markers"]]],
  ),
};

// ---------------------------------------------------------------- texts

type TextFn = (name: string, game: L10n) => L10n;

const texts: Record<Kind, TextFn> = {
  esp: (n, g) => ({
    ru: `<p><strong>${n}</strong> — лёгкий внешний ESP для игры «${g.ru}»: видно игроков, лут и дистанцию, а в процесс игры ничего не внедряется. Хороший выбор для осторожной игры.</p>`,
    en: `<p><strong>${n}</strong> is a lightweight external ESP for ${g.en}: you see players, loot and distance, and nothing is injected into the game. A good pick if you like to play it safe.</p>`,
  }),
  lite: (n, g) => ({
    ru: `<p><strong>${n}</strong> — базовая сборка для игры «${g.ru}» с мягким аимботом и простыми визуалами. Настраивать почти нечего: запустили лоадер — и можно играть.</p>`,
    en: `<p><strong>${n}</strong> is an entry-level build for ${g.en} with a soft aimbot and simple visuals. There is hardly anything to set up: start the loader and play.</p>`,
  }),
  full: (n, g) => ({
    ru: `<p><strong>${n}</strong> — полный набор для игры «${g.ru}»: аимбот с выбором кости, триггербот, радар и контроль отдачи. Всё настраивается в меню прямо в игре.</p>`,
    en: `<p><strong>${n}</strong> is the full package for ${g.en}: a bone-select aimbot, triggerbot, radar and recoil control, all tuned from an in-game menu.</p>`,
  }),
  private: (n, g) => ({
    ru: `<p><strong>${n}</strong> — приватная сборка для игры «${g.ru}» с ограниченным числом слотов. Встроенный спуфер и защита от записи позволяют спокойно играть и вести стримы.</p>`,
    en: `<p><strong>${n}</strong> is a private build for ${g.en} with a limited number of slots. The built-in spoofer and stream-proof overlay let you play and stream with peace of mind.</p>`,
  }),
  spoofer: (n, g) => ({
    ru: `<p><strong>${n}</strong> — HWID-спуфер для игры «${g.ru}»: подменяет идентификаторы железа и помогает вернуться в игру после <strong>аппаратной блокировки</strong>.</p>`,
    en: `<p><strong>${n}</strong> is an HWID spoofer for ${g.en}: it masks your hardware IDs and helps you get back in after a <strong>hardware ban</strong>.</p>`,
  }),
  rage: (n, g) => ({
    ru: `<p><strong>${n}</strong> — агрессивная сборка для игры «${g.ru}»: мгновенный захват цели, автовыстрел и стрельба без отдачи. Для тех, кто играет на результат и готов рисковать.</p>`,
    en: `<p><strong>${n}</strong> is an aggressive build for ${g.en}: instant target lock, auto-fire and zero recoil. Made for players who chase results and accept the risk.</p>`,
  }),
  mobile: (n, g) => ({
    ru: `<p><strong>${n}</strong> — чит для мобильной игры «${g.ru}» на Android. Root не нужен, а плавающее меню не мешает управлению.</p>`,
    en: `<p><strong>${n}</strong> is a cheat for the mobile game ${g.en} on Android. No root needed, and the floating menu stays out of your way.</p>`,
  }),
  mlite: (n, g) => ({
    ru: `<p><strong>${n}</strong> — облегчённый ESP для мобильной игры «${g.ru}»: боксы, линии до врагов и мини-радар. Root не нужен, а FPS почти не проседает даже на слабых телефонах.</p>`,
    en: `<p><strong>${n}</strong> is a lightweight ESP for the mobile game ${g.en}: boxes, enemy lines and a mini radar. No root needed, and FPS barely drops even on budget phones.</p>`,
  }),
};

const descriptions: Record<Kind, TextFn> = {
  esp: (n, g) => ({
    ru: `Купить ${n} для игры «${g.ru}»: внешний ESP с лут-ESP и радаром, ключ приходит сразу после оплаты.`,
    en: `Buy ${n} for ${g.en}: an external ESP with loot ESP and radar, key delivered right after payment.`,
  }),
  lite: (n, g) => ({
    ru: `${n} для игры «${g.ru}» — недорогой чит с мягким аимботом и ESP, запуск за пару минут.`,
    en: `${n} for ${g.en} is an affordable cheat with a soft aimbot and ESP that runs in minutes.`,
  }),
  full: (n, g) => ({
    ru: `${n} для игры «${g.ru}»: аимбот, триггербот, радар и контроль отдачи в одном чите.`,
    en: `${n} for ${g.en}: aimbot, triggerbot, radar and recoil control in one cheat.`,
  }),
  private: (n, g) => ({
    ru: `Приватный чит ${n} для игры «${g.ru}» со спуфером и защитой от записи, число слотов ограничено.`,
    en: `${n} is a private ${g.en} cheat with a built-in spoofer and stream-proof mode, limited slots.`,
  }),
  spoofer: (n, g) => ({
    ru: `HWID-спуфер ${n} для игры «${g.ru}»: подмена серийных номеров железа и очистка следов после бана.`,
    en: `${n} is an HWID spoofer for ${g.en} that masks hardware serials and cleans traces after a ban.`,
  }),
  rage: (n, g) => ({
    ru: `${n} для игры «${g.ru}» — рейдж-чит с мгновенным захватом цели, автовыстрелом и без отдачи.`,
    en: `${n} for ${g.en} is a rage cheat with instant target lock, auto-fire and no recoil.`,
  }),
  mobile: (n, g) => ({
    ru: `${n} для игры «${g.ru}» на Android: аимбот, ESP и радар без root-доступа.`,
    en: `${n} for ${g.en} on Android: aimbot, ESP and radar with no root required.`,
  }),
  mlite: (n, g) => ({
    ru: `${n} для игры «${g.ru}» на Android — лёгкий ESP с мини-радаром, root не нужен.`,
    en: `${n} for ${g.en} on Android is a lightweight ESP with a mini radar, no root needed.`,
  }),
};

// ---------------------------------------------------------------- builder

interface Options {
  /** Discounted prices. */
  sale?: boolean;
  /** Out of stock: no prices. */
  oos?: boolean;
  /** Not published. */
  hidden?: boolean;
  /** Own RUB prices instead of the kind's tier. */
  tier?: Tier;
  /** Screenshot count (2–4); derived from sort when absent. */
  shots?: number;
}

const cheat = (
  gameSlug: string,
  slug: string,
  name: string,
  kind: Kind,
  status: CheatStatus,
  sort: number,
  opts: Options = {},
): SeedCheat => {
  const game = gameName(gameSlug);
  const what = kind === "spoofer" ? { ru: "HWID-спуфер", en: "HWID spoofer" } : { ru: "чит", en: "the cheat" };
  return {
    slug,
    gameSlug,
    name,
    category: "CHEAT",
    status,
    isPublished: !opts.hidden,
    sort,
    ...(kind === "spoofer" ? { isSpoofer: true } : {}),
    features: features[kind],
    prices: buildPrices(opts.tier ?? tiers[kind], opts.sale ?? false, opts.oos ?? false),
    requirements: requirements[kind],
    pageTitle: {
      ru: `${name} для игры «${game.ru}» — купить ${what.ru} | Nocturn`,
      en: `${name} for ${game.en} — buy ${what.en} | Nocturn`,
    },
    pageDescription: descriptions[kind](name, game),
    text: texts[kind](name, game),
    functions: functions[kind],
    screenshots: opts.shots ?? 2 + (sort % 3),
  };
};

// ---------------------------------------------------------------- catalogue

export const gameCheats: SeedCheat[] = [
  // iron-frontier
  cheat("iron-frontier", "phantom-esp", "Phantom ESP", "esp", 0, 200, { sale: true }),
  cheat("iron-frontier", "specter-full", "Specter Full", "full", 1, 190),
  cheat("iron-frontier", "nullprint-spoofer", "Nullprint Spoofer", "spoofer", 0, 150),
  // ashfall-royale
  cheat("ashfall-royale", "vortex-lite", "Vortex Lite", "lite", 1, 180, { sale: true, tier: [290, 890, 2190] }),
  cheat("ashfall-royale", "nightfall-private", "Nightfall Private", "private", 0, 195),
  cheat("ashfall-royale", "mirage-spoofer", "Mirage Spoofer", "spoofer", 2, 120, { tier: [290, 1290, 2990] }),
  // dead-meridian
  cheat("dead-meridian", "umbra-esp", "Umbra ESP", "esp", 0, 170, { sale: true, tier: [390, 1490, 3490] }),
  cheat("dead-meridian", "corvid-full", "Corvid Full", "full", 3, 160, { oos: true }),
  cheat("dead-meridian", "talon-rage", "Talon Rage", "rage", 4, 80),
  // hollow-siege
  cheat("hollow-siege", "kestrel-lite", "Kestrel Lite", "lite", 1, 150),
  cheat("hollow-siege", "wraith-full", "Wraith Full", "full", 0, 165, { sale: true }),
  // wasteland-drifters
  cheat("wasteland-drifters", "drift-esp", "Drift ESP", "esp", 1, 140, { oos: true }),
  cheat("wasteland-drifters", "basalt-full", "Basalt Full", "full", 2, 130, { tier: [590, 2290, 4990] }),
  // crimson-vanguard
  cheat("crimson-vanguard", "halcyon-esp", "Halcyon ESP", "esp", 0, 145),
  cheat("crimson-vanguard", "sable-private", "Sable Private", "private", 1, 155, { sale: true }),
  cheat("crimson-vanguard", "ferrite-rage", "Ferrite Rage", "rage", 2, 90),
  // storm-squad (mobile)
  cheat("storm-squad", "nyx-mobile", "Nyx Mobile", "mobile", 0, 140, { sale: true, tier: [290, 890, 1990] }),
  cheat("storm-squad", "glint-radar", "Glint Radar", "mlite", 1, 110),
  // static-horizon
  cheat("static-horizon", "lumen-esp", "Lumen ESP", "esp", 3, 100),
  cheat("static-horizon", "rime-full", "Rime Full", "full", 1, 135, { sale: true }),
  // black-tundra
  cheat("black-tundra", "ember-lite", "Ember Lite", "lite", 0, 125),
  cheat("black-tundra", "harrow-private", "Harrow Private", "private", 1, 150, { tier: [890, 3290, 5990] }),
  cheat("black-tundra", "ironveil-spoofer", "Ironveil Spoofer", "spoofer", 1, 115, { sale: true }),
  // ninth-bastion
  cheat("ninth-bastion", "vesper-lite", "Vesper Lite", "lite", 2, 95, { hidden: true }),
  cheat("ninth-bastion", "quarry-full", "Quarry Full", "full", 0, 130, { sale: true }),
  // zero-perimeter
  cheat("zero-perimeter", "gloam-esp", "Gloam ESP", "esp", 1, 110),
  cheat("zero-perimeter", "marrow-full", "Marrow Full", "full", 4, 60),
  // shardfall-arena
  cheat("shardfall-arena", "cipher-lite", "Cipher Lite", "lite", 0, 120, { sale: true, tier: [290, 990, 2490] }),
  cheat("shardfall-arena", "halberd-full", "Halberd Full", "full", 3, 90),
  // steel-requiem
  cheat("steel-requiem", "lynx-esp", "Lynx ESP", "esp", 1, 105),
  cheat("steel-requiem", "jetstone-private", "Jetstone Private", "private", 2, 100, { oos: true }),
  // battle-isles (mobile)
  cheat("battle-isles", "wisp-mobile", "Wisp Mobile", "mobile", 1, 115),
  cheat("battle-isles", "tern-radar", "Tern Radar", "mlite", 3, 70, { sale: true, tier: [290, 690, 1490] }),
  // sulfur-coast
  cheat("sulfur-coast", "solace-lite", "Solace Lite", "lite", 1, 100),
  cheat("sulfur-coast", "brimstone-full", "Brimstone Full", "full", 0, 125, { sale: true, tier: [590, 2190, 4790] }),
  // neon-havoc
  cheat("neon-havoc", "prism-esp", "Prism ESP", "esp", 0, 115, { sale: true }),
  cheat("neon-havoc", "voltline-rage", "Voltline Rage", "rage", 2, 85),
  // last-signal
  cheat("last-signal", "relay-lite", "Relay Lite", "lite", 3, 80),
  cheat("last-signal", "beacon-full", "Beacon Full", "full", 1, 110),
  // warden-protocol
  cheat("warden-protocol", "sentinel-esp", "Sentinel ESP", "esp", 1, 100),
  cheat("warden-protocol", "bulwark-private", "Bulwark Private", "private", 0, 120, { sale: true }),
  // skybreak
  cheat("skybreak", "cirrus-lite", "Cirrus Lite", "lite", 4, 50, { hidden: true }),
  cheat("skybreak", "zenith-full", "Zenith Full", "full", 2, 95, { sale: true }),
  // frostline
  cheat("frostline", "hoarfrost-esp", "Hoarfrost ESP", "esp", 3, 85),
  cheat("frostline", "glacier-full", "Glacier Full", "full", 1, 105),
  // one cheat per game
  cheat("obsidian-rift", "obelisk-full", "Obelisk Full", "full", 1, 90, { sale: true }),
  cheat("ghost-marksman", "hollowpoint-mobile", "Hollowpoint Mobile", "mobile", 0, 95),
  cheat("dust-runners", "sandglass-esp", "Sandglass ESP", "esp", 2, 70, { oos: true }),
  cheat("vanta-squad", "blackout-lite", "Blackout Lite", "lite", 1, 85, { sale: true, tier: [290, 890, 2290] }),
  cheat("runeborn-arena", "sigil-mobile", "Sigil Mobile", "mobile", 3, 60),
  cheat("pale-harbor", "lantern-esp", "Lantern ESP", "esp", 0, 80),
  cheat("redline-tactics", "tachyon-full", "Tachyon Full", "full", 4, 40, { hidden: true }),
  cheat("echo-sector", "resonance-private", "Resonance Private", "private", 2, 75, { sale: true }),
  cheat("desert-outlaws", "coyote-mobile", "Coyote Mobile", "mobile", 1, 70),
  cheat("hexfront", "lattice-lite", "Lattice Lite", "lite", 4, 45, { hidden: true }),
];
