// Lint for the whole workspace. Boundary rules (style.md): no app imports another app; only
// `shared` imports i18next, react-i18next, jotai, axios, dayjs, dompurify and crypto-js; no import cycles.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['host', 'remote-games', 'remote-lottery', 'remote-member', 'remote-agent', 'api', 'e2e'];
const SHARED_ONLY = [
  // The design's libraries: @suite/shared carries the one copy of each and re-exports their own APIs
  // (useTranslation, Trans, useAtom, atom, dayjs, the axios instance), so host and remotes never bundle a second.
  'i18next',
  'i18next-resources-to-backend',
  'react-i18next',
  'jotai',
  'jotai/*',
  'axios',
  // Dates: shared's configured dayjs (plugins, locale, the operator's zone and week start), never a bare one.
  'dayjs',
  'dayjs/*',
  'dompurify',
  'crypto-js',
  'crypto-js/*',
  // Routing comes from @suite/shared (one router instance, only the pieces used are bundled).
  'react-router',
  'react-router-dom',
];

/** For an app: ban the libraries only shared may use, and importing shared's files instead of its entry. */
function boundariesFor(app) {
  return {
    files: [`${app}/**/*.{ts,tsx,mjs,cjs,js}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(app === 'api' || app === 'e2e'
              ? []
              : [{ group: SHARED_ONLY, message: 'Only @suite/shared imports this library; use its hooks and client.' }]),
            {
              regex: '^(\\.\\./)+shared/|^@suite/shared/src/',
              message: 'Import @suite/shared (or one of its entries: @suite/shared/contract, @suite/shared/reports...), not its files.',
            },
          ],
        },
      ],
    },
  };
}

/**
 * The report kit (`@suite/shared/reports`) is compiled into each app that imports it, unlike the root
 * entry (the federated singleton). So it takes everything else of shared, dayjs included (format/dayjs.ts,
 * configured), from the root `@suite/shared`: a relative path out of the kit, or a library imported
 * directly, would compile a second copy (a second i18next, store or unconfigured dayjs) into the app.
 */
const REPORT_KIT = 'shared/src/reports';
/** The same holds for every such subpath: the safer-gambling parts (`@suite/shared/responsible`) and the live events' stream (`@suite/shared/live`) too. */
const COMPILED_SUBPATHS = [REPORT_KIT, 'shared/src/responsible', 'shared/src/live'];
const reportKitImports = (outOfKit) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: SHARED_ONLY, message: "This subpath (report kit, responsible) takes this library through the root '@suite/shared' (the singleton's copy)." },
        { regex: outOfKit, message: "This subpath is compiled into each app: import shared's modules from '@suite/shared', not by path." },
        { regex: '^@suite/shared/src/', message: "Import '@suite/shared', not its files." },
      ],
    },
  ],
});
const REPORT_KIT_BOUNDARIES = COMPILED_SUBPATHS.flatMap((folder) => [
  { files: [`${folder}/*.{ts,tsx}`], rules: reportKitImports('^\\.\\./') },
  { files: [`${folder}/*/**/*.{ts,tsx}`], rules: reportKitImports('^\\.\\./\\.\\./') },
]);

/** Folder zones (resolved paths, not specifiers): no app reaches into another app, shared into none. */
const ZONES = [
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'Apps never import each other; share code through @suite/shared.',
  })),
  { target: './shared', from: APPS.map((app) => `./${app}`), message: 'shared never imports an app.' },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', '**/.data/**', 'e2e/.e2e/**', '**/coverage/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, __SUITE_BUILD__: 'readonly' },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', '**/jest.config.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'e2e/**', 'api/**'],
    rules: { 'no-console': 'off' },
  },
  { rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: ZONES }] } },
  ...APPS.map(boundariesFor),
  ...REPORT_KIT_BOUNDARIES,
);
