import type { LeafVocab } from "../types.ts";

/** 016001 Living Room Furniture (Furniture) */
export const leaves: LeafVocab[] = [
  {
    code: "016001001", // Sofas
    nouns: [
      { en: "3-Seater Sofa", tr: "Üçlü Kanepe" },
      { en: "Corner Sofa", tr: "Köşe Koltuk" },
      { en: "Sofa Bed", tr: "Yataklı Kanepe" },
      { en: "Chesterfield Sofa", tr: "Chesterfield Kanepe" },
      { en: "Loveseat", tr: "İkili Koltuk" },
      { en: "Modular Sectional Sofa", tr: "Modüler Köşe Takımı" },
      { en: "Recliner Sofa", tr: "Recliner Koltuk" },
    ],
    qualities: [
      { en: "Velvet Upholstered", tr: "Kadife Döşemeli" },
      { en: "Genuine Leather", tr: "Hakiki Deri" },
      { en: "Linen Fabric", tr: "Keten Kumaş" },
      { en: "Solid Wood Frame", tr: "Masif Ahşap İskeletli" },
      { en: "Stain-Resistant", tr: "Leke Tutmaz" },
      { en: "Modern", tr: "Modern" },
    ],
    specs: [
      { en: "Width", tr: "Genişlik", values: ["180 cm", "210 cm", "240 cm", "280 cm"] },
      {
        en: "Seat Foam Density",
        tr: "Oturum Süngeri Yoğunluğu",
        values: ["28 kg/m³", "32 kg/m³", "35 kg/m³"],
      },
      { en: "Seat Height", tr: "Oturma Yüksekliği", values: ["42 cm", "45 cm", "48 cm"] },
    ],
    unit: "piece",
    packagings: ["carton", "polybag"],
    priceUsd: [120, 950],
    moq: [10, 100],
  },
  {
    code: "016001002", // Coffee Tables
    nouns: [
      { en: "Round Coffee Table", tr: "Yuvarlak Orta Sehpa" },
      { en: "Rectangular Coffee Table", tr: "Dikdörtgen Orta Sehpa" },
      { en: "Oval Coffee Table", tr: "Oval Orta Sehpa" },
      { en: "Nesting Table Set", tr: "Zigon Sehpa Takımı" },
      { en: "Lift-Top Coffee Table", tr: "Amortisörlü Orta Sehpa" },
      { en: "Storage Coffee Table", tr: "Çekmeceli Orta Sehpa" },
      { en: "Side Table", tr: "Yan Sehpa" },
    ],
    qualities: [
      { en: "Solid Oak", tr: "Masif Meşe" },
      { en: "Marble Top", tr: "Mermer Tablalı" },
      { en: "Tempered Glass", tr: "Temperli Cam" },
      { en: "Walnut Veneer", tr: "Ceviz Kaplama" },
      { en: "Metal Frame", tr: "Metal Çerçeveli" },
      { en: "Scandinavian Style", tr: "İskandinav Tarzı" },
    ],
    specs: [
      {
        en: "Dimensions",
        tr: "Ölçüler",
        values: ["Ø 80 x 40 cm", "90 x 50 x 45 cm", "110 x 60 x 42 cm", "120 x 70 x 40 cm"],
      },
      { en: "Top Thickness", tr: "Tabla Kalınlığı", values: ["8 mm", "18 mm", "25 mm", "40 mm"] },
    ],
    unit: "piece",
    packagings: ["carton"],
    priceUsd: [25, 320],
    moq: [20, 200],
  },
  {
    code: "016001003", // TV Stands
    nouns: [
      { en: "Floating TV Unit", tr: "Duvara Monte TV Ünitesi" },
      { en: "Low TV Stand", tr: "Alçak TV Sehpası" },
      { en: "Corner TV Stand", tr: "Köşe TV Ünitesi" },
      { en: "TV Wall Unit", tr: "TV Duvar Ünitesi" },
      { en: "Media Console", tr: "Medya Konsolu" },
      { en: "TV Cabinet with Drawers", tr: "Çekmeceli TV Dolabı" },
      { en: "Fireplace TV Stand", tr: "Şömineli TV Ünitesi" },
    ],
    qualities: [
      { en: "High-Gloss Lacquered", tr: "Parlak Lake" },
      { en: "Solid Pine", tr: "Masif Çam" },
      { en: "Walnut-Finish", tr: "Ceviz Görünümlü" },
      { en: "Melamine-Faced", tr: "Melamin Kaplı" },
      { en: "LED-Lit", tr: "LED Aydınlatmalı" },
      { en: "Minimalist", tr: "Minimalist" },
    ],
    specs: [
      { en: "Width", tr: "Genişlik", values: ["120 cm", "160 cm", "180 cm", "200 cm"] },
      { en: "Supported TV Size", tr: "Uyumlu TV Boyutu", values: ['55"', '65"', '75"', '85"'] },
      { en: "Max. Load", tr: "Maks. Taşıma Kapasitesi", values: ["30 kg", "50 kg", "75 kg"] },
    ],
    unit: "piece",
    packagings: ["carton"],
    priceUsd: [35, 380],
    moq: [20, 200],
  },
];
