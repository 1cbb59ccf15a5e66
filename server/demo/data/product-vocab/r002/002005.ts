import type { LeafVocab } from "../types.ts";

/** 002005 Yarn (Apparel & Textile) */
export const leaves: LeafVocab[] = [
  {
    code: "002005001", // Cotton Yarn
    nouns: [
      { en: "Ring-Spun Yarn", tr: "Ring İplik" },
      { en: "Open-End Yarn", tr: "Open-End İplik" },
      { en: "Compact Yarn", tr: "Kompakt İplik" },
      { en: "Combed Cotton Yarn", tr: "Penye İplik" },
      { en: "Carded Cotton Yarn", tr: "Karde İplik" },
      { en: "Slub Yarn", tr: "Flamlı İplik" },
      { en: "Mercerized Cotton Yarn", tr: "Merserize Pamuk İpliği" },
      { en: "Amigurumi Yarn", tr: "Amigurumi İpliği" },
    ],
    qualities: [
      { en: "Organic", tr: "Organik" },
      { en: "Raw White", tr: "Ham Beyaz" },
      { en: "Dyed", tr: "Boyalı" },
      { en: "Gassed", tr: "Gazeli" },
      { en: "Waxed", tr: "Mumlu" },
      { en: "BCI-Certified", tr: "BCI Sertifikalı" },
      { en: "Recycled", tr: "Geri Dönüştürülmüş" },
    ],
    specs: [
      { en: "Yarn Count", tr: "İplik Numarası", values: ["Ne 20/1", "Ne 30/1", "Ne 40/1", "Ne 8/4"] },
      { en: "Cone Weight", tr: "Bobin Ağırlığı", values: ["1.25 kg", "1.67 kg", "1.89 kg"] },
    ],
    unit: "kilogram",
    packagings: ["carton", "bag", "pallet"],
    priceUsd: [2.4, 6],
    moq: [500, 20000],
  },
  {
    code: "002005002", // Polyester Yarn
    nouns: [
      { en: "DTY Yarn", tr: "DTY İplik" },
      { en: "FDY Yarn", tr: "FDY İplik" },
      { en: "POY Yarn", tr: "POY İplik" },
      { en: "Air-Textured Yarn", tr: "ATY İplik" },
      { en: "High-Tenacity Yarn", tr: "Yüksek Mukavemetli İplik" },
      { en: "Polyester Sewing Thread", tr: "Polyester Dikiş İpliği" },
      { en: "Embroidery Thread", tr: "Nakış İpliği" },
    ],
    qualities: [
      { en: "Recycled", tr: "Geri Dönüştürülmüş" },
      { en: "Dope-Dyed", tr: "Kütle Boyalı" },
      { en: "Raw White", tr: "Ham Beyaz" },
      { en: "Semi-Dull", tr: "Yarı Mat" },
      { en: "Full-Dull", tr: "Tam Mat" },
      { en: "Bright", tr: "Parlak" },
    ],
    specs: [
      { en: "Linear Density", tr: "Numara", values: ["75D/36F", "150D/48F", "300D/96F"] },
      { en: "Tenacity", tr: "Mukavemet", values: ["4.0 cN/dtex", "4.5 cN/dtex", "6.5 cN/dtex"] },
    ],
    unit: "kilogram",
    packagings: ["carton", "pallet", "bag"],
    priceUsd: [1.1, 3.5],
    moq: [1000, 25000],
  },
  {
    code: "002005003", // Wool Yarn
    nouns: [
      { en: "Hand Knitting Yarn", tr: "El Örgü İpliği" },
      { en: "Worsted Yarn", tr: "Kamgarn İplik" },
      { en: "Wool-Blend Yarn", tr: "Yün Karışımlı İplik" },
      { en: "Chunky Yarn", tr: "Kalın Örgü İpliği" },
      { en: "Lambswool Yarn", tr: "Kuzu Yünü İplik" },
      { en: "Mohair Yarn", tr: "Tiftik İplik" },
      { en: "Alpaca Yarn", tr: "Alpaka İplik" },
      { en: "Sock Yarn", tr: "Çorap İpliği" },
    ],
    qualities: [
      { en: "Merino", tr: "Merinos" },
      { en: "Superwash", tr: "Superwash" },
      { en: "Mulesing-Free", tr: "Mulesingsiz" },
      { en: "Hand-Dyed", tr: "El Boyaması" },
      { en: "Undyed", tr: "Boyasız" },
      { en: "Soft", tr: "Yumuşak" },
      { en: "Anti-Pilling", tr: "Boncuklanmaz" },
    ],
    specs: [
      { en: "Yarn Count", tr: "İplik Numarası", values: ["Nm 1/15", "Nm 2/28", "Nm 2/48", "Nm 2/60"] },
      { en: "Fibre Diameter", tr: "Elyaf İnceliği", values: ["17.5 µm", "19.5 µm", "21 µm", "23 µm"] },
    ],
    unit: "kilogram",
    packagings: ["carton", "bag"],
    priceUsd: [8, 45],
    moq: [50, 2000],
  },
];
