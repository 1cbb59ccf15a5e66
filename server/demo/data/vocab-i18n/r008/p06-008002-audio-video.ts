import type { Translation } from "../types.ts";

/** Phrases of 008002 Audio & Video (part 3): their English text as the vocabulary writes it → the other languages. */
export const phrases: Record<string, Translation> = {
  "Native Resolution": {
    de: "Native Auflösung",
    fr: "Résolution native",
    es: "Resolución nativa",
    it: "Risoluzione nativa",
    ru: "Нативное разрешение",
    ar: "الدقة الأصلية",
    fa: "رزولوشن بومی",
    hi: "नेटिव रिज़ॉल्यूशन",
    iw: "רזולוציה טבעית",
    zh: "物理分辨率",
    ja: "ネイティブ解像度",
  },
  Brightness: {
    de: "Helligkeit",
    fr: "Luminosité",
    es: "Brillo",
    it: "Luminosità",
    ru: "Яркость",
    ar: "السطوع",
    fa: "روشنایی",
    hi: "ब्राइटनेस",
    iw: "בהירות",
    zh: "亮度",
    ja: "明るさ",
  },
  "Contrast Ratio": {
    de: "Kontrastverhältnis",
    fr: "Taux de contraste",
    es: "Relación de contraste",
    it: "Rapporto di contrasto",
    ru: "Контрастность",
    ar: "نسبة التباين",
    fa: "نسبت کنتراست",
    hi: "कंट्रास्ट अनुपात",
    iw: "יחס ניגודיות",
    zh: "对比度",
    ja: "コントラスト比",
  },
};
