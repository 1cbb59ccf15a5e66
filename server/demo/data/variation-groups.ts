/**
 * "Additional filters" of the product listing: for every second-level (6-digit) category, the
 * variation groups buyers filter by (material, fit, power source, grade…) and their options.
 */
import type { Names } from "./langs.ts";

export interface VariationGroupSeed {
  category: string;
  names: Names;
  options: { names: Names }[];
}

/**
 * One label in all 13 languages, written as a single "|"-separated string in LANGS order:
 * en | tr | ar | zh | es | fr | de | iw | hi | ja | fa | it | ru
 */
function n(all: string): Names {
  const p = all.split("|").map((s) => s.trim());
  if (p.length !== 13 || p.some((s) => s === "")) {
    throw new Error(`variation-groups: expected 13 non-empty names, got ${p.length}: ${all}`);
  }
  const [en, tr, ar, zh, es, fr, de, iw, hi, ja, fa, it, ru] = p as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return { en, tr, ar, zh, es, fr, de, iw, hi, ja, fa, it, ru };
}

const g = (category: string, names: string, options: string[]): VariationGroupSeed => {
  if (options.length < 3 || options.length > 6) {
    throw new Error(`variation-groups: ${category} "${names}" needs 3-6 options, has ${options.length}`);
  }
  return { category, names: n(names), options: options.map((o) => ({ names: n(o) })) };
};

// ───────────────────────────── Shared group labels ─────────────────────────────
const MATERIAL =
  "Material|Malzeme|المادة|材质|Material|Matériau|Material|חומר|सामग्री|材質|جنس|Materiale|Материал";
const CLOTHING_MATERIAL =
  "Material|Materyal|الخامة|面料|Tejido|Matière|Material|סוג בד|फ़ैब्रिक|素材|جنس پارچه|Tessuto|Материал";
const STYLE = "Style|Stil|الطراز|风格|Estilo|Style|Stil|סגנון|स्टाइल|スタイル|سبک|Stile|Стиль";
const CONDITION = "Condition|Durum|الحالة|成色|Estado|État|Zustand|מצב|स्थिति|状態|وضعیت|Condizione|Состояние";
const USE =
  "Use|Kullanım Alanı|مجال الاستخدام|适用场景|Uso|Utilisation|Einsatzbereich|ייעוד|उपयोग|用途|کاربری|Utilizzo|Назначение";
const PACKAGING =
  "Packaging|Ambalaj|التعبئة|包装|Envase|Conditionnement|Verpackung|אריזה|पैकेजिंग|包装形態|بسته‌بندی|Confezione|Упаковка";
const CERTIFICATION =
  "Certification|Sertifika|الشهادة|认证|Certificación|Certification|Zertifizierung|הסמכה|प्रमाणन|認証|گواهینامه|Certificazione|Сертификация";
const PROCESSING =
  "Processing|İşlem|المعالجة|加工方式|Procesado|Traitement|Verarbeitung|עיבוד|प्रसंस्करण|加工|فرآوری|Lavorazione|Обработка";
const AGE_GROUP =
  "Age Group|Yaş Grubu|الفئة العمرية|适用年龄|Edad|Âge|Altersgruppe|קבוצת גיל|आयु वर्ग|対象年齢|رده سنی|Fascia d'età|Возраст";
const AREA_OF_USE =
  "Area of Use|Kullanım Yeri|مكان الاستخدام|适用区域|Zona de uso|Zone d'utilisation|Einsatzort|אזור שימוש|उपयोग का स्थान|使用場所|محل مصرف|Destinazione d'uso|Область применения";
const FINISH =
  "Finish|Renk / Kaplama|اللون والتشطيب|颜色/饰面|Acabado|Finition|Oberfläche|גימור|फ़िनिश|仕上げ|رنگ و روکش|Finitura|Отделка";
const CONNECTIVITY =
  "Connectivity|Bağlantı|الاتصال|连接方式|Conectividad|Connectivité|Verbindung|קישוריות|कनेक्टिविटी|接続方式|نوع اتصال|Connettività|Подключение";
const POWER_SUPPLY =
  "Power Source|Güç Kaynağı|مصدر الطاقة|供电方式|Alimentación|Alimentation|Stromversorgung|מקור מתח|बिजली का स्रोत|電源|منبع تغذیه|Alimentazione|Питание";

// ───────────────────────────── Shared options ─────────────────────────────
// Fibres and fabrics
const COTTON = "Cotton|Pamuk|قطن|棉|Algodón|Coton|Baumwolle|כותנה|सूती|綿|نخی|Cotone|Хлопок";
const POLYESTER =
  "Polyester|Polyester|بوليستر|涤纶|Poliéster|Polyester|Polyester|פוליאסטר|पॉलिएस्टर|ポリエステル|پلی‌استر|Poliestere|Полиэстер";
const LINEN = "Linen|Keten|كتان|亚麻|Lino|Lin|Leinen|פשתן|लिनन|リネン|کتان|Lino|Лён";
const WOOL = "Wool|Yün|صوف|羊毛|Lana|Laine|Wolle|צמר|ऊनी|ウール|پشمی|Lana|Шерсть";
const VISCOSE =
  "Viscose|Viskon|فيسكوز|粘胶纤维|Viscosa|Viscose|Viskose|ויסקוזה|विस्कोस|レーヨン|ویسکوز|Viscosa|Вискоза";
const SILK = "Silk|İpek|حرير|真丝|Seda|Soie|Seide|משי|रेशमी|シルク|ابریشمی|Seta|Шёлк";
const BAMBOO_FIBER =
  "Bamboo Fiber|Bambu|ألياف الخيزران|竹纤维|Fibra de bambú|Fibre de bambou|Bambusviskose|סיבי במבוק|बांस फ़ाइबर|竹繊維|الیاف بامبو|Fibra di bambù|Бамбуковое волокно";
const FABRIC = "Fabric|Kumaş|قماش|布艺|Tela|Tissu|Stoff|בד|कपड़ा|布|پارچه|Tessuto|Ткань";
const LEATHER = "Leather|Deri|جلد طبيعي|真皮|Piel|Cuir|Leder|עור|चमड़ा|本革|چرم|Pelle|Кожа";
const NEOPRENE =
  "Neoprene|Neopren|نيوبرين|氯丁橡胶|Neopreno|Néoprène|Neopren|ניאופרן|नियोप्रीन|ネオプレン|نئوپرن|Neoprene|Неопрен";
const NYLON = "Nylon|Naylon|نايلون|尼龙|Nailon|Nylon|Nylon|ניילון|नायलॉन|ナイロン|نایلون|Nylon|Нейлон";
// Hard materials
const STAINLESS_STEEL =
  "Stainless Steel|Paslanmaz Çelik|فولاذ مقاوم للصدأ|不锈钢|Acero inoxidable|Inox|Edelstahl|נירוסטה|स्टेनलेस स्टील|ステンレス|استیل ضدزنگ|Acciaio inox|Нержавеющая сталь";
const CAST_IRON =
  "Cast Iron|Döküm|حديد زهر|铸铁|Hierro fundido|Fonte|Gusseisen|ברזל יצוק|कास्ट आयरन|鋳鉄|چدن|Ghisa|Чугун";
const ALUMINUM =
  "Aluminum|Alüminyum|ألومنيوم|铝|Aluminio|Aluminium|Aluminium|אלומיניום|एल्युमिनियम|アルミ|آلومینیوم|Alluminio|Алюминий";
const STEEL = "Steel|Çelik|فولاذ|钢|Acero|Acier|Stahl|פלדה|स्टील|スチール|فولاد|Acciaio|Сталь";
const CERAMIC =
  "Ceramic|Seramik|سيراميك|陶瓷|Cerámica|Céramique|Keramik|קרמיקה|सिरेमिक|セラミック|سرامیک|Ceramica|Керамика";
const GLASS = "Glass|Cam|زجاج|玻璃|Vidrio|Verre|Glas|זכוכית|कांच|ガラス|شیشه|Vetro|Стекло";
const METAL = "Metal|Metal|معدن|金属|Metal|Métal|Metall|מתכת|धातु|金属|فلز|Metallo|Металл";
const PLASTIC =
  "Plastic|Plastik|بلاستيك|塑料|Plástico|Plastique|Kunststoff|פלסטיק|प्लास्टिक|プラスチック|پلاستیک|Plastica|Пластик";
const WOOD = "Wood|Ahşap|خشب|木质|Madera|Bois|Holz|עץ|लकड़ी|木製|چوب|Legno|Дерево";
const BAMBOO = "Bamboo|Bambu|خيزران|竹|Bambú|Bambou|Bambus|במבוק|बांस|竹|بامبو|Bambù|Бамбук";
const SILICONE =
  "Silicone|Silikon|سيليكون|硅胶|Silicona|Silicone|Silikon|סיליקון|सिलिकॉन|シリコン|سیلیکون|Silicone|Силикон";
const RUBBER = "Rubber|Kauçuk|مطاط|橡胶|Caucho|Caoutchouc|Gummi|גומי|रबर|ゴム|لاستیک|Gomma|Резина";
const SOLID_WOOD =
  "Solid Wood|Masif Ahşap|خشب صلب|实木|Madera maciza|Bois massif|Massivholz|עץ מלא|ठोस लकड़ी|無垢材|چوب ماسیو|Legno massello|Массив дерева";
const MDF =
  "MDF / Particleboard|MDF / Sunta|إم دي إف / خشب مضغوط|密度板/刨花板|MDF / Aglomerado|MDF / Aggloméré|MDF / Spanplatte|סיבית / שבבית|एमडीएफ / पार्टिकल बोर्ड|MDF・パーティクルボード|ام‌دی‌اف / نئوپان|MDF / Truciolato|МДФ / ЛДСП";
const PVC = "PVC|PVC|PVC|PVC|PVC|PVC|PVC|PVC|PVC|PVC|PVC|PVC|ПВХ";
// Styles
const MODERN = "Modern|Modern|عصري|现代|Moderno|Moderne|Modern|מודרני|आधुनिक|モダン|مدرن|Moderno|Современный";
const CLASSIC =
  "Classic|Klasik|كلاسيكي|经典|Clásico|Classique|Klassisch|קלאסי|क्लासिक|クラシック|کلاسیک|Classico|Классический";
const SCANDINAVIAN =
  "Scandinavian|İskandinav|إسكندنافي|北欧|Nórdico|Scandinave|Skandinavisch|סקנדינבי|स्कैंडिनेवियन|北欧|اسکاندیناوی|Scandinavo|Скандинавский";
const INDUSTRIAL =
  "Industrial|Endüstriyel|صناعي|工业风|Industrial|Industriel|Industriedesign|תעשייתי|इंडस्ट्रियल|インダストリアル|صنعتی|Industriale|Лофт";
// Condition
const NEW = "New|Sıfır|جديد|全新|Nuevo|Neuf|Neu|חדש|नया|新品|نو|Nuovo|Новое";
const USED = "Used|İkinci El|مستعمل|二手|Usado|Occasion|Gebraucht|משומש|सेकंड हैंड|中古|کارکرده|Usato|Б/у";
const REFURBISHED =
  "Refurbished|Yenilenmiş|مُجدَّد|翻新|Reacondicionado|Reconditionné|Generalüberholt|מחודש|रिफर्बिश्ड|整備済み|بازسازی‌شده|Ricondizionato|Восстановленное";
const CONDITIONS = [NEW, USED, REFURBISHED];
// Food
const ORGANIC =
  "Organic|Organik|عضوي|有机|Ecológico|Bio|Bio|אורגני|जैविक|オーガニック|ارگانیک|Biologico|Органика";
const GLUTEN_FREE =
  "Gluten-Free|Glutensiz|خالٍ من الغلوتين|无麸质|Sin gluten|Sans gluten|Glutenfrei|ללא גלוטן|ग्लूटेन-मुक्त|グルテンフリー|بدون گلوتن|Senza glutine|Без глютена";
const HALAL = "Halal|Helal|حلال|清真|Halal|Halal|Halal|חלאל|हलाल|ハラール|حلال|Halal|Халяль";
const PET_BOTTLE =
  "PET Bottle|PET Şişe|زجاجة بلاستيكية (PET)|PET瓶|Botella PET|Bouteille PET|PET-Flasche|בקבוק פלסטיק|प्लास्टिक (PET) बोतल|ペットボトル|بطری پلاستیکی (PET)|Bottiglia in PET|ПЭТ-бутылка";
const GLASS_BOTTLE =
  "Glass Bottle|Cam Şişe|زجاجة زجاجية|玻璃瓶|Botella de vidrio|Bouteille en verre|Glasflasche|בקבוק זכוכית|कांच की बोतल|ガラス瓶|بطری شیشه‌ای|Bottiglia di vetro|Стеклянная бутылка";
// Electronics
const BLUETOOTH =
  "Bluetooth|Bluetooth|بلوتوث|蓝牙|Bluetooth|Bluetooth|Bluetooth|בלוטות׳|ब्लूटूथ|Bluetooth|بلوتوث|Bluetooth|Bluetooth";
const WIFI = "Wi-Fi|Wi-Fi|واي فاي|Wi-Fi|Wi-Fi|Wi-Fi|WLAN|Wi-Fi|वाई-फ़ाई|Wi-Fi|وای‌فای|Wi-Fi|Wi-Fi";
// Kept for categories that may add a wired/wireless filter.
const _WIRED =
  "Wired|Kablolu|سلكي|有线|Con cable|Filaire|Kabelgebunden|חוטי|वायर्ड|有線|سیمی|Con filo|Проводное";
const MAINS =
  "Mains (AC)|Şebeke (AC)|كهرباء (تيار متردد)|交流电源|Red eléctrica|Secteur|Netzbetrieb|חשמל (רשת)|बिजली (AC)|AC電源|برق شهری|Rete elettrica|От сети";
// Surfaces and areas
const FLOOR = "Floor|Zemin|أرضيات|地面|Suelo|Sol|Boden|רצפה|फ़र्श|床|کف|Pavimento|Пол";
const WHITE = "White|Beyaz|أبيض|白色|Blanco|Blanc|Weiß|לבן|सफ़ेद|ホワイト|سفید|Bianco|Белый";
const BLACK = "Black|Siyah|أسود|黑色|Negro|Noir|Schwarz|שחור|काला|ブラック|مشکی|Nero|Чёрный";

export const VARIATION_GROUPS: VariationGroupSeed[] = [
  // ───────────────────────────── Home & Garden ─────────────────────────────
  // Kitchenware
  g("020001", MATERIAL, [STAINLESS_STEEL, CAST_IRON, ALUMINUM, CERAMIC, SILICONE, WOOD]),
  g(
    "020001",
    "Compatible Heat Source|Uyumlu Isı Kaynağı|مصدر الحرارة المتوافق|适用热源|Fuente de calor compatible|Source de chaleur compatible|Geeignet für|התאמה למקור חום|उपयुक्त ताप स्रोत|対応熱源|منبع حرارت سازگار|Fonte di calore compatibile|Источник нагрева",
    [
      "Induction|İndüksiyon|موقد حثّي|电磁炉|Inducción|Induction|Induktion|אינדוקציה|इंडक्शन|IH|القایی|Induzione|Индукция",
      "Gas|Gaz|موقد غاز|燃气灶|Gas|Gaz|Gasherd|גז|गैस चूल्हा|ガス火|گاز|Gas|Газ",
      "Electric|Elektrik|موقد كهربائي|电陶炉|Eléctrica|Électrique|Elektroherd|כיריים חשמליות|इलेक्ट्रिक|電気コンロ|برقی|Elettrico|Электроплита",
      "Oven|Fırın|فرن|烤箱|Horno|Four|Backofen|תנור|ओवन|オーブン|فر|Forno|Духовка",
    ],
  ),
  // Tableware & Drinkware
  g("020002", MATERIAL, [
    "Porcelain|Porselen|بورسلين|瓷器|Porcelana|Porcelaine|Porzellan|פורצלן|पोर्सिलेन|磁器|چینی|Porcellana|Фарфор",
    CERAMIC,
    GLASS,
    STAINLESS_STEEL,
    "Melamine|Melamin|ميلامين|密胺|Melamina|Mélamine|Melamin|מלמין|मेलामाइन|メラミン|ملامین|Melammina|Меламин",
    BAMBOO,
  ]),
  g("020002", USE, [
    "Household|Ev Tipi|منزلي|家用|Doméstico|Usage domestique|Haushalt|ביתי|घरेलू|家庭用|خانگی|Domestico|Для дома",
    "Hotel & Restaurant|Otel ve Restoran|فنادق ومطاعم|酒店餐饮|Hostelería|Hôtellerie-restauration|Gastronomie|מסעדות ומלונות|होटल और रेस्टोरेंट|業務用（ホテル・レストラン）|هتل و رستوران|Hotel e ristorazione|Для отелей и ресторанов",
    "Outdoor & Travel|Kamp ve Seyahat|للرحلات والتخييم|户外旅行|Camping y viaje|Camping et voyage|Camping & Reisen|טיולים וקמפינג|यात्रा और पिकनिक|アウトドア・旅行|سفر و کمپینگ|Campeggio e viaggio|Для туризма и путешествий",
  ]),
  // Home Textiles
  g("020003", "Fabric|Kumaş|القماش|面料|Tejido|Tissu|Stoff|בד|फ़ैब्रिक|生地|پارچه|Tessuto|Ткань", [
    COTTON,
    LINEN,
    "Microfiber|Mikrofiber|مايكروفايبر|超细纤维|Microfibra|Microfibre|Mikrofaser|מיקרופייבר|माइक्रोफ़ाइबर|マイクロファイバー|میکروفایبر|Microfibra|Микрофибра",
    BAMBOO_FIBER,
    "Satin|Saten|ساتان|缎面|Satén|Satin|Satin|סאטן|साटन|サテン|ساتن|Raso|Сатин",
    POLYESTER,
  ]),
  g("020003", "Pattern|Desen|النقشة|图案|Estampado|Motif|Muster|דוגמה|पैटर्न|柄|طرح|Fantasia|Узор", [
    "Solid Color|Düz|سادة|纯色|Liso|Uni|Einfarbig|חלק|सादा|無地|ساده|Tinta unita|Однотонный",
    "Striped|Çizgili|مخطط|条纹|De rayas|Rayé|Gestreift|פסים|धारीदार|ストライプ|راه‌راه|A righe|Полосатый",
    "Floral|Çiçekli|مورّد|花卉|Floral|Fleuri|Geblümt|פרחוני|फूलदार|花柄|گلدار|Floreale|Цветочный",
    "Geometric|Geometrik|هندسي|几何|Geométrico|Géométrique|Geometrisch|גאומטרי|ज्यामितीय|幾何学柄|هندسی|Geometrica|Геометрический",
  ]),
  // Home Decor
  g("020004", STYLE, [
    MODERN,
    SCANDINAVIAN,
    "Vintage|Nostaljik|عتيق|复古|Retro|Rétro|Retro|וינטג׳|विंटेज|ヴィンテージ|وینتیج|Retrò|Винтаж",
    "Bohemian|Bohem|بوهيمي|波西米亚|Bohemio|Bohème|Boho|בוהו|बोहेमियन|ボヘミアン|بوهمی|Bohémien|Бохо",
    "Minimalist|Minimalist|بسيط|极简|Minimalista|Minimaliste|Minimalistisch|מינימליסטי|मिनिमलिस्ट|ミニマル|مینیمال|Minimalista|Минималистичный",
  ]),
  g("020004", MATERIAL, [
    CERAMIC,
    GLASS,
    METAL,
    WOOD,
    "Resin|Polyester Reçine|راتنج|树脂|Resina|Résine|Kunstharz|שרף|रेज़िन|樹脂|رزین|Resina|Полимерная смола",
  ]),
  // Garden Supplies
  g("020005", MATERIAL, [
    PLASTIC,
    "Terracotta|Pişmiş Toprak|فخار|陶土|Terracota|Terre cuite|Terrakotta|טרקוטה|टेराकोटा|素焼き（テラコッタ）|سفالی|Terracotta|Терракота",
    STEEL,
    RUBBER,
    WOOD,
  ]),
  g(
    "020005",
    "Intended Use|Kullanım Amacı|نوع الاستخدام|用途|Uso previsto|Usage|Einsatzzweck|ייעוד|उपयोग का प्रकार|用途|نوع کاربری|Uso|Назначение",
    [
      "Home Gardening|Ev Bahçesi|حدائق منزلية|家庭园艺|Jardín doméstico|Jardin particulier|Hausgarten|גינה ביתית|घरेलू बागवानी|家庭菜園・ガーデニング|باغچه خانگی|Giardino domestico|Для частного сада",
      "Professional Landscaping|Profesyonel Peyzaj|تنسيق حدائق احترافي|专业园林|Paisajismo profesional|Paysagisme professionnel|Garten- und Landschaftsbau|גינון מקצועי|पेशेवर लैंडस्केपिंग|プロ造園用|محوطه‌سازی حرفه‌ای|Paesaggistica professionale|Профессиональное озеленение",
      "Greenhouse & Agriculture|Sera ve Tarım|البيوت المحمية والزراعة|温室与农业|Invernadero y agricultura|Serre et agriculture|Gewächshaus & Landwirtschaft|חממות וחקלאות|ग्रीनहाउस और कृषि|温室・農業用|گلخانه و کشاورزی|Serra e agricoltura|Теплицы и сельское хозяйство",
      "Balcony & Indoor|Balkon ve İç Mekan|الشرفات والمساحات الداخلية|阳台与室内|Balcón e interior|Balcon et intérieur|Balkon & Innenbereich|מרפסת ובית|बालकनी और घर के अंदर|ベランダ・室内|بالکن و فضای داخلی|Balcone e interni|Для балкона и дома",
    ],
  ),
  // Storage & Cleaning
  g("020006", MATERIAL, [PLASTIC, FABRIC, WOOD, METAL, BAMBOO]),
  g("020006", "Room|Oda|الغرفة|适用空间|Estancia|Pièce|Raum|חדר|कमरा|使用場所|فضا|Ambiente|Помещение", [
    "Kitchen|Mutfak|المطبخ|厨房|Cocina|Cuisine|Küche|מטבח|रसोई|キッチン|آشپزخانه|Cucina|Кухня",
    "Bathroom|Banyo|الحمام|浴室|Baño|Salle de bain|Bad|אמבטיה|बाथरूम|バスルーム|حمام|Bagno|Ванная",
    "Bedroom & Wardrobe|Yatak Odası ve Gardırop|غرفة النوم والخزانة|卧室与衣柜|Dormitorio y armario|Chambre et dressing|Schlafzimmer & Kleiderschrank|חדר שינה וארון|बेडरूम और अलमारी|寝室・クローゼット|اتاق خواب و کمد|Camera e armadio|Спальня и гардероб",
    "Living Room|Oturma Odası|غرفة المعيشة|客厅|Salón|Salon|Wohnzimmer|סלון|लिविंग रूम|リビング|پذیرایی|Soggiorno|Гостиная",
  ]),

  // ─────────────────────────── Apparel & Textile ───────────────────────────
  // Men's Clothing
  g("002001", CLOTHING_MATERIAL, [COTTON, POLYESTER, LINEN, WOOL]),
  g("002001", "Fit|Kalıp|القَصّة|版型|Corte|Coupe|Passform|גזרה|फ़िट|シルエット|فرم|Vestibilità|Крой", [
    "Slim|Dar Kalıp|ضيق|修身|Entallado|Ajustée|Schmal|צמודה|स्लिम फ़िट|スリム|جذب|Aderente|Приталенный",
    "Regular|Normal Kalıp|عادي|常规|Clásico|Droite|Normal|רגילה|रेगुलर फ़िट|レギュラー|معمولی|Regolare|Прямой",
    "Oversize|Bol Kalıp|فضفاض|宽松|Holgado|Ample|Weit|אוברסייז|ओवरसाइज़|オーバーサイズ|اورسایز|Ampia|Свободный",
  ]),
  // Women's Clothing
  g("002002", CLOTHING_MATERIAL, [
    COTTON,
    VISCOSE,
    POLYESTER,
    SILK,
    LINEN,
    "Acrylic|Akrilik|أكريليك|腈纶|Acrílico|Acrylique|Polyacryl|אקריליק|एक्रेलिक|アクリル|اکریلیک|Acrilico|Акрил",
  ]),
  g(
    "002002",
    "Sleeve Length|Kol Boyu|طول الكم|袖长|Largo de manga|Longueur des manches|Ärmellänge|אורך שרוול|आस्तीन की लंबाई|袖丈|قد آستین|Lunghezza manica|Длина рукава",
    [
      "Sleeveless|Kolsuz|بدون أكمام|无袖|Sin mangas|Sans manches|Ärmellos|ללא שרוולים|बिना आस्तीन|ノースリーブ|بدون آستین|Senza maniche|Без рукавов",
      "Short Sleeve|Kısa Kollu|أكمام قصيرة|短袖|Manga corta|Manches courtes|Kurzarm|שרוול קצר|आधी आस्तीन|半袖|آستین کوتاه|Manica corta|Короткий рукав",
      "3/4 Sleeve|Truvakar Kol|أكمام 3/4|七分袖|Manga 3/4|Manches 3/4|3/4-Arm|שרוול 3/4|3/4 आस्तीन|七分袖|آستین سه‌ربع|Manica 3/4|Рукав 3/4",
      "Long Sleeve|Uzun Kollu|أكمام طويلة|长袖|Manga larga|Manches longues|Langarm|שרוול ארוך|पूरी आस्तीन|長袖|آستین بلند|Manica lunga|Длинный рукав",
    ],
  ),
  // Children's Clothing
  g("002003", AGE_GROUP, [
    "0–12 Months|0–12 Ay|0–12 شهرًا|0–12个月|0–12 meses|0–12 mois|0–12 Monate|0–12 חודשים|0–12 महीने|0～12か月|۰ تا ۱۲ ماه|0–12 mesi|0–12 месяцев",
    "1–3 Years|1–3 Yaş|1–3 سنوات|1–3岁|1–3 años|1–3 ans|1–3 Jahre|גילאי 1–3|1–3 साल|1～3歳|۱ تا ۳ سال|1–3 anni|1–3 года",
    "4–7 Years|4–7 Yaş|4–7 سنوات|4–7岁|4–7 años|4–7 ans|4–7 Jahre|גילאי 4–7|4–7 साल|4～7歳|۴ تا ۷ سال|4–7 anni|4–7 лет",
    "8–12 Years|8–12 Yaş|8–12 سنة|8–12岁|8–12 años|8–12 ans|8–12 Jahre|גילאי 8–12|8–12 साल|8～12歳|۸ تا ۱۲ سال|8–12 anni|8–12 лет",
  ]),
  g("002003", CLOTHING_MATERIAL, [
    "Organic Cotton|Organik Pamuk|قطن عضوي|有机棉|Algodón orgánico|Coton bio|Bio-Baumwolle|כותנה אורגנית|ऑर्गेनिक सूती|オーガニックコットン|نخ ارگانیک|Cotone biologico|Органический хлопок",
    COTTON,
    BAMBOO_FIBER,
    "Muslin|Müslin|موسلين|纱布|Muselina|Mousseline|Musselin|מוסלין|मलमल|ガーゼ|ململ|Mussola|Муслин",
  ]),
  // Fabrics
  g(
    "002004",
    "Fabric Construction|Kumaş Yapısı|طريقة النسج|织造工艺|Tipo de tejido|Type de tissu|Warenart|סוג אריגה|कपड़े की बनावट|生地の種類|نوع بافت|Tipo di tessuto|Тип полотна",
    [
      "Woven|Dokuma|منسوج|梭织|Tejido plano|Chaîne et trame|Webware|ארוג|वोवन|織物|تاری‌پودی|Tessuto ortogonale|Тканое",
      "Knitted|Örme|تريكو (محبوك)|针织|Tejido de punto|Maille|Maschenware|סריג|निटेड|ニット|حلقوی|Maglia|Трикотажное",
      "Non-Woven|Dokusuz|غير منسوج|无纺布|No tejido|Non-tissé|Vliesstoff|בד לא ארוג|नॉन-वोवन|不織布|نبافته|Tessuto non tessuto|Нетканое",
    ],
  ),
  g(
    "002004",
    "Fabric Weight|Gramaj|الوزن (غ/م²)|克重|Gramaje|Grammage|Flächengewicht|משקל בד|कपड़े का वज़न (GSM)|目付|گرماژ|Grammatura|Плотность",
    [
      "Light (under 150 g/m²)|Hafif (150 g/m² altı)|خفيف (أقل من 150 غ/م²)|轻薄（150克以下）|Ligero (menos de 150 g/m²)|Léger (moins de 150 g/m²)|Leicht (unter 150 g/m²)|קל (עד 150 גר׳/מ״ר)|हल्का (150 GSM से कम)|薄手（150g/m²未満）|سبک (کمتر از ۱۵۰ گرم)|Leggero (sotto 150 g/m²)|Лёгкая (до 150 г/м²)",
      "Medium (150–250 g/m²)|Orta (150–250 g/m²)|متوسط (150–250 غ/م²)|中等（150–250克）|Medio (150–250 g/m²)|Moyen (150–250 g/m²)|Mittel (150–250 g/m²)|בינוני (150–250 גר׳/מ״ר)|मध्यम (150–250 GSM)|中肉（150～250g/m²）|متوسط (۱۵۰ تا ۲۵۰ گرم)|Medio (150–250 g/m²)|Средняя (150–250 г/м²)",
      "Heavy (over 250 g/m²)|Ağır (250 g/m² üstü)|ثقيل (أكثر من 250 غ/م²)|厚重（250克以上）|Pesado (más de 250 g/m²)|Lourd (plus de 250 g/m²)|Schwer (über 250 g/m²)|כבד (מעל 250 גר׳/מ״ר)|भारी (250 GSM से अधिक)|厚手（250g/m²以上）|سنگین (بیش از ۲۵۰ گرم)|Pesante (oltre 250 g/m²)|Плотная (от 250 г/м²)",
    ],
  ),
  // Yarn
  g(
    "002005",
    "Ply|Kat Sayısı|عدد الطاقات|股数|Número de cabos|Nombre de brins|Fachung|מספר גדילים|प्लाई|撚糸の種類|تعداد لا|Numero di capi|Число сложений",
    [
      "Single Ply|Tek Kat|مفرد|单股|1 cabo|1 brin|Einfach|גדיל יחיד|सिंगल प्लाई|単糸|یک‌لا|1 capo|1 сложение",
      "2-Ply|2 Kat|طاقتان|双股|2 cabos|2 brins|2-fach|2 גדילים|2 प्लाई|双糸|دولا|2 capi|2 сложения",
      "3-Ply|3 Kat|3 طاقات|三股|3 cabos|3 brins|3-fach|3 גדילים|3 प्लाई|三子撚り|سه‌لا|3 capi|3 сложения",
      "4-Ply & Up|4 Kat ve Üzeri|4 طاقات فأكثر|四股及以上|4 cabos o más|4 brins et plus|4-fach und mehr|4 גדילים ומעלה|4 प्लाई या अधिक|四子撚り以上|چهارلا و بیشتر|4 capi e oltre|4 сложения и более",
    ],
  ),
  g(
    "002005",
    "End Use|Kullanım Alanı|الاستخدام النهائي|用途|Uso final|Utilisation|Verwendung|שימוש|अंतिम उपयोग|用途|کاربرد|Impiego|Назначение",
    [
      "Weaving|Dokuma|النسيج|机织|Tejeduría|Tissage|Weberei|אריגה|करघा बुनाई|織物用|بافندگی تاری‌پودی|Tessitura|Ткачество",
      "Machine Knitting|Makine Örgüsü|الحياكة الآلية|针织|Tejido de punto industrial|Tricotage industriel|Strickerei|סריגה תעשייתית|मशीन निटिंग|ニット（機械編み）|بافندگی حلقوی|Maglieria industriale|Машинное вязание",
      "Hand Knitting|El Örgüsü|الحياكة اليدوية|手编|Tejer a mano|Tricot main|Handstricken|סריגה ביד|हाथ से बुनाई|手編み|بافتنی دستی|Maglia a mano|Ручное вязание",
      "Sewing & Embroidery|Dikiş ve Nakış|الخياطة والتطريز|缝纫与刺绣|Costura y bordado|Couture et broderie|Nähen & Sticken|תפירה ורקמה|सिलाई और कढ़ाई|縫製・刺繍|خیاطی و گلدوزی|Cucito e ricamo|Шитьё и вышивка",
    ],
  ),
  // Workwear & Uniforms
  g(
    "002006",
    "Protection Feature|Koruma Özelliği|ميزة الحماية|防护功能|Protección|Protection|Schutzfunktion|סוג הגנה|सुरक्षा विशेषता|保護機能|ویژگی حفاظتی|Protezione|Защитные свойства",
    [
      "High Visibility|Yüksek Görünürlük|عاكس عالي الوضوح|高可视反光|Alta visibilidad|Haute visibilité|Warnschutz|נראות גבוהה|रिफ्लेक्टिव (अधिक दृश्यता)|高視認性|شبرنگ|Alta visibilità|Повышенная видимость",
      "Flame Retardant|Alev Geciktirici|مقاوم للهب|阻燃|Ignífugo|Ignifugé|Flammhemmend|מעכב בעירה|अग्निरोधी|難燃|ضدحریق|Ignifugo|Огнестойкость",
      "Antistatic|Antistatik|مضاد للكهرباء الساكنة|防静电|Antiestático|Antistatique|Antistatisch|אנטי-סטטי|एंटी-स्टैटिक|帯電防止|آنتی‌استاتیک|Antistatico|Антистатика",
      "Waterproof|Su Geçirmez|مقاوم للماء|防水|Impermeable|Imperméable|Wasserdicht|עמיד למים|जलरोधी|防水|ضدآب|Impermeabile|Водонепроницаемость",
      "Antibacterial|Antibakteriyel|مضاد للبكتيريا|抗菌|Antibacteriano|Antibactérien|Antibakteriell|אנטי-בקטריאלי|जीवाणुरोधी|抗菌|آنتی‌باکتریال|Antibatterico|Антибактериальная пропитка",
    ],
  ),
  g("002006", CLOTHING_MATERIAL, [
    COTTON,
    "Poly-Cotton|Polyester-Pamuk Karışım|قطن وبوليستر|涤棉|Poliéster-algodón|Polycoton|Baumwoll-Mischgewebe|כותנה-פוליאסטר|पॉली-कॉटन|ポリエステル綿混|مخلوط نخ و پلی‌استر|Misto cotone-poliestere|Смесовая (хлопок/полиэстер)",
    POLYESTER,
    "Aramid|Aramid|أراميد|芳纶|Aramida|Aramide|Aramid|ארמיד|एरामिड|アラミド|آرامید|Aramide|Арамид",
  ]),

  // ───────────────────────────── Furniture ─────────────────────────────
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

  // ───────────────────────────── Food & Beverage ─────────────────────────────
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

  // ───────────────────────────── Machinery ─────────────────────────────
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

  // ───────────────────────────── Electronics ─────────────────────────────
  // Phone Accessories
  g(
    "008001",
    "Compatible Brand|Uyumlu Marka|العلامة التجارية المتوافقة|适用品牌|Marca compatible|Marque compatible|Kompatible Marke|מותג תואם|संगत ब्रांड|対応ブランド|برند سازگار|Marca compatibile|Совместимый бренд",
    [
      "Apple iPhone|Apple iPhone|Apple iPhone|苹果（iPhone）|Apple iPhone|Apple iPhone|Apple iPhone|Apple iPhone|Apple iPhone|iPhone|Apple iPhone|Apple iPhone|Apple iPhone",
      "Samsung|Samsung|سامسونج|三星|Samsung|Samsung|Samsung|סמסונג|सैमसंग|サムスン|سامسونگ|Samsung|Samsung",
      "Xiaomi|Xiaomi|شاومي|小米|Xiaomi|Xiaomi|Xiaomi|שיאומי|शाओमी|シャオミ|شیائومی|Xiaomi|Xiaomi",
      "Huawei|Huawei|هواوي|华为|Huawei|Huawei|Huawei|וואווי|हुआवेई|ファーウェイ|هوآوی|Huawei|Huawei",
      "Universal|Üniversal|لجميع الأجهزة|通用|Universal|Universel|Universell|אוניברסלי|यूनिवर्सल|汎用|همه مدل‌ها|Universale|Универсальный",
    ],
  ),
  g(
    "008001",
    "Connector|Bağlantı Tipi|نوع المنفذ|接口类型|Conector|Connecteur|Anschluss|סוג חיבור|कनेक्टर|コネクタ|نوع درگاه|Connettore|Разъём",
    [
      "USB-C|USB-C|USB-C|Type-C|USB-C|USB-C|USB-C|USB-C|USB-C|USB Type-C|USB-C|USB-C|USB Type-C",
      "Lightning|Lightning|Lightning|Lightning|Lightning|Lightning|Lightning|Lightning|Lightning|Lightning|Lightning|Lightning|Lightning",
      "Micro-USB|Micro-USB|Micro-USB|Micro-USB|Micro-USB|Micro-USB|Micro-USB|Micro-USB|Micro-USB|Micro-USB|Micro-USB|Micro-USB|Micro-USB",
      "Wireless (Qi)|Kablosuz (Qi)|لاسلكي (Qi)|无线充电（Qi）|Inalámbrico (Qi)|Sans fil (Qi)|Kabellos (Qi)|אלחוטי (Qi)|वायरलेस (Qi)|ワイヤレス（Qi）|بی‌سیم (Qi)|Senza fili (Qi)|Беспроводная (Qi)",
    ],
  ),
  // Audio & Video
  g("008002", CONNECTIVITY, [
    BLUETOOTH,
    WIFI,
    "Wired (3.5 mm / USB)|Kablolu (3,5 mm / USB)|سلكي (3.5 مم / USB)|有线（3.5mm/USB）|Con cable (3,5 mm / USB)|Filaire (3,5 mm / USB)|Kabelgebunden (3,5 mm / USB)|חוטי (3.5 מ״מ / USB)|वायर्ड (3.5 मिमी / USB)|有線（3.5mm／USB）|سیمی (۳٫۵ میلی‌متر / USB)|Con filo (3,5 mm / USB)|Проводное (3,5 мм / USB)",
    "HDMI|HDMI|HDMI|HDMI|HDMI|HDMI|HDMI|HDMI|HDMI|HDMI|HDMI|HDMI|HDMI",
  ]),
  g("008002", POWER_SUPPLY, [
    "Rechargeable Battery|Şarjlı|بطارية قابلة للشحن|充电电池|Batería recargable|Batterie rechargeable|Akku|סוללה נטענת|रिचार्जेबल बैटरी|充電式バッテリー|باتری قابل شارژ|Batteria ricaricabile|Аккумулятор",
    MAINS,
    "USB-Powered|USB Beslemeli|عبر USB|USB供电|Por USB|Par USB|USB-Stromversorgung|באמצעות USB|USB पावर|USB給電|تغذیه با USB|Tramite USB|От USB",
  ]),
  // Computer Accessories
  g("008003", CONNECTIVITY, [
    "Wired (USB)|Kablolu (USB)|سلكي (USB)|有线（USB）|Con cable (USB)|Filaire (USB)|Kabelgebunden (USB)|חוטי (USB)|वायर्ड (USB)|有線（USB）|سیمی (USB)|Con filo (USB)|Проводное (USB)",
    "Wireless (2.4 GHz)|Kablosuz (2,4 GHz)|لاسلكي (2.4 غيغاهرتز)|无线（2.4G）|Inalámbrico (2,4 GHz)|Sans fil (2,4 GHz)|Kabellos (2,4 GHz)|אלחוטי (2.4GHz)|वायरलेस (2.4 GHz)|ワイヤレス（2.4GHz）|بی‌سیم (۲٫۴ گیگاهرتز)|Senza fili (2,4 GHz)|Беспроводное (2,4 ГГц)",
    BLUETOOTH,
    "HDMI / DisplayPort|HDMI / DisplayPort|HDMI / DisplayPort|HDMI/DP|HDMI / DisplayPort|HDMI / DisplayPort|HDMI / DisplayPort|HDMI / DisplayPort|HDMI / DisplayPort|HDMI／DisplayPort|HDMI / DisplayPort|HDMI / DisplayPort|HDMI / DisplayPort",
  ]),
  g("008003", USE, [
    "Office|Ofis|مكتبي|办公|Oficina|Bureautique|Büro|משרדי|ऑफ़िस|オフィス|اداری|Ufficio|Для офиса",
    "Gaming|Oyun|ألعاب|电竞|Videojuegos|Jeux vidéo|Computerspiele|גיימינג|गेमिंग|ゲーミング|گیمینگ|Videogiochi|Для игр",
    "Design & Graphics|Tasarım ve Grafik|التصميم والجرافيك|设计制图|Diseño y gráficos|Graphisme et PAO|Grafik & Design|עיצוב וגרפיקה|डिज़ाइन और ग्राफ़िक्स|デザイン・クリエイティブ|طراحی و گرافیک|Grafica e design|Дизайн и графика",
    "Home & Study|Ev ve Eğitim|المنزل والدراسة|家用学习|Hogar y estudio|Maison et études|Zuhause & Studium|בית ולימודים|घर और पढ़ाई|家庭・学習用|خانگی و تحصیلی|Casa e studio|Для дома и учёбы",
  ]),
  // Smart Home & Security
  g("008004", CONNECTIVITY, [
    WIFI,
    "Zigbee|Zigbee|زيجبي|Zigbee|Zigbee|Zigbee|Zigbee|Zigbee|ज़िग्बी|Zigbee|زیگبی|Zigbee|Zigbee",
    BLUETOOTH,
    "Wired (Ethernet / PoE)|Kablolu (Ethernet / PoE)|سلكي (Ethernet / PoE)|有线（网线/PoE）|Cableado (Ethernet / PoE)|Filaire (Ethernet / PoE)|Kabelgebunden (LAN / PoE)|חוטי (Ethernet / PoE)|वायर्ड (ईथरनेट / PoE)|有線（LAN／PoE）|سیمی (شبکه / PoE)|Cablato (Ethernet / PoE)|Проводное (Ethernet / PoE)",
  ]),
  g("008004", POWER_SUPPLY, [
    MAINS,
    "Battery|Pilli|بطارية|电池|Batería|Batterie|Batterie|סוללה|बैटरी|電池式|باتری|Batteria|Батарейки",
    "Solar|Güneş Paneli|طاقة شمسية|太阳能|Solar|Solaire|Solarbetrieben|סולארי|सौर ऊर्जा|ソーラー|خورشیدی|Solare|Солнечная панель",
    "PoE|PoE|PoE|PoE供电|PoE|PoE|PoE|PoE|PoE|PoE給電|PoE|PoE|PoE",
  ]),
  // LED Lighting
  g(
    "008005",
    "Color Temperature|Renk Sıcaklığı|درجة حرارة اللون|色温|Temperatura de color|Température de couleur|Farbtemperatur|טמפרטורת צבע|रंग तापमान|色温度|دمای رنگ|Temperatura di colore|Цветовая температура",
    [
      "Warm White (2700–3000 K)|Gün Işığı (2700–3000 K)|أبيض دافئ (2700–3000 كلفن)|暖白光（2700–3000K）|Blanco cálido (2700–3000 K)|Blanc chaud (2700–3000 K)|Warmweiß (2700–3000 K)|לבן חם (2700–3000K)|गर्म सफ़ेद (2700–3000K)|電球色（2700～3000K）|آفتابی (۲۷۰۰ تا ۳۰۰۰ کلوین)|Bianco caldo (2700–3000 K)|Тёплый белый (2700–3000 К)",
      "Neutral White (4000 K)|Doğal Beyaz (4000 K)|أبيض طبيعي (4000 كلفن)|中性光（4000K）|Blanco neutro (4000 K)|Blanc neutre (4000 K)|Neutralweiß (4000 K)|לבן טבעי (4000K)|प्राकृतिक सफ़ेद (4000K)|白色（4000K）|یخی (۴۰۰۰ کلوین)|Bianco naturale (4000 K)|Нейтральный белый (4000 К)",
      "Cool White (6000–6500 K)|Beyaz Işık (6000–6500 K)|أبيض بارد (6000–6500 كلفن)|冷白光（6000–6500K）|Blanco frío (6000–6500 K)|Blanc froid (6000–6500 K)|Kaltweiß (6000–6500 K)|לבן קר (6000–6500K)|ठंडी सफ़ेद (6000–6500K)|昼光色（6000～6500K）|مهتابی (۶۰۰۰ تا ۶۵۰۰ کلوین)|Bianco freddo (6000–6500 K)|Холодный белый (6000–6500 К)",
      "RGB / Color-Changing|RGB (Renk Değiştiren)|RGB (متعدد الألوان)|RGB变色|RGB (multicolor)|RGB (multicolore)|RGB (Farbwechsel)|RGB (צבעוני)|RGB (रंग बदलने वाली)|RGB（フルカラー）|RGB (رنگی)|RGB (multicolore)|RGB (разноцветный)",
    ],
  ),
  g(
    "008005",
    "Ingress Protection|Koruma Sınıfı|درجة الحماية|防护等级|Grado de protección|Indice de protection|Schutzart|דרגת אטימות|सुरक्षा रेटिंग (IP)|防水等級|درجه حفاظت|Grado di protezione|Степень защиты",
    [
      "IP20 (Indoor)|IP20 (İç Mekan)|IP20 (داخلي)|IP20（室内）|IP20 (interior)|IP20 (intérieur)|IP20 (Innenbereich)|IP20 (פנים)|IP20 (अंदरूनी)|IP20（屋内用）|IP20 (داخلی)|IP20 (interni)|IP20 (для помещений)",
      "IP44 (Splash-Proof)|IP44 (Sıçramaya Dayanıklı)|IP44 (مقاوم للرذاذ)|IP44（防溅）|IP44 (a prueba de salpicaduras)|IP44 (anti-projections)|IP44 (spritzwassergeschützt)|IP44 (מוגן מהתזות)|IP44 (छींटा-रोधी)|IP44（防まつ形）|IP44 (ضد پاشش آب)|IP44 (antispruzzo)|IP44 (брызгозащищённые)",
      "IP65 (Outdoor)|IP65 (Dış Mekan)|IP65 (خارجي)|IP65（户外）|IP65 (exterior)|IP65 (extérieur)|IP65 (Außenbereich)|IP65 (חוץ)|IP65 (बाहरी)|IP65（屋外用）|IP65 (فضای باز)|IP65 (esterni)|IP65 (уличные)",
      "IP67/IP68 (Waterproof)|IP67/IP68 (Su Geçirmez)|IP67/IP68 (مقاوم للماء)|IP67/IP68（防水）|IP67/IP68 (sumergible)|IP67/IP68 (étanche)|IP67/IP68 (wasserdicht)|IP67/IP68 (עמיד במים)|IP67/IP68 (जलरोधी)|IP67/IP68（防浸形）|IP67/IP68 (ضدآب)|IP67/IP68 (impermeabile)|IP67/IP68 (водонепроницаемые)",
    ],
  ),
  // Electronic Components
  g(
    "008006",
    "Mounting Type|Montaj Tipi|نوع التركيب|安装方式|Tipo de montaje|Type de montage|Montageart|סוג הרכבה|माउंटिंग प्रकार|実装方式|نوع نصب|Tipo di montaggio|Тип монтажа",
    [
      "Surface Mount (SMD)|Yüzey Montaj (SMD)|تركيب سطحي (SMD)|贴片（SMD）|Montaje superficial (SMD)|Montage en surface (CMS)|Oberflächenmontage (SMD)|הרכבה משטחית (SMD)|सरफेस माउंट (SMD)|表面実装（SMD）|نصب سطحی (SMD)|Montaggio superficiale (SMD)|Поверхностный монтаж (SMD)",
      "Through-Hole (THT)|Delikli Montaj (THT)|تركيب عبر الثقوب (THT)|插件（THT）|Orificio pasante (THT)|Traversant (THT)|Durchsteckmontage (THT)|הרכבה דרך חורים (THT)|थ्रू-होल (THT)|スルーホール（THT）|نصب از داخل سوراخ (THT)|Foro passante (THT)|Выводной монтаж (THT)",
      "Panel Mount|Panel Montaj|تركيب على اللوحة|面板安装|Montaje en panel|Montage sur panneau|Frontplatteneinbau|הרכבה על פאנל|पैनल माउंट|パネル取付|نصب روی پنل|Montaggio a pannello|Панельный монтаж",
      "Cable Mount|Kabloya Montaj|تركيب على الكابل|线端|Montaje en cable|Montage sur câble|Kabelmontage|הרכבה על כבל|केबल माउंट|ケーブル取付|نصب روی کابل|Montaggio su cavo|Кабельный монтаж",
    ],
  ),
  g(
    "008006",
    "Application|Uygulama Alanı|مجال التطبيق|应用领域|Aplicación|Application|Anwendung|תחום יישום|अनुप्रयोग|用途|حوزه کاربرد|Applicazione|Область применения",
    [
      "Consumer Electronics|Tüketici Elektroniği|الإلكترونيات الاستهلاكية|消费电子|Electrónica de consumo|Électronique grand public|Unterhaltungselektronik|אלקטרוניקה צרכנית|उपभोक्ता इलेक्ट्रॉनिक्स|民生機器|الکترونیک مصرفی|Elettronica di consumo|Бытовая электроника",
      "Automotive|Otomotiv|السيارات|汽车电子|Automoción|Automobile|Kfz-Technik|רכב|ऑटोमोटिव|車載|خودرو|Automobilistico|Автомобильная электроника",
      "Industrial|Endüstriyel|صناعي|工业|Industrial|Industriel|Industrie|תעשייה|औद्योगिक|産業機器|صنعتی|Industriale|Промышленность",
      "Medical|Medikal|طبي|医疗|Médico|Médical|Medizintechnik|רפואי|चिकित्सा|医療機器|پزشکی|Medicale|Медицина",
      "Energy Storage|Enerji Depolama|تخزين الطاقة|储能|Almacenamiento de energía|Stockage d'énergie|Energiespeicher|אגירת אנרגיה|ऊर्जा भंडारण|蓄電|ذخیره‌سازی انرژی|Accumulo di energia|Накопители энергии",
    ],
  ),

  // ─────────────────────────── Sports & Entertainment ───────────────────────────
  // Fitness Equipment
  g(
    "034001",
    "Usage Level|Kullanım Tipi|مستوى الاستخدام|使用级别|Nivel de uso|Niveau d'utilisation|Einsatzbereich|רמת שימוש|उपयोग स्तर|用途|نوع کاربری|Livello di utilizzo|Класс использования",
    [
      "Home|Ev Tipi|منزلي|家用|Doméstico|Domestique|Heimgebrauch|ביתי|घरेलू|家庭用|خانگی|Domestico|Домашний",
      "Semi-Commercial|Yarı Profesyonel|شبه تجاري|轻商用|Semiprofesional|Semi-professionnel|Semiprofessionell|חצי-מקצועי|सेमी-कमर्शियल|準業務用|نیمه‌باشگاهی|Semi-professionale|Полупрофессиональный",
      "Commercial (Gym)|Profesyonel (Spor Salonu)|تجاري (للصالات الرياضية)|商用（健身房）|Profesional (gimnasio)|Professionnel (salle de sport)|Gewerblich (Fitnessstudio)|מסחרי (חדרי כושר)|कमर्शियल (जिम)|業務用（ジム）|باشگاهی|Professionale (palestra)|Профессиональный (для залов)",
    ],
  ),
  g("034001", MATERIAL, [
    CAST_IRON,
    RUBBER,
    NEOPRENE,
    "TPE|TPE|TPE|TPE|TPE|TPE|TPE|TPE|TPE|TPE|TPE|TPE|ТПЭ",
    PVC,
    "Latex|Lateks|لاتكس|乳胶|Látex|Latex|Latex|לטקס|लेटेक्स|ラテックス|لاتکس|Lattice|Латекс",
  ]),
  // Camping & Hiking
  g(
    "034002",
    "Season Rating|Mevsim Sınıfı|التصنيف الموسمي|适用季节|Temporadas|Nombre de saisons|Saisoneignung|עונתיות|मौसम अनुकूलता|対応シーズン|فصل مناسب|Stagionalità|Сезонность",
    [
      "2-Season (Summer)|2 Mevsim (Yaz)|موسمان (صيفي)|两季（夏季）|2 estaciones (verano)|2 saisons (été)|2 Jahreszeiten (Sommer)|2 עונות (קיץ)|2 मौसम (गर्मी)|2シーズン（夏用）|دو فصل (تابستانی)|2 stagioni (estiva)|Летняя (2 сезона)",
      "3-Season|3 Mevsim|ثلاثة مواسم|三季|3 estaciones|3 saisons|3 Jahreszeiten|3 עונות|3 मौसम|3シーズン|سه فصل|3 stagioni|Трёхсезонная",
      "4-Season (Winter)|4 Mevsim (Kış)|أربعة مواسم (شتوي)|四季（冬季）|4 estaciones (invierno)|4 saisons (hiver)|4 Jahreszeiten (Winter)|4 עונות (חורף)|4 मौसम (सर्दी)|4シーズン（冬用）|چهار فصل (زمستانی)|4 stagioni (invernale)|Зимняя (4 сезона)",
    ],
  ),
  g("034002", MATERIAL, [
    NYLON,
    POLYESTER,
    "Cotton Canvas|Pamuklu Branda|كانفاس قطني|棉帆布|Lona de algodón|Toile de coton|Baumwoll-Segeltuch|קנבס כותנה|सूती कैनवास|コットンキャンバス|برزنت نخی|Tela di cotone|Хлопковый брезент",
    "Down Filling|Kaz Tüyü Dolgu|حشوة ريش|羽绒填充|Relleno de plumón|Garnissage duvet|Daunenfüllung|מילוי פוך|पंखों की भराई|ダウン|پر طبیعی|Imbottitura in piuma|Пуховый наполнитель",
    "Synthetic Filling|Elyaf Dolgu|حشوة صناعية|化纤填充|Relleno sintético|Garnissage synthétique|Kunstfaserfüllung|מילוי סינתטי|सिंथेटिक भराई|化繊わた|الیاف مصنوعی|Imbottitura sintetica|Синтетический наполнитель",
  ]),
  // Team Sports
  g(
    "034003",
    "Ball Size|Top Numarası|مقاس الكرة|球号|Talla del balón|Taille du ballon|Ballgröße|מידת כדור|बॉल साइज़|号数|سایز توپ|Misura del pallone|Размер мяча",
    [
      "Size 3|3 Numara|مقاس 3|3号|Talla 3|Taille 3|Größe 3|מידה 3|साइज़ 3|3号|سایز ۳|Misura 3|Размер 3",
      "Size 4|4 Numara|مقاس 4|4号|Talla 4|Taille 4|Größe 4|מידה 4|साइज़ 4|4号|سایز ۴|Misura 4|Размер 4",
      "Size 5|5 Numara|مقاس 5|5号|Talla 5|Taille 5|Größe 5|מידה 5|साइज़ 5|5号|سایز ۵|Misura 5|Размер 5",
      "Size 6|6 Numara|مقاس 6|6号|Talla 6|Taille 6|Größe 6|מידה 6|साइज़ 6|6号|سایز ۶|Misura 6|Размер 6",
      "Size 7|7 Numara|مقاس 7|7号|Talla 7|Taille 7|Größe 7|מידה 7|साइज़ 7|7号|سایز ۷|Misura 7|Размер 7",
    ],
  ),
  g(
    "034003",
    "Construction|Üretim Tekniği|طريقة التصنيع|工艺|Fabricación|Fabrication|Verarbeitung|שיטת ייצור|निर्माण प्रकार|製法|روش ساخت|Costruzione|Способ изготовления",
    [
      "Hand-Stitched|El Dikişi|مخيط يدويًا|手缝|Cosido a mano|Cousu main|Handgenäht|תפור ביד|हाथ से सिला|手縫い|دوخت دستی|Cucito a mano|Ручная сшивка",
      "Machine-Stitched|Makine Dikişi|مخيط آليًا|机缝|Cosido a máquina|Cousu machine|Maschinengenäht|תפור במכונה|मशीन से सिला|ミシン縫い|دوخت ماشینی|Cucito a macchina|Машинная сшивка",
      "Thermo-Bonded|Termo Yapıştırma|ملصوق حراريًا|热粘合|Termosellado|Thermocollé|Thermisch verklebt|הדבקה תרמית|थर्मो-बॉन्डेड|熱圧着|پرس حرارتی|Termosaldato|Термосклейка",
      "Molded Rubber|Kalıp Kauçuk|مطاط مقولب|橡胶成型|Caucho moldeado|Caoutchouc moulé|Gummi (vulkanisiert)|גומי יצוק|मोल्डेड रबर|ゴム成型|لاستیکی قالبی|Gomma vulcanizzata|Литая резина",
    ],
  ),
  // Cycling
  g("034004", MATERIAL, [
    STEEL,
    "Aluminum Alloy|Alüminyum Alaşım|سبائك الألومنيوم|铝合金|Aleación de aluminio|Alliage d'aluminium|Aluminiumlegierung|סגסוגת אלומיניום|एल्युमिनियम मिश्र धातु|アルミ合金|آلیاژ آلومینیوم|Lega di alluminio|Алюминиевый сплав",
    "Carbon Fiber|Karbon Fiber|ألياف الكربون|碳纤维|Fibra de carbono|Fibre de carbone|Carbon|סיבי פחמן|कार्बन फ़ाइबर|カーボン|فیبر کربن|Fibra di carbonio|Карбон",
    "Polycarbonate|Polikarbonat|بولي كربونات|聚碳酸酯|Policarbonato|Polycarbonate|Polycarbonat|פוליקרבונט|पॉलीकार्बोनेट|ポリカーボネート|پلی‌کربنات|Policarbonato|Поликарбонат",
  ]),
  g(
    "034004",
    "Wheel Size|Jant Ölçüsü|مقاس العجلة|轮径|Tamaño de rueda|Taille des roues|Laufradgröße|גודל גלגל|पहिये का आकार|ホイールサイズ|سایز چرخ|Misura ruota|Диаметр колёс",
    [
      "12–16 inch|12–16 inç|12–16 إنش|12–16英寸|12–16 pulgadas|12–16 pouces|12–16 Zoll|12–16 אינץ׳|12–16 इंच|12～16インチ|۱۲ تا ۱۶ اینچ|12–16 pollici|12–16 дюймов",
      "20–24 inch|20–24 inç|20–24 إنش|20–24英寸|20–24 pulgadas|20–24 pouces|20–24 Zoll|20–24 אינץ׳|20–24 इंच|20～24インチ|۲۰ تا ۲۴ اینچ|20–24 pollici|20–24 дюйма",
      "26–27.5 inch|26–27,5 inç|26–27.5 إنش|26–27.5英寸|26–27,5 pulgadas|26–27,5 pouces|26–27,5 Zoll|26–27.5 אינץ׳|26–27.5 इंच|26～27.5インチ|۲۶ تا ۲۷٫۵ اینچ|26–27,5 pollici|26–27,5 дюйма",
      "28–29 inch (700C)|28–29 inç (700C)|28–29 إنش (700C)|28–29英寸（700C）|28–29 pulgadas (700C)|28–29 pouces (700C)|28–29 Zoll (700C)|28–29 אינץ׳ (700C)|28–29 इंच (700C)|28～29インチ（700C）|۲۸ تا ۲۹ اینچ (700C)|28–29 pollici (700C)|28–29 дюймов (700C)",
    ],
  ),
  // Toys & Games
  g("034005", AGE_GROUP, [
    "0–2 Years|0–2 Yaş|0–2 سنة|0–2岁|0–2 años|0–2 ans|0–2 Jahre|גילאי 0–2|0–2 साल|0～2歳|۰ تا ۲ سال|0–2 anni|0–2 года",
    "3–5 Years|3–5 Yaş|3–5 سنوات|3–5岁|3–5 años|3–5 ans|3–5 Jahre|גילאי 3–5|3–5 साल|3～5歳|۳ تا ۵ سال|3–5 anni|3–5 лет",
    "6–8 Years|6–8 Yaş|6–8 سنوات|6–8岁|6–8 años|6–8 ans|6–8 Jahre|גילאי 6–8|6–8 साल|6～8歳|۶ تا ۸ سال|6–8 anni|6–8 лет",
    "9–12 Years|9–12 Yaş|9–12 سنة|9–12岁|9–12 años|9–12 ans|9–12 Jahre|גילאי 9–12|9–12 साल|9～12歳|۹ تا ۱۲ سال|9–12 anni|9–12 лет",
    "13+ Years|13 Yaş ve Üzeri|13 سنة فأكثر|13岁及以上|13 años y más|13 ans et plus|Ab 13 Jahren|גיל 13 ומעלה|13 साल और उससे अधिक|13歳以上|۱۳ سال به بالا|Da 13 anni|От 13 лет",
  ]),
  g("034005", MATERIAL, [
    "Plush|Peluş|قطيفة|毛绒|Peluche|Peluche|Plüsch|פרווה רכה|रोएँदार कपड़ा|ぬいぐるみ生地|پولیشی|Peluche|Плюш",
    "ABS Plastic|ABS Plastik|بلاستيك ABS|ABS塑料|Plástico ABS|Plastique ABS|ABS-Kunststoff|פלסטיק ABS|ABS प्लास्टिक|ABS樹脂|پلاستیک ABS|Plastica ABS|ABS-пластик",
    WOOD,
    "Cardboard & Paper|Karton ve Kağıt|الكرتون والورق|纸板与纸|Cartón y papel|Carton et papier|Pappe & Papier|קרטון ונייר|कार्डबोर्ड और कागज़|紙・厚紙|مقوا و کاغذ|Cartone e carta|Картон и бумага",
  ]),
  // Water Sports
  g(
    "034006",
    "Target Group|Kullanıcı|الفئة المستهدفة|适用人群|Para|Public|Zielgruppe|מיועד ל|किसके लिए|対象|مناسب برای|Per|Для кого",
    [
      "Adults|Yetişkin|للبالغين|成人|Adultos|Adultes|Erwachsene|מבוגרים|वयस्क|大人用|بزرگسالان|Adulti|Взрослые",
      "Teens|Genç|للمراهقين|青少年|Juvenil|Adolescents|Jugendliche|נוער|किशोर|ジュニア用|نوجوانان|Ragazzi|Подростки",
      "Kids|Çocuk|للأطفال|儿童|Niños|Enfants|Kinder|ילדים|बच्चे|キッズ用|کودکان|Bambini|Дети",
    ],
  ),
  g("034006", MATERIAL, [
    SILICONE,
    NEOPRENE,
    "Inflatable PVC|Şişme PVC|PVC قابل للنفخ|充气PVC|PVC hinchable|PVC gonflable|Aufblasbares PVC|PVC מתנפח|हवा भरने वाला PVC|空気注入式PVC|PVC بادی|PVC gonfiabile|Надувной ПВХ",
    "Epoxy / EPS (Hard)|Epoksi / EPS (Sert)|إيبوكسي / EPS (صلب)|环氧树脂/EPS（硬板）|Epoxi / EPS (rígida)|Époxy / EPS (rigide)|Epoxid / EPS (fest)|אפוקסי / EPS (קשיח)|एपॉक्सी / EPS (हार्ड)|エポキシ／EPS（ハード）|اپوکسی / EPS (سخت)|Epossidica / EPS (rigida)|Эпоксидка / EPS (жёсткие)",
    "PE Foam|PE Köpük|فوم PE|PE泡沫|Espuma PE|Mousse PE|PE-Schaum|קצף PE|PE फोम|PEフォーム|فوم PE|Schiuma PE|Вспененный ПЭ",
  ]),

  // ─────────────────────── Construction & Building Materials ───────────────────────
  // Tiles & Stone
  g(
    "007001",
    "Surface Finish|Yüzey|سطح التشطيب|表面处理|Acabado|Finition|Oberfläche|גימור|सतह फ़िनिश|表面仕上げ|نوع سطح|Finitura|Поверхность",
    [
      "Polished|Parlak|مصقول لامع|抛光|Pulido|Poli|Poliert|מבריק|चमकदार|本磨き|براق|Lucidato|Полированная",
      "Matte|Mat|مطفي|哑光|Mate|Mat|Matt|מט|मैट|マット|مات|Opaco|Матовая",
      "Glazed|Sırlı|مزجج|釉面|Esmaltado|Émaillé|Glasiert|מזוגג|ग्लेज़्ड|施釉|لعابدار|Smaltato|Глазурованная",
      "Anti-Slip|Kaymaz|مانع للانزلاق|防滑|Antideslizante|Antidérapant|Rutschhemmend|מונע החלקה|एंटी-स्किड|滑り止め|ضد لغزش|Antiscivolo|Противоскользящая",
    ],
  ),
  g("007001", AREA_OF_USE, [
    FLOOR,
    "Wall|Duvar|جدران|墙面|Pared|Mur|Wand|קיר|दीवार|壁|دیوار|Parete|Стены",
    "Outdoor|Dış Mekan|خارجي|户外|Exterior|Extérieur|Außenbereich|חוץ|बाहरी|屋外|فضای باز|Esterno|Для улицы",
    "Pool|Havuz|حمامات السباحة|泳池|Piscina|Piscine|Schwimmbad|בריכה|स्विमिंग पूल|プール|استخر|Piscina|Бассейн",
  ]),
  // Doors & Windows
  g(
    "007002",
    "Opening Type|Açılım Tipi|نوع الفتح|开启方式|Tipo de apertura|Type d'ouverture|Öffnungsart|סוג פתיחה|खुलने का प्रकार|開閉方式|نوع بازشو|Tipo di apertura|Тип открывания",
    [
      "Hinged|Menteşeli|مفصلي|平开|Abatible|Battant|Drehflügel|על ציר|कब्ज़ेदार|開き|لولایی|A battente|Распашное",
      "Sliding|Sürgülü|منزلق|推拉|Corredera|Coulissant|Schiebeelement|נגרר|स्लाइडिंग|引き戸・引き違い|کشویی|Scorrevole|Раздвижное",
      "Tilt & Turn|Çift Açılım|قلاب ومفصلي|内开内倒|Oscilobatiente|Oscillo-battant|Dreh-Kipp|דריי-קיפ|टिल्ट एंड टर्न|内倒し内開き|دوحالته|Anta-ribalta|Поворотно-откидное",
      "Folding|Katlanır|قابل للطي (أكورديون)|折叠|Plegable|Pliant|Faltelement|מתקפל|फ़ोल्डिंग|折れ戸|آکاردئونی|Pieghevole|Складное (гармошка)",
    ],
  ),
  g("007002", FINISH, [
    WHITE,
    "Anthracite Grey|Antrasit|رمادي أنثراسايت|炭灰色|Gris antracita|Gris anthracite|Anthrazitgrau|אפור אנתרציט|गहरा स्लेटी|チャコールグレー|نوک‌مدادی|Grigio antracite|Антрацит",
    "Wood Grain|Ahşap Desenli|بنقشة الخشب|木纹|Imitación madera|Aspect bois|Holzdekor|דמוי עץ|लकड़ी जैसा|木目調|طرح چوب|Effetto legno|Под дерево",
    BLACK,
  ]),
  // Bathroom & Sanitary Ware
  g(
    "007003",
    "Installation Type|Montaj Şekli|طريقة التركيب|安装方式|Tipo de instalación|Type de pose|Montageart|סוג התקנה|लगाने का तरीका|設置方法|نوع نصب|Tipo di installazione|Способ установки",
    [
      "Wall-Hung|Asma|معلق على الحائط|壁挂式|Suspendido|Suspendu|Wandhängend|תלוי|दीवार पर टंगा|壁掛け|دیواری|Sospeso|Подвесной",
      "Floor-Standing|Yere Oturan|أرضي|落地式|A suelo|À poser au sol|Bodenstehend|עומד|फ़र्श पर रखा|床置き|زمینی|A terra|Напольный",
      "Countertop|Tezgah Üstü|فوق السطح|台上盆|Sobre encimera|Sur plan|Aufsatz|על משטח|काउंटर पर रखा|置き型（ベッセル）|روکابینتی|Da appoggio|Накладной",
      "Built-In / Concealed|Ankastre (Gömme)|مدمج (مخفي)|嵌入式|Empotrado|Encastré|Einbau (Unterputz)|שקוע (סמוי)|दीवार में छिपा (कंसील्ड)|埋込型|توکار|Incasso|Встраиваемый",
    ],
  ),
  g("007003", FINISH, [
    "Glossy White|Parlak Beyaz|أبيض لامع|亮白|Blanco brillo|Blanc brillant|Weiß glänzend|לבן מבריק|चमकदार सफ़ेद|ホワイト（光沢）|سفید براق|Bianco lucido|Белый глянцевый",
    "Chrome|Krom|كروم|镀铬|Cromado|Chromé|Chrom|כרום|क्रोम|クローム|کروم|Cromato|Хром",
    "Matte Black|Mat Siyah|أسود مطفي|哑光黑|Negro mate|Noir mat|Schwarz matt|שחור מט|मैट काला|マットブラック|مشکی مات|Nero opaco|Чёрный матовый",
    "Brushed Gold|Fırçalanmış Altın|ذهبي مطفي|拉丝金|Oro cepillado|Or brossé|Gold gebürstet|זהב מוברש|ब्रश्ड सुनहरा|ブラッシュドゴールド|طلایی مات|Oro spazzolato|Брашированное золото",
    "Brushed Nickel|Fırçalanmış Nikel|نيكل مطفي|拉丝镍|Níquel cepillado|Nickel brossé|Nickel gebürstet|ניקל מוברש|ब्रश्ड निकल|ブラッシュドニッケル|نیکل مات|Nichel spazzolato|Брашированный никель",
  ]),
  // Cement & Masonry
  g("007004", PACKAGING, [
    "25 kg Bag|25 kg Torba|كيس 25 كجم|25公斤袋装|Saco de 25 kg|Sac de 25 kg|25-kg-Sack|שק 25 ק״ג|25 किलो बोरी|25kg袋|کیسه ۲۵ کیلویی|Sacco da 25 kg|Мешок 25 кг",
    "50 kg Bag|50 kg Torba|كيس 50 كجم|50公斤袋装|Saco de 50 kg|Sac de 50 kg|50-kg-Sack|שק 50 ק״ג|50 किलो बोरी|50kg袋|کیسه ۵۰ کیلویی|Sacco da 50 kg|Мешок 50 кг",
    "Big Bag (1 t)|Jumbo Çuval (1 ton)|كيس جامبو (1 طن)|吨袋（1吨）|Saca de 1 t|Grand sac (1 t)|Großsack (1 t)|ביג בג (1 טון)|जंबो बैग (1 टन)|フレコンバッグ（1t）|جامبو بگ (۱ تنی)|Saccone (1 t)|Биг-бэг (1 т)",
    "Bulk (Tanker)|Dökme (Silobas)|سائب (صهريج)|散装（罐车）|A granel (cisterna)|En vrac (citerne)|Lose (Silofahrzeug)|בתפזורת (מכלית)|थोक (बल्कर)|バラ（タンクローリー）|فله (بونکر)|Sfuso (autocisterna)|Навалом (цементовоз)",
    "On Pallet|Paletli|على طبليات|托盘装|En palé|Sur palette|Auf Palette|על משטח|पैलेट पर|パレット積み|پالتی|Su pallet|На поддонах",
  ]),
  g(
    "007004",
    "Strength Class|Dayanım Sınıfı|فئة المقاومة|强度等级|Clase resistente|Classe de résistance|Festigkeitsklasse|דרגת חוזק|स्ट्रेंथ ग्रेड|強度クラス|کلاس مقاومت|Classe di resistenza|Класс прочности",
    [
      "32.5 (Standard)|32,5 (Standart)|32.5 (عادي)|32.5级（普通）|32,5 (estándar)|32,5 (standard)|32,5 (Standard)|32.5 (רגיל)|32.5 (सामान्य)|32.5（普通強度）|۳۲٫۵ (معمولی)|32,5 (standard)|32,5 (М400)",
      "42.5 (High)|42,5 (Yüksek)|42.5 (عالي)|42.5级（高强）|42,5 (alta)|42,5 (haute)|42,5 (hoch)|42.5 (גבוה)|42.5 (उच्च)|42.5（高強度）|۴۲٫۵ (بالا)|42,5 (alta)|42,5 (М500)",
      "52.5 (Very High)|52,5 (Çok Yüksek)|52.5 (عالي جدًا)|52.5级（特高强）|52,5 (muy alta)|52,5 (très haute)|52,5 (sehr hoch)|52.5 (גבוה מאוד)|52.5 (बहुत उच्च)|52.5（超高強度）|۵۲٫۵ (خیلی بالا)|52,5 (molto alta)|52,5 (М600)",
    ],
  ),
  // Steel & Aluminum
  g(
    "007005",
    "Surface Treatment|Yüzey İşlemi|معالجة السطح|表面处理|Tratamiento superficial|Traitement de surface|Oberflächenbehandlung|טיפול פני שטח|सतह उपचार|表面処理|پوشش سطح|Trattamento superficiale|Покрытие",
    [
      "Uncoated (Black)|Ham (Siyah)|غير مطلي (أسود)|黑色（无涂层）|Negro (sin recubrimiento)|Brut (noir)|Schwarz (unbeschichtet)|שחור (ללא ציפוי)|बिना कोटिंग (काला)|黒皮（無処理）|سیاه (بدون پوشش)|Nero (grezzo)|Без покрытия",
      "Hot-Dip Galvanized|Sıcak Daldırma Galvaniz|مجلفن بالغمس الساخن|热镀锌|Galvanizado en caliente|Galvanisé à chaud|Feuerverzinkt|מגולוון בטבילה חמה|हॉट-डिप गैल्वेनाइज़्ड|溶融亜鉛めっき|گالوانیزه گرم|Zincato a caldo|Горячее цинкование",
      "Powder Coated|Elektrostatik Boyalı|مطلي بالبودرة|喷塑|Pintado en polvo|Thermolaqué|Pulverbeschichtet|צבוע בתנור|पाउडर कोटेड|粉体塗装|رنگ پودری (الکترواستاتیک)|Verniciato a polvere|Порошковая покраска",
      "Anodized|Eloksallı|مؤكسد أنوديًا|阳极氧化|Anodizado|Anodisé|Eloxiert|מאולגן|एनोडाइज़्ड|アルマイト|آنودایز|Anodizzato|Анодирование",
    ],
  ),
  g(
    "007005",
    "Production Method|Üretim Yöntemi|طريقة الإنتاج|生产工艺|Método de fabricación|Procédé de fabrication|Herstellungsverfahren|שיטת ייצור|निर्माण विधि|製造方法|روش تولید|Metodo di produzione|Способ производства",
    [
      "Hot-Rolled|Sıcak Haddelenmiş|مدرفل على الساخن|热轧|Laminado en caliente|Laminé à chaud|Warmgewalzt|מעורגל בחום|हॉट रोल्ड|熱間圧延|نورد گرم|Laminato a caldo|Горячекатаный",
      "Cold-Drawn|Soğuk Çekme|مسحوب على البارد|冷拔|Estirado en frío|Étiré à froid|Kaltgezogen|משוך בקור|कोल्ड ड्रॉन|冷間引抜|کشش سرد|Trafilato a freddo|Холоднотянутый",
      "Welded|Kaynaklı|ملحوم|焊接|Soldado|Soudé|Geschweißt|מרותך|वेल्डेड|溶接|درزدار|Saldato|Сварной",
      "Seamless|Dikişsiz|غير ملحوم|无缝|Sin soldadura|Sans soudure|Nahtlos|ללא תפר|सीमलेस|シームレス|بدون درز|Senza saldatura|Бесшовный",
      "Extruded|Ekstrüzyon|مبثوق|挤压|Extruido|Extrudé|Stranggepresst|משוחל|एक्सट्रूडेड|押出成形|اکستروژن|Estruso|Экструдированный",
    ],
  ),
  // Insulation & Roofing
  g("007006", AREA_OF_USE, [
    "Roof|Çatı|الأسطح|屋面|Cubierta|Toiture|Dach|גג|छत|屋根|بام|Copertura|Кровля",
    "Facade & Walls|Cephe ve Duvar|الواجهات والجدران|外墙|Fachada y muros|Façade et murs|Fassade & Wand|חזיתות וקירות|अग्रभाग और दीवारें|外壁・壁|نما و دیوار|Facciata e pareti|Фасад и стены",
    FLOOR,
    "Foundation & Basement|Temel ve Bodrum|الأساسات والأقبية|地基与地下室|Cimentación y sótano|Fondations et sous-sol|Fundament & Keller|יסודות ומרתפים|नींव और बेसमेंट|基礎・地下|فونداسیون و زیرزمین|Fondazioni e interrati|Фундамент и подвал",
  ]),
  g(
    "007006",
    "Fire Reaction Class|Yangın Sınıfı|تصنيف التفاعل مع الحريق|防火等级|Reacción al fuego|Réaction au feu|Brandverhalten|סיווג תגובה לאש|अग्नि वर्गीकरण|防火性能|کلاس واکنش در برابر آتش|Reazione al fuoco|Класс горючести",
    [
      "A1 – Non-Combustible|A1 – Yanmaz|A1 – غير قابل للاشتعال|A1（不燃）|A1 – No combustible|A1 – Incombustible|A1 – nicht brennbar|A1 – בלתי דליק|A1 – अज्वलनशील|A1（不燃）|A1 – نسوز|A1 – Incombustibile|A1 – негорючие",
      "A2 – Limited Combustibility|A2 – Sınırlı Yanıcı|A2 – محدود الاشتعال|A2（基本不燃）|A2 – Combustibilidad limitada|A2 – Combustibilité limitée|A2 – begrenzt brennbar|A2 – דליקות מוגבלת|A2 – सीमित ज्वलनशील|A2（準不燃）|A2 – کم‌سوز|A2 – Combustibilità limitata|A2 – слабогорючие",
      "B–C – Flame-Retardant|B–C – Zor Alevlenici|B–C – مثبط للهب|B–C（难燃）|B–C – Baja inflamabilidad|B–C – Difficilement inflammable|B–C – schwer entflammbar|B–C – מעכב בעירה|B–C – अग्निमंदक|B–C（難燃）|B–C – کندسوز|B–C – Difficilmente infiammabile|B–C – трудногорючие",
      "D–F – Combustible|D–F – Yanıcı|D–F – قابل للاشتعال|D–F（可燃）|D–F – Inflamable|D–F – Inflammable|D–F – brennbar|D–F – דליק|D–F – ज्वलनशील|D–F（可燃）|D–F – سوختنی|D–F – Combustibile|D–F – горючие",
    ],
  ),
];
