import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { langFromHost } from "#core/i18n/languages.ts";
import { CSV_IMPORT, IMPORT_REJECTIONS } from "#core/schemas/campaigns.ts";
import { IdSchema } from "#core/schemas/id.ts";
import {
  getContactListNameOfCampaign,
  importContactBatch,
  unsubscribe,
} from "#server/modules/campaigns/index.ts";
import { translator } from "../lib/i18n.ts";
import type { ApiEnv } from "./api.ts";
import { clientInfo } from "./client-info.ts";
import { requireStaff } from "./guards.ts";
import { ErrorRef, json, PUBLIC, SIGNED_IN } from "./openapi-shapes.ts";

const TAGS = ["Campaigns"];
// Link values arrive as text and are checked by the service, so that every malformed or
// mismatched link gets the same answer (a 400 for a bad number would tell which part was wrong).
const linkValue = z.string().optional();

const listNameRoute = createRoute({
  method: "get",
  path: "/campaign/contactlistname",
  operationId: "getCampaignContactListName",
  security: PUBLIC,
  tags: TAGS,
  summary: "The name of the contact list a campaign goes to (shown on the unsubscribe page)",
  request: { query: z.object({ campid: linkValue.openapi({ description: "Campaign id" }) }) },
  responses: {
    200: json(z.object({ clname: z.string() }), "The list's name"),
    404: json(ErrorRef, "No such campaign"),
  },
});

const unsubscribeRoute = createRoute({
  method: "get",
  path: "/campaign/unsubscribe",
  operationId: "unsubscribeFromContactList",
  security: PUBLIC,
  tags: TAGS,
  summary: "Unsubscribe a member from a contact list, from the link in a campaign e-mail",
  description:
    "Succeeds when the contact (cid) is in the list (clid), the campaign (campid) targets that list " +
    "and the e-mail is the contact's. Any other combination answers the same 404, whichever part is " +
    "wrong. Repeating a successful call succeeds again and changes nothing.",
  request: {
    query: z.object({
      cid: linkValue.openapi({ description: "Contact id" }),
      campid: linkValue.openapi({ description: "Campaign id" }),
      clid: linkValue.openapi({ description: "Contact list id" }),
      email: linkValue.openapi({ description: "The contact's e-mail address" }),
    }),
  },
  responses: {
    200: json(z.object({ unsubscribed: z.literal(true), message: z.string() }), "Unsubscribed"),
    404: json(ErrorRef, "'The unsubscription failed.' (the same for every mismatch)"),
  },
});

const ImportReportSchema = z
  .object({
    added: z.number().int(),
    rejected: z.array(z.object({ line: z.number().int(), reason: z.enum(IMPORT_REJECTIONS) })),
  })
  .openapi("ContactImportReport");

const importRoute = createRoute({
  method: "post",
  path: "/campaign/contactlist/{id}/import",
  operationId: "importContactListBatch",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary: "Import one batch of a CSV file's lines into a contact list (moderators and admins)",
  description:
    `Columns email[,name]; a first line 'email,name' is a header. Send a file in batches of at most ` +
    `${CSV_IMPORT.batchLines} lines, in order, each with the number of its first line; the file may ` +
    `have at most ${CSV_IMPORT.maxLines} lines of at most ${CSV_IMPORT.maxLineLength} characters.`,
  request: {
    params: z.object({ id: IdSchema }),
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            firstLine: z.number().int().min(1).max(CSV_IMPORT.maxLines),
            lines: z.array(z.string().max(CSV_IMPORT.maxLineLength + 1)).max(CSV_IMPORT.batchLines),
          }),
        },
      },
    },
  },
  responses: {
    200: json(ImportReportSchema, "Members added, and the rejected lines with their reasons"),
    400: json(ErrorRef, "Bad batch (too many lines, a line number past the limit)"),
    401: json(ErrorRef, "Not signed in"),
    403: json(ErrorRef, "Not a moderator or admin"),
    404: json(ErrorRef, "No such contact list"),
  },
});

/** Campaign calls at their fixed public paths, and the console's CSV import. */
export function registerCampaignsApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(listNameRoute, async (c) => {
    return c.json(await getContactListNameOfCampaign(c.get("deps").db, c.req.valid("query").campid), 200);
  });

  api.openapi(unsubscribeRoute, async (c) => {
    await unsubscribe(c.get("deps").db, c.req.valid("query"), clientInfo(c).ip);
    const message = translator(langFromHost(c.req.header("host")))("unsubscribe.done");
    return c.json({ unsubscribed: true as const, message }, 200);
  });

  api.openapi(importRoute, async (c) => {
    const report = await importContactBatch(
      c.get("deps").db,
      c.get("user"),
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    return c.json(report, 200);
  });
}
