import type { LeafVocab } from "../types.ts";

/** 016004 Outdoor Furniture (Furniture) */
export const leaves: LeafVocab[] = [
  {
    code: "016004001", // Garden Furniture Sets
    nouns: [
      { en: "Conversation Set", tr: "Bahçe Oturma Grubu" },
      { en: "Corner Lounge Set", tr: "Köşe Oturma Grubu" },
      { en: "Bistro Set", tr: "Bistro Masa Takımı" },
      { en: "Garden Dining Set", tr: "Bahçe Yemek Takımı" },
      { en: "Balcony Set", tr: "Balkon Takımı" },
      { en: "Garden Bench", tr: "Bahçe Bankı" },
      { en: "Hanging Egg Chair", tr: "Yumurta Salıncak" },
    ],
    qualities: [
      { en: "PE Rattan", tr: "PE Rattan" },
      { en: "Teak", tr: "Tik Ağacı" },
      { en: "Acacia Wood", tr: "Akasya Ahşap" },
      { en: "Powder-Coated Aluminium", tr: "Elektrostatik Boyalı Alüminyum" },
      { en: "Weather-Resistant", tr: "Hava Koşullarına Dayanıklı" },
      { en: "Rope-Woven", tr: "İp Örgülü" },
    ],
    specs: [
      { en: "Seating Capacity", tr: "Oturma Kapasitesi", values: ["2", "4", "6", "8"] },
      { en: "Cushion Thickness", tr: "Minder Kalınlığı", values: ["5 cm", "8 cm", "10 cm"] },
      { en: "Frame Tube Thickness", tr: "Profil Et Kalınlığı", values: ["1.2 mm", "1.5 mm", "2.0 mm"] },
    ],
    unit: "set",
    packagings: ["carton"],
    priceUsd: [90, 1400],
    moq: [10, 100],
  },
  {
    code: "016004002", // Sun Loungers
    nouns: [
      { en: "Sun Lounger", tr: "Şezlong" },
      { en: "Bali Daybed", tr: "Bali Yatağı" },
      { en: "Stackable Pool Lounger", tr: "İstiflenebilir Havuz Şezlongu" },
      { en: "Folding Beach Lounger", tr: "Katlanır Plaj Şezlongu" },
      { en: "Zero-Gravity Chair", tr: "Sıfır Yerçekimi Sandalyesi" },
      { en: "Double Sun Lounger", tr: "Çift Kişilik Şezlong" },
      { en: "Sun Lounger with Wheels", tr: "Tekerlekli Şezlong" },
    ],
    qualities: [
      { en: "Hotel-Grade", tr: "Otel Tipi" },
      { en: "Textilene Fabric", tr: "Tekstilen Kumaşlı" },
      { en: "Aluminium", tr: "Alüminyum" },
      { en: "Teak", tr: "Tik Ağacı" },
      { en: "PE Rattan", tr: "PE Rattan" },
      { en: "UV-Resistant", tr: "UV Dayanımlı" },
      { en: "Quick-Dry", tr: "Hızlı Kuruyan" },
    ],
    specs: [
      {
        en: "Dimensions",
        tr: "Ölçüler",
        values: ["190 x 65 x 35 cm", "195 x 75 x 30 cm", "200 x 70 x 40 cm"],
      },
      { en: "Backrest Positions", tr: "Sırt Pozisyonu Sayısı", values: ["4", "5", "6"] },
      { en: "Max. Load", tr: "Maks. Taşıma Kapasitesi", values: ["120 kg", "150 kg", "180 kg"] },
    ],
    unit: "piece",
    packagings: ["carton", "pallet"],
    priceUsd: [25, 420],
    moq: [20, 300],
  },
  {
    code: "016004003", // Patio Umbrellas
    nouns: [
      { en: "Cantilever Umbrella", tr: "Yandan Ayaklı Şemsiye" },
      { en: "Market Umbrella", tr: "Orta Direkli Şemsiye" },
      { en: "Beach Umbrella", tr: "Plaj Şemsiyesi" },
      { en: "Telescopic Umbrella", tr: "Teleskopik Şemsiye" },
      { en: "Square Parasol", tr: "Kare Şemsiye" },
      { en: "Café Umbrella", tr: "Kafe Şemsiyesi" },
      { en: "Umbrella Base", tr: "Şemsiye Ayağı" },
    ],
    qualities: [
      { en: "Acrylic Canopy", tr: "Akrilik Kumaşlı" },
      { en: "Aluminium-Pole", tr: "Alüminyum Direkli" },
      { en: "Wind-Resistant", tr: "Rüzgâra Dayanıklı" },
      { en: "UV-Protected", tr: "UV Korumalı" },
      { en: "Waterproof", tr: "Su Geçirmez" },
      { en: "Wooden", tr: "Ahşap" },
      { en: "Logo-Printed", tr: "Logo Baskılı" },
    ],
    specs: [
      { en: "Canopy Size", tr: "Tente Ölçüsü", values: ["Ø 2.7 m", "Ø 3 m", "3 x 3 m", "3 x 4 m"] },
      { en: "Fabric Weight", tr: "Kumaş Gramajı", values: ["180 g/m²", "240 g/m²", "280 g/m²"] },
      { en: "Pole Diameter", tr: "Direk Çapı", values: ["38 mm", "48 mm", "60 mm"] },
    ],
    unit: "piece",
    packagings: ["carton", "polybag"],
    priceUsd: [12, 650],
    moq: [30, 500],
  },
];
