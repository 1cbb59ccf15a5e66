import type { RootTexts } from "../types.ts";

/** Description templates of 016 Furniture. */
export const descriptions: RootTexts = {
  root: "016",
  descriptions: [
    {
      en: "{brand} supplies {quality} {product} for retail chains, hotel projects and online furniture stores. Every piece is produced in {origin} under strict quality control, using E1-grade boards and tested hardware. Minimum order quantity: {moq} {unit}; OEM colours, fabrics and private-label packaging are available.",
      tr: "{brand}, mağaza zincirleri, otel projeleri ve online mobilya satıcıları için {quality} {product} tedarik eder. Tüm ürünler E1 sınıfı levha ve test edilmiş aksesuarlarla, sıkı kalite kontrol altında üretilir. Üretim yeri: {origin}. Minimum sipariş miktarı: {moq} {unit}. OEM renk ve kumaş seçenekleri ile özel marka ambalaj mevcuttur.",
    },
    {
      en: "Our {quality} {product} is designed for contract and wholesale buyers who need consistent quality across large orders. Sizes, finishes and upholstery can be customised, and the {brand} logo or your own label can be applied. Goods are shipped flat-packed or fully assembled in reinforced export cartons from {origin}. MOQ: {moq} {unit}.",
      tr: "{quality} {product}, büyük siparişlerde tutarlı kalite arayan proje ve toptan alıcılar için tasarlanmıştır. Ölçü, renk ve döşeme kumaşı isteğe göre özelleştirilebilir; ürünlere {brand} logosu veya kendi markanız uygulanabilir. Ürünler demonte ya da kurulu olarak, güçlendirilmiş ihracat kolilerinde sevk edilir. Çıkış yeri: {origin}. Minimum sipariş: {moq} {unit}.",
    },
    {
      en: "{brand} manufactures {quality} {product} in its own factory in {origin}, from raw material selection to final inspection. Samples can be sent within 7-10 days and mass production usually takes 25-35 days. Mixed-model containers are accepted; the minimum order quantity is {moq} {unit}.",
      tr: "{brand}, hammadde seçiminden son kontrole kadar tüm süreci kendi fabrikasında yürüterek {quality} {product} üretir. Üretim yeri: {origin}. Numuneler 7-10 gün içinde gönderilebilir; seri üretim genellikle 25-35 gün sürer. Karışık modelli konteyner siparişleri kabul edilir. Minimum sipariş miktarı: {moq} {unit}.",
    },
    {
      en: "Wholesale {quality} {product} by {brand}, ready for export. Each item is wrapped in PE foam, fitted with corner protectors and packed in 5-ply cartons so that it arrives undamaged. Origin: {origin}. Minimum order: {moq} {unit}; FOB and CIF terms are available.",
      tr: "Toptan {quality} {product}: {brand} güvencesiyle ihracata hazır. Her ürün PE köpükle sarılır, köşe koruyucularla desteklenir ve hasarsız teslimat için 5 katlı kolilere paketlenir. Menşe: {origin}. Minimum sipariş: {moq} {unit}. FOB ve CIF teslim şekilleri mümkündür.",
    },
  ],
};
