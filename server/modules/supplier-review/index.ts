export {
  decideSupplier,
  decisionsFor,
  getSupplierDetail,
  listSuppliers,
  type SupplierDetail,
  type SupplierHistoryEntry,
  type SupplierList,
  type SupplierListItem,
} from "./review.service.ts";
