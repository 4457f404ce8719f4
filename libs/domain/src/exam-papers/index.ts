export * from './paper-layout.js';
export * from './sheet-qr.js';
export * from './messages.js';
export * from './paper.api.js';
export * from './paper.schema.js';
