export { accountMailHandlers } from "./account-mail.ts";
export {
  findAdminRecipients,
  findLiveSessionIds,
  findRoles,
  findUserByEmail,
  insertSession,
  insertToken,
  insertUser,
  markEmailConfirmed,
} from "./accounts.repo.ts";
export {
  confirmEmail,
  login,
  logout,
  openSession,
  register,
  resendConfirmation,
  type SessionUser,
  sessionUser,
  startSession,
} from "./accounts.service.ts";
export { requireConfirmedEmail } from "./confirmed-email.ts";
export { purgeForgottenDevices } from "./known-devices.ts";
export { newPasswordProblem } from "./password-rule.ts";
export {
  changePassword,
  isResetTokenUsable,
  requestPasswordReset,
  resetPassword,
} from "./passwords.service.ts";
export { hashPassword, verifyPassword } from "./passwords.ts";
export {
  clearedSessionCookie,
  deviceCookie,
  readCookie,
  readDeviceToken,
  readSessionToken,
  SESSION_COOKIE,
  signedInHeaders,
  WORKSPACE_COMPANY_COOKIE,
  workspaceCompanyCookie,
} from "./session-cookie.ts";
export { countActiveSessions, signOutEverywhere } from "./sessions.ts";
export { purgeOldSignInFailures, SignInThrottled } from "./sign-in-throttle.ts";
export { type Actor, isAdmin, isStaff, requireStaff } from "./staff.ts";
export { throttleMessage, throttleValues } from "./throttle-message.ts";
