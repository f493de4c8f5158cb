/**
 * Common English words that no sentence of a Spanish text holds (issue 37): a Spanish e-mail,
 * notification or document that matches still has English in it. Names, codes and numbers are
 * taken out first (`withoutNames`), since they stay as they are.
 */
export const englishWords =
  /\b(the|you|your|we|our|please|need|send|by|and|to|of|for|case|documents|more|time|why|sign|code|expires|enter|if|it|is|will|answer|link|password|account|this|with|within|hello|welcome|reset|changed|invited|access|message|thank)\b/i;

/** `text` with each of `names` (and every six-digit code) taken out. */
export function withoutNames(text: string, ...names: readonly string[]): string {
  let left = text;
  for (const name of names) left = left.split(name).join(' ');
  return left.replace(/\b\d{6}\b/g, ' ');
}
