import type { CheatStatus, L10n, SeedCheat, SeedFeature, SeedPrice } from "../types";

/** DMA catalogue: game cheats that read memory from a second PC, the boards they need, and firmware. */

const l = (ru: string, en: string): L10n => ({ ru, en });

/** Dollar price for a ruble amount: ≈ RUB/85, ending in .99. */
const usd = (rub: number): number => (Math.max(1, Math.round(rub / 85)) * 100 - 1) / 100;

/** A discounted ruble amount, rounded to tens. */
const cut = (rub: number, pct: number): number => Math.round((rub * (100 - pct)) / 1000) * 10;

function price(title: L10n, periodDays: number, rub: number | null, pct = 0): SeedPrice {
  if (rub === null) return { title, periodDays, rub: null, usd: null };
  const p: SeedPrice = { title, periodDays, rub, usd: usd(rub) };
  if (pct > 0) {
    const rubDiscount = cut(rub, pct);
    return { ...p, rubDiscount, usdDiscount: usd(rubDiscount) };
  }
  return p;
}

/** 7 / 30 / 90-day options; `null` amounts mean out of stock. */
function periods(rub: [number, number, number] | null, pct = 0): SeedPrice[] {
  const titles: [L10n, number][] = [
    [l("7 дней", "7 days"), 7],
    [l("30 дней", "30 days"), 30],
    [l("90 дней", "90 days"), 90],
  ];
  return titles.map(([t, d], i) => price(t, d, rub ? rub[i] : null, pct));
}

const device = (rub: number | null, pct = 0): SeedPrice[] => [price(l("Устройство", "Device"), 0, rub, pct)];
const firmware = (rub: number | null): SeedPrice[] => [price(l("Прошивка", "Firmware"), 0, rub)];
const licence = (rub: number | null): SeedPrice[] => [price(l("Лицензия 30 дней", "30-day licence"), 30, rub)];

const p = (ru: string, en: string): L10n => l(`<p>${ru}</p>`, `<p>${en}</p>`);

function list(ru: [string, string[]], en: [string, string[]]): L10n {
  const html = ([h, items]: [string, string[]]): string =>
    `<h3>${h}</h3><ul>${items.map((i: string) => `<li>${i}</li>`).join("")}</ul>`;
  return l(html(ru), html(en));
}

const seo = (ru: string, en: string): L10n => l(`${ru} | Nocturn`, `${en} | Nocturn`);

const comp = (ru: string, en: string): SeedFeature => ({ name: l(ru, en), isComponent: true });
const feat = (ru: string, en: string): SeedFeature => ({ name: l(ru, en) });

const DMA_CARD = comp("Плата DMA", "DMA card");
const RADAR = feat("Радар", "Radar");
const ESP = feat("ESP", "ESP");
const AIM = feat("Аимбот", "Aimbot");
const FUSER = comp("Фьюзер", "Fuser");

const row = (name: L10n, value: L10n): { name: L10n; value: L10n } => ({ name, value });
const OS = row(l("ОС", "OS"), l("Windows 10/11 (x64)", "Windows 10/11 (x64)"));
const SECOND_PC = row(l("Второй ПК", "Second PC"), l("Обязателен", "Required"));
const BOARD = row(l("Плата", "Board"), l("Sentinel 75T / Vanta 35T", "Sentinel 75T / Vanta 35T"));
const SLOT = row(l("Слот", "Slot"), l("PCIe x1 и выше", "PCIe x1 or wider"));

const games: Record<string, L10n> = {
  "iron-frontier": l("Железный рубеж", "Iron Frontier"),
  "ashfall-royale": l("Пеплопад", "Ashfall Royale"),
  "dead-meridian": l("Мёртвый меридиан", "Dead Meridian"),
  "hollow-siege": l("Глухая осада", "Hollow Siege"),
  "crimson-vanguard": l("Багровый авангард", "Crimson Vanguard"),
  "black-tundra": l("Чёрная тундра", "Black Tundra"),
};

interface DmaCheatInput {
  slug: string;
  gameSlug: string;
  name: string;
  status: CheatStatus;
  sort: number;
  isPublished?: boolean;
  features: SeedFeature[];
  prices: SeedPrice[];
  text: L10n;
  functions: L10n;
  screenshots: number;
}

function dmaCheat(c: DmaCheatInput): SeedCheat {
  const g = games[c.gameSlug];
  return {
    ...c,
    category: "DMA_CHEATS",
    isPublished: c.isPublished ?? true,
    requirements: [SECOND_PC, BOARD, OS],
    pageTitle: seo(`${c.name} для игры «${g.ru}» — DMA-чит`, `${c.name} for ${g.en} — DMA cheat`),
    pageDescription: l(
      `${c.name}: DMA-чит для игры «${g.ru}» со вторым ПК, без процессов на игровой машине.`,
      `${c.name}: a DMA cheat for ${g.en} that runs on a second PC, nothing on the gaming rig.`,
    ),
  };
}

const dmaCheats: SeedCheat[] = [
  dmaCheat({
    slug: "sentinel-dma-radar",
    gameSlug: "iron-frontier",
    name: "Sentinel DMA Radar",
    status: 0,
    sort: 300,
    features: [DMA_CARD, RADAR],
    prices: periods([1490, 3490, 7990]),
    text: p(
      "Лёгкий радар для «Железного рубежа»: карта с врагами и лутом выводится на второй ПК или телефон.",
      "A lightweight radar for Iron Frontier: enemies and loot are drawn on a second PC or your phone.",
    ),
    functions: list(
      ["Возможности", ["2D-радар в браузере", "Отображение лута по редкости", "Масштаб и фильтры"]],
      ["Features", ["Browser-based 2D radar", "Loot shown by rarity", "Zoom and filters"]],
    ),
    screenshots: 2,
  }),
  dmaCheat({
    slug: "vanta-dma-full",
    gameSlug: "iron-frontier",
    name: "Vanta DMA Full",
    status: 1,
    sort: 290,
    features: [DMA_CARD, FUSER, RADAR, ESP],
    prices: periods([4990, 9990, 14990], 20),
    text: p(
      "Полный пакет для «Железного рубежа»: ESP поверх игры через фьюзер и радар на втором экране.",
      "The complete Iron Frontier package: ESP overlaid through a fuser plus a second-screen radar.",
    ),
    functions: list(
      ["Возможности", ["ESP через фьюзер", "Радар", "Дистанция и здоровье", "Предупреждение о взгляде"]],
      ["Features", ["ESP via fuser", "Radar", "Distance and health", "Visibility warning"]],
    ),
    screenshots: 3,
  }),
  dmaCheat({
    slug: "kestrel-dma-esp",
    gameSlug: "ashfall-royale",
    name: "Kestrel DMA ESP",
    status: 0,
    sort: 280,
    features: [DMA_CARD, FUSER, ESP],
    prices: periods([2490, 5490, 11990]),
    text: p(
      "ESP для «Пеплопада» без единого файла на игровом ПК: всё считывается платой DMA.",
      "ESP for Ashfall Royale with not a single file on the gaming PC: the DMA card reads everything.",
    ),
    functions: list(
      ["Возможности", ["Боксы и скелеты", "Зона и эвакуация", "Лут и транспорт"]],
      ["Features", ["Boxes and skeletons", "Zone and extraction", "Loot and vehicles"]],
    ),
    screenshots: 3,
  }),
  dmaCheat({
    slug: "wraith-dma-aim",
    gameSlug: "ashfall-royale",
    name: "Wraith DMA Aim",
    status: 2,
    sort: 270,
    features: [DMA_CARD, comp("Блок ввода Kestrel", "Kestrel input box"), AIM, RADAR],
    prices: periods([3490, 7990, 13990]),
    text: p(
      "Аимбот для «Пеплопада» через внешний контроллер ввода Kestrel. Используйте на свой страх и риск.",
      "An Ashfall Royale aimbot driven through the Kestrel input box. Use at your own risk.",
    ),
    functions: list(
      ["Возможности", ["Плавная наводка", "Выбор кости", "Радар"]],
      ["Features", ["Smooth aim", "Bone selection", "Radar"]],
    ),
    screenshots: 2,
  }),
  dmaCheat({
    slug: "sentinel-dma-full",
    gameSlug: "dead-meridian",
    name: "Sentinel DMA Full",
    status: 1,
    sort: 260,
    features: [DMA_CARD, FUSER, ESP, RADAR],
    prices: periods([3990, 8490, 14490], 15),
    text: p(
      "Полная сборка для «Мёртвого меридиана»: ESP, радар и подсветка ценного лута в рейде.",
      "The full Dead Meridian build: ESP, radar and high-value loot highlighting during raids.",
    ),
    functions: list(
      ["Возможности", ["ESP игроков и ботов", "Ценный лут и тайники", "Радар с выходами"]],
      ["Features", ["Player and AI ESP", "Valuable loot and stashes", "Radar with extracts"]],
    ),
    screenshots: 3,
  }),
  dmaCheat({
    slug: "phantom-dma-radar",
    gameSlug: "dead-meridian",
    name: "Phantom DMA Radar",
    status: 3,
    sort: 250,
    isPublished: false,
    features: [DMA_CARD, RADAR],
    prices: periods([1990, 4490, 9490]),
    text: p(
      "Радар для «Мёртвого меридиана». Сейчас обновляется под новый патч игры.",
      "A radar for Dead Meridian, currently being updated for the latest game patch.",
    ),
    functions: list(
      ["Возможности", ["Веб-радар", "Метки квестовых предметов"]],
      ["Features", ["Web radar", "Quest item markers"]],
    ),
    screenshots: 2,
  }),
  dmaCheat({
    slug: "vanta-dma-lite",
    gameSlug: "hollow-siege",
    name: "Vanta DMA Lite",
    status: 1,
    sort: 240,
    features: [DMA_CARD, RADAR, ESP],
    prices: periods([1490, 2990, 6990]),
    text: p(
      "Недорогой вариант для «Глухой осады»: радар и базовый ESP для тех, кто только начинает с DMA.",
      "An affordable Hollow Siege option: radar and basic ESP for anyone new to DMA.",
    ),
    functions: list(
      ["Возможности", ["Радар", "Имена и дистанция", "Гаджеты противника"]],
      ["Features", ["Radar", "Names and distance", "Enemy gadgets"]],
    ),
    screenshots: 2,
  }),
  dmaCheat({
    slug: "obsidian-dma-full",
    gameSlug: "crimson-vanguard",
    name: "Obsidian DMA Full",
    status: 0,
    sort: 230,
    features: [DMA_CARD, FUSER, ESP, AIM],
    prices: periods(null),
    text: p(
      "Флагманский DMA-чит для «Багрового авангарда». Ключи временно закончились — загляните позже.",
      "Our flagship Crimson Vanguard DMA cheat. Keys are temporarily sold out — check back soon.",
    ),
    functions: list(
      ["Возможности", ["ESP через фьюзер", "Аимбот", "Триггербот", "Радар"]],
      ["Features", ["ESP via fuser", "Aimbot", "Triggerbot", "Radar"]],
    ),
    screenshots: 3,
  }),
  dmaCheat({
    slug: "nightjar-dma-esp",
    gameSlug: "crimson-vanguard",
    name: "Nightjar DMA ESP",
    status: 4,
    sort: 220,
    features: [DMA_CARD, ESP],
    prices: periods([1990, 4990, 10990]),
    text: p(
      "ESP для «Багрового авангарда». Сейчас обнаруживается античитом — не используйте до обновления.",
      "ESP for Crimson Vanguard. Currently detected by the anti-cheat — do not use until it is updated.",
    ),
    functions: list(
      ["Возможности", ["Боксы", "Здоровье", "Дистанция"]],
      ["Features", ["Boxes", "Health", "Distance"]],
    ),
    screenshots: 2,
  }),
  dmaCheat({
    slug: "frost-dma-radar",
    gameSlug: "black-tundra",
    name: "Frost DMA Radar",
    status: 1,
    sort: 210,
    features: [DMA_CARD, RADAR, feat("Лут", "Loot")],
    prices: periods([1790, 3990, 8990]),
    text: p(
      "Радар для «Чёрной тундры»: игроки, животные и ресурсы на карте в реальном времени.",
      "A Black Tundra radar: players, wildlife and resources on a live map.",
    ),
    functions: list(
      ["Возможности", ["Живая карта", "Фильтр ресурсов", "Звуковые оповещения"]],
      ["Features", ["Live map", "Resource filter", "Sound alerts"]],
    ),
    screenshots: 2,
  }),
];

interface HwInput {
  slug: string;
  /** The main name, which the English site and the pictures show. */
  name: string;
  /** The Russian site's name: the brand kept, the nouns translated (decision 0037). */
  nameRu: string;
  category: "DMA_COMPONENTS" | "DMA_FIRMWARE";
  hardware?: SeedCheat["hardware"];
  status: CheatStatus;
  sort: number;
  isPublished?: boolean;
  features: SeedFeature[];
  prices: SeedPrice[];
  requirements: { name: L10n; value: L10n }[];
  about: L10n;
  text: L10n;
  functions: L10n;
  screenshots: number;
}

function hw({ about, nameRu, ...c }: HwInput): SeedCheat {
  return {
    ...c,
    siteName: { ru: nameRu },
    isPublished: c.isPublished ?? true,
    pageTitle: seo(nameRu, c.name),
    pageDescription: about,
  };
}

const SPECS: [string, string] = ["Характеристики", "Specifications"];
const specs = (ru: string[], en: string[]): L10n => list([SPECS[0], ru], [SPECS[1], en]);

const components: SeedCheat[] = [
  hw({
    slug: "sentinel-75t-fpga-board",
    hardware: { kind: "fpga-board", label: "SENTINEL 75T" },
    name: "Sentinel 75T FPGA board",
    nameRu: "Плата Sentinel 75T (FPGA)",
    category: "DMA_COMPONENTS",
    status: 0,
    sort: 200,
    features: [comp("PCIe x1", "PCIe x1"), comp("USB-C", "USB-C"), comp("FPGA 75T", "FPGA 75T")],
    prices: device(34990, 10),
    requirements: [SLOT, row(l("Второй ПК", "Second PC"), l("USB 3.0", "USB 3.0"))],
    about: l("Плата DMA Sentinel 75T на FPGA для PCIe x1.", "Sentinel 75T FPGA DMA board for PCIe x1."),
    text: p(
      "Флагманская плата DMA на FPGA 75T: высокая скорость чтения и запас под любые прошивки.",
      "Our flagship 75T FPGA DMA board: fast reads and headroom for any firmware.",
    ),
    functions: specs(
      ["FPGA 75T", "PCIe x1 Gen2", "USB-C (USB 3.0) к второму ПК", "До 250 МБ/с"],
      ["75T FPGA", "PCIe x1 Gen2", "USB-C (USB 3.0) to second PC", "Up to 250 MB/s"],
    ),
    screenshots: 3,
  }),
  hw({
    slug: "vanta-35t-board",
    hardware: { kind: "fpga-board", label: "VANTA 35T" },
    name: "Vanta 35T board",
    nameRu: "Плата Vanta 35T",
    category: "DMA_COMPONENTS",
    status: 1,
    sort: 190,
    features: [comp("PCIe x1", "PCIe x1"), comp("USB-C", "USB-C")],
    prices: device(18990),
    requirements: [SLOT, row(l("Второй ПК", "Second PC"), l("USB 3.0", "USB 3.0"))],
    about: l("Компактная плата DMA Vanta 35T.", "Compact Vanta 35T DMA board."),
    text: p(
      "Доступная плата на FPGA 35T — оптимальный старт для радаров и ESP.",
      "An affordable 35T FPGA board — the sensible starting point for radars and ESP.",
    ),
    functions: specs(
      ["FPGA 35T", "PCIe x1", "USB-C", "До 180 МБ/с"],
      ["35T FPGA", "PCIe x1", "USB-C", "Up to 180 MB/s"],
    ),
    screenshots: 2,
  }),
  hw({
    slug: "kestrel-input-box",
    hardware: { kind: "input-box", label: "KESTREL" },
    name: "Kestrel input box",
    nameRu: "Блок ввода Kestrel",
    category: "DMA_COMPONENTS",
    status: 1,
    sort: 180,
    features: [comp("USB-A вход/выход", "USB-A in/out"), comp("USB-C", "USB-C")],
    prices: device(12490),
    requirements: [row(l("Порты", "Ports"), l("2 × USB", "2 × USB")), OS],
    about: l("Контроллер ввода Kestrel для аимботов DMA.", "Kestrel input box for DMA aimbots."),
    text: p(
      "Аппаратный посредник между мышью и игровым ПК: второй ПК передаёт движения через него.",
      "A hardware bridge between your mouse and the gaming PC; the second PC sends movement through it.",
    ),
    functions: specs(
      ["Сквозной USB для мыши", "Задержка < 1 мс", "Питание по USB"],
      ["USB mouse passthrough", "Latency under 1 ms", "USB powered"],
    ),
    screenshots: 2,
  }),
  hw({
    slug: "prism-hdmi-fuser",
    hardware: { kind: "hdmi-fuser", label: "PRISM" },
    name: "Prism HDMI fuser",
    nameRu: "HDMI-фьюзер Prism",
    category: "DMA_COMPONENTS",
    status: 0,
    sort: 170,
    features: [comp("HDMI 2.0", "HDMI 2.0"), comp("USB-C", "USB-C")],
    prices: device(null),
    requirements: [
      row(l("Разъёмы", "Connectors"), l("2 × HDMI вход, 1 × выход", "2 × HDMI in, 1 × out")),
      row(l("Разрешение", "Resolution"), l("до 2K 144 Гц", "up to 2K 144 Hz")),
    ],
    about: l("HDMI-фьюзер Prism для оверлея ESP.", "Prism HDMI fuser for ESP overlays."),
    text: p(
      "Совмещает картинку игры и оверлей второго ПК на одном мониторе. Временно нет в наличии.",
      "Merges the game picture with the second PC's overlay on one monitor. Temporarily out of stock.",
    ),
    functions: specs(
      ["HDMI 2.0", "2K 144 Гц / 4K 60 Гц", "Прозрачный цветовой ключ"],
      ["HDMI 2.0", "2K 144 Hz / 4K 60 Hz", "Transparent colour key"],
    ),
    screenshots: 2,
  }),
  hw({
    slug: "helix-usb3-cable-kit",
    hardware: { kind: "cable-kit", label: "HELIX" },
    name: "Helix USB 3.0 cable kit",
    nameRu: "Комплект кабелей Helix USB 3.0",
    category: "DMA_COMPONENTS",
    status: 0,
    sort: 160,
    features: [comp("USB-C — USB-A", "USB-C to USB-A"), comp("Экранирование", "Shielding")],
    prices: device(2490),
    requirements: [row(l("Длина", "Length"), l("1,5 м и 3 м", "1.5 m and 3 m")), row(l("Стандарт", "Standard"), l("USB 3.0", "USB 3.0"))],
    about: l("Экранированные кабели USB 3.0 для плат DMA.", "Shielded USB 3.0 cables for DMA boards."),
    text: p(
      "Два экранированных кабеля для стабильной связи платы со вторым ПК.",
      "Two shielded cables for a stable link between the board and your second PC.",
    ),
    functions: specs(["USB-C — USB-A", "1,5 м + 3 м", "Двойное экранирование"], ["USB-C to USB-A", "1.5 m + 3 m", "Double shielding"]),
    screenshots: 2,
  }),
  hw({
    slug: "aegis-cooling-kit",
    hardware: { kind: "cooling-kit", label: "AEGIS" },
    name: "Aegis cooling kit",
    nameRu: "Комплект охлаждения Aegis",
    category: "DMA_COMPONENTS",
    status: 1,
    sort: 150,
    features: [comp("Радиатор", "Heatsink"), comp("Термопрокладки", "Thermal pads")],
    prices: device(3490, 15),
    requirements: [row(l("Совместимость", "Compatibility"), l("Sentinel 75T / Vanta 35T", "Sentinel 75T / Vanta 35T"))],
    about: l("Комплект охлаждения Aegis для плат DMA.", "Aegis cooling kit for DMA boards."),
    text: p(
      "Алюминиевый радиатор с термопрокладками снижает нагрев FPGA при долгих сессиях.",
      "An aluminium heatsink with thermal pads keeps the FPGA cool during long sessions.",
    ),
    functions: specs(["Алюминиевый радиатор", "Термопрокладки 1 мм", "Крепёж в комплекте"], ["Aluminium heatsink", "1 mm thermal pads", "Mounting hardware included"]),
    screenshots: 2,
  }),
];

const FW_BOARD = row(l("Плата", "Board"), l("Sentinel 75T / Vanta 35T", "Sentinel 75T / Vanta 35T"));
const FW_FLASH = row(l("Прошивка", "Flashing"), l("Через USB, инструкция в комплекте", "Over USB, guide included"));

const firmwares: SeedCheat[] = [
  hw({
    slug: "mimic-nic-firmware",
    name: "Mimic NIC firmware",
    nameRu: "Прошивка Mimic (сетевая карта)",
    category: "DMA_FIRMWARE",
    status: 0,
    sort: 140,
    features: [comp("Эмуляция сетевой карты", "NIC emulation")],
    prices: firmware(6990),
    requirements: [FW_BOARD, FW_FLASH, OS],
    about: l("Прошивка Mimic: плата DMA как сетевая карта.", "Mimic firmware: your DMA board appears as a network card."),
    text: p(
      "Индивидуальная прошивка, с которой плата DMA определяется системой как обычная сетевая карта.",
      "A unique firmware build that makes the DMA board show up as an ordinary network card.",
    ),
    functions: list(
      ["Возможности", ["Уникальные идентификаторы", "Полная конфигурация PCIe", "Бесплатная перепрошивка"]],
      ["Features", ["Unique identifiers", "Full PCIe configuration space", "Free reflash"]],
    ),
    screenshots: 2,
  }),
  hw({
    slug: "shade-audio-emulation-firmware",
    name: "Shade audio-card emulation firmware",
    nameRu: "Прошивка Shade (эмуляция звуковой карты)",
    category: "DMA_FIRMWARE",
    status: 1,
    sort: 130,
    features: [comp("Эмуляция звуковой карты", "Audio card emulation")],
    prices: licence(2990),
    requirements: [FW_BOARD, FW_FLASH],
    about: l("Прошивка Shade с эмуляцией звуковой карты.", "Shade firmware with audio card emulation."),
    text: p(
      "Лицензия на 30 дней: плата выдаёт себя за звуковую карту, прошивка обновляется при каждом патче.",
      "A 30-day licence: the board poses as a sound card, with firmware updates after every patch.",
    ),
    functions: list(
      ["Возможности", ["Эмуляция звуковой карты", "Обновления в течение лицензии"]],
      ["Features", ["Sound card emulation", "Updates throughout the licence"]],
    ),
    screenshots: 2,
  }),
  hw({
    slug: "echo-ssd-emulation-firmware",
    name: "Echo SSD emulation firmware",
    nameRu: "Прошивка Echo (эмуляция SSD)",
    category: "DMA_FIRMWARE",
    status: 2,
    sort: 120,
    features: [comp("Эмуляция NVMe", "NVMe emulation")],
    prices: firmware(4990),
    requirements: [FW_BOARD, FW_FLASH, OS],
    about: l("Прошивка Echo с эмуляцией NVMe-накопителя.", "Echo firmware emulating an NVMe drive."),
    text: p(
      "Экспериментальная прошивка, маскирующая плату под NVMe-накопитель. На свой страх и риск.",
      "An experimental firmware that disguises the board as an NVMe drive. Use at your own risk.",
    ),
    functions: list(
      ["Возможности", ["Эмуляция NVMe", "Случайные серийные номера"]],
      ["Features", ["NVMe emulation", "Randomised serial numbers"]],
    ),
    screenshots: 2,
  }),
  hw({
    slug: "ghost-wifi-firmware",
    name: "Ghost Wi-Fi firmware",
    nameRu: "Прошивка Ghost (Wi-Fi)",
    category: "DMA_FIRMWARE",
    status: 3,
    sort: 110,
    isPublished: false,
    features: [comp("Эмуляция Wi-Fi адаптера", "Wi-Fi adapter emulation")],
    prices: licence(2490),
    requirements: [FW_BOARD, FW_FLASH],
    about: l("Прошивка Ghost с эмуляцией Wi-Fi адаптера.", "Ghost firmware emulating a Wi-Fi adapter."),
    text: p(
      "Прошивка под Wi-Fi адаптер. Сейчас обновляется и скоро вернётся в продажу.",
      "A Wi-Fi adapter firmware. Currently being updated and coming back soon.",
    ),
    functions: list(
      ["Возможности", ["Эмуляция Wi-Fi адаптера", "Автоматическая смена ID"]],
      ["Features", ["Wi-Fi adapter emulation", "Automatic ID rotation"]],
    ),
    screenshots: 2,
  }),
  hw({
    slug: "cipher-custom-firmware",
    name: "Cipher custom firmware",
    nameRu: "Прошивка Cipher (custom)",
    category: "DMA_FIRMWARE",
    status: 1,
    sort: 100,
    features: [comp("Индивидуальная сборка", "Custom build"), comp("Эмуляция устройства", "Device emulation")],
    prices: firmware(9990),
    requirements: [FW_BOARD, FW_FLASH, OS],
    about: l("Cipher: индивидуальная прошивка под вашу плату.", "Cipher: a custom firmware built for your board."),
    text: p(
      "Прошивка, собранная вручную под ваше железо: устройство для эмуляции выбираете вы.",
      "A firmware hand-built for your hardware — you choose which device it emulates.",
    ),
    functions: list(
      ["Возможности", ["Выбор эмулируемого устройства", "Уникальная сборка", "Поддержка 30 дней"]],
      ["Features", ["Choice of emulated device", "One-of-a-kind build", "30 days of support"]],
    ),
    screenshots: 3,
  }),
];

export const dmaProducts: SeedCheat[] = [...dmaCheats, ...components, ...firmwares];
