/**
 * Test fixtures shared by the domain and web tests (`@medivi/domain/testing`); never
 * imported by application code.
 */
export * from './cost-comparison/testing/worked-example.js';
