import { Form, Link } from "react-router";
import { z } from "zod";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { ConfirmDelete } from "#app/components/console/confirm-delete.tsx";
import { FilterSelect } from "#app/components/console/filter-select.tsx";
import { MerchandisingHeader } from "#app/components/merchandising/merchandising-nav.tsx";
import { MoveButtons } from "#app/components/merchandising/row-actions.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { languageName } from "#core/i18n/format.ts";
import { LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import {
  BANNER_LANGS,
  type ConsoleBanner,
  MerchandisingIdSchema,
  MOVE_DIRECTIONS,
} from "#core/schemas/merchandising.ts";
import { AppError } from "#server/lib/errors.ts";
import {
  deleteBanner,
  listBanners,
  moveBanner,
  setBannerActive,
} from "#server/modules/merchandising/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireStaffPage } from "../access.server.ts";
import type { Route } from "./+types/banners";
import { runMerchandisingAction } from "./merchandising-action.server.ts";

const QuerySchema = z.object({
  lang: z.enum(BANNER_LANGS).catch("all"),
  // Set by the banner form's redirect, so the list says the banner was saved.
  saved: z.literal("1").optional().catch(undefined),
});

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const { lang, saved } = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return {
    banners: await listBanners(ctx.deps.db, user, lang === "all" ? undefined : lang),
    lang,
    saved: Boolean(saved),
  };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("move"),
    id: MerchandisingIdSchema,
    direction: z.enum(MOVE_DIRECTIONS),
    lang: z.enum(BANNER_LANGS).catch("all"),
  }),
  z.object({ intent: z.literal("toggle"), id: MerchandisingIdSchema, active: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("delete"), id: MerchandisingIdSchema }),
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
      case "move":
        await moveBanner(db, user, input.id, input.direction, input.lang === "all" ? undefined : input.lang);
        return { notice: "console.merchandising.moved", moved: `${input.id}:${input.direction}` };
      case "toggle":
        await setBannerActive(db, user, input.id, input.active === "true");
        return {
          notice:
            input.active === "true"
              ? "console.merchandising.bannerShown"
              : "console.merchandising.bannerHidden",
        };
      case "delete":
        await deleteBanner(db, user, input.id);
        return { notice: "console.merchandising.bannerDeleted" };
    }
  });
}

function LanguageFilter({ current }: { current: "all" | Lang }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <FilterSelect
      name="lang"
      label={t("console.merchandising.showFor")}
      value={current}
      options={[
        { value: "all", label: t("console.merchandising.allBanners") },
        ...LANG_CODES.map((code) => ({ value: code, label: languageName(lang, code) })),
      ]}
    />
  );
}

function BannerRow({
  banner,
  index,
  count,
  filter,
  movedKey,
}: {
  banner: ConsoleBanner;
  index: number;
  count: number;
  filter: "all" | Lang;
  movedKey: string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3 sm:flex-row sm:items-center">
      <img
        src={banner.imageUrl.replace(/(\.(?:jpe?g|png))$/i, "_800x200$1")}
        alt=""
        width={800}
        height={200}
        loading="lazy"
        className="aspect-[4/1] w-full rounded bg-gray-100 object-cover sm:w-48"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{banner.description}</p>
        <p className="text-sm break-all text-gray-600" dir="ltr">
          {banner.targetUrl}
        </p>
        <p className="mt-1 flex flex-wrap gap-2 text-xs">
          <span className="rounded-full bg-gray-100 px-2 py-0.5">
            {banner.lang ? languageName(lang, banner.lang) : t("console.merchandising.allLanguages")}
          </span>
          <span
            className={`rounded-full px-2 py-0.5 font-semibold ${
              banner.active ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900"
            }`}
          >
            {banner.active ? t("console.merchandising.active") : t("console.merchandising.inactive")}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <MoveButtons
          id={banner.id}
          name={banner.description}
          first={index === 0}
          last={index === count - 1}
          movedKey={movedKey}
          hidden={{ lang: filter }}
        />
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="id" value={banner.id} />
          <input type="hidden" name="active" value={banner.active ? "false" : "true"} />
          <button
            type="submit"
            className="min-h-10 rounded-md border border-gray-300 bg-white px-3 text-sm hover:bg-gray-100"
            aria-label={`${banner.active ? t("console.merchandising.deactivate") : t("console.merchandising.activate")}: ${banner.description}`}
          >
            {banner.active ? t("console.merchandising.deactivate") : t("console.merchandising.activate")}
          </button>
        </Form>
        <Link
          to={`/admin/merchandising/banners/${banner.id}`}
          className="inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-3 text-sm hover:bg-gray-100"
          aria-label={`${t("console.common.edit")}: ${banner.description}`}
        >
          {t("console.common.edit")}
        </Link>
        <ConfirmDelete
          name={banner.description}
          label={t("console.common.delete")}
          question={t("console.common.confirmDelete")}
          values={{ intent: "delete", id: banner.id }}
          confirmLabel={t("console.merchandising.confirm")}
        />
      </div>
    </li>
  );
}

/** Merchandising: the home page's banners, per language, in their order. */
export default function MerchandisingBannersRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { banners, lang, saved } = loaderData;
  const movedKey = actionData?.ok ? actionData.moved : undefined;
  return (
    <section aria-labelledby="merchandising-title">
      <MerchandisingHeader section="banners" />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <LanguageFilter current={lang} />
        <Link
          to="/admin/merchandising/banners/new"
          className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t("console.merchandising.newBanner")}
        </Link>
      </div>
      <p className="mt-3 text-sm text-gray-600">
        {lang === "all" ? t("console.merchandising.orderHintAll") : t("console.merchandising.orderHintLang")}
      </p>
      <ActionNotice
        result={actionData ?? (saved ? { ok: true, notice: "console.common.saved" } : undefined)}
      />
      {banners.length ? (
        <ol className="mt-2 space-y-3">
          {banners.map((banner, i) => (
            <BannerRow
              key={banner.id}
              banner={banner}
              index={i}
              count={banners.length}
              filter={lang}
              movedKey={movedKey}
            />
          ))}
        </ol>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("console.merchandising.noBanners")}
        </p>
      )}
    </section>
  );
}
