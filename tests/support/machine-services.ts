/**
 * The machine's own services a suite may need beyond the embedded defaults. A newcomer's
 * `npm test` runs with none of them (no TEST_* variable, no Postgres, no Redis): the suites that
 * need one are skipped, each saying so in one line, and everything else runs on PGlite and the
 * in-process stores. CI runs once that way and once with both set (.ci/run).
 */
const services = {
  postgres: { variable: "TEST_DATABASE_URL", name: "Postgres" },
  redis: { variable: "TEST_REDIS_URL", name: "Redis" },
} as const;

export type MachineService = keyof typeof services;

/** Whether `needs` are all set for this run; when not, one line naming the suite and what is missing. */
export function hasServices(suite: string, ...needs: MachineService[]): boolean {
  const missing = needs.filter((n) => !process.env[services[n].variable]);
  if (missing.length) {
    const what = missing.map((n) => `${services[n].name} (${services[n].variable})`).join(" and ");
    console.info(`skipped: "${suite}" needs ${what}, which this run does not set`);
  }
  return missing.length === 0;
}
