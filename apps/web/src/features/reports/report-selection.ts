import { isLaterMonth, monthName, type ReportMonth, reportFirstYear } from '@medivi/domain';

/**
 * What a report view shows, as its address holds it (`?page=&year=&month=&planID=`, so the back
 * button and links work): the page id, the published month asked for (null: the server's default,
 * the newest published) and the plan (null: the reader's first plan).
 */
export interface ReportSelection {
  page: string;
  year: number | null;
  month: number | null;
  planID: string | null;
}

/** The search parameters of a selection. */
export const selectionParams = { page: 'page', year: 'year', month: 'month', planID: 'planID' } as const;

function readInteger(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/**
 * The selection in `params`; an unknown or missing page is the report's first page (spec §4: the
 * default page), a year before 2019 or a month outside 1-12 none.
 */
export function readReportSelection(
  params: URLSearchParams,
  pages: readonly { id: string }[],
): ReportSelection {
  const asked = params.get(selectionParams.page);
  const page = pages.find((entry) => entry.id === asked)?.id ?? pages[0]?.id ?? '';
  const planID = params.get(selectionParams.planID);
  return {
    page,
    year: readInteger(params.get(selectionParams.year), reportFirstYear, 2099),
    month: readInteger(params.get(selectionParams.month), 1, 12),
    planID: planID === null || planID === '' ? null : planID,
  };
}

/**
 * `params` with the selection written in (empty parts removed); other parameters, such as the
 * embedded view's `embed=1`, are kept.
 */
export function writeReportSelection(params: URLSearchParams, selection: ReportSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof ReportSelection, string | null> = {
    page: selection.page === '' ? null : selection.page,
    year: selection.year === null ? null : String(selection.year),
    month: selection.month === null ? null : String(selection.month),
    planID: selection.planID,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * The report's own view for "Open in a new tab" showing what this view shows (issue 31 item 3):
 * `embedUrl` (the descriptor's, `…?embed=1#accessToken=…`) with the page, the month asked for and
 * the plan shown (`shownPlanID` when the selection names none) in its query; the fragment with the
 * token is kept as it is.
 */
export function newTabUrl(embedUrl: string, selection: ReportSelection, shownPlanID: string | null): string {
  const url = new URL(embedUrl, window.location.origin);
  url.search = writeReportSelection(url.searchParams, {
    ...selection,
    planID: selection.planID ?? shownPlanID,
  }).toString();
  return url.toString();
}

/** The first page with no year, month or plan: what Clear returns to (spec §2 "A Clear control"). */
export function clearedSelection(pages: readonly { id: string }[]): ReportSelection {
  return { page: pages[0]?.id ?? '', year: null, month: null, planID: null };
}

/** Choosing the year clears the month (spec §4 Reports): the server then shows that year's newest month. */
export function chooseYear(selection: ReportSelection, year: number | null): ReportSelection {
  return { ...selection, year, month: null };
}

/**
 * The year on screen: the chosen year, else the year of the figures shown (`published`), else the
 * newest published year; null when none is known.
 */
export function yearOnScreen(
  selection: ReportSelection,
  published: ReportMonth | null | undefined,
  lastPublished: ReportMonth | null | undefined,
): number | null {
  return selection.year ?? published?.year ?? lastPublished?.year ?? null;
}

/**
 * Choosing the month sets the year from the year on screen (spec §4 Reports: "from the open
 * navigation option"), so the request always names both; no month keeps the year as it is.
 */
export function chooseMonth(
  selection: ReportSelection,
  month: number | null,
  shownYear: number | null,
): ReportSelection {
  return month === null ? { ...selection, month: null } : { ...selection, month, year: shownYear };
}

/** The years offered: the newest published year down to 2019 (spec §4, §9 Other); none before any. */
export function reportYears(lastPublished: ReportMonth | null | undefined): number[] {
  if (lastPublished === null || lastPublished === undefined) return [];
  const years: number[] = [];
  for (let year = lastPublished.year; year >= reportFirstYear; year -= 1) years.push(year);
  return years;
}

/** One month of the Month select: its number, name, and whether it is not published yet. */
export interface MonthChoice {
  month: number;
  label: string;
  isDisabled: boolean;
}

/**
 * January to December; in the newest published year the months after the newest published one
 * are disabled (they have no figures yet).
 */
export function monthChoices(
  year: number | null,
  lastPublished: ReportMonth | null | undefined,
): MonthChoice[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const isLater =
      lastPublished !== null &&
      lastPublished !== undefined &&
      year !== null &&
      isLaterMonth({ year, month }, lastPublished);
    return { month, label: monthName(month), isDisabled: isLater };
  });
}
