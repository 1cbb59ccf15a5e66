import type { Translation } from "../types.ts";

/** Phrases of 034004 Cycling (part 3): their English text as the vocabulary writes it → the other languages. */
export const phrases: Record<string, Translation> = {
  Vents: {
    de: "Belüftungsöffnungen",
    fr: "Aérations",
    es: "Orificios de ventilación",
    it: "Prese d'aria",
    ru: "Вентиляционные отверстия",
    ar: "فتحات التهوية",
    fa: "دریچه‌های تهویه",
    hi: "वेंट्स",
    iw: "פתחי אוורור",
    zh: "通风孔",
    ja: "通気孔数",
  },
};
