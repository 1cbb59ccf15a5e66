import type { LeafVocab } from "../types.ts";

/** 015002 Dried Fruits & Nuts (Food & Beverage) */
export const leaves: LeafVocab[] = [
  {
    code: "015002001", // Hazelnuts
    nouns: [
      { en: "Natural Hazelnut Kernels", tr: "Natürel İç Fındık" },
      { en: "Roasted Hazelnut Kernels", tr: "Kavrulmuş İç Fındık" },
      { en: "Blanched Hazelnuts", tr: "Beyazlatılmış Fındık" },
      { en: "Diced Hazelnuts", tr: "Kıyılmış Fındık" },
      { en: "Sliced Hazelnuts", tr: "Dilimlenmiş Fındık" },
      { en: "Hazelnut Flour", tr: "Fındık Unu" },
      { en: "Hazelnut Paste", tr: "Fındık Ezmesi" },
      { en: "In-Shell Hazelnuts", tr: "Kabuklu Fındık" },
    ],
    qualities: [
      { en: "Giresun Quality", tr: "Giresun Kalite" },
      { en: "Levant Quality", tr: "Levant Kalite" },
      { en: "Organic", tr: "Organik" },
      { en: "Aflatoxin-Tested", tr: "Aflatoksin Analizli" },
      { en: "Premium Grade", tr: "Birinci Sınıf" },
      { en: "New Crop", tr: "Yeni Mahsul" },
    ],
    specs: [
      { en: "Size", tr: "Kalibre", values: ["9-11 mm", "11-13 mm", "13-15 mm"] },
      { en: "Moisture", tr: "Nem", values: ["≤ 4%", "≤ 5%", "≤ 6%"] },
      { en: "Aflatoxin", tr: "Aflatoksin", values: ["≤ 2 ppb", "≤ 4 ppb", "≤ 10 ppb"] },
    ],
    unit: "kilogram",
    packagings: ["carton", "bag", "sack"],
    priceUsd: [6, 18],
    moq: [500, 20000],
  },
  {
    code: "015002002", // Dried Apricots
    nouns: [
      { en: "Whole Dried Apricots", tr: "Bütün Kuru Kayısı" },
      { en: "Sun-Dried Apricots", tr: "Gün Kurusu Kayısı" },
      { en: "Diced Dried Apricots", tr: "Doğranmış Kuru Kayısı" },
      { en: "Dried Apricot Halves", tr: "Yarım Kuru Kayısı" },
      { en: "Dried Apricot Slices", tr: "Dilim Kuru Kayısı" },
      { en: "Apricot Pestil", tr: "Kayısı Pestili" },
      { en: "Sweet Apricot Kernels", tr: "Tatlı Kayısı Çekirdeği" },
    ],
    qualities: [
      { en: "Malatya", tr: "Malatya" },
      { en: "Organic", tr: "Organik" },
      { en: "Jumbo-Size", tr: "Jumbo Boy" },
      { en: "Unsulphured", tr: "Kükürtsüz" },
      { en: "Hand-Selected", tr: "Elde Seçilmiş" },
      { en: "Export-Grade", tr: "İhracat Kalitesi" },
    ],
    specs: [
      { en: "Size", tr: "Boy", values: ["No. 1", "No. 3", "No. 5", "No. 7"] },
      { en: "Moisture", tr: "Nem", values: ["≤ 20%", "≤ 22%", "≤ 25%"] },
      { en: "SO₂", tr: "SO₂", values: ["< 10 ppm", "≤ 2000 ppm", "≤ 3000 ppm"] },
    ],
    unit: "kilogram",
    packagings: ["carton", "box", "bag"],
    priceUsd: [4, 14],
    moq: [500, 20000],
  },
  {
    code: "015002003", // Pistachios
    nouns: [
      { en: "In-Shell Pistachios", tr: "Kabuklu Antep Fıstığı" },
      { en: "Roasted Salted Pistachios", tr: "Kavrulmuş Tuzlu Antep Fıstığı" },
      { en: "Pistachio Kernels", tr: "İç Antep Fıstığı" },
      { en: "Green Pistachio Kernels", tr: "Boz İç Antep Fıstığı" },
      { en: "Chopped Pistachios", tr: "Kıyılmış Antep Fıstığı" },
      { en: "Pistachio Powder", tr: "Toz Antep Fıstığı" },
      { en: "Pistachio Paste", tr: "Antep Fıstığı Ezmesi" },
    ],
    qualities: [
      { en: "Early-Harvest", tr: "Erken Hasat" },
      { en: "Naturally Opened", tr: "Doğal Çıtlak" },
      { en: "Jumbo", tr: "Jumbo" },
      { en: "Organic", tr: "Organik" },
      { en: "Premium Grade", tr: "Birinci Sınıf" },
      { en: "Aflatoxin-Tested", tr: "Aflatoksin Analizli" },
    ],
    specs: [
      { en: "Moisture", tr: "Nem", values: ["≤ 5%", "≤ 6%", "≤ 7%"] },
      { en: "Aflatoxin", tr: "Aflatoksin", values: ["≤ 2 ppb", "≤ 4 ppb", "≤ 10 ppb"] },
      { en: "Split Ratio", tr: "Çıtlama Oranı", values: ["≥ 80%", "≥ 90%", "≥ 95%"] },
    ],
    unit: "kilogram",
    packagings: ["carton", "bag", "sack"],
    priceUsd: [9, 38],
    moq: [200, 10000],
  },
];
