import { type PasswordChecklist, passwordChecklist } from '@medivi/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { isPasswordCompromised } from './breach-range';

/** Wait after the last keystroke before the compromised look-up, ms (accounts spec §9). */
export const passwordCheckDebounceMs = 300;

/**
 * The live strength of a password (accounts spec §3 Password strength state, §5): the checklist
 * flags, `compromised` (the breach-range service lists it) and `checking` (a look-up for the
 * current value is pending: waiting out the debounce or in flight).
 */
export interface PasswordStrength extends PasswordChecklist {
  compromised: boolean;
  checking: boolean;
  /** True while nothing is typed. */
  isEmpty: boolean;
}

/** Options of `usePasswordStrength`; tests shorten the debounce or point at another service. */
export interface PasswordStrengthOptions {
  debounceMs?: number;
  rangeBaseUrl?: string;
}

interface CheckedPassword {
  password: string;
  compromised: boolean;
}

/**
 * Live checklist and compromised check of `password` (accounts spec §5). The checklist follows
 * every keystroke; the breach-range look-up runs `debounceMs` (300) after the last change, and an
 * older look-up still in flight is aborted. `checking` stays true until the current value has
 * been looked up, so a form can disable its submit meanwhile. A failed look-up counts as not
 * compromised. An empty password is never looked up.
 */
export function usePasswordStrength(
  password: string,
  options: PasswordStrengthOptions = {},
): PasswordStrength {
  const debounceMs = options.debounceMs ?? passwordCheckDebounceMs;
  const { rangeBaseUrl } = options;
  const [checked, setChecked] = useState<CheckedPassword>({ password: '', compromised: false });
  const inFlight = useRef<AbortController | null>(null);
  const lookUp = useDebouncedCallback((value: string) => {
    const controller = new AbortController();
    inFlight.current = controller;
    void isPasswordCompromised(value, {
      signal: controller.signal,
      ...(rangeBaseUrl === undefined ? {} : { baseUrl: rangeBaseUrl }),
    }).then((compromised) => {
      if (!controller.signal.aborted) setChecked({ password: value, compromised });
    });
  }, debounceMs);

  useEffect(() => {
    if (password !== '') lookUp(password);
    return () => {
      lookUp.cancel();
      inFlight.current?.abort();
    };
  }, [password, lookUp]);

  return useMemo(() => {
    const isCurrent = checked.password === password;
    return {
      ...passwordChecklist(password),
      compromised: password !== '' && isCurrent && checked.compromised,
      checking: password !== '' && !isCurrent,
      isEmpty: password === '',
    };
  }, [password, checked]);
}
