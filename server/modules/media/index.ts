export { demoBanner, demoLogo, demoProductPicture, parseDemoPath, renderDemoImage } from "./demo-images.ts";
export { uploadsDir } from "./upload-paths.ts";
export { sweepUnusedUploads } from "./upload-sweep.ts";
export {
  readUpload,
  renderUploadVariant,
  storeUploadedImage,
  UPLOAD_ERRORS,
  type UploadRules,
  writeAtomically,
} from "./uploads.ts";
