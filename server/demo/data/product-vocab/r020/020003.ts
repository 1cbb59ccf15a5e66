import type { LeafVocab } from "../types.ts";

/** 020003 Home Textiles (Home & Garden) */
export const leaves: LeafVocab[] = [
  {
    code: "020003001", // Bedding Sets
    nouns: [
      { en: "Duvet Cover Set", tr: "Nevresim Takımı" },
      { en: "Bed Sheet Set", tr: "Çarşaf Takımı" },
      { en: "Fitted Sheet Set", tr: "Lastikli Çarşaf Takımı" },
      { en: "Pillowcase Set", tr: "Yastık Kılıfı Seti" },
      { en: "Bedspread Set", tr: "Yatak Örtüsü Takımı" },
      { en: "Quilt Set", tr: "Yorgan Takımı" },
      { en: "Baby Bedding Set", tr: "Bebek Nevresim Takımı" },
    ],
    qualities: [
      { en: "Cotton", tr: "Pamuklu" },
      { en: "Ranforce", tr: "Ranforce" },
      { en: "Cotton Satin", tr: "Pamuk Saten" },
      { en: "Percale", tr: "Perkal" },
      { en: "Organic Cotton", tr: "Organik Pamuklu" },
      { en: "Linen", tr: "Keten" },
      { en: "Embroidered", tr: "Nakışlı" },
    ],
    specs: [
      { en: "Duvet Cover Size", tr: "Nevresim Ölçüsü", values: ["160x220 cm", "200x220 cm", "240x220 cm"] },
      { en: "Thread Count", tr: "İplik Sıklığı", values: ["144 TC", "200 TC", "300 TC", "400 TC"] },
      { en: "Fabric Weight", tr: "Kumaş Gramajı", values: ["110 g/m²", "130 g/m²", "150 g/m²"] },
    ],
    unit: "set",
    packagings: ["box", "polybag", "carton"],
    priceUsd: [8, 45],
    moq: [100, 1000],
  },
  {
    code: "020003002", // Towels
    nouns: [
      { en: "Bath Towel", tr: "Banyo Havlusu" },
      { en: "Hand Towel", tr: "El Havlusu" },
      { en: "Face Towel", tr: "Yüz Havlusu" },
      { en: "Beach Towel", tr: "Plaj Havlusu" },
      { en: "Peshtemal", tr: "Peştamal" },
      { en: "Bathrobe", tr: "Bornoz" },
      { en: "Hotel Towel", tr: "Otel Havlusu" },
      { en: "Kitchen Towel", tr: "Mutfak Havlusu" },
    ],
    qualities: [
      { en: "Cotton", tr: "Pamuklu" },
      { en: "Turkish Cotton", tr: "Türk Pamuğu" },
      { en: "Organic Cotton", tr: "Organik Pamuklu" },
      { en: "Bamboo", tr: "Bambu" },
      { en: "Jacquard", tr: "Jakarlı" },
      { en: "Velour", tr: "Kadife" },
      { en: "Quick-Dry", tr: "Hızlı Kuruyan" },
    ],
    specs: [
      { en: "Size", tr: "Ölçü", values: ["30x50 cm", "50x90 cm", "70x140 cm", "90x170 cm"] },
      { en: "Weight", tr: "Gramaj", values: ["400 g/m²", "500 g/m²", "600 g/m²", "700 g/m²"] },
    ],
    unit: "piece",
    packagings: ["polybag", "carton"],
    priceUsd: [0.8, 18],
    moq: [300, 5000],
  },
  {
    code: "020003003", // Curtains
    nouns: [
      { en: "Sheer Curtain", tr: "Tül Perde" },
      { en: "Drape Curtain", tr: "Fon Perde" },
      { en: "Roller Blind", tr: "Stor Perde" },
      { en: "Zebra Blind", tr: "Zebra Perde" },
      { en: "Roman Blind", tr: "Roman Stor Perde" },
      { en: "Venetian Blind", tr: "Jaluzi Perde" },
      { en: "Shower Curtain", tr: "Duş Perdesi" },
    ],
    qualities: [
      { en: "Blackout", tr: "Karartma" },
      { en: "Polyester", tr: "Polyester" },
      { en: "Linen-Look", tr: "Keten Görünümlü" },
      { en: "Jacquard", tr: "Jakarlı" },
      { en: "Embroidered", tr: "Nakışlı" },
      { en: "Velvet", tr: "Kadife" },
      { en: "Flame-Retardant", tr: "Alev Geciktirici" },
    ],
    specs: [
      { en: "Width", tr: "En", values: ["140 cm", "200 cm", "280 cm", "300 cm"] },
      { en: "Drop", tr: "Boy", values: ["220 cm", "250 cm", "270 cm"] },
      { en: "Fabric Weight", tr: "Kumaş Gramajı", values: ["80 g/m²", "180 g/m²", "280 g/m²"] },
    ],
    unit: "piece",
    packagings: ["polybag", "carton"],
    priceUsd: [3, 30],
    moq: [200, 2000],
  },
];
