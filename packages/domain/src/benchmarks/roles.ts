import type { RoleName } from '../shared/roles.js';

/** The role of the Benchmarks screens and their API (spec §6). */
export const benchmarksRoles: readonly RoleName[] = ['benchmarks'];
