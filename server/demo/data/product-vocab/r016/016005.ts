import type { LeafVocab } from "../types.ts";

/** 016005 Dining Room Furniture (Furniture) */
export const leaves: LeafVocab[] = [
  {
    code: "016005001", // Dining Tables
    nouns: [
      { en: "Extendable Dining Table", tr: "Açılır Yemek Masası" },
      { en: "Round Dining Table", tr: "Yuvarlak Yemek Masası" },
      { en: "Rectangular Dining Table", tr: "Dikdörtgen Yemek Masası" },
      { en: "6-Seater Dining Table", tr: "6 Kişilik Yemek Masası" },
      { en: "Restaurant Table", tr: "Restoran Masası" },
      { en: "Bistro Table", tr: "Bistro Masa" },
      { en: "Dining Set (Table + 4 Chairs)", tr: "Yemek Masası Takımı (Masa + 4 Sandalye)" },
    ],
    qualities: [
      { en: "Solid Oak", tr: "Masif Meşe" },
      { en: "Walnut Veneer", tr: "Ceviz Kaplama" },
      { en: "Ceramic Top", tr: "Seramik Tablalı" },
      { en: "Tempered Glass", tr: "Temperli Cam" },
      { en: "Marble Top", tr: "Mermer Tablalı" },
      { en: "Industrial Style", tr: "Endüstriyel Tarz" },
      { en: "Rustic", tr: "Rustik" },
    ],
    specs: [
      {
        en: "Top Size",
        tr: "Tabla Ölçüsü",
        values: ["Ø 110 cm", "140 x 80 cm", "160 x 90 cm", "180 x 90 cm"],
      },
      { en: "Seating Capacity", tr: "Kişi Kapasitesi", values: ["4", "6", "8"] },
      { en: "Height", tr: "Yükseklik", values: ["74 cm", "75 cm", "76 cm"] },
    ],
    unit: "piece",
    packagings: ["carton", "wooden_case"],
    priceUsd: [60, 900],
    moq: [10, 100],
  },
  {
    code: "016005002", // Dining Chairs
    nouns: [
      { en: "Dining Chair", tr: "Yemek Sandalyesi" },
      { en: "Dining Armchair", tr: "Kollu Yemek Sandalyesi" },
      { en: "Windsor Chair", tr: "Windsor Sandalye" },
      { en: "Bentwood Chair", tr: "Thonet Sandalye" },
      { en: "Cross-Back Chair", tr: "Çapraz Sırtlı Sandalye" },
      { en: "Stackable Restaurant Chair", tr: "İstiflenebilir Restoran Sandalyesi" },
      { en: "Dining Bench", tr: "Yemek Bankı" },
    ],
    qualities: [
      { en: "Velvet Upholstered", tr: "Kadife Döşemeli" },
      { en: "Solid Beech", tr: "Masif Kayın" },
      { en: "Cane-Back", tr: "Hasır Sırtlı" },
      { en: "PU Leather", tr: "Suni Deri" },
      { en: "Metal-Leg", tr: "Metal Ayaklı" },
      { en: "Scandinavian Style", tr: "İskandinav Tarzı" },
    ],
    specs: [
      { en: "Seat Height", tr: "Oturma Yüksekliği", values: ["45 cm", "46 cm", "47 cm"] },
      { en: "Max. Load", tr: "Maks. Taşıma Kapasitesi", values: ["120 kg", "150 kg", "180 kg"] },
    ],
    unit: "piece",
    packagings: ["carton"],
    priceUsd: [18, 260],
    moq: [20, 400],
  },
  {
    code: "016005003", // Bar Stools
    nouns: [
      { en: "Bar Stool", tr: "Bar Taburesi" },
      { en: "Swivel Bar Stool", tr: "Döner Bar Sandalyesi" },
      { en: "Counter-Height Stool", tr: "Mutfak Adası Taburesi" },
      { en: "Gas-Lift Bar Stool", tr: "Amortisörlü Bar Sandalyesi" },
      { en: "Backless Stool", tr: "Sırtsız Tabure" },
      { en: "Bar Chair with Footrest", tr: "Ayak Destekli Bar Sandalyesi" },
      { en: "Tolix Stool", tr: "Tolix Tabure" },
    ],
    qualities: [
      { en: "Velvet", tr: "Kadife" },
      { en: "PU Leather", tr: "Suni Deri" },
      { en: "Solid Wood", tr: "Masif Ahşap" },
      { en: "Chrome-Plated", tr: "Krom Kaplama" },
      { en: "Matte Black", tr: "Mat Siyah" },
      { en: "Rattan", tr: "Rattan" },
    ],
    specs: [
      { en: "Seat Height", tr: "Oturma Yüksekliği", values: ["65 cm", "75 cm", "60-82 cm"] },
      { en: "Max. Load", tr: "Maks. Taşıma Kapasitesi", values: ["110 kg", "136 kg", "150 kg"] },
    ],
    unit: "piece",
    packagings: ["carton"],
    priceUsd: [15, 220],
    moq: [20, 400],
  },
];
