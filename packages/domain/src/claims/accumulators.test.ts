import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccumulatorClaim, accumulatorsOf, planYearOf, planYearWindow } from './accumulators.js';

const limits = {
  deductible: { individual: 1000, family: 2000 },
  outOfPocketMax: { individual: 4000, family: 8000 },
};

function claim(patientMemberId: string, share: Partial<AccumulatorClaim> = {}): AccumulatorClaim {
  return { patientMemberId, status: 'paid', deductible: 0, coinsurance: 0, copay: 0, ...share };
}

describe('accumulators', () => {
  it('adds the deductible and the whole share of each person, and the family is their sum (worked example)', () => {
    const result = accumulatorsOf(
      ['ANN', 'BEN'],
      [
        claim('ANN', { deductible: 400, coinsurance: 12.5 }),
        claim('ANN', { deductible: 700, coinsurance: 30.1, copay: 25 }),
        claim('BEN', { deductible: 300, copay: 40 }),
      ],
      limits,
    );
    expect(result.individuals).toEqual([
      {
        memberId: 'ANN',
        deductible: { limit: 1000, used: 1100, remaining: 0 },
        outOfPocket: { limit: 4000, used: 1167.6, remaining: 2832.4 },
      },
      {
        memberId: 'BEN',
        deductible: { limit: 1000, used: 300, remaining: 700 },
        outOfPocket: { limit: 4000, used: 340, remaining: 3660 },
      },
    ]);
    expect(result.family).toEqual({
      deductible: { limit: 2000, used: 1400, remaining: 600 },
      outOfPocket: { limit: 8000, used: 1507.6, remaining: 6492.4 },
    });
  });

  it('counts nothing of a denied claim', () => {
    const result = accumulatorsOf(
      ['ANN'],
      [claim('ANN', { status: 'denied', deductible: 500 }), claim('CAL', { status: 'denied', copay: 90 })],
      limits,
    );
    expect(result.individuals[0]?.deductible.used).toBe(0);
    expect(result.family.outOfPocket.used).toBe(0);
  });

  it("gives no row to someone not listed but counts his claims in the family's (worked example)", () => {
    const result = accumulatorsOf(
      ['ANN', 'BEN'],
      [
        claim('ANN', { deductible: 400 }),
        claim('ANN', { deductible: 700 }),
        claim('BEN', { deductible: 300 }),
        claim('CAL', { deductible: 250, coinsurance: 40 }),
      ],
      limits,
    );
    expect(result.individuals.map((person) => [person.memberId, person.deductible.used])).toEqual([
      ['ANN', 1100],
      ['BEN', 300],
    ]);
    expect(result.family).toEqual({
      deductible: { limit: 2000, used: 1650, remaining: 350 },
      outOfPocket: { limit: 8000, used: 1690, remaining: 6310 },
    });
  });

  it('has no limits and no remainders without a design, and lists people without claims', () => {
    const result = accumulatorsOf(['ANN', 'KID'], [claim('ANN', { copay: 30 })], null);
    expect(result.individuals[1]).toEqual({
      memberId: 'KID',
      deductible: { limit: null, used: 0, remaining: null },
      outOfPocket: { limit: null, used: 0, remaining: null },
    });
    expect(result.family.outOfPocket).toEqual({ limit: null, used: 30, remaining: null });
  });

  const cents = fc.integer({ min: 0, max: 500_000 }).map((value) => value / 100);
  const people = ['A', 'B', 'C', 'D'];
  const claims = fc.array(
    fc.record({
      patientMemberId: fc.constantFrom(...people, 'OUTSIDER'),
      status: fc.constantFrom('paid', 'denied', 'adjusted'),
      deductible: cents,
      coinsurance: cents,
      copay: cents,
    }),
    { maxLength: 40 },
  );
  const design = fc.option(
    fc.record({
      deductible: fc.record({ individual: cents, family: cents }),
      outOfPocketMax: fc.record({ individual: cents, family: cents }),
    }),
  );

  it('equals an independent sum over the claims, for any claims', () => {
    fc.assert(
      fc.property(claims, design, (list, given) => {
        const result = accumulatorsOf(people, list, given);
        const counted = list.filter((c) => c.status !== 'denied');
        // Summed another way: in tenths of a cent with reduce over each person's claims.
        const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b * 1000, 0) / 10) / 100;
        expect(result.individuals.map((person) => person.memberId)).toEqual(people);
        for (const person of result.individuals) {
          const own = counted.filter((c) => c.patientMemberId === person.memberId);
          expect(person.deductible.used).toBe(sum(own.map((c) => c.deductible)));
          expect(person.outOfPocket.used).toBe(
            sum(own.flatMap((c) => [c.deductible, c.coinsurance, c.copay])),
          );
        }
        expect(result.family.deductible.used).toBe(sum(counted.map((c) => c.deductible)));
        expect(result.family.outOfPocket.used).toBe(
          sum(counted.flatMap((c) => [c.deductible, c.coinsurance, c.copay])),
        );
      }),
    );
  });

  it('never leaves a negative remainder, and remainder plus used covers the limit', () => {
    fc.assert(
      fc.property(claims, design, (list, given) => {
        const result = accumulatorsOf(people, list, given);
        const all = [result.family, ...result.individuals].flatMap((pair) => [
          pair.deductible,
          pair.outOfPocket,
        ]);
        for (const accumulator of all) {
          if (accumulator.limit === null) {
            expect(accumulator.remaining).toBeNull();
            continue;
          }
          expect(accumulator.remaining).toBeGreaterThanOrEqual(0);
          expect(Math.round(((accumulator.remaining ?? 0) + accumulator.used) * 100)).toBeGreaterThanOrEqual(
            Math.round(accumulator.limit * 100),
          );
        }
      }),
    );
  });
});

describe('the plan year', () => {
  it('runs from the start month to the day before it a year later', () => {
    expect(planYearWindow(2025, 1)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(planYearWindow(2025, 7)).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(planYearWindow(2023, 3)).toEqual({ from: '2023-03-01', to: '2024-02-29' });
  });

  it('holds each date in the year it names', () => {
    expect(planYearOf('2026-03-10', 7)).toBe(2025);
    expect(planYearOf('2026-07-01', 7)).toBe(2026);
    expect(planYearOf('2026-12-31', 1)).toBe(2026);
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 12 }),
        (date, month) => {
          const day = date.toISOString().slice(0, 10);
          const window = planYearWindow(planYearOf(day, month), month);
          expect(window.from <= day && day <= window.to).toBe(true);
        },
      ),
    );
  });

  it('refuses a month that is not 1 to 12', () => {
    expect(() => planYearWindow(2025, 0)).toThrow(RangeError);
    expect(() => planYearWindow(2025, 13)).toThrow(RangeError);
  });
});
