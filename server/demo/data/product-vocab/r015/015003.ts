import type { LeafVocab } from "../types.ts";

/** 015003 Grains & Pulses (Food & Beverage) */
export const leaves: LeafVocab[] = [
  {
    code: "015003001", // Rice
    nouns: [
      { en: "Basmati Rice", tr: "Basmati Pirinç" },
      { en: "Jasmine Rice", tr: "Yasemin Pirinci" },
      { en: "Baldo Rice", tr: "Baldo Pirinç" },
      { en: "Osmancık Rice", tr: "Osmancık Pirinç" },
      { en: "Parboiled Rice", tr: "Yarı Haşlanmış Pirinç" },
      { en: "Brown Rice", tr: "Esmer Pirinç" },
      { en: "Calrose Rice", tr: "Calrose Pirinç" },
      { en: "Sushi Rice", tr: "Suşi Pirinci" },
    ],
    qualities: [
      { en: "Premium", tr: "Premium" },
      { en: "Organic", tr: "Organik" },
      { en: "Aged", tr: "Dinlendirilmiş" },
      { en: "Sortex-Cleaned", tr: "Sortex Ayıklamalı" },
      { en: "Non-GMO", tr: "GDO'suz" },
      { en: "Low-Broken", tr: "Düşük Kırık Oranlı" },
    ],
    specs: [
      { en: "Broken Grains", tr: "Kırık Oranı", values: ["≤ 2%", "≤ 5%", "≤ 10%"] },
      { en: "Moisture", tr: "Nem", values: ["≤ 12%", "≤ 13%", "≤ 14%"] },
      { en: "Average Grain Length", tr: "Ortalama Tane Boyu", values: ["6.0 mm", "7.2 mm", "8.3 mm"] },
    ],
    unit: "ton",
    packagings: ["sack", "bag", "bulk"],
    priceUsd: [450, 1600],
    moq: [20, 500],
  },
  {
    code: "015003002", // Lentils
    nouns: [
      { en: "Red Split Lentils", tr: "Kırmızı Mercimek" },
      { en: "Red Football Lentils", tr: "Futbol Kırmızı Mercimek" },
      { en: "Green Lentils", tr: "Yeşil Mercimek" },
      { en: "Laird Green Lentils", tr: "Laird Yeşil Mercimek" },
      { en: "Eston Green Lentils", tr: "Eston Yeşil Mercimek" },
      { en: "Black Beluga Lentils", tr: "Siyah Beluga Mercimek" },
      { en: "Lentil Flour", tr: "Mercimek Unu" },
    ],
    qualities: [
      { en: "Organic", tr: "Organik" },
      { en: "Sortex-Cleaned", tr: "Sortex Ayıklamalı" },
      { en: "Premium", tr: "Premium" },
      { en: "Non-GMO", tr: "GDO'suz" },
      { en: "Polished", tr: "Cilalı" },
      { en: "Stone-Free", tr: "Taşsız" },
    ],
    specs: [
      { en: "Grain Size", tr: "Tane Boyu", values: ["3-4 mm", "4-5 mm", "5-6 mm", "6-7 mm"] },
      { en: "Moisture", tr: "Nem", values: ["≤ 12%", "≤ 13%", "≤ 14%"] },
      { en: "Purity", tr: "Saflık", values: ["99.5%", "99.8%", "99.95%"] },
    ],
    unit: "ton",
    packagings: ["sack", "bag"],
    priceUsd: [550, 1300],
    moq: [20, 500],
  },
  {
    code: "015003003", // Chickpeas
    nouns: [
      { en: "Kabuli Chickpeas", tr: "Kabuli Nohut" },
      { en: "Desi Chickpeas", tr: "Desi Nohut" },
      { en: "Black Chickpeas", tr: "Siyah Nohut" },
      { en: "Split Chickpeas", tr: "Kırık Nohut" },
      { en: "Roasted Chickpeas", tr: "Sarı Leblebi" },
      { en: "Chickpea Flour", tr: "Nohut Unu" },
      { en: "Canned Chickpeas", tr: "Konserve Nohut" },
    ],
    qualities: [
      { en: "Jumbo-Size", tr: "İri Taneli" },
      { en: "Organic", tr: "Organik" },
      { en: "Sortex-Cleaned", tr: "Sortex Ayıklamalı" },
      { en: "Premium", tr: "Premium" },
      { en: "Non-GMO", tr: "GDO'suz" },
      { en: "Export-Grade", tr: "İhracat Kalitesi" },
    ],
    specs: [
      { en: "Caliber", tr: "Kalibre", values: ["7 mm", "8 mm", "9 mm", "10 mm"] },
      { en: "Moisture", tr: "Nem", values: ["≤ 12%", "≤ 13%", "≤ 14%"] },
      { en: "Purity", tr: "Saflık", values: ["99.5%", "99.8%", "99.95%"] },
    ],
    unit: "ton",
    packagings: ["sack", "bag"],
    priceUsd: [650, 1700],
    moq: [20, 500],
  },
];
