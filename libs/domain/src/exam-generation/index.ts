export * from './blueprint.schema.js';
export * from './exam.api.js';
export * from './exam-model.rules.js';
export * from './messages.js';
