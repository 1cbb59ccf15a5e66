import type { Translation } from "../types.ts";

/** Phrases of 016001 Living Room Furniture (part 3): their English text as the vocabulary writes it → the other languages. */
export const phrases: Record<string, Translation> = {
  "Supported TV Size": {
    de: "Geeignete TV-Größe",
    fr: "Taille de TV compatible",
    es: "Tamaño de TV compatible",
    it: "Dimensione TV supportata",
    ru: "Диагональ телевизора",
    ar: "حجم التلفزيون المناسب",
    fa: "سایز تلویزیون مناسب",
    hi: "सपोर्टेड टीवी साइज़",
    iw: "גודל טלוויזיה נתמך",
    zh: "适用电视尺寸",
    ja: "対応テレビサイズ",
  },
  "Max. Load": {
    de: "Max. Belastbarkeit",
    fr: "Charge max.",
    es: "Carga máx.",
    it: "Portata max.",
    ru: "Макс. нагрузка",
    ar: "الحمولة القصوى",
    fa: "حداکثر تحمل بار",
    hi: "अधिकतम भार",
    iw: "עומס מרבי",
    zh: "最大承重",
    ja: "最大耐荷重",
  },
};
