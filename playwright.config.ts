import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
/** The second stack, with Digiseller as its payment provider (tests/mocks/e2e-digiseller-stack.ts). */
export const digisellerURL = `http://127.0.0.1:${port + 2}`;

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

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 740 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
    },
  ],
  webServer: [
    {
      // The production build on the embedded defaults (PGlite in memory, seeded at start), with
      // local stand-ins for SMTP, Google and Steam (tests/mocks/e2e-stack.ts).
      command: "node --import tsx tests/mocks/e2e-stack.ts",
      url: `${baseURL}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: "tmp/e2e-data",
        PGLITE_DATA: "memory://",
        LOG_LEVEL: "warn",
        // One scrape port per machine: the stacks need none.
        METRICS_PORT: "0",
        E2E_MAIL_DIR: "tmp/e2e-mail",
        // Every browser of the run signs in from 127.0.0.1: only the per-address limit is tested here.
        LOGIN_LIMIT_PER_IP: "100000",
        AI_CHAT_LIMIT_PER_MINUTE: "100000",
        // No payment settings at all: the production build buys through its built-in sandbox.
      },
    },
    {
      // The same production build with Digiseller as the payment provider, against the local
      // Digiseller stand-in, for the Digiseller purchase story (tests/e2e/digiseller.spec.ts).
      command: "node --import tsx tests/mocks/e2e-digiseller-stack.ts",
      url: `${digisellerURL}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
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
  ],
});
