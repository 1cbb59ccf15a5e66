import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { IdSchema, parseId } from "#core/schemas/id.ts";
import { CertificateSchema, DocumentSchema } from "#core/schemas/verification.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import { FILE_ERRORS } from "#server/modules/files/index.ts";
import * as verification from "#server/modules/verification/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser, type UserEnv } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";
import { EvidenceSchema } from "./verification.api-schemas.ts";

/**
 * The supplier's side of verification in the API: what the certificates and verification pages
 * do, with the same services and the same form schemas. The file goes in a multipart body and is
 * checked by the private files module exactly as the pages' uploads are (type by content, size
 * limit, pictures re-encoded). Any change waits for the operator again.
 */
const TAGS = ["Verification"];

/**
 * Before the body is read: the caller must be allowed to manage this company's documents (404 for
 * a company that is not theirs, 403 for a team role without the right), and a body larger than
 * any accepted upload is refused from its declared length.
 */
function manageDocuments(kind: verification.EvidenceKind) {
  return createMiddleware<UserEnv>(async (c, next) => {
    const companyId = parseId(c.req.param("companyId") ?? "");
    // A malformed id is answered by the parameter validation that follows (400).
    if (companyId !== undefined)
      await requireCan(c.get("deps").db, c.get("user"), "company.manage_documents", companyId);
    if (Number(c.req.header("content-length") ?? "0") > verification.evidenceBodyMaxBytes(kind))
      throw new AppError("payload_too_large", FILE_ERRORS.tooLarge, { file: FILE_ERRORS.tooLarge });
    await next();
  });
}

const FILE_DESCRIPTION =
  "PDF, PNG, JPEG or WebP of up to 10 MB, judged by its content (not its name); pictures are re-encoded without metadata.";
const filePart = z
  .custom<File>((value) => value instanceof File, { error: "errors.evidenceFileRequired" })
  .openapi({ type: "string", format: "binary", description: FILE_DESCRIPTION });

/** The pages' schemas, with the file beside the fields. */
const DocumentAddForm = DocumentSchema.safeExtend({ file: filePart }).openapi("VerificationDocumentUpload");
const DocumentEditForm = DocumentSchema.safeExtend({
  file: filePart
    .optional()
    .openapi({ description: `Optional: a new file replaces the old. ${FILE_DESCRIPTION}` }),
}).openapi("VerificationDocumentChange");
const CertificateAddForm = CertificateSchema.safeExtend({ file: filePart }).openapi("CertificateUpload");
const CertificateEditForm = CertificateSchema.safeExtend({
  file: filePart
    .optional()
    .openapi({ description: `Optional: a new file replaces the old. ${FILE_DESCRIPTION}` }),
}).openapi("CertificateChange");

const multipart = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "multipart/form-data": { schema } },
});

const refusals = {
  401: json(ErrorRef, "Not signed in"),
  403: json(ErrorRef, "The member's team role may not manage the company's documents"),
  404: json(ErrorRef, "Not a member of this company, or no such evidence of this company"),
} as const;
const saveRefusals = {
  ...refusals,
  400: json(
    ErrorRef,
    "Invalid fields, or a file missing, empty or of a type not accepted (translated field messages; nothing is stored)",
  ),
  413: json(ErrorRef, "The file is larger than the limit"),
} as const;

const companyParams = z.object({ companyId: IdSchema });
const itemParams = z.object({ companyId: IdSchema, id: IdSchema });

const manageDocumentsOnly = manageDocuments("document");
const manageCertificatesOnly = manageDocuments("certificate");

const addDocumentRoute = createRoute({
  security: SIGNED_IN,
  middleware: [requireUser, manageDocumentsOnly] as const,
  tags: TAGS,
  method: "post",
  path: "/companies/{companyId}/verification/documents",
  operationId: "addVerificationDocument",
  summary: "Upload a verification document: its type, expiry date and file (owners and team admins)",
  description: "The document waits for the operator's review (status pending).",
  request: { params: companyParams, body: multipart(DocumentAddForm) },
  responses: { 201: json(EvidenceSchema, "The document as stored"), ...saveRefusals },
});

const editDocumentRoute = createRoute({
  security: SIGNED_IN,
  middleware: [requireUser, manageDocumentsOnly] as const,
  tags: TAGS,
  method: "put",
  path: "/companies/{companyId}/verification/documents/{id}",
  operationId: "editVerificationDocument",
  summary:
    "Change a verification document's type and expiry date, optionally with a new file (owners and team admins)",
  description: "The document waits for the operator's review again; the verified badge is derived again.",
  request: { params: itemParams, body: multipart(DocumentEditForm) },
  responses: { 200: json(EvidenceSchema, "The document after the change"), ...saveRefusals },
});

const removeDocumentRoute = createRoute({
  security: SIGNED_IN,
  middleware: [requireUser, manageDocumentsOnly] as const,
  tags: TAGS,
  method: "delete",
  path: "/companies/{companyId}/verification/documents/{id}",
  operationId: "removeVerificationDocument",
  summary: "Delete a verification document and its file (owners and team admins)",
  request: { params: itemParams },
  responses: { 204: { description: "Deleted" }, 400: json(ErrorRef, "Invalid id"), ...refusals },
});

const addCertificateRoute = createRoute({
  security: SIGNED_IN,
  middleware: [requireUser, manageCertificatesOnly] as const,
  tags: TAGS,
  method: "post",
  path: "/companies/{companyId}/verification/certificates",
  operationId: "addCertificate",
  summary:
    "Upload a certificate: name, issuing body, number, start and end dates and the file (owners and team admins)",
  description: "The certificate waits for the operator's review (status pending).",
  request: { params: companyParams, body: multipart(CertificateAddForm) },
  responses: { 201: json(EvidenceSchema, "The certificate as stored"), ...saveRefusals },
});

const editCertificateRoute = createRoute({
  security: SIGNED_IN,
  middleware: [requireUser, manageCertificatesOnly] as const,
  tags: TAGS,
  method: "put",
  path: "/companies/{companyId}/verification/certificates/{id}",
  operationId: "editCertificate",
  summary: "Change a certificate's details, optionally with a new file (owners and team admins)",
  description: "The certificate waits for the operator's review again.",
  request: { params: itemParams, body: multipart(CertificateEditForm) },
  responses: { 200: json(EvidenceSchema, "The certificate after the change"), ...saveRefusals },
});

const removeCertificateRoute = createRoute({
  security: SIGNED_IN,
  middleware: [requireUser, manageCertificatesOnly] as const,
  tags: TAGS,
  method: "delete",
  path: "/companies/{companyId}/verification/certificates/{id}",
  operationId: "removeCertificate",
  summary: "Delete a certificate and its file (owners and team admins)",
  request: { params: itemParams },
  responses: { 204: { description: "Deleted" }, 400: json(ErrorRef, "Invalid id"), ...refusals },
});

/** The uploaded part as the services take it; an empty part is no file. */
async function uploadOf(file: File | undefined): Promise<verification.Upload | undefined> {
  if (!file || file.size === 0) return undefined;
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** One piece of the company's evidence as its members read it. */
async function evidenceOf(
  deps: AppDeps,
  user: UserEnv["Variables"]["user"],
  companyId: number,
  kind: verification.EvidenceKind,
  id: number,
) {
  const { certificates, documents } = await verification.listCompanyEvidence(deps, user, companyId);
  const item = (kind === "certificate" ? certificates : documents).find((e) => e.id === id);
  if (!item) throw new AppError("not_found");
  return item;
}

const documentFields = ({ documentType, expiresOn }: z.output<typeof DocumentSchema>) => ({
  documentType,
  expiresOn,
});
const certificateFields = ({
  name,
  authorizingBody,
  certificateNumber,
  startDate,
  endDate,
}: z.output<typeof CertificateSchema>) => ({ name, authorizingBody, certificateNumber, startDate, endDate });

export function registerVerificationUploadApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(addDocumentRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const { companyId } = c.req.valid("param");
    const form = c.req.valid("form");
    const id = await verification.addDocument(
      deps,
      user,
      companyId,
      documentFields(form),
      await uploadOf(form.file),
    );
    return c.json(await evidenceOf(deps, user, companyId, "document", id), 201);
  });
  api.openapi(editDocumentRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const { companyId, id } = c.req.valid("param");
    const form = c.req.valid("form");
    await verification.editDocument(
      deps,
      user,
      companyId,
      id,
      documentFields(form),
      await uploadOf(form.file),
    );
    return c.json(await evidenceOf(deps, user, companyId, "document", id), 200);
  });
  api.openapi(removeDocumentRoute, async (c) => {
    const { companyId, id } = c.req.valid("param");
    await verification.removeDocument(c.get("deps"), c.get("user"), companyId, id);
    return c.body(null, 204);
  });
  api.openapi(addCertificateRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const { companyId } = c.req.valid("param");
    const form = c.req.valid("form");
    const id = await verification.addCertificate(
      deps,
      user,
      companyId,
      certificateFields(form),
      await uploadOf(form.file),
    );
    return c.json(await evidenceOf(deps, user, companyId, "certificate", id), 201);
  });
  api.openapi(editCertificateRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const { companyId, id } = c.req.valid("param");
    const form = c.req.valid("form");
    await verification.editCertificate(
      deps,
      user,
      companyId,
      id,
      certificateFields(form),
      await uploadOf(form.file),
    );
    return c.json(await evidenceOf(deps, user, companyId, "certificate", id), 200);
  });
  api.openapi(removeCertificateRoute, async (c) => {
    const { companyId, id } = c.req.valid("param");
    await verification.removeCertificate(c.get("deps"), c.get("user"), companyId, id);
    return c.body(null, 204);
  });
}
