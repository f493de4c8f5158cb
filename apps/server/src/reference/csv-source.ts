import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { CsvError, parse } from 'csv-parse';

/** One parsed CSV record: its fields and the (1-based) line of the file where it ends. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** How a file is laid out, found from its first bytes. */
export interface CsvSniff {
  isGzip: boolean;
  delimiter: ',' | '\t';
  /**
   * The header to use when the file has none: the GeoNames postal-code dump (US.txt) is
   * tab-separated without a header row.
   */
  impliedHeader: string[] | null;
}

/** Columns of the GeoNames postal code dump, per its readme (download.geonames.org/export/zip). */
export const geonamesDumpColumns = [
  'country code',
  'zip',
  'city',
  'state_name',
  'state',
  'county',
  'county_fips',
  'admin name3',
  'admin code3',
  'latitude',
  'longitude',
  'accuracy',
];

/** An open CSV file: its header and a stream of its records. */
export interface CsvSource {
  /** Base name of the file. */
  file: string;
  header: string[];
  records: AsyncIterable<CsvRecord>;
  /** Stops reading and releases the file. */
  close(): void;
}

/** Receives records csv-parse could not parse (bad quoting, wrong field count). */
export type MalformedRecordHandler = (line: number, reason: string) => void;

// A record longer than this is a broken file (an unclosed quote swallowing the rest); the cap keeps
// memory bounded whatever the input.
const maxRecordBytes = 1024 * 1024;

async function readFirstBytes(path: string, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function byteStream(path: string, isGzip: boolean): Readable {
  const file = createReadStream(path, { highWaterMark: 1024 * 1024 });
  if (!isGzip) return file;
  return pipeline(file, createGunzip(), () => undefined);
}

async function firstLine(path: string, isGzip: boolean): Promise<string> {
  const stream = byteStream(path, isGzip);
  let text = '';
  try {
    for await (const chunk of stream) {
      text += (chunk as Buffer).toString('utf8');
      const end = text.indexOf('\n');
      if (end >= 0) return text.slice(0, end);
      if (text.length > maxRecordBytes) break;
    }
    return text;
  } finally {
    stream.destroy();
  }
}

/**
 * Finds whether a file is gzip-compressed (by its magic bytes, not its name), its delimiter, and
 * whether it is a header-less GeoNames dump.
 * @throws Error when the file cannot be opened or its gzip stream is corrupt.
 */
export async function sniffCsv(path: string): Promise<CsvSniff> {
  const magic = await readFirstBytes(path, 2);
  const isGzip = magic.length === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  const line = (await firstLine(path, isGzip)).replace(/^\uFEFF/, '');
  const tabs = line.split('\t').length - 1;
  const delimiter = tabs > 0 && !line.includes(',') ? '\t' : ',';
  const impliedHeader =
    delimiter === '\t' && /^US\t\d{5}\t/.test(line) && tabs === geonamesDumpColumns.length - 1
      ? geonamesDumpColumns
      : null;
  return { isGzip, delimiter, impliedHeader };
}

/**
 * Opens a `.csv` or gzip-compressed `.csv.gz` (or tab-separated) file as a stream of records
 * through csv-parse. Records are read as arrays (`columns: false`), so a 329-column NPPES row
 * costs one array, not an object. Reading is pulled by the consumer's async iteration, so a slow
 * database write pauses the file (backpressure) and memory stays bounded. Malformed records are
 * passed to `onMalformed` with their line and skipped; blank lines and rows of empty cells are
 * skipped silently.
 * @throws Error when the file cannot be read or has no header row.
 */
export async function openCsv(
  path: string,
  file: string,
  sniff: CsvSniff,
  onMalformed: MalformedRecordHandler,
): Promise<CsvSource> {
  const parser = parse({
    bom: true,
    delimiter: sniff.delimiter,
    info: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    skip_records_with_error: true,
    max_record_size: maxRecordBytes,
    // GeoNames dumps are not quoted and may contain a stray quote in a place name.
    quote: sniff.delimiter === '\t' ? false : '"',
  });
  parser.on('skip', (error: unknown) => {
    const line = error instanceof CsvError && typeof error.lines === 'number' ? error.lines : 0;
    onMalformed(line, error instanceof Error ? error.message : String(error));
  });
  const stream = pipeline(byteStream(path, sniff.isGzip), parser, () => undefined);
  const iterator = (stream as AsyncIterable<{ record: string[]; info: { lines: number } }>)[
    Symbol.asyncIterator
  ]();
  let header = sniff.impliedHeader;
  if (header === null) {
    const first = await iterator.next();
    if (first.done === true) {
      stream.destroy();
      throw new Error('the file is empty: no header row');
    }
    header = first.value.record;
  }
  const records: AsyncIterable<CsvRecord> = {
    [Symbol.asyncIterator]: () => ({
      next: async (): Promise<IteratorResult<CsvRecord>> => {
        const next = await iterator.next();
        if (next.done === true) return { done: true, value: undefined };
        return { done: false, value: { line: next.value.info.lines, fields: next.value.record } };
      },
      return: async (): Promise<IteratorResult<CsvRecord>> => {
        stream.destroy();
        await iterator.return?.();
        return { done: true, value: undefined };
      },
    }),
  };
  return {
    file,
    header,
    records,
    close: () => {
      stream.destroy();
    },
  };
}
