import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import Alert from '@mui/material/Alert';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasRole } from '@medivi/domain';
import { type ReactNode, useState } from 'react';
import { formatMoney as formatWholeDollars } from './benchmark-rows';
import { useLingui } from '../../lib/i18n/i18n';
import { paths } from '../../lib/paths';
import { BenchmarkViewsNav } from './views/benchmark-views-nav';
import { useAppSelector } from '../../lib/hooks';
import { selectSessionUser } from '../../lib/session-user';
import { useVariant } from '../../lib/variant';
import { type ChartRequest, type ClaimType, codeTypeOf } from './benchmarks-api-types';
import { useGetChartQuery } from './benchmarks-api';
import { defaultProfessionalCodeType, effectiveSortKey, seriesFor } from './benchmarks-options';
import {
  codeTypeLabel,
  figureLabel,
  lineLabel,
  linesNoteWords,
  noDataSourceWords,
  thinYearWords,
} from './benchmarks-texts';
import { type BenchmarksSettings, initialSettings } from './benchmarks-settings';
import { JumpLinks } from '../../components/jump-links';
import { BenchmarksTable } from './benchmarks-table';
import { rowsOf } from './benchmark-rows';
import { ChartPanel } from './chart-panel';
import { type ChartWindow, initialWindow } from './chart-window';
import { DataSelectionPanel } from './data-selection-panel';
import { ExcludedProviders } from './excluded-providers';
import { OptionsPanel, type SeriesChoice } from './options-panel';
import { ProviderDetailsDialog } from './provider-details-dialog';
import { useSavedSelections } from './use-saved-selections';
import { LoadingBar } from '../../components/loading-bar';

/** Bar colours, one per figure, and reference-line colours (contrast ≥ 3:1 on white). */
const barColors = ['#1565c0', '#e65100', '#2e7d32'];
const lineColors = ['#6a1b9a', '#c62828', '#00838f', '#4e342e'];

/** A sidebar panel that opens and closes (spec §4: option panels open or closed); open on entry. */
function SidebarSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Accordion defaultExpanded disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

/**
 * /benchmarks for medivi-benchmarks (analysis-reports-admin spec §2 Benchmarks page, §4, §5, §8,
 * §9; issue 17): the data selection and options panels in a sidebar (stacked above on a phone),
 * the zoomable bar chart with its keyboard controls, the same data as a table, the providers left
 * out, and the provider details dialog. Only selections, code types and the year ask the server;
 * averages, display, sort and hidden series rework the same reply.
 */
export default function BenchmarksPage() {
  const { _ } = useLingui();
  const user = useAppSelector(selectSessionUser);
  const variant = useVariant();
  const isAdmin = user !== null && hasRole(user.roles, variant, 'admin');
  const [settings, setSettings] = useState<BenchmarksSettings>(initialSettings);
  const [view, setView] = useState<ChartWindow>(initialWindow(0));
  const [detailID, setDetailID] = useState<string | null>(null);
  const { claimType, display } = settings;
  const saved = useSavedSelections(claimType);
  // The panels wait for the first saved selections only; a later claim type keeps them shown.
  const [hasLoadedOnce, setHasLoadedOnce] = useState(false);
  if (saved.isLoaded && !hasLoadedOnce) setHasLoadedOnce(true);
  const showsPanels = hasLoadedOnce || saved.isLoaded;
  const { providerSelections, procedureSelections } = saved.selections;
  const professionalCodeType = isAdmin ? settings.professionalCodeType : defaultProfessionalCodeType;

  const isEmpty = providerSelections.length === 0 && procedureSelections.length === 0;
  const request: ChartRequest = {
    providerSelections,
    procedureSelections,
    claimType,
    outpatientCodeType: settings.outpatientCodeType,
    professionalCodeType,
    ...(settings.dataYear === undefined ? {} : { dataYear: settings.dataYear }),
    // The page reads no provider's per-code figures: without them the reply is far smaller.
    includeProcedures: false,
  };
  const chart = useGetChartQuery(request, { skip: isEmpty || !saved.isLoaded });
  const reply = isEmpty || chart.isError ? undefined : chart.data;
  const noDataSource = reply === undefined ? null : noDataSourceWords(reply.meta, _);
  // A thin newest year (the 2023 professional sample) says so and names the fuller year.
  const thinNote = reply === undefined ? null : thinYearWords(reply.meta, _);
  const linesNote = linesNoteWords(reply?.meta.linesNote ?? null, _);
  const notStated = _('benchmarks.notStated');

  const sortKey = effectiveSortKey(settings.sortKey, claimType, display);
  const rows = rowsOf(reply, settings.averaging, sortKey, settings.sortDirection);
  const shownView = view.total === rows.length ? view : initialWindow(rows.length);
  const figureSeries = seriesFor(claimType, display).map((key, index) => ({
    key,
    label: figureLabel(key, _),
    color: barColors[index % barColors.length] ?? '#1565c0',
  }));
  const lines = display === 'values' ? (reply?.lines ?? []) : [];
  const lineSeries = lines.map((line, index) => ({
    ...line,
    label: lineLabel(line, _),
    seriesKey: `line:${line.key}`,
    color: lineColors[index % lineColors.length] ?? '#6a1b9a',
  }));
  const seriesChoices: SeriesChoice[] = [
    ...figureSeries,
    ...lineSeries.map((line) => ({ key: line.seriesKey, label: line.label })),
  ];
  const isShown = (key: string) => !settings.hiddenSeries.includes(key);

  const change = (part: Partial<BenchmarksSettings>) => {
    setSettings((current) => ({ ...current, ...part }));
    if (part.outpatientCodeType !== undefined || part.professionalCodeType !== undefined) {
      // Procedures of another code type leave the selection (the server refuses a mix); saved.
      const next = { ...settings, ...part };
      const codeType = codeTypeOf(
        claimType,
        next.outpatientCodeType,
        isAdmin ? next.professionalCodeType : defaultProfessionalCodeType,
      );
      saved.change({ procedureSelections: procedureSelections.filter((item) => item.type === codeType) });
    }
  };
  const changeClaimType = (next: ClaimType) => {
    setSettings((current) => ({ ...current, claimType: next, dataYear: undefined, hiddenSeries: [] }));
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <div>
        <Typography variant="h1">{_('benchmarks.page.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{_('benchmarks.page.intro')}</Typography>
      </div>
      <BenchmarkViewsNav current={paths.benchmarks} />
      <JumpLinks
        label={_('benchmarks.page.jumpLinks')}
        targets={[
          { id: 'benchmarks-chart', label: _('benchmarks.page.jumpToChart') },
          { id: 'benchmarks-table', label: _('benchmarks.page.jumpToTable') },
        ]}
      />
      {/* Until the saved selections arrive the panels stay out of the layout: shown at once with
          them, they appear whole instead of growing and pushing the chart down (issue 39, CLS). */}
      <LoadingBar loading={!showsPanels} label={_('benchmarks.page.loadingSelections')} />
      <Box
        sx={{
          display: showsPanels ? 'grid' : 'none',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} component="aside" aria-label={_('benchmarks.page.sidebar')}>
          <SidebarSection title={_('benchmarks.page.dataSelection')}>
            <DataSelectionPanel
              claimType={claimType}
              codeType={codeTypeOf(claimType, settings.outpatientCodeType, professionalCodeType)}
              providerSelections={providerSelections}
              procedureSelections={procedureSelections}
              onChange={saved.change}
            />
          </SidebarSection>
          <SidebarSection title={_('benchmarks.page.options')}>
            <OptionsPanel
              settings={{ ...settings, professionalCodeType }}
              sortKey={sortKey}
              onChange={change}
              onClaimTypeChange={changeClaimType}
              isAdmin={isAdmin}
              series={seriesChoices}
              availableYears={reply?.meta.availableYears ?? []}
              shownYear={reply?.meta.dataYear ?? null}
            />
          </SidebarSection>
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }} id="benchmarks-chart">
          <LoadingBar loading={chart.isFetching && !isEmpty} label={_('benchmarks.page.loadingChart')} />
          {noDataSource !== null && (
            <Paper variant="outlined" role="status" sx={{ p: 2 }}>
              <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                {_('benchmarks.page.noDataSource')}
              </Typography>
              <Typography>{noDataSource}</Typography>
            </Paper>
          )}
          {thinNote !== null && (
            <Alert severity="warning" role="status">
              {thinNote}
            </Alert>
          )}
          <ChartPanel
            rows={rows}
            series={figureSeries.filter((figure) => isShown(figure.key))}
            lines={lineSeries.filter((line) => isShown(line.seriesKey))}
            view={shownView}
            onViewChange={setView}
            onBarClick={setDetailID}
          />
          {reply !== undefined && noDataSource === null && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {_('benchmarks.page.meta', {
                codeType: codeTypeLabel(reply.meta.codeType, _),
                year: reply.meta.dataYear === null ? notStated : String(reply.meta.dataYear),
                averaging: settings.averaging,
                sources: reply.meta.sources.join(', ') || notStated,
              })}
            </Typography>
          )}
          {lines.length > 0 && linesNote !== null && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {linesNote}
            </Typography>
          )}
          {lines.length > 0 && (
            <Typography
              component="ul"
              variant="body2"
              aria-label={_('benchmarks.page.referenceLines')}
              sx={{ pl: 3, m: 0 }}
            >
              {lineSeries.map((line) => (
                <li key={line.key}>
                  {_('benchmarks.page.referenceLine', {
                    label: line.label,
                    value: formatWholeDollars(line.value, _('benchmarks.notAvailable')),
                  })}
                </li>
              ))}
            </Typography>
          )}
          <Box id="benchmarks-table" sx={{ minWidth: 0 }}>
            <BenchmarksTable
              rows={rows}
              claimType={claimType}
              display={display}
              sortKey={sortKey}
              sortDirection={settings.sortDirection}
              onSortChange={(key, direction) => {
                change({ sortKey: key, sortDirection: direction });
              }}
              onOpenProvider={setDetailID}
              emptyText={
                isEmpty
                  ? _('benchmarks.page.selectToSee')
                  : chart.isFetching
                    ? _('benchmarks.page.loading')
                    : _('benchmarks.page.noProviders')
              }
            />
          </Box>
          <ExcludedProviders entries={reply?.providerData.excludedProviders ?? []} />
        </Stack>
      </Box>
      <ProviderDetailsDialog
        providerID={detailID}
        claimType={claimType}
        meta={reply?.meta}
        onClose={() => {
          setDetailID(null);
        }}
      />
    </Stack>
  );
}
