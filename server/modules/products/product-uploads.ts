import type { AppDeps } from "#server/deps.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import { localPrivateFileStore, storePrivateFile } from "#server/modules/files/index.ts";
import { type ImageRules, storeUploadedImage } from "#server/modules/media/index.ts";

type Deps = Pick<AppDeps, "db" | "config">;

/**
 * Product pictures: judged by their content (sharp decodes them; the name and the browser's type
 * count for nothing), re-encoded as JPEG without metadata and kept with the other uploads, so
 * /media/uploads/… serves them and makes the listing's 200x200 and the gallery's 400x520 copies.
 * Small pictures are refused: they would show blurred in the gallery.
 */
export const PRODUCT_PICTURE_RULES: ImageRules = {
  maxBytes: 5 * 1024 * 1024,
  minWidth: 200,
  minHeight: 200,
  errors: {
    missing: "supplier.productEditor.pictureRequired",
    tooLarge: "supplier.productEditor.pictureTooLarge",
    notImage: "supplier.productEditor.pictureNotImage",
    tooSmall: "supplier.productEditor.pictureTooSmall",
  },
};

/**
 * Stores pictures for a product of the member's company (a product picture or a custom
 * variation's value picture); answers their /media/… addresses in order. Catalogue editors only.
 * `field` names the form field a refusal belongs to.
 */
export async function storeProductPictures(
  deps: Deps,
  actor: Actor,
  companyId: number,
  pictures: Uint8Array[],
  field = "pictures",
): Promise<string[]> {
  await requireCan(deps.db, actor, "products.edit", companyId);
  const urls: string[] = [];
  for (const bytes of pictures)
    urls.push(await storeUploadedImage(deps.config.dataDir, bytes, field, PRODUCT_PICTURE_RULES));
  return urls;
}

/**
 * Stores a product certificate's file (PDF or picture, checked by content) in the private store,
 * readable by the company's members and the operator; answers its id for the certificate.
 */
export async function storeProductCertificateFile(
  deps: Deps,
  actor: Actor,
  companyId: number,
  upload: { name: string; bytes: Uint8Array },
): Promise<number> {
  await requireCan(deps.db, actor, "products.edit", companyId);
  const file = await storePrivateFile(deps.db, localPrivateFileStore(deps.config.dataDir), {
    ownerUserId: actor.id,
    companyId,
    purpose: "certificate",
    originalName: upload.name,
    bytes: upload.bytes,
  });
  return file.id;
}
