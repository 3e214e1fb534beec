// ESLint flat config. Import boundaries follow HOUSE-STYLE: shared → features → app,
// and no app reaches into another app. Enforced with no-restricted-imports so the
// rules read as plain lists.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noFeatureCycles } from './eslint/feature-graph.mjs';

const deepRelative = { group: ['../../*'], message: 'Use an alias (@/ on the web, #src/ on the server) instead of ../../' };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/server/src/db/migrations/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      '.tmp/**',
      'data/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@rbax/server*', '@rbax/web*', 'react', 'react-*', 'drizzle-orm*', 'fastify*', 'pg', 'node:*'], message: 'packages/shared depends on zod only.' },
        ],
      }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@rbax/web*', 'react', 'react-*', '@/*'], message: 'The server never imports the web app.' },
          deepRelative,
        ],
      }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@rbax/server*', 'drizzle-orm*', 'fastify*', 'pg', '#src/*'], message: 'The web app never imports server code.' },
          deepRelative,
        ],
      }],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/config/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@/features/*', '@/app/*'], message: 'Shared web code (components, lib, config) must not import features or app.' },
          deepRelative,
        ],
      }],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    // No import cycles between features, and the board's folders one way (docs/decisions/042).
    plugins: { rbax: { rules: { 'no-feature-cycles': noFeatureCycles } } },
    rules: {
      'rbax/no-feature-cycles': 'error',
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@/app/*'], message: 'Features must not import from app/ (app composes features).' },
          deepRelative,
        ],
      }],
    },
  },
);
