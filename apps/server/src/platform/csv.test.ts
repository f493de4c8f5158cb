import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.js';

describe('csvCell and csvLine', () => {
  it('leaves plain text alone and writes null as empty', () => {
    expect(csvCell('case.read')).toBe('case.read');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('keeps a spreadsheet from reading a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
  });

  it('round-trips through a CSV parser, whatever the text', () => {
    const rows = [
      ['id', 'detail'],
      ['1', '{"method":"GET","status":200}'],
      ['2', 'line\nbreak, comma and "quotes"'],
      ['3', ''],
    ];
    const text = rows.map((row) => csvLine(row)).join('');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text, { relax_column_count: false })).toEqual(rows);
  });
});
