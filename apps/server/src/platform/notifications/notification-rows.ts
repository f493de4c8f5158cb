import type { NotificationWire } from '@medivi/domain';
import type { NotificationsTable } from '../../db/schema.js';

/** Columns a notification reply is made of. */
export const notificationColumns = [
  'id',
  'seq',
  'case_id',
  'six_deg_patient_id',
  'plan_id',
  'subject',
  'message',
  'case_number',
  'case_status',
  'status_info',
  'type_of_case',
  'published_at',
  'read_at',
  'deleted_at',
] as const satisfies readonly (keyof NotificationsTable)[];

export type NotificationRow = Pick<NotificationsTable, (typeof notificationColumns)[number]>;

/** A stored notification in the server's names (accounts spec §3 Notification). */
export function toNotificationWire(row: NotificationRow): NotificationWire {
  return {
    NotificationUID: row.id,
    Sequence: row.seq,
    NotificationMessage: row.message,
    Subject: row.subject,
    PublishedDateTime: row.published_at,
    CaseNumber: row.case_number,
    CaseID: row.case_id,
    CaseStatus: row.case_status,
    SixDegPatientID: row.six_deg_patient_id,
    MasterPlanID: row.plan_id,
    MarkAsRead: row.read_at !== null,
    MarkAsDeleted: row.deleted_at !== null,
    statusInfo: row.status_info,
    TypeOfCase: row.type_of_case,
  };
}
