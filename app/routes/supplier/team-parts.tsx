import { Form, useNavigation } from "react-router";
import { SelectField } from "#app/components/field-parts.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useClientValidation } from "#app/lib/forms.ts";
import { InviteSchema } from "#core/schemas/team.ts";
import { TEAM_ROLES } from "#core/schemas/team-roles.ts";
import type { Route } from "./+types/team";

export type LoaderData = Route.ComponentProps["loaderData"];

export function RoleHelp() {
  const { t } = useTranslation();
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {TEAM_ROLES.map((role) => (
        <div key={role} className="contents">
          <dt className="font-semibold">{t(`supplier.roles.${role}`)}</dt>
          <dd className="mb-1 text-gray-600 sm:mb-0">{t(`supplier.team.roleHelp.${role}`)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function InviteForm({
  failure,
}: {
  failure: { fields: Record<string, string>; values: Record<string, string> } | undefined;
}) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useClientValidation(InviteSchema, failure?.fields);
  const busy = useNavigation().formData?.get("intent") === "invite";
  return (
    <section aria-labelledby="invite-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="invite-title" className="text-lg font-semibold">
        {t("supplier.team.invite")}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t("supplier.team.inviteHelp")}</p>
      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-start"
      >
        <input type="hidden" name="intent" value="invite" />
        <FormField
          name="email"
          type="email"
          autoComplete="off"
          required
          label={t("supplier.team.email")}
          defaultValue={failure?.values.email}
          error={errors.email}
        />
        <SelectField
          name="role"
          label={t("supplier.team.role")}
          defaultValue={failure?.values.role ?? "viewer"}
          error={errors.role}
        >
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`supplier.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <button
          type="submit"
          disabled={busy}
          className="min-h-10 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:mt-6"
        >
          {t("supplier.team.inviteButton")}
        </button>
      </Form>
      <RoleHelp />
    </section>
  );
}

export function MemberRow({ member, data }: { member: LoaderData["members"][number]; data: LoaderData }) {
  const { t } = useTranslation();
  const self = member.id === data.userId;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {member.name}{" "}
          {self ? <span className="font-normal text-gray-600">{t("supplier.team.you")}</span> : null}
        </p>
        {/* An address is cut at its end, not its start, on right-to-left pages too. */}
        <p dir="ltr" className="truncate text-sm text-gray-600 rtl:text-right">
          {member.email}
        </p>
      </div>
      {data.manages ? (
        <div className="flex flex-wrap items-end gap-2">
          <Form method="post" className="flex items-end gap-2">
            <input type="hidden" name="intent" value="change-role" />
            <input type="hidden" name="userId" value={member.id} />
            <label className="text-sm">
              <span className="sr-only">{t("supplier.team.roleOf", { name: member.name })}</span>
              <select
                name="role"
                defaultValue={member.role}
                aria-label={t("supplier.team.roleOf", { name: member.name })}
                className="min-h-10 rounded-md border border-gray-300 bg-white px-2"
              >
                {TEAM_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`supplier.roles.${role}`)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              className="min-h-10 rounded-md border border-gray-300 bg-white px-3 text-sm hover:bg-gray-100"
            >
              {t("supplier.team.saveRole")}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="userId" value={member.id} />
            <button
              type="submit"
              aria-label={t("supplier.team.removeNamed", { name: member.name })}
              className="min-h-10 rounded-md border border-red-300 bg-white px-3 text-sm text-red-700 hover:bg-red-50"
            >
              {t("supplier.team.remove")}
            </button>
          </Form>
        </div>
      ) : (
        <span className="rounded-full bg-gray-100 px-3 py-1 text-sm">
          {t(`supplier.roles.${member.role}`)}
        </span>
      )}
    </li>
  );
}
