import { randomUUID } from 'node:crypto';
import {
  type AnalysisState,
  analysisStateSchema,
  comparisonLimits,
  type SavedAnalysesReply,
  type SavedAnalysis,
} from '@medivi/domain';
import { DomainError } from '../../platform/errors.js';
import type { Clock } from '../../platform/clock.js';
import type {
  CostComparisonAnalysesRepository,
  CostComparisonAnalysisRow,
} from './cost-comparison-analyses.repository.js';

/** Messages of the saved analyses (issue 18; docs/decisions/0104). */
export const analysisMessages = {
  notFound: 'That saved analysis was not found.',
  outdated:
    'This analysis was saved under earlier rules and cannot be opened now. Delete it and enter it again.',
  tooMany: `You can keep at most ${String(comparisonLimits.savedAnalysesMax)} saved analyses. Delete one to save another.`,
} as const;

const notFound = (): DomainError =>
  new DomainError(404, analysisMessages.notFound, { code: 'ANALYSIS_NOT_FOUND' });

/**
 * Saved analyses (issue 18): each belongs to its author alone. Another user's id answers 404 as an
 * unknown one does, so ids of others' analyses cannot be probed. They hold no member data, so
 * they are not on the audit trail (as the benchmarks' saved selections, docs/decisions/0097).
 */
export class CostComparisonAnalysesService {
  constructor(
    private readonly analyses: CostComparisonAnalysesRepository,
    private readonly clock: Clock,
  ) {}

  /** The author's analyses, newest change first. */
  async list(userId: string): Promise<SavedAnalysesReply> {
    return { analyses: await this.analyses.listByAuthor(userId) };
  }

  /**
   * One analysis of the author, the state re-validated with the contract's defaults.
   * @throws DomainError 404 when the author has no analysis of that id.
   */
  async get(userId: string, analysisId: string): Promise<SavedAnalysis> {
    const row = await this.analyses.findOfAuthor(userId, analysisId);
    if (row === null) throw notFound();
    return toSaved(row);
  }

  /**
   * Saves a new analysis (the state as validated, defaults filled).
   * @throws DomainError 409 when the author already keeps `comparisonLimits.savedAnalysesMax`.
   */
  async create(userId: string, state: AnalysisState): Promise<SavedAnalysis> {
    const now = this.clock.now().toISOString();
    const row: CostComparisonAnalysisRow = {
      analysisId: randomUUID(),
      userId,
      planName: state.planName,
      state: JSON.stringify(state),
      createdAt: now,
      updatedAt: now,
    };
    if (!(await this.analyses.insertWithinLimit(row, comparisonLimits.savedAnalysesMax)))
      throw new DomainError(409, analysisMessages.tooMany, { code: 'TOO_MANY_ANALYSES' });
    return toSaved(row);
  }

  /**
   * Replaces the state of the author's analysis.
   * @throws DomainError 404 when the author has no analysis of that id.
   */
  async update(userId: string, analysisId: string, state: AnalysisState): Promise<SavedAnalysis> {
    const now = this.clock.now().toISOString();
    const changed = await this.analyses.update(userId, analysisId, {
      planName: state.planName,
      state: JSON.stringify(state),
      updatedAt: now,
    });
    if (!changed) throw notFound();
    return this.get(userId, analysisId);
  }

  /**
   * Deletes the author's analysis and answers the list that remains.
   * @throws DomainError 404 when the author has no analysis of that id.
   */
  async delete(userId: string, analysisId: string): Promise<SavedAnalysesReply> {
    if (!(await this.analyses.delete(userId, analysisId))) throw notFound();
    return this.list(userId);
  }
}

/**
 * The stored row as the reply: the state parsed again, so defaults added since fill in.
 * @throws DomainError 409 `ANALYSIS_OUTDATED` when a state saved under earlier rules no longer
 * passes the contract (it stays listed, and can be deleted).
 */
function toSaved(row: CostComparisonAnalysisRow): SavedAnalysis {
  const state = analysisStateSchema.safeParse(parsedJson(row.state));
  if (!state.success) throw new DomainError(409, analysisMessages.outdated, { code: 'ANALYSIS_OUTDATED' });
  return {
    analysisId: row.analysisId,
    state: state.data,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
