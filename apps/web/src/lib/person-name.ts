/** Shown when the signed-in user has no full name (accounts spec §2 screen 11). */
export const fallbackDisplayName = 'MediVI User';

/** Shown in the avatar when no initials can be made (accounts spec §2 screen 11). */
export const fallbackInitials = 'Me';

/**
 * Initials of a full name for the avatar: first letters of the first and last words, upper
 * case ("Pat van Member" gives "PM"); 'Me' when the name is empty (accounts spec §2 screen 11).
 */
export function initialsOf(fullName: string | null | undefined): string {
  const words = (fullName ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (first === undefined) return fallbackInitials;
  return `${first.charAt(0)}${last?.charAt(0) ?? ''}`.toUpperCase();
}

/** The name shown in the avatar menu: the full name, or 'MediVI User'. */
export function displayNameOf(fullName: string | null | undefined): string {
  const trimmed = (fullName ?? '').trim();
  return trimmed === '' ? fallbackDisplayName : trimmed;
}
