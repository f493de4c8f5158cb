import Gavel from '@mui/icons-material/Gavel';
import LocalHospital from '@mui/icons-material/LocalHospital';
import PhoneInTalk from '@mui/icons-material/PhoneInTalk';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { type CaseRecordType, rbpFormCardDescriptions, rbpFormTypes } from '@medivi/domain';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useLingui } from '../../lib/i18n/i18n';

const icons: Record<CaseRecordType, ReactNode> = {
  BalanceBill: <ReceiptLong fontSize="large" aria-hidden />,
  AccessIssue: <LocalHospital fontSize="large" aria-hidden />,
  Appeal: <Gavel fontSize="large" aria-hidden />,
  CallAhead: <PhoneInTalk fontSize="large" aria-hidden />,
};

/** The card a key moves to from card `index` of `count`, or null for other keys (WAI-ARIA radio group). */
export function cardIndexAfterKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The four selectable type cards (cases spec §2 public form): icon, name and description (Appeal
 * has none); a radio group, the chosen card outlined. As the WAI-ARIA radio group pattern asks,
 * the group is one tab stop (the chosen card) and the arrow keys move the choice and the focus.
 */
export function RbpFormCards({
  value,
  onChange,
}: {
  value: CaseRecordType;
  onChange: (type: CaseRecordType) => void;
}) {
  const { _ } = useLingui();
  const cards = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = cardIndexAfterKey(event.key, index, rbpFormTypes.length);
    const type = next === null ? undefined : rbpFormTypes[next];
    if (next === null || type === undefined) return;
    event.preventDefault();
    onChange(type);
    cards.current[next]?.focus();
  };
  return (
    <Box
      role="radiogroup"
      aria-label={_('rbpForm.cards.label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      {rbpFormTypes.map((type, index) => {
        const isSelected = type === value;
        const hasDescription = rbpFormCardDescriptions[type] !== null;
        return (
          <ButtonBase
            key={type}
            role="radio"
            aria-checked={isSelected}
            tabIndex={isSelected ? 0 : -1}
            ref={(element: HTMLButtonElement | null) => {
              cards.current[index] = element;
            }}
            onKeyDown={(event) => {
              onKeyDown(event, index);
            }}
            onClick={() => {
              if (!isSelected) onChange(type);
            }}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              justifyContent: 'flex-start',
              textAlign: 'left',
              gap: 1,
              p: 2,
              borderRadius: 2,
              border: 2,
              borderColor: isSelected ? 'primary.main' : 'divider',
              bgcolor: isSelected ? 'action.selected' : 'background.paper',
              color: 'text.primary',
            }}
          >
            <Box sx={{ color: 'primary.main' }}>{icons[type]}</Box>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {_(`rbpForm.type.${type}`)}
            </Typography>
            {hasDescription && (
              <Typography component="span" variant="body2">
                {_(`rbpForm.card.${type}`)}
              </Typography>
            )}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
