/**
 * Lint for the whole tree: typescript-eslint's type-checked rules, the rules of hooks and the
 * accessibility rules for JSX. Formatting is Prettier's job, so no rule here is about layout.
 */
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
