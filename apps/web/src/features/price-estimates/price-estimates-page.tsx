import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type EstimateSort,
  estimateSorts,
  filesMemberCases,
  type PriceEstimatesReply,
  type RiskLevel,
  riskLevels,
} from '@medivi/domain';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { NativeSelectField } from '../../components/native-select-field';
import { fieldErrorsOf } from '../../lib/field-errors';
import { useAppSelector } from '../../lib/hooks';
import { selectSessionUser } from '../../lib/session-user';
import { useVariant } from '../../lib/variant';
import { EstimateCard } from './estimate-card';
import { EstimateForm, type EstimateSearch } from './estimate-form';
import {
  priceCheckPdfUrl,
  type PriceEstimatesRequest,
  useListPriceEstimatesQuery,
} from './price-estimates-api';
import { LoadingBar } from '../../components/loading-bar';
import { formatNumber } from '../../lib/i18n/format';
import { useLingui, type Translate } from '../../lib/i18n/i18n';
import { amountText, messageText, noticeText } from './estimate-texts';

/** The member's deductible and out-of-pocket left, or what staff see instead. */
function accumulatorsText(reply: PriceEstimatesReply, _: Translate): string {
  const { accumulators } = reply;
  if (accumulators.deductible === null || accumulators.outOfPocket === null) {
    return _('priceEstimates.noDesign');
  }
  const left = _('priceEstimates.left', {
    deductibleLeft: amountText(accumulators.deductible.remaining, _),
    deductible: amountText(accumulators.deductible.limit, _),
    outOfPocketLeft: amountText(accumulators.outOfPocket.remaining, _),
    outOfPocket: amountText(accumulators.outOfPocket.limit, _),
  });
  return accumulators.applied ? left : _('priceEstimates.leftAtStart', { left });
}

/**
 * `/price-estimates` (issue 33; docs/decisions/0115): for a procedure near a zip, what the plan
 * allows each hospital or professional, what it bills, the balance-bill risk and what the member
 * would pay, from the CMS figures and the plan's design; sorted and filtered by risk, 20 a page,
 * with the notices, the price check as a PDF, and "Call ahead" on each card for members.
 */
export default function PriceEstimatesPage() {
  const { _ } = useLingui();
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  const canCallAhead = user !== null && filesMemberCases(user.roles, variant);
  const [request, setRequest] = useState<PriceEstimatesRequest | null>(null);
  const result = useListPriceEstimatesQuery(request ?? skipToken);
  const reply = result.isError ? undefined : (result.currentData ?? result.data);
  const serverErrors =
    result.error === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries(fieldErrorsOf(result.error) ?? {}).map(([field, message]) => [
            field,
            messageText(message, _),
          ]),
        );
  const hasServerErrors = result.error !== undefined && fieldErrorsOf(result.error) !== undefined;
  const change = (next: Partial<PriceEstimatesRequest>) => {
    if (request !== null) setRequest({ ...request, page: 1, ...next });
  };
  const pages = reply === undefined ? 0 : Math.ceil(reply.total / reply.pageSize);
  const procedure =
    reply === undefined
      ? ''
      : `${reply.procedure.name ?? reply.procedure.description ?? ''} (${reply.procedure.codeType} ${reply.procedure.code})`;

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">{_('priceEstimates.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{_('priceEstimates.intro')}</Typography>
      </div>
      <EstimateForm
        plans={reply?.plans ?? []}
        isBusy={result.isFetching}
        serverErrors={hasServerErrors ? serverErrors : undefined}
        onSearch={(search: EstimateSearch) => {
          setRequest({ ...search, sort: request?.sort ?? 'memberCost', risk: request?.risk ?? '', page: 1 });
        }}
      />
      <LoadingBar loading={result.isFetching} label={_('priceEstimates.loading')} />
      {result.isError && !hasServerErrors && (
        <Typography color="error">{_('priceEstimates.loadError')}</Typography>
      )}
      {reply !== undefined && request !== null && (
        <Stack spacing={2} component="section" aria-labelledby="estimates-heading">
          <Typography variant="h2" id="estimates-heading" sx={{ fontSize: '1.4rem' }}>
            {procedure}
          </Typography>
          <Typography variant="body2">
            {_('priceEstimates.planLine', { plan: reply.plan.name, year: String(reply.plan.planYear) })}
            {reply.plan.multiple === null
              ? ''
              : _('priceEstimates.planMultiple', { multiple: formatNumber(reply.plan.multiple, 6) })}
            . {accumulatorsText(reply, _)}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <NativeSelectField
              label={_('priceEstimates.sortBy')}
              value={request.sort}
              onChange={(sort) => {
                change({ sort });
              }}
              options={estimateSorts.map((sort: EstimateSort) => ({
                value: sort,
                label: _('priceEstimates.sort', { sort }),
              }))}
              emptyLabel={_('priceEstimates.defaultSort')}
            />
            <NativeSelectField
              label={_('priceEstimates.riskFilter')}
              value={request.risk}
              onChange={(risk) => {
                change({ risk });
              }}
              options={riskLevels.map((level: RiskLevel) => ({
                value: level,
                label: _('priceEstimates.riskOption', {
                  risk: _('priceEstimates.risk', { risk: level }),
                  count: formatNumber(reply.riskCounts[level]),
                }),
              }))}
              emptyLabel={_('priceEstimates.anyRisk')}
            />
          </Stack>
          <Typography role="status">
            {_('priceEstimates.count', {
              count: formatNumber(reply.total),
              radius: formatNumber(reply.radius),
              zip: reply.zip.zip,
            })}
          </Typography>
          <Link href={priceCheckPdfUrl(request)} download="price-check.pdf">
            {_('priceEstimates.pdf')}
          </Link>
          <Stack spacing={2}>
            {reply.providers.map((card) => (
              <EstimateCard
                key={card.providerId}
                card={card}
                procedure={procedure}
                canCallAhead={canCallAhead}
              />
            ))}
          </Stack>
          {pages > 1 && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button
                variant="outlined"
                disabled={reply.page <= 1}
                onClick={() => {
                  setRequest({ ...request, page: reply.page - 1 });
                }}
              >
                {_('priceEstimates.previous')}
              </Button>
              <Typography>
                {_('priceEstimates.pageOf', { page: formatNumber(reply.page), pages: formatNumber(pages) })}
              </Typography>
              <Button
                variant="outlined"
                disabled={reply.page >= pages}
                onClick={() => {
                  setRequest({ ...request, page: reply.page + 1 });
                }}
              >
                {_('priceEstimates.next')}
              </Button>
            </Stack>
          )}
          <section aria-labelledby="notices-heading">
            <Typography variant="h2" id="notices-heading" sx={{ fontSize: '1.2rem' }}>
              {_('priceEstimates.notices')}
            </Typography>
            {reply.notices.map((notice) => (
              <Typography key={notice} variant="body2" sx={{ mt: 1 }}>
                {noticeText(notice, _)}
              </Typography>
            ))}
          </section>
        </Stack>
      )}
    </Stack>
  );
}
