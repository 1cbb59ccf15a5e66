import type { LeafVocab } from "../types.ts";

/** 020004 Home Decor (Home & Garden) */
export const leaves: LeafVocab[] = [
  {
    code: "020004001", // Vases
    nouns: [
      { en: "Flower Vase", tr: "Çiçek Vazosu" },
      { en: "Floor Vase", tr: "Yer Vazosu" },
      { en: "Table Vase", tr: "Masa Vazosu" },
      { en: "Bud Vase", tr: "Tek Çiçeklik Vazo" },
      { en: "Cylinder Vase", tr: "Silindir Vazo" },
      { en: "Bottle Vase", tr: "Şişe Vazo" },
      { en: "Amphora Vase", tr: "Amfora Vazo" },
    ],
    qualities: [
      { en: "Ceramic", tr: "Seramik" },
      { en: "Glass", tr: "Cam" },
      { en: "Handmade", tr: "El Yapımı" },
      { en: "Matte-Glazed", tr: "Mat Sırlı" },
      { en: "Porcelain", tr: "Porselen" },
      { en: "Metal", tr: "Metal" },
      { en: "Nordic-Style", tr: "İskandinav Tarzı" },
    ],
    specs: [
      { en: "Height", tr: "Yükseklik", values: ["15 cm", "25 cm", "40 cm", "60 cm"] },
      { en: "Opening Diameter", tr: "Ağız Çapı", values: ["3 cm", "8 cm", "12 cm"] },
    ],
    unit: "piece",
    packagings: ["box", "carton", "wooden_case"],
    priceUsd: [1.5, 35],
    moq: [100, 1000],
  },
  {
    code: "020004002", // Artificial Flowers
    nouns: [
      { en: "Artificial Rose", tr: "Yapay Gül" },
      { en: "Artificial Orchid", tr: "Yapay Orkide" },
      { en: "Artificial Peony", tr: "Yapay Şakayık" },
      { en: "Artificial Hydrangea", tr: "Yapay Ortanca" },
      { en: "Artificial Tulip", tr: "Yapay Lale" },
      { en: "Artificial Lavender", tr: "Yapay Lavanta" },
      { en: "Artificial Flower Bouquet", tr: "Yapay Çiçek Buketi" },
      { en: "Artificial Eucalyptus Stem", tr: "Yapay Okaliptüs Dalı" },
    ],
    qualities: [
      { en: "Silk", tr: "İpek" },
      { en: "Lifelike", tr: "Canlı Görünümlü" },
      { en: "Latex", tr: "Lateks" },
      { en: "Polyurethane", tr: "Poliüretan" },
      { en: "Dried-Look", tr: "Kuru Görünümlü" },
      { en: "UV-Resistant", tr: "UV Dayanımlı" },
    ],
    specs: [
      { en: "Stem Length", tr: "Dal Boyu", values: ["30 cm", "45 cm", "60 cm", "80 cm"] },
      { en: "Flower Head Diameter", tr: "Çiçek Çapı", values: ["5 cm", "8 cm", "12 cm"] },
    ],
    unit: "piece",
    packagings: ["polybag", "carton"],
    priceUsd: [0.3, 12],
    moq: [500, 5000],
  },
  {
    code: "020004003", // Wall Clocks
    nouns: [
      { en: "Wall Clock", tr: "Duvar Saati" },
      { en: "Pendulum Clock", tr: "Sarkaçlı Saat" },
      { en: "Digital Wall Clock", tr: "Dijital Duvar Saati" },
      { en: "Kitchen Clock", tr: "Mutfak Saati" },
      { en: "Station Clock", tr: "İstasyon Saati" },
      { en: "Cuckoo Clock", tr: "Guguklu Saat" },
      { en: "3D Wall Clock", tr: "3D Duvar Saati" },
    ],
    qualities: [
      { en: "Silent", tr: "Sessiz" },
      { en: "Wooden", tr: "Ahşap" },
      { en: "Metal", tr: "Metal" },
      { en: "Vintage", tr: "Vintage" },
      { en: "Modern", tr: "Modern" },
      { en: "Radio-Controlled", tr: "Radyo Kontrollü" },
      { en: "Frameless", tr: "Çerçevesiz" },
    ],
    specs: [
      { en: "Diameter", tr: "Çap", values: ["25 cm", "30 cm", "40 cm", "60 cm"] },
      { en: "Battery", tr: "Pil", values: ["1x AA", "2x AA", "1x C"] },
    ],
    unit: "piece",
    packagings: ["box", "carton"],
    priceUsd: [2.5, 40],
    moq: [100, 1000],
  },
];
