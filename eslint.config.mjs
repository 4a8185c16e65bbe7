// ESLint for the whole tree (flat config). `npm run lint` runs it and
// Prettier; `npm test` runs that first. Warnings count as errors there.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'bench-results/',
      'test-results/',
      'playwright-report/',
      '.scratch/',
      'obs-utils/api-reference/',
      'ethereal-plane/api-reference/',
      '*_versioned_docs/*/api-reference/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Build scripts, tests and configuration run in node.
    languageOptions: {globals: {...globals.node}},
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // What ships to readers runs in the browser, as React components.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser}},
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    // The API surfaces mirror the modules' own types, and those of the
    // libraries they expose (obs-websocket-js, Svelte 4, Foundry), which
    // use `any` for data whose shape the caller decides.
    files: ['api/**/*.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
  {
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
);
