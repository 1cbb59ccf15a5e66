/** Variation groups of the Food & Beverage root category (codes 015xxx). */
import { g, type VariationGroupSeed } from "./group-builder.ts";
import {
  CERTIFICATION,
  GLASS_BOTTLE,
  GLUTEN_FREE,
  HALAL,
  ORGANIC,
  PACKAGING,
  PET_BOTTLE,
  PROCESSING,
} from "./option-names.ts";

export const FOOD_AND_BEVERAGE_GROUPS: VariationGroupSeed[] = [
  // Coffee & Tea
  g(
    "015001",
    "Processing|Ürün Şekli|الشكل|形态|Presentación|Forme|Produktform|סוג מוצר|रूप|形状|شکل محصول|Formato|Вид",
    [
      "Loose Leaf|Dökme|أوراق سائبة|散茶|Hoja suelta|En vrac|Lose|עלים בתפזורת|खुली पत्ती|茶葉（リーフ）|فله|Foglie sfuse|Листовой",
      "Tea Bags|Poşet|أكياس شاي|茶包|Bolsitas|Sachets|Teebeutel|שקיקים|टी बैग|ティーバッグ|کیسه‌ای|Bustine|Пакетированный",
      "Whole Beans|Çekirdek|حبوب كاملة|咖啡豆|En grano|En grains|Ganze Bohnen|פולים שלמים|साबुत दाने|豆のまま|دانه کامل|In grani|В зёрнах",
      "Ground|Öğütülmüş|مطحون|咖啡粉|Molido|Moulu|Gemahlen|טחון|पिसा हुआ|粉|آسیاب‌شده|Macinato|Молотый",
      "Instant|Hazır|سريع التحضير|速溶|Soluble|Soluble|Löslich|נמס|इंस्टेंट|インスタント|فوری|Solubile|Растворимый",
    ],
  ),
  g("015001", CERTIFICATION, [
    ORGANIC,
    "Fairtrade|Adil Ticaret|التجارة العادلة|公平贸易|Comercio justo|Commerce équitable|Fairtrade|סחר הוגן|फेयरट्रेड|フェアトレード|تجارت منصفانه|Commercio equo|Справедливая торговля",
    "Rainforest Alliance|Rainforest Alliance|تحالف الغابات المطيرة|雨林联盟|Rainforest Alliance|Rainforest Alliance|Rainforest Alliance|ברית יערות הגשם|रेनफ़ॉरेस्ट अलायंस|レインフォレスト・アライアンス|اتحاد جنگل‌های بارانی|Rainforest Alliance|Rainforest Alliance",
  ]),
  // Dried Fruits & Nuts
  g(
    "015002",
    "Form|Ürün Formu|الشكل|形态|Presentación|Présentation|Angebotsform|צורה|रूप|形状|شکل محصول|Formato|Форма",
    [
      "In Shell|Kabuklu|بقشره|带壳|Con cáscara|En coque|In der Schale|בקליפה|छिलके सहित|殻付き|با پوست|Con guscio|В скорлупе",
      "Whole|Bütün İç|حبات كاملة|整粒|Entero|Entier|Ganz|שלם|साबुत|ホール|درسته|Intero|Целые",
      "Halved|Yarım|أنصاف|对半|En mitades|En moitiés|Halbiert|חצאים|आधे टुकड़े|ハーフ|نصفه|A metà|Половинки",
      "Diced / Chopped|Kıyılmış|مقطّع|碎粒|Troceado|En dés|Gehackt|קצוץ|कटा हुआ|ダイスカット|خردشده|Granella|Дроблёные",
      "Ground / Flour|Un|مطحون|粉状|Molido|En poudre|Gemahlen|טחון|पिसा हुआ|パウダー|پودر|Farina|Молотые",
    ],
  ),
  g("015002", PROCESSING, [
    "Raw / Natural|Çiğ / Naturel|نيء (غير محمص)|生（未烘焙）|Crudo / Natural|Cru / Nature|Naturbelassen|טבעי (לא קלוי)|कच्चा / प्राकृतिक|生（ロー）|خام|Crudo / Naturale|Сырые",
    "Roasted|Kavrulmuş|محمص|烘烤|Tostado|Grillé|Geröstet|קלוי|भुना हुआ|ロースト|بوداده|Tostato|Жареные",
    "Roasted & Salted|Kavrulmuş Tuzlu|محمص ومملح|盐焗|Tostado con sal|Grillé salé|Geröstet & gesalzen|קלוי ומומלח|भुना और नमकीन|塩ロースト|بوداده شور|Tostato e salato|Жареные солёные",
    "Sun-Dried|Güneşte Kurutulmuş|مجفف بالشمس|日晒|Secado al sol|Séché au soleil|Sonnengetrocknet|מיובש בשמש|धूप में सुखाया|天日干し|آفتاب‌خشک|Essiccato al sole|Сушёные на солнце",
    "Unsulphured|Kükürtsüz|بدون كبريت|无硫|Sin sulfitos|Non soufré|Ungeschwefelt|ללא גופרית|बिना सल्फर|無硫黄|بدون گوگرد|Non solforato|Без серы",
  ]),
  // Grains & Pulses
  g("015003", PROCESSING, [
    "Whole|Bütün|حب كامل|整粒|Entero|Entier|Ganz|שלם|साबुत|丸粒|درسته|Intero|Цельные",
    "Split|Kırık|مجروش|瓣|Partido|Cassé|Halbiert|מפוצל|दली हुई|挽き割り|دونیم|Spezzato|Колотые",
    "Dehulled|Kabuksuz|مقشور|去皮|Descascarillado|Décortiqué|Geschält|קלוף|छिलका रहित|皮むき|پوست‌کنده|Decorticato|Очищенные",
    "Parboiled|Ön Haşlanmış|مسلوق مسبقًا|蒸谷|Vaporizado|Étuvé|Vorgegart|מאודה מראש|उसना|パーボイルド|نیم‌پز|Parboiled|Пропаренный",
  ]),
  g("015003", CERTIFICATION, [
    ORGANIC,
    "Non-GMO|GDO'suz|خالٍ من التعديل الوراثي|非转基因|Sin OGM|Sans OGM|Gentechnikfrei|ללא הנדסה גנטית|गैर-जीएम|非遺伝子組換え|غیرتراریخته|Senza OGM|Без ГМО",
    GLUTEN_FREE,
    HALAL,
  ]),
  // Edible Oils
  g("015004", "Grade|Sınıf|الدرجة|等级|Categoría|Catégorie|Güteklasse|סוג|ग्रेड|等級|درجه|Categoria|Сорт", [
    "Extra Virgin|Natürel Sızma|بكر ممتاز|特级初榨|Virgen extra|Vierge extra|Nativ extra|כתית מעולה|एक्स्ट्रा वर्जिन|エクストラバージン|فرابکر|Extravergine|Экстра вирджин",
    "Virgin|Natürel Birinci|بكر|初榨|Virgen|Vierge|Nativ|כתית|वर्जिन|バージン|بکر|Vergine|Нерафинированное",
    "Cold-Pressed|Soğuk Sıkım|معصور على البارد|冷榨|Prensado en frío|Pressé à froid|Kaltgepresst|כבישה קרה|कच्ची घानी|低温圧搾|پرس سرد|Spremuto a freddo|Холодного отжима",
    "Refined|Rafine|مكرر|精炼|Refinado|Raffiné|Raffiniert|מזוקק|रिफाइंड|精製|تصفیه‌شده|Raffinato|Рафинированное",
  ]),
  g("015004", PACKAGING, [
    PET_BOTTLE,
    GLASS_BOTTLE,
    "Tin Can|Teneke|علبة صفيح|铁罐|Lata|Bidon métallique|Blechkanister|פח|टिन कैन|一斗缶|حلب|Latta|Жестяная банка",
    "Bulk (Flexitank / IBC)|Dökme (Flexitank / IBC)|سائب (فلكسي تانك / IBC)|散装（液袋/IBC吨桶）|A granel (flexitank / IBC)|En vrac (flexitank / IBC)|Lose Ware (Flexitank / IBC)|בתפזורת (פלקסיטנק / IBC)|थोक (फ्लेक्सीटैंक / IBC)|バルク（フレキシタンク／IBC）|فله (فلکسی‌تانک / IBC)|Sfuso (flexitank / IBC)|Наливом (флекситанк / IBC)",
  ]),
  // Confectionery & Snacks
  g(
    "015005",
    "Dietary|Beslenme Tercihi|النظام الغذائي|饮食偏好|Dieta|Régime alimentaire|Ernährung|העדפה תזונתית|आहार विकल्प|食事対応|رژیم غذایی|Esigenze alimentari|Особенности состава",
    [
      "Sugar-Free|Şekersiz|خالٍ من السكر|无糖|Sin azúcar|Sans sucre|Zuckerfrei|ללא סוכר|चीनी रहित|シュガーレス|بدون شکر|Senza zucchero|Без сахара",
      GLUTEN_FREE,
      "Vegan|Vegan|نباتي صرف|纯素|Vegano|Végan|Vegan|טבעוני|वीगन|ヴィーガン|وگان|Vegano|Веганское",
      HALAL,
      "Kosher|Koşer|كوشر|犹太洁食|Kosher|Casher|Koscher|כשר|कोशर|コーシャ|کوشر|Kosher|Кошерное",
    ],
  ),
  g("015005", PACKAGING, [
    "Individually Wrapped|Tek Tek Paketli|مغلف بشكل فردي|独立包装|Envuelto individualmente|Emballé individuellement|Einzeln verpackt|באריזה אישית|अलग-अलग पैक|個包装|بسته‌بندی تکی|Incartato singolarmente|В индивидуальной упаковке",
    "Gift Box|Hediye Kutusu|علبة هدايا|礼盒|Caja de regalo|Coffret cadeau|Geschenkpackung|מארז מתנה|उपहार डिब्बा|ギフト箱|جعبه کادویی|Confezione regalo|Подарочная упаковка",
    "Bag / Pouch|Poşet|كيس|袋装|Bolsa|Sachet|Beutel|שקית|पाउच|袋入り|پاکتی|Sacchetto|Пакет",
    "Bulk Carton|Dökme Koli|كرتونة بالجملة|散装箱|Caja a granel|Carton vrac|Lose im Karton|קרטון בתפזורת|थोक कार्टन|業務用（バラ）|کارتن فله|Cartone sfuso|Весовая (в коробах)",
  ]),
  // Beverages
  g("015006", PACKAGING, [
    PET_BOTTLE,
    GLASS_BOTTLE,
    "Can|Teneke Kutu|علبة معدنية|罐装|Lata|Canette|Dose|פחית|कैन|缶|قوطی|Lattina|Алюминиевая банка",
    "Carton|Karton Kutu|كرتون|纸盒|Brik|Brique|Getränkekarton|קרטון|टेट्रा पैक|紙パック|تتراپک|Cartone|Картонный пакет",
  ]),
  g("015006", "Volume|Hacim|الحجم|容量|Volumen|Contenance|Füllmenge|נפח|मात्रा|容量|حجم|Formato|Объём", [
    "Up to 330 ml|330 ml'ye kadar|حتى 330 مل|330毫升及以下|Hasta 330 ml|Jusqu'à 33 cl|Bis 0,33 l|עד 330 מ״ל|330 मि.ली. तक|330ml以下|تا ۳۳۰ میلی‌لیتر|Fino a 33 cl|До 0,33 л",
    "0.5–1 L|0,5–1 L|0.5–1 لتر|0.5–1升|0,5–1 l|50 cl–1 L|0,5–1 l|0.5–1 ליטר|0.5–1 लीटर|0.5～1L|۰٫۵ تا ۱ لیتر|0,5–1 l|0,5–1 л",
    "1.5–2 L|1,5–2 L|1.5–2 لتر|1.5–2升|1,5–2 l|1,5–2 L|1,5–2 l|1.5–2 ליטר|1.5–2 लीटर|1.5～2L|۱٫۵ تا ۲ لیتر|1,5–2 l|1,5–2 л",
    "5 L and above|5 L ve üzeri|5 لترات فأكثر|5升及以上|5 l o más|5 L et plus|Ab 5 l|5 ליטר ומעלה|5 लीटर और अधिक|5L以上|۵ لیتر و بیشتر|5 l e oltre|От 5 л",
  ]),
];
