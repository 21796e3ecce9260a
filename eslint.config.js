// Lint: TypeScript strict rules, React hooks, and the layer boundaries of DESIGN.md §2 / STYLE.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Pure rules: no React, no HTTP, no database, no file system, no clock of their own.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'hono', 'hono/*', 'kysely', 'better-sqlite3', 'pg', 'node:*', 'fs', 'path'],
              message: 'src/domain holds pure rules only.',
            },
            {
              group: ['**/server/**', '**/web/**'],
              message: 'src/domain must not depend on the server or the web app.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'Pass values in; src/domain reads no environment.' },
      ],
    },
  },
  {
    // The web app never imports server code; only src/server/config.ts reads process.env.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The browser must not import server code.' }] },
      ],
    },
  },
  {
    // Saving answers is shared by every activity: it may use ui/, api/ and i18n/, never a feature.
    files: ['src/web/answering/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The browser must not import server code.' },
            { group: ['**/features/**'], message: 'src/web/answering is shared: it must not import a feature.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/config.ts', 'src/server/main.ts', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from src/server/config.ts.' },
      ],
    },
  },
);
