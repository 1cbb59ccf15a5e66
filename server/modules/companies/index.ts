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
  visibleCompanyIds,
} from "./company.service.ts";
export { type VisibleCompanyName, visibleCompanyNames } from "./company-names.ts";
export { touchCompany } from "./company-texts.repo.ts";
export { searchCompanies } from "./company-search.ts";
export {
  acceptInvitation,
  INVITATION_DAYS,
  INVITATION_QUEUE,
  type InvitationState,
  invitationHandlers,
  inviteMember,
  listMembers,
  listPendingInvitations,
  readInvitation,
  revokeInvitation,
} from "./invitation.service.ts";
export {
  can,
  changeMemberRole,
  isCompanyMember,
  listUserCompanies,
  removeMember,
  requireCan,
} from "./team.service.ts";
export {
  invitationProblem,
  isTeamRole,
  roleMay,
  TEAM_ACTIONS,
  TEAM_PERMISSIONS,
  TEAM_ROLES,
  type TeamAction,
  type TeamRole,
  teamChangeProblem,
} from "./team-permissions.ts";
export {
  COMPANY_STATUSES,
  COMPANY_TRANSITIONS,
  type CompanyStatus,
  type CompanyTransition,
  isVisibleStatus,
  TRANSITIONS_WITH_REASON,
} from "./company-status.ts";
export { changeCompanyStatus, STATUS_REASON_MAX } from "./company-status.service.ts";
export {
  createDraftCompany,
  EDITABLE_STATUSES,
  parseSection,
  profileCompleteness,
  readCompanyProfile,
  submitCompanyForReview,
  updateCompanySection,
  uploadCompanyLogo,
} from "./company-profile.service.ts";
export {
  companyTextHandlers,
  queueMissingTranslations,
  translateCompanyTexts,
} from "./company-text-translation.ts";
export {
  type CompanyTextsView,
  coverage,
  type LanguageTexts,
  readCompanyTexts,
  saveCompanyTexts,
  setSourceMainProducts,
  TRANSLATE_QUEUE,
  textDigest,
} from "./company-texts.ts";
export {
  addStorefrontPicture,
  changeStorefrontPicture,
  PICTURE_MOVES,
  readStorefront,
  saveStorefrontSettings,
  type StorefrontView,
} from "./company-storefront.ts";
export {
  COMPANY_CATEGORY_ERRORS,
  type CompanyCategoriesView,
  readCompanyCategories,
  saveCompanyCategories,
  suggestCompanyCategories,
} from "./company-categories.ts";
