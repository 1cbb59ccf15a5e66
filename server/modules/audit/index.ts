export { auditedChange, listAuditLog, recordAudit } from "./audit-log.ts";
