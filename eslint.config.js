/**
 * Lint for the whole tree: typescript-eslint's type-checked rules, the rules of hooks, the
 * accessibility rules for JSX, and the server's layers (docs/architecture.md, Layers). Formatting is
 * Prettier's job, so no rule here is about layout.
 */
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The server's feature folders: each a resource with its routes, SQL and tests side by side. */
const FEATURES = [
  "auth",
  "blocked-askers",
  "deck",
  "events",
  "exports",
  "feedback",
  "files",
  "housekeeping",
  "insights",
  "leaderboard",
  "leads",
  "members",
  "polls",
  "questions",
  "reactions",
  "report",
  "resources",
  "sessions",
  "stage",
  "tokens",
  "users",
  "webhooks",
];
const SERVER = "sync-server/src";

/**
 * The layers of docs/architecture.md, as import-x/no-restricted-paths zones; they hold for tests
 * too. A zone's `from` and `except` are folders or files, relative to the repository and to `from`.
 */
const LAYERS = [
  {
    target: "shared",
    from: ["sync-server", "pwa"],
    message: "shared/ is the contract of both apps and imports neither.",
  },
  {
    target: `${SERVER}/db/**/!(*.test).ts`,
    from: SERVER,
    except: ["./db"],
    message: "db/ imports only @lectern/shared and its own files: give it plain data or functions.",
  },
  {
    // A store's test may build what it needs with the test harness, and drive the vote path with
    // the keyed request the vote route builds.
    target: `${SERVER}/db/**/*.test.ts`,
    from: SERVER,
    except: ["./db", "./test", "./http/idempotency.ts"],
    message: "db/ imports only @lectern/shared and its own files: give it plain data or functions.",
  },
  ...FEATURES.map((feature) => ({
    target: `${SERVER}/${feature}`,
    from: [
      `${SERVER}/app.ts`,
      `${SERVER}/live`,
      `${SERVER}/live-access.ts`,
      ...FEATURES.filter((other) => other !== feature).map(
        (other) => `${SERVER}/${other}/routes.ts`,
      ),
    ],
    message:
      "A feature folder imports neither app.ts nor live/ nor another feature's routes: move what both need to a repo, presenter or shared module.",
  })),
  {
    target: `${SERVER}/live`,
    from: [
      `${SERVER}/app.ts`,
      `${SERVER}/context.ts`,
      `${SERVER}/live-access.ts`,
      ...FEATURES.map((feature) => `${SERVER}/${feature}`),
    ],
    message:
      "live/ reads no feature folder: what it may know comes in as functions (live/access.ts).",
  },
  {
    target: `${SERVER}/http`,
    from: [`${SERVER}/app.ts`, `${SERVER}/live`],
    message: "http/ imports neither app.ts nor live/.",
  },
];

/** The layers' rule, on the server and shared code (scripts/layers.test.ts lints with it). */
export const layers = {
  files: ["shared/**/*.ts", "sync-server/**/*.ts"],
  plugins: { "import-x": importX },
  rules: {
    "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: LAYERS }],
  },
};

/** JSX attributes whose value a visitor reads or hears. */
const TEXT_ATTRIBUTES =
  "/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|label|description|placeholder|alt|heading|text|message|hint|emptyText|buttonText|confirmLabel|cancelLabel)$/";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "**/dist/",
      "e2e/.artifacts/",
      "bench/results/",
      "pwa/public/",
      "coverage/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["pwa/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  { files: ["pwa/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    // Every text a visitor reads goes through t() (docs/decisions.md, Languages), never as a
    // literal in JSX: not as a child, not in a text-bearing attribute.
    files: ["pwa/**/*.tsx"],
    ignores: ["pwa/**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "JSXText[value=/[A-Za-z]/]",
          ":matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/[A-Za-z]/]",
          ":matches(JSXElement, JSXFragment) > JSXExpressionContainer :matches(ConditionalExpression, LogicalExpression) > Literal[value=/[A-Za-z]/]",
          ":matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]",
          `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > Literal[value=/[A-Za-z]/]`,
          `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > JSXExpressionContainer :matches(ConditionalExpression, LogicalExpression) > Literal[value=/[A-Za-z]/]`,
          `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]`,
        ].map((selector) => ({
          selector,
          message: "Text a visitor reads goes through t() from useTranslator(), not a literal.",
        })),
      ],
    },
  },
  layers,
  { files: ["**/*.{js,mjs}"], ...tseslint.configs.disableTypeChecked },
  comments.recommended,
  {
    rules: {
      // Every eslint-disable says why, on the same line, after "--".
      "@eslint-community/eslint-comments/require-description": ["error", { ignore: [] }],
      "@eslint-community/eslint-comments/no-unused-disable": "error",
    },
  },
  prettier,
);
