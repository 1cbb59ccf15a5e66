import type { Db } from "#server/db/connect.ts";
import * as repo from "./import.repo.ts";

/**
 * The category tree as an import reads it: which codes are leaves (a product sits in a leaf), and
 * per leaf its variation groups (those of the leaf and of every category above it) and their options, found by code or by name in any language
 * (letter case ignored), so a sheet written in Turkish and one exported in English both import.
 * Loaded once per import.
 */
export interface ImportGroup {
  code: string;
  name: string;
  options: { code: string; name: string }[];
}
export interface ImportCatalog {
  leaf(code: string): { groups: Map<string, Map<string, string>> } | undefined;
  groupOf(optionCode: string): string | undefined;
  /** The option's group and name in the member's language (else English, else its code). */
  optionName(optionCode: string): { group: string; name: string } | undefined;
  groups(categoryCode: string): ImportGroup[];
}

export async function loadImportCatalog(db: Db, lang: string): Promise<ImportCatalog> {
  const [leaves, groupRows, optionRows] = await Promise.all([
    repo.findLeafCategoryCodes(db),
    repo.findVariationGroups(db),
    repo.findVariationOptions(db),
  ]);
  const pick = (names: Map<string, string>, code: string) => names.get(lang) ?? names.get("en") ?? code;
  const groups = new Map<string, { category: string; names: Map<string, string>; options: string[] }>();
  for (const row of groupRows) {
    const group = groups.get(row.code) ?? { category: row.category_code, names: new Map(), options: [] };
    if (row.lang && row.name) group.names.set(row.lang, row.name);
    groups.set(row.code, group);
  }
  const options = new Map<string, { group: string; names: Map<string, string> }>();
  for (const row of optionRows) {
    let option = options.get(row.code);
    if (!option) {
      option = { group: row.group_code, names: new Map() };
      options.set(row.code, option);
      groups.get(row.group_code)?.options.push(row.code);
    }
    if (row.lang && row.name) option.names.set(row.lang, row.name);
  }
  const byCategory = new Map<string, string[]>();
  for (const [code, group] of groups)
    byCategory.set(group.category, [...(byCategory.get(group.category) ?? []), code]);
  const leafSet = new Set(leaves);
  const lineageGroups = (code: string) =>
    Array.from({ length: code.length / 3 }, (_, i) => code.slice(0, (i + 1) * 3)).flatMap(
      (c) => byCategory.get(c) ?? [],
    );
  const leafCache = new Map<string, { groups: Map<string, Map<string, string>> }>();

  return {
    leaf(code) {
      if (!leafSet.has(code)) return undefined;
      let leaf = leafCache.get(code);
      if (!leaf) {
        leaf = { groups: new Map() };
        for (const groupCode of lineageGroups(code)) {
          const keys = new Map<string, string>();
          for (const optionCode of groups.get(groupCode)!.options) {
            keys.set(optionCode.toLowerCase(), optionCode);
            for (const name of options.get(optionCode)!.names.values())
              if (!keys.has(name.toLowerCase())) keys.set(name.toLowerCase(), optionCode);
          }
          leaf.groups.set(groupCode, keys);
        }
        leafCache.set(code, leaf);
      }
      return leaf;
    },
    groupOf: (optionCode) => options.get(optionCode)?.group,
    optionName(optionCode) {
      const option = options.get(optionCode);
      return option ? { group: option.group, name: pick(option.names, optionCode) } : undefined;
    },
    groups: (categoryCode) =>
      lineageGroups(categoryCode).map((code) => {
        const group = groups.get(code)!;
        return {
          code,
          name: pick(group.names, code),
          options: group.options.map((o) => ({ code: o, name: pick(options.get(o)!.names, o) })),
        };
      }),
  };
}
