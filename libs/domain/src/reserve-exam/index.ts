export * from './conflicts.js';
export * from './messages.js';
export * from './reserve-exam.api.js';
export * from './reserve-exam.events.js';
export * from './reserve-exam.schema.js';
