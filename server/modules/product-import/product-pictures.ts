import { type ImageRules, storeUploadedImage } from "#server/modules/media/index.ts";

/**
 * A product picture from the import's ZIP, checked and stored as every uploaded picture is: its
 * type judged by content, decoded and re-encoded by sharp without metadata, under a random name
 * in /media/uploads.
 */
const PRODUCT_PICTURE_RULES: ImageRules = {
  maxBytes: 5 * 1024 * 1024,
  minWidth: 100,
  minHeight: 100,
  errors: {
    missing: "supplier.productImport.errors.pictureMissing",
    tooLarge: "supplier.productImport.errors.pictureUnreadable",
    notImage: "supplier.productImport.errors.pictureUnreadable",
    tooSmall: "supplier.productImport.errors.pictureTooSmall",
  },
};

export const storeProductPicture = (dataDir: string, bytes: Uint8Array) =>
  storeUploadedImage(dataDir, bytes, "pictures", PRODUCT_PICTURE_RULES);
