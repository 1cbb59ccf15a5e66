/* The storefront page's picture forms (storefront.tsx): a move or remove button, and an upload. */
import { Form } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import type { StorefrontPictureKind } from "#core/schemas/company-texts.ts";
import { MERCH_IMAGE } from "#core/schemas/merchandising.ts";

/** One picture's move or removal, a form of its own so it works without JavaScript. */
export function PictureButton({
  kind,
  index,
  move,
  label,
}: {
  kind: string;
  index: number;
  move: string;
  label: string;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="picture" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="index" value={index} />
      <input type="hidden" name="move" value={move} />
      <button
        type="submit"
        className="min-h-10 rounded-md border border-gray-300 bg-white px-3 text-sm hover:bg-gray-100"
      >
        {label}
      </button>
    </Form>
  );
}

/** Uploads a logo or banner picture of `kind`. */
export function UploadForm({
  kind,
  label,
  busy,
}: {
  kind: StorefrontPictureKind;
  label: string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const id = `picture-${kind}`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      className="mt-2 flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="kind" value={kind} />
      <div>
        <label htmlFor={id} className="block text-sm">
          {label}
        </label>
        <input
          id={id}
          name="picture"
          type="file"
          required
          accept={MERCH_IMAGE.accept}
          className="mt-1 block max-w-full text-sm"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="min-h-10 rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {t("supplier.storefront.upload")}
      </button>
    </Form>
  );
}
