import type { RootTexts } from "../types.ts";

/** Description templates of 002 Apparel & Textile. */
export const descriptions: RootTexts = {
  root: "002",
  descriptions: [
    {
      en: "Brand: {brand}. We offer {quality} {product} to wholesalers, retailers and private-label buyers. Fabrics and trims are tested for colour fastness and shrinkage, and every order passes a final AQL inspection. Minimum order quantity: {moq} {unit}; origin: {origin}.",
      tr: "Marka: {brand}. Toptancılar, perakendeciler ve özel etiket alıcıları için {quality} {product} sunuyoruz. Kumaş ve aksesuarlar renk haslığı ve çekme testlerinden geçer, her sipariş son AQL kontrolüne tabi tutulur. Minimum sipariş miktarı: {moq} {unit}; menşei: {origin}.",
    },
    {
      en: "Product: {quality} {product}. Full OEM/ODM service is available: custom colours, labels, logo printing or embroidery, and packaging to your specifications. Goods are packed in export cartons and shipped from {origin} by sea or air freight. Minimum order quantity: {moq} {unit}; brand: {brand}.",
      tr: "Ürün: {quality} {product}. Tam OEM/ODM hizmeti sunuyoruz: özel renk, etiket, logo baskısı veya nakışı ve isteğinize göre ambalaj. Ürünler ihracat kolilerinde paketlenir ve {origin} çıkışlı olarak deniz veya hava yoluyla sevk edilir. Minimum sipariş miktarı: {moq} {unit}; marka: {brand}.",
    },
    {
      en: "Produced in certified facilities with in-house quality control, this {quality} {product} line delivers consistent quality across repeat orders. Lab dips and pre-production samples are available on request. Minimum order quantity: {moq} {unit}; origin: {origin}; brand: {brand}.",
      tr: "Sertifikalı tesislerde kendi kalite kontrolümüzle üretilen {quality} {product} serisi, tekrar siparişlerde tutarlı kalite sunar. Talep üzerine lab dip ve üretim öncesi numune gönderilir. Minimum sipariş miktarı: {moq} {unit}; menşei: {origin}; marka: {brand}.",
    },
    {
      en: "Wholesale {quality} {product} with stable supply for seasonal and year-round programmes. Stock colours ship quickly, and custom orders are ready 25-45 days after sample approval. Minimum order quantity: {moq} {unit}; origin: {origin}; brand: {brand}.",
      tr: "Sezonluk ve yıl boyu programlar için istikrarlı tedarikle toptan {quality} {product}. Stok renkler hızla sevk edilir, özel siparişler numune onayından sonra 25-45 gün içinde hazır olur. Minimum sipariş miktarı: {moq} {unit}; menşei: {origin}; marka: {brand}.",
    },
  ],
};
