/*
 * Two questions in one message (issue 55 item 3): "ключ пришёл, но игра вылетает, и как продлить
 * подписку?" is a launch problem and a renewal. A message is split where a new question plainly
 * starts — after a question mark, or at "and"/"и"/"а также"/"also" followed by a question word —
 * and each part is answered on its own. "but"/"но" does not split: "the key came, but the game
 * crashes" is one situation.
 */

const QUESTION_WORDS = [
  "как",
  "где",
  "когда",
  "сколько",
  "можно",
  "почему",
  "зачем",
  "что",
  "есть",
  "нужно",
  "куда",
  "кому",
  "какая",
  "каким",
  "надо",
  "какой",
  "какие",
  "будет",
  "вернете",
  "вернёте",
  "how",
  "what",
  "where",
  "when",
  "can",
  "could",
  "do",
  "does",
  "is",
  "are",
  "why",
  "will",
  "which",
  "should",
];

// After a question mark only: a statement before a question is its context ("Bought it yesterday.
// The key does not work — refund?"), not a question of its own.
const QUESTION_END = /(?<=\?)\s+(?=\S)/u;
const JOINED_QUESTION = new RegExp(
  String.raw`(?:,\s*|\s+)(?:и|а также|а ещё|а еще|и ещё|и еще|ещё|еще|and|and also|also|plus)\s+(?=(?:${QUESTION_WORDS.join("|")})(?![\p{L}]))`,
  "giu",
);

// "И ещё вопрос: …", "one more question, …": the words that announce the next question.
const ANOTHER_QUESTION =
  /(?:[,.]\s*|\s+)(?:(?:и|а)\s+)?(?:ещё|еще)\s+(?:один\s+)?вопрос\s*[:,—-]?\s*|(?:[,.]\s*|\s+)(?:and\s+)?(?:one more|another)\s+question\s*[:,—-]?\s*/giu;

// A sentence after a question mark that gives an example or says the question again in other
// words ("any list of useful programs? like for remote desktop", "есть софт? например для
// удалёнки") belongs to that question: it is no question of its own.
const ELABORATION =
  /^(?:like|e\.?g\.?|for example|for instance|such as|i mean|например|типа|вроде|то есть|т\.\s?е\.|в смысле|к примеру)(?![\p{L}])/iu;

/** The sentences of a message split at its question marks, each elaboration kept with its question. */
function questionSentences(message: string): string[] {
  const sentences: string[] = [];
  for (const sentence of message.split(QUESTION_END))
    if (sentences.length && ELABORATION.test(sentence.trim()))
      sentences[sentences.length - 1] += ` ${sentence}`;
    else sentences.push(sentence);
  return sentences;
}

/** Whether a part asks about something (three letters or more in some word). */
const hasContent = (part: string) => /[\p{L}\p{N}]{3,}/u.test(part);

/** The questions of a message, in order; one part when it holds one question. */
export function questionParts(message: string): string[] {
  const parts = questionSentences(message)
    .flatMap((sentence) => sentence.split(ANOTHER_QUESTION))
    .flatMap((sentence) => sentence.split(JOINED_QUESTION))
    .map((part) => part.trim().replace(/^[,;—–-]\s*/, ""))
    .filter(hasContent);
  return parts.length > 1 ? parts : [message];
}

// A statement, then a question of its own: "Оплатил, а ключа нет уже 20 минут. Куда писать?" —
// the last sentence opens with a question word and ends with a question mark.
const STATEMENT_THEN_QUESTION = new RegExp(
  String.raw`^(.*[\p{L}\p{N}][.!…]+)\s+((?:${QUESTION_WORDS.join("|")})(?![\p{L}])[^.!?…]*\?+)\s*$`,
  "isu",
);

/**
 * A message of one question read as a statement and a question after it, or null. Whether the two
 * are answered apart is the caller's choice: a statement that is only the question's context
 * ("Bought it yesterday. How do I activate it?") has no answer of its own, and the whole message is
 * answered as one then.
 */
export function statementAndQuestion(message: string): [string, string] | null {
  const found = message.trim().match(STATEMENT_THEN_QUESTION);
  return found && hasContent(found[1]) ? [found[1], found[2]] : null;
}
