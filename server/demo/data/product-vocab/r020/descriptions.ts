import type { RootTexts } from "../types.ts";

/** Description templates of 020 Home & Garden. */
export const descriptions: RootTexts = {
  root: "020",
  descriptions: [
    {
      en: "Brand: {brand}. We supply {quality} {product} to retail chains, hotels and home-goods importers. Every batch is inspected before packing and meets household and food-contact safety requirements where applicable. Minimum order quantity: {moq} {unit}; origin: {origin}.",
      tr: "Marka: {brand}. Perakende zincirleri, oteller ve ev eşyası ithalatçıları için {quality} {product} tedarik ediyoruz. Her parti paketlemeden önce kontrol edilir ve gerekli durumlarda ev kullanımı ile gıdayla temas güvenlik şartlarını karşılar. Minimum sipariş miktarı: {moq} {unit}; menşei: {origin}.",
    },
    {
      en: "Product: {quality} {product}. OEM and ODM services are available, including custom colours, logo printing and private-label gift boxes under your own brand or the {brand} brand. Goods are packed in export cartons on pallets and shipped from {origin} by sea or air freight. Minimum order quantity: {moq} {unit}.",
      tr: "Ürün: {quality} {product}. Özel renk, logo baskısı ve kendi markanız ya da {brand} markasıyla özel etiketli hediye kutusu dahil OEM ve ODM hizmeti sunuyoruz. Ürünler paletli ihracat kolilerinde paketlenir ve {origin} çıkışlı olarak deniz veya hava yoluyla sevk edilir. Minimum sipariş miktarı: {moq} {unit}.",
    },
    {
      en: "Manufactured in our own factory under strict quality control from raw material to final packing, this {quality} {product} line is durable and built for daily use. Samples are available before bulk production. Minimum order quantity: {moq} {unit}; origin: {origin}; brand: {brand}.",
      tr: "Hammaddeden son paketlemeye kadar sıkı kalite kontrolüyle kendi fabrikamızda üretilen {quality} {product} serisi dayanıklıdır ve günlük kullanım için tasarlanmıştır. Seri üretim öncesinde numune gönderilebilir. Minimum sipariş miktarı: {moq} {unit}; menşei: {origin}; marka: {brand}.",
    },
    {
      en: "Wholesale {quality} {product}, ideal for supermarkets, online stores and hospitality projects. Mixed-model orders, barcode labelling and retail-ready packaging are available on request. Orders ship within 15-30 days of confirmation. Minimum order quantity: {moq} {unit}; origin: {origin}; brand: {brand}.",
      tr: "Süpermarketler, online mağazalar ve otel-restoran projeleri için ideal toptan {quality} {product}. Talep üzerine karma model sipariş, barkod etiketleme ve rafa hazır ambalaj sunulur. Siparişler onaydan sonra 15-30 gün içinde sevk edilir. Minimum sipariş miktarı: {moq} {unit}; menşei: {origin}; marka: {brand}.",
    },
  ],
};
