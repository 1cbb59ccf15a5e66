import type { LeafVocab } from "../types.ts";

/** 002004 Fabrics (Apparel & Textile) */
export const leaves: LeafVocab[] = [
  {
    code: "002004001", // Cotton Fabric
    nouns: [
      { en: "Poplin Fabric", tr: "Poplin Kumaş" },
      { en: "Twill Fabric", tr: "Dimi Kumaş" },
      { en: "Canvas Fabric", tr: "Kanvas Kumaş" },
      { en: "Single Jersey Fabric", tr: "Süprem Kumaş" },
      { en: "Muslin Fabric", tr: "Müslin Kumaş" },
      { en: "Flannel Fabric", tr: "Pazen Kumaş" },
      { en: "Voile Fabric", tr: "Vual Kumaş" },
      { en: "Interlock Fabric", tr: "İnterlok Kumaş" },
    ],
    qualities: [
      { en: "Organic", tr: "Organik" },
      { en: "GOTS-Certified", tr: "GOTS Sertifikalı" },
      { en: "Mercerized", tr: "Merserize" },
      { en: "Yarn-Dyed", tr: "İplik Boyalı" },
      { en: "Printed", tr: "Baskılı" },
      { en: "Piece-Dyed", tr: "Düz Boyalı" },
      { en: "Stretch", tr: "Likralı" },
    ],
    specs: [
      { en: "Width", tr: "En", values: ["145 cm", "150 cm", "160 cm", "280 cm"] },
      { en: "Weight", tr: "Gramaj", values: ["110 g/m²", "140 g/m²", "200 g/m²", "280 g/m²"] },
      { en: "Yarn Count", tr: "İplik Numarası", values: ["Ne 30/1", "Ne 40/1", "Ne 60/1"] },
    ],
    unit: "meter",
    packagings: ["roll", "polybag"],
    priceUsd: [1.5, 6],
    moq: [1000, 10000],
  },
  {
    code: "002004002", // Polyester Fabric
    nouns: [
      { en: "Chiffon Fabric", tr: "Şifon Kumaş" },
      { en: "Satin Fabric", tr: "Saten Kumaş" },
      { en: "Oxford Fabric", tr: "Oxford Kumaş" },
      { en: "Polar Fleece Fabric", tr: "Polar Kumaş" },
      { en: "Taffeta Fabric", tr: "Tafta Kumaş" },
      { en: "Microfiber Fabric", tr: "Mikrofiber Kumaş" },
      { en: "Crepe Fabric", tr: "Krep Kumaş" },
      { en: "Scuba Fabric", tr: "Scuba Kumaş" },
    ],
    qualities: [
      { en: "Recycled", tr: "Geri Dönüştürülmüş" },
      { en: "Waterproof", tr: "Su Geçirmez" },
      { en: "PU-Coated", tr: "PU Kaplamalı" },
      { en: "Flame-Retardant", tr: "Alev Geciktirici" },
      { en: "Printed", tr: "Baskılı" },
      { en: "Brushed", tr: "Şardonlu" },
      { en: "Anti-Pilling", tr: "Boncuklanmaz" },
    ],
    specs: [
      { en: "Width", tr: "En", values: ["145 cm", "150 cm", "160 cm"] },
      { en: "Weight", tr: "Gramaj", values: ["75 g/m²", "120 g/m²", "200 g/m²", "280 g/m²"] },
      { en: "Yarn Denier", tr: "İplik Denyesi", values: ["75D", "150D", "300D", "600D"] },
    ],
    unit: "meter",
    packagings: ["roll", "polybag"],
    priceUsd: [0.6, 4],
    moq: [1000, 20000],
  },
  {
    code: "002004003", // Denim Fabric
    nouns: [
      { en: "Denim Fabric", tr: "Denim Kumaş" },
      { en: "Selvedge Denim", tr: "Selvedge Denim Kumaş" },
      { en: "Chambray Fabric", tr: "Şambre Kumaş" },
      { en: "Indigo Denim", tr: "İndigo Denim Kumaş" },
      { en: "Black Denim", tr: "Siyah Denim Kumaş" },
      { en: "Raw Denim", tr: "Ham Denim Kumaş" },
      { en: "Knit Denim", tr: "Örme Denim Kumaş" },
    ],
    qualities: [
      { en: "Stretch", tr: "Likralı" },
      { en: "Rigid", tr: "Esnemeyen" },
      { en: "Organic Cotton", tr: "Organik Pamuklu" },
      { en: "Recycled", tr: "Geri Dönüştürülmüş" },
      { en: "Slub", tr: "Flamlı" },
      { en: "Ring-Spun", tr: "Ring İplikli" },
      { en: "Sustainable", tr: "Sürdürülebilir" },
    ],
    specs: [
      { en: "Weight", tr: "Ağırlık", values: ["8 oz", "10 oz", "12 oz", "14 oz"] },
      { en: "Width", tr: "En", values: ["145 cm", "150 cm", "160 cm"] },
      { en: "Elastane Content", tr: "Elastan Oranı", values: ["0%", "1%", "2%", "3%"] },
    ],
    unit: "meter",
    packagings: ["roll"],
    priceUsd: [2, 8],
    moq: [1000, 10000],
  },
];
