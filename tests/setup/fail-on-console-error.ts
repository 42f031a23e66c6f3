import { afterEach, beforeEach, vi } from "vitest";

// A test that logs an unexpected console.error fails (ARCHITECTURE §9.8). Tests that expect
// one mock console.error themselves.
let errors: unknown[][] = [];
let original: typeof console.error;

beforeEach(() => {
  errors = [];
  original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (errors.length) {
    const first = errors[0].map((a) => (a instanceof Error ? a.stack : String(a))).join(" ");
    errors = [];
    throw new Error(`console.error was called during the test: ${first}`);
  }
  vi.restoreAllMocks();
  // Files share a worker's process (vitest.config.ts): no test leaves a faked clock to the next.
  vi.useRealTimers();
});
