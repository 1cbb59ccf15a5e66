import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { langFromHost } from "#core/i18n/languages.ts";
import { HelpContactSchema } from "#core/schemas/help-center.ts";
import { IdSchema } from "#core/schemas/id.ts";
import { translator } from "../lib/i18n.ts";
import { readSessionToken, sessionUser } from "../modules/accounts/index.ts";
import * as help from "../modules/help-center/index.ts";
import type { ApiEnv } from "./api.ts";
import { clientInfo } from "./client-info.ts";
import { requireStaff } from "./guards.ts";
import { ErrorRef, json, SESSION_OPTIONAL, SIGNED_IN } from "./openapi-shapes.ts";

const TAGS = ["Help center"];
const id = IdSchema;
const paging = z.object({
  page: z.coerce.number().int().min(0).max(100_000).openapi({ description: "Zero-based page" }),
  size: z.coerce.number().int().min(1).max(help.MAX_HELP_PAGE_SIZE).openapi({ description: "Items a page" }),
});
const staffOnly = {
  401: json(ErrorRef, "Not signed in"),
  403: json(ErrorRef, "Not a moderator or admin"),
} as const;

const ItemSchema = z
  .object({
    _id: z.number().int(),
    userID: z.number().int().nullable().openapi({ description: "The sender's account if signed in" }),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    createdOn: z.string().openapi({ description: "ISO 8601 time" }),
    archived: z.boolean(),
    archivedOn: z.string().nullable(),
  })
  .openapi("HelpContactItem");
const PageSchema = z
  .object({
    items: z.array(ItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
  .openapi("HelpContactPage");

const contactRoute = createRoute({
  method: "post",
  path: "/helpcenter/contactWithAdmin",
  operationId: "contactAdministrators",
  security: SESSION_OPTIONAL,
  tags: TAGS,
  summary: "Write to the administrators (anyone); stored for the console and e-mailed to every admin",
  description: `Limited to ${help.CONTACTS_PER_IP_PER_HOUR} messages an hour per client address. A signed-in sender's account is kept with the message.`,
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          // The form's own schema: the same rules and the same translated messages as the page.
          schema: HelpContactSchema.extend({
            captchaToken: z.string().max(4096).optional().openapi({
              description: "The captcha widget's token; required when the site has a captcha set up",
            }),
          }),
        },
      },
    },
  },
  responses: {
    201: json(z.object({ _id: z.number().int(), message: z.string() }), "Delivered"),
    400: json(ErrorRef, "Invalid fields (translated field messages), or the captcha was not solved"),
    429: json(ErrorRef, "Too many messages from this address in an hour"),
  },
});

const listRoute = (archived: boolean) =>
  createRoute({
    method: "get",
    path: archived
      ? "/helpcenter/getArchivedContactInfoList/{page}/{size}"
      : "/helpcenter/getContactInfoList/{page}/{size}",
    operationId: archived ? "listArchivedContactMessages" : "listContactMessages",
    security: SIGNED_IN,
    middleware: [requireStaff] as const,
    tags: TAGS,
    summary: archived ? "Archived messages, newest first" : "Messages not archived, newest first",
    request: { params: paging },
    responses: {
      200: json(PageSchema, "One page and the total"),
      400: json(ErrorRef, "Bad paging"),
      ...staffOnly,
    },
  });

const moveRoute = (archived: boolean) =>
  createRoute({
    method: "patch",
    path: archived ? "/helpcenter/moveIntoArchive/{id}" : "/helpcenter/takeOffFromArchive/{id}",
    operationId: archived ? "archiveContactMessage" : "unarchiveContactMessage",
    security: SIGNED_IN,
    middleware: [requireStaff] as const,
    tags: TAGS,
    summary: archived ? "Move a message into the archive" : "Take a message off the archive",
    description: "Repeating it changes nothing. Recorded in the audit log.",
    request: { params: z.object({ id }) },
    responses: {
      200: json(ItemSchema, "The message in its new state"),
      400: json(ErrorRef, "Bad id"),
      ...staffOnly,
      404: json(ErrorRef, "No such message"),
    },
  });

const deleteRoute = createRoute({
  method: "delete",
  path: "/helpcenter/deleteContactInfo/{id}",
  operationId: "deleteContactMessage",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary: "Delete a message for good (recorded in the audit log)",
  request: { params: z.object({ id }) },
  responses: {
    200: json(z.object({ _id: z.number().int(), deleted: z.literal(true) }), "Deleted"),
    400: json(ErrorRef, "Bad id"),
    ...staffOnly,
    404: json(ErrorRef, "No such message"),
  },
});

/** Help center calls, at their fixed public paths. */
export function registerHelpCenterApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(contactRoute, async (c) => {
    const deps = c.get("deps");
    const user = await sessionUser(deps, readSessionToken(c.req.header("cookie") ?? null));
    const { captchaToken, ...message } = c.req.valid("json");
    const item = await help.contactAdministrators(deps, message, {
      userId: user?.id ?? null,
      ip: clientInfo(c).ip,
      captchaToken,
    });
    const t = translator(langFromHost(c.req.header("host")));
    return c.json({ _id: item._id, message: t("deal.delivered") }, 201);
  });

  for (const archived of [false, true]) {
    api.openapi(listRoute(archived), async (c) => {
      const { page, size } = c.req.valid("param");
      return c.json(
        await help.listContactItems(c.get("deps").db, c.get("user"), { archived, page, size }),
        200,
      );
    });
    api.openapi(moveRoute(archived), async (c) => {
      const item = await help.setContactItemArchived(
        c.get("deps").db,
        c.get("user"),
        c.req.valid("param").id,
        archived,
      );
      return c.json(item, 200);
    });
  }

  api.openapi(deleteRoute, async (c) => {
    const { id: itemId } = c.req.valid("param");
    await help.deleteContactItem(c.get("deps").db, c.get("user"), itemId);
    return c.json({ _id: itemId, deleted: true as const }, 200);
  });
}
