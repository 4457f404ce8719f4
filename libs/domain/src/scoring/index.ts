export * from './scorer.js';
export * from './paper.js';
export * from './messages.js';
export * from './scoring.api.js';
export * from './marking.js';
export * from './marking.api.js';
