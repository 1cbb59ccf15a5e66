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
export { can, changeMemberRole, isCompanyMember, removeMember, requireCan } from "./team.service.ts";
export {
  isTeamRole,
  roleMay,
  TEAM_ACTIONS,
  TEAM_PERMISSIONS,
  TEAM_ROLES,
  type TeamAction,
  type TeamRole,
  teamChangeProblem,
} from "./team-permissions.ts";
