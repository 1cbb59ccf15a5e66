import type { RootTexts } from "../types.ts";

/** Description templates of 015 Food & Beverage. */
export const descriptions: RootTexts = {
  root: "015",
  descriptions: [
    {
      en: "{brand} offers {quality} {product} sourced from trusted growers and processed in an ISO 22000 and HACCP certified facility. Every lot is laboratory-tested and shipped with a certificate of analysis. Minimum order quantity: {moq} {unit}. Origin: {origin}.",
      tr: "{brand}, güvenilir üreticilerden temin edilen ve ISO 22000 ile HACCP sertifikalı tesiste işlenen {quality} {product} sunar. Her parti laboratuvarda analiz edilir ve analiz sertifikasıyla sevk edilir. Minimum sipariş miktarı: {moq} {unit}. Menşe: {origin}.",
    },
    {
      en: "Wholesale {quality} {product} from {brand} for importers, distributors and food-service buyers. Private-label packaging, custom pack sizes and multilingual labels are available on request. Goods are packed in food-grade, moisture-protected packaging and shipped by sea in dry or reefer containers from {origin}. MOQ: {moq} {unit}.",
      tr: "{brand} olarak ithalatçılara, distribütörlere ve yiyecek-içecek sektörü alıcılarına toptan {quality} {product} sunuyoruz. Talep üzerine özel marka ambalaj, farklı paket boyutları ve çok dilli etiket sunulur. Ürünler gıdaya uygun, neme karşı korumalı ambalajlarla paketlenir ve kuru ya da frigorifik konteynerle deniz yoluyla sevk edilir. Çıkış yeri: {origin}. Minimum sipariş: {moq} {unit}.",
    },
    {
      en: "Our {quality} {product} meets EU and international food safety standards, with full traceability from field to final packing. {brand} can provide Halal, Kosher and organic certificates where applicable. The minimum order quantity is {moq} {unit}, and samples are available before bulk orders. Country of origin: {origin}.",
      tr: "{quality} {product}, tarladan son ambalaja kadar tam izlenebilirlikle AB ve uluslararası gıda güvenliği standartlarını karşılar. Gerektiğinde {brand} tarafından Helal, Koşer ve organik sertifikalar sağlanabilir. Minimum sipariş miktarı: {moq} {unit}. Toplu siparişlerden önce numune gönderilebilir. Menşe ülke: {origin}.",
    },
    {
      en: "{brand} is a direct supplier of {quality} {product} with stable year-round capacity. Products are packed to your specification and palletised for export, with FOB, CFR and CIF terms available. Origin: {origin}. Minimum order: {moq} {unit}.",
      tr: "{brand}, yıl boyu istikrarlı üretim kapasitesiyle {quality} {product} tedarik eden doğrudan bir tedarikçidir. Ürünler talebinize göre paketlenir ve ihracat için paletlenir; FOB, CFR ve CIF teslim şekilleri mümkündür. Menşe: {origin}. Minimum sipariş: {moq} {unit}.",
    },
  ],
};
