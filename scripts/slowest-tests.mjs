// Prints the ten slowest tests of each runner from the JSON reports a CI run writes
// (vitest.config.ts and playwright.config.ts write them when CI is set), so a run that grows
// shows where its time went.
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

const vitest = read("tmp/vitest-report.json");
if (vitest)
  print(
    "Slowest vitest tests:",
    vitest.testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({
        ms: test.duration ?? 0,
        name: `${file.name.replace(`${process.cwd()}/`, "")} › ${test.fullName}`,
      })),
    ),
  );

const playwright = read("tmp/playwright-report.json");
if (playwright) {
  const rows = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        rows.push({
          ms: test.results.reduce((sum, result) => sum + result.duration, 0),
          name: `[${test.projectName}] ${spec.file ?? file} › ${spec.title}`,
        });
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of playwright.suites) walk(suite, suite.file);
  print("Slowest Playwright tests (all tries):", rows);
}
