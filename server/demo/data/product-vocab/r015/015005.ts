import type { LeafVocab } from "../types.ts";

/** 015005 Confectionery & Snacks (Food & Beverage) */
export const leaves: LeafVocab[] = [
  {
    code: "015005001", // Chocolate
    nouns: [
      { en: "Chocolate Bar", tr: "Tablet Çikolata" },
      { en: "Hazelnut Chocolate", tr: "Fındıklı Çikolata" },
      { en: "Couverture Chocolate", tr: "Kuvertür Çikolata" },
      { en: "Pralines", tr: "Pralin Çikolata" },
      { en: "Napolitain Chocolates", tr: "Madlen Çikolata" },
      { en: "Chocolate Dragées", tr: "Draje Çikolata" },
      { en: "Cocoa Hazelnut Spread", tr: "Kakaolu Fındık Kreması" },
      { en: "Chocolate Gift Box", tr: "Hediyelik Kutu Çikolata" },
    ],
    qualities: [
      { en: "70% Dark", tr: "%70 Bitter" },
      { en: "Milk", tr: "Sütlü" },
      { en: "White", tr: "Beyaz" },
      { en: "Sugar-Free", tr: "Şekersiz" },
      { en: "Vegan", tr: "Vegan" },
      { en: "Belgian-Style", tr: "Belçika Usulü" },
      { en: "Premium", tr: "Premium" },
    ],
    specs: [
      { en: "Cocoa Content", tr: "Kakao Oranı", values: ["≥ 30%", "≥ 54%", "≥ 70%", "≥ 85%"] },
      { en: "Net Weight", tr: "Net Ağırlık", values: ["40 g", "80 g", "100 g", "2.5 kg"] },
    ],
    unit: "kilogram",
    packagings: ["box", "carton"],
    priceUsd: [4, 22],
    moq: [200, 5000],
  },
  {
    code: "015005002", // Biscuits & Cookies
    nouns: [
      { en: "Butter Cookies", tr: "Tereyağlı Kurabiye" },
      { en: "Cream Sandwich Biscuits", tr: "Kremalı Bisküvi" },
      { en: "Digestive Biscuits", tr: "Digestive Bisküvi" },
      { en: "Chocolate Chip Cookies", tr: "Damla Çikolatalı Kurabiye" },
      { en: "Wafers", tr: "Gofret" },
      { en: "Crackers", tr: "Kraker" },
      { en: "Petit Beurre Biscuits", tr: "Petibör Bisküvi" },
      { en: "Filled Cookies", tr: "Dolgulu Kurabiye" },
    ],
    qualities: [
      { en: "Whole-Wheat", tr: "Tam Buğdaylı" },
      { en: "Oat", tr: "Yulaflı" },
      { en: "Sugar-Free", tr: "Şekersiz" },
      { en: "Gluten-Free", tr: "Glutensiz" },
      { en: "Palm Oil-Free", tr: "Palm Yağsız" },
      { en: "Halal-Certified", tr: "Helal Sertifikalı" },
      { en: "Private-Label", tr: "Özel Markalı" },
    ],
    specs: [
      { en: "Pack Weight", tr: "Paket Ağırlığı", values: ["45 g", "150 g", "300 g", "1 kg"] },
      { en: "Packs per Carton", tr: "Koli İçi Paket Sayısı", values: ["12", "24", "36", "48"] },
    ],
    unit: "carton",
    packagings: ["carton", "box"],
    priceUsd: [6, 35],
    moq: [500, 5000],
  },
  {
    code: "015005003", // Hard Candies
    nouns: [
      { en: "Fruit Drops", tr: "Meyveli Sert Şeker" },
      { en: "Mint Candies", tr: "Naneli Şeker" },
      { en: "Lollipops", tr: "Lolipop Şeker" },
      { en: "Filled Hard Candies", tr: "Dolgulu Sert Şeker" },
      { en: "Rock Candy", tr: "Akide Şekeri" },
      { en: "Menthol Eucalyptus Drops", tr: "Mentollü Okaliptüslü Şeker" },
      { en: "Butterscotch Candies", tr: "Tereyağlı Karamel Şeker" },
      { en: "Coffee Candies", tr: "Kahveli Şeker" },
    ],
    qualities: [
      { en: "Sugar-Free", tr: "Şekersiz" },
      { en: "Naturally Coloured", tr: "Doğal Renkli" },
      { en: "Individually Wrapped", tr: "Tek Tek Paketli" },
      { en: "Halal-Certified", tr: "Helal Sertifikalı" },
      { en: "Vegan", tr: "Vegan" },
      { en: "Traditional", tr: "Geleneksel" },
      { en: "Assorted-Flavour", tr: "Karışık Aromalı" },
    ],
    specs: [
      { en: "Piece Weight", tr: "Tane Ağırlığı", values: ["3 g", "5 g", "8 g", "12 g"] },
      { en: "Pack Weight", tr: "Paket Ağırlığı", values: ["100 g", "500 g", "1 kg", "5 kg"] },
    ],
    unit: "kilogram",
    packagings: ["bag", "jar", "carton"],
    priceUsd: [2, 8],
    moq: [500, 10000],
  },
];
