import type { OnboardingStep } from "#core/schemas/company-profile.ts";

export const ONBOARDING = "/supplier/onboarding";

/** A step's address; `startNew` keeps the wizard on a company not created yet. */
export const stepPath = (step: OnboardingStep, startNew = false) =>
  `${ONBOARDING}/${step}${startNew ? "?new=1" : ""}`;
