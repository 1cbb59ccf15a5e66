import type { LeafVocab } from "../types.ts";

/** 020006 Storage & Cleaning (Home & Garden) */
export const leaves: LeafVocab[] = [
  {
    code: "020006001", // Storage Boxes
    nouns: [
      { en: "Storage Box", tr: "Saklama Kutusu" },
      { en: "Storage Basket", tr: "Saklama Sepeti" },
      { en: "Food Storage Container", tr: "Gıda Saklama Kabı" },
      { en: "Vacuum Storage Bag", tr: "Vakumlu Saklama Torbası" },
      { en: "Underbed Storage Box", tr: "Yatak Altı Saklama Kutusu" },
      { en: "Shoe Box", tr: "Ayakkabı Kutusu" },
      { en: "Drawer Organizer", tr: "Çekmece Düzenleyici" },
    ],
    qualities: [
      { en: "Plastic", tr: "Plastik" },
      { en: "Transparent", tr: "Şeffaf" },
      { en: "Stackable", tr: "İstiflenebilir" },
      { en: "Foldable", tr: "Katlanabilir" },
      { en: "Fabric", tr: "Kumaş" },
      { en: "Airtight", tr: "Hava Geçirmez" },
      { en: "BPA-Free", tr: "BPA İçermeyen" },
    ],
    specs: [
      { en: "Capacity", tr: "Hacim", values: ["5 L", "20 L", "45 L", "70 L"] },
      { en: "Dimensions", tr: "Ölçüler", values: ["30x20x15 cm", "40x30x25 cm", "60x40x35 cm"] },
    ],
    unit: "piece",
    packagings: ["carton", "polybag"],
    priceUsd: [0.8, 12],
    moq: [300, 5000],
  },
  {
    code: "020006002", // Mops & Brooms
    nouns: [
      { en: "Flat Mop", tr: "Düz Mop" },
      { en: "Spin Mop", tr: "Döner Mop" },
      { en: "String Mop", tr: "Saçaklı Paspas" },
      { en: "Spray Mop", tr: "Spreyli Mop" },
      { en: "Broom", tr: "Süpürge" },
      { en: "Push Broom", tr: "Yer Fırçası" },
      { en: "Broom and Dustpan Set", tr: "Faraşlı Süpürge Seti" },
      { en: "Floor Squeegee", tr: "Yer Çekçeği" },
    ],
    qualities: [
      { en: "Microfiber", tr: "Mikrofiber" },
      { en: "Telescopic", tr: "Teleskopik" },
      { en: "Heavy-Duty", tr: "Ağır Hizmet Tipi" },
      { en: "Soft-Bristle", tr: "Yumuşak Kıllı" },
      { en: "Industrial", tr: "Endüstriyel" },
      { en: "Lightweight", tr: "Hafif" },
    ],
    specs: [
      { en: "Handle Length", tr: "Sap Uzunluğu", values: ["110 cm", "120 cm", "130 cm", "140 cm"] },
      { en: "Head Width", tr: "Başlık Genişliği", values: ["30 cm", "40 cm", "60 cm"] },
    ],
    unit: "piece",
    packagings: ["carton", "polybag"],
    priceUsd: [1, 15],
    moq: [200, 3000],
  },
  {
    code: "020006003", // Hangers
    nouns: [
      { en: "Clothes Hanger", tr: "Elbise Askısı" },
      { en: "Suit Hanger", tr: "Takım Elbise Askısı" },
      { en: "Trouser Hanger", tr: "Pantolon Askısı" },
      { en: "Skirt Hanger", tr: "Etek Askısı" },
      { en: "Kids' Hanger", tr: "Çocuk Askısı" },
      { en: "Coat Hanger", tr: "Ceket Askısı" },
      { en: "Scarf Hanger", tr: "Şal Askısı" },
    ],
    qualities: [
      { en: "Wooden", tr: "Ahşap" },
      { en: "Velvet", tr: "Kadife" },
      { en: "Plastic", tr: "Plastik" },
      { en: "Metal", tr: "Metal" },
      { en: "Non-Slip", tr: "Kaymaz" },
      { en: "Space-Saving", tr: "Yer Tasarruflu" },
      { en: "Chrome-Plated", tr: "Krom Kaplama" },
    ],
    specs: [
      { en: "Width", tr: "Genişlik", values: ["30 cm", "40 cm", "45 cm"] },
      { en: "Thickness", tr: "Kalınlık", values: ["0.5 cm", "1.2 cm", "2 cm"] },
    ],
    unit: "piece",
    packagings: ["carton", "polybag", "bulk"],
    priceUsd: [0.05, 1.5],
    moq: [1000, 20000],
  },
];
