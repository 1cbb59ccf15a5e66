export {
  type CompanyFileEntry,
  deletePrivateFile,
  FILE_ERRORS,
  IMAGE_MAX_BYTES,
  listCompanyFiles,
  type PrivateFileContent,
  PURPOSE_MAX_BYTES,
  readPrivateFile,
  type StoredPrivateFile,
  sniffMediaType,
  storePrivateFile,
} from "./files.service.ts";
export { localPrivateFileStore, type PrivateFileStore, privateFilesDir } from "./private-store.ts";
