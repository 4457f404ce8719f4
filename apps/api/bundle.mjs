// Bundles the compiled API (dist/, written by swc) into dist/bundle/: the start then reads a few
// files instead of some 1,850 modules (module loading was over half of a warm start). Lazy imports
// stay lazy (their own chunks); the worker entries keep their names, since the pool, the solver and
// the embedded database find them beside the module that starts them. Packages that load native
// code or WASM files from their own folder stay outside, as do the database and Redis clients
// chosen at start. MikroORM's drivers are bundled (in the lazy chunk of the one chosen): outside,
// they loaded a second, unbundled copy of @mikro-orm/core and its SQL layer (about 200 files) on
// every start: a warm start went from about 1.0 to 0.8 s.
// The maps leave out the sources' text: stacks need only the positions (25 MB of maps to 7).
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { rolldown } from 'rolldown';

const dist = path.join(import.meta.dirname, 'dist');
const EXTERNAL = [
  'reflect-metadata',
  'pg',
  'pg-boss',
  'sharp',
  'highs',
  'puppeteer-core',
  'ioredis',
  '@socket.io/redis-adapter',
  // Nest's optional packages, which it loads in a try and we do not install.
  /^@nestjs\/microservices/,
  '@fastify/view',
  '@nestjs/platform-express',
  'class-validator',
  'class-transformer',
];

/**
 * MikroORM's PGlite driver imports PGlite's JS (0.6 MB) only to create an instance of its own, which
 * the API never asks for: it hands the driver the one in the worker (src/database/pglite.ts). A stub
 * in its place keeps PGlite's JS, and its load, out of the main thread.
 */
const PGLITE_STUB = '\0pglite-in-its-worker';
const byOrmPgliteDriver = (importer) => importer?.includes('/node_modules/@mikro-orm/pglite/') ?? false;
const pgliteOnlyInItsWorker = {
  name: 'pglite-only-in-its-worker',
  resolveId: (source, importer) =>
    source === '@electric-sql/pglite' && byOrmPgliteDriver(importer) ? PGLITE_STUB : null,
  load: (id) =>
    id === PGLITE_STUB
      ? `export const PGlite = { create() { throw new Error('PGlite runs in its worker: give the ORM that instance'); } };`
      : null,
};

/**
 * Node's built-in modules as CommonJS modules of the bundle, read with process.getBuiltinModule. An ESM
 * import of a built-in makes Node build its ESM facade, which reads every export once, lazy getters
 * too: importing node:http loaded undici (for http's WebSocket), node:fs its streams, node:net its
 * BlockList. As CommonJS, an export is read where the bundle uses it.
 */
const BUILTIN = '\0node-builtin:';
/**
 * Built-ins that packages require at load for what the API does not use (Fastify's server module:
 * HTTP/2 and HTTPS servers; ws: its client's TLS), loaded at their first read instead: about 15 ms of
 * a start. The proxy's descriptors are configurable, as a proxy of an empty object's must be.
 */
const ON_FIRST_READ = new Set(['http2', 'https', 'tls']);
const onFirstRead = (name) => `let loaded;
const real = () => (loaded ??= process.getBuiltinModule(${name}));
module.exports = new Proxy({}, {
  get: (_, key) => real()[key],
  has: (_, key) => key in real(),
  ownKeys: () => Reflect.ownKeys(real()),
  getOwnPropertyDescriptor: (_, key) => {
    const own = Reflect.getOwnPropertyDescriptor(real(), key);
    return own && { ...own, configurable: true };
  },
});`;
const builtinsAsCommonJs = {
  name: 'builtins-as-commonjs',
  // node:module stays an import: the bundle's runtime reads createRequire from it to require the rest.
  resolveId(source) {
    const bare = source.replace(/^node:/, '');
    return isBuiltin(source) && bare !== 'module' ? BUILTIN + bare : null;
  },
  load(id) {
    if (!id.startsWith(BUILTIN)) return null;
    const bare = id.slice(BUILTIN.length);
    const name = JSON.stringify(`node:${bare}`);
    return ON_FIRST_READ.has(bare)
      ? onFirstRead(name)
      : `module.exports = process.getBuiltinModule(${name});`;
  },
};

/** The maps tsc and swc wrote beside our files, read with each, so the bundle's map points at the TypeScript. */
const withSourceMaps = {
  name: 'swc-source-maps',
  load(id) {
    if (id.includes('/node_modules/') || !id.endsWith('.js')) return null;
    let map;
    try {
      map = readFileSync(`${id}.map`, 'utf8');
    } catch {
      return null;
    }
    return { code: readFileSync(id, 'utf8'), map };
  },
};

const warnings = [];
const bundle = await rolldown({
  input: {
    main: path.join(dist, 'main.js'),
    'read.worker': path.join(dist, 'exam-papers/omr/read.worker.js'),
    'solver.worker': path.join(dist, 'exam-generation/assembly/solver.worker.js'),
    'pglite.worker': path.join(dist, 'database/pglite.worker.js'),
  },
  platform: 'node',
  external: (id, importer) =>
    EXTERNAL.some((e) => (typeof e === 'string' ? e === id : e.test(id))) ||
    (id.startsWith('@electric-sql/pglite') && !byOrmPgliteDriver(importer)),
  plugins: [builtinsAsCommonJs, pgliteOnlyInItsWorker, withSourceMaps],
  onLog(level, log) {
    if (level === 'warn') warnings.push(`${log.code}: ${log.message}`);
  },
});
await bundle.write({
  dir: path.join(dist, 'bundle'),
  format: 'esm',
  keepNames: true,
  sourcemap: true,
  sourcemapExcludeSources: true,
  cleanDir: true,
  // The built-ins' modules (one line each) in one chunk, not a file each.
  codeSplitting: { groups: [{ name: 'node-builtins', test: /^\0node-builtin:/ }] },
});
// An import left unresolved would fail only when reached at run time: fail the build instead.
for (const w of warnings) console.warn(w.split('\n')[0]);
if (warnings.some((w) => w.startsWith('UNRESOLVED_IMPORT'))) process.exitCode = 1;
