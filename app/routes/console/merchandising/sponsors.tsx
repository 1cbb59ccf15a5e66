import { Form } from "react-router";
import { z } from "zod";
import { CompanyLogo } from "#app/components/company/company-logo.tsx";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { ConfirmDelete } from "#app/components/console/confirm-delete.tsx";
import { CandidateSearch } from "#app/components/merchandising/candidate-search.tsx";
import { MerchandisingHeader } from "#app/components/merchandising/merchandising-nav.tsx";
import { MoveButtons } from "#app/components/merchandising/row-actions.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { cutText } from "#core/rules/cut-text.ts";
import { MERCH_LIMITS, MerchandisingIdSchema, MOVE_DIRECTIONS } from "#core/schemas/merchandising.ts";
import { AppError } from "#server/lib/errors.ts";
import {
  addSponsor,
  findSponsorCandidates,
  listSponsors,
  moveSponsor,
  removeSponsor,
} from "#server/modules/merchandising/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireStaffPage } from "../access.server.ts";
import type { Route } from "./+types/sponsors";
import { runMerchandisingAction } from "./merchandising-action.server.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const q = cutText((url.searchParams.get("q") ?? "").trim(), 100);
  const [sponsors, found] = await Promise.all([
    listSponsors(ctx.deps.db, user),
    q ? findSponsorCandidates(ctx.deps, user, ctx.lang, q) : [],
  ]);
  const listed = new Set(sponsors.map((s) => s.id));
  return { sponsors, q, candidates: found.filter((c) => !listed.has(c.id)) };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), companyId: z.string() }),
  z.object({ intent: z.literal("move"), id: MerchandisingIdSchema, direction: z.enum(MOVE_DIRECTIONS) }),
  z.object({ intent: z.literal("remove"), id: MerchandisingIdSchema }),
]);

export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const db = ctx.deps.db;
  const parsed = ActionSchema.safeParse(Object.fromEntries(await request.formData()));
  return runMerchandisingAction(async () => {
    if (!parsed.success) throw new AppError("invalid_data");
    const input = parsed.data;
    switch (input.intent) {
      case "add":
        await addSponsor(db, user, input.companyId);
        return { notice: "console.merchandising.added" };
      case "move":
        await moveSponsor(db, user, input.id, input.direction);
        return { notice: "console.merchandising.moved", moved: `${input.id}:${input.direction}` };
      case "remove":
        await removeSponsor(db, user, input.id);
        return { notice: "console.merchandising.removed" };
    }
  });
}

/** Merchandising: the sponsor companies carousel at the foot of the home page. */
export default function MerchandisingSponsorsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sponsors, q, candidates } = loaderData;
  const movedKey = actionData?.ok ? actionData.moved : undefined;
  const full = sponsors.length >= MERCH_LIMITS.sponsors;
  return (
    <section aria-labelledby="merchandising-title">
      <MerchandisingHeader section="sponsors" />
      <ActionNotice result={actionData} />
      <h2 className="mt-2 text-lg font-semibold">
        {t("console.merchandising.sponsorsListed", { count: sponsors.length, max: MERCH_LIMITS.sponsors })}
      </h2>
      {full ? <p className="text-sm text-gray-600">{t("console.merchandising.tooMany")}</p> : null}
      {sponsors.length ? (
        <ol className="mt-2 space-y-2">
          {sponsors.map((company, i) => (
            <li
              key={company.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 bg-white p-3"
            >
              <CompanyLogo src={company.logo} size={40} lazy className="size-10 rounded object-contain" />
              <span className="min-w-0 flex-1 basis-40 break-words font-medium">{company.name}</span>
              <MoveButtons
                id={company.id}
                name={company.name}
                first={i === 0}
                last={i === sponsors.length - 1}
                movedKey={movedKey}
              />
              <ConfirmDelete
                name={company.name}
                label={t("console.common.remove")}
                question={t("console.merchandising.confirmRemove", { name: company.name })}
                values={{ intent: "remove", id: company.id }}
                confirmLabel={t("console.merchandising.confirm")}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("console.merchandising.noSponsors")}
        </p>
      )}
      <CandidateSearch
        q={q}
        label={t("console.merchandising.findCompany")}
        hint={t("console.merchandising.findCompanyHint")}
        found={candidates.length}
      >
        {candidates.map((company) => (
          <li
            key={company.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-3"
          >
            <CompanyLogo src={company.logo} size={40} lazy className="size-10 rounded object-contain" />
            <span className="min-w-0 flex-1 basis-40 break-words">{company.name}</span>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="companyId" value={company.id} />
              <button
                type="submit"
                disabled={full}
                className="min-h-10 rounded-md bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
                aria-label={`${t("console.merchandising.add")}: ${company.name}`}
              >
                {t("console.merchandising.add")}
              </button>
            </Form>
          </li>
        ))}
      </CandidateSearch>
    </section>
  );
}
