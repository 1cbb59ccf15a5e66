import type { Translation } from "../types.ts";

/** Phrases of 016004 Outdoor Furniture (part 3): their English text as the vocabulary writes it → the other languages. */
export const phrases: Record<string, Translation> = {
  "Fabric Weight": {
    de: "Stoffgewicht",
    fr: "Grammage du tissu",
    es: "Gramaje del tejido",
    it: "Grammatura del tessuto",
    ru: "Плотность ткани",
    ar: "وزن القماش",
    fa: "گرماژ پارچه",
    hi: "कपड़े का वज़न",
    iw: "משקל הבד",
    zh: "面料克重",
    ja: "生地の目付",
  },
  "Pole Diameter": {
    de: "Mastdurchmesser",
    fr: "Diamètre du mât",
    es: "Diámetro del mástil",
    it: "Diametro del palo",
    ru: "Диаметр стойки",
    ar: "قطر العمود",
    fa: "قطر میله",
    hi: "पोल का व्यास",
    iw: "קוטר העמוד",
    zh: "伞杆直径",
    ja: "ポール径",
  },
};
