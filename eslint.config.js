// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/*
 * Feature boundaries (docs/architecture.md): a feature (src/app/features/<name>) imports no other
 * feature, and nothing shared imports a feature or a page. What combines features lives a layer
 * above them: src/app/pages (e.g. the dashboard), the layouts and the route table. The feature
 * list is read from the folder, so a new feature is fenced in without editing this file.
 */
const FEATURES = './src/app/features';
const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = [
  './src/app/api',
  './src/app/components',
  './src/app/config',
  './src/app/hooks',
  './src/app/i18n',
  './src/app/newsletter',
  './src/app/notifications',
  './src/app/offline',
  './src/app/pwa',
  './src/app/session',
  './src/app/shell',
  // The route table and the router built from it load the pages; the rest of router/ is shared.
  './src/app/router/!(routeTable|createAppRouter).*',
  './src/contract',
  './src/db',
  './src/shared',
  './src/sync',
  './src/vault',
  './src/workers',
];
const featureZones = [
  ...features.map((name) => ({
    target: `${FEATURES}/${name}`,
    from: FEATURES,
    except: [`./${name}`],
    message:
      'Features do not import each other: move the shared piece out, or combine them in src/app/pages.',
  })),
  {
    target: FEATURES,
    from: ['./src/app/pages', './src/app/layouts'],
    message: 'A feature does not import the pages or layouts that are built from features.',
  },
];
/*
 * src/shared holds code the server and the device both run (the iEC documents): it may import the
 * contract and libraries, nothing of the app, the mirror or the workers (and no Node module, below).
 */
const isomorphicZones = [
  {
    target: './src/shared',
    from: ['./src/app', './src/db', './src/sync', './src/vault', './src/workers', './server'],
    message: 'src/shared runs on the server and the device alike: import only src/contract and libraries.',
  },
];
/*
 * The server (docs/architecture.md): server/platform is what every feature uses and imports no
 * feature; a feature (server/features/<name>) imports the platform, the contract and other
 * features' index.ts only, never their internals. The composition (server/features/index.ts,
 * syncEntities.ts, app.ts, the seed and the test helpers) combines features through their index.
 * The list is read from the folder, so a new feature is fenced in without editing this file.
 */
const SERVER_FEATURES = './server/features';
const serverFeatures = readdirSync(SERVER_FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureInternals = (name) => `${SERVER_FEATURES}/${name}/!(index).*`;
const featureSubfolders = (name) => `${SERVER_FEATURES}/${name}/*/**`;
const otherFeaturesInternals = (name) =>
  serverFeatures
    .filter((other) => other !== name)
    .flatMap((other) => [featureInternals(other), featureSubfolders(other)]);
const everyFeatureInternals = serverFeatures.flatMap((name) => [
  featureInternals(name),
  featureSubfolders(name),
]);
const COMPOSITION = [
  './server/{app,main}.ts',
  './server/seed/**',
  './server/testing/**',
  `${SERVER_FEATURES}/*.ts`,
];
const PLATFORM = './server/platform';
/** What tests may do too: no feature's internals from another feature or the platform. */
const serverTestZones = [
  ...serverFeatures.map((name) => ({
    target: `${SERVER_FEATURES}/${name}`,
    from: otherFeaturesInternals(name),
    message: 'A server feature imports another feature only through its index.ts.',
  })),
  {
    target: [
      PLATFORM,
      './server/app.ts',
      './server/main.ts',
      './server/seed',
      './server/testing',
      `${SERVER_FEATURES}/*.ts`,
    ],
    from: everyFeatureInternals,
    message: 'Outside a feature, a server feature is reached only through its index.ts.',
  },
];
/** What production code must not do besides: a feature importing the composition, the platform a feature. */
const serverZones = [
  ...serverTestZones,
  {
    target: SERVER_FEATURES + '/*/**',
    from: COMPOSITION,
    message: 'A server feature does not import the app, the seed, the test helpers or the feature list.',
  },
  {
    target: PLATFORM,
    from: [`${SERVER_FEATURES}/**`, ...COMPOSITION],
    message: 'server/platform imports no feature: move the shared piece into the platform, or pass it in.',
  },
];
/*
 * The browser's own dialogs (confirm, alert, prompt) speak the browser's language, block the page
 * and are invisible to the tests; the app asks with its own (components/confirm, issue 26).
 */
const NATIVE_DIALOG_MESSAGE =
  "The browser's dialogs are refused: ask with askConfirmation (components/confirm/ConfirmDialog).";
const nativeDialogs = ['confirm', 'alert', 'prompt'];
const nativeDialogRules = {
  'no-restricted-globals': [
    'error',
    ...nativeDialogs.map((name) => ({ name, message: NATIVE_DIALOG_MESSAGE })),
  ],
  'no-restricted-properties': [
    'error',
    ...['window', 'globalThis', 'self'].flatMap((object) =>
      nativeDialogs.map((property) => ({ object, property, message: NATIVE_DIALOG_MESSAGE })),
    ),
  ],
};
const boundaryZones = [
  ...featureZones,
  ...serverZones,
  ...isomorphicZones,
  {
    target: SHARED,
    from: [FEATURES, './src/app/pages', './src/app/layouts'],
    message: 'Shared code does not import features or pages.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'server/platform/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Server tests build the whole app (server/testing) and may use any feature's index.ts.
    files: ['server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverTestZones }] },
  },
  {
    // A test of shared code may read every feature's files (the locale parity of all features).
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules, ...nativeDialogRules },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^node:', message: 'src/shared runs in the browser too: no Node modules.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
);
