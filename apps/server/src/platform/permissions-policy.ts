import type { FastifyInstance } from 'fastify';

/**
 * The browser features no page of the portal uses, switched off for every page and frame
 * (`Permissions-Policy`, W3C Permissions Policy; issue 38 item 4). Provider search asks for a zip
 * code, never the device's location; nothing records sound or pictures or takes payments.
 */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'display-capture=()',
].join(', ');

/** Sends `permissionsPolicy` on every reply (helmet has no option for it). */
export function registerPermissionsPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('permissions-policy', permissionsPolicy);
  });
}
