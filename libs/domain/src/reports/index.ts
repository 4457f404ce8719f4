export * from './messages.js';
export * from './reports.api.js';
export * from './reports.events.js';
export * from './reports.schema.js';
