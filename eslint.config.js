import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const NO_SERVER_IN_CLIENT = { group: ['#server/*', '**/server/**'], message: 'The client must not import server code.' };
// The eligibility engine and the county housing table run on the server: the client asks
// /api/documents/:id/chapter13-eligibility or /api/risk-assessments for their answers.
const NO_LEGAL_TABLES_IN_CLIENT = {
  group: [
    '#shared/law/eligibility/*',
    '**/law/eligibility/**',
    '#shared/law/means-test-standards.ts',
    '#shared/law/data/housing-utilities-*',
    '**/law/data/housing-utilities-*',
    '#shared/documents/chapter13/eligibility.ts',
    '#shared/documents/chapter13/package-checks.ts',
  ],
  message: 'The eligibility engine and the county housing table stay on the server (decision 015): read the API’s answer.',
};

// Every client feature (src/client/features/<name>/): each may import only itself among features.
const CLIENT_FEATURES = readdirSync(new URL('./src/client/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The client never reaches into the server, nor loads the legal tables the server answers from (decision 015).
      'no-restricted-imports': ['error', { patterns: [NO_SERVER_IN_CLIENT, NO_LEGAL_TABLES_IN_CLIENT] }],
    },
  },
  {
    // A client test may run the server's pure check to build the answer the page is given.
    files: ['src/client/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER_IN_CLIENT] }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    // Tests run only under Node (one reads the blank official forms beside the project).
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      // Shared code runs in both places: no DOM, Node or database imports.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#server/*', '#client/*', '**/server/**', '**/client/**'], message: 'Shared code must not import client or server code.' },
            { group: ['node:*', 'pg', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*'], message: 'Shared code must stay isomorphic.' },
          ],
        },
      ],
    },
  },
  {
    // Every app a test builds logs into the suite's capture, checked for personal data.
    files: ['tests/**/*.ts'],
    ignores: ['tests/integration/support/test-app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '#server/app.ts', message: 'Build apps with createTestApp or buildTestApp (tests/integration/support/test-app.ts): their logs are checked for personal data.' }] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['#client/*', '**/client/**'], message: 'The server must not import client code.' }] }],
    },
  },
  {
    // Layers of the client (src/client/README.md): lib, i18n, hooks, components ← features ← app,
    // and features do not import each other. Dynamic import() counts too.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Understands the "#client/*", "#server/*", "#shared/*" subpath imports and .ts/.tsx files
      // (no-cycle follows imports by parsing the imported TypeScript files).
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/client/lib', './src/client/i18n', './src/client/hooks', './src/client/components'],
              from: ['./src/client/features', './src/client/app'],
              message: 'Shared client code must not import features or app: move the piece down, or pass it in from the page.',
            },
            { target: './src/client/features', from: './src/client/app', message: 'Features must not import app code.' },
            ...CLIENT_FEATURES.map((feature) => ({
              target: `./src/client/features/${feature}`,
              from: './src/client/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move the shared piece into src/client/lib or components, or compose the features in app/routes.',
            })),
          ],
        },
      ],
      // Whole depth: the full lint stays around 20 s on two cores.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
