import { enableCompileCache } from 'node:module';
import { mapStacksLazily } from './common/lazy-source-maps.js';

// The API's entry. V8's compiled code for the bundle is kept between starts (Node's compile cache,
// under the OS temp dir), so it is enabled before anything else loads; boot.ts is the start itself.
// Stacks name the TypeScript through the bundle's maps, read when a stack is (not at each start).
enableCompileCache();
mapStacksLazily();
await import('./boot.js');
