import { describe, expect, it } from 'vitest';
import { federalBusinessCalendar } from '../federal-holidays.js';
import { type CaseClockFacts, caseClockOf, type ClockPause } from './case-clock.js';
import { caseDecisionOf, clockMonthEnd, clockMonthOf } from './clock-decisions.js';
import { clockRuleOf } from './clock-rules.js';

const timeZone = 'America/New_York';
const settings = { timeZone, calendar: federalBusinessCalendar() };
const at = (iso: string) => new Date(iso);

interface Row {
  name: string;
  recordType: 'AccessIssue' | 'CallAhead' | 'Appeal';
  /** An appeal's urgency; none is post-service. */
  urgency?: 'urgent';
  receivedAt: string;
  pauses?: readonly ClockPause[];
  extendedAt?: string;
  decidedAt: string;
  /** The due time `caseClockOf` gives, worked out by hand. */
  dueAt: string;
  month: string;
  onTime: boolean;
}

/**
 * Cases received on Monday 5 October 2026 (Columbus Day, 12 October, is a federal holiday) and
 * one received Monday 26 October, decided as each row says; New York changes to standard time on
 * 1 November 2026 at 2:00.
 */
const rows: Row[] = [
  {
    name: 'met: an Access Issue closed in 3 of its 5 business days',
    recordType: 'AccessIssue',
    receivedAt: '2026-10-05T14:00:00.000Z',
    decidedAt: '2026-10-08T15:00:00.000Z',
    // 6, 7, 8, 9 and 13 October: due at the end of Tuesday 13 October in New York.
    dueAt: '2026-10-14T03:59:59.999Z',
    month: '2026-10',
    onTime: true,
  },
  {
    name: 'missed: a Call Ahead closed after its 3 business days',
    recordType: 'CallAhead',
    receivedAt: '2026-10-05T14:00:00.000Z',
    decidedAt: '2026-10-14T15:00:00.000Z',
    dueAt: '2026-10-09T03:59:59.999Z',
    month: '2026-10',
    onTime: false,
  },
  {
    name: 'extended: an Access Issue closed in the 3 business days the extension added',
    recordType: 'AccessIssue',
    receivedAt: '2026-10-05T14:00:00.000Z',
    extendedAt: '2026-10-09T13:00:00.000Z',
    decidedAt: '2026-10-15T15:00:00.000Z',
    // 13 October + 14, 15 and 16 October.
    dueAt: '2026-10-17T03:59:59.999Z',
    month: '2026-10',
    onTime: true,
  },
  {
    name: 'paused: an urgent appeal closed after 72 hours, within them with the 24-hour pause',
    recordType: 'Appeal',
    urgency: 'urgent',
    receivedAt: '2026-10-05T14:00:00.000Z',
    pauses: [{ from: at('2026-10-06T14:00:00.000Z'), to: at('2026-10-07T14:00:00.000Z') }],
    decidedAt: '2026-10-09T12:00:00.000Z',
    dueAt: '2026-10-09T14:00:00.000Z',
    month: '2026-10',
    onTime: true,
  },
  {
    name: 'paused by business days: a Call Ahead whose clock stood still on 7 and 8 October',
    recordType: 'CallAhead',
    receivedAt: '2026-10-05T14:00:00.000Z',
    pauses: [{ from: at('2026-10-06T14:00:00.000Z'), to: at('2026-10-08T14:00:00.000Z') }],
    decidedAt: '2026-10-13T20:00:00.000Z',
    // 8 October + 9 and 13 October.
    dueAt: '2026-10-14T03:59:59.999Z',
    month: '2026-10',
    onTime: true,
  },
  {
    name: 'month boundary: closed at 11:30 PM on 31 October in New York is an October decision',
    recordType: 'AccessIssue',
    receivedAt: '2026-10-26T14:00:00.000Z',
    decidedAt: '2026-11-01T03:30:00.000Z',
    // 27 to 30 October and Monday 2 November, in standard time.
    dueAt: '2026-11-03T04:59:59.999Z',
    month: '2026-10',
    onTime: true,
  },
  {
    name: 'month boundary: closed at 12:30 AM on 1 November in New York is a November decision',
    recordType: 'AccessIssue',
    receivedAt: '2026-10-26T14:00:00.000Z',
    decidedAt: '2026-11-01T04:30:00.000Z',
    dueAt: '2026-11-03T04:59:59.999Z',
    month: '2026-11',
    onTime: true,
  },
  {
    name: 'decided at the due time itself: met',
    recordType: 'Appeal',
    receivedAt: '2026-10-05T14:00:00.000Z',
    decidedAt: '2026-12-05T04:59:59.999Z',
    // A post-service appeal: 60 days, to the end of 4 December in New York.
    dueAt: '2026-12-05T04:59:59.999Z',
    month: '2026-12',
    onTime: true,
  },
];

describe('cases decided on time, by month in New York (issue 35 item 5)', () => {
  it.each(rows)('$name', (row) => {
    const facts: CaseClockFacts = {
      receivedAt: at(row.receivedAt),
      rule: clockRuleOf(row.recordType, row.urgency ?? null),
      pauses: row.pauses ?? [],
      extendedAt: row.extendedAt === undefined ? null : at(row.extendedAt),
      firstResponseAt: null,
      decidedAt: at(row.decidedAt),
    };
    const clock = caseClockOf(facts, at(row.decidedAt), settings);
    expect(clock.dueAt.toISOString()).toBe(row.dueAt);
    expect(clock.state).toBe(row.onTime ? 'met' : 'missed');
    // The report reads what the case stores: the decided and due times.
    const decision = caseDecisionOf(
      { recordType: row.recordType, decidedAt: row.decidedAt, dueAt: clock.dueAt.toISOString() },
      timeZone,
    );
    expect(decision).toEqual({ recordType: row.recordType, month: row.month, onTime: row.onTime });
  });

  it('counts a case extended but closed after the extended due time as missed', () => {
    const rule = clockRuleOf('AccessIssue', null);
    const clock = caseClockOf(
      {
        receivedAt: at('2026-10-05T14:00:00.000Z'),
        rule,
        pauses: [],
        extendedAt: at('2026-10-09T13:00:00.000Z'),
        firstResponseAt: null,
        decidedAt: at('2026-10-19T14:00:00.000Z'),
      },
      at('2026-10-19T14:00:00.000Z'),
      settings,
    );
    expect(
      caseDecisionOf(
        {
          recordType: 'AccessIssue',
          decidedAt: '2026-10-19T14:00:00.000Z',
          dueAt: clock.dueAt.toISOString(),
        },
        timeZone,
      )?.onTime,
    ).toBe(false);
  });

  it('reads months in daylight and in standard time, and in another zone when configured', () => {
    const decided = (decidedAt: string, zone = timeZone) =>
      caseDecisionOf({ recordType: 'BalanceBill', decidedAt, dueAt: '2027-06-01T00:00:00.000Z' }, zone)
        ?.month;
    expect(decided('2026-04-01T03:30:00.000Z')).toBe('2026-03');
    expect(decided('2026-04-01T04:30:00.000Z')).toBe('2026-04');
    expect(decided('2027-01-01T04:30:00.000Z')).toBe('2026-12');
    expect(decided('2027-01-01T05:30:00.000Z')).toBe('2027-01');
    expect(decided('2027-01-01T04:30:00.000Z', 'America/Los_Angeles')).toBe('2026-12');
    expect(decided('2027-01-01T08:30:00.000Z', 'America/Los_Angeles')).toBe('2027-01');
  });

  it('has no decision for an open case, and no on-time figure for a case without a clock', () => {
    expect(
      caseDecisionOf(
        { recordType: 'AccessIssue', decidedAt: null, dueAt: '2026-10-14T03:59:59.999Z' },
        timeZone,
      ),
    ).toBeNull();
    expect(
      caseDecisionOf(
        { recordType: 'AccessIssue', decidedAt: '2026-10-08T15:00:00.000Z', dueAt: null },
        timeZone,
      ),
    ).toEqual({ recordType: 'AccessIssue', month: '2026-10', onTime: null });
    expect(
      caseDecisionOf(
        {
          recordType: 'BalanceBillEmployee',
          decidedAt: '2026-10-08T15:00:00.000Z',
          dueAt: '2026-10-14T03:59:59.999Z',
        },
        timeZone,
      )?.onTime,
    ).toBeNull();
  });

  it("ends a month at local midnight in the clocks' time zone", () => {
    expect(clockMonthEnd({ year: 2026, month: 10 }, timeZone).toISOString()).toBe('2026-11-01T03:59:59.999Z');
    expect(clockMonthEnd({ year: 2026, month: 11 }, timeZone).toISOString()).toBe('2026-12-01T04:59:59.999Z');
    expect(clockMonthOf(at('2026-11-01T03:30:00.000Z'), timeZone)).toEqual({ year: 2026, month: 10 });
    expect(clockMonthOf(at('2026-11-01T04:00:00.000Z'), timeZone)).toEqual({ year: 2026, month: 11 });
  });
});
