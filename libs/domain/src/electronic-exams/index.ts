export * from './exam-taking.api.js';
export * from './exam-taking.events.js';
export * from './exam-taking.schema.js';
export * from './messages.js';
export * from './responses.js';
export * from './responses.schema.js';
export * from './taking-view.js';
