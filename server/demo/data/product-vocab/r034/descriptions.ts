import type { RootTexts } from "../types.ts";

/** Description templates of 034 Sports & Entertainment. */
export const descriptions: RootTexts = {
  root: "034",
  descriptions: [
    {
      en: "{quality} {product} by {brand}, made for sporting goods stores, gyms and outdoor retailers. Every batch passes quality control before shipment, and OEM logo printing, custom colours and private-label packaging are available. Minimum order quantity: {moq} {unit}. Origin: {origin}.",
      tr: "{brand} markalı {quality} {product}, spor mağazaları, spor salonları ve outdoor perakendecileri için üretilmiştir. Her parti sevkiyat öncesinde kalite kontrolünden geçer; OEM logo baskısı, özel renk ve özel etiketli ambalaj seçenekleri sunulur. Minimum sipariş miktarı: {moq} {unit}. Menşe: {origin}.",
    },
    {
      en: "At {brand}, we test every {quality} {product} to international safety and performance standards and ship directly from our factory. Place of manufacture: {origin}. Items are individually packed and palletised in export cartons for sea or air freight. Minimum order quantity: {moq} {unit}; sample orders and mixed-container loads are possible.",
      tr: "{brand} güvencesiyle her {quality} {product} uluslararası güvenlik ve performans standartlarına göre test edilir ve doğrudan fabrikamızdan sevk edilir. Üretim yeri: {origin}. Ürünler tek tek paketlenir, deniz veya hava yolu sevkiyatı için ihracat kolilerinde paletlenir. Minimum sipariş miktarı: {moq} {unit}; numune siparişi ve karma konteyner yüklemesi mümkündür.",
    },
    {
      en: "Looking for a reliable source of {quality} {product}? {brand} offers full OEM/ODM service, including custom logos, colours, sizes and retail-ready packaging. Lead time is typically 25-35 days after sample approval, with FOB and CIF terms available from {origin}. Minimum order quantity: {moq} {unit}.",
      tr: "Güvenilir bir {quality} {product} tedarikçisi mi arıyorsunuz? {brand} markası; özel logo, renk, ölçü ve rafa hazır ambalaj dahil tam OEM/ODM hizmeti sunar. Numune onayından sonra üretim süresi genellikle 25-35 gündür; {origin} çıkışlı FOB ve CIF teslim seçenekleri mevcuttur. Minimum sipariş miktarı: {moq} {unit}.",
    },
    {
      en: "The {brand} {quality} {product} range is built for heavy daily use in clubs, schools, rental businesses and retail. Durable materials, consistent sizing and thorough inspection keep return rates low for our distributors. Goods are shipped from {origin} in sturdy export packaging. Minimum order quantity: {moq} {unit}.",
      tr: "{brand} {quality} {product} serisi; kulüpler, okullar, kiralama işletmeleri ve perakende satış için yoğun günlük kullanıma uygun olarak tasarlanmıştır. Dayanıklı malzemeler, tutarlı ölçüler ve titiz kontrol sayesinde distribütörlerimizin iade oranları düşük kalır. Ürünler sağlam ihracat ambalajında sevk edilir; çıkış yeri: {origin}. Minimum sipariş miktarı: {moq} {unit}.",
    },
  ],
};
