import type { LeafVocab } from "../types.ts";

/** 015004 Edible Oils (Food & Beverage) */
export const leaves: LeafVocab[] = [
  {
    code: "015004001", // Olive Oil
    nouns: [
      { en: "Extra Virgin Olive Oil", tr: "Natürel Sızma Zeytinyağı" },
      { en: "Early Harvest Olive Oil", tr: "Erken Hasat Zeytinyağı" },
      { en: "Virgin Olive Oil", tr: "Natürel Birinci Zeytinyağı" },
      { en: "Riviera Olive Oil", tr: "Riviera Zeytinyağı" },
      { en: "Pomace Olive Oil", tr: "Pirina Yağı" },
      { en: "Infused Olive Oil", tr: "Aromalı Zeytinyağı" },
      { en: "Olive Oil Spray", tr: "Sprey Zeytinyağı" },
    ],
    qualities: [
      { en: "Organic", tr: "Organik" },
      { en: "Premium", tr: "Premium" },
      { en: "Aegean", tr: "Ege" },
      { en: "Ayvalık PDO", tr: "Ayvalık Coğrafi İşaretli" },
      { en: "Kosher-Certified", tr: "Koşer Sertifikalı" },
      { en: "Private-Label", tr: "Özel Markalı" },
      { en: "Filtered", tr: "Filtreli" },
    ],
    specs: [
      { en: "Free Acidity", tr: "Serbest Asitlik", values: ["≤ 0.3%", "≤ 0.5%", "≤ 0.8%", "≤ 1.0%"] },
      {
        en: "Peroxide Value",
        tr: "Peroksit Değeri",
        values: ["≤ 10 meq O₂/kg", "≤ 15 meq O₂/kg", "≤ 20 meq O₂/kg"],
      },
      { en: "Volume", tr: "Hacim", values: ["250 ml", "500 ml", "1 L", "5 L"] },
    ],
    unit: "liter",
    packagings: ["bottle", "can", "drum"],
    priceUsd: [3.5, 14],
    moq: [1000, 20000],
  },
  {
    code: "015004002", // Sunflower Oil
    nouns: [
      { en: "Refined Sunflower Oil", tr: "Rafine Ayçiçek Yağı" },
      { en: "Crude Sunflower Oil", tr: "Ham Ayçiçek Yağı" },
      { en: "High-Oleic Sunflower Oil", tr: "Yüksek Oleik Ayçiçek Yağı" },
      { en: "Cold-Pressed Sunflower Oil", tr: "Soğuk Sıkım Ayçiçek Yağı" },
      { en: "Sunflower Frying Oil", tr: "Ayçiçek Kızartma Yağı" },
      { en: "Vegetable Oil Blend", tr: "Bitkisel Yağ Karışımı" },
    ],
    qualities: [
      { en: "Non-GMO", tr: "GDO'suz" },
      { en: "Vitamin E-Enriched", tr: "E Vitaminli" },
      { en: "Premium", tr: "Premium" },
      { en: "Halal-Certified", tr: "Helal Sertifikalı" },
      { en: "Cholesterol-Free", tr: "Kolesterolsüz" },
      { en: "Private-Label", tr: "Özel Markalı" },
    ],
    specs: [
      { en: "Free Fatty Acid", tr: "Serbest Yağ Asidi", values: ["≤ 0.1%", "≤ 0.2%", "≤ 2.0%"] },
      { en: "Pack Volume", tr: "Ambalaj Hacmi", values: ["1 L", "2 L", "5 L", "18 L"] },
      { en: "Smoke Point", tr: "Dumanlanma Noktası", values: ["225 °C", "232 °C", "245 °C"] },
    ],
    unit: "liter",
    packagings: ["bottle", "can", "drum"],
    priceUsd: [0.95, 3.2],
    moq: [5000, 100000],
  },
  {
    code: "015004003", // Corn Oil
    nouns: [
      { en: "Refined Corn Oil", tr: "Rafine Mısırözü Yağı" },
      { en: "Crude Corn Oil", tr: "Ham Mısırözü Yağı" },
      { en: "Cold-Pressed Corn Oil", tr: "Soğuk Sıkım Mısırözü Yağı" },
      { en: "Cooking Corn Oil", tr: "Yemeklik Mısırözü Yağı" },
      { en: "Corn Frying Oil", tr: "Mısırözü Kızartma Yağı" },
      { en: "Corn & Sunflower Oil Blend", tr: "Mısırözü ve Ayçiçek Yağı Karışımı" },
    ],
    qualities: [
      { en: "Non-GMO", tr: "GDO'suz" },
      { en: "Vitamin E-Enriched", tr: "E Vitaminli" },
      { en: "Premium", tr: "Premium" },
      { en: "Halal-Certified", tr: "Helal Sertifikalı" },
      { en: "Cholesterol-Free", tr: "Kolesterolsüz" },
      { en: "Private-Label", tr: "Özel Markalı" },
    ],
    specs: [
      { en: "Free Fatty Acid", tr: "Serbest Yağ Asidi", values: ["≤ 0.1%", "≤ 0.2%", "≤ 3.0%"] },
      { en: "Pack Volume", tr: "Ambalaj Hacmi", values: ["1 L", "2 L", "5 L", "18 L"] },
      { en: "Iodine Value", tr: "İyot Değeri", values: ["107 g/100 g", "118 g/100 g", "125 g/100 g"] },
    ],
    unit: "liter",
    packagings: ["bottle", "can", "drum"],
    priceUsd: [1.2, 3.8],
    moq: [5000, 100000],
  },
];
