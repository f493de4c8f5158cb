import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import {
  type AnalysisState,
  type ComparisonDocumentKind,
  comparisonDocumentKinds,
  comparisonFileName,
  comparisonProductName,
} from '@medivi/domain';
import { memo, useState } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import { activeLanguage, loadAreas, useLingui, type Translate } from '../../lib/i18n/i18n';
import { snackbarQueued } from '../../lib/snackbar-slice';
import { useVariant } from '../../lib/variant';
import { type AnalysisForm, submitState } from './analysis-card';

import { DocumentFailed, fetchDocument, openAsWebPage, saveFile } from './comparison-documents';

/** A document kind's key in the catalogue's ids. */
const kindKeys: Record<ComparisonDocumentKind, string> = {
  'executive-summary': 'executiveSummary',
  'savings-analysis': 'savingsAnalysis',
};

/**
 * What the snackbar says when a document was not made: the time-out and the network in the
 * portal's language; the server's refusal as its facts, which the snackbar words when it shows
 * (the server's text in English, its code's wording or a general message in another language).
 */
async function failureContent(error: unknown, _: Translate) {
  if (!(error instanceof DocumentFailed)) return { text: _('costComparison.documents.failed') };
  const { failure } = error;
  if (failure.kind === 'timeout') return { text: _('costComparison.documents.tooLong') };
  if (failure.kind === 'network') return { text: _('errors.network') };
  if (activeLanguage() !== 'en' && failure.facts.code !== null)
    await loadAreas('serverErrors').catch(() => undefined);
  return { serverError: failure.facts };
}

/**
 * The two generate buttons (spec §2, §4 Cost-comparison, §7, §8): each checks the form with the
 * contract, fetches its PDF and saves it as '{plan} - {product} {kind}.pdf'; both are disabled
 * while one document is being made (the generating-document flag); a failure queues the server's
 * text as a snackbar. Beside each, 'Open … as web page' posts the same state to `?format=html` in
 * a new tab. While a document is made the buttons say so with `aria-disabled` and ignore presses,
 * but stay focusable, so a keyboard user's focus stays on the button pressed (issue 31 item 8).
 */
function DocumentButtonsBody({ form }: { form: AnalysisForm }) {
  const { _ } = useLingui();
  const dispatch = useAppDispatch();
  const product = comparisonProductName(useVariant());
  const [generating, setGenerating] = useState<ComparisonDocumentKind | null>(null);

  const generate = async (kind: ComparisonDocumentKind, state: AnalysisState) => {
    if (generating !== null) return;
    setGenerating(kind);
    try {
      const pdf = await fetchDocument(kind, state);
      saveFile(pdf, comparisonFileName(state.planName, product, kind));
    } catch (error) {
      dispatch(snackbarQueued(await failureContent(error, _)));
    } finally {
      setGenerating(null);
    }
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
      {comparisonDocumentKinds.map((kind) => {
        const key = kindKeys[kind];
        return (
          <Stack key={kind} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="contained"
              aria-disabled={generating !== null}
              aria-busy={generating === kind}
              onClick={() => {
                if (generating !== null) return;
                void submitState(form, (state) => generate(kind, state));
              }}
              sx={generating === null ? undefined : { opacity: 0.6, cursor: 'progress' }}
              startIcon={generating === kind ? <CircularProgress size={18} aria-hidden /> : undefined}
            >
              {_(`costComparison.documents.generate.${key}`)}
            </Button>
            <Button
              variant="outlined"
              onClick={() => {
                void submitState(form, (state) => {
                  openAsWebPage(kind, state);
                });
              }}
            >
              {_(`costComparison.documents.open.${key}`)}
            </Button>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** Re-renders only when its props change, not on every keystroke elsewhere in the form. */
export const DocumentButtons = memo(DocumentButtonsBody);
