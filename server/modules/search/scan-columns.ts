import type { ScanColumns } from "./scan-range.ts";
import type { SearchIndex } from "./search-index.ts";

/**
 * The index's columns as the scan reads them. The company lists are made flat once per change of
 * a company, the variation groups once per change of the index (a few thousand numbers).
 */

type CompanyTables = Pick<
  ScanColumns,
  "companyCountry" | "companyCertStart" | "companyCerts" | "companyTypeStart" | "companyTypes"
>;
const companyTables = new WeakMap<SearchIndex, { revision: number; tables: CompanyTables }>();
const optionGroups = new WeakMap<SearchIndex, { revision: number; groupOfOption: Int32Array }>();

export function scanColumnsOf(index: SearchIndex): ScanColumns {
  let companies = companyTables.get(index);
  if (companies?.revision !== index.companyRevision) {
    companies = { revision: index.companyRevision, tables: flatTables(index) };
    companyTables.set(index, companies);
  }
  let options = optionGroups.get(index);
  if (options?.revision !== index.revision) {
    options = { revision: index.revision, groupOfOption: sharedInt32From(index.groupOfOption) };
    optionGroups.set(index, options);
  }
  return {
    records: index.records.data,
    priceMin: index.priceMin.data,
    priceMax: index.priceMax.data,
    moq: index.moq.data,
    categoryPool: index.categoryPool.data,
    certPool: index.certPool.data,
    variationPool: index.variationPool.data,
    ...companies.tables,
    groupOfOption: options.groupOfOption,
  };
}

function flatTables(index: SearchIndex): CompanyTables {
  const certs = flat(index.companyCertList);
  const types = flat(index.companyTypeList);
  return {
    companyCountry: sharedInt32From(index.companyCountry),
    companyCertStart: certs.starts,
    companyCerts: certs.values,
    companyTypeStart: types.starts,
    companyTypes: types.values,
  };
}

/** Lists as their starts (one more than lists) and their values end to end. */
function flat(lists: readonly Int32Array[]): { starts: Int32Array; values: Int32Array } {
  const starts = sharedInt32(lists.length + 1);
  for (let i = 0; i < lists.length; i++) starts[i + 1] = starts[i]! + lists[i]!.length;
  const values = sharedInt32(starts[lists.length]!);
  for (let i = 0; i < lists.length; i++) values.set(lists[i]!, starts[i]!);
  return { starts, values };
}

function sharedInt32(length: number): Int32Array {
  return new Int32Array(new SharedArrayBuffer(Math.max(1, length) * 4));
}

function sharedInt32From(values: readonly number[]): Int32Array {
  const array = sharedInt32(values.length);
  for (let i = 0; i < values.length; i++) array[i] = values[i] ?? 0;
  return array;
}

/** Whether a helper thread can read every column without a copy (they live in shared memory). */
export function isShared(columns: ScanColumns): boolean {
  return Object.values(columns).every((array: ArrayBufferView) => array.buffer instanceof SharedArrayBuffer);
}
