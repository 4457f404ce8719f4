import { enableCompileCache } from 'node:module';

// The API's entry. V8's compiled code for the bundle is kept between starts (Node's compile cache,
// under the OS temp dir), so it is enabled before anything else loads; boot.ts is the start itself.
enableCompileCache();
await import('./boot.js');
