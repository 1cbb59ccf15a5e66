import type { Translation } from "../types.ts";

/** Phrases of 020003 Home Textiles (part 3): their English text as the vocabulary writes it → the other languages. */
export const phrases: Record<string, Translation> = {
  Drop: {
    de: "Vorhanghöhe",
    fr: "Hauteur de chute",
    es: "Caída",
    it: "Altezza tenda",
    ru: "Высота шторы",
    ar: "طول الستارة",
    fa: "ارتفاع پرده",
    hi: "पर्दे की लंबाई",
    iw: "אורך הווילון",
    zh: "帘高",
    ja: "丈",
  },
};
