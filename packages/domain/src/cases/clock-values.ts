import type { caseClockStates } from './case-clock.js';

/*
 * The case clock's words and choices, apart from its schemas (clock-contract.ts), so that a page
 * that shows them loads no zod (issue 39).
 */

/** Labels of the clock states as staff and members read them. */
export const caseClockStateLabels: Readonly<Record<(typeof caseClockStates)[number], string>> = {
  'on-time': 'On time',
  'due-soon': 'Due soon',
  overdue: 'Overdue',
  met: 'Answered on time',
  missed: 'Answered late',
};

/** The kinds of change a clock's history shows. */
export const caseClockEventKinds = ['paused', 'resumed', 'extended'] as const;

/** The due filters of the staff case list (`due=`). */
export const caseDueFilters = ['due-soon', 'overdue'] as const;
export type CaseDueFilter = (typeof caseDueFilters)[number];
