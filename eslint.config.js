// One flat config for every workspace (server, storefront, contracts, e2e, scripts, bench).
// Formatting is Prettier's job: eslint-config-prettier turns off every rule it would fight.
// Module boundaries and import cycles are checked by dependency-cruiser (.dependency-cruiser.cjs).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/build/',
      '**/.react-router/',
      'apps/server/drizzle/',
      // Written by `npm run api:types` from the server's OpenAPI document (ADR 022).
      'apps/storefront/app/lib/api/openapi.generated.ts',
      'apps/admin/src/api/openapi.generated.ts',
      'data/',
      'tmp/',
      'test-results/',
      '.scratch/',
    ],
  },
  js.configs.recommended,
  prettier,
  // Syntax-only typescript-eslint rules: the type-checked set would double the run time of
  // `npm run validate` for little over what `tsc --strict` already reports.
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Prettier wraps code at 120 but not comments: this rule does (it comes after
      // eslint-config-prettier, which turns it off). Lines that are long because of one string
      // (test names, SQL, translated seed copy, inline SVG) stay whole: split, they could not be
      // found by a search for their text.
      'max-len': [
        'error',
        { code: 120, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/storefront/app/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules: hooks called unconditionally, effect dependencies complete. The
    // React Compiler rules of plugin v7 assume the compiler, which this storefront does not use.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/storefront/public/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
);
