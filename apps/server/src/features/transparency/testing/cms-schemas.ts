import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { referenceFile } from '../../../testing/reference-data.js';

/** The CMS Transparency in Coverage schemas shipped in the data folder, version 2.1.0, unchanged. */
export const cmsSchemaNames = ['allowed-amounts', 'in-network-rates', 'table-of-contents'] as const;
export type CmsSchemaName = (typeof cmsSchemaNames)[number];

/** A CMS schema or sample file of `shared/data/transparency-in-coverage/`, parsed. */
export function cmsFile(folder: 'schemas' | 'examples', name: string): unknown {
  return JSON.parse(readFileSync(referenceFile(`transparency-in-coverage/${folder}/${name}.json`), 'utf8'));
}

let validators: Map<CmsSchemaName, ValidateFunction> | undefined;

/**
 * A validator of each CMS schema (draft-07, as their `$schema` says), with the `date` and `uri`
 * formats checked. Ajv's strict mode is off: the schemas carry keywords draft-07 does not define
 * (`dependentRequired`) and `minLength` on an array, which draft-07 ignores, and so does this.
 */
function validatorOf(name: CmsSchemaName): ValidateFunction {
  if (validators === undefined) {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    validators = new Map(
      cmsSchemaNames.map((schema) => [schema, ajv.compile(cmsFile('schemas', schema) as object)]),
    );
  }
  const validate = validators.get(name);
  if (validate === undefined) throw new Error(`no schema ${name}`);
  return validate;
}

/** The schema errors of `document` against CMS schema `name` ('' each: path and message); none when valid. */
export function cmsSchemaErrors(name: CmsSchemaName, document: unknown): string[] {
  const validate = validatorOf(name);
  if (validate(document)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}

/** The JSON document in gzip bytes. */
export function gunzipJson(bytes: Buffer): unknown {
  return JSON.parse(gunzipSync(bytes).toString('utf8'));
}
