import type { LeafVocab } from "../types.ts";

/** 020001 Kitchenware (Home & Garden) */
export const leaves: LeafVocab[] = [
  {
    code: "020001001", // Cookware Sets
    nouns: [
      { en: "Cookware Set", tr: "Tencere Seti" },
      { en: "Casserole Pot Set", tr: "Güveç Tencere Seti" },
      { en: "Pressure Cooker Set", tr: "Düdüklü Tencere Seti" },
      { en: "Frying Pan Set", tr: "Tava Seti" },
      { en: "Stock Pot Set", tr: "Derin Tencere Seti" },
      { en: "Saucepan Set", tr: "Sos Tenceresi Seti" },
      { en: "Dutch Oven Set", tr: "Döküm Güveç Seti" },
    ],
    qualities: [
      { en: "Stainless Steel", tr: "Paslanmaz Çelik" },
      { en: "Non-Stick", tr: "Yapışmaz" },
      { en: "Granite-Coated", tr: "Granit Kaplama" },
      { en: "Cast Iron", tr: "Döküm" },
      { en: "Tri-Ply", tr: "Üç Katlı" },
      { en: "Ceramic-Coated", tr: "Seramik Kaplama" },
      { en: "Hard-Anodized", tr: "Sert Anodize" },
    ],
    specs: [
      { en: "Pieces", tr: "Parça Sayısı", values: ["5 pcs", "7 pcs", "10 pcs", "12 pcs"] },
      { en: "Wall Thickness", tr: "Gövde Kalınlığı", values: ["0.8 mm", "1.0 mm", "2.5 mm", "3.0 mm"] },
      { en: "Largest Pot Diameter", tr: "En Büyük Tencere Çapı", values: ["20 cm", "24 cm", "28 cm"] },
    ],
    unit: "set",
    packagings: ["box", "carton"],
    priceUsd: [12, 85],
    moq: [100, 1000],
  },
  {
    code: "020001002", // Kitchen Knives
    nouns: [
      { en: "Chef Knife", tr: "Şef Bıçağı" },
      { en: "Santoku Knife", tr: "Santoku Bıçağı" },
      { en: "Bread Knife", tr: "Ekmek Bıçağı" },
      { en: "Paring Knife", tr: "Soyma Bıçağı" },
      { en: "Boning Knife", tr: "Kemik Sıyırma Bıçağı" },
      { en: "Meat Cleaver", tr: "Et Satırı" },
      { en: "Utility Knife", tr: "Çok Amaçlı Bıçak" },
      { en: "Steak Knife", tr: "Biftek Bıçağı" },
    ],
    qualities: [
      { en: "Stainless Steel", tr: "Paslanmaz Çelik" },
      { en: "Damascus Steel", tr: "Şam Çeliği" },
      { en: "Forged", tr: "Dövme" },
      { en: "High-Carbon", tr: "Yüksek Karbonlu" },
      { en: "Ceramic", tr: "Seramik" },
      { en: "Ergonomic", tr: "Ergonomik" },
    ],
    specs: [
      { en: "Blade Length", tr: "Bıçak Uzunluğu", values: ["9 cm", "15 cm", "20 cm", "23 cm"] },
      { en: "Hardness", tr: "Sertlik", values: ["56 HRC", "58 HRC", "60 HRC"] },
      { en: "Steel Grade", tr: "Çelik Kalitesi", values: ["3Cr13", "5Cr15MoV", "X50CrMoV15", "VG-10"] },
    ],
    unit: "piece",
    packagings: ["box", "blister", "carton"],
    priceUsd: [1.5, 25],
    moq: [200, 3000],
  },
  {
    code: "020001003", // Kitchen Utensils
    nouns: [
      { en: "Spatula", tr: "Spatula" },
      { en: "Ladle", tr: "Kepçe" },
      { en: "Slotted Spoon", tr: "Kevgir" },
      { en: "Whisk", tr: "Çırpma Teli" },
      { en: "Kitchen Tongs", tr: "Mutfak Maşası" },
      { en: "Vegetable Peeler", tr: "Sebze Soyacağı" },
      { en: "Grater", tr: "Rende" },
    ],
    qualities: [
      { en: "Silicone", tr: "Silikon" },
      { en: "Stainless Steel", tr: "Paslanmaz Çelik" },
      { en: "Nylon", tr: "Naylon" },
      { en: "Bamboo", tr: "Bambu" },
      { en: "Heat-Resistant", tr: "Isıya Dayanıklı" },
      { en: "BPA-Free", tr: "BPA İçermeyen" },
      { en: "Food-Grade", tr: "Gıdaya Uygun" },
    ],
    specs: [
      { en: "Length", tr: "Uzunluk", values: ["25 cm", "30 cm", "33 cm", "35 cm"] },
      { en: "Heat Resistance", tr: "Isı Dayanımı", values: ["200 °C", "230 °C", "260 °C"] },
    ],
    unit: "piece",
    packagings: ["polybag", "blister", "carton"],
    priceUsd: [0.4, 6],
    moq: [500, 5000],
  },
];
