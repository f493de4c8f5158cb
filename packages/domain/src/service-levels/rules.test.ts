import { describe, expect, it } from 'vitest';
import { defaultServiceLevels } from '../shared/service-levels.js';
import { serviceLevelsSchema, setPlanServiceLevelsBodySchema } from './contract.js';
import { formatServiceLevels, isSameServiceLevels, serviceLevelMessages as messages } from './rules.js';

/** The message of each issue of a failed parse, keyed by its dotted path. */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

const own = (firstResponseDays: unknown, resolutionDays: unknown, extensionDays: unknown) => ({
  useDefaults: false,
  firstResponseDays,
  resolutionDays,
  extensionDays,
});

describe('service levels (issue 35 item 1)', () => {
  it('takes every default as valid levels', () => {
    for (const levels of Object.values(defaultServiceLevels)) {
      expect(serviceLevelsSchema.safeParse(levels).success).toBe(true);
    }
  });

  it('takes the bounds: first response 1 and 10, resolution up to 120, extension 0 and 60', () => {
    for (const levels of [
      { firstResponseDays: 1, resolutionDays: 1, extensionDays: 0 },
      { firstResponseDays: 10, resolutionDays: 120, extensionDays: 60 },
      { firstResponseDays: 3, resolutionDays: 3, extensionDays: 3 },
    ]) {
      expect(serviceLevelsSchema.safeParse(levels).success, JSON.stringify(levels)).toBe(true);
    }
  });

  it('refuses a first response outside 1 to 10 business days', () => {
    for (const firstResponseDays of [0, 11, -1]) {
      const result = serviceLevelsSchema.safeParse({
        firstResponseDays,
        resolutionDays: 20,
        extensionDays: 5,
      });
      expect(fieldErrors(result)).toEqual({ firstResponseDays: messages.firstResponseRange });
    }
  });

  it('refuses a resolution over 120 or before the first response', () => {
    expect(
      fieldErrors(
        serviceLevelsSchema.safeParse({ firstResponseDays: 2, resolutionDays: 121, extensionDays: 5 }),
      ),
    ).toEqual({ resolutionDays: messages.resolutionRange });
    expect(
      fieldErrors(
        serviceLevelsSchema.safeParse({ firstResponseDays: 5, resolutionDays: 4, extensionDays: 0 }),
      ),
    ).toEqual({ resolutionDays: messages.resolutionBeforeFirstResponse });
  });

  it('refuses an extension outside 0 to 60, or longer than the resolution', () => {
    expect(
      fieldErrors(
        serviceLevelsSchema.safeParse({ firstResponseDays: 2, resolutionDays: 100, extensionDays: 61 }),
      ),
    ).toEqual({ extensionDays: messages.extensionRange });
    expect(
      fieldErrors(
        serviceLevelsSchema.safeParse({ firstResponseDays: 2, resolutionDays: 20, extensionDays: -1 }),
      ),
    ).toEqual({ extensionDays: messages.extensionRange });
    expect(
      fieldErrors(
        serviceLevelsSchema.safeParse({ firstResponseDays: 1, resolutionDays: 3, extensionDays: 4 }),
      ),
    ).toEqual({ extensionDays: messages.extensionLongerThanResolution });
  });

  it('asks for whole numbers, and for each level that is missing or not a number', () => {
    expect(
      fieldErrors(
        serviceLevelsSchema.safeParse({ firstResponseDays: 1.5, resolutionDays: 10, extensionDays: 2 }),
      ),
    ).toEqual({ firstResponseDays: messages.wholeDays });
    expect(
      fieldErrors(
        serviceLevelsSchema.safeParse({
          firstResponseDays: null,
          resolutionDays: '10',
          extensionDays: undefined,
        }),
      ),
    ).toEqual({
      firstResponseDays: messages.firstResponseRequired,
      resolutionDays: messages.resolutionRequired,
      extensionDays: messages.extensionRequired,
    });
  });

  it('takes each type as its own levels or the defaults, and drops levels sent with the defaults', () => {
    const result = setPlanServiceLevelsBodySchema.safeParse({
      BalanceBill: own(3, 30, 5),
      AccessIssue: { useDefaults: true },
      CallAhead: { useDefaults: true, firstResponseDays: 99 },
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      BalanceBill: { useDefaults: false, firstResponseDays: 3, resolutionDays: 30, extensionDays: 5 },
      AccessIssue: { useDefaults: true },
      CallAhead: { useDefaults: true },
    });
  });

  it('keys the body messages by type and field, and names a type left out', () => {
    const result = setPlanServiceLevelsBodySchema.safeParse({
      BalanceBill: own(0, 30, 5),
      AccessIssue: own(2, 1, 0),
      CallAhead: { firstResponseDays: 1 },
    });
    expect(fieldErrors(result)).toEqual({
      'BalanceBill.firstResponseDays': messages.firstResponseRange,
      'AccessIssue.resolutionDays': messages.resolutionBeforeFirstResponse,
      'CallAhead.useDefaults': messages.useDefaultsRequired,
    });
    expect(
      fieldErrors(setPlanServiceLevelsBodySchema.safeParse({ BalanceBill: own(1, 2, 0), AccessIssue: 'x' })),
    ).toEqual({
      AccessIssue: messages.typeRequired('AccessIssue'),
      CallAhead: messages.typeRequired('CallAhead'),
    });
  });

  it('compares and formats levels', () => {
    expect(
      isSameServiceLevels(defaultServiceLevels.BalanceBill, { ...defaultServiceLevels.BalanceBill }),
    ).toBe(true);
    expect(isSameServiceLevels(defaultServiceLevels.BalanceBill, defaultServiceLevels.AccessIssue)).toBe(
      false,
    );
    expect(formatServiceLevels(defaultServiceLevels.BalanceBill)).toBe('2/45/+10 business days');
    expect(messages.typeRequired('AccessIssue')).toBe('Give the Access Issue levels, or useDefaults true.');
  });
});
