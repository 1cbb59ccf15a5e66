/** Variation groups of the Home & Garden root category (codes 020xxx). */
import { g, type VariationGroupSeed } from "./group-builder.ts";
import {
  ALUMINUM,
  BAMBOO,
  BAMBOO_FIBER,
  CAST_IRON,
  CERAMIC,
  COTTON,
  FABRIC,
  GLASS,
  LINEN,
  MATERIAL,
  METAL,
  MODERN,
  PLASTIC,
  POLYESTER,
  RUBBER,
  SCANDINAVIAN,
  SILICONE,
  STAINLESS_STEEL,
  STEEL,
  STYLE,
  USE,
  WOOD,
} from "./option-names.ts";

export const HOME_GROUPS: VariationGroupSeed[] = [
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
];
