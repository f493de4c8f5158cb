import type { NotificationWire } from './contract.js';

/** A notification in the web client (accounts spec §3 Notification, client names). */
export interface Notification {
  id: string;
  sequence: number;
  description: string;
  subject: string;
  createdDate: string;
  caseId: string;
  caseRecordId: string;
  status: string;
  memberID: string | null;
  isRead: boolean;
  isDeleted: boolean;
  statusInfo: string | null;
  recordType: string;
}

/** Maps the server's names to the client's (accounts spec §3 Notification). */
export function toNotification(wire: NotificationWire): Notification {
  return {
    id: wire.NotificationUID,
    sequence: wire.Sequence,
    description: wire.NotificationMessage,
    subject: wire.Subject,
    createdDate: wire.PublishedDateTime,
    caseId: wire.CaseNumber,
    caseRecordId: wire.CaseID,
    status: wire.CaseStatus,
    memberID: wire.SixDegPatientID,
    isRead: wire.MarkAsRead,
    isDeleted: wire.MarkAsDeleted,
    statusInfo: wire.statusInfo,
    recordType: wire.TypeOfCase,
  };
}
