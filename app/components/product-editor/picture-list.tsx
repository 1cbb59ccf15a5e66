import { useTranslation } from "#app/i18n/react.tsx";
import { PRODUCT_LIMITS } from "#core/schemas/product-editor.ts";
import type { EditorErrors } from "./editor-types.ts";
import { PathError, smallButton } from "./editor-section.tsx";

/** The 200x200 copy the media route makes of an upload, for the thumbnails here. */
export const thumbnail = (url: string) => url.replace(/\.jpg$/, "_200x200.jpg");

const ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * The product's pictures in order (the first is the main one, shown on cards and first in the
 * gallery): each moves up or down, becomes the main one or goes, by a button that posts the form
 * back, so it works from the keyboard and without JavaScript. New pictures are chosen in the file
 * field and stored when the form is posted ("Upload" or "Save"), checked by their content.
 */
export function PictureList({ pictures, errors }: { pictures: string[]; errors: EditorErrors }) {
  const { t } = useTranslation();
  const last = pictures.length - 1;
  return (
    <div className="space-y-3">
      {pictures.length ? (
        <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {pictures.map((url, i) => (
            <li key={url} className="flex gap-3 rounded-md border border-gray-200 p-2">
              <input type="hidden" name="pictures" value={url} />
              <img
                src={thumbnail(url)}
                alt={t("supplier.productEditor.pictureAlt", { n: i + 1 })}
                width={96}
                height={96}
                className="h-24 w-24 shrink-0 rounded border object-cover"
              />
              <div className="flex min-w-0 flex-col gap-1">
                <span className="text-sm font-medium">
                  {i === 0
                    ? t("supplier.productEditor.mainPicture")
                    : t("supplier.productEditor.pictureN", { n: i + 1 })}
                </span>
                <div className="flex flex-wrap gap-1">
                  {i > 0 ? (
                    <>
                      <MoveButton
                        url={url}
                        intent={`picture:main:${i}`}
                        label={t("supplier.productEditor.makeMain", { n: i + 1 })}
                        text={t("supplier.productEditor.makeMainShort")}
                      />
                      <MoveButton
                        url={url}
                        intent={`picture:up:${i}`}
                        label={t("supplier.productEditor.moveUp", { n: i + 1 })}
                        text="↑"
                      />
                    </>
                  ) : null}
                  {i < last ? (
                    <MoveButton
                      url={url}
                      intent={`picture:down:${i}`}
                      label={t("supplier.productEditor.moveDown", { n: i + 1 })}
                      text="↓"
                    />
                  ) : null}
                  <MoveButton
                    url={url}
                    intent={`picture:remove:${i}`}
                    label={t("supplier.productEditor.removePicture", { n: i + 1 })}
                    text={t("supplier.productEditor.remove")}
                  />
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-gray-600">{t("supplier.productEditor.noPictures")}</p>
      )}
      <PathError
        id="pictures"
        error={errors.pictures ?? Object.entries(errors).find(([k]) => k.startsWith("pictures."))?.[1]}
      />
      {pictures.length < PRODUCT_LIMITS.pictures ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0">
            <label htmlFor="newPictures" className="mb-1 block text-sm font-medium">
              {t("supplier.productEditor.addPictures")}
            </label>
            <input
              id="newPictures"
              name="newPictures"
              type="file"
              multiple
              accept={ACCEPT}
              aria-describedby="newPictures-hint"
              className="block w-full max-w-full text-sm file:me-3 file:min-h-10 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3"
            />
            <p id="newPictures-hint" className="mt-1 text-xs text-gray-500">
              {t("supplier.productEditor.picturesHint", { max: PRODUCT_LIMITS.pictures })}
            </p>
          </div>
          <button type="submit" name="intent" value="upload" data-focus="upload" className={smallButton}>
            {t("supplier.productEditor.upload")}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** A picture's button; after the post the keyboard goes back to the same picture, wherever it moved. */
function MoveButton({
  url,
  intent,
  label,
  text,
}: {
  url: string;
  intent: string;
  label: string;
  text: string;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      aria-label={label}
      title={label}
      data-focus={`picture:${url}`}
      className={smallButton}
    >
      {text}
    </button>
  );
}
