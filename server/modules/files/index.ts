export {
  deletePrivateFile,
  FILE_ERRORS,
  IMAGE_MAX_BYTES,
  type PrivateFileContent,
  PURPOSE_MAX_BYTES,
  readPrivateFile,
  reencodePicture,
  type StoredPrivateFile,
  sniffMediaType,
  storePrivateFile,
} from "./files.service.ts";
export { findCompanyFileIds } from "./files.repo.ts";
export { localPrivateFileStore, type PrivateFileStore, privateFilesDir } from "./private-store.ts";
