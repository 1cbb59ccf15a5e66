import type { LeafVocab } from "../types.ts";

/** 016002 Bedroom Furniture (Furniture) */
export const leaves: LeafVocab[] = [
  {
    code: "016002001", // Beds
    nouns: [
      { en: "Storage Bed Base", tr: "Sandıklı Baza" },
      { en: "Bed Frame", tr: "Karyola" },
      { en: "Platform Bed", tr: "Platform Karyola" },
      { en: "Headboard", tr: "Yatak Başlığı" },
      { en: "Bunk Bed", tr: "Ranza" },
      { en: "Double Bed", tr: "Çift Kişilik Karyola" },
      { en: "Kids Bed", tr: "Çocuk Karyolası" },
    ],
    qualities: [
      { en: "Upholstered", tr: "Döşemeli" },
      { en: "Solid Beech", tr: "Masif Kayın" },
      { en: "Metal", tr: "Metal" },
      { en: "Velvet-Covered", tr: "Kadife Kaplı" },
      { en: "Gas-Lift", tr: "Amortisörlü" },
      { en: "Scandinavian Style", tr: "İskandinav Tarzı" },
    ],
    specs: [
      {
        en: "Mattress Size",
        tr: "Yatak Ölçüsü",
        values: ["90 x 190 cm", "140 x 190 cm", "160 x 200 cm", "180 x 200 cm"],
      },
      { en: "Max. Load", tr: "Maks. Taşıma Kapasitesi", values: ["150 kg", "250 kg", "300 kg"] },
    ],
    unit: "piece",
    packagings: ["carton"],
    priceUsd: [45, 480],
    moq: [10, 100],
  },
  {
    code: "016002002", // Mattresses
    nouns: [
      { en: "Pocket Spring Mattress", tr: "Paket Yaylı Yatak" },
      { en: "Bonnell Spring Mattress", tr: "Bonel Yaylı Yatak" },
      { en: "Memory Foam Mattress", tr: "Visco Yatak" },
      { en: "Latex Mattress", tr: "Lateks Yatak" },
      { en: "Hybrid Mattress", tr: "Hibrit Yatak" },
      { en: "Baby Crib Mattress", tr: "Bebek Yatağı" },
      { en: "Mattress Topper", tr: "Yatak Pedi" },
    ],
    qualities: [
      { en: "Orthopaedic", tr: "Ortopedik" },
      { en: "Medium-Firm", tr: "Orta Sertlikte" },
      { en: "Hypoallergenic", tr: "Antialerjik" },
      { en: "Gel-Infused", tr: "Jel Katkılı" },
      { en: "Organic Cotton Cover", tr: "Organik Pamuk Kumaşlı" },
      { en: "Bamboo Fabric", tr: "Bambu Kumaşlı" },
    ],
    specs: [
      { en: "Size", tr: "Ölçü", values: ["90 x 190 cm", "140 x 190 cm", "160 x 200 cm", "180 x 200 cm"] },
      { en: "Height", tr: "Yükseklik", values: ["18 cm", "24 cm", "28 cm", "32 cm"] },
    ],
    unit: "piece",
    packagings: ["roll", "polybag", "carton"],
    priceUsd: [40, 420],
    moq: [20, 200],
  },
  {
    code: "016002003", // Wardrobes
    nouns: [
      { en: "Sliding Door Wardrobe", tr: "Sürgü Kapaklı Gardırop" },
      { en: "2-Door Wardrobe", tr: "İki Kapaklı Gardırop" },
      { en: "3-Door Wardrobe", tr: "Üç Kapaklı Gardırop" },
      { en: "Mirrored Wardrobe", tr: "Aynalı Gardırop" },
      { en: "Corner Wardrobe", tr: "Köşe Gardırop" },
      { en: "Walk-in Closet System", tr: "Giyinme Odası Sistemi" },
      { en: "Kids Wardrobe", tr: "Çocuk Gardırobu" },
    ],
    qualities: [
      { en: "High-Gloss White", tr: "Parlak Beyaz" },
      { en: "Oak-Effect", tr: "Meşe Görünümlü" },
      { en: "Soft-Close", tr: "Yavaş Kapanan" },
      { en: "E1 Chipboard", tr: "E1 Sunta" },
      { en: "Solid Wood", tr: "Masif Ahşap" },
      { en: "Flat-Pack", tr: "Demonte" },
    ],
    specs: [
      {
        en: "Dimensions (W x D x H)",
        tr: "Ölçüler (G x D x Y)",
        values: ["100 x 52 x 200 cm", "150 x 58 x 210 cm", "200 x 60 x 220 cm", "250 x 60 x 240 cm"],
      },
      { en: "Panel Thickness", tr: "Panel Kalınlığı", values: ["16 mm", "18 mm", "25 mm"] },
    ],
    unit: "piece",
    packagings: ["carton"],
    priceUsd: [60, 650],
    moq: [10, 100],
  },
  {
    code: "016002004", // Nightstands
    nouns: [
      { en: "2-Drawer Nightstand", tr: "İki Çekmeceli Komodin" },
      { en: "3-Drawer Nightstand", tr: "Üç Çekmeceli Komodin" },
      { en: "Floating Nightstand", tr: "Duvara Monte Komodin" },
      { en: "Bedside Table with Shelf", tr: "Raflı Komodin" },
      { en: "Nightstand with Wireless Charger", tr: "Kablosuz Şarjlı Komodin" },
      { en: "Bedside Cabinet", tr: "Kapaklı Komodin" },
      { en: "Round Bedside Table", tr: "Yuvarlak Komodin" },
    ],
    qualities: [
      { en: "Solid Oak", tr: "Masif Meşe" },
      { en: "Rattan-Front", tr: "Rattan Kapaklı" },
      { en: "High-Gloss", tr: "Parlak Lake" },
      { en: "Walnut Veneer", tr: "Ceviz Kaplama" },
      { en: "Retro Style", tr: "Retro Tarz" },
      { en: "Gold-Leg", tr: "Altın Ayaklı" },
    ],
    specs: [
      {
        en: "Dimensions",
        tr: "Ölçüler",
        values: ["40 x 35 x 50 cm", "45 x 40 x 55 cm", "50 x 40 x 60 cm"],
      },
      { en: "Drawer Load Capacity", tr: "Çekmece Taşıma Kapasitesi", values: ["10 kg", "15 kg", "25 kg"] },
    ],
    unit: "piece",
    packagings: ["carton"],
    priceUsd: [15, 180],
    moq: [30, 300],
  },
];
