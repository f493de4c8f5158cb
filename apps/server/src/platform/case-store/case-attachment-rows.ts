import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewAttachment, StoredAttachment } from './case-store.js';

/**
 * The attachment rows of the local case store (`case_attachments`); the bytes are in file
 * storage. Only `LocalCaseStore` calls these.
 */

/** How many attachments case `caseId` holds and their bytes in all. */
export async function attachmentTotalsOf(
  db: Kysely<Database>,
  caseId: string,
): Promise<{ count: number; bytes: number }> {
  const row = await db
    .selectFrom('case_attachments')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number | null>('size_bytes').as('bytes'),
    ])
    .where('case_id', '=', caseId)
    .executeTakeFirstOrThrow();
  return { count: row.count, bytes: row.bytes ?? 0 };
}

/** Adds attachment rows to case `caseId` at `now` (ISO-8601 UTC) in one transaction, all or none. */
export async function insertAttachments(
  db: Kysely<Database>,
  caseId: string,
  attachments: readonly NewAttachment[],
  now: string,
): Promise<void> {
  if (attachments.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('case_attachments')
      .values(
        attachments.map((a) => ({
          id: a.id,
          case_id: caseId,
          file_name: a.fileName,
          content_type: a.contentType,
          size_bytes: a.sizeBytes,
          storage_key: a.storageKey,
          sha256: a.sha256,
          title: a.title,
          content_location: a.contentLocation,
          uploaded_by_user_id: a.uploadedByUserId,
          created_at: now,
        })),
      )
      .execute();
    await trx.updateTable('cases').set({ updated_at: now }).where('id', '=', caseId).execute();
  });
}

/** Attachment `attachmentId` of case `caseId`, or null. */
export async function findAttachmentOf(
  db: Kysely<Database>,
  caseId: string,
  attachmentId: string,
): Promise<StoredAttachment | null> {
  const row = await db
    .selectFrom('case_attachments')
    .select(['id', 'case_id', 'file_name', 'content_type', 'size_bytes', 'storage_key'])
    .where('case_id', '=', caseId)
    .where('id', '=', attachmentId)
    .executeTakeFirst();
  return row === undefined
    ? null
    : {
        id: row.id,
        caseId: row.case_id,
        fileName: row.file_name,
        contentType: row.content_type,
        sizeBytes: row.size_bytes,
        storageKey: row.storage_key,
      };
}
