import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan } from '../testing/eligibility.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../testing/test-database.js';
import { QueryTemplates } from './query-templates.js';
import type { Database } from './schema.js';

interface PlanQuery {
  ids: string[];
  name?: string | undefined;
  limit: number;
}

describe(`query templates on ${testDialect} (docs/decisions/0124)`, () => {
  let database: TestDatabase;
  let templates: QueryTemplates<Database>;
  let builds = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const id of ['tpl-a', 'tpl-b', 'tpl-c']) await createPlan(database.handle.db, id, `Template ${id}`);
    templates = new QueryTemplates(database.handle.db);
  });
  afterAll(async () => {
    await database.dispose();
  });

  function plans(input: PlanQuery) {
    return templates.execute('plans', input, (slots) => {
      builds += 1;
      let query = database.handle.db
        .selectFrom('plans')
        .select('id')
        .where('id', 'in', slots.ids)
        .orderBy('id')
        .limit(slots.limit);
      if (slots.name !== undefined) query = query.where('name', '=', slots.name);
      return query;
    });
  }

  it("binds each call's values to the SQL compiled once for their shape", async () => {
    builds = 0;
    expect(await plans({ ids: ['tpl-a', 'tpl-b'], limit: 5 })).toEqual([{ id: 'tpl-a' }, { id: 'tpl-b' }]);
    expect(await plans({ ids: ['tpl-b', 'tpl-c'], limit: 1 })).toEqual([{ id: 'tpl-b' }]);
    expect(builds).toBe(1);
  });

  it('compiles a query of its own for another array length or another set of fields', async () => {
    builds = 0;
    expect(await plans({ ids: ['tpl-a', 'tpl-b', 'tpl-c'], limit: 5 })).toHaveLength(3);
    expect(await plans({ ids: ['tpl-a', 'tpl-b'], name: 'Template tpl-b', limit: 5 })).toEqual([
      { id: 'tpl-b' },
    ]);
    // An unset field is the shape without it, not a bound null.
    expect(await plans({ ids: ['tpl-a', 'tpl-c'], name: undefined, limit: 5 })).toHaveLength(2);
    expect(builds).toBe(2);
  });

  it('refuses a query that binds a value that is not one of its input', async () => {
    await expect(
      templates.execute('constant', { limit: 1 }, (slots) =>
        database.handle.db.selectFrom('plans').select('id').where('id', '=', 'tpl-a').limit(slots.limit),
      ),
    ).rejects.toThrow(/not a value of its input/);
  });
});
