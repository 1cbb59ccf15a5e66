import type { FilterGroup } from "#core/schemas/search.ts";
import { candidateMarks, scanCandidates } from "./parallel-scan.ts";
import { candidates, categoryMask, compileMasks, type EngineQuery, type EngineResult } from "./query-plan.ts";
import { rankedPage } from "./ranked-page.ts";
import { scanColumnsOf } from "./scan-columns.ts";
import {
  G_BRAND,
  G_BUSINESS_TYPE,
  G_COMPANY,
  G_COMPANY_CERT,
  G_ORIGIN,
  G_PACKAGING,
  G_PRODUCT_CERT,
  ONLY_ALL,
  type ScanPlan,
} from "./scan-range.ts";
import type { SearchIndex } from "./search-index.ts";
import { sortedPage } from "./sorted-page.ts";
import type { TextMatchSet } from "./text-match.ts";

/**
 * Runs a query: one scan of the candidates computes the page, the total and every group's
 * disjunctive counts (scan-range.ts), on two threads when the query is large (parallel-scan.ts).
 * `onlyGroup` counts a single group (the filter-option lists).
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
  // Text results are ranked (ranked-page.ts), sorted ones ordered (sorted-page.ts): the scan marks
  // which candidates matched, and the page is picked afterwards.
  const matched = text || q.sort ? candidateMarks(order.length) : null;
  const plan: ScanPlan = {
    order,
    // Without a text or an order, the newest first: the scan reads the candidates from the end.
    descending: !text && !q.sort,
    categoryMask:
      q.categoryCode !== undefined && (text !== null || q.companyId !== undefined || q.slots !== undefined)
        ? categoryMask(index, q.categoryCode)
        : null,
    wantCompany: q.companyId === undefined ? -2 : (index.companyOrdinal(q.companyId) ?? -1),
    wantProductOrigin: q.productOrigin === undefined ? -2 : (index.countries.find(q.productOrigin) ?? -1),
    wantCompanyOrigin: q.companyOrigin === undefined ? -2 : (index.countries.find(q.companyOrigin) ?? -1),
    hasPrice: q.minPrice !== undefined || q.maxPrice !== undefined,
    minPrice: q.minPrice ?? 0,
    maxPrice: q.maxPrice ?? Number.POSITIVE_INFINITY,
    hasMoq: q.minOrderQuantity !== undefined,
    maxMoq: q.minOrderQuantity ?? Number.POSITIVE_INFINITY,
    ...masks,
    only: typeof onlyGroup === "string" ? fixedGroupNumber(onlyGroup) : (onlyGroup ?? ONLY_ALL),
    sizes: {
      origin: index.countries.size,
      company: index.companies.size,
      brand: index.brands.size,
      companyCert: index.companyCerts.size,
      productCert: index.productCerts.size,
      packaging: index.packagings.size,
      businessType: index.businessTypes.size,
      variation: index.variationOptions.size,
      resultsOfCompany: index.companies.size,
      certFailuresOfCompany: index.companies.size,
      typeFailuresOfCompany: index.companies.size,
    },
    matched,
    countDead: q.includeRemoved === true,
  };
  const { total, counts, page } = scanCandidates(scanColumnsOf(index), plan, q.offset, q.limit);

  const { resultsOfCompany, certFailuresOfCompany, typeFailuresOfCompany } = counts;
  const companyCerts = index.companyCertList;
  const companyTypes = index.companyTypeList;
  for (let c = 1; c < resultsOfCompany.length; c++) {
    const results = resultsOfCompany[c]!;
    counts.company[c]! += results;
    const withCerts = results + certFailuresOfCompany[c]!;
    if (withCerts > 0) for (const k of companyCerts[c]!) counts.companyCert[k]! += withCerts;
    const withTypes = results + typeFailuresOfCompany[c]!;
    if (withTypes > 0) for (const k of companyTypes[c]!) counts.businessType[k]! += withTypes;
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
      placeOfOrigins: counts.origin,
      companies: counts.company,
      brands: counts.brand,
      companyCertifications: counts.companyCert,
      productCertifications: counts.productCert,
      packagings: counts.packaging,
      businessTypes: counts.businessType,
      variations: counts.variation,
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
