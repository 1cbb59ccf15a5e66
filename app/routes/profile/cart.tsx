import { useEffect, useRef, useState } from "react";
import { data, Link, redirect, useNavigation } from "react-router";
import type { CartLineResult } from "#app/components/cart/cart-line-item.tsx";
import { CartSupplierGroup } from "#app/components/cart/cart-supplier-group.tsx";
import { CheckoutLink } from "#app/components/cart/checkout-link.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { CartQuantityFormSchema, CartRemoveFormSchema } from "#core/schemas/cart.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { changeQuantity, getCart, removeLine } from "#server/modules/cart/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/cart";

const LOGIN = `/login?returnUrl=${encodeURIComponent("/profile/shopping/cart")}`;

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** /profile/shopping/cart: the signed-in user's cart; others sign in first. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) throw redirect(LOGIN);
  return { cart: await getCart(ctx.deps.db, ctx.user.id, ctx.lang) };
}

/** A line's quantity (intent update-quantity) or its removal (intent remove-line), the owner's only. */
export async function action({ context, request }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) throw redirect(LOGIN);
  const form = await request.formData().catch(() => new FormData());
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const intent = values.intent;
  if (intent !== "update-quantity" && intent !== "remove-line") throw data(null, { status: 400 });
  const lineId = Number(values.lineId) || null;
  const fail = (error: unknown) => formFailure(error, values, { extra: { intent, lineId } });
  try {
    if (intent === "update-quantity") {
      const parsed = CartQuantityFormSchema.safeParse(values);
      if (!parsed.success) return fail(parsed.error);
      await changeQuantity(ctx.deps.db, ctx.user.id, parsed.data.lineId, parsed.data.quantity);
      return { intent, ok: true as const, lineId: parsed.data.lineId } satisfies CartLineResult;
    }
    const parsed = CartRemoveFormSchema.safeParse(values);
    if (!parsed.success) return fail(parsed.error);
    await removeLine(ctx.deps.db, ctx.user.id, parsed.data.lineId);
    return { intent, ok: true as const, lineId: parsed.data.lineId } satisfies CartLineResult;
  } catch (error) {
    return fail(error);
  }
}

export default function CartRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { cart } = loaderData;
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const lineIds = cart.groups.flatMap((g) => g.lines.map((l) => l.id)).join(",");
  const previous = useRef(lineIds);

  // A removed line leaves the page: say so, and keep focus on the page rather than losing it.
  useEffect(() => {
    const before = previous.current.split(",").filter(Boolean);
    previous.current = lineIds;
    const now = new Set(lineIds.split(","));
    if (!before.some((id) => !now.has(id))) return;
    setAnnouncement(t("cart.removed"));
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, [lineIds, t]);

  const posted = actionData as CartLineResult | undefined;
  const removedWithoutScript = posted?.ok && posted.intent === "remove-line";
  return (
    <section
      aria-labelledby="cart-title"
      aria-busy={navigation.state === "loading"}
      className="mx-auto max-w-4xl"
    >
      <PageTitle>{t("cart.title")}</PageTitle>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="cart-title" ref={heading} tabIndex={-1} className="text-2xl font-bold">
          {t("cart.title")}
        </h1>
        {cart.lineCount ? (
          <p className="text-sm text-gray-600">
            {t("cart.lineCount", { count: formatNumber(lang, cart.lineCount) })}
          </p>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement || (removedWithoutScript ? t("cart.removed") : "")}
      </p>
      {cart.groups.length ? (
        <div className="flex flex-col gap-5">
          {cart.groups.map((group) => (
            <CartSupplierGroup key={group.supplier.id} group={group} posted={posted} />
          ))}
          <CheckoutLink cart={cart} />
        </div>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white px-4 py-10 text-center">
          <p className="mb-1 text-lg font-semibold">{t("cart.empty")}</p>
          <p className="mb-5 text-sm text-gray-600">{t("cart.emptyHint")}</p>
          <Link
            to="/categories"
            className="inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {t("cart.browse")}
          </Link>
        </div>
      )}
    </section>
  );
}
