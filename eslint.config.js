import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Money is stored in minor units and converted only by app/utils/money.ts (decision 0049). The
// compiler holds it: amounts are the types `Minor` and `Major`, which only that module makes, so
// arithmetic elsewhere yields a plain number no column, formatter or provider call accepts. What
// is left for the linter is the way around the types — a cast to them — refused everywhere else,
// tests included (they state amounts with tests/support/money.ts). The older net by name stays
// for conversions that end in text (`String(price * 100)`), which no money type sees.
const moneyCasts = ["TSAsExpression", "TSTypeAssertion"].map((cast) => ({
  selector: `${cast} > TSTypeReference.typeAnnotation > Identifier.typeName[name=/^(Minor|Major)$/]`,
  message:
    "Amounts of money are made by app/utils/money.ts (parseMinor, storedMinor, fromMinor, …), never cast.",
}));
const MONEY = "/minor|amount|price|total|rub$|usd$|sum$/i";
const moneyByHundred = `BinaryExpression[operator=/^[*/]$/][right.value=100]`;
const moneyArithmetic = [
  `${moneyByHundred} > Identifier.left[name=${MONEY}]`,
  `${moneyByHundred} > MemberExpression.left > Identifier.property[name=${MONEY}]`,
  `${moneyByHundred} > LogicalExpression.left Identifier[name=${MONEY}]`,
  `${moneyByHundred} > CallExpression.left[callee.name='Number']`,
].map((selector) => ({
  selector,
  message:
    "Money crosses between minor and major units only in app/utils/money.ts (parseMinor, fromMinor, …).",
}));

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      "tmp/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "drizzle/meta/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // The browser's legacy URL encoders answer for a missing helper of the same name (a
      // pattern built with `.map(escape)` matched nothing): neither is ever meant.
      "no-restricted-globals": [
        "error",
        { name: "escape", message: "Legacy URL encoding: use encodeURIComponent or escapeRegExp." },
        { name: "unescape", message: "Legacy URL decoding: use decodeURIComponent." },
      ],
    },
  },
  {
    // Tests work their expected amounts out on their own, not through the helper they check.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...moneyArithmetic, ...moneyCasts] },
  },
  {
    files: ["bench/**/*.ts", "drizzle/**/*.ts", "scripts/**/*.ts"],
    rules: { "no-restricted-syntax": ["error", ...moneyCasts] },
  },
  {
    // Server modules are loaded twice (the Express wrapper and the Remix build are two module
    // graphs): state kept at module level would exist twice and disagree. It goes through
    // singleton() / sharedSlot() (app/utils/singleton.server.ts) instead.
    files: ["app/**/*.server.ts", "app/services/**/*.ts", "server/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...moneyArithmetic,
        ...moneyCasts,
        {
          selector:
            "Program > VariableDeclaration[kind='let'], Program > ExportNamedDeclaration > VariableDeclaration[kind='let']",
          message: "Module-level state exists once per module graph: keep it in singleton() or sharedSlot().",
        },
        {
          selector:
            "Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^(Map|Set|WeakMap|WeakSet)$/][arguments.length=0]",
          message:
            "An empty module-level collection is state filled later, once per module graph: keep it in singleton().",
        },
      ],
    },
  },
  {
    // The one home of the conversions.
    files: ["app/utils/money.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // Playwright fixtures take an empty pattern and call `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Tests that cannot race (issue 58): a test waits for what it means — the page's hydration
    // mark (tests/e2e/support.ts `waitForHydration`), an event, the server's answer — never for a
    // quiet network or a while. A poll with a deadline (expect.poll, a mail waited for) is no sleep.
    files: ["tests/**/*.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...moneyCasts,
        {
          selector:
            "CallExpression[callee.property.name='waitForLoadState'][arguments.0.value='networkidle']",
          message:
            "A quiet network is no sign of anything: wait for hydration (waitForHydration) or what the step shows.",
        },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: "No fixed waits: wait for the event, element or answer that shows the step is done.",
        },
        {
          selector: "CallExpression[callee.name=/^(sleep|delay|wait)$/]",
          message: "No fixed waits: wait for the event, element or answer that shows the step is done.",
        },
      ],
    },
  },
  {
    // Specs find things as people do, by role and label (issue 58). A test id is left only where
    // nothing a person could name would do (a decorative drawing, a measured box, a text read that
    // nobody knows beforehand), silenced on its line with the reason.
    files: ["tests/e2e/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "warn",
        {
          property: "getByTestId",
          message: "Locate by role or label (getByRole, getByLabel) as a person would.",
        },
      ],
    },
  },
);
