import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      // The client never reaches into the server.
      'no-restricted-imports': ['error', { patterns: [{ group: ['#server/*', '**/server/**'], message: 'The client must not import server code.' }] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
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
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['#client/*', '**/client/**'], message: 'The server must not import client code.' }] }],
    },
  },
);
