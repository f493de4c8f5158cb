import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type EstimateSort,
  estimateSortLabels,
  estimateSorts,
  filesMemberCases,
  formatEstimateAmount,
  type PriceEstimatesReply,
  type RiskLevel,
  riskLevelLabels,
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

/** The member's deductible and out-of-pocket left, or what staff see instead. */
function accumulatorsText(reply: PriceEstimatesReply): string {
  const { accumulators } = reply;
  if (accumulators.deductible === null || accumulators.outOfPocket === null) {
    return 'No benefit design on file for this plan year.';
  }
  const left = `Deductible left ${formatEstimateAmount(accumulators.deductible.remaining)} of ${formatEstimateAmount(accumulators.deductible.limit)}; out-of-pocket left ${formatEstimateAmount(accumulators.outOfPocket.remaining)} of ${formatEstimateAmount(accumulators.outOfPocket.limit)}.`;
  return accumulators.applied ? left : `${left} (as at the start of the plan year)`;
}

/**
 * `/price-estimates` (issue 33; docs/decisions/0115): for a procedure near a zip, what the plan
 * allows each hospital or professional, what it bills, the balance-bill risk and what the member
 * would pay, from the CMS figures and the plan's design; sorted and filtered by risk, 20 a page,
 * with the notices, the price check as a PDF, and "Call ahead" on each card for members.
 */
export default function PriceEstimatesPage() {
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  const canCallAhead = user !== null && filesMemberCases(user.roles, variant);
  const [request, setRequest] = useState<PriceEstimatesRequest | null>(null);
  const result = useListPriceEstimatesQuery(request ?? skipToken);
  const reply = result.isError ? undefined : (result.currentData ?? result.data);
  const serverErrors = result.error === undefined ? undefined : fieldErrorsOf(result.error);
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
        <Typography variant="h1">Price Estimates</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Before care: what your plan allows each nearby provider for a procedure, what the provider usually
          bills, and what you would pay.
        </Typography>
      </div>
      <EstimateForm
        plans={reply?.plans ?? []}
        isBusy={result.isFetching}
        serverErrors={serverErrors}
        onSearch={(search: EstimateSearch) => {
          setRequest({ ...search, sort: request?.sort ?? 'memberCost', risk: request?.risk ?? '', page: 1 });
        }}
      />
      <LoadingBar loading={result.isFetching} label="Loading estimates" />
      {result.isError && serverErrors === undefined && (
        <Typography color="error">The estimates could not be loaded. Please try again.</Typography>
      )}
      {reply !== undefined && request !== null && (
        <Stack spacing={2} component="section" aria-labelledby="estimates-heading">
          <Typography variant="h2" id="estimates-heading" sx={{ fontSize: '1.4rem' }}>
            {procedure}
          </Typography>
          <Typography variant="body2">
            {reply.plan.name}, plan year {reply.plan.planYear}
            {reply.plan.multiple === null
              ? ''
              : `: the plan allows ${String(reply.plan.multiple)} × Medicare`}
            . {accumulatorsText(reply)}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <NativeSelectField
              label="Sort by"
              value={request.sort}
              onChange={(sort) => {
                change({ sort });
              }}
              options={estimateSorts.map((sort: EstimateSort) => ({
                value: sort,
                label: estimateSortLabels[sort],
              }))}
              emptyLabel="Default order (your cost)"
            />
            <NativeSelectField
              label="Balance-bill risk"
              value={request.risk}
              onChange={(risk) => {
                change({ risk });
              }}
              options={riskLevels.map((level: RiskLevel) => ({
                value: level,
                label: `${riskLevelLabels[level]} (${String(reply.riskCounts[level])})`,
              }))}
              emptyLabel="Any risk"
            />
          </Stack>
          <Typography role="status">
            {`${reply.total.toLocaleString('en-US')} providers within ${String(reply.radius)} miles of ${reply.zip.zip}`}
          </Typography>
          <Link href={priceCheckPdfUrl(request)} download="price-check.pdf">
            Price check for up to 20 providers (PDF)
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
                Previous page
              </Button>
              <Typography>
                Page {reply.page} of {pages}
              </Typography>
              <Button
                variant="outlined"
                disabled={reply.page >= pages}
                onClick={() => {
                  setRequest({ ...request, page: reply.page + 1 });
                }}
              >
                Next page
              </Button>
            </Stack>
          )}
          <section aria-labelledby="notices-heading">
            <Typography variant="h2" id="notices-heading" sx={{ fontSize: '1.2rem' }}>
              Notices
            </Typography>
            {reply.notices.map((notice) => (
              <Typography key={notice} variant="body2" sx={{ mt: 1 }}>
                {notice}
              </Typography>
            ))}
          </section>
        </Stack>
      )}
    </Stack>
  );
}
