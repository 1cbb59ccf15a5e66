import sharp from "sharp";
import { expect, it } from "vitest";
import { LANG_CODES } from "#core/i18n/languages.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { translator } from "#server/lib/i18n.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import {
  createDraftCompany,
  MAX_OWNED_DRAFTS,
  profileCompleteness,
  readCompanyProfile,
  submitCompanyForReview,
  updateCompanySection,
  uploadCompanyLogo,
} from "./company-profile.service.ts";
import { changeCompanyStatus } from "./company-status.service.ts";
import type { TeamRole } from "./team-permissions.ts";

let serial = 0;
async function user(db: Db, roles: string[] = ["buyer"]): Promise<Actor> {
  serial += 1;
  const row = await db
    .insertInto("users")
    .values({ email: `p${serial}@onboard.test`, password_hash: "x", first_name: "P", last_name: `${serial}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const role of roles)
    await db
      .insertInto("user_roles")
      .values({ user_id: row.id, role: role as "buyer" })
      .execute();
  return { id: row.id, roles };
}

async function member(db: Db, companyId: number, role: TeamRole): Promise<Actor> {
  const actor = await user(db);
  await db.insertInto("company_members").values({ company_id: companyId, user_id: actor.id, role }).execute();
  return actor;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const BASICS = {
  displayName: "Anatolia Textiles",
  legalName: "Anatolia Tekstil A.Ş.",
  legalOwner: "Selin Kaya",
  country: "tr",
  city: "Bursa",
  address: "Organize Sanayi 12",
  zip: "",
  registeredYear: "1998",
  businessTypes: "manufacturer\nexporter",
};
const CONTACT = {
  inquiryEmail: "Sales@Anatolia.example",
  officePhone: "+90 224 000 00 00",
  mobilePhone: "",
  spokenLanguages: ["en", "tr"],
  writingLang: "tr",
};
const TRADE = {
  mainProducts: "Towels, bathrobes",
  mainMarkets: "western_europe, middle_east",
  customers: "",
  annualSales: "5m_10m",
  exportPercentage: "70",
  employees: "51_200",
  officeSize: "",
  rdStaff: "4",
  qcStaff: "",
  paymentTypes: ["tt", "lc"],
  deliveryTerms: "FOB",
  currencies: "usd, EUR",
  minimumOrderValue: "1250.50",
  minimumOrderCurrency: "usd",
  ports: "Gemlik",
  averageLeadTime: "15_30_days",
};

async function draft(deps: TestDeps) {
  const owner = await user(deps.db);
  const id = await createDraftCompany(deps, owner, BASICS);
  return { owner, id };
}

async function complete(deps: TestDeps) {
  const { owner, id } = await draft(deps);
  await updateCompanySection(deps, owner, id, "contact", CONTACT);
  await updateCompanySection(deps, owner, id, "trade", TRADE);
  return { owner, id };
}

const companyRow = (db: Db, id: number) =>
  db.selectFrom("companies").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describeEachDatabase("company onboarding", (deps) => {
  it("creates a draft whose creator is its owner and a supplier, unseen by buyers", async () => {
    const { owner, id } = await draft(deps());
    const row = await companyRow(deps().db, id);
    expect(row).toMatchObject({
      name: "Anatolia Textiles",
      legal_owner: "Selin Kaya",
      country: "TR",
      status: "draft",
      registered_year: 1998,
    });
    const membership = await deps()
      .db.selectFrom("company_members")
      .select("role")
      .where("company_id", "=", id)
      .where("user_id", "=", owner.id)
      .executeTakeFirst();
    expect(membership?.role).toBe("owner");
    const roles = await deps()
      .db.selectFrom("user_roles")
      .select("role")
      .where("user_id", "=", owner.id)
      .execute();
    expect(roles.map((r) => r.role).sort()).toEqual(["buyer", "supplier"]);
    const profile = await readCompanyProfile(deps(), owner, id);
    expect(profile.basics.businessTypes).toEqual(["exporter", "manufacturer"]);
  });

  it("lets one user own only a few unfinished companies at once", async () => {
    const owner = await user(deps().db);
    for (let i = 0; i < MAX_OWNED_DRAFTS; i++) await createDraftCompany(deps(), owner, BASICS);
    const error = await refusal(createDraftCompany(deps(), owner, BASICS));
    expect(error.messageKey).toBe("errors.companyProfile.tooManyDrafts");
    const owned = await deps()
      .db.selectFrom("company_members")
      .select("company_id")
      .where("user_id", "=", owner.id)
      .execute();
    expect(owned).toHaveLength(MAX_OWNED_DRAFTS);
  });

  it("refuses bad input with a translated message per field, and creates or changes nothing", async () => {
    const { db } = deps();
    const someone = await user(db);
    const before = await db.selectFrom("companies").select("id").execute();
    const error = await refusal(
      createDraftCompany(deps(), someone, { displayName: " ", country: "XX", registeredYear: "3000" }),
    );
    expect(error.code).toBe("invalid_data");
    expect(error.fields).toEqual({
      displayName: "errors.required",
      country: "errors.companyProfile.country",
      registeredYear: "errors.companyProfile.year",
    });
    expect(await db.selectFrom("companies").select("id").execute()).toEqual(before);

    const { owner, id } = await complete(deps());
    const saved = await companyRow(db, id);
    const bad = await refusal(
      updateCompanySection(deps(), owner, id, "trade", {
        ...TRADE,
        exportPercentage: "140",
        minimumOrderValue: "12.345",
        paymentTypes: ["tt", "bitcoin"],
        ports: ["x".repeat(101)],
      }),
    );
    expect(bad.fields).toEqual({
      exportPercentage: "errors.companyProfile.percent",
      minimumOrderValue: "errors.companyProfile.money",
      paymentTypes: "errors.invalid_data",
      ports: "errors.tooLong",
    });
    // A NUL is refused alike on both databases.
    await refusal(updateCompanySection(deps(), owner, id, "contact", { ...CONTACT, officePhone: "1\u0000" }));
    expect(await companyRow(db, id)).toEqual(saved);
    for (const lang of LANG_CODES)
      for (const key of Object.values(bad.fields ?? {})) expect(translator(lang)(key)).not.toBe(key);
  });

  it("saves each step and reads it back exactly, money included", async () => {
    const { owner, id } = await complete(deps());
    const profile = await readCompanyProfile(deps(), owner, id);
    expect(profile.contact).toEqual({
      inquiryEmail: "sales@anatolia.example",
      officePhone: "+90 224 000 00 00",
      mobilePhone: null,
      spokenLanguages: ["en", "tr"],
      writingLang: "tr",
    });
    expect(profile.trade).toMatchObject({
      mainProducts: "Towels, bathrobes",
      mainMarkets: ["western_europe", "middle_east"],
      customers: [],
      exportPercentage: 70,
      rdStaff: 4,
      qcStaff: null,
      currencies: ["USD", "EUR"],
      minimumOrderValue: "1250.5",
      minimumOrderCurrency: "USD",
      ports: ["Gemlik"],
    });
    // The main products are written in the company's writing language, as its source text.
    const texts = await deps()
      .db.selectFrom("company_texts")
      .select(["lang", "main_products", "origin"])
      .where("company_id", "=", id)
      .execute();
    expect(texts).toEqual([{ lang: "tr", main_products: "Towels, bathrobes", origin: "source" }]);
    // Saving a step again with a field emptied clears it.
    await updateCompanySection(deps(), owner, id, "trade", { ...TRADE, minimumOrderValue: "" });
    expect((await readCompanyProfile(deps(), owner, id)).trade.minimumOrderValue).toBeNull();
  });

  it("lets only members who may edit the profile change it; strangers learn nothing", async () => {
    const { owner, id } = await draft(deps());
    const viewer = await member(deps().db, id, "viewer");
    const stranger = await user(deps().db);
    expect((await refusal(updateCompanySection(deps(), viewer, id, "contact", CONTACT))).code).toBe(
      "not_allowed",
    );
    expect((await refusal(updateCompanySection(deps(), stranger, id, "contact", CONTACT))).code).toBe(
      "not_found",
    );
    expect((await refusal(readCompanyProfile(deps(), stranger, id))).code).toBe("not_found");
    expect((await refusal(submitCompanyForReview(deps(), viewer, id))).code).toBe("not_allowed");
    // The viewer may read it.
    expect((await readCompanyProfile(deps(), viewer, id)).basics.displayName).toBe("Anatolia Textiles");
    expect((await readCompanyProfile(deps(), owner, id)).status).toBe("draft");
  });

  it("says what is missing, refuses to submit until it is there, then waits for review", async () => {
    const { owner, id } = await draft(deps());
    const before = await profileCompleteness(deps(), owner, id);
    expect(before.ready).toBe(false);
    expect(before.missing.basics).toEqual([]);
    expect(before.missing.contact).toEqual(["inquiryEmail", "officePhone", "spokenLanguages", "writingLang"]);
    const error = await refusal(submitCompanyForReview(deps(), owner, id));
    expect(error.messageKey).toBe("errors.companyProfile.incomplete");
    expect(error.fields).toMatchObject({
      "contact.inquiryEmail": "errors.required",
      "trade.mainProducts": "errors.required",
    });
    expect((await companyRow(deps().db, id)).status).toBe("draft");

    await updateCompanySection(deps(), owner, id, "contact", CONTACT);
    await updateCompanySection(deps(), owner, id, "trade", TRADE);
    const after = await profileCompleteness(deps(), owner, id);
    expect(after.ready).toBe(true);
    expect(after.percent).toBeGreaterThan(before.percent);
    expect(after.suggested.basics).toContain("logo");
    await submitCompanyForReview(deps(), owner, id);
    const row = await companyRow(deps().db, id);
    expect(row.status).toBe("pending_review");
    expect(row.submitted_at).not.toBeNull();
    // Under review the profile holds still, and a second submission is a conflict.
    expect((await refusal(updateCompanySection(deps(), owner, id, "basics", BASICS))).code).toBe("conflict");
    expect((await refusal(submitCompanyForReview(deps(), owner, id))).code).toBe("conflict");
  });

  it("lets a rejected company be corrected and submitted again", async () => {
    const { owner, id } = await complete(deps());
    await submitCompanyForReview(deps(), owner, id);
    const staff = await user(deps().db, ["moderator"]);
    await changeCompanyStatus(deps(), staff, id, "reject", "The address is incomplete.");
    expect((await readCompanyProfile(deps(), owner, id)).statusReason).toBe("The address is incomplete.");
    await updateCompanySection(deps(), owner, id, "basics", {
      ...BASICS,
      address: "Organize Sanayi 12, Nilüfer",
    });
    expect((await companyRow(deps().db, id)).status).toBe("rejected");
    await submitCompanyForReview(deps(), owner, id);
    expect((await companyRow(deps().db, id)).status).toBe("pending_review");
  });

  it("takes a logo only when its content is a picture, and re-encodes it", async () => {
    const { owner, id } = await draft(deps());
    const script = new TextEncoder().encode("#!/bin/sh\nrm -rf /\n");
    const refused = await refusal(uploadCompanyLogo(deps(), owner, id, script));
    expect(refused.fields).toEqual({ logo: "errors.companyProfile.logoNotImage" });
    expect((await companyRow(deps().db, id)).logo_url).toBeNull();
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: "#c33" } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: "secret" } } })
      .toBuffer();
    const url = await uploadCompanyLogo(deps(), owner, id, png);
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect((await companyRow(deps().db, id)).logo_url).toBe(url);
    const viewer = await member(deps().db, id, "viewer");
    expect((await refusal(uploadCompanyLogo(deps(), viewer, id, png))).code).toBe("not_allowed");
  });
});
