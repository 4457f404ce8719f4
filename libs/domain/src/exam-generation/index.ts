export * from './blueprint.schema.js';
export * from './exam.api.js';
export * from './exam.events.js';
export * from './exam-model.rules.js';
export * from './exam-print.api.js';
export * from './exam-print.schema.js';
export * from './exam-query.schema.js';
export * from './messages.js';
