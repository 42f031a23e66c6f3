import { asc, desc, eq } from "drizzle-orm";
import { helperTools, protectionGuides, systemDownloads } from "~/content/downloads";
import { legalPages } from "~/content/legal-pages";
import { db } from "~/db/client.server";
import { bonusThresholds, Currency, problemTranslations, problems } from "~/db/schema";
import { langT } from "~/i18n/i18n.server";
import { resources } from "~/i18n/resources.server";
import type { Lang } from "~/utils/lang";
import { formatMoney } from "~/utils/money";
import { STATUSES, statusMeta } from "~/utils/status";
import { cached } from "../cache.server";
import { CacheTag } from "../invalidation.server";
import { withPhrasings } from "./phrasings.server";

/** What a passage is about: the reply's wording and the evaluation's per-kind counts use it. */
export type PassageKind = "problem" | "faq" | "guide" | "rules" | "warranty" | "contacts" | "shop";

/** One answerable piece of the shop's own content, in one language. */
export interface Passage {
  id: string;
  kind: PassageKind;
  /** The page that shows it, without the language prefix; may end with a #section anchor. */
  page: string;
  /** The page's title, the label of the link. */
  pageTitle: string;
  /** The passage's own heading: a question, a section heading, a problem's title. */
  heading: string;
  text: string;
  /** How customers ask for it (phrasings.server.ts): searched, never quoted. */
  asked?: string;
}

/** Plain text of the catalogue's sanitized HTML: paragraphs and list items on their own lines. */
export function htmlToText(html: string): string {
  return html
    .replace(/<li[^>]*>/gi, "\n– ")
    .replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

type Section = { heading: string; paragraphs: string[]; items?: string[] };

/** Passages written in the translation files: the help pages, the rules, guarantees, contacts. */
function staticPassages(lang: Lang): Passage[] {
  const common = resources[lang].common;
  const legal = resources[lang].legal;
  const list: Passage[] = [];
  const add = (p: Omit<Passage, "id">) => list.push({ ...p, id: `${p.page}:${list.length}` });

  const faq = common.faq;
  const faqTitle = faq.title;
  (faq.items as { id?: string; q: string; a: string }[]).forEach((item) =>
    add({
      kind: "faq",
      // An answer with an id is cited by its anchor (the money rules: money-intents.server.ts).
      page: item.id ? `/faq#faq-${item.id}` : "/faq",
      pageTitle: faqTitle,
      heading: item.q,
      text: item.a,
    }),
  );
  add({
    kind: "guide",
    page: "/faq",
    pageTitle: faqTitle,
    heading: faq.step1,
    text: [
      faq.step1Text,
      ...systemDownloads.map(({ key }) => `${faq.downloads[key].title} — ${faq.downloads[key].text}`),
    ].join("\n"),
  });
  add({
    kind: "guide",
    page: "/faq",
    pageTitle: faqTitle,
    heading: faq.step2,
    text: [faq.step2Text, faq.warning].join("\n"),
  });
  for (const key of protectionGuides) {
    add({
      kind: "guide",
      page: "/faq",
      pageTitle: faqTitle,
      heading: faq.videos[key].title,
      text: `${faq.videos[key].text}\n${faq.warning}`,
    });
  }
  add({
    kind: "guide",
    page: "/programs",
    pageTitle: common.programs.title,
    heading: faq.tools,
    text: [
      faq.toolsText,
      ...helperTools.map(
        ({ key }) => `${common.programs.items[key].title} — ${common.programs.items[key].text}`,
      ),
    ].join("\n"),
  });

  for (const [page, key] of Object.entries(legalPages) as [
    string,
    (typeof legalPages)[keyof typeof legalPages],
  ][]) {
    const doc = legal[key];
    if ("warning" in doc && doc.warning)
      add({ kind: "rules", page, pageTitle: doc.title, heading: doc.title, text: doc.warning });
    (doc.sections as Section[]).forEach((section, index) =>
      add({
        kind: "rules",
        page: `${page}#section-${index + 1}`,
        pageTitle: doc.title,
        heading: section.heading,
        text: [...section.paragraphs, ...(section.items ?? [])].join("\n"),
      }),
    );
  }

  const warranty = legal.warranty;
  warranty.items.forEach((item) =>
    add({
      kind: "warranty",
      page: "/warranty",
      pageTitle: warranty.title,
      heading: item.title,
      text: item.text,
    }),
  );

  const contacts = legal.contacts;
  add({
    kind: "contacts",
    page: "/contacts",
    pageTitle: contacts.title,
    heading: contacts.instructionTitle,
    text: contacts.instruction.join("\n"),
  });
  add({
    kind: "contacts",
    page: "/contacts",
    pageTitle: contacts.title,
    heading: contacts.redirectTitle,
    text: [contacts.redirectText, contacts.messengerText, contacts.socialText].join("\n"),
  });

  add({
    kind: "shop",
    page: "/statuses",
    pageTitle: common.statuses.title,
    heading: common.status.legend,
    text: STATUSES.map((s) => {
      const key = statusMeta[s].key as keyof typeof common.status.hints;
      return `${common.status[key]} — ${common.status.hints[key]}`;
    }).join("\n"),
  });
  add({
    kind: "shop",
    page: "/accounts",
    pageTitle: common.accounts.title,
    heading: common.accounts.title,
    text: common.accounts.noRefund,
  });
  add({
    kind: "shop",
    page: "/steam",
    pageTitle: common.wallet.title,
    heading: common.wallet.title,
    text: common.wallet.lead,
  });
  add({
    kind: "shop",
    page: "/dma-cheats",
    pageTitle: common.dma.cheatsTitle,
    heading: common.dma.cheatsTitle,
    text: common.dma.intro,
  });
  // How to buy each kind of product (a cheat's period, a device, an account, a firmware).
  for (const howTo of Object.values(common.buyOptions))
    add({
      kind: "shop",
      page: "/payment-and-delivery",
      pageTitle: legal.paymentAndDelivery.title,
      heading: howTo.title,
      text: howTo.steps.join("\n"),
    });
  return list;
}

/** The loyalty programme with its live thresholds (the bonuses page shows the same). */
async function bonusPassage(lang: Lang): Promise<Passage> {
  const t = await langT(lang, "assistant");
  const levels = await db().select().from(bonusThresholds).orderBy(asc(bonusThresholds.amountRub));
  // Prices are in rubles on the Russian site and in dollars on the English one.
  const money = (row: (typeof levels)[number]) =>
    lang === "ru"
      ? formatMoney(row.amountRub, Currency.RUB, lang)
      : formatMoney(row.amountUsd, Currency.USD, lang);
  return {
    id: "/profile/bonuses:0",
    kind: "shop",
    page: "/profile/bonuses",
    pageTitle: resources[lang].common.profile.tabs.bonuses,
    heading: t("knowledge.bonusHeading"),
    text: [
      t("knowledge.bonusText"),
      ...levels.map((row) => t("knowledge.bonusLevel", { amount: money(row), percent: row.percent })),
    ].join("\n"),
  };
}

/** Every problem article, the known errors of the help pages. */
async function problemPassages(lang: Lang): Promise<Passage[]> {
  const rows = await db()
    .select({
      slug: problems.slug,
      title: problemTranslations.title,
      shortDescription: problemTranslations.shortDescription,
      description: problemTranslations.description,
    })
    .from(problems)
    .innerJoin(problemTranslations, eq(problemTranslations.problemId, problems.id))
    .where(eq(problemTranslations.lang, lang))
    .orderBy(desc(problems.sort), asc(problems.id));
  return rows.map((row) => ({
    id: `/problem/${row.slug}`,
    kind: "problem",
    page: `/problem/${row.slug}`,
    pageTitle: row.title,
    heading: row.title,
    text: `${row.shortDescription}\n${htmlToText(row.description)}`,
  }));
}

/**
 * What the knowledge is built from, for it and for what is built from it: the articles (catalogue),
 * the products (cheats), and the loyalty levels the bonus passage quotes (settings).
 */
export const KNOWLEDGE_TAGS = [CacheTag.catalogue, CacheTag.cheats, CacheTag.settings];

/** The assistant's knowledge in one language; rebuilt when the catalogue changes. */
export function knowledge(lang: Lang): Promise<Passage[]> {
  return cached(`assistant:knowledge:${lang}`, KNOWLEDGE_TAGS, 10 * 60_000, async () =>
    withPhrasings(lang, [
      ...(await problemPassages(lang)),
      ...staticPassages(lang),
      await bonusPassage(lang),
    ]),
  );
}
