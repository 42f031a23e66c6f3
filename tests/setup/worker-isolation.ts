// Test files run side by side in parallel workers (vitest.config.ts). Databases are per suite
// already (tests/support/databases.ts); what else a suite shares on the machine is split here by
// worker: each worker talks to a Redis database of its own (rate-limit counters, the Socket.IO
// streams), so one suite's keys never meet another's.
//
// Files of one worker share this process (isolate: false), so this runs once per file against an
// environment an earlier file already rewrote: the base URL is kept beside the rewritten one.
// Without TEST_REDIS_URL nothing is written at all — assigning `undefined` to process.env stores
// the string "undefined", which the worker's next file then tried to parse as a URL.
const base = process.env.TEST_REDIS_BASE_URL ?? process.env.TEST_REDIS_URL;
if (base) {
  process.env.TEST_REDIS_BASE_URL = base;
  const url = new URL(base);
  // Redis has 16 databases; 0 is left to whatever else runs on the machine.
  url.pathname = `/${1 + (Number(process.env.VITEST_POOL_ID ?? 0) % 15)}`;
  process.env.TEST_REDIS_URL = url.toString();
}
