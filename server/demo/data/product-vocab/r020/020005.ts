import type { LeafVocab } from "../types.ts";

/** 020005 Garden Supplies (Home & Garden) */
export const leaves: LeafVocab[] = [
  {
    code: "020005001", // Garden Tools
    nouns: [
      { en: "Garden Shovel", tr: "Bahçe Küreği" },
      { en: "Pruning Shears", tr: "Budama Makası" },
      { en: "Garden Rake", tr: "Bahçe Tırmığı" },
      { en: "Hoe", tr: "Çapa" },
      { en: "Hand Trowel", tr: "El Küreği" },
      { en: "Hedge Shears", tr: "Çit Makası" },
      { en: "Pitchfork", tr: "Yaba" },
      { en: "Loppers", tr: "Dal Budama Makası" },
    ],
    qualities: [
      { en: "Carbon Steel", tr: "Karbon Çelik" },
      { en: "Stainless Steel", tr: "Paslanmaz Çelik" },
      { en: "Forged", tr: "Dövme" },
      { en: "Ergonomic", tr: "Ergonomik" },
      { en: "Fiberglass-Handle", tr: "Fiberglas Saplı" },
      { en: "Wooden-Handle", tr: "Ahşap Saplı" },
      { en: "Heavy-Duty", tr: "Ağır Hizmet Tipi" },
    ],
    specs: [
      { en: "Overall Length", tr: "Toplam Uzunluk", values: ["20 cm", "30 cm", "70 cm", "120 cm"] },
      { en: "Weight", tr: "Ağırlık", values: ["0.25 kg", "0.8 kg", "1.5 kg", "2.2 kg"] },
    ],
    unit: "piece",
    packagings: ["carton", "polybag", "blister"],
    priceUsd: [1.2, 18],
    moq: [300, 3000],
  },
  {
    code: "020005002", // Flower Pots
    nouns: [
      { en: "Flower Pot", tr: "Çiçek Saksısı" },
      { en: "Balcony Planter", tr: "Balkon Saksısı" },
      { en: "Hanging Planter", tr: "Asma Saksı" },
      { en: "Self-Watering Pot", tr: "Kendinden Sulamalı Saksı" },
      { en: "Nursery Pot", tr: "Fide Saksısı" },
      { en: "Succulent Pot", tr: "Sukulent Saksısı" },
      { en: "Floor Planter", tr: "Yer Saksısı" },
      { en: "Orchid Pot", tr: "Orkide Saksısı" },
    ],
    qualities: [
      { en: "Plastic", tr: "Plastik" },
      { en: "Ceramic", tr: "Seramik" },
      { en: "Terracotta", tr: "Terakota" },
      { en: "Concrete", tr: "Beton" },
      { en: "Glazed", tr: "Sırlı" },
      { en: "UV-Resistant", tr: "UV Dayanımlı" },
      { en: "Fiberglass", tr: "Fiberglas" },
    ],
    specs: [
      { en: "Diameter", tr: "Çap", values: ["10 cm", "20 cm", "30 cm", "45 cm"] },
      { en: "Height", tr: "Yükseklik", values: ["9 cm", "18 cm", "28 cm", "40 cm"] },
      { en: "Capacity", tr: "Hacim", values: ["0.5 L", "3 L", "10 L", "25 L"] },
    ],
    unit: "piece",
    packagings: ["carton", "pallet"],
    priceUsd: [0.15, 25],
    moq: [500, 10000],
  },
  {
    code: "020005003", // Garden Hoses
    nouns: [
      { en: "Garden Hose", tr: "Bahçe Hortumu" },
      { en: "Expandable Garden Hose", tr: "Uzayabilen Bahçe Hortumu" },
      { en: "Soaker Hose", tr: "Terleme Hortumu" },
      { en: "Drip Irrigation Hose", tr: "Damla Sulama Hortumu" },
      { en: "Spiral Hose", tr: "Spiral Hortum" },
      { en: "Flat Hose", tr: "Yassı Hortum" },
      { en: "Irrigation Hose", tr: "Sulama Hortumu" },
    ],
    qualities: [
      { en: "PVC", tr: "PVC" },
      { en: "Braided", tr: "Örgülü" },
      { en: "Rubber", tr: "Kauçuk" },
      { en: "Kink-Resistant", tr: "Bükülmeye Dayanıklı" },
      { en: "UV-Resistant", tr: "UV Dayanımlı" },
      { en: "Lightweight", tr: "Hafif" },
      { en: "Heavy-Duty", tr: "Ağır Hizmet Tipi" },
    ],
    specs: [
      { en: "Inner Diameter", tr: "İç Çap", values: ['1/2"', '5/8"', '3/4"', '1"'] },
      { en: "Length", tr: "Uzunluk", values: ["15 m", "25 m", "30 m", "50 m"] },
      { en: "Working Pressure", tr: "Çalışma Basıncı", values: ["6 bar", "10 bar", "15 bar"] },
    ],
    unit: "roll",
    packagings: ["roll", "carton", "polybag"],
    priceUsd: [3, 45],
    moq: [100, 2000],
  },
];
