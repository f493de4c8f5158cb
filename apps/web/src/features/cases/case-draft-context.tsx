import { createContext, type Dispatch, useContext, useMemo, useReducer } from 'react';
import { Outlet } from 'react-router';
import { type CaseDraft, type CaseDraftAction, caseDraftReducer, emptyCaseDraft } from './case-draft';

interface CaseDraftContextValue {
  draft: CaseDraft;
  dispatch: Dispatch<CaseDraftAction>;
}

const CaseDraftContext = createContext<CaseDraftContextValue | null>(null);

/**
 * Holds the case draft for the case pages (/my-cases, /member-detail, /provider-detail,
 * /upload-file), which share this layout route; leaving them (signing out included) drops the
 * draft (docs/decisions/0055).
 */
export function CaseDraftRoute() {
  const [draft, dispatch] = useReducer(caseDraftReducer, emptyCaseDraft);
  const value = useMemo(() => ({ draft, dispatch }), [draft]);
  return (
    <CaseDraftContext value={value}>
      <Outlet />
    </CaseDraftContext>
  );
}

/** The case draft and its dispatch; only inside `CaseDraftRoute`. */
export function useCaseDraft(): CaseDraftContextValue {
  const value = useContext(CaseDraftContext);
  if (value === null) throw new Error('useCaseDraft outside CaseDraftRoute');
  return value;
}
