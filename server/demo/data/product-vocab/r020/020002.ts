import type { LeafVocab } from "../types.ts";

/** 020002 Tableware & Drinkware (Home & Garden) */
export const leaves: LeafVocab[] = [
  {
    code: "020002001", // Dinnerware Sets
    nouns: [
      { en: "Dinnerware Set", tr: "Yemek Takımı" },
      { en: "Dinner Plate Set", tr: "Yemek Tabağı Seti" },
      { en: "Soup Bowl Set", tr: "Çorba Kasesi Seti" },
      { en: "Breakfast Set", tr: "Kahvaltı Takımı" },
      { en: "Tea Cup Set", tr: "Çay Fincanı Takımı" },
      { en: "Coffee Cup Set", tr: "Kahve Fincanı Takımı" },
      { en: "Serving Platter Set", tr: "Servis Tabağı Seti" },
      { en: "Cutlery Set", tr: "Çatal Bıçak Takımı" },
    ],
    qualities: [
      { en: "Porcelain", tr: "Porselen" },
      { en: "Bone China", tr: "Kemik Porselen" },
      { en: "Ceramic", tr: "Seramik" },
      { en: "Melamine", tr: "Melamin" },
      { en: "Opal Glass", tr: "Opal Cam" },
      { en: "Hand-Painted", tr: "El Boyaması" },
      { en: "Gold-Rimmed", tr: "Altın Yaldızlı" },
    ],
    specs: [
      { en: "Pieces", tr: "Parça Sayısı", values: ["18 pcs", "24 pcs", "53 pcs", "86 pcs"] },
      { en: "Place Settings", tr: "Kişi Sayısı", values: ["4", "6", "12"] },
      { en: "Plate Diameter", tr: "Tabak Çapı", values: ["19 cm", "25 cm", "27 cm"] },
    ],
    unit: "set",
    packagings: ["box", "carton"],
    priceUsd: [15, 180],
    moq: [50, 500],
  },
  {
    code: "020002002", // Glassware
    nouns: [
      { en: "Tea Glass", tr: "Çay Bardağı" },
      { en: "Water Glass", tr: "Su Bardağı" },
      { en: "Wine Glass", tr: "Şarap Kadehi" },
      { en: "Whisky Glass", tr: "Viski Bardağı" },
      { en: "Beer Mug", tr: "Bira Kupası" },
      { en: "Champagne Flute", tr: "Şampanya Kadehi" },
      { en: "Juice Glass", tr: "Meşrubat Bardağı" },
    ],
    qualities: [
      { en: "Crystal", tr: "Kristal" },
      { en: "Lead-Free Crystal", tr: "Kurşunsuz Kristal" },
      { en: "Borosilicate", tr: "Borosilikat" },
      { en: "Tempered", tr: "Temperli" },
      { en: "Double-Wall", tr: "Çift Cidarlı" },
      { en: "Hand-Blown", tr: "El Üflemesi" },
    ],
    specs: [
      { en: "Capacity", tr: "Hacim", values: ["100 ml", "250 ml", "350 ml", "500 ml"] },
      { en: "Height", tr: "Yükseklik", values: ["9 cm", "12 cm", "17 cm", "22 cm"] },
    ],
    unit: "piece",
    packagings: ["carton", "box"],
    priceUsd: [0.3, 4],
    moq: [1000, 10000],
  },
  {
    code: "020002003", // Vacuum Flasks
    nouns: [
      { en: "Vacuum Flask", tr: "Termos" },
      { en: "Travel Mug", tr: "Seyahat Kupası" },
      { en: "Water Bottle", tr: "Matara" },
      { en: "Food Jar", tr: "Yemek Termosu" },
      { en: "Pump Pot", tr: "Pompalı Termos" },
      { en: "Tumbler", tr: "Termos Bardak" },
      { en: "Coffee Flask", tr: "Kahve Termosu" },
    ],
    qualities: [
      { en: "Stainless Steel", tr: "Paslanmaz Çelik" },
      { en: "Double-Wall", tr: "Çift Cidarlı" },
      { en: "Leak-Proof", tr: "Sızdırmaz" },
      { en: "18/8 Steel", tr: "18/8 Çelik" },
      { en: "Powder-Coated", tr: "Toz Boyalı" },
      { en: "BPA-Free", tr: "BPA İçermeyen" },
      { en: "Glass-Lined", tr: "Cam Hazneli" },
    ],
    specs: [
      { en: "Capacity", tr: "Hacim", values: ["350 ml", "500 ml", "750 ml", "1000 ml"] },
      { en: "Heat Retention", tr: "Sıcak Tutma Süresi", values: ["6 h", "12 h", "24 h"] },
    ],
    unit: "piece",
    packagings: ["box", "carton"],
    priceUsd: [2.5, 15],
    moq: [300, 3000],
  },
];
