import fc from 'fast-check';
import type { z } from 'zod';
import { fillPath, type TableMethod, type TableRoute } from './route-table.js';

/** The kind of value a schema field takes, as far as generating a wrong one needs. */
type FieldKind = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object' | 'other';

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, z.ZodType>;
      in?: z.ZodType;
      out?: z.ZodType;
      innerType?: z.ZodType;
      entries?: Record<string, string>;
      values?: unknown[];
    };
  };
}

function defOf(schema: z.ZodType): ZodInternals['_zod']['def'] {
  return (schema as unknown as ZodInternals)._zod.def;
}

/** The schema under optional, nullable, default and pipe (preprocess, transform) wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    const def = defOf(current);
    if (def.innerType !== undefined) current = def.innerType;
    else if (def.type === 'pipe' && def.out !== undefined && defOf(def.out).type !== 'transform')
      current = def.out;
    else if (def.type === 'pipe' && def.in !== undefined) current = def.in;
    else return current;
  }
  return current;
}

/** The fields of an object schema (after unwrapping), or an empty list. */
export function fieldsOf(
  schema: z.ZodType | undefined,
): { name: string; kind: FieldKind; sample: unknown }[] {
  if (schema === undefined) return [];
  const def = defOf(unwrap(schema));
  if (def.type !== 'object' || def.shape === undefined) return [];
  return Object.entries(def.shape).map(([name, field]) => {
    const inner = defOf(unwrap(field));
    const kind: FieldKind =
      inner.type === 'string' || inner.type === 'number' || inner.type === 'boolean'
        ? inner.type
        : inner.type === 'enum' || inner.type === 'literal'
          ? 'enum'
          : inner.type === 'array' || inner.type === 'object'
            ? inner.type
            : 'other';
    const sample =
      kind === 'enum'
        ? (Object.values(inner.entries ?? {})[0] ?? inner.values?.[0])
        : { string: 'x', number: 1, boolean: true, array: [], object: {}, other: 'x' }[kind];
    return { name, kind, sample };
  });
}

/** One megabyte of text, and a little more (over the 1 MB body limit). */
const oneMegabyte = 'a'.repeat(1024 * 1024 - 64);

/** Strings that have broken parsers, encoders and databases before. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '🩺👨‍👩‍👧‍👦',
  'e\u0301',
  '\u202Eevil',
  '\uFEFF',
  '%00',
  '%',
  '../../../../etc/passwd',
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
  'toString',
  '1e309',
  '-0',
  'NaN',
  'null',
  '9'.repeat(400),
];

/** Values of a wrong type, out of range or odd, for a field of any kind. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -2147483649,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.5,
    [],
    {},
    [null],
    { $ne: null },
    ...nastyStrings,
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.string({ minLength: 200, maxLength: 5000 }),
);

/** A body object from the route's own schema turned bad: fields missing, wrong, extra. */
function badObject(schema: z.ZodType | undefined): fc.Arbitrary<Record<string, unknown>> {
  const fields = fieldsOf(schema);
  const entries = fields.map((field) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<[string, unknown] | null>([field.name, field.sample]) },
      { weight: 1, arbitrary: fc.constant<[string, unknown] | null>(null) },
      { weight: 3, arbitrary: badValue.map<[string, unknown] | null>((value) => [field.name, value]) },
    ),
  );
  const extra = fc.array(
    fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...nastyStrings)), badValue),
    {
      maxLength: 3,
    },
  );
  return fc.tuple(fc.tuple(...entries), extra).map(([chosen, more]) => {
    const body: Record<string, unknown> = {};
    for (const entry of [...chosen, ...more]) {
      if (entry !== null)
        Object.defineProperty(body, entry[0], {
          value: entry[1],
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    return body;
  });
}

/** A request body and its content type: mostly JSON, sometimes broken or of another type. */
function badPayload(
  route: TableRoute,
): fc.Arbitrary<{ contentType: string | null; payload: string | undefined }> {
  const json = fc.oneof(
    { weight: 6, arbitrary: badObject(route.body) },
    { weight: 1, arbitrary: badValue },
    { weight: 1, arbitrary: fc.array(badObject(route.body), { maxLength: 2 }) },
  );
  return fc.oneof(
    {
      weight: 12,
      arbitrary: json.map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[', 'nul', '{"a":1,}', "{'a':1}", '\u0000', '', '{"a":"\\ud800"}')
        .map((payload) => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/octet-stream',
          'image/png',
        )
        .map((contentType) => ({ contentType, payload: 'a=1&b=%00&c[]=2' })),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: null, payload: '{"a":1}' }) },
  );
}

/** Bad values of a path parameter: traversal, NUL, broken encodings, overlong ids, unicode. */
const badPathValue = fc.oneof(
  fc.constantFrom(
    '..%2F..%2Fetc%2Fpasswd',
    '../',
    '..',
    '%00',
    'a%00b',
    '%',
    '%ZZ',
    '%C0%AE%C0%AE',
    '__proto__',
    'x'.repeat(150),
    'x'.repeat(250),
    '1'.repeat(40),
    '-1',
    '0',
    '%F0%9F%A9%BA',
    '%20',
    'null',
  ),
  fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }).map(encode),
  fc.uuid(),
);

/** Percent-encodes `value`, lone surrogates as U+FFFD (as a browser would send them). */
function encode(value: string): string {
  return encodeURIComponent(Buffer.from(value).toString());
}

/** Query strings from the route's own schema turned bad, repeated keys (arrays) included. */
function badQuery(route: TableRoute): fc.Arbitrary<string> {
  const names = [...fieldsOf(route.querystring).map((field) => field.name), '__proto__', 'extra'];
  const pair = fc.tuple(
    fc.constantFrom(...names),
    fc.oneof(
      badValue.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
      fc.constantFrom('%00', '%', 'a%ZZ', '1e999', '-1', 'x'.repeat(3000)),
    ),
  );
  return fc
    .array(pair, { maxLength: 6 })
    .map((pairs) =>
      pairs
        .map(([name, value]) => `${encode(name)}=${value.startsWith('%') ? value : encode(value)}`)
        .join('&'),
    );
}

/** One generated request for `route`. */
export interface BadRequest {
  method: TableMethod;
  url: string;
  contentType: string | null;
  payload: string | undefined;
}

/** Requests for `route` from its schema turned bad (path, query and, unless GET, body). */
export function badRequest(route: TableRoute): fc.Arbitrary<BadRequest> {
  const params = fc.tuple(...route.pathParams.map(() => badPathValue));
  const body =
    route.method === 'GET' ? fc.constant({ contentType: null, payload: undefined }) : badPayload(route);
  return fc.tuple(params, badQuery(route), body).map(([values, query, { contentType, payload }]) => {
    const filled = Object.fromEntries(route.pathParams.map((name, index) => [name, values[index] ?? 'x']));
    const path = fillPath(route.url, filled, { raw: true });
    return { method: route.method, url: query === '' ? path : `${path}?${query}`, contentType, payload };
  });
}

/** The 1 MB requests of `route`: a 1 MB string in every body field (or query), and a body over the limit. */
export function oneMegabyteRequests(route: TableRoute): BadRequest[] {
  const url = fillPath(route.url, {});
  if (route.method === 'GET') {
    return [{ method: 'GET', url: `${url}?q=${'a'.repeat(60_000)}`, contentType: null, payload: undefined }];
  }
  const names = fieldsOf(route.body).map((field) => field.name);
  const field = names[0] ?? 'value';
  return [
    {
      method: route.method,
      url,
      contentType: 'application/json',
      payload: JSON.stringify({ [field]: oneMegabyte }),
    },
    {
      method: route.method,
      url,
      contentType: 'application/json',
      payload: `"${oneMegabyte}${'a'.repeat(200)}"`,
    },
  ];
}
