export {
  demoBanner,
  demoLeafIcons,
  demoLogo,
  demoProductPicture,
  parseDemoPath,
  renderDemoImage,
} from "./demo-images.ts";
export { uploadsDir } from "./upload-paths.ts";
export { sweepUnusedUploads } from "./upload-sweep.ts";
export {
  type ImageRules,
  readUpload,
  renderUploadVariant,
  storeUploadedImage,
  UPLOAD_ERRORS,
  writeAtomically,
} from "./uploads.ts";
