export {
  countCompanyRows,
  findCompanyNamePage,
  findSellerCompany,
  type SellerCompany,
} from "./company.repo.ts";
export {
  countCompanies,
  findCompanyHeader,
  findCompanyIdByWebsiteKey,
  getCompanyCategories,
  getCompanyInfo,
} from "./company.service.ts";
export { searchCompanies } from "./company-search.ts";
