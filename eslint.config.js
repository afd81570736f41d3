// One flat config for the whole workspace. Type-aware rules catch floating promises and unsafe
// `any` flows; the import rules keep the layering of docs/architecture.md §4 enforceable.
import { existsSync, readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['web', 'admin', 'mobile-shell'];

/** The apps' links are the kit's (packages/client/src/app/link.tsx says why). */
const REACT_ROUTER_LINKS = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message:
    "Use the kit's Link and NavLink (@fundax/client): React Router's resolve their path on every render.",
};

/** Code loaded on demand whose fetch fails must not take the app off the screen. */
const REACT_LAZY = {
  name: 'react',
  importNames: ['lazy'],
  message:
    "Use the kit's lazyPart (@fundax/client): a part whose code cannot be fetched then says so in its place, where React's lazy would take the whole app off the screen.",
};

/**
 * zod/mini everywhere (docs/core.md §4): a module on classic zod would load classic zod's layer
 * beside it, and build its schemas at classic zod's cost.
 */
const CLASSIC_ZOD = {
  regex: '^zod(/v4(/classic)?|/v3)?$',
  message: 'Use zod/mini, as the rest of Fundax does (docs/core.md §4).',
};

/** The Firebase SDKs the kit loads on demand through named-export modules (esquery regex). */
const WHOLE_FIREBASE_SDKS = '/^firebase\\u002F(auth|firestore\\u002Flite)$/';

/** The feature folders of an app, read at lint time so a new feature is covered automatically. */
const featuresOf = (app) => {
  const dir = `${import.meta.dirname}/${app}/src/features`;
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-offset-*/**',
      'functions/lib/**',
      '**/coverage/**',
      '.emulators/**',
      '.emulator-data/**',
      '.emulator-mail/**',
      '.emulator-files/**',
      'e2e/artifacts/**',
      'bench/results/**',
      // Git-ignored scratch and deploy caches: ESLint does not read .gitignore, and a stray
      // bundle there would fail lint on this machine while a clean clone passes.
      '.fundax/**',
      '.firebase/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    // The layering rules below need imports resolved to files: extensionless TypeScript paths
    // and the workspace packages' exports (without a resolver they silently match nothing).
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', '*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-duplicates': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // Plain JS (scripts, configs) is not part of any tsconfig: lint it without type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Kebab-case file and folder names in every source tree.
    files: ['{packages/*,functions,web,admin,mobile-shell,e2e,bench}/src/**/*.{ts,tsx}'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // The contract package is shared by server and clients: it must never pull in Firebase or React.
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase',
                'firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
              ],
              message: 'packages/core is Firebase-free.',
            },
            {
              group: ['react', 'react-dom', '@fundax/*'],
              message: 'packages/core depends on nothing of ours.',
            },
            {
              regex: '^zod(/.*)?$',
              message:
                "Take z from packages/core/src/zod.ts ('../zod'): it is zod/mini with zod's English messages (docs/core.md §4).",
            },
          ],
        },
      ],
    },
  },
  {
    // The one core module that imports zod itself.
    files: ['packages/core/src/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLASSIC_ZOD] }] },
  },
  {
    // Product code never logs to the console directly (personal data must not leak into logs).
    files: ['{packages/*,functions,web,admin,mobile-shell}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['**/*.tsx', '{web,admin,mobile-shell,packages/client}/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['packages/client/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [REACT_ROUTER_LINKS, REACT_LAZY], patterns: [CLASSIC_ZOD] },
      ],
    },
  },
  {
    // Where lazyPart itself is made.
    files: ['packages/client/src/app/code-unavailable.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [REACT_ROUTER_LINKS], patterns: [CLASSIC_ZOD] }],
    },
  },
  {
    // Auth and Firestore Lite load on demand, through modules that name what is used
    // (packages/client/src/firebase/auth-sdk.ts, firestore-sdk.ts): a dynamic or namespace
    // import of the SDK itself keeps every export of it in the build (docs/performance.md).
    files: ['{packages/client,web,admin,mobile-shell}/src/**/*.{ts,tsx}'],
    // Tests spy on the SDK's exports through a namespace; they are not built.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=${WHOLE_FIREBASE_SDKS}]`,
          message:
            "Load the SDK through @fundax/client's firebase/auth-sdk.ts or firebase/firestore-sdk.ts (add the export you need there): import() of the SDK itself keeps all of it in the build.",
        },
        {
          selector: `ImportDeclaration[source.value=${WHOLE_FIREBASE_SDKS}] > ImportNamespaceSpecifier`,
          message:
            'Import what you use from the SDK by name: a namespace import keeps all of it in the build.',
        },
      ],
    },
  },
  // Layering inside each app (bulletproof-react): app -> features -> shared, never feature -> feature.
  // Across apps: an app never imports another app; what two apps need lives in packages/client
  // (state, hooks, UI, styles) or packages/core (rules, formatting, labels), imported by name.
  ...apps.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [REACT_ROUTER_LINKS, REACT_LAZY],
          patterns: [
            {
              group: ['**/packages/*/src/**', '**/packages/*/src'],
              message: 'Import the shared packages by name (@fundax/client, @fundax/core).',
            },
            CLASSIC_ZOD,
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./${app}/src`,
              from: apps.filter((other) => other !== app).map((other) => `./${other}`),
              message:
                'An app never imports another app: move what both need to packages/client or packages/core.',
            },
            ...featuresOf(app).map((feature) => ({
              target: `./${app}/src/features/${feature}`,
              from: `./${app}/src/features`,
              except: [`./${feature}`],
              message: 'A feature never imports another feature; compose them in app/routes.',
            })),
            {
              target: [`./${app}/src/components`, `./${app}/src/lib`, `./${app}/src/utils`],
              from: [`./${app}/src/features`, `./${app}/src/app`],
              message: 'Shared code never depends on features or the app layer.',
            },
            {
              target: `./${app}/src/features`,
              from: `./${app}/src/app`,
              message: 'Features never import the app layer.',
            },
          ],
        },
      ],
    },
  })),
);
