export * from './item-statistics.js';
export * from './messages.js';
export * from './answers.js';
