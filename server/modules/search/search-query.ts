import type { FilterGroup } from "#core/schemas/search.ts";
import {
  anyIn,
  anyOf,
  candidates,
  categoryMask,
  compileMasks,
  type EngineQuery,
  type EngineResult,
} from "./query-plan.ts";
import {
  ALIVE,
  R_BRAND,
  R_CATEGORIES,
  R_CERTS,
  R_COMPANY,
  R_META,
  R_ORIGIN,
  R_PACKAGING,
  R_VARIATIONS,
  RECORD_SIZE,
  type SearchIndex,
} from "./search-index.ts";
import { rankedPage } from "./ranked-page.ts";
import { sortedPage } from "./sorted-page.ts";
import type { TextMatchSet } from "./text-match.ts";

// Group numbers used to remember which single group a product failed.
const G_ORIGIN = 0;
const G_COMPANY = 1;
const G_BRAND = 2;
const G_COMPANY_CERT = 3;
const G_PRODUCT_CERT = 4;
const G_PACKAGING = 5;
const G_BUSINESS_TYPE = 6;
/** Every group (a matching product), as opposed to the one group a product failed. */
const ALL = 100;

/**
 * Runs a query: one pass over the candidates computes the page, the total and every group's
 * disjunctive counts. A product that fails no group is a result and counts in every group; one
 * that fails exactly one group counts in that group only (a group's counts ignore its own
 * selection); one that fails two or more counts nowhere. `onlyGroup` counts a single group
 * (the filter-option lists). The loop is written out by hand: it runs a million times a query.
 */
export function runQuery(
  index: SearchIndex,
  q: EngineQuery,
  onlyGroup?: FilterGroup | number,
  textMatch?: TextMatchSet,
): EngineResult {
  const masks = compileMasks(index, q);
  const { slots, text } = candidates(index, q, textMatch);
  const order = text ? text.slots : (slots ?? index.allSlots());
  // A sorted page marks the results in scan order (sorted-page.ts picks the page afterwards).
  const descending = !text && !q.sort;

  const cOrigin = new Uint32Array(index.countries.size);
  const cCompany = new Uint32Array(index.companies.size);
  const cBrand = new Uint32Array(index.brands.size);
  const cCompanyCert = new Uint32Array(index.companyCerts.size);
  const cProductCert = new Uint32Array(index.productCerts.size);
  const cPackaging = new Uint32Array(index.packagings.size);
  const cBusinessType = new Uint32Array(index.businessTypes.size);
  const cVariation = new Uint32Array(index.variationOptions.size);

  const records = index.records.data;
  const priceMin = index.priceMin.data;
  const priceMax = index.priceMax.data;
  const moq = index.moq.data;
  const catPool = index.categoryPool.data;
  const certPool = index.certPool.data;
  const varPool = index.variationPool.data;
  const companyCerts = index.companyCertList;
  const companyTypes = index.companyTypeList;
  const companyCountry = index.companyCountry;
  const groupOfOption = index.groupOfOption;

  const catMask =
    q.categoryCode !== undefined && (text !== null || q.companyId !== undefined || q.slots !== undefined)
      ? categoryMask(index, q.categoryCode)
      : null;
  const wantCompany = q.companyId === undefined ? -2 : (index.companyOrdinal(q.companyId) ?? -1);
  const wantProductOrigin =
    q.productOrigin === undefined ? -2 : (index.countries.find(q.productOrigin) ?? -1);
  const wantCompanyOrigin =
    q.companyOrigin === undefined ? -2 : (index.countries.find(q.companyOrigin) ?? -1);
  const hasPrice = q.minPrice !== undefined || q.maxPrice !== undefined;
  const minPrice = q.minPrice ?? 0;
  const maxPrice = q.maxPrice ?? Number.POSITIVE_INFINITY;
  const hasMoq = q.minOrderQuantity !== undefined;
  const maxMoq = q.minOrderQuantity ?? Number.POSITIVE_INFINITY;
  const mOrigin = masks.origin;
  const mCompany = masks.company;
  const mBrand = masks.brand;
  const mCompanyCert = masks.companyCert;
  const mProductCert = masks.productCert;
  const mPackaging = masks.packaging;
  const mBusinessType = masks.businessType;
  const vMasks = masks.variations;
  const only = typeof onlyGroup === "string" ? fixedGroupNumber(onlyGroup) : (onlyGroup ?? ALL);

  // Company attributes are counted per company after the loop, not per product in it.
  const resultsOfCompany = new Uint32Array(index.companies.size);
  const certFailuresOfCompany = new Uint32Array(index.companies.size);
  const typeFailuresOfCompany = new Uint32Array(index.companies.size);
  let total = 0;
  const pageEnd = q.offset + q.limit;
  const page: number[] = [];
  // Text results are ranked (ranked-page.ts), sorted ones ordered (sorted-page.ts): the scan marks
  // which candidates matched, and the page is picked afterwards.
  const matched = text || q.sort ? new Uint8Array(order.length) : null;
  const n = order.length;

  for (let i = 0; i < n; i++) {
    const s = order[descending ? n - 1 - i : i]!;
    const r = s * RECORD_SIZE;
    const meta = records[r + R_META]!;
    if ((meta & ALIVE) === 0) continue;
    const c = records[r + R_COMPANY]!;
    const origin = records[r + R_ORIGIN]!;
    const catStart = records[r + R_CATEGORIES]!;
    const certStart = records[r + R_CERTS]!;
    const certEnd = certStart + ((meta >>> 8) & 255);
    const varStart = records[r + R_VARIATIONS]!;
    const varLength = (meta >>> 16) & 255;
    if (wantCompany !== -2 && c !== wantCompany) continue;
    if (wantProductOrigin !== -2 && origin !== wantProductOrigin) continue;
    if (wantCompanyOrigin !== -2 && companyCountry[c] !== wantCompanyOrigin) continue;
    if (catMask !== null && !anyIn(catPool, catStart, meta & 255, catMask)) continue;
    if (hasPrice) {
      const low = priceMin[s]!;
      if (Number.isNaN(low) || priceMax[s]! < minPrice || low > maxPrice) continue;
    }
    if (hasMoq && moq[s]! > maxMoq) continue;

    let failures = 0;
    let failed = ALL;
    if (mOrigin !== null && mOrigin[origin] !== 1) {
      failures++;
      failed = G_ORIGIN;
    }
    if (mCompany !== null && mCompany[c] !== 1) {
      if (++failures > 1) continue;
      failed = G_COMPANY;
    }
    if (mBrand !== null && mBrand[records[r + R_BRAND]!] !== 1) {
      if (++failures > 1) continue;
      failed = G_BRAND;
    }
    if (mCompanyCert !== null && !anyOf(companyCerts[c]!, mCompanyCert)) {
      if (++failures > 1) continue;
      failed = G_COMPANY_CERT;
    }
    if (mProductCert !== null && !anyIn(certPool, certStart, certEnd - certStart, mProductCert)) {
      if (++failures > 1) continue;
      failed = G_PRODUCT_CERT;
    }
    if (mPackaging !== null && mPackaging[records[r + R_PACKAGING]!] !== 1) {
      if (++failures > 1) continue;
      failed = G_PACKAGING;
    }
    if (mBusinessType !== null && !anyOf(companyTypes[c]!, mBusinessType)) {
      if (++failures > 1) continue;
      failed = G_BUSINESS_TYPE;
    }
    let v = 0;
    for (; v < vMasks.length; v++) {
      if (!anyIn(varPool, varStart, varLength, vMasks[v]!.mask)) {
        if (++failures > 1) break;
        // Variation groups are numbered after the fixed ones, as negative "only" values.
        failed = -vMasks[v]!.group - 1;
      }
    }
    if (failures > 1) continue;

    // What to count for this product: every group (a result), or the one group it failed.
    let counted = ALL;
    if (failures === 1) counted = failed;
    else total++;
    if (only !== ALL) {
      if (counted !== ALL && counted !== only) continue;
      counted = only;
    }

    if (counted === ALL) {
      cOrigin[origin]!++;
      resultsOfCompany[c]!++;
      cBrand[records[r + R_BRAND]!]!++;
      cPackaging[records[r + R_PACKAGING]!]!++;
      for (let k = certStart; k < certEnd; k++) cProductCert[certPool[k]!]!++;
      for (let k = varStart, end = varStart + varLength; k < end; k++) cVariation[varPool[k]!]!++;
      if (matched !== null) matched[i] = 1;
      else if (total > q.offset && total <= pageEnd) page.push(s);
      continue;
    }
    switch (counted) {
      case G_ORIGIN:
        cOrigin[origin]!++;
        break;
      case G_COMPANY:
        cCompany[c]!++;
        break;
      case G_BRAND:
        cBrand[records[r + R_BRAND]!]!++;
        break;
      case G_COMPANY_CERT:
        certFailuresOfCompany[c]!++;
        break;
      case G_PRODUCT_CERT:
        for (let k = certStart; k < certEnd; k++) cProductCert[certPool[k]!]!++;
        break;
      case G_PACKAGING:
        cPackaging[records[r + R_PACKAGING]!]!++;
        break;
      case G_BUSINESS_TYPE:
        typeFailuresOfCompany[c]!++;
        break;
      default: {
        const group = -counted - 1;
        for (let k = varStart, end = varStart + varLength; k < end; k++) {
          const option = varPool[k]!;
          if (groupOfOption[option] === group) cVariation[option]!++;
        }
      }
    }
  }

  for (let c = 1; c < resultsOfCompany.length; c++) {
    const results = resultsOfCompany[c]!;
    cCompany[c]! += results;
    const withCerts = results + certFailuresOfCompany[c]!;
    if (withCerts > 0) for (const k of companyCerts[c]!) cCompanyCert[k]! += withCerts;
    const withTypes = results + typeFailuresOfCompany[c]!;
    if (withTypes > 0) for (const k of companyTypes[c]!) cBusinessType[k]! += withTypes;
  }

  const productId = index.productId.data;
  let pageSlots = page;
  if (q.sort && matched !== null)
    pageSlots = sortedPage(index, order, matched, total, { ...q, sort: q.sort });
  else if (matched !== null && text !== null)
    pageSlots = rankedPage(index, text.slots, text.scores, text.maxScore, matched, q.offset, q.limit);
  return {
    productIds: pageSlots.map((s) => productId[s]!),
    total,
    counts: {
      placeOfOrigins: cOrigin,
      companies: cCompany,
      brands: cBrand,
      companyCertifications: cCompanyCert,
      productCertifications: cProductCert,
      packagings: cPackaging,
      businessTypes: cBusinessType,
      variations: cVariation,
    },
  };
}

function fixedGroupNumber(group: FilterGroup): number {
  return {
    placeOfOrigins: G_ORIGIN,
    companies: G_COMPANY,
    brands: G_BRAND,
    companyCertifications: G_COMPANY_CERT,
    productCertifications: G_PRODUCT_CERT,
    packagings: G_PACKAGING,
    businessTypes: G_BUSINESS_TYPE,
  }[group];
}

/** The `onlyGroup` value that counts one variation group alone (its numbers are negative). */
export function variationGroupOnly(groupOrdinal: number): number {
  return -groupOrdinal - 1;
}
