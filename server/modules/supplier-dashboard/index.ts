export {
  DASHBOARD_DAYS,
  getSupplierDashboard,
  lastDays,
  type SupplierDashboard,
} from "./dashboard.service.ts";
