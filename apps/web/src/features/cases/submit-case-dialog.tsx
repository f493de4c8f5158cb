import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { CaseRecordType } from '@medivi/domain';
import { useId, useState } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import { caseTypeText } from './case-texts';

/**
 * The Submit a Case modal (cases spec §2): the case types the user may file (a member Balance
 * Bill, Access Issue and Call Ahead; a client Appeal too, §6), Balance Bill chosen first; NEXT
 * starts the case.
 */
export function SubmitCaseDialog({
  types,
  onCancel,
  onChoose,
}: {
  types: readonly CaseRecordType[];
  onCancel: () => void;
  onChoose: (caseType: CaseRecordType) => void;
}) {
  const { _ } = useLingui();
  const titleId = useId();
  const [caseType, setCaseType] = useState<CaseRecordType>('BalanceBill');
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{_('cases.submitDialog.title')}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-labelledby={titleId}
          name="caseType"
          value={caseType}
          onChange={(event) => {
            setCaseType(event.target.value as CaseRecordType);
          }}
        >
          {types.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              // Focus starts on the chosen type, so arrow keys change it at once.
              control={<Radio autoFocus={type === caseType} />}
              label={caseTypeText(type, _)}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{_('cases.submitDialog.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onChoose(caseType);
          }}
        >
          {_('cases.submitDialog.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
