/**
 * Smallest reply body @fastify/compress compresses, bytes (registered in app.ts). A route that
 * sends bytes it compressed itself (the kept chart replies) follows the same threshold.
 */
export const compressThresholdBytes = 1024;
