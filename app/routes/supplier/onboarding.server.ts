import { data, redirect } from "react-router";
import {
  LOGO_IMAGE,
  measureCompleteness,
  ONBOARDING_STEPS,
  type OnboardingStep,
  PROFILE_SECTIONS,
  type ProfileSection,
} from "#core/schemas/company-profile.ts";
import { AppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { workspaceCompanyCookie } from "#server/modules/accounts/index.ts";
import {
  createDraftCompany,
  readCompanyProfile,
  roleMay,
  submitCompanyForReview,
  updateCompanySection,
  uploadCompanyLogo,
} from "#server/modules/companies/index.ts";
import { countVerificationDocuments } from "#server/modules/verification/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { readWorkspace } from "./access.server.ts";
import { stepPath } from "./onboarding-paths.ts";

const isStep = (value: string | undefined): value is OnboardingStep =>
  (ONBOARDING_STEPS as readonly string[]).includes(value ?? "");

/** A step named in the address: unknown names are not pages. */
export function requireStep(step: string | undefined): OnboardingStep {
  if (step === undefined) return "basics";
  if (!isStep(step)) throw data(null, { status: 404 });
  return step;
}

/**
 * Which company the wizard works on: a new one (the user has none yet, or asked to start another
 * with ?new=1), else the company chosen in the workspace, which the user is a member of.
 */
async function wizardTarget(ctx: RequestContext, request: Request, url: URL) {
  const { user, company } = await readWorkspace(ctx, request, url);
  const startNew = !company || url.searchParams.has("new");
  return { user, company: startNew ? undefined : company };
}

export async function loadOnboarding(ctx: RequestContext, request: Request, url: URL, step: OnboardingStep) {
  const { user, company } = await wizardTarget(ctx, request, url);
  if (!company) {
    if (step !== "basics") throw redirect(stepPath("basics", url.searchParams.has("new")));
    return { startNew: true as const, step, registered: url.searchParams.has("registered") };
  }
  const [profile, documents] = await Promise.all([
    readCompanyProfile(ctx.deps, user, company.id),
    countVerificationDocuments(ctx.deps.db, company.id),
  ]);
  return {
    startNew: false as const,
    step,
    registered: url.searchParams.has("registered"),
    role: company.role,
    canEdit: roleMay(company.role, "company.edit_profile"),
    profile,
    completeness: measureCompleteness(profile),
    documents,
  };
}

/** A posted form's text fields; a name sent several times (ticked boxes) reads as its values, one a line. */
async function readFields(request: Request) {
  const form = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    values[key] = key in values ? `${values[key]}\n${value}` : value;
  }
  const file = form.get("logo");
  const logo = file instanceof Blob && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : undefined;
  return { values, logo, logoSent: file instanceof Blob };
}

const nextStep = (step: OnboardingStep): OnboardingStep =>
  ONBOARDING_STEPS[Math.min(ONBOARDING_STEPS.indexOf(step) + 1, ONBOARDING_STEPS.length - 1)]!;

/**
 * intent save (a step's fields: the basics of a new company create it as a draft owned by the
 * user), logo (the picture alone) or submit. Every change is checked by the services: team role,
 * the company's status, each field.
 */
export async function onboardingAction(
  ctx: RequestContext,
  request: Request,
  url: URL,
  step: OnboardingStep,
) {
  // A logo larger than allowed is refused before its body is read.
  if (Number(request.headers.get("content-length") ?? "0") > LOGO_IMAGE.maxBytes + 64 * 1024)
    return formFailure(
      new AppError("payload_too_large", "errors.companyProfile.logoTooLarge", {
        logo: "errors.companyProfile.logoTooLarge",
      }),
      {},
    );
  const { user, company } = await wizardTarget(ctx, request, url);
  const { values, logo, logoSent } = await readFields(request);
  const { intent, ...fields } = values;
  try {
    if (!company) {
      if (intent !== "save" || step !== "basics") throw new AppError("invalid_data");
      const id = await createDraftCompany(ctx.deps, user, fields);
      return redirect(stepPath("contact"), {
        headers: { "Set-Cookie": workspaceCompanyCookie(ctx.deps.config, id, ctx.deps.clock.now()) },
      });
    }
    if (intent === "logo") {
      if (!logoSent || !logo)
        throw new AppError("invalid_data", "errors.companyProfile.logoMissing", {
          logo: "errors.companyProfile.logoMissing",
        });
      await uploadCompanyLogo(ctx.deps, user, company.id, logo);
      return { ok: true as const, notice: "supplier.onboarding.logoSaved" };
    }
    if (intent === "submit") {
      await submitCompanyForReview(ctx.deps, user, company.id);
      return redirect(stepPath("submit"));
    }
    if (intent === "save" && (PROFILE_SECTIONS as readonly string[]).includes(step)) {
      await updateCompanySection(ctx.deps, user, company.id, step as ProfileSection, fields);
      return redirect(stepPath(nextStep(step)));
    }
    throw new AppError("invalid_data");
  } catch (error) {
    return formFailure(error, values);
  }
}
