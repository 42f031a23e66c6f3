import { defineConfig, devices } from "@playwright/test";
import type { StackToStart } from "./tests/mocks/e2e-stacks";

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
/** The e2e harness's session door beside the shop (tests/mocks/session-mint.ts). */
export const mintURL = `http://127.0.0.1:${port + 1}`;
/** The second stack, with Digiseller as its payment provider (tests/mocks/e2e-digiseller-stack.ts). */
export const digisellerURL = `http://127.0.0.1:${port + 2}`;
/**
 * The stack the read-only specs look at: the same build and seed as the stories' stack, on data of
 * its own, so the stories can run beside them without either meeting the other's changes.
 */
export const viewsURL = `http://127.0.0.1:${port + 3}`;
export const viewsMintURL = `http://127.0.0.1:${port + 4}`;

/** Debian's Chromium: Playwright's own browser download cannot work on these machines. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/*
 * What runs where. A spec runs at 1280 px with JavaScript ("desktop") unless its tests say
 * otherwise with tags: `@mobile` also runs it at 375 px, `@no-js` also without JavaScript, and
 * `@not-desktop` leaves the desktop run out. A test is tagged only for the modes where its subject
 * differs (a layout at 375 px, a form that posts without JavaScript), not run three times over.
 *
 * Specs that change nothing another spec reads look at a stack of their own ("views"), test by
 * test in whichever worker is free. The stories that change the shop (console, desk, tickets,
 * payments, stock, sign-in) run on the main stack beside them, one at a time, one mode after the
 * other: a story never meets its own product being changed by the same story in another mode, and
 * a read-only check never meets a story's change.
 */
const readOnly =
  /\/(a11y|art|assistant|console-shell|effects|help-and-more|help-art|layout|looks|shell|storefront|widgets)\.spec\.ts$/;
const stories = /\/(auth|console|desk|digiseller|email-rules|payments|promotions|stock|tickets)\.spec\.ts$/;
const modes = {
  desktop: {
    use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    grepInvert: /@not-desktop/,
  },
  mobile: {
    use: {
      ...devices["Desktop Chrome"],
      viewport: { width: 375, height: 740 },
      isMobile: false,
      hasTouch: true,
    },
    grep: /@mobile/,
  },
  "no-js": {
    use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
    grep: /@no-js/,
  },
};

/**
 * An e2e stack on `at` (its session door on `at + 1`): the production build on the embedded
 * defaults (PGlite in memory, seeded at start), with local stand-ins for SMTP, Google and Steam
 * (tests/mocks/e2e-stack.ts); its data and captured mail under tmp/<name>-data and -mail.
 */
function e2eStack(at: number, name: string): StackToStart {
  return {
    name,
    script: "tests/mocks/e2e-stack.ts",
    health: `http://127.0.0.1:${at}/healthz`,
    env: {
      NODE_ENV: "production",
      PORT: String(at),
      HOST: "127.0.0.1",
      DATA_DIR: `tmp/${name}-data`,
      PGLITE_DATA: "memory://",
      LOG_LEVEL: "warn",
      // One scrape port per machine: the stacks need none.
      METRICS_PORT: "0",
      E2E_MAIL_DIR: `tmp/${name}-mail`,
      E2E_MINT_PORT: String(at + 1),
      // Every browser of the run signs in from 127.0.0.1: only the per-address limit is tested here.
      LOGIN_LIMIT_PER_IP: "100000",
      AI_CHAT_LIMIT_PER_MINUTE: "100000",
      // No payment settings at all: the production build buys through its built-in sandbox.
    },
  };
}

const stacksToStart: StackToStart[] = [
  // The stories' stack and the read-only specs' copy of it (viewsURL).
  e2eStack(port, "e2e"),
  e2eStack(port + 3, "e2e-views"),
  {
    // The same production build with Digiseller as the payment provider, against the local
    // Digiseller stand-in, for the Digiseller purchase story (tests/e2e/digiseller.spec.ts).
    name: "e2e-digiseller",
    script: "tests/mocks/e2e-digiseller-stack.ts",
    health: `${digisellerURL}/healthz`,
    env: {
      NODE_ENV: "production",
      PORT: String(port + 2),
      HOST: "127.0.0.1",
      DATA_DIR: "tmp/e2e-digiseller-data",
      PGLITE_DATA: "memory://",
      LOG_LEVEL: "warn",
      // One scrape port per machine: the stacks need none.
      METRICS_PORT: "0",
    },
  },
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // One worker for the stories and one for the read-only specs beside them (both for the
  // read-only specs once the stories are done). A third worker was tried: on two cores every test
  // then ran twice as slowly and the run took longer.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A `test.only` left in a spec would make CI pass on one test: on CI it fails the run instead.
  forbidOnly: Boolean(process.env.CI),
  // A time limit stops a hang; it does not measure speed (npm run bench does). On a loaded two-core
  // CI machine the same test took up to three times as long on one run as on the one before (a kept
  // picture's page 33–40 s against a 30 s limit, 11 s alone), so the limits are generous.
  timeout: 90_000,
  // A navigation on a loaded two-core machine can take several seconds: a passing check never waits.
  expect: {
    timeout: 20_000,
    // The kept pictures (looks.spec.ts): a pixel differs when its colour moves past 0.2 of the
    // range (anti-aliasing stays under it); a screen differs when 1 % of its pixels do.
    toHaveScreenshot: { threshold: 0.2, maxDiffPixelRatio: 0.01, animations: "disabled", caret: "hide" },
  },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "tmp/playwright-report.json" }]] : [["list"]],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    // The staff's sessions, made once for the run (tests/e2e/sessions.setup.ts).
    { name: "sessions", testMatch: /sessions\.setup\.ts$/ },
    ...Object.entries(modes).map(([name, mode], index, all) => ({
      name: `${name}-stories`,
      ...mode,
      metadata: { mode: name, stack: "stories" },
      testMatch: stories,
      // One story at a time: each drives two or three browsers and the server at once, and two of
      // them side by side on two cores made navigations outlast their timeouts. Listed before the
      // read-only projects, so a story holds one worker from the start while the read-only specs
      // take the other; each mode's stories after the previous mode's.
      workers: 1,
      // A story walks several pages in two or three browsers, and how long that takes on a loaded
      // two-core machine varies by run: the same stories took 56 s on one CI run and 60–96 s on the
      // next, and a per-story limit tuned to one run failed the other. A story's time limit is
      // there to stop a hang, not to measure speed (npm run bench does that): one generous limit for
      // every story, none set story by story.
      timeout: 180_000,
      dependencies: index === 0 ? ["sessions"] : [`${all[index - 1][0]}-stories`],
    })),
    ...Object.entries(modes).map(([name, mode]) => ({
      name,
      ...mode,
      use: { ...mode.use, baseURL: viewsURL },
      metadata: { mode: name, stack: "views" },
      testMatch: readOnly,
      fullyParallel: true,
      // All in the first phase, beside the desktop stories. Chaining them like the stories (so the
      // phone and no-JavaScript stories would not run alone on one worker) was measured on CI:
      // every test ran 1.3–2 times slower beside a story and the run took longer (decision 0028).
      dependencies: ["sessions"],
    })),
  ],
  // The stacks start side by side (tests/mocks/e2e-stacks.ts): Playwright would start a list of
  // web servers one after the other.
  webServer: {
    command: "node --import tsx tests/mocks/e2e-stacks.ts",
    url: `http://127.0.0.1:${port + 5}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_STACKS: JSON.stringify(stacksToStart), E2E_READY_PORT: String(port + 5) },
  },
});
