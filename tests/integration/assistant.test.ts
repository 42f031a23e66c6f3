import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { aiChatMessages, aiChatSessions, cheats } from "~/db/schema";
import { parseEnv, setEnv } from "~/env.server";
import { action as sendAction } from "~/routes/api/ai-chat.send-message";
import { loader as startLoader } from "~/routes/api/ai-chat.start";
import { answer } from "~/services/assistant/assistant.server";
import { knowledge } from "~/services/assistant/knowledge.server";
import { MONEY_RULES, rulePassage } from "~/services/assistant/money-intents.server";
import { unplacedPhrasings, withPhrasings } from "~/services/assistant/phrasings.server";
import { retrieve } from "~/services/assistant/retrieval.server";
import { pruneAnonymousSessions } from "~/services/assistant/sessions.server";
import { resetLimiters } from "~/services/rate-limit.server";
import type { AssistantSent, AssistantStart } from "~/utils/assistant";
import { evaluateAssistant } from "../../bench/assistant-eval";
import { startChatModel } from "../mocks/chat-model";
import { testDatabases } from "../support/databases";
import { jarOf, makeActor, type Actor } from "../support/live-server";
import { callRoute, postJson, type CookieJar } from "../support/route-calls";
import { useSeededDatabase } from "../support/seeded";

const baseEnv = {
  NODE_ENV: "test",
  DATA_DIR: "tmp/test-assistant",
  PGLITE_DATA: "memory://",
  LOG_LEVEL: "silent",
};

/** A client address of its own, so the rate limit of one test does not reach another. */
const freshIp = () => `198.51.100.${randomBytes(1)[0]}`;

async function start(
  sessionId?: string,
  { jar, ip = freshIp(), lang = "en" }: { jar?: CookieJar; ip?: string; lang?: string } = {},
) {
  const query = new URLSearchParams({ lang, ...(sessionId !== undefined ? { sessionId } : {}) });
  const response = await callRoute(startLoader, `/api/ai-chat/start?${query}`, { jar, ip });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as AssistantStart,
  };
}

async function send(
  body: Record<string, unknown>,
  { jar, ip = freshIp(), lang = "en" }: { jar?: CookieJar; ip?: string; lang?: string } = {},
) {
  const response = await callRoute(sendAction, `/api/ai-chat/send-message?lang=${lang}`, {
    jar,
    ip,
    init: postJson(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Asks one question in a new anonymous session and returns the reply's text. */
async function reply(text: string, lang: "ru" | "en") {
  const { body } = await start(undefined, { lang });
  const sent = await send({ sessionId: body.sessionId, text }, { lang });
  expect(sent.status).toBe(200);
  return (sent.body as AssistantSent).received.text;
}

describe.each(testDatabases())("AI assistant API on $name", (database) => {
  useSeededDatabase(database);
  beforeAll(() => setEnv(parseEnv(baseEnv)));
  beforeEach(() => resetLimiters());
  afterAll(() => setEnv(undefined));

  it("starts a session, stores the conversation and returns it in order", async () => {
    const first = await start();
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.body).toEqual({ list: [], sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const { sessionId } = first.body;

    const asked = await send({ sessionId, text: "  Is Phantom ESP working?  " });
    expect(asked.status).toBe(200);
    const { sent, received } = asked.body as AssistantSent;
    expect(sent).toEqual({
      id: expect.any(Number),
      isBot: false,
      text: "Is Phantom ESP working?",
      sessionId,
      createdAt: expect.any(String),
    });
    expect(received).toMatchObject({ isBot: true, sessionId, text: expect.stringContaining("Phantom ESP") });
    expect(received.id).toBeGreaterThan(sent.id);

    await send({ sessionId, text: "How do I get a refund?" });
    const again = await start(sessionId);
    expect(again.body.sessionId).toBe(sessionId);
    expect(again.body.list.map((m) => [m.isBot, m.text.slice(0, 20)])).toEqual([
      [false, "Is Phantom ESP worki"],
      [true, received.text.slice(0, 20)],
      [false, "How do I get a refun"],
      [true, expect.any(String)],
    ]);
    expect(again.body.list[0]).toEqual(sent);
    const stored = await db().select().from(aiChatMessages).where(eq(aiChatMessages.sessionId, sessionId));
    expect(stored).toHaveLength(4);
  });

  it("makes a new session when the id is missing, malformed or unknown", async () => {
    const unknown = randomUUID();
    const made = [await start(), await start("not-a-session"), await start(unknown), await start("")];
    const ids = made.map((m) => m.body.sessionId);
    expect(new Set(ids).size).toBe(4);
    expect(ids).not.toContain(unknown);
    expect(made.every((m) => m.body.list.length === 0)).toBe(true);
  });

  describe("sessions of signed-in users", () => {
    let owner: Actor, other: Actor;
    beforeAll(async () => {
      owner = await makeActor("client");
      other = await makeActor("client");
    });

    it("belong to their user: nobody else reads or continues them", async () => {
      const mine = await start(undefined, { jar: jarOf(owner) });
      const sessionId = mine.body.sessionId;
      const [row] = await db().select().from(aiChatSessions).where(eq(aiChatSessions.id, sessionId));
      expect(row.userId).toBe(owner.user.id);
      await send({ sessionId, text: "Is Talon Rage detected?" }, { jar: jarOf(owner) });

      for (const jar of [jarOf(other), undefined]) {
        const theirs = await start(sessionId, { jar });
        expect(theirs.body.sessionId).not.toBe(sessionId);
        expect(theirs.body.list).toEqual([]);
        const refused = await send({ sessionId, text: "What did they ask?" }, { jar });
        expect(refused.status).toBe(404);
        expect(refused.body.code).toBe("invalid-session");
      }
      expect((await start(sessionId, { jar: jarOf(owner) })).body.list).toHaveLength(2);
    });

    it("take over the chat a visitor started before signing in", async () => {
      const guest = await start();
      const sessionId = guest.body.sessionId;
      await send({ sessionId, text: "How do I get a refund?" });
      const continued = await start(sessionId, { jar: jarOf(owner) });
      expect(continued.body.sessionId).toBe(sessionId);
      expect(continued.body.list).toHaveLength(2);
      const [row] = await db().select().from(aiChatSessions).where(eq(aiChatSessions.id, sessionId));
      expect(row.userId).toBe(owner.user.id);
      // Signed out again, the browser no longer opens it.
      expect((await start(sessionId)).body.sessionId).not.toBe(sessionId);
    });
  });

  it("forgets anonymous chats unused for 30 days and keeps users' chats", async () => {
    const user = await makeActor("client");
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const guest = (await start()).body.sessionId;
    const recent = (await start()).body.sessionId;
    const owned = (await start(undefined, { jar: jarOf(user) })).body.sessionId;
    await send({ sessionId: guest, text: "refund" });
    for (const id of [guest, owned])
      await db().update(aiChatSessions).set({ updatedAt: old }).where(eq(aiChatSessions.id, id));
    expect(await pruneAnonymousSessions()).toBeGreaterThanOrEqual(1);
    const left = new Set(
      (await db().select({ id: aiChatSessions.id }).from(aiChatSessions)).map((r) => r.id),
    );
    expect([left.has(guest), left.has(recent), left.has(owned)]).toEqual([false, true, true]);
    expect(await db().select().from(aiChatMessages).where(eq(aiChatMessages.sessionId, guest))).toEqual([]);
  });

  it("refuses bad input with a clear message in the caller's language", async () => {
    const { sessionId } = (await start()).body;
    expect(await send({ sessionId, text: "   " }, { lang: "ru" })).toEqual({
      status: 400,
      body: { code: "invalid-text", message: "Сначала напишите вопрос." },
    });
    expect(await send({ sessionId }, { lang: "en" })).toEqual({
      status: 400,
      body: { code: "invalid-text", message: "Type a question first." },
    });
    expect(await send({ sessionId, text: "x".repeat(501) })).toEqual({
      status: 400,
      body: { code: "text-too-long", message: "A question can be at most 500 characters long." },
    });
    expect((await send({ sessionId: "42", text: "hello" })).body.code).toBe("invalid-session");
    const unknown = await send({ sessionId: randomUUID(), text: "hello" }, { lang: "ru" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/^Этот чат устарел/);
    const get = await callRoute(sendAction, "/api/ai-chat/send-message", { init: { method: "GET" } });
    expect(get.status).toBe(405);
    // Nothing was stored for refused questions.
    expect(await db().select().from(aiChatMessages).where(eq(aiChatMessages.sessionId, sessionId))).toEqual(
      [],
    );
  });

  it("limits the questions one client address may ask", async () => {
    setEnv(parseEnv({ ...baseEnv, AI_CHAT_LIMIT_PER_MINUTE: "3" }));
    try {
      const ip = freshIp();
      const { sessionId } = (await start(undefined, { ip })).body;
      for (let i = 0; i < 3; i++)
        expect((await send({ sessionId, text: `refund ${i}` }, { ip })).status).toBe(200);
      const refused = await send({ sessionId, text: "one more" }, { ip, lang: "ru" });
      expect(refused).toEqual({
        status: 429,
        body: {
          code: "too-many-requests",
          message: "Слишком много вопросов подряд. Подождите минуту и спросите снова.",
        },
      });
      const elsewhere = await send({ sessionId, text: "refund" }, { ip: "203.0.113.250" });
      expect(elsewhere.status).toBe(200);
    } finally {
      setEnv(parseEnv(baseEnv));
    }
  });

  it("answers known questions from the shop's articles, quoting and linking them, in both languages", async () => {
    const refund = await reply("How do I get a refund?", "en");
    expect(refund).toMatch(/^> .*refund/im);
    expect(refund).toMatch(/\]\(\/en\/(payment-and-delivery|term-of-use|offer-agreement)#section-\d\)/);
    expect(refund).toContain(
      "[open a support ticket](/en/profile/tickets?new&subject=paymentProblem&purchase=last#new-ticket)",
    );

    const loader = await reply("Лоадер не запускается, что делать?", "ru");
    expect(loader).toMatch(/^> .*администратора/m);
    expect(loader).toContain("](/problem/loader-does-not-start)");
    expect(loader).toContain("[создайте тикет в поддержку](/profile/tickets?new#new-ticket)");

    // A Russian question on the English site is answered in Russian, with Russian links.
    const crossed = await reply("Как отключить Secure Boot?", "en");
    expect(crossed).toContain("Источник:");
    expect(crossed).not.toContain("/en/");

    // Russian typed in Latin letters on the Russian site is read as Russian; English stays English.
    const latin = await reply("vremya na kompe sbivaetsya i loader ne zapuskaetsya", "ru");
    expect(latin).toContain("Источник:");
    expect(latin).toContain("](/problem/time-out-of-sync)");
    const english = await reply("my antivirus deleted the loader, what now", "ru");
    expect(english).toContain("](/en/problem/antivirus-deletes-loader)");
  });

  it("says plainly when it does not know, and offers a ticket", async () => {
    const en = await reply("Who won the football world cup?", "en");
    expect(en).toContain("I could not find an answer");
    expect(en).toContain("(/en/profile/tickets?new#new-ticket)");
    const ru = await reply("Кто выиграл чемпионат мира по футболу?", "ru");
    expect(ru).toContain("не нашёл ответа");
    expect(ru).toContain("(/profile/tickets?new#new-ticket)");
    // Everyday words the lexicon reads as one (a registration, a fraud, a driver) do not make a
    // question the shop's.
    for (const [question, lang] of [
      ["how do i register to vote", "en"],
      ["my printer driver is broken", "en"],
      ["мошенники звонят из банка, что делать", "ru"],
      ["как зарегистрироваться в вк", "ru"],
    ] as const)
      expect(await reply(question, lang), question).toMatch(/could not find an answer|не нашёл ответа/);
  });

  it("offers a ticket with the order chosen when a question is about an order's money, rule or not", async () => {
    const orderLink = (lang: "ru" | "en") =>
      `](${lang === "en" ? "/en" : ""}/profile/tickets?new&subject=paymentProblem&purchase=last#new-ticket)`;
    // A rule answers, and its ticket has the order chosen.
    expect(await reply("I paid but the key did not come", "en")).toContain(orderLink("en"));
    expect(await reply("оплатил а ключ не пришел", "ru")).toContain(orderLink("ru"));
    // No rule: said so, with the same ticket.
    const noRule = await reply("I paid with klarna installments, is that fine", "en");
    expect(noRule).toContain("We have no rule for this");
    expect(noRule).toContain(orderLink("en"));
    const noRuleRu = await reply("оплатил долями, так можно?", "ru");
    expect(noRuleRu).toContain("Правила на этот случай");
    expect(noRuleRu).toContain(orderLink("ru"));
    // Not about an order: the plain ticket form.
    const other = await reply("how do I disable secure boot", "en");
    expect(other).toContain("](/en/profile/tickets?new#new-ticket)");
    expect(other).not.toContain("purchase=last");
  });

  it("answers 'is it working?' from the live status and its date", async () => {
    const talon = eq(cheats.slug, "talon-rage");
    const [before] = await db().select().from(cheats).where(talon);
    try {
      await db()
        .update(cheats)
        .set({ status: 0, statusUpdatedAt: new Date("2026-03-05T12:00:00Z") })
        .where(talon);
      const en = await reply("Is Talon Rage working?", "en");
      expect(en).toContain("Talon Rage (Dead Meridian) — Undetected ★: working and especially stable");
      expect(en).toContain("Mar 5, 2026");
      expect(en).toContain("[Talon Rage](/en/cheat/dead-meridian/talon-rage)");

      await db()
        .update(cheats)
        .set({ status: 4, statusUpdatedAt: new Date("2026-11-20T09:00:00Z") })
        .where(talon);
      const ru = await reply("Talon Rage палится?", "ru");
      expect(ru).toContain("Talon Rage (Мёртвый меридиан) — Обнаружен");
      expect(ru).toContain("20 нояб. 2026 г.");
      expect(ru).toContain("Не используйте его, пока статус не изменится.");
      expect(ru).toContain("[Talon Rage](/cheat/dead-meridian/talon-rage)");
    } finally {
      await db()
        .update(cheats)
        .set({ status: before.status, statusUpdatedAt: before.statusUpdatedAt })
        .where(talon);
    }
  });

  it("answers a product's requirements and a game's statuses", async () => {
    const requirements = await reply("What are the system requirements for Umbra ESP?", "en");
    expect(requirements).toContain("– OS: Windows 10/11 (x64)");
    expect(requirements).toContain("(/en/cheat/dead-meridian/umbra-esp/requirements)");
    // A Latin name in a Russian case form.
    const caseForm = await reply("какие требования у Умбры?", "ru");
    expect(caseForm).toContain("(/cheat/dead-meridian/umbra-esp/requirements)");
    const game = await reply("Работают ли читы на Железный рубеж?", "ru");
    expect(game).toMatch(/^\[Железный рубеж\]\(\/game\/iron-frontier\)/);
    expect(game).toContain("[Phantom ESP](/cheat/iron-frontier/phantom-esp) — ");
    // The customer's own machine named: its requirements, not the product's status.
    for (const [question, lang] of [
      ["will umbra esp run on a gtx 1050 and win 10", "en"],
      ["пойдёт ли умбра есп на моём ноуте, i5 и 8 гб оперативы", "ru"],
    ] as const)
      expect(await reply(question, lang), question).toContain("/cheat/dead-meridian/umbra-esp/requirements)");
    // Nothing asked but what a game has: its page, in either language.
    for (const [question, lang, page] of [
      ["what cheats do you have for iron frontier", "en", "/en/game/iron-frontier"],
      ["какие читы есть на железный рубеж", "ru", "/game/iron-frontier"],
    ] as const)
      expect(await reply(question, lang), question).toMatch(new RegExp(`^\\[[^\\]]+\\]\\(${page}\\)`));
  });

  it("finds the passage of every money rule in both languages, and the FAQ answers by their anchors", async () => {
    for (const lang of ["ru", "en"] as const) {
      const passages = await knowledge(lang);
      for (const rule of MONEY_RULES) expect(rulePassage(passages, rule), `${lang}: ${rule}`).not.toBeNull();
    }
    const page = await reply("Оплатил, а ключ не пришёл", "ru");
    expect(page).toContain("](/faq#faq-paidNoKey)");
    // The rule is quoted to its end: its last sentence is what to do when nothing helped.
    expect(page).toContain("Спам");
    expect(page).toContain("время платежа");
    expect(await reply("I was charged twice for one order", "en")).toContain("](/en/faq#faq-paidTwice)");
  });

  it("reads how customers ask for each passage: every phrasing names one, and brings it", async () => {
    for (const lang of ["ru", "en"] as const) {
      const passages = await knowledge(lang);
      // A heading changed in the locales leaves its phrasings behind: named here.
      const orphans = unplacedPhrasings(lang, passages);
      expect(orphans).toEqual([]);
      expect(passages.filter((p) => p.asked).length).toBeGreaterThanOrEqual(passages.length - 1);
    }
    // An article the owner renames (its heading is its title) keeps them; a changed heading on a
    // page of several passages (the FAQ) is named.
    const passages = await knowledge("en");
    const renamed = (page: string, heading: string) =>
      passages.map((p) => (p.page === page && p.heading === heading ? { ...p, heading: "Renamed" } : p));
    const loader = withPhrasings(
      "en",
      renamed("/problem/loader-does-not-start", "The loader does not start"),
    ).find((p) => p.page === "/problem/loader-does-not-start");
    expect(loader?.asked).toContain("i double click and nothing happens");
    const faqHeading = "Can I move my key to another computer?";
    expect(unplacedPhrasings("en", renamed("/faq", faqHeading))).toEqual([`/faq | ${faqHeading}`]);
    // Words the loader's article does not use ("double", "exe", "happens"), found in its phrasings.
    const { hits } = await retrieve("en", "i double click the exe and nothing happens");
    expect(hits[0].passage.page).toBe("/problem/loader-does-not-start");
    expect(hits[0].echoed).toContain("exe");
  });

  it("knows the rules of coupon codes and referrals and cites them in both languages", async () => {
    expect(await reply("промокод не работает вместе с бонусом?", "ru")).toContain("](/faq#faq-coupons)");
    expect(await reply("can I use a coupon code together with my bonus discount", "en")).toContain(
      "](/en/faq#faq-coupons)",
    );
    expect(
      await reply("что я получу, если друг зарегистрируется по моей реферальной ссылке?", "ru"),
    ).toContain("](/faq#faq-referrals)");
    expect(await reply("how do I get a reward for inviting a friend with my referral link", "en")).toContain(
      "](/en/faq#faq-referrals)",
    );
  });

  it("answers two questions in one message each with its own source, and says which it cannot", async () => {
    const both = await reply("ключ пришёл, но игра вылетает после инжекта, и как продлить подписку?", "ru");
    expect(both).toContain("«ключ пришёл, но игра вылетает после инжекта»");
    expect(both).toContain("](/problem/game-crashes-on-injection)");
    expect(both).toContain("](/faq#faq-extend)");
    // One offer of a ticket for the whole reply.
    expect(both.match(/\/profile\/tickets\?new/g)).toHaveLength(1);
    const half = await reply("What's the weather tomorrow? And is Talon Rage detected?", "en");
    expect(half).toContain("On this one I found nothing");
    expect(half).toContain("](/en/cheat/dead-meridian/talon-rage)");
  });

  it("answers a statement and the question after it apart only when the statement has an answer of its own", async () => {
    const both = await reply(
      "Оплатил, а ключ не пришёл уже 20 минут. Куда писать, какая почта у саппорта?",
      "ru",
    );
    expect(both).toContain("](/faq#faq-paidNoKey)");
    expect(both).toContain("](/contacts)");
    const one = await answer({ question: "Bought it yesterday. How do I activate the key?", pageLang: "en" });
    expect(one.source).not.toBe("parts");
  });

  it("cites the right page for most of the evaluation set and declines what the shop cannot answer", async () => {
    const { results } = await evaluateAssistant();
    const share = (list: typeof results) => list.filter((r) => r.ok).length / list.length;
    const tuning = results.filter((r) => r.part === "tuning");
    expect(share(tuning.filter((r) => r.pages))).toBeGreaterThanOrEqual(0.95);
    expect(tuning.filter((r) => !r.pages && !r.ok).map((r) => r.question)).toEqual([]);
    // The held-out part (never tuned against, decision 0045) at the target: 90 % in all,
    // each language's answerable questions 85 %.
    const heldOut = results.filter((r) => r.part === "heldout");
    expect(heldOut.length).toBeGreaterThanOrEqual(200);
    expect(share(heldOut)).toBeGreaterThanOrEqual(0.9);
    for (const lang of ["ru", "en"] as const)
      expect(share(heldOut.filter((r) => r.lang === lang && r.pages)), lang).toBeGreaterThanOrEqual(0.85);
    // Money questions (refunds, keys that do not work, bans, a wrong choice) are answered from the
    // rule that applies: the right page first, and the rule's own words in the reply.
    const money = results.filter((r) => r.says);
    expect(money.length).toBeGreaterThanOrEqual(16);
    expect(money.filter((r) => !r.ok).map((r) => `${r.question} → ${r.cited[0] ?? "nothing"}`)).toEqual([]);
  });
});

describe("AI assistant with a language model", () => {
  const [database] = testDatabases();
  useSeededDatabase(database);
  let model: Awaited<ReturnType<typeof startChatModel>>;
  const withModel = () =>
    setEnv(
      parseEnv({
        ...baseEnv,
        AI_API_URL: model.url,
        AI_API_KEY: "sk-test-secret-key",
        AI_MODEL: "test-model",
        AI_TIMEOUT_MS: "300",
      }),
    );
  beforeAll(async () => {
    model = await startChatModel();
    withModel();
  });
  beforeEach(() => {
    resetLimiters();
    model.requests.length = 0;
    model.state.mode = "grounded";
  });
  afterAll(async () => {
    setEnv(undefined);
    await model.close();
  });

  it("grounds the prompt with the retrieved passages and keeps only links to them", async () => {
    const { sessionId } = (await start()).body;
    await send({ sessionId, text: "Which payment methods can I use?" });
    const answered = await send({ sessionId, text: "How do I get a refund?" });
    expect(answered.status).toBe(200);
    const text = (answered.body as AssistantSent).received.text;

    const request = model.requests.at(-1)!;
    expect(request.authorization).toBe("Bearer sk-test-secret-key");
    expect(request.body.model).toBe("test-model");
    const system = request.body.messages[0];
    expect(system.role).toBe("system");
    expect(system.content).toMatch(/\[1\] .+ — .*Refunds.* \(\/en\/[a-z-]+#section-\d\)/);
    // The earlier turn gives the follow-up its context; the question comes last.
    expect(request.body.messages.slice(1).map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(request.body.messages.at(-1)!.content).toBe("How do I get a refund?");

    expect(text).toMatch(/^Our page says: ".+" Details: \[.+\]\(\/en\/[a-z-]+#section-\d\)\./);
    expect(text).toContain("See also everything and this.");
    expect(text).not.toContain("/secret-admin");
    expect(text).not.toContain("elsewhere.example");
    expect(text).toContain(
      "[open a support ticket](/en/profile/tickets?new&subject=paymentProblem&purchase=last#new-ticket)",
    );
    expect(JSON.stringify(answered.body)).not.toContain("sk-test-secret-key");
  });

  it.each(["slow", "error", "malformed"] as const)(
    "falls back to the retrieval reply when the model is %s",
    async (mode) => {
      model.state.mode = mode;
      model.state.delayMs = 1_500;
      const text = await reply("How do I get a refund?", "en");
      expect(model.requests).toHaveLength(1);
      expect(text).toMatch(/^Here is what I found:\n\n> /);
      expect(text).toContain(
        "[open a support ticket](/en/profile/tickets?new&subject=paymentProblem&purchase=last#new-ticket)",
      );
    },
  );

  it.each([
    [
      "en",
      "I was charged twice for the same order, what do I do",
      "charged twice for one order",
      "I was charged twice",
    ],
    ["ru", "оплатил а ключа нет уже час", "оплатил, но не получил ключ", "Оплатил, а ключ не пришёл"],
  ] as const)(
    "tells the model the money situation and gives it that rule alone (%s)",
    async (lang, question, situation, rule) => {
      await reply(question, lang);
      const system = model.requests.at(-1)!.body.messages[0].content;
      expect(system).toContain(situation);
      expect(system).toContain(`[1] `);
      expect(system.slice(system.indexOf("[1] "))).toContain(rule);
      expect(system).not.toContain("[2] ");
    },
  );

  it("gives the model the passages the embedded reply would quote, and none for what the shop cannot answer", async () => {
    const declined = await reply("Who will win the football cup tomorrow?", "en");
    expect(model.requests).toHaveLength(0);
    expect(declined).toContain("/en/profile/tickets?new#new-ticket");
    await reply("the antivirus deleted the loader", "en");
    const system = model.requests.at(-1)!.body.messages[0].content;
    expect(system).toContain("(/en/problem/antivirus-deletes-loader)");
    expect(system).not.toContain("money situation");
  });

  it("answers a product's status from live data without asking the model", async () => {
    const text = await reply("Работает ли Phantom ESP?", "ru");
    expect(text).toContain("Phantom ESP (Железный рубеж) — Не обнаружен ★");
    expect(model.requests).toHaveLength(0);
  });

  it("keeps the key on the server: the start answer and the page never carry it", async () => {
    withModel();
    const started = await callRoute(startLoader, "/api/ai-chat/start?lang=en", { ip: freshIp() });
    expect(await started.text()).not.toContain("sk-test");
  });
});
