import { useEffect } from 'react';
import { readTabStorage, tabStorageKeys, writeTabStorage } from '../../lib/storage';
import type { AnalysisForm } from './analysis-card';
import type { AnalysisFormValues } from './analysis-form';

/** How long after the last edit the draft is written, ms. */
const draftDelayMs = 400;

/**
 * The edits of the Market Analysis form not yet saved, kept for this tab (session storage) so they
 * survive a session that ended meanwhile: a save then meets 401, the tab signs in again and comes
 * back to /analysis, which starts from them (issue 31 item 7). Kept per user; an analysis holds
 * plan figures, no member data.
 */
export interface AnalysisDraft {
  userID: string;
  /** The saved analysis the edits belong to, or null for a new one. */
  analysisId: string | null;
  values: AnalysisFormValues;
}

/** The draft kept for `userID` in this tab, or null. */
export function readAnalysisDraft(userID: string | null): AnalysisDraft | null {
  const text = userID === null ? null : readTabStorage(tabStorageKeys.analysisDraft);
  if (text === null || userID === null) return null;
  try {
    const draft = JSON.parse(text) as { userID?: unknown; analysisId?: unknown; values?: unknown };
    if (draft.userID !== userID || typeof draft.values !== 'object' || draft.values === null) return null;
    return {
      userID,
      analysisId: typeof draft.analysisId === 'string' ? draft.analysisId : null,
      values: draft.values as AnalysisFormValues,
    };
  } catch {
    return null;
  }
}

/** Forgets the tab's draft: the edits were saved, replaced or discarded. */
export function clearAnalysisDraft(): void {
  writeTabStorage(tabStorageKeys.analysisDraft, null);
}

/**
 * Keeps the form's edits as the tab's draft a moment after each one, and at once when the page is
 * left (a sign-out on 401 leaves it); a reset (opening, saving or starting an analysis) is no edit.
 * The page starts from `readAnalysisDraft` when there is one.
 */
export function useAnalysisDraftWriter(form: AnalysisForm, userID: string | null, analysisId: string | null) {
  useEffect(() => {
    if (userID === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      timer = undefined;
      const draft: AnalysisDraft = { userID, analysisId, values: form.getValues() };
      writeTabStorage(tabStorageKeys.analysisDraft, JSON.stringify(draft));
    };
    const subscription = form.watch((_values, { name }) => {
      clearTimeout(timer);
      timer = undefined;
      // A reset names no field: it is not an edit, and an edit still waiting is superseded by it.
      if (name === undefined) return;
      timer = setTimeout(write, draftDelayMs);
    });
    return () => {
      // Leaving keeps an edit that was still waiting.
      if (timer !== undefined) {
        clearTimeout(timer);
        write();
      }
      subscription.unsubscribe();
    };
  }, [form, userID, analysisId]);
}
