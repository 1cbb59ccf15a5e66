import type { LeafVocab } from "../types.ts";

/** 002006 Workwear & Uniforms (Apparel & Textile) */
export const leaves: LeafVocab[] = [
  {
    code: "002006001", // Coveralls
    nouns: [
      { en: "Work Coverall", tr: "İş Tulumu" },
      { en: "Bib Overall", tr: "Bahçıvan Tulum" },
      { en: "Disposable Coverall", tr: "Tek Kullanımlık Tulum" },
      { en: "Mechanic Coverall", tr: "Tamirci Tulumu" },
      { en: "Painter Coverall", tr: "Boyacı Tulumu" },
      { en: "Chemical Protective Coverall", tr: "Kimyasal Koruyucu Tulum" },
      { en: "Winter Coverall", tr: "Kışlık İş Tulumu" },
      { en: "Welder Coverall", tr: "Kaynakçı Tulumu" },
    ],
    qualities: [
      { en: "Flame-Retardant", tr: "Alev Geciktirici" },
      { en: "Anti-Static", tr: "Antistatik" },
      { en: "Poly-Cotton", tr: "Polyester-Pamuk Karışımlı" },
      { en: "Reflective", tr: "Reflektörlü" },
      { en: "Waterproof", tr: "Su Geçirmez" },
      { en: "Heavy-Duty", tr: "Ağır Hizmet Tipi" },
      { en: "Hi-Vis", tr: "Yüksek Görünürlüklü" },
    ],
    specs: [
      { en: "Fabric Weight", tr: "Kumaş Gramajı", values: ["65 g/m²", "220 g/m²", "260 g/m²", "300 g/m²"] },
      { en: "Standard", tr: "Standart", values: ["EN ISO 11612", "EN 1149-5", "EN ISO 13688", "EN 14126"] },
    ],
    unit: "piece",
    packagings: ["polybag", "carton"],
    priceUsd: [2, 28],
    moq: [200, 3000],
  },
  {
    code: "002006002", // Safety Vests
    nouns: [
      { en: "Safety Vest", tr: "İkaz Yeleği" },
      { en: "Mesh Safety Vest", tr: "File İkaz Yeleği" },
      { en: "Surveyor Vest", tr: "Cepli Mühendis Yeleği" },
      { en: "Traffic Vest", tr: "Trafik Yeleği" },
      { en: "Zipper Safety Vest", tr: "Fermuarlı İkaz Yeleği" },
      { en: "Construction Vest", tr: "İnşaat Yeleği" },
      { en: "Kids' Safety Vest", tr: "Çocuk İkaz Yeleği" },
    ],
    qualities: [
      { en: "Hi-Vis", tr: "Yüksek Görünürlüklü" },
      { en: "Reflective", tr: "Reflektörlü" },
      { en: "Fluorescent Yellow", tr: "Fosforlu Sarı" },
      { en: "Fluorescent Orange", tr: "Fosforlu Turuncu" },
      { en: "Breathable", tr: "Nefes Alan" },
      { en: "Flame-Retardant", tr: "Alev Geciktirici" },
    ],
    specs: [
      {
        en: "Standard",
        tr: "Standart",
        values: ["EN ISO 20471 Class 2", "EN ISO 20471 Class 3", "ANSI/ISEA 107"],
      },
      { en: "Reflective Tape Width", tr: "Reflektör Bant Genişliği", values: ["2.5 cm", "3.8 cm", "5 cm"] },
      { en: "Fabric Weight", tr: "Kumaş Gramajı", values: ["100 g/m²", "120 g/m²", "150 g/m²"] },
    ],
    unit: "piece",
    packagings: ["polybag", "carton"],
    priceUsd: [0.5, 8],
    moq: [500, 10000],
  },
  {
    code: "002006003", // Medical Scrubs
    nouns: [
      { en: "Scrub Set", tr: "Medikal Forma Takımı" },
      { en: "Scrub Top", tr: "Forma Üstü" },
      { en: "Scrub Pants", tr: "Forma Pantolonu" },
      { en: "Jogger Scrub Set", tr: "Jogger Medikal Forma Takımı" },
      { en: "Surgical Gown", tr: "Cerrahi Önlük" },
      { en: "Lab Coat", tr: "Laboratuvar Önlüğü" },
      { en: "Nurse Uniform", tr: "Hemşire Forması" },
    ],
    qualities: [
      { en: "Antibacterial", tr: "Antibakteriyel" },
      { en: "Stretch", tr: "Likralı" },
      { en: "Poly-Cotton", tr: "Polyester-Pamuk Karışımlı" },
      { en: "Fluid-Resistant", tr: "Sıvı İtici" },
      { en: "Wrinkle-Free", tr: "Kırışmaz" },
      { en: "Breathable", tr: "Nefes Alan" },
      { en: "Gabardine", tr: "Gabardin" },
    ],
    specs: [
      {
        en: "Fabric Composition",
        tr: "Kumaş Karışımı",
        values: ["65/35 PES/CO", "72/21/7 PES/RY/EA", "100% CO"],
      },
      { en: "Fabric Weight", tr: "Kumaş Gramajı", values: ["150 g/m²", "180 g/m²", "200 g/m²"] },
      { en: "Size Range", tr: "Beden Aralığı", values: ["XS-XXL", "S-3XL", "XS-4XL"] },
    ],
    unit: "piece",
    packagings: ["polybag", "carton"],
    priceUsd: [4, 22],
    moq: [200, 3000],
  },
];
