import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  providerExperienceEndpoints as endpoints,
  providerExperienceReadRoles,
  providerExperienceWriteRoles,
} from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { ProviderExperienceRepository } from './provider-experience.repository.js';
import { ProviderExperienceService } from './provider-experience.service.js';

/**
 * Provider-experience calls (cases-and-provider-search spec §7; accounts spec §6 roles): the list
 * and history for medivi-updateproviderexperience and its read-only variant; insert, update and
 * the directory look-up for medivi-updateproviderexperience only (403 for anyone else).
 */
export function registerProviderExperienceRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const service = new ProviderExperienceService(
    new ProviderExperienceRepository(deps.db, deps.handle.dialect),
    deps.clock,
  );
  const api = app.withTypeProvider<ZodTypeProvider>();
  const readers = requireUser(app, { anyRole: providerExperienceReadRoles });
  const writers = requireUser(app, { anyRole: providerExperienceWriteRoles });

  api.route({
    ...routeOf(endpoints.getProviderExperience),
    onRequest: readers,
    handler: (request) => service.list(request.query),
  });

  api.route({
    ...routeOf(endpoints.getProviderExperienceHistory),
    onRequest: readers,
    handler: (request) => service.history(request.params.npi),
  });

  api.route({
    ...routeOf(endpoints.createProviderExperience),
    onRequest: writers,
    handler: (request) => service.create(signedInUser(request), request.body),
  });

  api.route({
    ...routeOf(endpoints.updateProviderExperience),
    onRequest: writers,
    handler: (request) => service.update(signedInUser(request), request.params.npi, request.body),
  });

  api.route({
    ...routeOf(endpoints.getProviderDirectoryEntry),
    onRequest: writers,
    handler: (request) => service.directoryEntry(request.params.npi),
  });
}
