/**
 * npm run eval:assistant — asks the assistant the evaluation set (tests/fixtures/assistant-eval.json)
 * on a freshly seeded embedded database and prints the share answered with the right page; then
 * runs the header search's set (tests/fixtures/search-eval.json) and prints the share whose page
 * is among the first three. With
 * AI_API_URL, AI_API_KEY and AI_MODEL set, the model path is measured instead.
 */
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { openDb, setDb } from "~/db/client.server";
import { seedIfEmpty } from "../drizzle/seed/seed";
import { diskStore } from "~/services/storage/disk-store.server";
import { llmConfigured } from "~/services/assistant/llm.server";
import { evaluateAssistant } from "./assistant-eval";
import { retrieve } from "~/services/assistant/retrieval.server";
import { search } from "~/services/catalogue/search.server";
import { percentile } from "./percentile";
import { evaluateSearch, SEARCH_TOP } from "./search-eval";

const handle = await openDb({ kind: "pglite", dataDir: "memory://" });
await handle.migrate();
await seedIfEmpty(handle.db, diskStore(path.resolve("tmp/eval-media")));
setDb(handle);

// What the indexes hold in memory: the heap after a full collection, before and after building
// the header search's index and both languages' article indexes.
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;
const heap = () => {
  collect();
  return process.memoryUsage().heapUsed;
};
const heapBefore = heap();
await Promise.all([search("ru", "index"), retrieve("ru", "index"), retrieve("en", "index")]);
const indexMb = (heap() - heapBefore) / 2 ** 20;

const started = performance.now();
const { results, answered, declined } = await evaluateAssistant();
const ms = performance.now() - started;
const searched = await evaluateSearch();
await handle.close();

const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
for (const part of ["tuning", "heldout"] as const)
  for (const lang of ["ru", "en"] as const) {
    const own = results.filter((r) => r.part === part && r.lang === lang && r.pages);
    const right = own.filter((r) => r.ok).length;
    console.log(
      `${part} ${lang}: ${right}/${own.length} answered with the right page (${percent(right, own.length)})`,
    );
  }
// Only the tuning part's misses are shown: the held-out part is counted, never read, so that no
// change is made against it (decision 0045).
for (const r of results.filter((r) => !r.ok && r.part === "tuning"))
  console.log(
    `  miss [${r.lang}] ${r.question}\n    expected ${r.pages?.join(" | ") ?? "no citation"}; cited ${r.cited.join(", ") || "nothing"} (${r.source})`,
  );
console.log(`path: ${llmConfigured() ? "model grounded by retrieval" : "embedded retrieval"}`);
console.log(
  `answered with the right page: ${answered.right}/${answered.total} (${percent(answered.right, answered.total)})`,
);
console.log(`declined honestly when the shop has no answer: ${declined.right}/${declined.total}`);
for (const part of ["tuning", "heldout"] as const) {
  const own = results.filter((r) => r.part === part);
  const right = own.filter((r) => r.ok).length;
  console.log(`${part}: ${right}/${own.length} right (${percent(right, own.length)}), declines included`);
}
const money = results.filter((r) => r.intent);
console.log(`money situations answered by their rule: ${money.filter((r) => r.ok).length}/${money.length}`);
const twoPart = results.filter((r) => r.also);
console.log(
  `two questions in one message, both answered: ${twoPart.filter((r) => r.ok).length}/${twoPart.length}`,
);
console.log(
  `time per question: mean ${(ms / results.length).toFixed(1)} ms, p95 ${percentile(
    results.map((r) => r.ms),
    0.95,
  ).toFixed(1)} ms`,
);
console.log(`the indexes in memory (search and both languages' articles): ${indexMb.toFixed(1)} MB`);

for (const r of searched.results.filter((r) => !r.ok))
  console.log(
    `  search miss [${r.lang}] ${r.query}: first ${r.top.join(", ") || "nothing"}; expected ${r.expect[0]}`,
  );
console.log(
  `search: the page meant among the first ${SEARCH_TOP} for ${searched.right}/${searched.total} (${percent(searched.right, searched.total)}); p95 ${searched.p95.toFixed(1)} ms a search`,
);
