// Prints the ten slowest tests of each runner from the JSON reports a CI run writes
// (vitest.config.ts and playwright.config.ts write them when CI is set), so a run that grows
// shows where its time went — and, last, every test that failed or passed only on a retry, so
// the tail of a CI log (often all that is kept) names what went wrong.
import fs from "node:fs";

const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
};

function print(title, rows) {
  if (!rows.length) return;
  console.log(`\n${title}`);
  for (const { ms, name } of rows.sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
}

const troubles = [];

// The bare phase's report is kept under its own name (.ci/run) before the Postgres phase writes
// the usual one.
for (const [phase, file] of [
  ["no services", "tmp/vitest-report-bare.json"],
  ["Postgres", "tmp/vitest-report.json"],
]) {
  const vitest = read(file);
  if (!vitest) continue;
  const rows = vitest.testResults.flatMap((result) =>
    result.assertionResults.map((test) => ({
      ms: test.duration ?? 0,
      status: test.status,
      name: `${result.name.replace(`${process.cwd()}/`, "")} › ${test.fullName}`,
    })),
  );
  print(`Slowest vitest tests (${phase}):`, rows);
  for (const row of rows) if (row.status === "failed") troubles.push(`FAILED  vitest (${phase}) ${row.name}`);
  // A file that failed before any test ran (an import error) has no assertion to report it.
  for (const result of vitest.testResults)
    if (result.status === "failed" && !result.assertionResults.some((test) => test.status === "failed"))
      troubles.push(
        `FAILED  vitest (${phase}) ${result.name.replace(`${process.cwd()}/`, "")}: ${result.message ?? ""}`,
      );
}

/** Where a failure's second and later lines start in the summary. */
const MORE = "\n          ";

/** A Playwright error's first lines (colours taken out) and the spec line it stopped on. */
function failureLines(error) {
  const lines = (error?.message ?? "")
    // eslint-disable-next-line no-control-regex -- the terminal colour codes Playwright writes
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && line !== "Call log:")
    .slice(0, 6)
    .map((line) => line.slice(0, 200));
  const at = error?.location ? ` (at ${error.location.file.split("/").pop()}:${error.location.line})` : "";
  return lines.join(MORE) + at;
}

/** A failed try: every error it reports (a time limit's first, then the step it stopped). */
const tryLines = (result) =>
  (result.errors?.length ? result.errors : [result.error]).map(failureLines).join(MORE);

const playwright = read("tmp/playwright-report.json");
if (playwright) {
  const rows = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const name = `[${test.projectName}] ${spec.file ?? file} › ${spec.title}`;
        rows.push({ ms: test.results.reduce((sum, result) => sum + result.duration, 0), name });
        const failures = test.results.filter(
          (result) => result.status !== "passed" && result.status !== "skipped",
        );
        if (!failures.length) continue;
        troubles.push(`${test.status === "flaky" ? "RETRIED" : "FAILED "} ${name}`);
        // Each try's failure in a few lines: which check, where, and what it found — a CI log is
        // all there is of a run on a clone that is gone.
        failures.forEach((result, index) => troubles.push(`    try ${index + 1}: ${tryLines(result)}`));
      }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of playwright.suites) walk(suite, suite.file);
  print("Slowest Playwright tests (all tries):", rows);
}

if (troubles.length) {
  console.log("\nTests that failed or passed only on a retry:");
  for (const line of troubles) console.log(`  ${line}`);
}
