import type { CaseRecordType } from '@medivi/domain';

/** The case pages (the same paths as the app's registry, cases spec §2). */
export const casePaths = {
  myCases: '/my-cases',
  memberDetail: '/member-detail',
  providerDetail: '/provider-detail',
  uploadFile: '/upload-file',
} as const;

/** Query parameter of /member-detail holding the case type (cases spec §2). */
export const caseTypeParam = 'param';

/** `/member-detail?param={caseType}`: the first step of a case. */
export function memberDetailPathFor(caseType: CaseRecordType): string {
  return `${casePaths.memberDetail}?${new URLSearchParams({ [caseTypeParam]: caseType }).toString()}`;
}
