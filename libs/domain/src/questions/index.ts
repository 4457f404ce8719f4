export * from './messages.js';
export * from './plain-text.js';
export * from './question.api.js';
export * from './question.schema.js';
export * from './question-rights.js';
export * from './rules.js';
export * from './question.samples.js';
