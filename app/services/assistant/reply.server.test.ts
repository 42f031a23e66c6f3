import { describe, expect, it } from "vitest";
import { queryTerms, terms } from "../text/analyzer.server";
import type { Passage } from "./knowledge.server";
import { answeringHits } from "./reply.server";
import type { Hit } from "./retrieval.server";

const passage = (page: string): Passage => ({
  id: page,
  kind: "faq",
  page,
  pageTitle: page,
  heading: page,
  text: "",
});

/** A hit on `page` that contains these words of the question (as terms). */
const hit = (page: string, score: number, words: string, echoed = ""): Hit => ({
  passage: passage(page),
  score,
  matched: terms(words),
  echoed: terms(echoed),
});

describe("which hits answer a question (answeringHits)", () => {
  it("takes a hit on the one word of the field among words that only tell the story", () => {
    // "uac" is a word of the field; "keeps", "popping", "disable" are not: the article that names
    // UAC answers, though it shares one word of four.
    const asked = queryTerms("uac keeps popping up, should i disable it?");
    const answering = answeringHits([hit("/faq", 16, "uac"), hit("/other", 12, "disable")], asked);
    expect(answering.map((h) => h.passage.page)).toEqual(["/faq"]);
  });

  it("takes no hit that shares only an everyday word, however high it scores", () => {
    const asked = queryTerms("who will win the election this year");
    expect(answeringHits([hit("/faq", 30, "win")], asked)).toEqual([]);
  });

  it("drops a hit far below the best one", () => {
    const asked = queryTerms("antivirus deletes the loader");
    const answering = answeringHits(
      [hit("/problem/antivirus", 60, "antivirus loader"), hit("/problem/loader", 10, "antivirus loader")],
      asked,
    );
    expect(answering.map((h) => h.passage.page)).toEqual(["/problem/antivirus"]);
  });

  it("counts a word found only in how customers ask for a passage as half a word it says", () => {
    // "screen" is in the article; "flashes" and "gone" only in its phrasings: two thirds of the
    // question, enough for a question naming nothing of the field (without the phrasings, one third).
    const asked = queryTerms("the screen flashes and is gone");
    expect(answeringHits([hit("/problem/loader", 9, "screen", "flashes gone")], asked)).toHaveLength(1);
    // «сколько стоит подписка на нетфликс»: "much" and "subscription" are in how customers ask
    // about extending, "netflix" nowhere; at a whole word each that would be two thirds, an answer.
    const offTopic = queryTerms("how much is a netflix subscription");
    expect(answeringHits([hit("/faq", 9, "", "much subscription")], offTopic)).toEqual([]);
  });
});
