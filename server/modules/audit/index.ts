export { auditedChange, listAuditLog } from "./audit-log.ts";
