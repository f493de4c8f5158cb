import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type AnalysisState, analysisStateSchema, computeComparison, formatDollars } from '@medivi/domain';
import { workedExampleInput } from '@medivi/domain/testing';
import { specRatiosReply } from './analysis-backend';

/**
 * The worked example of docs/decisions/0104 (the domain's `workedExampleInput`: 50 employees for
 * 2025, 60 % Alabama / 40 % Maryland, Old pricing) as the contract's state.
 */
export const workedExample: AnalysisState = analysisStateSchema.parse(workedExampleInput);

/** The headline the page should show for `state`, as the domain computes it. */
export function expectedHeadline(state: AnalysisState): string {
  return formatDollars(computeComparison(state, specRatiosReply().states).headlineSavings);
}

/** The input labelled `label` (by label text: far quicker than by role on a page this size). */
export function fieldOf(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A required field's label ends in MUI's asterisk.
  return screen.getByLabelText<HTMLInputElement>(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

/** Replaces the text of the field labelled `label` by typing `text`. */
export async function typeInto(user: UserEvent, label: string, text: string) {
  const field = fieldOf(label);
  await user.clear(field);
  await user.type(field, text);
}

/** Adds a state by name and sets its percent by typing. */
export async function addState(user: UserEvent, name: string, percent: string) {
  await user.selectOptions(fieldOf('State to add'), name);
  await user.click(screen.getByText('Add state'));
  await typeInto(user, `${name} percent`, percent);
}

/** Enters the worked example on the page, by label, as a user would; returns its state. */
export async function fillWorkedExample(user: UserEvent): Promise<AnalysisState> {
  const state = workedExample;
  await typeInto(user, 'Plan name', state.planName);
  await typeInto(user, 'Number of employees', String(state.numberOfEmployees));
  await typeInto(user, 'Start date', '01/01/2025');
  await typeInto(user, 'End date', '12/31/2025');
  await addState(user, 'Alabama', '60');
  await addState(user, 'Maryland', '40');
  await user.selectOptions(fieldOf('Plan responsibility data source'), 'Facility and professional');
  await typeInto(user, 'Plan responsibility, facility', '164000');
  await typeInto(user, 'Plan responsibility, professional', '72000');
  await typeInto(user, 'Plan responsibility, percent of medical', '80');
  await typeInto(user, 'Current network discount', '40');
  await typeInto(user, 'Vendor facility PEPM', '3');
  await typeInto(user, 'Vendor percent of savings', '10');
  await user.click(fieldOf('Old'));
  return state;
}
