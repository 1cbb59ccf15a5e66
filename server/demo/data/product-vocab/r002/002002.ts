import type { LeafVocab } from "../types.ts";

/** 002002 Women's Clothing (Apparel & Textile) */
export const leaves: LeafVocab[] = [
  {
    code: "002002001", // Dresses
    nouns: [
      { en: "Maxi Dress", tr: "Uzun Elbise" },
      { en: "Midi Dress", tr: "Midi Elbise" },
      { en: "Mini Dress", tr: "Mini Elbise" },
      { en: "Evening Dress", tr: "Abiye Elbise" },
      { en: "Shirt Dress", tr: "Gömlek Elbise" },
      { en: "Wrap Dress", tr: "Kruvaze Elbise" },
      { en: "Summer Dress", tr: "Yazlık Elbise" },
      { en: "Modest Dress", tr: "Tesettür Elbise" },
    ],
    qualities: [
      { en: "Floral", tr: "Çiçek Desenli" },
      { en: "Viscose", tr: "Viskon" },
      { en: "Chiffon", tr: "Şifon" },
      { en: "Satin", tr: "Saten" },
      { en: "Linen", tr: "Keten" },
      { en: "Knit", tr: "Örme" },
      { en: "Sleeveless", tr: "Kolsuz" },
    ],
    specs: [
      { en: "Size Range", tr: "Beden Aralığı", values: ["XS-XL", "S-XXL", "36-44", "38-48"] },
      { en: "Length", tr: "Boy", values: ["90 cm", "110 cm", "140 cm"] },
    ],
    unit: "piece",
    packagings: ["polybag", "carton"],
    priceUsd: [6, 35],
    moq: [100, 2000],
  },
  {
    code: "002002002", // Blouses & Tops
    nouns: [
      { en: "Blouse", tr: "Bluz" },
      { en: "Tunic", tr: "Tunik" },
      { en: "Crop Top", tr: "Crop Bluz" },
      { en: "Camisole", tr: "Askılı Bluz" },
      { en: "Bodysuit", tr: "Body" },
      { en: "Peplum Top", tr: "Peplum Bluz" },
      { en: "Off-Shoulder Top", tr: "Omzu Açık Bluz" },
    ],
    qualities: [
      { en: "Chiffon", tr: "Şifon" },
      { en: "Satin", tr: "Saten" },
      { en: "Viscose", tr: "Viskon" },
      { en: "Cotton", tr: "Pamuklu" },
      { en: "Lace", tr: "Dantelli" },
      { en: "Embroidered", tr: "Nakışlı" },
      { en: "Ruffled", tr: "Fırfırlı" },
    ],
    specs: [
      { en: "Size Range", tr: "Beden Aralığı", values: ["XS-XL", "S-XXL", "36-44"] },
      { en: "Fabric Weight", tr: "Kumaş Gramajı", values: ["90 g/m²", "120 g/m²", "160 g/m²"] },
    ],
    unit: "piece",
    packagings: ["polybag", "carton"],
    priceUsd: [3.5, 18],
    moq: [150, 3000],
  },
  {
    code: "002002003", // Knitwear
    nouns: [
      { en: "Pullover", tr: "Kazak" },
      { en: "Cardigan", tr: "Hırka" },
      { en: "Turtleneck Sweater", tr: "Balıkçı Yaka Kazak" },
      { en: "Sweater Vest", tr: "Triko Süveter" },
      { en: "Sweater Dress", tr: "Triko Elbise" },
      { en: "Knit Top", tr: "Triko Bluz" },
      { en: "Poncho", tr: "Panço" },
    ],
    qualities: [
      { en: "Wool", tr: "Yün" },
      { en: "Merino Wool", tr: "Merinos Yünü" },
      { en: "Cashmere-Blend", tr: "Kaşmir Karışımlı" },
      { en: "Acrylic", tr: "Akrilik" },
      { en: "Cable-Knit", tr: "Saç Örgülü" },
      { en: "Oversized", tr: "Oversize" },
      { en: "Ribbed", tr: "Fitilli" },
    ],
    specs: [
      { en: "Gauge", tr: "Makine İnceliği", values: ["3 gg", "7 gg", "12 gg", "14 gg"] },
      { en: "Size Range", tr: "Beden Aralığı", values: ["S-XL", "S-XXL", "M-3XL"] },
    ],
    unit: "piece",
    packagings: ["polybag", "carton"],
    priceUsd: [6, 30],
    moq: [100, 2000],
  },
];
