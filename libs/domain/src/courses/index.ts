export * from './course.api.js';
export * from './course.schema.js';
export * from './messages.js';
