export * from './messages.js';
export * from './review.api.js';
export * from './review.rules.js';
export * from './review.schema.js';
