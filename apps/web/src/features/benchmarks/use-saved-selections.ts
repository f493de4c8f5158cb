import { useEffect, useState } from 'react';
import type { ClaimType, SavedSelections, SelectionItem } from './benchmarks-api-types';
import { useLazyGetSavedSelectionsQuery, useSaveSelectionsMutation } from './benchmarks-api';

const none: SavedSelections = { providerSelections: [], procedureSelections: [] };

/**
 * The provider and procedure selections of a claim type (spec §4): loaded from
 * GET /api/benchmarks/selections/{claimType} whenever the claim type changes (empty until they
 * arrive, so no chart is asked for with another claim type's selection), and saved with PUT on
 * every change the user makes (`change`, also after a code type change).
 */
export function useSavedSelections(claimType: ClaimType) {
  const [selections, setSelections] = useState<SavedSelections>(none);
  const [loadedFor, setLoadedFor] = useState<ClaimType | null>(null);
  const [load] = useLazyGetSavedSelectionsQuery();
  const [put] = useSaveSelectionsMutation();

  useEffect(() => {
    let isCurrent = true;
    void load(claimType, false).then((result) => {
      if (!isCurrent) return;
      setSelections(result.data ?? none);
      setLoadedFor(claimType);
    });
    return () => {
      isCurrent = false;
    };
  }, [claimType, load]);

  const change = (part: { providerSelections?: SelectionItem[]; procedureSelections?: SelectionItem[] }) => {
    const next = { ...(loadedFor === claimType ? selections : none), ...part };
    setSelections(next);
    void put({ claimType, ...next });
  };
  const isLoaded = loadedFor === claimType;
  return {
    selections: isLoaded ? selections : none,
    isLoaded,
    change,
  };
}
