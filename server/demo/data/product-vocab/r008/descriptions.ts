import type { RootTexts } from "../types.ts";

/** Description templates of 008 Electronics. */
export const descriptions: RootTexts = {
  root: "008",
  descriptions: [
    {
      en: "Our {quality} {product} is made from premium-grade materials and branded components and passes 100% inspection before packing. CE, FCC and RoHS certificates are available, and every item is protected by anti-static, shock-absorbing packaging for safe export. Origin: {origin}; minimum order quantity: {moq} {unit}.",
      tr: "{quality} {product}, birinci sınıf malzeme ve markalı bileşenlerle üretilir ve paketlemeden önce %100 kontrolden geçer. CE, FCC ve RoHS sertifikaları mevcuttur; her ürün güvenli ihracat için antistatik ve darbe emici ambalajla korunur. Menşei: {origin}; minimum sipariş miktarı: {moq} {unit}.",
    },
    {
      en: "{brand} offers {quality} {product} with full OEM/ODM support: custom logo printing, colour options, gift box design and firmware customisation. Samples ship within 3–5 days and bulk orders within 15–25 days by air, sea or express courier. Minimum order quantity: {moq} {unit}; origin: {origin}.",
      tr: "{brand}, {quality} {product} için tam OEM/ODM desteği sunar: özel logo baskısı, renk seçenekleri, hediye kutusu tasarımı ve yazılım özelleştirmesi. Numuneler 3–5 gün, toplu siparişler ise 15–25 gün içinde hava, deniz veya ekspres kargo ile gönderilir. Minimum sipariş miktarı: {moq} {unit}; menşei: {origin}.",
    },
    {
      en: "Wholesale {quality} {product} from {brand} is available from ready stock for distributors, retailers and e-commerce sellers. Each item comes in retail-ready packaging with a multilingual manual, and export cartons can carry barcode labels on request. Origin: {origin}; minimum order: {moq} {unit}, mixed models accepted.",
      tr: "{brand} markalı {quality} {product}, distribütörler, perakendeciler ve e-ticaret satıcıları için stoktan toptan satışa sunulur. Her ürün çok dilli kullanım kılavuzuyla birlikte rafa hazır ambalajda gelir; ihracat kolilerine talep üzerine barkod etiketi uygulanabilir. Menşei: {origin}; minimum sipariş miktarı: {moq} {unit}; karma model siparişi kabul edilir.",
    },
    {
      en: "The {quality} {product} is produced on automated lines under ISO 9001 quality control, and every batch undergoes functional testing and AQL inspection before shipment. We provide a 12-month warranty and replace defective units free of charge in the next shipment. Brand: {brand}; origin: {origin}; minimum order: {moq} {unit}.",
      tr: "{quality} {product}, ISO 9001 kalite kontrolü altında otomatik hatlarda üretilir; her parti sevkiyattan önce fonksiyon testinden ve AQL muayenesinden geçer. 12 ay garanti sunuyor, arızalı ürünleri bir sonraki sevkiyatta ücretsiz olarak değiştiriyoruz. Marka: {brand}; menşei: {origin}; minimum sipariş miktarı: {moq} {unit}.",
    },
  ],
};
