import type { LeafVocab } from "../types.ts";

/** 016003 Office Furniture (Furniture) */
export const leaves: LeafVocab[] = [
  {
    code: "016003001", // Office Chairs
    nouns: [
      { en: "Executive Chair", tr: "Makam Koltuğu" },
      { en: "Task Chair", tr: "Çalışma Koltuğu" },
      { en: "Mesh Office Chair", tr: "File Sırtlı Ofis Koltuğu" },
      { en: "Conference Chair", tr: "Toplantı Koltuğu" },
      { en: "Visitor Chair", tr: "Misafir Koltuğu" },
      { en: "Gaming Chair", tr: "Oyuncu Koltuğu" },
      { en: "Drafting Chair", tr: "Yüksek Çizim Koltuğu" },
    ],
    qualities: [
      { en: "Ergonomic", tr: "Ergonomik" },
      { en: "Genuine Leather", tr: "Hakiki Deri" },
      { en: "High-Back", tr: "Yüksek Sırtlı" },
      { en: "Lumbar-Support", tr: "Bel Destekli" },
      { en: "BIFMA-Certified", tr: "BIFMA Sertifikalı" },
      { en: "PU Leather", tr: "Suni Deri" },
      { en: "Synchro-Tilt", tr: "Senkron Mekanizmalı" },
    ],
    specs: [
      { en: "Seat Height", tr: "Oturma Yüksekliği", values: ["42-52 cm", "45-55 cm", "48-58 cm"] },
      { en: "Max. Load", tr: "Maks. Taşıma Kapasitesi", values: ["120 kg", "150 kg", "180 kg"] },
      { en: "Base Diameter", tr: "Ayak Çapı", values: ["640 mm", "680 mm", "700 mm"] },
    ],
    unit: "piece",
    packagings: ["carton"],
    priceUsd: [28, 420],
    moq: [20, 300],
  },
  {
    code: "016003002", // Office Desks
    nouns: [
      { en: "Executive Desk", tr: "Makam Masası" },
      { en: "Height-Adjustable Desk", tr: "Yüksekliği Ayarlanabilir Masa" },
      { en: "L-Shaped Desk", tr: "L Tipi Çalışma Masası" },
      { en: "Workstation Bench Desk", tr: "Çoklu Çalışma İstasyonu" },
      { en: "Computer Desk", tr: "Bilgisayar Masası" },
      { en: "Meeting Table", tr: "Toplantı Masası" },
      { en: "Reception Desk", tr: "Resepsiyon Bankosu" },
    ],
    qualities: [
      { en: "Melamine-Faced", tr: "Melamin Kaplı" },
      { en: "Solid Walnut", tr: "Masif Ceviz" },
      { en: "Oak Veneer", tr: "Meşe Kaplama" },
      { en: "Steel-Frame", tr: "Çelik Ayaklı" },
      { en: "Cable-Managed", tr: "Kablo Kanallı" },
      { en: "Modern", tr: "Modern" },
    ],
    specs: [
      {
        en: "Top Size",
        tr: "Tabla Ölçüsü",
        values: ["120 x 60 cm", "140 x 70 cm", "160 x 80 cm", "180 x 90 cm"],
      },
      { en: "Height", tr: "Yükseklik", values: ["74 cm", "75 cm", "62-127 cm"] },
      { en: "Top Thickness", tr: "Tabla Kalınlığı", values: ["18 mm", "25 mm", "36 mm"] },
    ],
    unit: "piece",
    packagings: ["carton"],
    priceUsd: [45, 900],
    moq: [10, 100],
  },
  {
    code: "016003003", // Filing Cabinets
    nouns: [
      { en: "Vertical Filing Cabinet", tr: "Dikey Dosya Dolabı" },
      { en: "Lateral Filing Cabinet", tr: "Yatay Dosya Dolabı" },
      { en: "Mobile Pedestal", tr: "Tekerlekli Keson" },
      { en: "Sliding Door Cabinet", tr: "Sürgü Kapaklı Dolap" },
      { en: "Roller Shutter Cabinet", tr: "Jaluzi Kapaklı Dolap" },
      { en: "Personnel Locker", tr: "Personel Dolabı" },
      { en: "Archive Cabinet", tr: "Arşiv Dolabı" },
    ],
    qualities: [
      { en: "Steel", tr: "Çelik" },
      { en: "Lockable", tr: "Kilitli" },
      { en: "Powder-Coated", tr: "Elektrostatik Boyalı" },
      { en: "Anti-Tip", tr: "Devrilme Önleyici" },
      { en: "Fire-Resistant", tr: "Yangına Dayanıklı" },
      { en: "Melamine", tr: "Melamin" },
    ],
    specs: [
      { en: "Number of Drawers", tr: "Çekmece Sayısı", values: ["2", "3", "4", "5"] },
      { en: "Sheet Thickness", tr: "Sac Kalınlığı", values: ["0.6 mm", "0.8 mm", "1.0 mm"] },
      { en: "Height", tr: "Yükseklik", values: ["72 cm", "132 cm", "185 cm"] },
    ],
    unit: "piece",
    packagings: ["carton", "pallet"],
    priceUsd: [35, 320],
    moq: [20, 200],
  },
];
