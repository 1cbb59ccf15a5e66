// Company profile vocabulary: size brackets, lead times, customers, intro texts and theme colours.
import type { EnTr } from "./langs.ts";

/**
 * Bracket keys are translated by the UI and must stay exactly as they are.
 * All customer names are invented.
 */

export const SALES_VOLUMES: readonly string[] = [
  "below_1m",
  "1m_2_5m",
  "2_5m_5m",
  "5m_10m",
  "10m_50m",
  "50m_100m",
  "above_100m",
];

export const EMPLOYEE_RANGES: readonly string[] = [
  "1_10",
  "11_50",
  "51_200",
  "201_500",
  "501_1000",
  "above_1000",
];

/** Square metres. */
export const OFFICE_SIZES: readonly string[] = [
  "below_100",
  "100_500",
  "500_1000",
  "1000_3000",
  "3000_10000",
  "above_10000",
];

export const LEAD_TIMES: readonly string[] = [
  "within_7_days",
  "7_15_days",
  "15_30_days",
  "30_60_days",
  "above_60_days",
];

/** Invented buyers / retailers a supplier can list as "main customers". */
export const CUSTOMER_NAMES: readonly string[] = [
  "Harborline Home Goods",
  "Bluecove Retail Group",
  "Maple & Finch Outfitters",
  "Sunvale Supermarkets",
  "Brightway Hardware",
  "Pinecrest Furnishings",
  "Urbanloft Living",
  "Cedar Lane Boutiques",
  "Atlas Trade Partners",
  "Nordhavn Interiors",
  "Mercato Verde Alimentari",
  "Kaufhaus Lindenhof",
  "Maison Beaulieu",
  "Casa Solana Distribuciones",
  "Goldcrest Gift Co.",
  "Silverpeak Sports",
  "Redfern Outdoor Supply",
  "Evergrove Market Hall",
  "Oakridge Office Solutions",
  "Crescent Bay Trading",
  "Starling Kids",
  "Vantage Build Supply",
  "Highland Tool Depot",
  "Coastline Apparel",
  "Mosaic Living",
  "Riverstone Grocers",
  "Alpenhaus Handel",
  "Baltic Home Market",
  "Al Sahra Hypermarkets",
  "Lotus Bay Department Store",
  "Sakuragi Lifestyle",
  "Pampas Importadora",
  "Andes Home Center",
  "Savanna Retail",
  "Meridian Wholesale Club",
  "FreshFold Linens",
  "Copperfield Kitchens",
  "Bellhaven Department Stores",
  "Tidewater Marine Supply",
  "Juniper & Oak Home",
];

/**
 * "Detailed company introduction" templates (small HTML).
 * Placeholders: {company} {year} {city} {country} {products} {employees} {markets}.
 * {employees} is a head-count range such as "51-200"; {markets} a joined list of regions.
 * The Turkish texts never attach a suffix directly to a placeholder.
 */
export const INTRO_TEMPLATES: EnTr[] = [
  {
    en:
      "<p>Founded in {year}, {company} is a specialised manufacturer of {products} based in {city}, {country}. " +
      "Our team of {employees} people combines modern production lines with careful hand finishing.</p>" +
      "<p>We export to {markets} and work with importers, wholesalers and retail chains that value consistent quality and reliable delivery.</p>" +
      "<ul><li>In-house design and sample development</li><li>Strict quality control at every stage</li><li>Flexible minimum order quantities</li></ul>",
    tr:
      "<p>{year} yılında kurulan {company}, {city}, {country} merkezli ve {products} alanında uzmanlaşmış bir üreticidir. " +
      "{employees} kişilik ekibimiz modern üretim hatlarını özenli el işçiliğiyle birleştirir.</p>" +
      "<p>{markets} pazarlarına ihracat yapıyor; istikrarlı kaliteye ve güvenilir teslimata önem veren ithalatçılar, toptancılar ve perakende zincirleriyle çalışıyoruz.</p>" +
      "<ul><li>Şirket içi tasarım ve numune geliştirme</li><li>Her aşamada sıkı kalite kontrolü</li><li>Esnek minimum sipariş miktarları</li></ul>",
  },
  {
    en:
      "<p>{company} has been connecting buyers with reliable factories since {year}. " +
      "From our office in {city}, {country}, we source, inspect and consolidate {products} for customers around the world.</p>" +
      "<p>With {employees} staff in sourcing, quality and logistics, we handle every step from sampling to shipment. " +
      "Most of our customers are in {markets}.</p>",
    tr:
      "<p>{company}, {year} yılından bu yana alıcıları güvenilir fabrikalarla buluşturuyor. " +
      "{city}, {country} ofisimizden dünyanın dört bir yanındaki müşterilerimiz için {products} tedarik ediyor, denetliyor ve konsolide ediyoruz.</p>" +
      "<p>Tedarik, kalite ve lojistik alanlarında çalışan {employees} kişilik kadromuzla numuneden sevkiyata kadar her adımı üstleniyoruz. " +
      "Müşterilerimizin çoğu {markets} bölgelerinde yer alıyor.</p>",
  },
  {
    en:
      "<p>{company} started in {year} as a small family workshop in {city}. " +
      "Today our team of {employees} people produces {products} in our own facilities, and everything we sell is made in {country}.</p>" +
      "<p>Experience passed down through generations, combined with continuous investment in new machinery, lets us offer real craftsmanship at competitive prices.</p>" +
      "<ul><li>Own production, no middlemen</li><li>OEM and private label orders welcome</li><li>Export experience in {markets}</li></ul>",
    tr:
      "<p>{company}, {year} yılında {city} şehrinde küçük bir aile atölyesi olarak kuruldu. " +
      "Bugün {employees} kişilik ekibimizle kendi tesislerimizde {products} üretiyoruz; sattığımız tüm ürünler {country} menşelidir.</p>" +
      "<p>Kuşaktan kuşağa aktarılan deneyimimizi yeni makinelere yaptığımız sürekli yatırımla birleştirerek gerçek ustalığı rekabetçi fiyatlarla sunuyoruz.</p>" +
      "<ul><li>Kendi üretimimiz, aracı yok</li><li>OEM ve özel marka siparişlerine açığız</li><li>{markets} pazarlarında ihracat deneyimi</li></ul>",
  },
  {
    en:
      "<p>Established in {year}, {company} designs and manufactures {products} for professional buyers. " +
      "Our plant in {city}, {country} runs under a certified quality management system, and every batch is tested before it leaves the factory.</p>" +
      "<p>Our {employees} employees include a dedicated R&amp;D team that develops new models every season. " +
      "We currently supply distributors and brands in {markets}.</p>",
    tr:
      "<p>{year} yılında kurulan {company}, profesyonel alıcılar için {products} tasarlar ve üretir. " +
      "{city}, {country} konumundaki tesisimiz sertifikalı bir kalite yönetim sistemiyle çalışır ve her parti fabrikadan çıkmadan önce test edilir.</p>" +
      "<p>{employees} çalışanımız arasında her sezon yeni modeller geliştiren özel bir Ar-Ge ekibi bulunur. " +
      "Şu anda {markets} pazarlarındaki distribütörlere ve markalara tedarik sağlıyoruz.</p>",
  },
  {
    en:
      "<p>{company} is a wholesaler and distributor based in {city}, {country}. " +
      "Since {year} we have kept a large, ready-to-ship stock of {products}, so buyers can order mixed containers with short lead times.</p>" +
      "<p>Our team of {employees} people handles purchasing, warehousing and export documents in-house. We ship regularly to {markets}.</p>" +
      "<ul><li>Large stock, fast dispatch</li><li>Mixed-container orders</li><li>Competitive wholesale prices</li></ul>",
    tr:
      "<p>{company}, {city}, {country} merkezli bir toptancı ve distribütördür. " +
      "{year} yılından bu yana {products} için geniş ve sevkiyata hazır bir stok tutuyoruz; böylece alıcılarımız kısa teslim süreleriyle karma konteyner sipariş verebiliyor.</p>" +
      "<p>{employees} kişilik ekibimiz satın alma, depolama ve ihracat belgelerini şirket içinde yürütüyor. {markets} pazarlarına düzenli olarak sevkiyat yapıyoruz.</p>" +
      "<ul><li>Geniş stok, hızlı sevkiyat</li><li>Karma konteyner siparişleri</li><li>Rekabetçi toptan fiyatlar</li></ul>",
  },
  {
    en:
      "<p>Since {year}, {company} has been an OEM/ODM partner for brands that need {products} made to their own specifications. " +
      "Our facility in {city}, {country} employs {employees} people.</p>" +
      "<p>We take responsible production seriously: we use energy-efficient equipment, cut packaging waste and work to internationally recognised social standards. " +
      "Our partners are located in {markets}.</p>",
    tr:
      "<p>{company}, {year} yılından bu yana kendi spesifikasyonlarına göre {products} üretilmesini isteyen markaların OEM/ODM ortağıdır. " +
      "{city}, {country} konumundaki tesisimizde {employees} kişi çalışıyor.</p>" +
      "<p>Sorumlu üretimi ciddiye alıyoruz: enerji verimli ekipman kullanıyor, ambalaj atığını azaltıyor ve uluslararası kabul görmüş sosyal standartlara uygun çalışıyoruz. " +
      "İş ortaklarımız {markets} bölgelerinde bulunuyor.</p>",
  },
];

/** "Main products" line; {a}…{d} are product or category names. */
export const MAIN_PRODUCT_TEMPLATES: EnTr[] = [
  { en: "{a}, {b} and {c}", tr: "{a}, {b} ve {c}" },
  { en: "{a} and {b}", tr: "{a} ve {b}" },
  { en: "{a}, {b}, {c} and {d}", tr: "{a}, {b}, {c} ve {d}" },
  { en: "{a}, {b}, {c} and more", tr: "{a}, {b}, {c} ve daha fazlası" },
];

/** Brand colours, all dark enough for white text (contrast ≥ 4.5:1). */
export const THEME_COLORS: readonly string[] = [
  "#1e40af",
  "#0f766e",
  "#b91c1c",
  "#7c3aed",
  "#c2410c",
  "#15803d",
  "#be185d",
  "#0369a1",
  "#4338ca",
  "#a16207",
  "#334155",
  "#9333ea",
  "#047857",
  "#b45309",
  "#0e7490",
  "#9f1239",
];
