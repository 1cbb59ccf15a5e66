import type { LeafVocab } from "../types.ts";

/** 002001 Men's Clothing (Apparel & Textile) */
export const leaves: LeafVocab[] = [
  {
    code: "002001001", // T-Shirts
    nouns: [
      { en: "Crew Neck T-Shirt", tr: "Bisiklet Yaka Tişört" },
      { en: "V-Neck T-Shirt", tr: "V Yaka Tişört" },
      { en: "Polo Shirt", tr: "Polo Yaka Tişört" },
      { en: "Oversize T-Shirt", tr: "Oversize Tişört" },
      { en: "Long Sleeve T-Shirt", tr: "Uzun Kollu Tişört" },
      { en: "Basic T-Shirt", tr: "Basic Tişört" },
      { en: "Henley T-Shirt", tr: "Patlı Yaka Tişört" },
    ],
    qualities: [
      { en: "Cotton", tr: "Pamuklu" },
      { en: "Combed Cotton", tr: "Penye" },
      { en: "Organic Cotton", tr: "Organik Pamuklu" },
      { en: "Slim-Fit", tr: "Dar Kesim" },
      { en: "Regular-Fit", tr: "Normal Kesim" },
      { en: "Stretch", tr: "Likralı" },
      { en: "Quick-Dry", tr: "Hızlı Kuruyan" },
    ],
    specs: [
      {
        en: "Fabric Weight",
        tr: "Kumaş Gramajı",
        values: ["150 g/m²", "180 g/m²", "200 g/m²", "240 g/m²"],
      },
      { en: "Size Range", tr: "Beden Aralığı", values: ["S-XL", "S-XXL", "M-3XL"] },
    ],
    unit: "piece",
    packagings: ["polybag", "carton"],
    priceUsd: [1.8, 9],
    moq: [300, 5000],
  },
  {
    code: "002001002", // Shirts
    nouns: [
      { en: "Dress Shirt", tr: "Klasik Gömlek" },
      { en: "Casual Shirt", tr: "Günlük Gömlek" },
      { en: "Oxford Shirt", tr: "Oxford Gömlek" },
      { en: "Flannel Shirt", tr: "Oduncu Gömlek" },
      { en: "Short Sleeve Shirt", tr: "Kısa Kollu Gömlek" },
      { en: "Button-Down Shirt", tr: "Düğmeli Yaka Gömlek" },
      { en: "Mandarin Collar Shirt", tr: "Hakim Yaka Gömlek" },
    ],
    qualities: [
      { en: "Cotton", tr: "Pamuklu" },
      { en: "Linen", tr: "Keten" },
      { en: "Non-Iron", tr: "Ütü Gerektirmeyen" },
      { en: "Slim-Fit", tr: "Dar Kesim" },
      { en: "Regular-Fit", tr: "Normal Kesim" },
      { en: "Poplin", tr: "Poplin" },
      { en: "Checked", tr: "Kareli" },
    ],
    specs: [
      { en: "Collar Size", tr: "Yaka Ölçüsü", values: ["38 cm", "40 cm", "42 cm", "44 cm"] },
      { en: "Fabric Weight", tr: "Kumaş Gramajı", values: ["110 g/m²", "130 g/m²", "150 g/m²"] },
    ],
    unit: "piece",
    packagings: ["polybag", "box", "carton"],
    priceUsd: [4, 16],
    moq: [200, 3000],
  },
  {
    code: "002001003", // Jeans
    nouns: [
      { en: "Straight Leg Jeans", tr: "Düz Paça Kot Pantolon" },
      { en: "Skinny Jeans", tr: "Dar Paça Kot Pantolon" },
      { en: "Bootcut Jeans", tr: "İspanyol Paça Kot Pantolon" },
      { en: "Relaxed Fit Jeans", tr: "Bol Kesim Kot Pantolon" },
      { en: "Tapered Jeans", tr: "Havuç Kesim Kot Pantolon" },
      { en: "Cargo Jeans", tr: "Kargo Kot Pantolon" },
      { en: "Ripped Jeans", tr: "Yırtık Detaylı Kot Pantolon" },
      { en: "Denim Shorts", tr: "Kot Şort" },
    ],
    qualities: [
      { en: "Stretch", tr: "Likralı" },
      { en: "Stone-Washed", tr: "Taş Yıkamalı" },
      { en: "Raw Denim", tr: "Ham Denim" },
      { en: "Dark-Wash", tr: "Koyu Yıkamalı" },
      { en: "Light-Wash", tr: "Açık Yıkamalı" },
      { en: "Organic Cotton", tr: "Organik Pamuklu" },
      { en: "Recycled Cotton", tr: "Geri Dönüştürülmüş Pamuklu" },
    ],
    specs: [
      { en: "Fabric Weight", tr: "Kumaş Ağırlığı", values: ["10 oz", "12 oz", "14 oz"] },
      { en: "Waist Size", tr: "Bel Ölçüsü", values: ["28-36", "30-38", "30-42"] },
    ],
    unit: "piece",
    packagings: ["polybag", "carton"],
    priceUsd: [5, 18],
    moq: [200, 3000],
  },
  {
    code: "002001004", // Jackets & Coats
    nouns: [
      { en: "Puffer Jacket", tr: "Şişme Mont" },
      { en: "Bomber Jacket", tr: "Bomber Ceket" },
      { en: "Denim Jacket", tr: "Kot Ceket" },
      { en: "Parka", tr: "Parka" },
      { en: "Trench Coat", tr: "Trençkot" },
      { en: "Overcoat", tr: "Palto" },
      { en: "Windbreaker", tr: "Rüzgarlık" },
      { en: "Blazer", tr: "Blazer Ceket" },
    ],
    qualities: [
      { en: "Waterproof", tr: "Su Geçirmez" },
      { en: "Hooded", tr: "Kapüşonlu" },
      { en: "Down-Filled", tr: "Kaz Tüyü Dolgulu" },
      { en: "Wool-Blend", tr: "Yün Karışımlı" },
      { en: "Fleece-Lined", tr: "Polar Astarlı" },
      { en: "Lightweight", tr: "Hafif" },
      { en: "Faux Leather", tr: "Suni Deri" },
    ],
    specs: [
      { en: "Filling Weight", tr: "Dolgu Ağırlığı", values: ["150 g", "200 g", "300 g"] },
      { en: "Size Range", tr: "Beden Aralığı", values: ["S-XXL", "M-3XL", "M-4XL"] },
    ],
    unit: "piece",
    packagings: ["polybag", "carton"],
    priceUsd: [9, 55],
    moq: [100, 1500],
  },
];
