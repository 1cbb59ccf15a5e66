import type { RootTexts } from "../types.ts";

/** Description templates of 007 Construction & Building Materials. */
export const descriptions: RootTexts = {
  root: "007",
  descriptions: [
    {
      en: "{brand} supplies {quality} {product} manufactured to EN and ASTM standards for contractors, developers and building-material distributors. Each batch ships with mill test or quality certificates and can be supplied under your own label. Origin: {origin}. Minimum order quantity: {moq} {unit}.",
      tr: "{brand}, müteahhitler, proje geliştiriciler ve yapı malzemesi distribütörleri için EN ve ASTM standartlarına uygun {quality} {product} tedarik eder. Her parti test veya kalite sertifikalarıyla birlikte sevk edilir; ürünler kendi markanızla da tedarik edilebilir. Menşe: {origin}. Minimum sipariş miktarı: {moq} {unit}.",
    },
    {
      en: "At {brand}, we produce {quality} {product} on automated lines under strict in-house quality control, ensuring consistent dimensions and performance from order to order. Goods are packed on fumigated pallets or in export-standard packaging suitable for container loading. Shipment from {origin} on FOB, CFR or CIF terms. Minimum order quantity: {moq} {unit}.",
      tr: "{brand} güvencesiyle sunulan {quality} {product}, sıkı iç kalite kontrolü altında otomatik hatlarda üretilir; böylece her siparişte tutarlı ölçü ve performans sağlanır. Ürünler fümigasyonlu paletlerde veya konteyner yüklemesine uygun ihracat standardı ambalajda paketlenir. Sevkiyat {origin} çıkışlı FOB, CFR veya CIF şartlarıyla yapılır. Minimum sipariş miktarı: {moq} {unit}.",
    },
    {
      en: "Source {quality} {product} for your next project directly from the manufacturer. {brand} offers project pricing, custom sizes and colours, and technical support with datasheets and samples. Full-container and mixed-container loads from {origin} are available. Minimum order quantity: {moq} {unit}.",
      tr: "Bir sonraki projeniz için {quality} {product} ihtiyacınızı doğrudan üreticiden karşılayın. {brand} olarak proje bazlı fiyat, özel ölçü ve renk seçenekleri, teknik föy ve numune desteği sunuyoruz. {origin} çıkışlı tam konteyner ve karma konteyner yüklemeleri mümkündür. Minimum sipariş miktarı: {moq} {unit}.",
    },
    {
      en: "{brand} {quality} {product}: durable, code-compliant and ready for residential, commercial and infrastructure projects. OEM production, private labelling and third-party inspection (SGS, BV) are welcome. Products are securely packed to prevent damage in transit and shipped from {origin}. Minimum order quantity: {moq} {unit}.",
      tr: "{brand} {quality} {product}: konut, ticari ve altyapı projeleri için dayanıklı ve yönetmeliklere uygun. OEM üretim, özel etiketleme ve bağımsız denetim (SGS, BV) kabul edilir. Ürünler nakliye hasarına karşı sağlam şekilde ambalajlanır; çıkış yeri: {origin}. Minimum sipariş miktarı: {moq} {unit}.",
    },
  ],
};
