/**
 * What the site has told about requests for quotation, so each thing is told once (migration
 * 20261129_0300_rfq_notices).
 */
export interface RfqNoticeTables {
  /** A request a company's daily digest named: each request once per company. */
  rfq_announcements: {
    rfq_id: number;
    company_id: number;
    announced_at: string;
  };
  /** The day (UTC, 'YYYY-MM-DD') a company's digest went out: at most one a day. */
  rfq_digests: {
    company_id: number;
    day: string;
    sent_at: string;
  };
  /** The buyer was told their request closed (full or expired). */
  rfq_close_notices: {
    rfq_id: number;
    sent_at: string;
  };
}
