export * from './close-codes.js';
