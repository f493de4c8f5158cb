// The further views' body schemas (and zod with them), loaded when a selection is first submitted
// rather than with the page (issue 39): see useCheckedRequest.
export {
  benchmarkTableBodySchema,
  countyComparisonBodySchema,
  hospitalProfileBodySchema,
} from '@medivi/domain';
