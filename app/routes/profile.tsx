import { Link, redirect } from "react-router";
import { isStaff } from "#core/rules/staff-roles.ts";
import { CART_PATH } from "#core/urls/account-paths.ts";
import { QUOTES_PATH } from "#core/urls/quote-paths.ts";
import { RFQ_LIST_PATH } from "#core/urls/rfq-paths.ts";
import { requestContext } from "#server/request-context.ts";
import { ResendConfirmationForm } from "../components/confirm-email-notice.tsx";
import { PageTitle } from "../components/page-title.tsx";
import { useTranslation } from "../i18n/react.tsx";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** The signed-in user's account overview and its way to the cart (later issues add requests and messages here). */
export function loader({ context }: Route.LoaderArgs) {
  const user = context.get(requestContext).user;
  if (!user) throw redirect("/login?returnUrl=%2Fprofile");
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    companyName: user.companyName,
    emailConfirmed: user.emailConfirmed,
    roles: user.roles,
  };
}

export default function ProfileRoute({ loaderData: user }: Route.ComponentProps) {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    [t("auth.firstName"), user.firstName],
    [t("auth.lastName"), user.lastName],
    [t("auth.email"), user.email],
    [t("auth.phone"), user.phone],
    [t("auth.companyName"), user.companyName],
    [t("profile.roles"), user.roles.map((r) => t(`roles.${r}`)).join(", ")],
  ];
  return (
    <section
      className="mx-auto max-w-2xl rounded-lg border border-gray-200 bg-white p-6"
      aria-labelledby="profile-title"
    >
      <PageTitle>{t("header.account")}</PageTitle>
      <h1 id="profile-title" className="mb-4 text-2xl font-bold">
        {t("header.account")}
      </h1>
      {!user.emailConfirmed ? (
        <div className="mb-4 rounded-md border border-blue-200 bg-blue-50 px-3 py-3 text-sm text-blue-800">
          <p className="mb-3">{t("auth.confirmPendingLong")}</p>
          <ResendConfirmationForm returnUrl="/profile" />
        </div>
      ) : null}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-gray-600">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to={CART_PATH}
          className="inline-block rounded-md border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-100"
        >
          {t("cart.title")}
        </Link>
        <Link
          to="/profile/orders"
          className="inline-block rounded-md border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-100"
        >
          {t("orders.list.title")}
        </Link>
        <Link
          to={RFQ_LIST_PATH}
          className="inline-block rounded-md border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-100"
        >
          {t("rfqBuyer.list.title")}
        </Link>
        <Link
          to={QUOTES_PATH}
          className="inline-block rounded-md border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-100"
        >
          {t("quotes.list.title")}
        </Link>
        <Link
          to="/profile/inquiries"
          className="inline-block rounded-md border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-100"
        >
          {t("inquiries.title")}
        </Link>
        <Link
          to="/profile/security"
          className="inline-block rounded-md border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-100"
        >
          {t("security.title")}
        </Link>
        <Link
          to="/profile/notifications"
          className="inline-block rounded-md border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-100"
        >
          {t("messagePrefs.title")}
        </Link>
        {isStaff(user.roles) ? (
          <Link
            to="/admin"
            className="inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {t("profile.console")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
