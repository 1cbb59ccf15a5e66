import type { Masks } from "./query-plan.ts";
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
} from "./index-record.ts";

/**
 * The scan of a query's candidates, over plain typed arrays so that a helper thread can run it on
 * part of the candidates (parallel-scan.ts) while the main thread runs it on the rest.
 */

/** What the scan reads of the index: its columns, and the company lists made flat. */
export interface ScanColumns {
  records: Int32Array;
  priceMin: Float64Array;
  priceMax: Float64Array;
  moq: Float64Array;
  categoryPool: Int32Array;
  certPool: Int32Array;
  variationPool: Int32Array;
  /** By company ordinal. */
  companyCountry: Int32Array;
  /** Company c's certification ordinals are companyCerts[companyCertStart[c] … companyCertStart[c + 1]). */
  companyCertStart: Int32Array;
  companyCerts: Int32Array;
  companyTypeStart: Int32Array;
  companyTypes: Int32Array;
  /** Variation group ordinal of each variation option ordinal. */
  groupOfOption: Int32Array;
}

/** A query as the scan applies it: conditions, selection masks and what to keep of the page. */
export interface ScanPlan extends Masks {
  /** Candidate slots; scanned from the end when `descending` (newest first). */
  order: Int32Array;
  descending: boolean;
  categoryMask: Uint8Array | null;
  /** -2: no condition; -1: a value no product has. */
  wantCompany: number;
  wantProductOrigin: number;
  wantCompanyOrigin: number;
  hasPrice: boolean;
  minPrice: number;
  maxPrice: number;
  hasMoq: boolean;
  maxMoq: number;
  /** The one group to count (ONLY_ALL: every group). */
  only: number;
  /** Sizes of the count arrays (the dictionaries' sizes). */
  sizes: Record<keyof CountArrays, number>;
  /** Where results are marked by candidate position (ranked or sorted pages), else null. */
  matched: Uint8Array | null;
  /** Dead slots count too (candidates that are all dead: the browse cache's removals). */
  countDead: boolean;
}

export interface CountArrays {
  origin: Uint32Array;
  company: Uint32Array;
  brand: Uint32Array;
  companyCert: Uint32Array;
  productCert: Uint32Array;
  packaging: Uint32Array;
  businessType: Uint32Array;
  variation: Uint32Array;
  /** Company attributes are counted per company after the scan, not per product in it. */
  resultsOfCompany: Uint32Array;
  certFailuresOfCompany: Uint32Array;
  typeFailuresOfCompany: Uint32Array;
}

/** What a scan of candidate positions [from, to) found. */
export interface ScanPart {
  total: number;
  counts: CountArrays;
  /** The slots of its results after the first `skip`, at most `keep`, in scan order (unmarked pages). */
  page: number[];
}

// Group numbers used to remember which single group a product failed.
export const G_ORIGIN = 0;
export const G_COMPANY = 1;
export const G_BRAND = 2;
export const G_COMPANY_CERT = 3;
export const G_PRODUCT_CERT = 4;
export const G_PACKAGING = 5;
export const G_BUSINESS_TYPE = 6;
/** Every group (a matching product), as opposed to the one group a product failed. */
export const ONLY_ALL = 100;

function anyIn(list: Int32Array, from: number, length: number, mask: Uint8Array): boolean {
  for (let k = from; k < from + length; k++) if (mask[list[k]!] === 1) return true;
  return false;
}

export function emptyCounts(sizes: Record<keyof CountArrays, number>): CountArrays {
  return Object.fromEntries(
    Object.entries(sizes).map(([name, size]) => [name, new Uint32Array(size)]),
  ) as unknown as CountArrays;
}

/**
 * Scans candidate positions [from, to): a product that fails no group is a result and counts in
 * every group; one that fails exactly one group counts in that group only (a group's counts
 * ignore its own selection); one that fails two or more counts nowhere. The loop is written out
 * by hand: it runs millions of times a query.
 */
export function scanRange(
  columns: ScanColumns,
  plan: ScanPlan,
  from: number,
  to: number,
  skip: number,
  keep: number,
): ScanPart {
  const { records, priceMin, priceMax, moq, categoryPool, certPool, variationPool } = columns;
  const { companyCountry, companyCertStart, companyCerts, companyTypeStart, companyTypes } = columns;
  const groupOfOption = columns.groupOfOption;
  const { order, descending, categoryMask, wantCompany, wantProductOrigin, wantCompanyOrigin } = plan;
  const { hasPrice, minPrice, maxPrice, hasMoq, maxMoq, only, matched, countDead } = plan;
  const mOrigin = plan.origin;
  const mCompany = plan.company;
  const mBrand = plan.brand;
  const mCompanyCert = plan.companyCert;
  const mProductCert = plan.productCert;
  const mPackaging = plan.packaging;
  const mBusinessType = plan.businessType;
  const vMasks = plan.variations;
  const counts = emptyCounts(plan.sizes);
  const { origin: cOrigin, company: cCompany, brand: cBrand, productCert: cProductCert } = counts;
  const { packaging: cPackaging, variation: cVariation, resultsOfCompany } = counts;
  const { certFailuresOfCompany, typeFailuresOfCompany } = counts;
  const n = order.length;
  const page: number[] = [];
  let total = 0;

  for (let i = from; i < to; i++) {
    const s = order[descending ? n - 1 - i : i]!;
    const r = s * RECORD_SIZE;
    const meta = records[r + R_META]!;
    if ((meta & ALIVE) === 0 && !countDead) continue;
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
    if (categoryMask !== null && !anyIn(categoryPool, catStart, meta & 255, categoryMask)) continue;
    if (hasPrice) {
      const low = priceMin[s]!;
      if (Number.isNaN(low) || priceMax[s]! < minPrice || low > maxPrice) continue;
    }
    if (hasMoq && moq[s]! > maxMoq) continue;

    let failures = 0;
    let failed = ONLY_ALL;
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
    if (mCompanyCert !== null) {
      const start = companyCertStart[c]!;
      if (!anyIn(companyCerts, start, companyCertStart[c + 1]! - start, mCompanyCert)) {
        if (++failures > 1) continue;
        failed = G_COMPANY_CERT;
      }
    }
    if (mProductCert !== null && !anyIn(certPool, certStart, certEnd - certStart, mProductCert)) {
      if (++failures > 1) continue;
      failed = G_PRODUCT_CERT;
    }
    if (mPackaging !== null && mPackaging[records[r + R_PACKAGING]!] !== 1) {
      if (++failures > 1) continue;
      failed = G_PACKAGING;
    }
    if (mBusinessType !== null) {
      const start = companyTypeStart[c]!;
      if (!anyIn(companyTypes, start, companyTypeStart[c + 1]! - start, mBusinessType)) {
        if (++failures > 1) continue;
        failed = G_BUSINESS_TYPE;
      }
    }
    for (let v = 0; v < vMasks.length; v++) {
      if (!anyIn(variationPool, varStart, varLength, vMasks[v]!.mask)) {
        if (++failures > 1) break;
        // Variation groups are numbered after the fixed ones, as negative "only" values.
        failed = -vMasks[v]!.group - 1;
      }
    }
    if (failures > 1) continue;

    // What to count for this product: every group (a result), or the one group it failed.
    let counted = ONLY_ALL;
    if (failures === 1) counted = failed;
    else total++;
    if (only !== ONLY_ALL) {
      if (counted !== ONLY_ALL && counted !== only) continue;
      counted = only;
    }

    if (counted === ONLY_ALL) {
      cOrigin[origin]!++;
      resultsOfCompany[c]!++;
      cBrand[records[r + R_BRAND]!]!++;
      cPackaging[records[r + R_PACKAGING]!]!++;
      for (let k = certStart; k < certEnd; k++) cProductCert[certPool[k]!]!++;
      for (let k = varStart, end = varStart + varLength; k < end; k++) cVariation[variationPool[k]!]!++;
      if (matched !== null) matched[i] = 1;
      else if (total > skip && page.length < keep) page.push(s);
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
          const option = variationPool[k]!;
          if (groupOfOption[option] === group) cVariation[option]!++;
        }
      }
    }
  }
  return { total, counts, page };
}

/** Adds `part`'s counts into `into`. */
export function addCounts(into: CountArrays, part: CountArrays): void {
  for (const name of Object.keys(into) as (keyof CountArrays)[]) {
    const target = into[name];
    const source = part[name];
    for (let k = 0; k < target.length; k++) target[k]! += source[k]!;
  }
}
