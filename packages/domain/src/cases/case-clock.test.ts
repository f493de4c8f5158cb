import { describe, expect, it } from 'vitest';
import { federalBusinessCalendar } from '../federal-holidays.js';
import {
  addBusinessDays,
  addLocalDays,
  businessDaysBetween,
  endOfLocalDay,
  isBusinessDay,
  localDateOf,
  subtractBusinessDays,
} from './business-days.js';
import { type CaseClockFacts, answerByOf, caseClockOf, dueSoonLeadBoundMs } from './case-clock.js';
import { appealClockRules, clockRuleOf, serviceLevelClockRule } from './clock-rules.js';
import { defaultServiceLevels } from '../shared/service-levels.js';

const settings = { timeZone: 'America/New_York', calendar: federalBusinessCalendar() };
const at = (iso: string) => new Date(iso);
const facts = (
  overrides: Partial<CaseClockFacts> & Pick<CaseClockFacts, 'receivedAt' | 'rule'>,
): CaseClockFacts => ({
  pauses: [],
  extendedAt: null,
  firstResponseAt: null,
  decidedAt: null,
  ...overrides,
});

describe('business days in New York (US federal holidays from date-holidays)', () => {
  it.each([
    ['2026-11-26', false, 'Thanksgiving Day'],
    ['2026-11-27', true, 'the day after Thanksgiving is no federal holiday'],
    ['2026-07-03', false, 'Independence Day observed on the Friday'],
    ['2027-06-18', false, 'Juneteenth observed on the Friday'],
    ['2027-12-31', false, "New Year's Day 2028 observed on the Friday before"],
    ['2026-11-28', false, 'a Saturday'],
    ['2026-12-01', true, 'a Tuesday'],
  ])('%s is a business day: %s (%s)', (date, expected) => {
    expect(isBusinessDay(date, settings.calendar)).toBe(expected);
  });

  it('counts across a holiday and a weekend', () => {
    expect(addBusinessDays('2026-11-25', 1, settings.calendar)).toBe('2026-11-27');
    expect(addBusinessDays('2026-11-25', 2, settings.calendar)).toBe('2026-11-30');
    expect(businessDaysBetween('2026-11-25', '2026-11-30', settings.calendar)).toBe(2);
  });

  it('ends a local day at local midnight, in standard and in daylight time', () => {
    expect(endOfLocalDay('2026-01-15', settings.timeZone).toISOString()).toBe('2026-01-16T04:59:59.999Z');
    expect(endOfLocalDay('2026-07-15', settings.timeZone).toISOString()).toBe('2026-07-16T03:59:59.999Z');
    expect(localDateOf(at('2026-03-02T04:30:00Z'), settings.timeZone)).toBe('2026-03-01');
  });

  it('walks calendar days across month, leap-day and year ends and the daylight time changes', () => {
    expect(addLocalDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addLocalDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addLocalDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addLocalDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addLocalDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addLocalDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addLocalDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(isBusinessDay('2026-03-08', settings.calendar)).toBe(false);
    expect(isBusinessDay('2026-03-09', settings.calendar)).toBe(true);
    expect(addBusinessDays('2026-12-31', 1, settings.calendar)).toBe('2027-01-04');
    expect(addBusinessDays('2026-12-05', 0, settings.calendar)).toBe('2026-12-05');
    expect(subtractBusinessDays('2027-01-04', 1, settings.calendar)).toBe('2026-12-31');
    expect(businessDaysBetween('2026-12-31', '2027-01-04', settings.calendar)).toBe(1);
    expect(businessDaysBetween('2027-01-04', '2026-12-31', settings.calendar)).toBe(0);
  });

  it('reads the local date of instants either side of local midnight and of the daylight time changes', () => {
    expect(localDateOf(at('2026-03-08T04:59:59.999Z'), settings.timeZone)).toBe('2026-03-07');
    expect(localDateOf(at('2026-03-08T05:00:00Z'), settings.timeZone)).toBe('2026-03-08');
    expect(localDateOf(at('2026-11-02T04:59:59.999Z'), settings.timeZone)).toBe('2026-11-01');
    expect(localDateOf(at('2026-11-02T05:00:00Z'), settings.timeZone)).toBe('2026-11-02');
    expect(localDateOf(at('2026-03-02T04:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-02');
    expect(endOfLocalDay('2026-03-08', settings.timeZone).toISOString()).toBe('2026-03-09T03:59:59.999Z');
    expect(endOfLocalDay('2026-11-01', settings.timeZone).toISOString()).toBe('2026-11-02T04:59:59.999Z');
    // Asked again: the same instant, and a fresh Date a caller may change without harm.
    const end = endOfLocalDay('2026-11-01', settings.timeZone);
    end.setTime(0);
    expect(endOfLocalDay('2026-11-01', settings.timeZone).toISOString()).toBe('2026-11-02T04:59:59.999Z');
  });
});

describe('appeal clocks (29 CFR 2560.503-1(i)(2))', () => {
  it.each([
    // Urgent: 72 hours to the minute, holidays and weekends count.
    ['urgent', '2026-11-25T20:00:00Z', '2026-11-28T20:00:00.000Z'],
    // Pre-service: 30 days, to the end of the local day.
    ['pre-service', '2026-01-10T12:00:00Z', '2026-02-10T04:59:59.999Z'],
    // Post-service: 60 days, across the change to daylight time on 8 March 2026.
    ['post-service', '2026-03-02T15:00:00Z', '2026-05-02T03:59:59.999Z'],
  ] as const)('%s appeal received %s is due %s', (urgency, received, due) => {
    const clock = caseClockOf(
      facts({ receivedAt: at(received), rule: appealClockRules[urgency] }),
      at(received),
      settings,
    );
    expect(clock.dueAt.toISOString()).toBe(due);
    expect(clock.state).toBe('on-time');
    expect(clock.firstResponseDueAt).toBeNull();
  });

  it('an appeal without an urgency runs on the post-service rule', () => {
    expect(clockRuleOf('Appeal', null)).toBe(appealClockRules['post-service']);
  });

  it('takes no extension: a group health plan appeal has none', () => {
    const rule = appealClockRules['post-service'];
    const plain = caseClockOf(
      facts({ receivedAt: at('2026-03-02T15:00:00Z'), rule }),
      at('2026-03-03T00:00:00Z'),
      settings,
    );
    const extended = caseClockOf(
      facts({ receivedAt: at('2026-03-02T15:00:00Z'), rule, extendedAt: at('2026-03-10T15:00:00Z') }),
      at('2026-03-03T00:00:00Z'),
      settings,
    );
    expect(rule.extension).toBeNull();
    expect(extended.dueAt).toEqual(plain.dueAt);
    expect(extended.extended).toBe(false);
  });

  it('stops while information is asked of the claimant: urgent to the millisecond, days by the day', () => {
    const urgent = caseClockOf(
      facts({
        receivedAt: at('2026-11-25T20:00:00Z'),
        rule: appealClockRules.urgent,
        pauses: [{ from: at('2026-11-26T08:00:00Z'), to: at('2026-11-26T13:00:00Z') }],
      }),
      at('2026-11-27T00:00:00Z'),
      settings,
    );
    expect(urgent.dueAt.toISOString()).toBe('2026-11-29T01:00:00.000Z');
    const postService = caseClockOf(
      facts({
        receivedAt: at('2026-03-02T15:00:00Z'),
        rule: appealClockRules['post-service'],
        pauses: [{ from: at('2026-03-10T15:00:00Z'), to: at('2026-03-20T15:00:00Z') }],
      }),
      at('2026-03-21T00:00:00Z'),
      settings,
    );
    expect(postService.dueAt.toISOString()).toBe('2026-05-12T03:59:59.999Z');
  });

  it('gives the claimant at least 45 days, or 48 hours for urgent care, to answer', () => {
    expect(
      answerByOf(at('2026-03-10T15:00:00Z'), appealClockRules['post-service'], settings).toISOString(),
    ).toBe('2026-04-25T03:59:59.999Z');
    expect(answerByOf(at('2026-03-10T15:00:00Z'), appealClockRules.urgent, settings).toISOString()).toBe(
      '2026-03-12T15:00:00.000Z',
    );
  });
});

describe('service-level clocks (plan service levels, in business days)', () => {
  const accessIssue = serviceLevelClockRule('AccessIssue', defaultServiceLevels.AccessIssue);
  // Wednesday before Thanksgiving, 10:00 in New York.
  const receivedAt = at('2026-11-25T15:00:00Z');

  it('skips Thanksgiving and the weekend: first response Friday, resolution the next Thursday', () => {
    const clock = caseClockOf(facts({ receivedAt, rule: accessIssue }), receivedAt, settings);
    expect(clock.firstResponseDueAt?.toISOString()).toBe('2026-11-28T04:59:59.999Z');
    expect(clock.dueAt.toISOString()).toBe('2026-12-04T04:59:59.999Z');
    expect(clock.firstResponse).toBe('pending');
  });

  it('the one extension adds its business days', () => {
    const clock = caseClockOf(
      facts({ receivedAt, rule: accessIssue, extendedAt: at('2026-12-01T15:00:00Z') }),
      receivedAt,
      settings,
    );
    expect(clock.dueAt.toISOString()).toBe('2026-12-09T04:59:59.999Z');
    expect(clock.extended).toBe(true);
  });

  it('a closed pause moves the due day by the business days it covered; an open one by those up to now', () => {
    const closed = caseClockOf(
      facts({
        receivedAt,
        rule: accessIssue,
        pauses: [{ from: at('2026-11-30T15:00:00Z'), to: at('2026-12-02T15:00:00Z') }],
      }),
      at('2026-12-03T15:00:00Z'),
      settings,
    );
    expect(closed.dueAt.toISOString()).toBe('2026-12-08T04:59:59.999Z');
    expect(closed.pausedSince).toBeNull();
    const open = caseClockOf(
      facts({ receivedAt, rule: accessIssue, pauses: [{ from: at('2026-11-30T15:00:00Z'), to: null }] }),
      at('2026-12-04T15:00:00Z'),
      settings,
    );
    expect(open.dueAt.toISOString()).toBe('2026-12-10T04:59:59.999Z');
    expect(open.pausedSince?.toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(open.state).toBe('on-time');
  });

  it.each([
    ['2026-11-30T15:00:00Z', null, 'on-time'],
    // Due Thursday 3 December: due soon once only Wednesday and Thursday are left.
    ['2026-12-02T05:00:00Z', null, 'due-soon'],
    ['2026-12-01T15:00:00Z', null, 'on-time'],
    ['2026-12-04T05:00:00Z', null, 'overdue'],
    ['2026-12-10T15:00:00Z', '2026-12-03T20:00:00Z', 'met'],
    ['2026-12-10T15:00:00Z', '2026-12-04T15:00:00Z', 'missed'],
  ])('at %s, closed %s: %s', (now, decided, state) => {
    const clock = caseClockOf(
      facts({ receivedAt, rule: accessIssue, decidedAt: decided === null ? null : at(decided) }),
      at(now),
      settings,
    );
    expect(clock.state).toBe(state);
  });

  it('the first response is met, missed, or overdue while none came', () => {
    const on = (firstResponseAt: string | null, now: string) =>
      caseClockOf(
        facts({
          receivedAt,
          rule: accessIssue,
          firstResponseAt: firstResponseAt === null ? null : at(firstResponseAt),
        }),
        at(now),
        settings,
      ).firstResponse;
    expect(on('2026-11-27T16:00:00Z', '2026-12-01T00:00:00Z')).toBe('met');
    expect(on('2026-11-30T16:00:00Z', '2026-12-01T00:00:00Z')).toBe('missed');
    expect(on(null, '2026-11-30T16:00:00Z')).toBe('overdue');
  });

  it('counts across the end of daylight time (1 November 2026)', () => {
    const callAhead = serviceLevelClockRule('CallAhead', defaultServiceLevels.CallAhead);
    // Friday 30 October, 16:00 in New York (daylight time); 3 business days: Mon, Tue, Wed 4 November.
    const clock = caseClockOf(
      facts({ receivedAt: at('2026-10-30T20:00:00Z'), rule: callAhead }),
      at('2026-10-30T20:00:00Z'),
      settings,
    );
    expect(clock.dueAt.toISOString()).toBe('2026-11-05T04:59:59.999Z');
  });

  it('a plan may set its own service levels', () => {
    const rule = clockRuleOf('BalanceBill', null, {
      firstResponseDays: 1,
      resolutionDays: 20,
      extensionDays: 0,
    });
    expect(rule.resolution).toEqual({ unit: 'business-days', amount: 20 });
    expect(rule.extension).toBeNull();
    expect(clockRuleOf('BalanceBill', null).resolution.amount).toBe(
      defaultServiceLevels.BalanceBill.resolutionDays,
    );
  });
});

describe('how long before its due time a clock is due soon', () => {
  // The lead depends only on the due day and the rule's due-soon span, so two rules reach every due
  // day of ten years: a post-service appeal (due on any calendar day) and a Call Ahead (due on a
  // business day, three after receipt); the urgent appeal's span is 24 hours.
  it('is never longer than dueSoonLeadBoundMs, for every due day of ten years', { timeout: 30_000 }, () => {
    const rules = [
      appealClockRules['urgent'],
      appealClockRules['post-service'],
      serviceLevelClockRule('CallAhead', defaultServiceLevels.CallAhead),
    ];
    let longest = 0;
    for (
      let day = Date.parse('2026-01-01T17:00:00.000Z');
      day < Date.parse('2036-01-01');
      day += 86_400_000
    ) {
      for (const rule of rules) {
        const clock = caseClockOf(facts({ receivedAt: new Date(day), rule }), new Date(day), settings);
        longest = Math.max(longest, clock.dueAt.getTime() - clock.dueSoonAt.getTime());
      }
    }
    expect(longest).toBeLessThanOrEqual(dueSoonLeadBoundMs);
    // Two business days around a weekend and a holiday: more than four calendar days.
    expect(longest).toBeGreaterThan(4 * 86_400_000);
  });
});
