import { z } from "zod";
import { env } from "~/env.server";
import { langT } from "~/i18n/i18n.server";
import { ORDER_TICKET_LINK_PATH, rewriteLinks, TICKET_LINK_PATH } from "~/utils/assistant";
import { localizePath, type Lang } from "~/utils/lang";
import { logger } from "../logger.server";
import type { MoneyIntent } from "./money-intents.server";
import type { Hit } from "./retrieval.server";

/**
 * The optional language model: an OpenAI-compatible chat-completions endpoint, asked to answer
 * only from the passages retrieval found. The key stays on the server; the browser only ever
 * sees the reply text.
 */

/** Whether AI_API_URL, AI_API_KEY and AI_MODEL are all set. */
export function llmConfigured() {
  const e = env();
  return Boolean(e.AI_API_URL && e.AI_API_KEY && e.AI_MODEL);
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export class LlmFailure extends Error {}

/**
 * Asks the model; throws LlmFailure on a timeout, an error status, a malformed or empty answer,
 * so the caller falls back to the retrieval reply.
 */
export async function llmReply(input: {
  lang: Lang;
  question: string;
  hits: Hit[];
  history: { isBot: boolean; text: string }[];
  /** The money situation the question is about: its rule is hits[0] (money-intents.server.ts). */
  intent?: MoneyIntent;
  /** About an order's money: the ticket the model offers has the order chosen. */
  order?: boolean;
}): Promise<string> {
  const e = env();
  const t = await langT(input.lang, "assistant");
  const sources = input.hits.length
    ? input.hits
        .map(
          (hit, i) =>
            `[${i + 1}] ${hit.passage.pageTitle} — ${hit.passage.heading} (${localizePath(hit.passage.page, input.lang)})\n${hit.passage.text}`,
        )
        .join("\n\n")
    : t("llm.noSources");
  const situation = input.intent
    ? `\n\n${t("llm.situation", { situation: t(`llm.intents.${input.intent}`) })}`
    : "";
  const messages = [
    {
      role: "system",
      content: `${t("llm.system", { ticket: localizePath(input.order ? ORDER_TICKET_LINK_PATH : TICKET_LINK_PATH, input.lang) })}${situation}\n\n${t("llm.sources")}\n${sources}`,
    },
    // The last few turns give follow-up questions their context.
    ...input.history.slice(-6).map((m) => ({ role: m.isBot ? "assistant" : "user", content: m.text })),
    { role: "user", content: input.question },
  ];
  let response: Response;
  try {
    response = await fetch(e.AI_API_URL!, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${e.AI_API_KEY}` },
      body: JSON.stringify({ model: e.AI_MODEL, messages, temperature: 0.2, max_tokens: 400 }),
      signal: AbortSignal.timeout(e.AI_TIMEOUT_MS),
    });
  } catch (error) {
    throw new LlmFailure(
      `request failed: ${(error as Error).name === "TimeoutError" ? "timeout" : (error as Error).message}`,
    );
  }
  if (!response.ok) throw new LlmFailure(`status ${response.status}`);
  const parsed = completionSchema.safeParse(await response.json().catch(() => null));
  const content = parsed.success ? parsed.data.choices[0].message.content?.trim() : "";
  if (!content) throw new LlmFailure("empty or malformed answer");
  return keepSourceLinks(content, input.lang, [
    ...input.hits.map((h) => h.passage.page),
    TICKET_LINK_PATH,
    ORDER_TICKET_LINK_PATH,
  ]);
}

/**
 * Keeps the model's links to the pages it was given (in the reply's language) and turns any
 * other link, an invented page included, into plain text.
 */
export function keepSourceLinks(text: string, lang: Lang, pages: string[]) {
  const allowed = new Set(pages.map((page) => localizePath(page, lang)));
  return rewriteLinks(text, (label, href) => {
    const local = href.startsWith("/") ? localizePath(href, lang) : href;
    return allowed.has(local) ? `[${label}](${local})` : label;
  });
}

/** Logs why the model was skipped; the customer gets the retrieval reply instead. */
export function logLlmFallback(error: unknown) {
  logger().warn(
    { err: error instanceof Error ? error.message : String(error) },
    "assistant model failed; retrieval reply used",
  );
}
