import { Form, Link, NavLink } from "react-router";
import { FormAlert, SubmitButton } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import {
  type Completeness,
  ONBOARDING_STEPS,
  type OnboardingStep,
  PROFILE_SECTIONS,
  type ProfileSection,
} from "#core/schemas/company-profile.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/onboarding";
import { MissingFields } from "./onboarding-fields.tsx";
import { loadOnboarding, onboardingAction, requireStep } from "./onboarding.server.ts";
import { ONBOARDING, stepPath } from "./onboarding-paths.ts";
import { BasicsStep, LogoForm } from "./onboarding-basics-step.tsx";
import { ContactStep } from "./onboarding-contact-step.tsx";
import { savedValues } from "./onboarding-step-form.tsx";
import { TradeStep } from "./onboarding-trade-step.tsx";

/**
 * Onboarding: a new supplier's company in five steps (basics, contact and languages, trade
 * profile, verification documents, submission). Each step is saved on its own, so the wizard can
 * be left and taken up again; it says what each step still needs for review.
 */
export async function loader({ context, request, url, params }: Route.LoaderArgs) {
  return loadOnboarding(context.get(requestContext), request, url, requireStep(params.step));
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  return onboardingAction(context.get(requestContext), request, url, requireStep(params.step));
}

type Loaded = Awaited<ReturnType<typeof loader>>;
type Existing = Extract<Loaded, { startNew: false }>;

const isSection = (step: OnboardingStep): step is ProfileSection =>
  (PROFILE_SECTIONS as readonly string[]).includes(step);

function StepNav({
  step,
  completeness,
  startNew,
}: {
  step: OnboardingStep;
  completeness?: Completeness;
  startNew: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("supplier.onboarding.stepsLabel")} className="mb-6">
      <ol className="flex gap-2 overflow-x-auto pb-1">
        {ONBOARDING_STEPS.map((name, index) => {
          const missing = completeness && isSection(name) ? completeness.missing[name].length : 0;
          const label = `${index + 1}. ${t(`supplier.onboarding.steps.${name}`)}`;
          const style = `flex min-h-10 items-center gap-2 whitespace-nowrap rounded-md border px-3 py-2 text-sm ${
            name === step
              ? "border-brand-600 bg-brand-600 font-semibold text-white"
              : "border-gray-300 bg-white"
          }`;
          return (
            <li key={name} className="shrink-0">
              {startNew && name !== "basics" ? (
                <span className={`${style} text-gray-500`} aria-disabled="true">
                  {label}
                </span>
              ) : (
                <NavLink
                  to={stepPath(name, startNew)}
                  className={style}
                  aria-current={name === step ? "step" : undefined}
                >
                  {label}
                  {missing ? (
                    <span className="rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">
                      {t("supplier.onboarding.missingCount", { count: missing })}
                    </span>
                  ) : null}
                </NavLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** What the company's status means for the wizard: rejected with its reason, or read only. */
function StatusNote({ data }: { data: Existing }) {
  const { t } = useTranslation();
  const { profile } = data;
  if (profile.status === "rejected")
    return (
      <div role="status" className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <p className="font-semibold">{t("supplier.onboarding.rejectedTitle")}</p>
        {profile.statusReason ? (
          <p className="mt-1">
            {t("supplier.onboarding.rejectedReason")} <q dir="auto">{profile.statusReason}</q>
          </p>
        ) : null}
        <p className="mt-1">{t("supplier.onboarding.rejectedHelp")}</p>
      </div>
    );
  if (!data.canEdit)
    return (
      <FormAlert tone="info">
        {t("supplier.onboarding.readOnly", { role: t(`supplier.roles.${data.role}`) })}
      </FormAlert>
    );
  return null;
}

function DocumentsStep({ documents }: { documents: number }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p>{t("supplier.onboarding.documents.text")}</p>
      <p className="font-semibold" role="status">
        {t("supplier.onboarding.documents.count", { count: documents })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link
          to="/supplier/company/verification"
          className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          {t("supplier.onboarding.documents.open")}
        </Link>
        <Link
          to={stepPath("submit")}
          className="inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-4 hover:bg-gray-100"
        >
          {t("supplier.onboarding.documents.continue")}
        </Link>
      </div>
    </div>
  );
}

function SubmitStep({ data, formError }: { data: Existing; formError: string | undefined }) {
  const { t } = useTranslation();
  const { profile, completeness } = data;
  if (profile.status === "pending_review" || profile.status === "active")
    return (
      <div role="status" className="rounded-md border border-green-200 bg-green-50 p-4 text-green-900">
        <h2 className="text-lg font-semibold">
          {t(`supplier.onboarding.submitStep.${profile.status}Title`)}
        </h2>
        <p className="mt-1">{t(`supplier.onboarding.submitStep.${profile.status}`)}</p>
      </div>
    );
  const missing = PROFILE_SECTIONS.flatMap((section) =>
    completeness.missing[section].map((field) => ({ section, field })),
  );
  return (
    <div className="space-y-4">
      {formError ? <FormAlert tone="error">{t(formError)}</FormAlert> : null}
      {missing.length ? (
        <div>
          <p>{t("supplier.onboarding.submitStep.notReady")}</p>
          <ul className="mt-2 list-disc ps-5">
            {missing.map(({ section, field }) => (
              <li key={`${section}.${field}`}>
                <Link to={`${stepPath(section)}#${field}`} className="text-brand-700 underline">
                  {t(`supplier.onboarding.steps.${section}`)}: {t(`supplier.onboarding.fields.${field}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{t("supplier.onboarding.submitStep.ready")}</p>
      )}
      {!missing.length && data.canEdit ? (
        <Form method="post">
          <input type="hidden" name="intent" value="submit" />
          <SubmitButton busyLabel={t("supplier.onboarding.saving")}>
            {t("supplier.onboarding.submitStep.button")}
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}

export default function Onboarding({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const data = loaderData;
  const failure = actionData && "fields" in actionData ? actionData : undefined;
  const notice = actionData && "notice" in actionData ? actionData.notice : undefined;
  const existing = data.startNew ? undefined : data;
  const editable = existing
    ? existing.canEdit && ["draft", "rejected", "active"].includes(existing.profile.status)
    : true;
  const stepProps = {
    typed: failure?.values,
    serverErrors: failure?.fields,
    disabled: !editable,
  };
  const { step } = data;
  return (
    <section aria-labelledby="onboarding-title">
      <PageTitle>{[t(`supplier.onboarding.steps.${step}`), t("supplier.onboarding.title")]}</PageTitle>
      <h1 id="onboarding-title" className="text-2xl font-bold">
        {t("supplier.onboarding.title")}
      </h1>
      <p className="mt-1 mb-4 text-gray-600">{t("supplier.onboarding.intro")}</p>
      {data.registered ? <FormAlert tone="success">{t("supplier.onboarding.registered")}</FormAlert> : null}
      {existing ? (
        <p className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span>
            <strong>{existing.profile.basics.displayName}</strong> ·{" "}
            {t("supplier.onboarding.completeness", { percent: existing.completeness.percent })}
          </span>
          <Link to={`${ONBOARDING}?new=1`} className="text-brand-700 underline">
            {t("supplier.onboarding.startAnother")}
          </Link>
        </p>
      ) : null}
      <StepNav step={step} completeness={existing?.completeness} startNew={data.startNew} />
      {existing ? <StatusNote data={existing} /> : null}
      <h2 className="mb-3 text-xl font-semibold">{t(`supplier.onboarding.steps.${step}`)}</h2>
      {failure?.formError && step !== "submit" ? (
        <FormAlert tone="error">{t(failure.formError)}</FormAlert>
      ) : null}
      {existing && isSection(step) ? <MissingFields fields={existing.completeness.missing[step]} /> : null}
      {step === "basics" ? (
        <>
          <BasicsStep saved={savedValues(existing?.profile, "basics")} {...stepProps} />
          {existing ? (
            <LogoForm
              logoUrl={existing.profile.logoUrl}
              error={failure?.fields.logo}
              notice={notice}
              disabled={!editable}
            />
          ) : (
            <p className="mt-4 text-sm text-gray-600">{t("supplier.onboarding.logoAfterSave")}</p>
          )}
        </>
      ) : null}
      {step === "contact" && existing ? (
        <ContactStep saved={savedValues(existing.profile, "contact")} {...stepProps} />
      ) : null}
      {step === "trade" && existing ? (
        <TradeStep saved={savedValues(existing.profile, "trade")} {...stepProps} />
      ) : null}
      {step === "documents" && existing ? <DocumentsStep documents={existing.documents} /> : null}
      {step === "submit" && existing ? <SubmitStep data={existing} formError={failure?.formError} /> : null}
    </section>
  );
}
