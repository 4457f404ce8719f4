export * from './course-ilo.api.js';
export * from './course-ilo.schema.js';
export * from './messages.js';
