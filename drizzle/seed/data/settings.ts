import type { L10n } from "../types";

/** Site settings per language (SPEC §3). Home slide images are rendered by the seed. */
export const settings: L10n<Record<string, string>> = {
  ru: {
    homeTitle: "Nocturn — приватные читы, DMA и игровые аккаунты",
    homeDescription:
      "Приватные читы для популярных онлайн-игр, DMA-решения, прошивки и аккаунты. Мгновенная выдача после оплаты, честные статусы и живая техподдержка.",
    homeText:
      "<h2>Почему игроки выбирают Nocturn</h2><p>Мы продаём только те программы, которые тестируем сами: у каждого продукта есть честный статус, список требований и инструкция по запуску. Ключ приходит сразу после оплаты — на странице платёжного сервиса и на почту.</p><p>Если что-то не запускается, откройте тикет в профиле: техподдержка отвечает в чате в реальном времени и помогает настроить систему. Чем больше вы покупаете, тем выше ваша постоянная скидка.</p>",
    faqMetaTitle: "Не работает чит? Решение частых проблем — Nocturn",
    faqMetaDescription:
      "Пошаговое руководство: библиотеки Visual C++, DirectX, .NET, драйверы, SmartScreen, Defender, UAC и Secure Boot. Ответы на частые вопросы.",
    reviewsLink: "https://forum.nocturn.gg/reviews",
    buyingInstructionVideo: "",
    vkFooter: "https://vk.com/nocturn_gg",
    discordFooter: "https://discord.gg/nocturn",
    telegramFooter: "https://t.me/nocturn_gg",
    instagramFooter: "https://instagram.com/nocturn_gg",
    youtubeFooter: "https://youtube.com/@nocturn_gg",
    xFooter: "https://x.com/nocturn_gg",
    facebookFooter: "https://facebook.com/nocturn.gg",
    forumLink: "https://forum.nocturn.gg",
    customerChat: "https://t.me/nocturn_support",
    notificationTitle: "Зимняя распродажа: −20% на подписки от 30 дней",
    notificationDescription: "Скидка действует до 15 января на все читы с зелёным статусом. Успейте продлить доступ!",
    notificationTitle_1: "Новые DMA-прошивки",
    notificationDescription_1: "Прошивки с эмуляцией реальных устройств — для плат Sentinel и Vanta. Установка за 10 минут.",
    notificationLink_1: "/dma-firmware",
    notificationTitle_2: "Бонусная программа",
    notificationDescription_2: "Постоянная скидка до 15% растёт вместе с суммой ваших покупок.",
    notificationLink_2: "/profile/bonuses",
    notificationTitle_3: "",
    notificationDescription_3: "",
    notificationTitle_4: "",
    notificationDescription_4: "",
  },
  en: {
    homeTitle: "Nocturn — private cheats, DMA and game accounts",
    homeDescription:
      "Private cheats for popular online games, DMA solutions, firmware and accounts. Instant delivery after payment, honest statuses and live tech support.",
    homeText:
      "<h2>Why players choose Nocturn</h2><p>We only sell software we test ourselves: every product has an honest status, a list of requirements and launch instructions. Your key arrives right after payment — on the payment page and by e-mail.</p><p>If something does not start, open a ticket in your profile: tech support answers in a live chat and helps you set up your system. The more you buy, the bigger your permanent discount.</p>",
    faqMetaTitle: "Cheat not working? Fixes for common problems — Nocturn",
    faqMetaDescription:
      "A step-by-step guide: Visual C++ runtimes, DirectX, .NET, drivers, SmartScreen, Defender, UAC and Secure Boot. Answers to frequent questions.",
    reviewsLink: "https://forum.nocturn.gg/reviews",
    buyingInstructionVideo: "",
    vkFooter: "https://vk.com/nocturn_gg",
    discordFooter: "https://discord.gg/nocturn",
    telegramFooter: "https://t.me/nocturn_gg",
    instagramFooter: "https://instagram.com/nocturn_gg",
    youtubeFooter: "https://youtube.com/@nocturn_gg",
    xFooter: "https://x.com/nocturn_gg",
    facebookFooter: "https://facebook.com/nocturn.gg",
    forumLink: "https://forum.nocturn.gg",
    customerChat: "https://t.me/nocturn_support",
    notificationTitle: "Winter sale: 20% off subscriptions of 30 days and more",
    notificationDescription: "The discount runs until January 15 on every cheat with a green status. Extend your access now!",
    notificationTitle_1: "New DMA firmware",
    notificationDescription_1: "Firmware emulating real devices, for Sentinel and Vanta boards. Set up in 10 minutes.",
    notificationLink_1: "/dma-firmware",
    notificationTitle_2: "Loyalty programme",
    notificationDescription_2: "A permanent discount of up to 15% grows with the total of your purchases.",
    notificationLink_2: "/profile/bonuses",
    notificationTitle_3: "",
    notificationDescription_3: "",
    notificationTitle_4: "",
    notificationDescription_4: "",
  },
};

/** Loyalty thresholds: spending more than amountRub (amountUsd on the English site) gives `percent` off. */
export const bonusThresholds = [
  { percent: 3, amountRub: 5_000, amountUsd: 60 },
  { percent: 5, amountRub: 15_000, amountUsd: 180 },
  { percent: 7, amountRub: 30_000, amountUsd: 350 },
  { percent: 10, amountRub: 60_000, amountUsd: 700 },
  { percent: 15, amountRub: 120_000, amountUsd: 1_400 },
];

/** One user per role for local sign-in. */
export const seedUsers = [
  { login: "owner", email: "owner@nocturn.gg", role: "owner" as const },
  { login: "support", email: "support@nocturn.gg", role: "techsupport" as const },
  { login: "player", email: "player@nocturn.gg", role: "client" as const },
];
