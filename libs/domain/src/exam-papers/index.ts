export * from './paper-layout.js';
export * from './sheet-qr.js';
export * from './messages.js';
