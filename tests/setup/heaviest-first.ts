import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest start first, so the two workers finish together instead of one
 * starting a minute-long suite when the other is done. Vitest orders by the durations it cached
 * from earlier runs; a fresh checkout (CI) has none, so the known heavy suites are named here.
 */
const HEAVIEST = [
  "fuzz-routes",
  "payments-crash",
  "site-http",
  "tickets-live",
  "tickets-resilience",
  "stock",
  "database",
  "uploads-limits",
  "observability",
  "instances",
  "hardening-http",
];

const rank = (file: TestSpecification) => {
  const index = HEAVIEST.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
  return index === -1 ? HEAVIEST.length : index;
};

export default class HeaviestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}
