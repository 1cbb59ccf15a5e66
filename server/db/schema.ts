import type { AccountTables } from "./schema/account-tables.ts";
import type { CatalogTables } from "./schema/catalog-tables.ts";
import type { CompanyTables } from "./schema/company-tables.ts";
import type { ConversationTables } from "./schema/conversation-tables.ts";
import type { ContentTables } from "./schema/content-tables.ts";
import type { FileTables } from "./schema/file-tables.ts";
import type { JobTables } from "./schema/job-tables.ts";
import type { OrderTables } from "./schema/order-tables.ts";
import type { QuoteTables } from "./schema/quote-tables.ts";
import type { ProductImportTables } from "./schema/product-import-tables.ts";
import type { RfqNoticeTables } from "./schema/rfq-notice-tables.ts";
import type { TradeTables } from "./schema/trade-tables.ts";
import type { VerificationTables } from "./schema/verification-tables.ts";

/**
 * Row types of every table, as the migrations create them and as both databases answer (see
 * connect.ts: numbers as numbers, timestamps as ISO strings, booleans as booleans), one file per
 * domain under schema/.
 */
export interface Database
  extends CatalogTables,
    CompanyTables,
    AccountTables,
    TradeTables,
    ContentTables,
    JobTables,
    FileTables,
    VerificationTables,
    ProductImportTables,
    ConversationTables,
    OrderTables,
    QuoteTables,
    RfqNoticeTables {}
