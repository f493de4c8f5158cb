import { describe, expect, it } from 'vitest';
import { kindOf, normalizeCode } from './chart.service.js';
import { linesNoteOf, nearestYear } from './reference-lines.js';

describe('benchmark chart helpers', () => {
  it('writes codes as the fact table does', () => {
    expect(normalizeCode('DRG', '39')).toBe('039');
    expect(normalizeCode('DRG', ' 470 ')).toBe('470');
    expect(normalizeCode('APC', '61')).toBe('0061');
    expect(normalizeCode('HCPCS', 'g0008')).toBe('G0008');
    expect(normalizeCode('HCPCS', '99213')).toBe('99213');
  });

  it('picks the geography year nearest the data year, the newer on a tie', () => {
    expect(nearestYear([2021, 2019], 2011)).toBe(2019);
    expect(nearestYear([2021, 2019], 2022)).toBe(2021);
    expect(nearestYear([2021, 2019], 2020)).toBe(2021);
    expect(nearestYear([], 2011)).toBeNull();
    expect(linesNoteOf(2019)).toContain('2019');
    expect(linesNoteOf(null)).toMatch(/^No reference lines/);
  });

  it('charts hospitals for inpatient and outpatient claims and professionals for professional ones', () => {
    expect(kindOf('Inpatient')).toBe('hospital');
    expect(kindOf('Outpatient')).toBe('hospital');
    expect(kindOf('Professional')).toBe('professional');
  });
});
