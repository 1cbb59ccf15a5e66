/** Variation groups of the Machinery root category (codes 024xxx). */
import { g, type VariationGroupSeed } from "./group-builder.ts";
import { CONDITION, CONDITIONS } from "./option-names.ts";

export const MACHINERY_GROUPS: VariationGroupSeed[] = [
  // Agricultural Machinery
  g(
    "024001",
    "Power Source|Güç Kaynağı|مصدر الطاقة|动力类型|Fuente de energía|Source d'énergie|Antriebsart|מקור אנרגיה|ऊर्जा स्रोत|動力源|منبع انرژی|Alimentazione|Источник энергии",
    [
      "Diesel|Dizel|ديزل|柴油|Diésel|Diesel|Diesel|דיזל|डीज़ल|ディーゼル|دیزلی|Diesel|Дизель",
      "Gasoline|Benzinli|بنزين|汽油|Gasolina|Essence|Benzin|בנזין|पेट्रोल|ガソリン|بنزینی|Benzina|Бензин",
      "Electric|Elektrikli|كهربائي|电动|Eléctrico|Électrique|Elektrisch|חשמלי|बिजली|電動|برقی|Elettrico|Электричество",
      "Solar|Güneş Enerjili|طاقة شمسية|太阳能|Solar|Solaire|Solarbetrieben|סולארי|सौर ऊर्जा|ソーラー|خورشیدی|Solare|Солнечная энергия",
    ],
  ),
  g("024001", CONDITION, CONDITIONS),
  // Food & Packaging Machinery
  g(
    "024002",
    "Automation Level|Otomasyon Seviyesi|مستوى الأتمتة|自动化程度|Nivel de automatización|Niveau d'automatisation|Automatisierungsgrad|רמת אוטומציה|ऑटोमेशन स्तर|自動化レベル|سطح اتوماسیون|Livello di automazione|Степень автоматизации",
    [
      "Manual|Manuel|يدوي|手动|Manual|Manuelle|Manuell|ידני|मैनुअल|手動|دستی|Manuale|Ручное управление",
      "Semi-Automatic|Yarı Otomatik|نصف آلي|半自动|Semiautomática|Semi-automatique|Halbautomatisch|חצי אוטומטי|सेमी-ऑटोमैटिक|半自動|نیمه‌اتوماتیک|Semiautomatico|Полуавтомат",
      "Fully Automatic|Tam Otomatik|آلي بالكامل|全自动|Automática|Entièrement automatique|Vollautomatisch|אוטומטי לחלוטין|फुली ऑटोमैटिक|全自動|تمام‌اتوماتیک|Completamente automatico|Автомат",
    ],
  ),
  g(
    "024002",
    "Product Type|Ürün Tipi|نوع المنتج|适用物料|Tipo de producto|Type de produit|Produktart|סוג מוצר|उत्पाद प्रकार|対象物|نوع محصول|Tipo di prodotto|Тип продукта",
    [
      "Liquids|Sıvı|سوائل|液体|Líquidos|Liquides|Flüssigkeiten|נוזלים|तरल|液体|مایع|Liquidi|Жидкие",
      "Pastes & Creams|Yoğun Kıvamlı|معاجين وكريمات|膏体|Pastas y cremas|Pâtes et crèmes|Pasten & Cremes|משחות וקרמים|पेस्ट और क्रीम|ペースト・クリーム|خمیری|Paste e creme|Пастообразные",
      "Powders|Toz|مساحيق|粉末|Polvos|Poudres|Pulver|אבקות|पाउडर|粉体|پودری|Polveri|Порошкообразные",
      "Granules|Granül|حبيبات|颗粒|Granulados|Granulés|Granulat|גרגירים|दानेदार|粒体|گرانولی|Granuli|Гранулированные",
      "Solid Products|Katı Ürünler|منتجات صلبة|固体|Sólidos|Produits solides|Stückgut|מוצרים מוצקים|ठोस उत्पाद|固形物|جامد|Solidi|Штучные товары",
    ],
  ),
  // Construction Machinery
  g(
    "024003",
    "Operating Weight|Çalışma Ağırlığı|الوزن التشغيلي|整机重量|Peso operativo|Poids en ordre de marche|Einsatzgewicht|משקל תפעולי|ऑपरेटिंग वज़न|運転質量|وزن عملیاتی|Peso operativo|Эксплуатационная масса",
    [
      "Up to 6 t (Compact)|6 t'a kadar (Mini)|حتى 6 أطنان (صغيرة)|6吨以下（小型）|Hasta 6 t (compacta)|Jusqu'à 6 t (compact)|Bis 6 t (kompakt)|עד 6 טון (מיני)|6 टन तक (कॉम्पैक्ट)|6t未満（ミニ）|تا ۶ تن (کوچک)|Fino a 6 t (compatta)|До 6 т (мини)",
      "6–20 t|6–20 ton|6–20 طنًا|6–20吨|6–20 t|6–20 t|6–20 t|6–20 טון|6–20 टन|6～20t|۶ تا ۲۰ تن|6–20 t|6–20 т",
      "20–40 t|20–40 ton|20–40 طنًا|20–40吨|20–40 t|20–40 t|20–40 t|20–40 טון|20–40 टन|20～40t|۲۰ تا ۴۰ تن|20–40 t|20–40 т",
      "Over 40 t|40 ton üzeri|أكثر من 40 طنًا|40吨以上|Más de 40 t|Plus de 40 t|Über 40 t|מעל 40 טון|40 टन से अधिक|40t以上|بیش از ۴۰ تن|Oltre 40 t|Свыше 40 т",
    ],
  ),
  g("024003", CONDITION, CONDITIONS),
  // Machine Tools
  g(
    "024004",
    "Control Type|Kontrol Tipi|نوع التحكم|控制方式|Tipo de control|Type de commande|Steuerungsart|סוג בקרה|नियंत्रण प्रकार|制御方式|نوع کنترل|Tipo di controllo|Тип управления",
    [
      "CNC|CNC|CNC|数控（CNC）|CNC|CNC|CNC|CNC|सीएनसी|CNC|CNC|CNC|С ЧПУ",
      "NC|NC|NC|简易数控（NC）|NC|NC|NC|NC|एनसी|NC|NC|NC|С NC-контроллером",
      "Conventional (Manual)|Konvansiyonel|تقليدي (يدوي)|普通（手动）|Convencional (manual)|Conventionnelle (manuelle)|Konventionell (manuell)|קונבנציונלי (ידני)|पारंपरिक (मैनुअल)|汎用（手動）|معمولی (دستی)|Tradizionale (manuale)|Универсальные (ручные)",
    ],
  ),
  g("024004", CONDITION, CONDITIONS),
  // Generators & Compressors
  g(
    "024005",
    "Power Output|Güç|القدرة|功率|Potencia|Puissance|Leistung|הספק|क्षमता|出力|توان خروجی|Potenza|Мощность",
    [
      "Up to 10 kW|10 kW'a kadar|حتى 10 كيلوواط|10千瓦及以下|Hasta 10 kW|Jusqu'à 10 kW|Bis 10 kW|עד 10 קילוואט|10 किलोवाट तक|10kW以下|تا ۱۰ کیلووات|Fino a 10 kW|До 10 кВт",
      "10–50 kW|10–50 kW|10–50 كيلوواط|10–50千瓦|10–50 kW|10–50 kW|10–50 kW|10–50 קילוואט|10–50 किलोवाट|10～50kW|۱۰ تا ۵۰ کیلووات|10–50 kW|10–50 кВт",
      "50–200 kW|50–200 kW|50–200 كيلوواط|50–200千瓦|50–200 kW|50–200 kW|50–200 kW|50–200 קילוואט|50–200 किलोवाट|50～200kW|۵۰ تا ۲۰۰ کیلووات|50–200 kW|50–200 кВт",
      "Over 200 kW|200 kW üzeri|أكثر من 200 كيلوواط|200千瓦以上|Más de 200 kW|Plus de 200 kW|Über 200 kW|מעל 200 קילוואט|200 किलोवाट से अधिक|200kW超|بیش از ۲۰۰ کیلووات|Oltre 200 kW|Свыше 200 кВт",
    ],
  ),
  g(
    "024005",
    "Design|Tip|التصميم|结构形式|Tipo|Type|Bauform|תצורה|प्रकार|タイプ|ساختار|Configurazione|Исполнение",
    [
      "Open Frame|Açık Tip|إطار مفتوح|开架式|Abierto|Châssis ouvert|Offene Bauweise|פתוח|ओपन फ्रेम|オープン型|فریم باز|Aperto|Открытое",
      "Silent (Canopy)|Kabinli (Sessiz)|صامت (مع كابينة)|静音箱式|Insonorizado|Insonorisé|Schallgedämmt|מושתק|साइलेंट (कैनोपी)|防音型|کاوردار (سایلنت)|Insonorizzato|В шумозащитном кожухе",
      "Portable|Taşınabilir|محمول|便携式|Portátil|Portatif|Tragbar|נייד|पोर्टेबल|ポータブル|قابل حمل|Portatile|Переносное",
      "Trailer-Mounted|Römorklu|مثبت على مقطورة|拖车式|Sobre remolque|Sur remorque|Auf Anhänger|על נגרר|ट्रेलर माउंटेड|トレーラー式|سوار بر تریلر|Carrellato|На прицепе",
    ],
  ),
  // Plastic Machinery
  g(
    "024006",
    "Drive System|Tahrik Sistemi|نظام التشغيل|驱动方式|Accionamiento|Entraînement|Antrieb|מערכת הנעה|ड्राइव सिस्टम|駆動方式|سیستم محرک|Azionamento|Тип привода",
    [
      "Hydraulic|Hidrolik|هيدروليكي|液压|Hidráulico|Hydraulique|Hydraulisch|הידראולי|हाइड्रोलिक|油圧式|هیدرولیک|Idraulico|Гидравлический",
      "All-Electric|Tam Elektrikli|كهربائي بالكامل|全电动|Totalmente eléctrico|Tout électrique|Vollelektrisch|חשמלי מלא|पूर्ण इलेक्ट्रिक|全電動式|تمام‌برقی|Completamente elettrico|Полностью электрический",
      "Hybrid (Servo-Hydraulic)|Hibrit (Servo Hidrolik)|هجين (سيرفو هيدروليكي)|伺服液压（混合）|Híbrido (servohidráulico)|Hybride (servo-hydraulique)|Hybrid (servohydraulisch)|היברידי (סרוו-הידראולי)|हाइब्रिड (सर्वो-हाइड्रोलिक)|ハイブリッド式|هیبرید (سروو هیدرولیک)|Ibrido (servoidraulico)|Гибридный (сервогидравлика)",
    ],
  ),
  g("024006", CONDITION, CONDITIONS),
];
