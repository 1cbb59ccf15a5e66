import type { Translation } from "../types.ts";

/** Phrases of 034002 Camping & Hiking (part 3): their English text as the vocabulary writes it → the other languages. */
export const phrases: Record<string, Translation> = {
  Capacity: {
    de: "Volumen",
    fr: "Capacité",
    es: "Capacidad",
    it: "Capacità",
    ru: "Объём",
    ar: "السعة",
    fa: "حجم",
    hi: "क्षमता",
    iw: "נפח",
    zh: "容量",
    ja: "容量",
  },
};
