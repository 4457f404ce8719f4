export * from './apps.js';
export * from './rights.js';
export * from './route-rights.js';
