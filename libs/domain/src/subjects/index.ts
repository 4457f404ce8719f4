export * from './messages.js';
export * from './subject.api.js';
export * from './subject.schema.js';
