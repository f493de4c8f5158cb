import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';

/** A value of a template's input as the query is built: its place among the input's values. */
class Slot {
  constructor(readonly index: number) {}
}

/** What one input's values leave to the query: the shape it is built from, and the values in order. */
interface Parametrized<I> {
  /** Array lengths and which fields are set; the values themselves are not part of it. */
  shape: string;
  values: unknown[];
  /** The input with every value replaced by its slot. */
  slots: I;
}

/**
 * Splits `input` (plain objects, arrays, and values: strings, numbers, booleans, null) into its
 * shape and its values. A field that is undefined is left out, as if absent.
 */
function parametrize<I>(input: I): Parametrized<I> {
  const values: unknown[] = [];
  const shape: string[] = [];
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      shape.push(`[${String(value.length)}`);
      const items = value.map(walk);
      shape.push(']');
      return items;
    }
    if (value !== null && typeof value === 'object') {
      shape.push('{');
      const copy: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(value)) {
        if (field === undefined) continue;
        shape.push(`${key}:`);
        copy[key] = walk(field);
      }
      shape.push('}');
      return copy;
    }
    values.push(value);
    shape.push('?');
    return new Slot(values.length - 1);
  };
  const slots = walk(input) as I;
  return { shape: shape.join(''), values, slots };
}

/** A compiled query of one shape: its SQL and, per bound parameter, the input value it takes. */
interface Template {
  sql: string;
  parameterSlots: number[];
}

/**
 * Queries that are built and compiled by Kysely once per shape, then run with each call's values
 * (docs/decisions/0124): for a short read, building the query tree and compiling it cost about as
 * much as running it. `execute(name, input, build)` calls `build` with `input` whose every value
 * (string, number, boolean, null) is replaced by a placeholder, compiles the query once for that
 * shape (array lengths, which fields are set) and keeps its SQL; later calls of the same name and
 * shape bind their values to that SQL. So `build` must decide the query's form from the shape of
 * its input alone, never from a value: a value it reads is a placeholder, and any bound parameter
 * that is not one of the input's values is refused (an Error), so a template never keeps a value
 * of an earlier call. Derived values (a LIKE pattern) belong in the input. Kept per instance, at
 * most `max` shapes (least recently used go). The results are typed as `build`'s query says.
 */
export class QueryTemplates<DB> {
  private readonly templates: LRUCache<string, Template>;

  constructor(
    private readonly db: Kysely<DB>,
    max = 200,
  ) {
    this.templates = new LRUCache({ max });
  }

  /** Runs the query `build` makes of `input`, compiled once per name and shape. */
  async execute<I, O>(name: string, input: I, build: (input: I) => Compilable<O>): Promise<O[]> {
    const { shape, values, slots } = parametrize(input);
    const key = `${name}\u0000${shape}`;
    let template = this.templates.get(key);
    if (template === undefined) {
      const compiled = build(slots).compile();
      const parameterSlots = compiled.parameters.map((parameter) => {
        if (!(parameter instanceof Slot)) {
          throw new Error(`query template ${name}: a bound parameter is not a value of its input`);
        }
        return parameter.index;
      });
      template = { sql: compiled.sql, parameterSlots };
      this.templates.set(key, template);
    }
    const parameters = template.parameterSlots.map((index) => values[index]);
    const result = await this.db.executeQuery<O>(CompiledQuery.raw(template.sql, parameters));
    return result.rows;
  }
}

const sharedTemplates = new WeakMap<object, QueryTemplates<unknown>>();

/**
 * The query templates shared by every reader of database `db` (one set per open database), for
 * code that has the database but no object of its own to keep them in.
 */
export function queryTemplatesOf<DB>(db: Kysely<DB>): QueryTemplates<DB> {
  let templates = sharedTemplates.get(db) as QueryTemplates<DB> | undefined;
  if (templates === undefined) {
    templates = new QueryTemplates(db);
    sharedTemplates.set(db, templates as QueryTemplates<unknown>);
  }
  return templates;
}
