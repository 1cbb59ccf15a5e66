import { redirect } from "react-router";
import { parseId } from "#core/schemas/id.ts";
import type { DocumentInput } from "#core/schemas/verification.ts";
import { AppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { FILE_ERRORS } from "#server/modules/files/index.ts";
import * as verification from "#server/modules/verification/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { requireWorkspace } from "./access.server.ts";

/**
 * The certificates and verification pages' form actions: save (add, or change when an id is
 * posted) with an optional file, and delete. Only members who may manage the company's documents
 * get here; the company is always the workspace's own, never one named in the form, and an id of
 * another company's evidence is not found. A refused upload (wrong type, too large, a script
 * named .jpg) answers inside the form and changes nothing.
 */
export async function runEvidenceAction(
  ctx: RequestContext,
  request: Request,
  url: URL,
  kind: verification.EvidenceKind,
) {
  const { user, company } = await requireWorkspace(ctx, request, url, "company.manage_documents");
  if (Number(request.headers.get("content-length") ?? "0") > verification.evidenceBodyMaxBytes(kind)) {
    return formFailure(
      new AppError("payload_too_large", FILE_ERRORS.tooLarge, { file: FILE_ERRORS.tooLarge }),
      {},
    );
  }
  const form = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const file = form.get("file");
  const upload =
    file instanceof File && file.size > 0
      ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
      : undefined;
  const id = values.id ? parseId(values.id) : undefined;
  const deps = ctx.deps;
  try {
    if (values.id && id === undefined) throw new AppError("not_found");
    if (values.intent === "delete") {
      if (id === undefined) throw new AppError("not_found");
      if (kind === "certificate") await verification.removeCertificate(deps, user, company.id, id);
      else await verification.removeDocument(deps, user, company.id, id);
      return { ok: true as const, notice: "supplier.evidence.deleted" };
    }
    if (kind === "certificate") {
      const input = {
        name: values.name ?? "",
        authorizingBody: values.authorizingBody,
        certificateNumber: values.certificateNumber,
        startDate: values.startDate,
        endDate: values.endDate,
      };
      if (id === undefined) await verification.addCertificate(deps, user, company.id, input, upload);
      else await verification.editCertificate(deps, user, company.id, id, input, upload);
    } else {
      // The service parses the input with the form's schema: an unknown type is refused there.
      const input = {
        documentType: values.documentType as DocumentInput["documentType"],
        expiresOn: values.expiresOn,
      };
      if (id === undefined) await verification.addDocument(deps, user, company.id, input, upload);
      else await verification.editDocument(deps, user, company.id, id, input, upload);
    }
  } catch (error) {
    return formFailure(error, values);
  }
  // After a save the form is empty again (and an edit's address loses its ?edit=).
  throw redirect(`${url.pathname}?saved=1`);
}
