import { redirect } from "react-router";
import { InquiryBulkSchema, InquiryListQuerySchema, inquiryListSearch } from "#core/schemas/inquiries.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { roleMay } from "#server/modules/companies/index.ts";
import { listInquiries, runInquiryBulk } from "#server/modules/deals/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";

/** What a finished bulk action left in the address, for the notice over the list. */
function bulkNotice(url: URL) {
  const bulk = url.searchParams.get("done");
  if (bulk !== "assign" && bulk !== "archive" && bulk !== "spam") return null;
  const count = (name: string) => Math.max(0, Math.min(1000, Number(url.searchParams.get(name)) || 0));
  return { bulk, done: count("n"), skipped: count("skipped") };
}

/** The inbox: the page of the company's inquiries under the address's filters, and what the member may do. */
export async function loadInquiryList(ctx: RequestContext, request: Request, url: URL) {
  const { user, company } = await requireWorkspace(ctx, request, url, "inquiries.view");
  const query = InquiryListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const list = await listInquiries(ctx.deps, user, company.id, ctx.lang, query);
  return { ...list, query, mayReply: roleMay(company.role, "inquiries.reply"), notice: bulkNotice(url) };
}

/**
 * The bulk form: one action on the checked inquiries of the company (ids of another company's
 * are skipped). Done, the browser goes back to the list it came from with a notice (post,
 * redirect, get), so reloading it does not post again.
 */
export async function runInquiryListAction(ctx: RequestContext, request: Request, url: URL) {
  const { user, company } = await requireWorkspace(ctx, request, url, "inquiries.reply");
  const form = await request.formData().catch(() => new FormData());
  const values = { bulk: String(form.get("bulk") ?? ""), assignee: String(form.get("assignee") ?? "") };
  const parsed = InquiryBulkSchema.safeParse({
    bulk: form.get("bulk") || undefined,
    ids: form.getAll("ids").filter((v) => typeof v === "string"),
    assignee: form.get("assignee") ?? undefined,
  });
  if (!parsed.success) return formFailure(parsed.error, values);
  try {
    const result = await runInquiryBulk(ctx.deps, user, company.id, parsed.data);
    const search = inquiryListSearch(InquiryListQuerySchema.parse(Object.fromEntries(url.searchParams)));
    search.set("done", parsed.data.bulk);
    search.set("n", String(result.done));
    search.set("skipped", String(result.skipped));
    return redirect(`/supplier/inquiries?${search}`, 303);
  } catch (error) {
    return formFailure(error, values);
  }
}
