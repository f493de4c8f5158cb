import type { AccessibilityLabel } from '@medivi/domain';

/**
 * The catalogue id of an accessibility label's name (cases spec §9: Contracted, Unknown, Caution,
 * Not Recommended), such as `providerSearch.label.NotRecommended`; the label itself stays the
 * value the API and the filters use.
 */
export function labelNameId(label: AccessibilityLabel): string {
  return `providerSearch.label.${label.replaceAll(' ', '')}`;
}

/** The catalogue id of an accessibility label's explanation (cases spec §9 fixed texts). */
export function labelTextId(label: AccessibilityLabel): string {
  return `providerSearch.labelText.${label.replaceAll(' ', '')}`;
}
