import {
  type Language,
  transparencyIdentifierMessages,
  transparencyIdentifierProblems,
  transparencyNameMaxLength,
  transparencyPlanIdMaxLength,
  type TransparencyRun,
  transparencyRunFailures,
} from '@medivi/domain';
import { formatDate, formatMonthYear } from '../../lib/i18n/format';
import { activeLanguage, type Translate } from '../../lib/i18n/i18n';

/*
 * The Plan Identifiers page's texts that the domain package or the server give in English (issue
 * 37, docs/decisions/0125): the field messages, the reply to a save and the reasons a plan cannot
 * be published are looked up by value and worded by the `transparency` catalogue; a text the
 * catalogue does not know shows as it came.
 */

/** Lingui's `_` (from `useLingui()`). */
type MessageKey = Exclude<keyof typeof transparencyIdentifierMessages, 'saved'>;

/** The values each message's wording takes. */
const messageValues: Readonly<Record<MessageKey, Record<string, number>>> = {
  planIdTypeRequired: {},
  planIdRequired: {},
  planIdTooLong: { max: transparencyPlanIdMaxLength },
  einFormat: {},
  hiosFormat: {},
  sponsorNameRequired: {},
  issuerNameRequired: {},
  nameTooLong: { max: transparencyNameMaxLength },
  marketTypeRequired: {},
  planNotFound: {},
};

const byMessage = new Map<string, [string, Record<string, number>]>(
  Object.entries(messageValues).map(([key, values]) => [
    transparencyIdentifierMessages[key as MessageKey] as string,
    [`transparency.identifiers.fieldMessage.${key}`, values],
  ]),
);

/**
 * A field message of the identifiers schema (`transparencyIdentifierMessages`, which the server
 * sends too) in the portal's language; a message the catalogue does not know as it came.
 */
export function identifierMessageText(message: string, _: Translate): string {
  const found = byMessage.get(message);
  return found === undefined ? message : _(found[0], found[1]);
}

/** The server's reply to a save (`transparencyIdentifierMessages.saved`), in the portal's language. */
export function identifiersSavedText(message: string, _: Translate): string {
  return message === transparencyIdentifierMessages.saved ? _('transparency.identifiers.saved') : message;
}

const problemIds = new Map<string, string>(
  Object.entries(transparencyIdentifierProblems).map(([key, text]) => [
    text,
    `transparency.identifiers.problem.${key}`,
  ]),
);

/**
 * A reason a plan cannot be published (`transparencyIdentifierProblems`, the publication log's
 * words, lower case without a full stop, as the server gives them in a plan's `problems` and a
 * refused run's `failure`) as a sentence in the portal's language: 'The plan has no plan id.'. An
 * unknown reason as it came, made a sentence.
 */
export function problemText(problem: string, _: Translate): string {
  const id = problemIds.get(problem);
  return id === undefined ? `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.` : _(id);
}

/**
 * A reason as the log writes it within a line: `problemText` with its first letter in lower case
 * and no full stop ('the plan has no plan id'); an unknown reason as it came.
 */
export function inlineProblemText(problem: string, _: Translate): string {
  if (!problemIds.has(problem)) return problem;
  const text = problemText(problem, _).replace(/\.$/, '');
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

const runFailureIds = new Map<string, string>(
  Object.entries(transparencyRunFailures).map(([key, text]) => [text, `transparency.log.failure.${key}`]),
);

/**
 * A failed run's reason (`failure`) within a line, in the portal's language: a plan's missing
 * identifiers by `inlineProblemText`, a stopped or unwritten run (`transparencyRunFailures`) by its
 * message, none recorded as such; an unexpected error's own message as it came.
 */
export function runFailureText(failure: string | null, _: Translate): string {
  if (failure === null) return _('transparency.log.noReason');
  const id = runFailureIds.get(failure);
  return id === undefined ? inlineProblemText(failure, _) : _(id);
}

/** A run's month (`YYYY-MM`): as the server gives it in English, 'diciembre de 2026' otherwise. */
function monthText(month: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (language === 'en' || match === null) return month;
  return formatMonthYear(Number(match[1]), Number(match[2]), language);
}

/** A run's ISO 8601 moment as its UTC day: `2026-12-01` in English, the language's medium date otherwise. */
function dayText(moment: string, language: Language): string {
  const day = moment.slice(0, 10);
  if (language === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  try {
    return formatDate(day, language);
  } catch {
    return day;
  }
}

/**
 * How the plan's last run ended, in a line (`null` when it never ran): its month, its status, when
 * it ended (UTC) and, for a failure, the reason, worded by `inlineProblemText`.
 */
export function lastRunText(
  run: TransparencyRun | null,
  _: Translate,
  language: Language = activeLanguage(),
): string {
  if (run === null) return _('transparency.identifiers.run.never');
  const month = monthText(run.month, language);
  if (run.status === 'running') {
    return _('transparency.identifiers.run.running', { month, day: dayText(run.startedAt, language) });
  }
  const ended =
    run.finishedAt === null
      ? null
      : { day: dayText(run.finishedAt, language), time: run.finishedAt.slice(11, 16) };
  if (run.status === 'failed') {
    const reason = runFailureText(run.failure, _);
    return ended === null
      ? _('transparency.identifiers.run.failed', { month, reason })
      : _('transparency.identifiers.run.failedEnded', { month, reason, ...ended });
  }
  return ended === null
    ? _('transparency.identifiers.run.published', { month })
    : _('transparency.identifiers.run.publishedEnded', { month, ...ended });
}
