import type { LeafVocab } from "../types.ts";

/** 002003 Children's Clothing (Apparel & Textile) */
export const leaves: LeafVocab[] = [
  {
    code: "002003001", // Baby Rompers
    nouns: [
      { en: "Baby Romper", tr: "Bebek Tulumu" },
      { en: "Short Sleeve Romper", tr: "Kısa Kollu Bebek Tulumu" },
      { en: "Footed Sleepsuit", tr: "Patikli Bebek Tulumu" },
      { en: "Newborn Romper", tr: "Yenidoğan Tulumu" },
      { en: "Baby Bodysuit", tr: "Bebek Body" },
      { en: "Baby Overalls", tr: "Bebek Salopet" },
      { en: "Baby Wrap Top", tr: "Bebek Zıbın" },
    ],
    qualities: [
      { en: "Organic Cotton", tr: "Organik Pamuklu" },
      { en: "Combed Cotton", tr: "Penye" },
      { en: "Bamboo", tr: "Bambu" },
      { en: "Muslin", tr: "Müslin" },
      { en: "Ribbed", tr: "Fitilli" },
      { en: "Printed", tr: "Baskılı" },
      { en: "Unisex", tr: "Unisex" },
    ],
    specs: [
      { en: "Age Range", tr: "Yaş Aralığı", values: ["0-3 M", "3-6 M", "6-12 M", "12-24 M"] },
      { en: "Fabric Weight", tr: "Kumaş Gramajı", values: ["160 g/m²", "180 g/m²", "220 g/m²"] },
    ],
    unit: "piece",
    packagings: ["polybag", "box", "carton"],
    priceUsd: [1.8, 9],
    moq: [200, 3000],
  },
  {
    code: "002003002", // Kids' T-Shirts
    nouns: [
      { en: "Kids' T-Shirt", tr: "Çocuk Tişörtü" },
      { en: "Boys' T-Shirt", tr: "Erkek Çocuk Tişörtü" },
      { en: "Girls' T-Shirt", tr: "Kız Çocuk Tişörtü" },
      { en: "Kids' Polo Shirt", tr: "Çocuk Polo Tişört" },
      { en: "Long Sleeve Kids' T-Shirt", tr: "Uzun Kollu Çocuk Tişörtü" },
      { en: "School T-Shirt", tr: "Okul Tişörtü" },
    ],
    qualities: [
      { en: "Cotton", tr: "Pamuklu" },
      { en: "Combed Cotton", tr: "Penye" },
      { en: "Organic Cotton", tr: "Organik Pamuklu" },
      { en: "Printed", tr: "Baskılı" },
      { en: "Striped", tr: "Çizgili" },
      { en: "Glow-in-the-Dark", tr: "Karanlıkta Parlayan" },
      { en: "Quick-Dry", tr: "Hızlı Kuruyan" },
    ],
    specs: [
      { en: "Size (Height)", tr: "Beden (Boy)", values: ["98-128 cm", "110-140 cm", "128-164 cm"] },
      { en: "Fabric Weight", tr: "Kumaş Gramajı", values: ["140 g/m²", "160 g/m²", "180 g/m²"] },
    ],
    unit: "piece",
    packagings: ["polybag", "carton"],
    priceUsd: [1.2, 6],
    moq: [300, 5000],
  },
  {
    code: "002003003", // Kids' Pajamas
    nouns: [
      { en: "Kids' Pajama Set", tr: "Çocuk Pijama Takımı" },
      { en: "Boys' Pajama Set", tr: "Erkek Çocuk Pijama Takımı" },
      { en: "Girls' Pajama Set", tr: "Kız Çocuk Pijama Takımı" },
      { en: "Short Pajama Set", tr: "Şortlu Pijama Takımı" },
      { en: "Kids' Onesie Pajamas", tr: "Çocuk Tulum Pijama" },
      { en: "Family Matching Pajama Set", tr: "Aile Kombin Pijama Takımı" },
      { en: "Kids' Robe Set", tr: "Çocuk Sabahlık Takımı" },
    ],
    qualities: [
      { en: "Cotton", tr: "Pamuklu" },
      { en: "Flannel", tr: "Pazen" },
      { en: "Fleece", tr: "Polar" },
      { en: "Interlock", tr: "İnterlok" },
      { en: "Printed", tr: "Baskılı" },
      { en: "Bamboo", tr: "Bambu" },
    ],
    specs: [
      {
        en: "Size (Height)",
        tr: "Beden (Boy)",
        values: ["92-116 cm", "104-128 cm", "122-152 cm", "140-164 cm"],
      },
      { en: "Fabric Weight", tr: "Kumaş Gramajı", values: ["150 g/m²", "180 g/m²", "220 g/m²"] },
    ],
    unit: "set",
    packagings: ["polybag", "box", "carton"],
    priceUsd: [3, 12],
    moq: [200, 3000],
  },
];
