export * from './import-kinds.js';
export * from './messages.js';
export * from './question-import.api.js';
export * from './question-import.schema.js';
