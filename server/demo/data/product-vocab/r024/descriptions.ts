import type { RootTexts } from "../types.ts";

/** Description templates of 024 Machinery. */
export const descriptions: RootTexts = {
  root: "024",
  descriptions: [
    {
      en: "Equipped with a heavy-gauge steel frame, precision-machined components and branded electrical parts, the {brand} {quality} {product} is built for demanding working conditions. Every machine is test-run at the factory before dispatch and ships with an operation manual, a spare parts kit and CE documentation. Origin: {origin}; minimum order: {moq} {unit}.",
      tr: "Kalın çelik şasi, hassas işlenmiş parçalar ve markalı elektrik aksamıyla donatılan {brand} {quality} {product}, zorlu çalışma koşulları için üretilmiştir. Her makine sevkiyattan önce fabrikada test çalıştırmasından geçirilir; kullanım kılavuzu, yedek parça seti ve CE belgeleriyle birlikte gönderilir. Menşei: {origin}; minimum sipariş miktarı: {moq} {unit}.",
    },
    {
      en: "We supply {quality} {product} directly from our factory (origin: {origin}). OEM and ODM service is available: voltage, colour, control system and logo can be customised for your market. Machines are shipped in seaworthy wooden cases or as bulk cargo on FOB, CIF or EXW terms. Minimum order quantity: {moq} {unit}.",
      tr: "{quality} {product} doğrudan fabrikamızdan tedarik edilir (menşei: {origin}). OEM ve ODM hizmeti sunulur: voltaj, renk, kontrol sistemi ve logo pazarınıza göre özelleştirilebilir. Makineler denize elverişli ahşap sandıklarda ya da dökme yük olarak FOB, CIF veya EXW teslim şekliyle sevk edilir. Minimum sipariş miktarı: {moq} {unit}.",
    },
    {
      en: "Designed for continuous industrial duty, the {brand} {quality} {product} combines reliable performance with low maintenance costs. It comes with a 12-month warranty, remote video support and installation guidance from our engineers. Origin: {origin}; minimum order: {moq} {unit}, with tiered pricing for distributors.",
      tr: "Sürekli endüstriyel kullanım için tasarlanan {brand} {quality} {product}, güvenilir performansı düşük bakım maliyetiyle bir araya getirir. 12 ay garanti, uzaktan görüntülü destek ve mühendislerimizden kurulum desteği sunulur. Menşei: {origin}; minimum sipariş miktarı: {moq} {unit}; distribütörlere kademeli fiyatlandırma uygulanır.",
    },
    {
      en: "Our {quality} {product} is produced under an ISO 9001 quality management system with CE-certified components and delivered with full inspection reports. Spare parts are kept in stock for fast replacement, and the production lead time is 20–45 days after deposit. Brand: {brand}; origin: {origin}; minimum order quantity: {moq} {unit}.",
      tr: "{quality} {product}, ISO 9001 kalite yönetim sistemiyle ve CE belgeli bileşenler kullanılarak üretilir; tam muayene raporlarıyla teslim edilir. Hızlı değişim için yedek parçalar stokta tutulur; üretim süresi avans ödemesinden sonra 20–45 gündür. Marka: {brand}; menşei: {origin}; minimum sipariş miktarı: {moq} {unit}.",
    },
  ],
};
