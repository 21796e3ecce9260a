// Lint: TypeScript strict rules, React hooks, and the layer boundaries (domain, server, web; features apart).
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's zones: a feature (src/web/features/<name>) imports only itself and the shared code in ui/, api/,
// answering/, i18n/ and offline/; it never imports another feature or app/, which composes them. Shared code imports
// no feature and not app/, except that the catalogs in i18n/ gather each feature's strings.
const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...features.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature: move what both need to ui/, api/ or answering/.',
  })),
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'A feature must not import app/: app/ composes the features.',
  },
  ...['ui', 'api', 'answering', 'offline', 'i18n'].map((shared) => ({
    target: `./src/web/${shared}`,
    from: './src/web/app',
    message: 'Shared code must not import app/.',
  })),
  ...['ui', 'api', 'answering', 'offline'].map((shared) => ({
    target: `./src/web/${shared}`,
    from: './src/web/features',
    message: 'Shared code must not import a feature.',
  })),
  {
    target: './src/web/i18n',
    from: './src/web/features',
    except: features.filter((feature) => existsSync(`src/web/features/${feature}/strings`)).map((f) => `./${f}/strings`),
    message: "The catalogs may gather a feature's strings, nothing else of it.",
  },
];

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
    // No import cycles anywhere in the source, and the web app's zones above.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
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
