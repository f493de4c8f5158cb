import { describe, expect, it } from 'vitest';
import { defineEndpoint, defineRoutes, messageReplySchema } from '@medivi/domain';
import { derivedOperationName, operationCatalog, routeKey } from './operation-names.js';
import { moveNullableIntoBranches } from './openapi-document.js';

describe('operation names from the contracts', () => {
  const sampleRoutes = { list: { method: 'GET', path: '/api/samples' } } as const;
  const otherRoutes = defineRoutes('samples', {
    list: { method: 'GET', path: '/api/other-samples' },
    drop: { method: 'DELETE', path: '/api/other-samples/:id' },
  });
  const lateEndpoints = {
    addLate: defineEndpoint({
      method: 'POST',
      path: '/api/late',
      summary: 'A route only an endpoints object lists.',
      reply: messageReplySchema,
      errorStatuses: [429],
    }),
    renamed: defineEndpoint({
      method: 'GET',
      path: '/api/renamed',
      summary: 'A route that names its operation itself.',
      reply: messageReplySchema,
      operationId: 'readRenamed',
    }),
  };
  const catalog = operationCatalog({
    usersSampleRoutes: sampleRoutes,
    otherRoutes,
    lateEndpoints,
    notRoutes: { name: 'x' },
    someNumber: 3,
  });

  it('names a route by its key, qualified by its object when two objects use the key', () => {
    expect(catalog.get(routeKey('GET', '/api/samples'))).toMatchObject({
      operationId: 'usersSampleList',
      area: 'users-sample',
    });
    expect(catalog.get(routeKey('get', '/api/other-samples'))?.operationId).toBe('otherList');
    expect(catalog.get(routeKey('DELETE', '/api/other-samples/{id}'))?.operationId).toBe('drop');
  });

  it('takes the area from defineRoutes, else from the name of the object', () => {
    expect(catalog.get(routeKey('DELETE', '/api/other-samples/:id'))?.area).toBe('samples');
    expect(catalog.get(routeKey('POST', '/api/late'))).toMatchObject({
      operationId: 'addLate',
      area: 'late',
    });
  });

  it('keeps the contract of each route and its own operationId', () => {
    expect(catalog.get(routeKey('POST', '/api/late'))?.endpoint?.errorStatuses).toEqual([429]);
    expect(catalog.get(routeKey('GET', '/api/renamed'))?.operationId).toBe('readRenamed');
    expect(catalog.size).toBe(5);
  });

  it('derives a name for a route no contract lists', () => {
    expect(derivedOperationName('GET', '/api/dev/outbox')).toEqual({
      operationId: 'getDevOutbox',
      area: 'dev',
    });
    expect(derivedOperationName('PUT', '/api/cases/:id/status')).toEqual({
      operationId: 'putCasesByIdStatus',
      area: 'cases',
    });
  });
});

describe('nullable beside anyOf', () => {
  it('moves the flag into each typed branch and null into enums', () => {
    const document = {
      a: { nullable: true, anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['new'] }] },
      b: { nullable: true, type: 'string' },
    };
    moveNullableIntoBranches(document);
    expect(document.a).toEqual({
      anyOf: [
        { type: 'boolean', nullable: true },
        { type: 'string', enum: ['new', null], nullable: true },
      ],
    });
    expect(document.b).toEqual({ nullable: true, type: 'string' });
  });
});
