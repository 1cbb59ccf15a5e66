// A demo product's name, description and packaging details, composed in all 13 languages.
import { countryName } from "#core/i18n/format.ts";
import { MESSAGES } from "#core/i18n/resources.ts";
import { fill, inSentence } from "./company-texts.ts";
import { type EnTr, LANGS, type Lang } from "./data/langs.ts";
import type { Packaging, Unit } from "./data/product-vocab.ts";
import { VOCAB_I18N } from "./data/vocab-i18n/index.ts";
import { composeItem, qualityInSentence } from "./name-order.ts";

export type ProductText = { name: string; description: string; packagingDetails: string };
export type ProductTexts = Record<Lang, ProductText>;

export interface ProductTextInput {
  root: string;
  noun: EnTr;
  quality: EnTr;
  brand: string | null;
  /** The attribute line of the description ("Fabric Weight: 180 g/m²"), and whether its value also ends the name. */
  attribute?: { name: EnTr; value: string; inName: boolean };
  /** The root's description template, by its position in the vocabulary. */
  descriptionIndex: number;
  /** The brand, or the company's name for unbranded goods. */
  brandOrCompany: string;
  moq: number;
  unit: Unit;
  packaging: Packaging;
  /** ISO country code where it is made. */
  origin: string;
}

/** "Packed in …, export standard": the packaging name from the site's messages, then the standard. */
const EXPORT_PACKING: Record<Lang, string> = {
  en: "{packaging}, export standard",
  tr: "{packaging}, ihracat standardı",
  ar: "{packaging}، وفق معايير التصدير",
  zh: "{packaging}，出口标准包装",
  es: "{packaging}, estándar de exportación",
  fr: "{packaging}, norme export",
  de: "{packaging}, Exportstandard",
  iw: "{packaging}, בתקן ייצוא",
  hi: "{packaging}, निर्यात मानक",
  ja: "{packaging}、輸出梱包",
  fa: "{packaging}، استاندارد صادراتی",
  it: "{packaging}, standard per l'esportazione",
  ru: "{packaging}, экспортный стандарт",
};

// Looked up for every product in every language; a million products ask for a few hundred names.
const countryNames = new Map<string, string>();
function originName(lang: Lang, code: string): string {
  const key = `${lang}:${code}`;
  let name = countryNames.get(key);
  if (name === undefined) {
    name = countryName(lang, code);
    countryNames.set(key, name);
  }
  return name;
}

const unitNames = new Map<string, string>();
function unitInSentence(lang: Lang, unit: Unit): string {
  const key = `${lang}:${unit}`;
  let name = unitNames.get(key);
  if (name === undefined) {
    const units = MESSAGES[lang].units;
    name = inSentence(lang, units[unit as keyof typeof units] ?? unit);
    unitNames.set(key, name);
  }
  return name;
}

/** How an attribute's name is set off from its value where the language does not use ": ". */
const SPEC_COLON: Partial<Record<Lang, string>> = { fr: " : ", zh: "：", ja: "：" };

/** The text of an English vocabulary phrase in `lang`; English and Turkish come from the vocabulary itself. */
function phrase(lang: Lang, root: string, text: EnTr): string {
  if (lang === "en" || lang === "tr") return text[lang];
  const translated = VOCAB_I18N[root]?.phrases[text.en]?.[lang];
  if (!translated) throw new Error(`demo vocabulary: no ${lang} for "${text.en}" (root ${root})`);
  return translated;
}

/**
 * Where the brand goes: first, as most listings write it; after the product in Arabic ("من"
 * the brand), Persian and Hebrew, as their listings write it, so the name also starts in the
 * language's own script and reads right to left.
 */
const BRAND_AFTER: Partial<Record<Lang, string>> = { ar: "من {brand}", fa: "{brand}", iw: "{brand}" };

/** The brand, the quality and the noun in the language's own order, then an attribute's value. */
export function composeName(
  lang: Lang,
  parts: { brand: string | null; quality: string; noun: string; attribute: string },
): string {
  const item = composeItem(lang, parts.quality, parts.noun);
  const after = BRAND_AFTER[lang];
  const words = parts.brand && after ? [item, after.replace("{brand}", parts.brand)] : [parts.brand, item];
  return [...words, parts.attribute].filter(Boolean).join(" ");
}

const OPENS_SENTENCE = /(^|[.!?:;。！？：；]\s*)$/;

/** A description template cut into text and placeholders, each knowing whether it opens a sentence. */
type TemplatePart = string | { key: string; opens: boolean };
const parsedTemplates = new Map<string, TemplatePart[]>();
function parseTemplate(template: string): TemplatePart[] {
  let parts = parsedTemplates.get(template);
  if (parts) return parts;
  // A quality next to its product reads as the name does: one {item} in the name's order.
  const joined = template.replace(/\{quality\} \{product\}|\{product\} \{quality\}/g, "{item}");
  parts = [];
  let last = 0;
  for (const m of joined.matchAll(/\{(\w+)\}/g)) {
    const before = joined.slice(0, m.index);
    if (m.index > last) parts.push(joined.slice(last, m.index));
    parts.push({ key: m[1] as string, opens: OPENS_SENTENCE.test(before) });
    last = m.index + m[0].length;
  }
  if (last < joined.length) parts.push(joined.slice(last));
  parsedTemplates.set(template, parts);
  return parts;
}

/**
 * A description template filled in: a quality next to its product reads as the name does (its
 * order, its agreement); a quality elsewhere is written as inside a sentence.
 */
function fillDescription(
  lang: Lang,
  template: string,
  vars: Record<string, string>,
  noun: string,
  quality: string,
) {
  let out = "";
  for (const part of parseTemplate(template)) {
    if (typeof part === "string") out += part;
    else if (part.key === "item") {
      const item = composeItem(lang, quality, noun);
      out += part.opens ? item.charAt(0).toLocaleUpperCase(lang) + item.slice(1) : item;
    } else if (part.key === "quality") out += qualityInSentence(lang, quality, part.opens);
    else out += vars[part.key] ?? `{${part.key}}`;
  }
  return out;
}

function descriptionTemplate(lang: Lang, root: string, index: number, english: EnTr): string {
  if (lang === "en" || lang === "tr") return english[lang];
  const translated = VOCAB_I18N[root]?.descriptions[index]?.[lang];
  if (!translated) throw new Error(`demo vocabulary: no ${lang} description ${index} for root ${root}`);
  return translated;
}

export function productTexts(input: ProductTextInput, englishTemplate: EnTr): ProductTexts {
  const texts = {} as ProductTexts;
  for (const lang of LANGS) {
    const noun = phrase(lang, input.root, input.noun);
    const quality = phrase(lang, input.root, input.quality);
    const messages = MESSAGES[lang];
    const unit = unitInSentence(lang, input.unit);
    const template = descriptionTemplate(lang, input.root, input.descriptionIndex, englishTemplate);
    const vars = {
      product: noun,
      brand: input.brandOrCompany,
      moq: String(input.moq),
      unit,
      origin: originName(lang, input.origin),
    };
    const description = fillDescription(lang, template, vars, noun, quality);
    const attribute = input.attribute;
    const packaging =
      messages.packaging[input.packaging as keyof typeof messages.packaging] ?? input.packaging;
    texts[lang] = {
      name: composeName(lang, {
        brand: input.brand,
        quality,
        noun,
        attribute: attribute?.inName ? attribute.value : "",
      }),
      description: attribute
        ? `${description}\n${phrase(lang, input.root, attribute.name)}${SPEC_COLON[lang] ?? ": "}${attribute.value}`
        : description,
      packagingDetails: fill(EXPORT_PACKING[lang], { packaging }),
    };
  }
  return texts;
}
