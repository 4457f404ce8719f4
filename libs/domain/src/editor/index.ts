export * from './html.js';
export * from './html-shape.js';
export * from './messages.js';
export * from './model.js';
export * from './model-html.js';
export * from './tex.js';
