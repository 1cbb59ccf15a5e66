import type { LeafVocab } from "../types.ts";

/** 015006 Beverages (Food & Beverage) */
export const leaves: LeafVocab[] = [
  {
    code: "015006001", // Fruit Juice
    nouns: [
      { en: "Orange Juice", tr: "Portakal Suyu" },
      { en: "Apple Juice", tr: "Elma Suyu" },
      { en: "Pomegranate Juice", tr: "Nar Suyu" },
      { en: "Grape Juice", tr: "Üzüm Suyu" },
      { en: "Sour Cherry Nectar", tr: "Vişne Nektarı" },
      { en: "Peach Nectar", tr: "Şeftali Nektarı" },
      { en: "Apricot Nectar", tr: "Kayısı Nektarı" },
      { en: "Mixed Fruit Juice", tr: "Karışık Meyve Suyu" },
    ],
    qualities: [
      { en: "Cold-Pressed", tr: "Soğuk Sıkım" },
      { en: "No Added Sugar", tr: "Şeker İlavesiz" },
      { en: "Organic", tr: "Organik" },
      { en: "Pasteurised", tr: "Pastörize" },
      { en: "Vitamin C-Enriched", tr: "C Vitaminli" },
      { en: "Premium", tr: "Premium" },
      { en: "Private-Label", tr: "Özel Markalı" },
    ],
    specs: [
      { en: "Volume", tr: "Hacim", values: ["200 ml", "330 ml", "1 L", "2 L"] },
      { en: "Brix", tr: "Briks", values: ["11 °Bx", "12 °Bx", "13 °Bx"] },
      { en: "Fruit Content", tr: "Meyve Oranı", values: ["25%", "50%", "100%"] },
    ],
    unit: "liter",
    packagings: ["bottle", "box", "can"],
    priceUsd: [0.6, 2.8],
    moq: [5000, 50000],
  },
  {
    code: "015006002", // Bottled Water
    nouns: [
      { en: "Natural Spring Water", tr: "Doğal Kaynak Suyu" },
      { en: "Natural Mineral Water", tr: "Doğal Mineralli Su" },
      { en: "Sparkling Mineral Water", tr: "Maden Suyu" },
      { en: "Alkaline Water", tr: "Alkali Su" },
      { en: "Flavoured Water", tr: "Aromalı Su" },
      { en: "Drinking Water Cups", tr: "Bardak Su" },
      { en: "19 L Water Jug", tr: "Damacana Su" },
    ],
    qualities: [
      { en: "Low-Sodium", tr: "Düşük Sodyumlu" },
      { en: "High-pH", tr: "Yüksek pH Değerli" },
      { en: "BPA-Free", tr: "BPA İçermeyen" },
      { en: "rPET-Bottled", tr: "rPET Şişeli" },
      { en: "Premium", tr: "Premium" },
      { en: "Private-Label", tr: "Özel Markalı" },
    ],
    specs: [
      { en: "Volume", tr: "Hacim", values: ["330 ml", "500 ml", "1.5 L", "19 L"] },
      { en: "pH", tr: "pH", values: ["7.2", "7.8", "8.5"] },
      {
        en: "Total Dissolved Solids",
        tr: "Toplam Çözünmüş Madde",
        values: ["50 mg/L", "150 mg/L", "350 mg/L"],
      },
    ],
    unit: "carton",
    packagings: ["bottle", "carton", "pallet"],
    priceUsd: [1.2, 9],
    moq: [1000, 20000],
  },
  {
    code: "015006003", // Soft Drinks
    nouns: [
      { en: "Cola", tr: "Kola" },
      { en: "Lemon-Lime Soda", tr: "Limonlu Gazoz" },
      { en: "Orange Soda", tr: "Portakallı Gazlı İçecek" },
      { en: "Tonic Water", tr: "Tonik" },
      { en: "Ginger Ale", tr: "Zencefilli Gazoz" },
      { en: "Energy Drink", tr: "Enerji İçeceği" },
      { en: "Fruit Soda", tr: "Meyveli Soda" },
      { en: "Traditional Gazoz", tr: "Gazoz" },
    ],
    qualities: [
      { en: "Sugar-Free", tr: "Şekersiz" },
      { en: "Zero-Calorie", tr: "Sıfır Kalorili" },
      { en: "Naturally Flavoured", tr: "Doğal Aromalı" },
      { en: "Caffeine-Free", tr: "Kafeinsiz" },
      { en: "Halal-Certified", tr: "Helal Sertifikalı" },
      { en: "Private-Label", tr: "Özel Markalı" },
    ],
    specs: [
      { en: "Volume", tr: "Hacim", values: ["250 ml", "330 ml", "1 L", "2.5 L"] },
      { en: "Sugar Content", tr: "Şeker Oranı", values: ["0 g/100 ml", "5 g/100 ml", "10.6 g/100 ml"] },
      { en: "Carbonation", tr: "Karbonasyon", values: ["2.5 vol CO₂", "3.5 vol CO₂", "4.0 vol CO₂"] },
    ],
    unit: "carton",
    packagings: ["can", "bottle", "carton"],
    priceUsd: [3, 14],
    moq: [1000, 20000],
  },
];
