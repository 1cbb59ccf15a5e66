export { countCompanyRows, findCompanyNamePage } from "./company.repo.ts";
export {
  countCompanies,
  findCompanyIdByWebsiteKey,
  getCompanyCategories,
  getCompanyInfo,
} from "./company.service.ts";
export { searchCompanies } from "./company-search.ts";
