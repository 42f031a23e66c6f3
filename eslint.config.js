import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    },
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
    // Playwright fixtures take an empty pattern and call `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
