// One jest run, two projects: unit specs next to the code, and API specs that
// boot the app over HTTP against a real database (PGlite, or TEST_DATABASE_URL).
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
      // JSON imports keep their `with { type: 'json' }`: jest's ESM loader warns without it (an error in its next major).
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    '^@mizan/domain/(.*)$': '<rootDir>/libs/domain/src/$1/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // Components import their style sheets (KaTeX's) for Vite; a unit test renders without them.
    '\\.css$': '<rootDir>/scripts/jest-style.cjs',
  },
  rootDir: import.meta.dirname,
  testEnvironment: 'node',
};
export default {
  // Per-project testTimeout is ignored by jest 30. API specs boot a whole app, and the first of each
  // worker waits for the run's seeded database (built once, by one worker): two minutes. The bound
  // only stops a hung test; no test is slower for it.
  testTimeout: 120000,
  // Each API spec file loads the whole app again in its own module registry, and a worker's memory grows
  // file by file: 2.1-2.5 GB by the end of the API layer (PostgreSQL, 2026-11-29), with event-loop stalls
  // of up to 8.5 s inside specs, and jest's 500 ms for a worker to exit ran out ("failed to exit
  // gracefully") once in each API layer. A worker above 1 GB after a file is replaced: peaks 1.7 GB, the
  // layer in the same time (275 s against 273-291 s), no forced exit.
  workerIdleMemoryLimit: '1GB',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs}/*/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/apps/api/src/**/*.api-spec.ts'],
      // The migrated, demo-seeded database is built once per run and copied for every app.
      globalSetup: '<rootDir>/apps/api/test/api-global-setup.mjs',
      globalTeardown: '<rootDir>/apps/api/test/api-global-teardown.mjs',
    },
  ],
};
