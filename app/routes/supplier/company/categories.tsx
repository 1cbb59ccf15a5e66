import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { FormAlert } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { CompanyCategoryTree } from "#app/components/supplier/company-category-tree.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ActionFailure } from "#app/lib/forms.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import {
  CATEGORY_FIELD,
  COMPANY_CATEGORIES_MAX,
  isChoosableCode,
  normaliseCategoryCodes,
} from "#core/rules/category-choice.ts";
import type { CategoryNode } from "#core/schemas/catalog.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  readCompanyCategories,
  roleMay,
  saveCompanyCategories,
  suggestCompanyCategories,
} from "#server/modules/companies/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import type { Route } from "./+types/categories";

/**
 * The categories the company sells in, which decide the buyers' requests for quotation it
 * receives: the tree in the reader's language as checkboxes, a main category standing for all of
 * its subcategories, a suggestion from the company's published products, and Save.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url);
  const view = await readCompanyCategories(ctx.deps, user, company.id, ctx.lang);
  return { ...view, canEdit: roleMay(company.role, "company.edit_profile") };
}

const IntentSchema = z.object({ intent: z.enum(["save", "suggest"]) });

type ActionAnswer =
  | { ok: true; intent: "save"; chosen: string[] }
  | { ok: true; intent: "suggest"; chosen: string[]; added: number }
  | (ActionFailure & { intent?: string; chosen: string[] });

export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "company.edit_profile");
  const data = await request.formData().catch(() => new FormData());
  const codes = data.getAll(CATEGORY_FIELD);
  const form: Record<string, string> = {};
  for (const [key, value] of data.entries())
    if (typeof value === "string" && key !== CATEGORY_FIELD) form[key] = value;
  try {
    const { intent } = IntentSchema.parse(form);
    if (intent === "suggest") {
      const { chosen, added } = await suggestCompanyCategories(ctx.deps, user, company.id, codes);
      return { ok: true, intent, chosen, added: added.length } satisfies ActionAnswer;
    }
    const chosen = await saveCompanyCategories(ctx.deps, user, company.id, codes, { shown: form.shown });
    return { ok: true, intent, chosen } satisfies ActionAnswer;
  } catch (error) {
    // The boxes come back as they were ticked, so a refused choice can be mended, not redone.
    const ticked = codes.filter((c): c is string => typeof c === "string" && isChoosableCode(c));
    return formFailure(error, form, { extra: { intent: form.intent, chosen: ticked.slice(0, 500) } });
  }
}

export default function CompanyCategoriesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tree, chosen: stored, editable, canEdit } = loaderData;
  const answer = useActionData<ActionAnswer>();
  const failed = answer && !answer.ok ? answer : undefined;
  // A suggestion, or a refused choice, shows the boxes as the answer has them; else what is stored.
  const shown = answer?.ok && answer.intent === "suggest" ? answer.chosen : (failed?.chosen ?? stored);
  const fieldError = failed?.fields[CATEGORY_FIELD];
  // The buttons may be far down the list: the answer is brought into sight, and focus with it.
  const feedback = useRef<HTMLDivElement>(null);
  // Each answer sets the boxes afresh, even when the stored choice reads as before (a child ticked
  // under its chosen parent was not stored, and its box is cleared).
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!answer) return;
    setRound((n) => n + 1);
    feedback.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    feedback.current?.focus({ preventScroll: true });
  }, [answer]);
  return (
    <section aria-labelledby="categories-title" className="space-y-5">
      <PageTitle>{t("supplier.companyCategories.title")}</PageTitle>
      <p>
        <Link to="/supplier/company" className="text-sm text-brand-700 underline">
          {t("supplier.companyHub.title")}
        </Link>
      </p>
      <h1 id="categories-title" className="text-2xl font-bold">
        {t("supplier.companyCategories.title")}
      </h1>
      <div className="space-y-2 text-gray-700">
        <p>{t("supplier.companyCategories.intro")}</p>
        <p id="categories-rules">
          {t("supplier.companyCategories.parentRule")}{" "}
          {t("supplier.companyCategories.maxRule", { max: COMPANY_CATEGORIES_MAX })}{" "}
          {t("supplier.companyCategories.emptyRule")}
        </p>
      </div>

      <div ref={feedback} tabIndex={-1} className="scroll-mt-4 outline-none">
        <div aria-live="polite" role="status">
          {answer?.ok ? <Notice answer={answer} /> : null}
        </div>
        {failed && (fieldError || failed.formError) ? (
          <FormAlert tone="error">
            <span id="categories-error">
              {t(fieldError ?? failed.formError ?? "errors.invalid_data", { max: COMPANY_CATEGORIES_MAX })}
            </span>
          </FormAlert>
        ) : null}
      </div>
      {!editable ? <FormAlert tone="info">{t("supplier.companyCategories.notEditable")}</FormAlert> : null}
      {editable && !canEdit ? (
        <FormAlert tone="info">{t("supplier.companyCategories.readOnly")}</FormAlert>
      ) : null}

      <ChoiceForm
        key={`${round}:${shown.join(" ")}`}
        tree={tree}
        shown={shown}
        stored={stored}
        enabled={editable && canEdit}
        invalid={Boolean(fieldError)}
      />
    </section>
  );
}

/** What a save or a suggestion did. */
function Notice({ answer }: { answer: Extract<ActionAnswer, { ok: true }> }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (answer.intent === "suggest")
    return (
      <FormAlert tone={answer.added ? "success" : "info"}>
        {answer.added
          ? t("supplier.companyCategories.suggested", { count: formatNumber(lang, answer.added) })
          : t("supplier.companyCategories.suggestedNone")}
      </FormAlert>
    );
  return (
    <FormAlert tone="success">
      {t(answer.chosen.length ? "supplier.companyCategories.saved" : "supplier.companyCategories.savedNone")}
    </FormAlert>
  );
}

const BUTTON =
  "min-h-11 rounded-md px-5 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-60";

/** The tree's checkboxes, how many are chosen (counted as they will be stored) and the buttons. */
function ChoiceForm({
  tree,
  shown,
  stored,
  enabled,
  invalid,
}: {
  tree: CategoryNode[];
  shown: string[];
  /** The choice stored when the page was read: a save after a teammate's is refused. */
  stored: string[];
  enabled: boolean;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const busy = useNavigation().state !== "idle";
  const initial = new Set(shown);
  const [count, setCount] = useState(() => normaliseCategoryCodes(shown).length);
  const over = count > COMPANY_CATEGORIES_MAX;
  return (
    <Form
      method="post"
      aria-labelledby="categories-title"
      aria-describedby={invalid ? "categories-rules categories-error" : "categories-rules"}
      onChange={(event) => {
        const values = new FormData(event.currentTarget).getAll(CATEGORY_FIELD).map(String);
        setCount(normaliseCategoryCodes(values).length);
      }}
      className="space-y-5"
    >
      <input type="hidden" name="shown" value={stored.join(" ")} />
      <div className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold">{t("supplier.companyCategories.suggestTitle")}</h2>
          <p id="suggest-help" className="mt-1 text-sm text-gray-700">
            {t("supplier.companyCategories.suggestHelp")}
          </p>
        </div>
        <button
          type="submit"
          name="intent"
          value="suggest"
          disabled={!enabled || busy}
          aria-describedby="suggest-help"
          className={`${BUTTON} shrink-0 border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`}
        >
          {t("supplier.companyCategories.suggest")}
        </button>
      </div>

      <CompanyCategoryTree tree={tree} chosen={initial} enabled={enabled} />

      {/* Kept in sight while the list scrolls: how many are chosen, and Save. */}
      <div className="sticky bottom-0 z-10 -mx-3 flex flex-col gap-3 border-t border-gray-200 bg-white/95 px-3 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-between sm:rounded-lg sm:border sm:px-4">
        <p
          aria-live="polite"
          className={`text-sm font-semibold ${over ? "text-red-800" : count === 0 ? "text-amber-900" : "text-gray-800"}`}
        >
          {t("supplier.companyCategories.count", {
            count: formatNumber(lang, count),
            max: formatNumber(lang, COMPANY_CATEGORIES_MAX),
          })}{" "}
          {over ? (
            <span className="font-normal">
              {t("supplier.companyCategories.overMax", { max: COMPANY_CATEGORIES_MAX })}
            </span>
          ) : count === 0 ? (
            <span className="font-normal">{t("supplier.companyCategories.none")}</span>
          ) : null}
        </p>
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={!enabled || busy}
          className={`${BUTTON} w-full shrink-0 bg-brand-600 text-white hover:bg-brand-700 sm:w-auto`}
        >
          {t("supplier.companyCategories.save")}
        </button>
      </div>
    </Form>
  );
}
