/** Variation groups of the Furniture root category (codes 016xxx). */
import { g, type VariationGroupSeed } from "./group-builder.ts";
import {
  ALUMINUM,
  CLASSIC,
  FABRIC,
  GLASS,
  INDUSTRIAL,
  LEATHER,
  MATERIAL,
  MDF,
  METAL,
  MODERN,
  PLASTIC,
  SCANDINAVIAN,
  SOLID_WOOD,
  STEEL,
  STYLE,
  USE,
} from "./option-names.ts";

export const FURNITURE_GROUPS: VariationGroupSeed[] = [
  // Living Room Furniture
  g("016001", STYLE, [MODERN, CLASSIC, SCANDINAVIAN, INDUSTRIAL]),
  g("016001", MATERIAL, [
    SOLID_WOOD,
    MDF,
    METAL,
    GLASS,
    "Fabric Upholstery|Kumaş Döşeme|تنجيد قماش|布艺|Tapizado de tela|Revêtement tissu|Stoffbezug|ריפוד בד|कपड़े की अपहोल्स्ट्री|ファブリック張り|رویه پارچه‌ای|Rivestimento in tessuto|Тканевая обивка",
    LEATHER,
  ]),
  // Bedroom Furniture
  g(
    "016002",
    "Bed Size|Yatak Ölçüsü|مقاس السرير|床尺寸|Tamaño de cama|Taille du lit|Liegefläche|מידת מיטה|बेड का साइज़|ベッドサイズ|سایز تخت|Misura letto|Размер кровати",
    [
      "Single (90×200 cm)|Tek Kişilik (90×200 cm)|مفرد (90×200 سم)|单人（90×200厘米）|Individual (90×200 cm)|1 place (90×200 cm)|Einzelbett (90×200 cm)|יחיד (90×200 ס״מ)|सिंगल (90×200 सेमी)|シングル（90×200cm）|یک‌نفره (۹۰×۲۰۰ سانتی‌متر)|Singolo (90×200 cm)|Односпальная (90×200 см)",
      "Double (140×200 cm)|Çift Kişilik (140×200 cm)|مزدوج (140×200 سم)|双人（140×200厘米）|Matrimonio (140×200 cm)|2 places (140×200 cm)|Französisches Bett (140×200 cm)|מיטה וחצי (140×200 ס״מ)|डबल (140×200 सेमी)|ダブル（140×200cm）|دونفره (۱۴۰×۲۰۰ سانتی‌متر)|Francese (140×200 cm)|Полутораспальная (140×200 см)",
      "Queen (160×200 cm)|Çift Kişilik Geniş (160×200 cm)|كوين (160×200 سم)|大双人（160×200厘米）|Matrimonio grande (160×200 cm)|2 places large (160×200 cm)|Doppelbett (160×200 cm)|זוגית (160×200 ס״מ)|क्वीन (160×200 सेमी)|クイーン（160×200cm）|دونفره بزرگ (۱۶۰×۲۰۰ سانتی‌متر)|Matrimoniale (160×200 cm)|Двуспальная (160×200 см)",
      "King (180×200 cm)|Çift Kişilik Ekstra Geniş (180×200 cm)|كينج (180×200 سم)|特大双人（180×200厘米）|Extragrande (180×200 cm)|2 places très large (180×200 cm)|Doppelbett XL (180×200 cm)|זוגית רחבה (180×200 ס״מ)|किंग (180×200 सेमी)|キング（180×200cm）|کینگ (۱۸۰×۲۰۰ سانتی‌متر)|Matrimoniale XL (180×200 cm)|Двуспальная широкая (180×200 см)",
    ],
  ),
  g("016002", MATERIAL, [
    SOLID_WOOD,
    MDF,
    METAL,
    "Upholstered|Döşemeli|منجّد|软包|Tapizado|Rembourré|Gepolstert|מרופד|गद्देदार|布張り|رویه‌دار (پارچه‌ای)|Imbottito|С мягкой обивкой",
  ]),
  // Office Furniture
  g("016003", USE, [
    "Executive|Makam|للمدراء|主管/老板|Dirección|Direction|Chefzimmer|מנהלים|एग्ज़िक्यूटिव|役員用|مدیریتی|Direzionale|Для руководителя",
    "Staff / Task|Personel|للموظفين|职员|Operativo|Opérateur|Arbeitsplatz|עובדים|कर्मचारी|事務用|کارمندی|Operativo|Для персонала",
    "Meeting Room|Toplantı|قاعات الاجتماعات|会议|Sala de reuniones|Salle de réunion|Konferenzraum|חדר ישיבות|मीटिंग रूम|会議用|اتاق جلسات|Sala riunioni|Для переговорных",
    "Reception & Waiting Area|Bekleme ve Resepsiyon|الاستقبال والانتظار|接待区|Recepción y espera|Accueil et attente|Empfang & Wartebereich|קבלה והמתנה|रिसेप्शन और प्रतीक्षा क्षेत्र|受付・待合|پذیرش و انتظار|Accoglienza e attesa|Для приёмной",
  ]),
  g("016003", MATERIAL, [
    "Mesh|File|شبكي|网布|Malla|Résille|Netzstoff|רשת|मेश|メッシュ|مش|Rete|Сетка",
    "PU Leather|Suni Deri|جلد صناعي|PU皮|Piel sintética|Similicuir|Kunstleder|דמוי עור|कृत्रिम चमड़ा|合成皮革|چرم مصنوعی|Similpelle|Экокожа",
    FABRIC,
    SOLID_WOOD,
    MDF,
    METAL,
  ]),
  // Outdoor Furniture
  g("016004", MATERIAL, [
    "Synthetic Rattan|Sentetik Rattan|راتان صناعي|PE藤|Ratán sintético|Résine tressée|Polyrattan|ראטן סינטטי|सिंथेटिक रतन|人工ラタン|راتان مصنوعی|Rattan sintetico|Искусственный ротанг",
    "Teak|Tik Ağacı|خشب الساج|柚木|Teca|Teck|Teakholz|טיק|सागौन|チーク|چوب ساج|Legno di teak|Тик",
    ALUMINUM,
    PLASTIC,
    STEEL,
  ]),
  g(
    "016004",
    "Features|Özellikler|الميزات|特性|Características|Caractéristiques|Eigenschaften|מאפיינים|विशेषताएँ|特長|ویژگی‌ها|Caratteristiche|Особенности",
    [
      "UV Resistant|UV Dayanımlı|مقاوم للأشعة فوق البنفسجية|抗紫外线|Resistente a los rayos UV|Résistant aux UV|UV-beständig|עמיד לקרינת UV|यूवी-रोधी|UV耐性|ضد اشعه UV|Resistente ai raggi UV|Устойчивость к УФ",
      "Weatherproof|Hava Koşullarına Dayanıklı|مقاوم للعوامل الجوية|耐候防水|Resistente a la intemperie|Résistant aux intempéries|Wetterfest|עמיד במזג אוויר|मौसम-रोधी|耐候性|مقاوم در برابر آب و هوا|Resistente alle intemperie|Всепогодность",
      "Rustproof|Pas Yapmaz|مقاوم للصدأ|防锈|Antioxidante|Antirouille|Rostfrei|עמיד בחלודה|जंग-रोधी|防錆|ضدزنگ|Antiruggine|Защита от коррозии",
      "Foldable|Katlanabilir|قابل للطي|可折叠|Plegable|Pliable|Klappbar|מתקפל|फ़ोल्डेबल|折りたたみ式|تاشو|Pieghevole|Складная конструкция",
      "Stackable|İstiflenebilir|قابل للتكديس|可叠放|Apilable|Empilable|Stapelbar|ניתן לערימה|स्टैक करने योग्य|スタッキング可能|قابل چیدن روی هم|Impilabile|Штабелируемость",
    ],
  ),
  // Dining Room Furniture
  g("016005", MATERIAL, [
    SOLID_WOOD,
    MDF,
    METAL,
    GLASS,
    "Marble|Mermer|رخام|大理石|Mármol|Marbre|Marmor|שיש|संगमरमर|大理石|سنگ مرمر|Marmo|Мрамор",
  ]),
  g("016005", STYLE, [MODERN, CLASSIC, SCANDINAVIAN, INDUSTRIAL]),
];
