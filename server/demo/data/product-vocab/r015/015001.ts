import type { LeafVocab } from "../types.ts";

/** 015001 Coffee & Tea (Food & Beverage) */
export const leaves: LeafVocab[] = [
  {
    code: "015001001", // Green Tea
    nouns: [
      { en: "Sencha Green Tea", tr: "Sencha Yeşil Çay" },
      { en: "Matcha Powder", tr: "Matcha Tozu" },
      { en: "Gunpowder Green Tea", tr: "Gunpowder Yeşil Çay" },
      { en: "Chun Mee Green Tea", tr: "Chun Mee Yeşil Çay" },
      { en: "Jasmine Green Tea", tr: "Yaseminli Yeşil Çay" },
      { en: "Mint Green Tea", tr: "Naneli Yeşil Çay" },
      { en: "Green Tea Bags", tr: "Bardak Poşet Yeşil Çay" },
    ],
    qualities: [
      { en: "Organic", tr: "Organik" },
      { en: "First Flush", tr: "İlk Hasat" },
      { en: "Ceremonial-Grade", tr: "Seremoni Sınıfı" },
      { en: "Loose-Leaf", tr: "Dökme Yaprak" },
      { en: "Hand-Picked", tr: "Elle Toplanmış" },
      { en: "Premium", tr: "Premium" },
    ],
    specs: [
      { en: "Moisture", tr: "Nem", values: ["≤ 5%", "≤ 6%", "≤ 7%"] },
      { en: "Net Weight", tr: "Net Ağırlık", values: ["100 g", "250 g", "500 g", "1 kg"] },
    ],
    unit: "kilogram",
    packagings: ["bag", "box", "carton"],
    priceUsd: [4, 60],
    moq: [100, 2000],
  },
  {
    code: "015001002", // Black Tea
    nouns: [
      { en: "Rize Tea", tr: "Rize Çayı" },
      { en: "Ceylon Black Tea", tr: "Seylan Siyah Çayı" },
      { en: "Earl Grey Tea", tr: "Earl Grey Çayı" },
      { en: "English Breakfast Tea", tr: "English Breakfast Çayı" },
      { en: "Assam CTC Tea", tr: "Assam CTC Çayı" },
      { en: "Kenyan BP1 Tea", tr: "Kenya BP1 Çayı" },
      { en: "Black Tea Bags", tr: "Bardak Poşet Siyah Çay" },
    ],
    qualities: [
      { en: "Organic", tr: "Organik" },
      { en: "First Harvest", tr: "İlk Hasat" },
      { en: "Orthodox", tr: "Ortodoks" },
      { en: "Loose", tr: "Dökme" },
      { en: "Premium Blend", tr: "Premium Harman" },
      { en: "Hand-Picked", tr: "Elle Toplanmış" },
    ],
    specs: [
      { en: "Grade", tr: "Sınıf", values: ["OP", "BOP", "PF1", "BP1"] },
      { en: "Moisture", tr: "Nem", values: ["≤ 6%", "≤ 7%", "≤ 8%"] },
      { en: "Net Weight", tr: "Net Ağırlık", values: ["500 g", "1 kg", "5 kg"] },
    ],
    unit: "kilogram",
    packagings: ["bag", "box", "carton"],
    priceUsd: [2.5, 18],
    moq: [200, 5000],
  },
  {
    code: "015001003", // Roasted Coffee Beans
    nouns: [
      { en: "Arabica Coffee Beans", tr: "Arabica Kahve Çekirdeği" },
      { en: "Robusta Coffee Beans", tr: "Robusta Kahve Çekirdeği" },
      { en: "Espresso Blend", tr: "Espresso Harmanı" },
      { en: "Ethiopian Yirgacheffe", tr: "Etiyopya Yirgacheffe" },
      { en: "Colombian Supremo", tr: "Kolombiya Supremo" },
      { en: "Brazilian Santos", tr: "Brezilya Santos" },
      { en: "Decaf Coffee Beans", tr: "Kafeinsiz Kahve Çekirdeği" },
    ],
    qualities: [
      { en: "Medium Roast", tr: "Orta Kavrum" },
      { en: "Dark Roast", tr: "Koyu Kavrum" },
      { en: "Light Roast", tr: "Açık Kavrum" },
      { en: "Specialty-Grade", tr: "Nitelikli" },
      { en: "Organic", tr: "Organik" },
      { en: "Fair Trade", tr: "Adil Ticaret Sertifikalı" },
      { en: "Freshly Roasted", tr: "Taze Kavrulmuş" },
    ],
    specs: [
      { en: "Net Weight", tr: "Net Ağırlık", values: ["250 g", "500 g", "1 kg"] },
      { en: "Screen Size", tr: "Elek Boyu", values: ["15", "16", "17", "18"] },
      { en: "Growing Altitude", tr: "Yetiştirme Rakımı", values: ["1200 m", "1600 m", "2000 m"] },
    ],
    unit: "kilogram",
    packagings: ["bag", "carton"],
    priceUsd: [9, 45],
    moq: [50, 1000],
  },
  {
    code: "015001004", // Instant Coffee
    nouns: [
      { en: "Freeze-Dried Instant Coffee", tr: "Dondurularak Kurutulmuş Hazır Kahve" },
      { en: "Spray-Dried Instant Coffee", tr: "Püskürtmeli Kurutulmuş Hazır Kahve" },
      { en: "Agglomerated Instant Coffee", tr: "Granül Hazır Kahve" },
      { en: "3-in-1 Coffee Mix", tr: "3'ü 1 Arada Kahve" },
      { en: "2-in-1 Coffee Mix", tr: "2'si 1 Arada Kahve" },
      { en: "Instant Cappuccino Mix", tr: "Hazır Cappuccino Karışımı" },
      { en: "Instant Coffee Sticks", tr: "Stick Hazır Kahve" },
    ],
    qualities: [
      { en: "Premium", tr: "Premium" },
      { en: "Arabica-Blend", tr: "Arabica Harmanlı" },
      { en: "Decaffeinated", tr: "Kafeinsiz" },
      { en: "Sugar-Free", tr: "Şekersiz" },
      { en: "Halal-Certified", tr: "Helal Sertifikalı" },
      { en: "Rich-Aroma", tr: "Yoğun Aromalı" },
    ],
    specs: [
      { en: "Moisture", tr: "Nem", values: ["≤ 3%", "≤ 4%", "≤ 5%"] },
      { en: "Net Weight", tr: "Net Ağırlık", values: ["18 g", "50 g", "100 g", "200 g"] },
      { en: "Caffeine Content", tr: "Kafein Oranı", values: ["≤ 0.3%", "≥ 2.5%", "≥ 3.0%"] },
    ],
    unit: "kilogram",
    packagings: ["jar", "bag", "carton"],
    priceUsd: [6, 30],
    moq: [200, 5000],
  },
];
