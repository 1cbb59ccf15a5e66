import type { Translation } from "../types.ts";

/** Phrases of 034006 Water Sports (part 3): their English text as the vocabulary writes it → the other languages. */
export const phrases: Record<string, Translation> = {
  Standard: {
    de: "Norm",
    fr: "Norme",
    es: "Norma",
    it: "Norma",
    ru: "Стандарт",
    ar: "المعيار",
    fa: "استاندارد",
    hi: "मानक",
    iw: "תקן",
    zh: "标准",
    ja: "規格",
  },
};
