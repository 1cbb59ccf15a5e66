import type { Names } from "./langs.ts";

export interface CategorySeed {
  code: string;
  icon?: string;
  names: Names;
  children?: CategorySeed[];
}

/**
 * One category name in all 13 languages, written as a single "|"-separated string in LANGS order:
 * en | tr | ar | zh | es | fr | de | iw | hi | ja | fa | it | ru
 */
function n(all: string): Names {
  const p = all.split("|").map((s) => s.trim());
  if (p.length !== 13 || p.some((s) => s === "")) {
    throw new Error(`categories: expected 13 non-empty names, got ${p.length}: ${all}`);
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

const root = (code: string, icon: string, names: string, children: CategorySeed[]): CategorySeed => ({
  code,
  icon,
  names: n(names),
  children,
});
const node = (code: string, names: string, children: CategorySeed[]): CategorySeed => ({
  code,
  names: n(names),
  children,
});
const leaf = (code: string, names: string): CategorySeed => ({ code, names: n(names) });

export const CATEGORY_TREE: CategorySeed[] = [
  // ───────────────────────────── Home & Garden ─────────────────────────────
  root(
    "020",
    "home",
    "Home & Garden|Ev ve Bahçe|المنزل والحديقة|家居园艺|Hogar y jardín|Maison et jardin|Haus & Garten|בית וגן|घर और बगीचा|ホーム・ガーデン|خانه و باغ|Casa e giardino|Дом и сад",
    [
      node(
        "020001",
        "Kitchenware|Mutfak Eşyaları|مستلزمات المطبخ|厨房用品|Menaje de cocina|Articles de cuisine|Küchenbedarf|כלי מטבח|रसोई का सामान|キッチン用品|لوازم آشپزخانه|Articoli per la cucina|Товары для кухни",
        [
          leaf(
            "020001001",
            "Cookware Sets|Tencere Setleri|أطقم أواني الطهي|锅具套装|Juegos de ollas|Batteries de cuisine|Kochgeschirr-Sets|סטים של סירים|कुकवेयर सेट|調理器具セット|سرویس قابلمه|Set di pentole|Наборы кастрюль",
          ),
          leaf(
            "020001002",
            "Kitchen Knives|Mutfak Bıçakları|سكاكين المطبخ|厨房刀具|Cuchillos de cocina|Couteaux de cuisine|Küchenmesser|סכיני מטבח|रसोई के चाकू|包丁|چاقوی آشپزخانه|Coltelli da cucina|Кухонные ножи",
          ),
          leaf(
            "020001003",
            "Kitchen Utensils|Mutfak Aletleri|أدوات الطبخ|厨房小工具|Utensilios de cocina|Ustensiles de cuisine|Küchenhelfer|כלי עזר למטבח|रसोई के उपकरण|キッチンツール|ابزار آشپزی|Utensili da cucina|Кухонные принадлежности",
          ),
        ],
      ),
      node(
        "020002",
        "Tableware & Drinkware|Sofra ve Servis Ürünleri|أدوات المائدة والشرب|餐具与杯具|Vajilla y vasos|Arts de la table|Geschirr & Trinkgefäße|כלי הגשה ושתייה|खाने-पीने के बर्तन|食器・ドリンクウェア|ظروف سرو و نوشیدنی|Stoviglie e bicchieri|Столовая посуда и бокалы",
        [
          leaf(
            "020002001",
            "Dinnerware Sets|Yemek Takımları|أطقم أطباق|餐具套装|Juegos de vajilla|Services de table|Tafelservice|סטים של צלחות|डिनर सेट|食器セット|سرویس غذاخوری|Servizi di piatti|Столовые сервизы",
          ),
          leaf(
            "020002002",
            "Glassware|Cam Bardaklar|الأواني الزجاجية|玻璃杯|Cristalería|Verrerie|Gläser|כוסות זכוכית|कांच के गिलास|グラス|لیوان شیشه‌ای|Bicchieri in vetro|Стеклянная посуда",
          ),
          leaf(
            "020002003",
            "Vacuum Flasks|Termoslar|الترامس|保温杯|Termos|Bouteilles isothermes|Thermosflaschen|תרמוסים|थर्मस फ्लास्क|保温ボトル|فلاسک|Thermos|Термосы",
          ),
        ],
      ),
      node(
        "020003",
        "Home Textiles|Ev Tekstili|المفروشات المنزلية|家纺|Textil hogar|Linge de maison|Heimtextilien|טקסטיל לבית|होम टेक्सटाइल|ホームテキスタイル|منسوجات خانگی|Tessili per la casa|Домашний текстиль",
        [
          leaf(
            "020003001",
            "Bedding Sets|Nevresim Takımları|أطقم مفارش السرير|床上用品套件|Juegos de cama|Parures de lit|Bettwäsche-Sets|סטים של מצעים|बेडशीट सेट|寝具セット|سرویس روتختی|Parure letto|Комплекты постельного белья",
          ),
          leaf(
            "020003002",
            "Towels|Havlular|المناشف|毛巾|Toallas|Serviettes de bain|Handtücher|מגבות|तौलिये|タオル|حوله|Asciugamani|Полотенца",
          ),
          leaf(
            "020003003",
            "Curtains|Perdeler|الستائر|窗帘|Cortinas|Rideaux|Vorhänge|וילונות|पर्दे|カーテン|پرده|Tende|Шторы",
          ),
        ],
      ),
      node(
        "020004",
        "Home Decor|Ev Dekorasyonu|ديكور المنزل|家居装饰|Decoración del hogar|Décoration intérieure|Wohnaccessoires|עיצוב הבית|गृह सज्जा|インテリア雑貨|دکوراسیون منزل|Decorazioni per la casa|Декор для дома",
        [
          leaf(
            "020004001",
            "Vases|Vazolar|المزهريات|花瓶|Jarrones|Vases décoratifs|Vasen|אגרטלים|फूलदान|花瓶|گلدان تزئینی|Vasi decorativi|Вазы",
          ),
          leaf(
            "020004002",
            "Artificial Flowers|Yapay Çiçekler|الزهور الصناعية|仿真花|Flores artificiales|Fleurs artificielles|Kunstblumen|פרחים מלאכותיים|कृत्रिम फूल|造花|گل مصنوعی|Fiori artificiali|Искусственные цветы",
          ),
          leaf(
            "020004003",
            "Wall Clocks|Duvar Saatleri|ساعات الحائط|挂钟|Relojes de pared|Horloges murales|Wanduhren|שעוני קיר|दीवार घड़ियाँ|掛け時計|ساعت دیواری|Orologi da parete|Настенные часы",
          ),
        ],
      ),
      node(
        "020005",
        "Garden Supplies|Bahçe Malzemeleri|مستلزمات الحدائق|园艺用品|Artículos de jardín|Fournitures de jardin|Gartenbedarf|ציוד לגינה|बागवानी सामग्री|ガーデニング用品|لوازم باغبانی|Articoli da giardino|Товары для сада",
        [
          leaf(
            "020005001",
            "Garden Tools|Bahçe Aletleri|أدوات الحدائق|园林工具|Herramientas de jardín|Outils de jardin|Gartenwerkzeuge|כלי גינון|बागवानी औज़ार|園芸工具|ابزار باغبانی|Attrezzi da giardino|Садовый инструмент",
          ),
          leaf(
            "020005002",
            "Flower Pots|Saksılar|أصص الزهور|花盆|Macetas|Pots de fleurs|Blumentöpfe|עציצים|गमले|植木鉢|گلدان گیاه|Vasi da fiori|Цветочные горшки",
          ),
          leaf(
            "020005003",
            "Garden Hoses|Bahçe Hortumları|خراطيم الحدائق|园艺水管|Mangueras de jardín|Tuyaux d'arrosage|Gartenschläuche|צינורות השקיה|गार्डन पाइप|ガーデンホース|شلنگ باغبانی|Tubi da giardino|Садовые шланги",
          ),
        ],
      ),
      node(
        "020006",
        "Storage & Cleaning|Düzenleme ve Temizlik|التخزين والتنظيف|收纳与清洁|Almacenaje y limpieza|Rangement et nettoyage|Aufbewahrung & Reinigung|אחסון וניקיון|भंडारण और सफ़ाई|収納・掃除用品|نظم‌دهی و نظافت|Organizzazione e pulizia|Хранение и уборка",
        [
          leaf(
            "020006001",
            "Storage Boxes|Saklama Kutuları|صناديق التخزين|收纳箱|Cajas de almacenaje|Boîtes de rangement|Aufbewahrungsboxen|קופסאות אחסון|स्टोरेज बॉक्स|収納ボックス|جعبه نگهداری|Scatole portaoggetti|Контейнеры для хранения",
          ),
          leaf(
            "020006002",
            "Mops & Brooms|Paspas ve Süpürgeler|الممسحات والمكانس|拖把与扫帚|Fregonas y escobas|Balais et serpillières|Wischmopps & Besen|מגבים ומטאטאים|पोछे और झाड़ू|モップ・ほうき|تی و جارو|Mocio e scope|Швабры и веники",
          ),
          leaf(
            "020006003",
            "Hangers|Askılar|علاقات الملابس|衣架|Perchas|Cintres|Kleiderbügel|קולבים|कपड़ों के हैंगर|ハンガー|چوب لباسی|Grucce|Плечики для одежды",
          ),
        ],
      ),
    ],
  ),

  // ─────────────────────────── Apparel & Textile ───────────────────────────
  root(
    "002",
    "apparel",
    "Apparel & Textile|Giyim ve Tekstil|الملابس والمنسوجات|服装纺织|Ropa y textil|Habillement et textile|Bekleidung & Textilien|ביגוד וטקסטיל|परिधान और वस्त्र|アパレル・繊維|پوشاک و منسوجات|Abbigliamento e tessile|Одежда и текстиль",
    [
      node(
        "002001",
        "Men's Clothing|Erkek Giyim|ملابس رجالية|男装|Ropa de hombre|Vêtements homme|Herrenbekleidung|ביגוד גברים|पुरुषों के कपड़े|メンズ服|پوشاک مردانه|Abbigliamento uomo|Мужская одежда",
        [
          leaf(
            "002001001",
            "T-Shirts|Tişörtler|تيشيرتات|T恤|Camisetas|T-shirts|T-Shirts|חולצות טי|टी-शर्ट|Tシャツ|تی‌شرت|T-shirt|Футболки",
          ),
          leaf(
            "002001002",
            "Shirts|Gömlekler|قمصان|衬衫|Camisas|Chemises|Hemden|חולצות מכופתרות|शर्ट|シャツ|پیراهن مردانه|Camicie|Рубашки",
          ),
          leaf(
            "002001003",
            "Jeans|Kot Pantolonlar|بناطيل جينز|牛仔裤|Vaqueros|Jeans|Jeans|ג'ינסים|जींस|ジーンズ|شلوار جین|Jeans|Джинсы",
          ),
          leaf(
            "002001004",
            "Jackets & Coats|Mont ve Ceketler|جاكيتات ومعاطف|夹克外套|Chaquetas y abrigos|Vestes et manteaux|Jacken & Mäntel|מעילים וז'קטים|जैकेट और कोट|ジャケット・コート|کاپشن و کت|Giacche e cappotti|Куртки и пальто",
          ),
        ],
      ),
      node(
        "002002",
        "Women's Clothing|Kadın Giyim|ملابس نسائية|女装|Ropa de mujer|Vêtements femme|Damenbekleidung|ביגוד נשים|महिलाओं के कपड़े|レディース服|پوشاک زنانه|Abbigliamento donna|Женская одежда",
        [
          leaf(
            "002002001",
            "Dresses|Elbiseler|فساتين|连衣裙|Vestidos|Robes|Kleider|שמלות|ड्रेस|ワンピース|پیراهن زنانه|Abiti|Платья",
          ),
          leaf(
            "002002002",
            "Blouses & Tops|Bluz ve Üst Giyim|بلوزات وقمصان نسائية|女士上衣|Blusas y tops|Blouses et hauts|Blusen & Tops|חולצות וטופים|ब्लाउज़ और टॉप|ブラウス・トップス|بلوز و تاپ|Bluse e top|Блузки и топы",
          ),
          leaf(
            "002002003",
            "Knitwear|Triko|ملابس التريكو|针织衫|Prendas de punto|Maille|Strickwaren|סריגים|निटवियर|ニット|لباس بافتنی|Maglieria|Трикотаж",
          ),
        ],
      ),
      node(
        "002003",
        "Children's Clothing|Çocuk Giyim|ملابس أطفال|童装|Ropa infantil|Vêtements enfant|Kinderbekleidung|ביגוד ילדים|बच्चों के कपड़े|キッズ服|پوشاک بچگانه|Abbigliamento bambino|Детская одежда",
        [
          leaf(
            "002003001",
            "Baby Rompers|Bebek Tulumları|ملابس الرضع القطعة الواحدة|婴儿连体衣|Peleles de bebé|Barboteuses bébé|Baby-Strampler|אוברולים לתינוקות|बेबी रोम्पर|ベビーロンパース|سرهمی نوزاد|Tutine neonato|Песочники для малышей",
          ),
          leaf(
            "002003002",
            "Kids' T-Shirts|Çocuk Tişörtleri|تيشيرتات أطفال|儿童T恤|Camisetas infantiles|T-shirts enfant|Kinder-T-Shirts|חולצות טי לילדים|बच्चों की टी-शर्ट|キッズTシャツ|تی‌شرت بچگانه|T-shirt bambino|Детские футболки",
          ),
          leaf(
            "002003003",
            "Kids' Pajamas|Çocuk Pijamaları|بيجامات أطفال|儿童睡衣|Pijamas infantiles|Pyjamas enfant|Kinderschlafanzüge|פיג'מות לילדים|बच्चों के पजामे|キッズパジャマ|لباس خواب بچگانه|Pigiami bambino|Детские пижамы",
          ),
        ],
      ),
      node(
        "002004",
        "Fabrics|Kumaşlar|الأقمشة|面料|Tejidos|Tissus|Stoffe|בדים|फ़ैब्रिक|生地|پارچه|Tessuti|Ткани",
        [
          leaf(
            "002004001",
            "Cotton Fabric|Pamuklu Kumaş|قماش قطني|棉布|Tejido de algodón|Tissu coton|Baumwollstoff|בד כותנה|सूती कपड़ा|綿生地|پارچه نخی|Tessuto di cotone|Хлопковая ткань",
          ),
          leaf(
            "002004002",
            "Polyester Fabric|Polyester Kumaş|قماش بوليستر|涤纶面料|Tejido de poliéster|Tissu polyester|Polyesterstoff|בד פוליאסטר|पॉलिएस्टर कपड़ा|ポリエステル生地|پارچه پلی‌استر|Tessuto in poliestere|Полиэфирная ткань",
          ),
          leaf(
            "002004003",
            "Denim Fabric|Denim Kumaş|قماش دنيم|牛仔布|Tejido denim|Tissu denim|Denimstoff|בד דנים|डेनिम कपड़ा|デニム生地|پارچه جین|Tessuto denim|Джинсовая ткань",
          ),
        ],
      ),
      node("002005", "Yarn|İplik|خيوط الغزل|纱线|Hilados|Fils textiles|Garne|חוטים|धागा|糸|نخ|Filati|Пряжа", [
        leaf(
          "002005001",
          "Cotton Yarn|Pamuk İpliği|غزل قطني|棉纱|Hilo de algodón|Fil de coton|Baumwollgarn|חוט כותנה|सूती धागा|綿糸|نخ پنبه|Filato di cotone|Хлопковая пряжа",
        ),
        leaf(
          "002005002",
          "Polyester Yarn|Polyester İplik|غزل بوليستر|涤纶纱|Hilo de poliéster|Fil polyester|Polyestergarn|חוט פוליאסטר|पॉलिएस्टर धागा|ポリエステル糸|نخ پلی‌استر|Filato poliestere|Полиэфирная нить",
        ),
        leaf(
          "002005003",
          "Wool Yarn|Yün İplik|غزل صوف|毛线|Hilo de lana|Fil de laine|Wollgarn|חוט צמר|ऊनी धागा|毛糸|نخ پشمی|Filato di lana|Шерстяная пряжа",
        ),
      ]),
      node(
        "002006",
        "Workwear & Uniforms|İş Kıyafetleri ve Üniformalar|ملابس العمل والزي الموحد|工装制服|Ropa laboral y uniformes|Vêtements de travail|Berufsbekleidung|ביגוד עבודה ומדים|वर्कवियर और वर्दी|作業服・ユニフォーム|لباس کار و یونیفرم|Abbigliamento da lavoro|Спецодежда и униформа",
        [
          leaf(
            "002006001",
            "Coveralls|İş Tulumları|أفرولات العمل|连体工作服|Monos de trabajo|Combinaisons de travail|Overalls|סרבלים|कवरऑल|つなぎ|لباس سرهمی کار|Tute da lavoro|Рабочие комбинезоны",
          ),
          leaf(
            "002006002",
            "Safety Vests|Reflektörlü Yelekler|سترات السلامة|反光背心|Chalecos reflectantes|Gilets haute visibilité|Warnwesten|אפודים זוהרים|सेफ़्टी जैकेट|安全ベスト|جلیقه ایمنی|Gilet alta visibilità|Сигнальные жилеты",
          ),
          leaf(
            "002006003",
            "Medical Scrubs|Medikal Formalar|ملابس طبية|医护服|Uniformes sanitarios|Tenues médicales|Medizinische Kleidung|מדים רפואיים|मेडिकल स्क्रब|医療用スクラブ|لباس پزشکی|Divise mediche|Медицинская одежда",
          ),
        ],
      ),
    ],
  ),

  // ─────────────────────────────── Furniture ───────────────────────────────
  root(
    "016",
    "furniture",
    "Furniture|Mobilya|الأثاث|家具|Muebles|Mobilier|Möbel|רהיטים|फ़र्नीचर|家具|مبلمان|Mobili|Мебель",
    [
      node(
        "016001",
        "Living Room Furniture|Oturma Odası Mobilyası|أثاث غرفة المعيشة|客厅家具|Muebles de salón|Meubles de salon|Wohnzimmermöbel|רהיטי סלון|लिविंग रूम फ़र्नीचर|リビング家具|مبلمان پذیرایی|Mobili soggiorno|Мебель для гостиной",
        [
          leaf(
            "016001001",
            "Sofas|Kanepeler|الأرائك|沙发|Sofás|Canapés|Sofas|ספות|सोफ़ा|ソファ|مبل راحتی|Divani|Диваны",
          ),
          leaf(
            "016001002",
            "Coffee Tables|Orta Sehpalar|طاولات القهوة|茶几|Mesas de centro|Tables basses|Couchtische|שולחנות סלון|कॉफ़ी टेबल|ローテーブル|میز جلومبلی|Tavolini da salotto|Журнальные столики",
          ),
          leaf(
            "016001003",
            "TV Stands|TV Üniteleri|طاولات التلفزيون|电视柜|Muebles de TV|Meubles TV|TV-Möbel|מזנוני טלוויזיה|टीवी स्टैंड|テレビ台|میز تلویزیون|Mobili TV|Тумбы под ТВ",
          ),
        ],
      ),
      node(
        "016002",
        "Bedroom Furniture|Yatak Odası Mobilyası|أثاث غرف النوم|卧室家具|Muebles de dormitorio|Meubles de chambre|Schlafzimmermöbel|רהיטי חדר שינה|बेडरूम फ़र्नीचर|寝室家具|مبلمان اتاق خواب|Mobili camera da letto|Мебель для спальни",
        [
          leaf(
            "016002001",
            "Beds|Karyola ve Bazalar|الأسرّة|床|Camas|Lits|Betten|מיטות|पलंग|ベッド|تخت خواب|Letti|Кровати",
          ),
          leaf(
            "016002002",
            "Mattresses|Yataklar|المراتب|床垫|Colchones|Matelas|Matratzen|מזרנים|गद्दे|マットレス|تشک|Materassi|Матрасы",
          ),
          leaf(
            "016002003",
            "Wardrobes|Gardıroplar|خزائن الملابس|衣柜|Armarios|Armoires|Kleiderschränke|ארונות בגדים|अलमारी|ワードローブ|کمد لباس|Armadi|Шкафы для одежды",
          ),
          leaf(
            "016002004",
            "Nightstands|Komodinler|طاولات السرير الجانبية|床头柜|Mesitas de noche|Tables de chevet|Nachttische|שידות לילה|बेडसाइड टेबल|ナイトテーブル|پاتختی|Comodini|Прикроватные тумбы",
          ),
        ],
      ),
      node(
        "016003",
        "Office Furniture|Ofis Mobilyası|أثاث المكاتب|办公家具|Muebles de oficina|Mobilier de bureau|Büromöbel|ריהוט משרדי|ऑफ़िस फ़र्नीचर|オフィス家具|مبلمان اداری|Mobili per ufficio|Офисная мебель",
        [
          leaf(
            "016003001",
            "Office Chairs|Ofis Koltukları|كراسي المكتب|办公椅|Sillas de oficina|Fauteuils de bureau|Bürostühle|כיסאות משרד|ऑफ़िस कुर्सियाँ|オフィスチェア|صندلی اداری|Sedie da ufficio|Офисные кресла",
          ),
          leaf(
            "016003002",
            "Office Desks|Çalışma Masaları|مكاتب العمل|办公桌|Mesas de oficina|Bureaux|Schreibtische|שולחנות משרד|ऑफ़िस डेस्क|オフィスデスク|میز اداری|Scrivanie|Офисные столы",
          ),
          leaf(
            "016003003",
            "Filing Cabinets|Dosya Dolapları|خزائن الملفات|文件柜|Archivadores|Armoires de classement|Aktenschränke|ארונות תיוק|फ़ाइलिंग कैबिनेट|ファイルキャビネット|کمد بایگانی|Schedari|Шкафы для документов",
          ),
        ],
      ),
      node(
        "016004",
        "Outdoor Furniture|Bahçe Mobilyası|الأثاث الخارجي|户外家具|Muebles de exterior|Mobilier d'extérieur|Gartenmöbel|ריהוט גן|आउटडोर फ़र्नीचर|アウトドア家具|مبلمان فضای باز|Mobili da esterno|Уличная мебель",
        [
          leaf(
            "016004001",
            "Garden Furniture Sets|Bahçe Oturma Grupları|أطقم جلسات الحدائق|户外桌椅套装|Conjuntos de jardín|Salons de jardin|Gartenmöbel-Sets|מערכות ישיבה לגינה|गार्डन फ़र्नीचर सेट|ガーデンテーブルセット|ست مبلمان باغی|Set da giardino|Комплекты садовой мебели",
          ),
          leaf(
            "016004002",
            "Sun Loungers|Şezlonglar|كراسي التشمس|躺椅|Tumbonas|Bains de soleil|Sonnenliegen|מיטות שיזוף|सन लाउंजर|サンラウンジャー|تخت آفتاب‌گیری|Lettini prendisole|Шезлонги",
          ),
          leaf(
            "016004003",
            "Patio Umbrellas|Bahçe Şemsiyeleri|مظلات الحدائق|庭院遮阳伞|Sombrillas de jardín|Parasols|Sonnenschirme|שמשיות|पैटियो छाते|ガーデンパラソル|چتر باغی|Ombrelloni|Садовые зонты",
          ),
        ],
      ),
      node(
        "016005",
        "Dining Room Furniture|Yemek Odası Mobilyası|أثاث غرف الطعام|餐厅家具|Muebles de comedor|Meubles de salle à manger|Esszimmermöbel|רהיטי פינת אוכל|डाइनिंग फ़र्नीचर|ダイニング家具|مبلمان ناهارخوری|Mobili sala da pranzo|Мебель для столовой",
        [
          leaf(
            "016005001",
            "Dining Tables|Yemek Masaları|طاولات الطعام|餐桌|Mesas de comedor|Tables à manger|Esstische|שולחנות אוכל|डाइनिंग टेबल|ダイニングテーブル|میز ناهارخوری|Tavoli da pranzo|Обеденные столы",
          ),
          leaf(
            "016005002",
            "Dining Chairs|Yemek Sandalyeleri|كراسي الطعام|餐椅|Sillas de comedor|Chaises de salle à manger|Esszimmerstühle|כיסאות אוכל|डाइनिंग कुर्सियाँ|ダイニングチェア|صندلی ناهارخوری|Sedie da pranzo|Обеденные стулья",
          ),
          leaf(
            "016005003",
            "Bar Stools|Bar Sandalyeleri|كراسي البار|吧台椅|Taburetes de bar|Tabourets de bar|Barhocker|כיסאות בר|बार स्टूल|バースツール|صندلی اپن|Sgabelli da bar|Барные стулья",
          ),
        ],
      ),
    ],
  ),

  // ──────────────────────────── Food & Beverage ────────────────────────────
  root(
    "015",
    "foodandbeverage",
    "Food & Beverage|Gıda ve İçecek|الأغذية والمشروبات|食品饮料|Alimentos y bebidas|Alimentation et boissons|Lebensmittel & Getränke|מזון ומשקאות|खाद्य और पेय|食品・飲料|مواد غذایی و نوشیدنی|Alimenti e bevande|Продукты и напитки",
    [
      node(
        "015001",
        "Coffee & Tea|Kahve ve Çay|القهوة والشاي|咖啡与茶|Café y té|Café et thé|Kaffee & Tee|קפה ותה|कॉफ़ी और चाय|コーヒー・お茶|قهوه و چای|Caffè e tè|Кофе и чай",
        [
          leaf(
            "015001001",
            "Green Tea|Yeşil Çay|الشاي الأخضر|绿茶|Té verde|Thé vert|Grüner Tee|תה ירוק|ग्रीन टी|緑茶|چای سبز|Tè verde|Зелёный чай",
          ),
          leaf(
            "015001002",
            "Black Tea|Siyah Çay|الشاي الأسود|红茶|Té negro|Thé noir|Schwarzer Tee|תה שחור|काली चाय|紅茶|چای سیاه|Tè nero|Чёрный чай",
          ),
          leaf(
            "015001003",
            "Roasted Coffee Beans|Kavrulmuş Kahve Çekirdeği|حبوب البن المحمصة|烘焙咖啡豆|Café en grano tostado|Café en grains torréfié|Geröstete Kaffeebohnen|פולי קפה קלויים|भुनी हुई कॉफ़ी बीन्स|焙煎コーヒー豆|دانه قهوه برشته|Caffè tostato in grani|Жареный кофе в зёрнах",
          ),
          leaf(
            "015001004",
            "Instant Coffee|Hazır Kahve|القهوة سريعة التحضير|速溶咖啡|Café instantáneo|Café soluble|Instantkaffee|קפה נמס|इंस्टेंट कॉफ़ी|インスタントコーヒー|قهوه فوری|Caffè solubile|Растворимый кофе",
          ),
        ],
      ),
      node(
        "015002",
        "Dried Fruits & Nuts|Kuru Meyve ve Kuruyemiş|الفواكه المجففة والمكسرات|干果坚果|Frutos secos y deshidratados|Fruits secs et noix|Trockenfrüchte & Nüsse|פירות יבשים ואגוזים|सूखे मेवे|ドライフルーツ・ナッツ|خشکبار|Frutta secca e disidratata|Сухофрукты и орехи",
        [
          leaf(
            "015002001",
            "Hazelnuts|Fındık|البندق|榛子|Avellanas|Noisettes|Haselnüsse|אגוזי לוז|हेज़लनट|ヘーゼルナッツ|فندق|Nocciole|Фундук",
          ),
          leaf(
            "015002002",
            "Dried Apricots|Kuru Kayısı|المشمش المجفف|杏干|Orejones de albaricoque|Abricots secs|Getrocknete Aprikosen|משמש מיובש|सूखी खुबानी|干しあんず|برگه زردآلو|Albicocche secche|Курага",
          ),
          leaf(
            "015002003",
            "Pistachios|Antep Fıstığı|الفستق الحلبي|开心果|Pistachos|Pistaches|Pistazien|פיסטוקים|पिस्ता|ピスタチオ|پسته|Pistacchi|Фисташки",
          ),
        ],
      ),
      node(
        "015003",
        "Grains & Pulses|Tahıl ve Bakliyat|الحبوب والبقوليات|谷物豆类|Cereales y legumbres|Céréales et légumineuses|Getreide & Hülsenfrüchte|דגנים וקטניות|अनाज और दालें|穀物・豆類|غلات و حبوبات|Cereali e legumi|Крупы и бобовые",
        [
          leaf("015003001", "Rice|Pirinç|الأرز|大米|Arroz|Riz|Reis|אורז|चावल|米|برنج|Riso|Рис"),
          leaf(
            "015003002",
            "Lentils|Mercimek|العدس|小扁豆|Lentejas|Lentilles|Linsen|עדשים|मसूर दाल|レンズ豆|عدس|Lenticchie|Чечевица",
          ),
          leaf(
            "015003003",
            "Chickpeas|Nohut|الحمص|鹰嘴豆|Garbanzos|Pois chiches|Kichererbsen|גרגרי חומוס|काबुली चना|ひよこ豆|نخود|Ceci|Нут",
          ),
        ],
      ),
      node(
        "015004",
        "Edible Oils|Yemeklik Yağlar|زيوت الطعام|食用油|Aceites comestibles|Huiles alimentaires|Speiseöle|שמני מאכל|खाद्य तेल|食用油|روغن خوراکی|Oli alimentari|Растительные масла",
        [
          leaf(
            "015004001",
            "Olive Oil|Zeytinyağı|زيت الزيتون|橄榄油|Aceite de oliva|Huile d'olive|Olivenöl|שמן זית|जैतून का तेल|オリーブオイル|روغن زیتون|Olio d'oliva|Оливковое масло",
          ),
          leaf(
            "015004002",
            "Sunflower Oil|Ayçiçek Yağı|زيت عباد الشمس|葵花籽油|Aceite de girasol|Huile de tournesol|Sonnenblumenöl|שמן חמניות|सूरजमुखी तेल|ひまわり油|روغن آفتابگردان|Olio di girasole|Подсолнечное масло",
          ),
          leaf(
            "015004003",
            "Corn Oil|Mısırözü Yağı|زيت الذرة|玉米油|Aceite de maíz|Huile de maïs|Maiskeimöl|שמן תירס|मक्के का तेल|コーン油|روغن ذرت|Olio di mais|Кукурузное масло",
          ),
        ],
      ),
      node(
        "015005",
        "Confectionery & Snacks|Şekerleme ve Atıştırmalık|الحلويات والوجبات الخفيفة|糖果零食|Confitería y snacks|Confiserie et snacks|Süßwaren & Snacks|ממתקים וחטיפים|मिठाइयाँ और स्नैक्स|菓子・スナック|شیرینی و تنقلات|Dolciumi e snack|Кондитерские изделия и снеки",
        [
          leaf(
            "015005001",
            "Chocolate|Çikolata|الشوكولاتة|巧克力|Chocolate|Chocolat|Schokolade|שוקולד|चॉकलेट|チョコレート|شکلات|Cioccolato|Шоколад",
          ),
          leaf(
            "015005002",
            "Biscuits & Cookies|Bisküvi ve Kurabiye|البسكويت والكوكيز|饼干|Galletas|Biscuits et cookies|Kekse & Gebäck|ביסקוויטים ועוגיות|बिस्कुट और कुकीज़|ビスケット・クッキー|بیسکویت و کلوچه|Biscotti|Печенье",
          ),
          leaf(
            "015005003",
            "Hard Candies|Sert Şekerler|الحلوى الصلبة|硬糖|Caramelos duros|Bonbons durs|Hartbonbons|סוכריות קשות|हार्ड कैंडी|ハードキャンディ|آب‌نبات سفت|Caramelle dure|Леденцы",
          ),
        ],
      ),
      node(
        "015006",
        "Beverages|İçecekler|المشروبات|饮料|Bebidas|Boissons|Getränke|משקאות|पेय पदार्थ|飲料|نوشیدنی‌ها|Bevande|Напитки",
        [
          leaf(
            "015006001",
            "Fruit Juice|Meyve Suyu|عصائر الفاكهة|果汁|Zumos de fruta|Jus de fruits|Fruchtsäfte|מיצי פירות|फलों का रस|フルーツジュース|آبمیوه|Succhi di frutta|Фруктовые соки",
          ),
          leaf(
            "015006002",
            "Bottled Water|Ambalajlı Su|المياه المعبأة|瓶装水|Agua embotellada|Eau en bouteille|Mineralwasser|מים מינרליים|बोतलबंद पानी|ボトルウォーター|آب معدنی|Acqua in bottiglia|Бутилированная вода",
          ),
          leaf(
            "015006003",
            "Soft Drinks|Gazlı İçecekler|المشروبات الغازية|碳酸饮料|Refrescos|Sodas|Erfrischungsgetränke|משקאות קלים|शीतल पेय|清涼飲料|نوشابه|Bibite|Газированные напитки",
          ),
        ],
      ),
    ],
  ),

  // ─────────────────────────────── Machinery ───────────────────────────────
  root(
    "024",
    "machinery",
    "Machinery|Makine|الآلات والمعدات|机械设备|Maquinaria|Machines|Maschinen|מכונות|मशीनरी|機械|ماشین‌آلات|Macchinari|Машины и оборудование",
    [
      node(
        "024001",
        "Agricultural Machinery|Tarım Makineleri|الآلات الزراعية|农业机械|Maquinaria agrícola|Machines agricoles|Landmaschinen|מכונות חקלאיות|कृषि मशीनरी|農業機械|ماشین‌آلات کشاورزی|Macchine agricole|Сельхозтехника",
        [
          leaf(
            "024001001",
            "Tractors|Traktörler|الجرارات|拖拉机|Tractores|Tracteurs|Traktoren|טרקטורים|ट्रैक्टर|トラクター|تراکتور|Trattori|Тракторы",
          ),
          leaf(
            "024001002",
            "Harvesters|Biçerdöverler|الحصادات|收割机|Cosechadoras|Moissonneuses|Erntemaschinen|קומביינים|हार्वेस्टर|収穫機|کمباین|Mietitrebbie|Комбайны",
          ),
          leaf(
            "024001003",
            "Irrigation Systems|Sulama Sistemleri|أنظمة الري|灌溉设备|Sistemas de riego|Systèmes d'irrigation|Bewässerungssysteme|מערכות השקיה|सिंचाई प्रणाली|灌漑設備|سیستم آبیاری|Impianti di irrigazione|Системы орошения",
          ),
        ],
      ),
      node(
        "024002",
        "Food & Packaging Machinery|Gıda ve Ambalaj Makineleri|آلات الأغذية والتعبئة|食品包装机械|Maquinaria alimentaria y de envasado|Machines agroalimentaires et d'emballage|Lebensmittel- & Verpackungsmaschinen|מכונות מזון ואריזה|खाद्य और पैकेजिंग मशीनरी|食品・包装機械|ماشین‌آلات غذایی و بسته‌بندی|Macchine alimentari e per imballaggio|Пищевое и упаковочное оборудование",
        [
          leaf(
            "024002001",
            "Filling Machines|Dolum Makineleri|آلات التعبئة|灌装机|Llenadoras|Remplisseuses|Abfüllmaschinen|מכונות מילוי|फ़िलिंग मशीन|充填機|دستگاه پرکن|Riempitrici|Разливочные машины",
          ),
          leaf(
            "024002002",
            "Packaging Machines|Paketleme Makineleri|آلات التغليف|包装机|Envasadoras|Machines d'emballage|Verpackungsmaschinen|מכונות אריזה|पैकेजिंग मशीन|包装機|دستگاه بسته‌بندی|Confezionatrici|Упаковочные машины",
          ),
          leaf(
            "024002003",
            "Bakery Ovens|Endüstriyel Fırınlar|أفران المخابز|烘焙烤炉|Hornos de panadería|Fours de boulangerie|Bäckereiöfen|תנורי מאפייה|बेकरी ओवन|ベーカリーオーブン|فر نانوایی|Forni per panificazione|Хлебопекарные печи",
          ),
        ],
      ),
      node(
        "024003",
        "Construction Machinery|İş Makineleri|معدات البناء|工程机械|Maquinaria de construcción|Engins de chantier|Baumaschinen|ציוד הנדסי|निर्माण मशीनरी|建設機械|ماشین‌آلات ساختمانی|Macchine edili|Строительная техника",
        [
          leaf(
            "024003001",
            "Excavators|Ekskavatörler|الحفارات|挖掘机|Excavadoras|Pelles hydrauliques|Bagger|מחפרים|एक्सकेवेटर|油圧ショベル|بیل مکانیکی|Escavatori|Экскаваторы",
          ),
          leaf(
            "024003002",
            "Wheel Loaders|Lastikli Yükleyiciler|اللوادر ذات العجلات|轮式装载机|Cargadoras de ruedas|Chargeuses sur pneus|Radlader|שופלים|व्हील लोडर|ホイールローダー|لودر چرخ‌لاستیکی|Pale gommate|Фронтальные погрузчики",
          ),
          leaf(
            "024003003",
            "Concrete Mixers|Beton Mikserleri|خلاطات الخرسانة|混凝土搅拌机|Hormigoneras|Bétonnières|Betonmischer|מערבלי בטון|कंक्रीट मिक्सर|コンクリートミキサー|میکسر بتن|Betoniere|Бетономешалки",
          ),
        ],
      ),
      node(
        "024004",
        "Machine Tools|Takım Tezgâhları|العدد الآلية|机床|Máquinas herramienta|Machines-outils|Werkzeugmaschinen|מכונות עיבוד שבבי|मशीन टूल्स|工作機械|ماشین‌ابزار|Macchine utensili|Станки",
        [
          leaf(
            "024004001",
            "CNC Lathes|CNC Torna Tezgâhları|مخارط CNC|数控车床|Tornos CNC|Tours CNC|CNC-Drehmaschinen|מחרטות CNC|सीएनसी लेथ|CNC旋盤|دستگاه تراش CNC|Torni CNC|Токарные станки с ЧПУ",
          ),
          leaf(
            "024004002",
            "Laser Cutting Machines|Lazer Kesim Makineleri|آلات القطع بالليزر|激光切割机|Cortadoras láser|Machines de découpe laser|Laserschneidmaschinen|מכונות חיתוך לייזר|लेज़र कटिंग मशीन|レーザー加工機|دستگاه برش لیزر|Macchine per taglio laser|Станки лазерной резки",
          ),
          leaf(
            "024004003",
            "Press Brakes|Abkant Presler|مكابس الثني|折弯机|Plegadoras|Presses plieuses|Abkantpressen|מכונות כיפוף|प्रेस ब्रेक|プレスブレーキ|دستگاه پرس برک|Presse piegatrici|Листогибочные прессы",
          ),
        ],
      ),
      node(
        "024005",
        "Generators & Compressors|Jeneratör ve Kompresörler|المولدات والضواغط|发电机与压缩机|Generadores y compresores|Groupes électrogènes et compresseurs|Generatoren & Kompressoren|גנרטורים ומדחסים|जनरेटर और कंप्रेसर|発電機・コンプレッサー|ژنراتور و کمپرسور|Generatori e compressori|Генераторы и компрессоры",
        [
          leaf(
            "024005001",
            "Diesel Generators|Dizel Jeneratörler|مولدات الديزل|柴油发电机组|Generadores diésel|Groupes électrogènes diesel|Dieselgeneratoren|גנרטורים דיזל|डीज़ल जनरेटर|ディーゼル発電機|دیزل ژنراتور|Generatori diesel|Дизельные генераторы",
          ),
          leaf(
            "024005002",
            "Gasoline Generators|Benzinli Jeneratörler|مولدات البنزين|汽油发电机|Generadores de gasolina|Groupes électrogènes essence|Benzin-Stromerzeuger|גנרטורים בנזין|पेट्रोल जनरेटर|ガソリン発電機|موتور برق بنزینی|Generatori a benzina|Бензиновые генераторы",
          ),
          leaf(
            "024005003",
            "Air Compressors|Hava Kompresörleri|ضواغط الهواء|空气压缩机|Compresores de aire|Compresseurs d'air|Druckluftkompressoren|מדחסי אוויר|एयर कंप्रेसर|エアコンプレッサー|کمپرسور هوا|Compressori d'aria|Воздушные компрессоры",
          ),
        ],
      ),
      node(
        "024006",
        "Plastic Machinery|Plastik İşleme Makineleri|آلات البلاستيك|塑料机械|Maquinaria para plástico|Machines de plasturgie|Kunststoffmaschinen|מכונות לפלסטיק|प्लास्टिक मशीनरी|プラスチック機械|ماشین‌آلات پلاستیک|Macchine per materie plastiche|Оборудование для пластмасс",
        [
          leaf(
            "024006001",
            "Injection Molding Machines|Enjeksiyon Makineleri|آلات حقن البلاستيك|注塑机|Inyectoras|Presses à injecter|Spritzgießmaschinen|מכונות הזרקה|इंजेक्शन मोल्डिंग मशीन|射出成形機|دستگاه تزریق پلاستیک|Presse a iniezione|Термопластавтоматы",
          ),
          leaf(
            "024006002",
            "Extruders|Ekstrüderler|آلات البثق|挤出机|Extrusoras|Extrudeuses|Extruder|אקסטרודרים|एक्सट्रूडर|押出機|اکسترودر|Estrusori|Экструдеры",
          ),
          leaf(
            "024006003",
            "Blow Molding Machines|Şişirme Makineleri|آلات النفخ|吹塑机|Sopladoras|Souffleuses|Blasformmaschinen|מכונות ניפוח|ब्लो मोल्डिंग मशीन|ブロー成形機|دستگاه بادکنی|Soffiatrici|Выдувные машины",
          ),
        ],
      ),
    ],
  ),

  // ────────────────────────────── Electronics ──────────────────────────────
  root(
    "008",
    "electronic",
    "Electronics|Elektronik|الإلكترونيات|电子产品|Electrónica|Électronique|Elektronik|אלקטרוניקה|इलेक्ट्रॉनिक्स|電子機器|الکترونیک|Elettronica|Электроника",
    [
      node(
        "008001",
        "Phone Accessories|Telefon Aksesuarları|إكسسوارات الهواتف|手机配件|Accesorios para móviles|Accessoires téléphone|Handyzubehör|אביזרים לטלפונים|मोबाइल एक्सेसरीज़|スマホアクセサリー|لوازم جانبی موبایل|Accessori per cellulari|Аксессуары для телефонов",
        [
          leaf(
            "008001001",
            "Phone Cases|Telefon Kılıfları|أغطية الهواتف|手机壳|Fundas para móviles|Coques de téléphone|Handyhüllen|כיסויים לטלפון|फ़ोन कवर|スマホケース|قاب گوشی|Cover per cellulari|Чехлы для телефонов",
          ),
          leaf(
            "008001002",
            "Chargers & Cables|Şarj Cihazları ve Kablolar|الشواحن والكابلات|充电器与数据线|Cargadores y cables|Chargeurs et câbles|Ladegeräte & Kabel|מטענים וכבלים|चार्जर और केबल|充電器・ケーブル|شارژر و کابل|Caricabatterie e cavi|Зарядные устройства и кабели",
          ),
          leaf(
            "008001003",
            "Power Banks|Taşınabilir Şarj Cihazları|بنوك الطاقة|移动电源|Baterías externas|Batteries externes|Powerbanks|מטענים ניידים|पावर बैंक|モバイルバッテリー|پاوربانک|Batterie portatili|Портативные аккумуляторы",
          ),
          leaf(
            "008001004",
            "Screen Protectors|Ekran Koruyucular|واقيات الشاشة|手机贴膜|Protectores de pantalla|Protections d'écran|Displayschutzfolien|מגני מסך|स्क्रीन गार्ड|画面保護フィルム|محافظ صفحه|Pellicole protettive|Защитные стёкла",
          ),
        ],
      ),
      node(
        "008002",
        "Audio & Video|Ses ve Görüntü|الصوت والفيديو|影音设备|Audio y vídeo|Audio et vidéo|Audio- & Videotechnik|אודיו ווידאו|ऑडियो और वीडियो|オーディオ・ビデオ|صوتی و تصویری|Audio e video|Аудио и видео",
        [
          leaf(
            "008002001",
            "Bluetooth Speakers|Bluetooth Hoparlörler|سماعات بلوتوث|蓝牙音箱|Altavoces Bluetooth|Enceintes Bluetooth|Bluetooth-Lautsprecher|רמקולים אלחוטיים|ब्लूटूथ स्पीकर|Bluetoothスピーカー|اسپیکر بلوتوثی|Casse Bluetooth|Bluetooth-колонки",
          ),
          leaf(
            "008002002",
            "Headphones|Kulaklıklar|سماعات الرأس|耳机|Auriculares|Casques et écouteurs|Kopfhörer|אוזניות|हेडफ़ोन|ヘッドホン・イヤホン|هدفون|Cuffie|Наушники",
          ),
          leaf(
            "008002003",
            "Projectors|Projeksiyon Cihazları|أجهزة العرض|投影仪|Proyectores|Vidéoprojecteurs|Beamer|מקרנים|प्रोजेक्टर|プロジェクター|ویدئو پروژکتور|Proiettori|Проекторы",
          ),
        ],
      ),
      node(
        "008003",
        "Computer Accessories|Bilgisayar Aksesuarları|ملحقات الكمبيوتر|电脑配件|Accesorios informáticos|Accessoires informatiques|Computerzubehör|אביזרי מחשב|कंप्यूटर एक्सेसरीज़|パソコン周辺機器|لوازم جانبی کامپیوتر|Accessori per computer|Компьютерные аксессуары",
        [
          leaf(
            "008003001",
            "Keyboards & Mice|Klavye ve Mouse|لوحات المفاتيح والفأرات|键盘鼠标|Teclados y ratones|Claviers et souris|Tastaturen & Mäuse|מקלדות ועכברים|कीबोर्ड और माउस|キーボード・マウス|کیبورد و ماوس|Tastiere e mouse|Клавиатуры и мыши",
          ),
          leaf(
            "008003002",
            "Monitors|Monitörler|الشاشات|显示器|Monitores|Écrans|Monitore|מסכים|मॉनिटर|モニター|مانیتور|Monitor|Мониторы",
          ),
          leaf(
            "008003003",
            "USB Flash Drives|USB Bellekler|ذواكر فلاش USB|U盘|Memorias USB|Clés USB|USB-Sticks|דיסקים און קי|यूएसबी पेन ड्राइव|USBメモリ|فلش مموری|Chiavette USB|USB-флешки",
          ),
        ],
      ),
      node(
        "008004",
        "Smart Home & Security|Akıllı Ev ve Güvenlik|المنزل الذكي والأمن|智能家居安防|Hogar inteligente y seguridad|Maison connectée et sécurité|Smart Home & Sicherheit|בית חכם ואבטחה|स्मार्ट होम और सुरक्षा|スマートホーム・防犯|خانه هوشمند و امنیت|Casa smart e sicurezza|Умный дом и безопасность",
        [
          leaf(
            "008004001",
            "Security Cameras|Güvenlik Kameraları|كاميرات المراقبة|监控摄像头|Cámaras de seguridad|Caméras de surveillance|Überwachungskameras|מצלמות אבטחה|सीसीटीवी कैमरे|防犯カメラ|دوربین مداربسته|Telecamere di sorveglianza|Камеры видеонаблюдения",
          ),
          leaf(
            "008004002",
            "Smart Plugs|Akıllı Prizler|المقابس الذكية|智能插座|Enchufes inteligentes|Prises connectées|Smarte Steckdosen|שקעים חכמים|स्मार्ट प्लग|スマートプラグ|پریز هوشمند|Prese smart|Умные розетки",
          ),
          leaf(
            "008004003",
            "Smart Door Locks|Akıllı Kapı Kilitleri|الأقفال الذكية|智能门锁|Cerraduras inteligentes|Serrures connectées|Smarte Türschlösser|מנעולים חכמים|स्मार्ट डोर लॉक|スマートロック|قفل هوشمند|Serrature smart|Умные замки",
          ),
        ],
      ),
      node(
        "008005",
        "LED Lighting|LED Aydınlatma|إضاءة LED|LED照明|Iluminación LED|Éclairage LED|LED-Beleuchtung|תאורת LED|एलईडी लाइटिंग|LED照明|روشنایی LED|Illuminazione LED|Светодиодное освещение",
        [
          leaf(
            "008005001",
            "LED Bulbs|LED Ampuller|مصابيح LED|LED灯泡|Bombillas LED|Ampoules LED|LED-Lampen|נורות LED|एलईडी बल्ब|LED電球|لامپ LED|Lampadine LED|Светодиодные лампы",
          ),
          leaf(
            "008005002",
            "LED Strip Lights|LED Şerit Aydınlatma|شرائط LED|LED灯带|Tiras LED|Rubans LED|LED-Streifen|פסי LED|एलईडी स्ट्रिप लाइट|LEDテープライト|نوار LED|Strisce LED|Светодиодные ленты",
          ),
          leaf(
            "008005003",
            "LED Flood Lights|LED Projektörler|كشافات LED|LED投光灯|Focos proyectores LED|Projecteurs LED|LED-Fluter|פנסי הצפה LED|एलईडी फ्लड लाइट|LED投光器|پروژکتور LED|Proiettori LED|Светодиодные прожекторы",
          ),
        ],
      ),
      node(
        "008006",
        "Electronic Components|Elektronik Bileşenler|المكونات الإلكترونية|电子元器件|Componentes electrónicos|Composants électroniques|Elektronische Bauteile|רכיבים אלקטרוניים|इलेक्ट्रॉनिक पुर्ज़े|電子部品|قطعات الکترونیکی|Componenti elettronici|Электронные компоненты",
        [
          leaf(
            "008006001",
            "Printed Circuit Boards|Baskılı Devre Kartları|لوحات الدوائر المطبوعة|PCB电路板|Placas de circuito impreso|Circuits imprimés|Leiterplatten|מעגלים מודפסים|पीसीबी सर्किट बोर्ड|プリント基板|برد مدار چاپی|Circuiti stampati|Печатные платы",
          ),
          leaf(
            "008006002",
            "Connectors|Konnektörler|الموصلات|连接器|Conectores|Connecteurs|Steckverbinder|מחברים|कनेक्टर|コネクタ|کانکتور|Connettori|Разъёмы",
          ),
          leaf(
            "008006003",
            "Lithium Batteries|Lityum Piller|بطاريات الليثيوم|锂电池|Baterías de litio|Batteries lithium|Lithium-Akkus|סוללות ליתיום|लिथियम बैटरी|リチウム電池|باتری لیتیومی|Batterie al litio|Литиевые аккумуляторы",
          ),
        ],
      ),
    ],
  ),

  // ───────────────────────── Sports & Entertainment ─────────────────────────
  root(
    "034",
    "sports",
    "Sports & Entertainment|Spor ve Eğlence|الرياضة والترفيه|运动娱乐|Deportes y ocio|Sports et loisirs|Sport & Freizeit|ספורט ופנאי|खेल और मनोरंजन|スポーツ・エンタメ|ورزش و سرگرمی|Sport e tempo libero|Спорт и развлечения",
    [
      node(
        "034001",
        "Fitness Equipment|Fitness Ekipmanları|معدات اللياقة البدنية|健身器材|Equipos de fitness|Équipements de fitness|Fitnessgeräte|ציוד כושר|फ़िटनेस उपकरण|フィットネス機器|تجهیزات بدنسازی|Attrezzi fitness|Тренажёры и фитнес",
        [
          leaf(
            "034001001",
            "Treadmills|Koşu Bantları|أجهزة المشي|跑步机|Cintas de correr|Tapis de course|Laufbänder|הליכונים|ट्रेडमिल|ランニングマシン|تردمیل|Tapis roulant|Беговые дорожки",
          ),
          leaf(
            "034001002",
            "Dumbbells|Dambıllar|الدمبلز|哑铃|Mancuernas|Haltères|Kurzhanteln|משקולות יד|डम्बल|ダンベル|دمبل|Manubri|Гантели",
          ),
          leaf(
            "034001003",
            "Yoga Mats|Yoga Matları|سجادات اليوغا|瑜伽垫|Esterillas de yoga|Tapis de yoga|Yogamatten|מזרני יוגה|योगा मैट|ヨガマット|مت یوگا|Tappetini yoga|Коврики для йоги",
          ),
          leaf(
            "034001004",
            "Resistance Bands|Direnç Bantları|أحزمة المقاومة|弹力带|Bandas elásticas|Bandes de résistance|Fitnessbänder|גומיות התנגדות|रेज़िस्टेंस बैंड|トレーニングチューブ|کش ورزشی|Elastici fitness|Фитнес-резинки",
          ),
        ],
      ),
      node(
        "034002",
        "Camping & Hiking|Kamp ve Doğa Yürüyüşü|التخييم والمشي|露营徒步|Camping y senderismo|Camping et randonnée|Camping & Wandern|קמפינג וטיולים|कैंपिंग और हाइकिंग|キャンプ・登山|کمپینگ و کوهنوردی|Campeggio ed escursionismo|Кемпинг и туризм",
        [
          leaf(
            "034002001",
            "Tents|Çadırlar|الخيام|帐篷|Tiendas de campaña|Tentes|Zelte|אוהלים|टेंट|テント|چادر مسافرتی|Tende da campeggio|Палатки",
          ),
          leaf(
            "034002002",
            "Sleeping Bags|Uyku Tulumları|أكياس النوم|睡袋|Sacos de dormir|Sacs de couchage|Schlafsäcke|שקי שינה|स्लीपिंग बैग|寝袋|کیسه خواب|Sacchi a pelo|Спальные мешки",
          ),
          leaf(
            "034002003",
            "Hiking Backpacks|Outdoor Sırt Çantaları|حقائب ظهر للرحلات|登山包|Mochilas de montaña|Sacs à dos de randonnée|Wanderrucksäcke|תרמילי טיולים|हाइकिंग बैकपैक|登山リュック|کوله‌پشتی کوهنوردی|Zaini da trekking|Туристические рюкзаки",
          ),
        ],
      ),
      node(
        "034003",
        "Team Sports|Takım Sporları|الرياضات الجماعية|团队运动|Deportes de equipo|Sports collectifs|Mannschaftssport|ספורט קבוצתי|टीम खेल|チームスポーツ|ورزش‌های گروهی|Sport di squadra|Командные виды спорта",
        [
          leaf(
            "034003001",
            "Soccer Balls|Futbol Topları|كرات القدم|足球|Balones de fútbol|Ballons de football|Fußbälle|כדורי כדורגל|फ़ुटबॉल|サッカーボール|توپ فوتبال|Palloni da calcio|Футбольные мячи",
          ),
          leaf(
            "034003002",
            "Basketballs|Basketbol Topları|كرات السلة|篮球|Balones de baloncesto|Ballons de basket|Basketbälle|כדורי סל|बास्केटबॉल|バスケットボール|توپ بسکتبال|Palloni da basket|Баскетбольные мячи",
          ),
          leaf(
            "034003003",
            "Volleyballs|Voleybol Topları|كرات الطائرة|排球|Balones de voleibol|Ballons de volley|Volleybälle|כדורי עף|वॉलीबॉल|バレーボール|توپ والیبال|Palloni da pallavolo|Волейбольные мячи",
          ),
        ],
      ),
      node(
        "034004",
        "Cycling|Bisiklet|ركوب الدراجات|骑行|Ciclismo|Cyclisme|Radsport|רכיבה על אופניים|साइकिलिंग|サイクリング|دوچرخه‌سواری|Ciclismo|Велоспорт",
        [
          leaf(
            "034004001",
            "Bicycles|Bisikletler|الدراجات الهوائية|自行车|Bicicletas|Vélos|Fahrräder|אופניים|साइकिलें|自転車|دوچرخه|Biciclette|Велосипеды",
          ),
          leaf(
            "034004002",
            "Electric Bicycles|Elektrikli Bisikletler|الدراجات الكهربائية|电动自行车|Bicicletas eléctricas|Vélos électriques|E-Bikes|אופניים חשמליים|इलेक्ट्रिक साइकिल|電動アシスト自転車|دوچرخه برقی|Bici elettriche|Электровелосипеды",
          ),
          leaf(
            "034004003",
            "Cycling Helmets|Bisiklet Kaskları|خوذ الدراجات|骑行头盔|Cascos de ciclismo|Casques vélo|Fahrradhelme|קסדות רכיבה|साइकिल हेलमेट|サイクルヘルメット|کلاه ایمنی دوچرخه|Caschi bici|Велошлемы",
          ),
        ],
      ),
      node(
        "034005",
        "Toys & Games|Oyuncak ve Oyunlar|الألعاب والدمى|玩具与游戏|Juguetes y juegos|Jouets et jeux|Spielwaren|צעצועים ומשחקים|खिलौने और खेल|おもちゃ・ゲーム|اسباب‌بازی و بازی|Giocattoli e giochi|Игрушки и игры",
        [
          leaf(
            "034005001",
            "Plush Toys|Peluş Oyuncaklar|الألعاب المحشوة|毛绒玩具|Peluches|Peluches|Plüschtiere|בובות פרווה|सॉफ्ट टॉय|ぬいぐるみ|عروسک پولیشی|Peluche|Мягкие игрушки",
          ),
          leaf(
            "034005002",
            "Building Blocks|Yapı Blokları|مكعبات البناء|积木|Bloques de construcción|Jeux de construction|Bausteine|קוביות הרכבה|बिल्डिंग ब्लॉक्स|ブロック玩具|بلوک‌های ساختنی|Mattoncini da costruzione|Конструкторы",
          ),
          leaf(
            "034005003",
            "Board Games|Kutu Oyunları|ألعاب الطاولة|桌游|Juegos de mesa|Jeux de société|Brettspiele|משחקי קופסה|बोर्ड गेम्स|ボードゲーム|بازی‌های رومیزی|Giochi da tavolo|Настольные игры",
          ),
        ],
      ),
      node(
        "034006",
        "Water Sports|Su Sporları|الرياضات المائية|水上运动|Deportes acuáticos|Sports nautiques|Wassersport|ספורט ימי|जल क्रीड़ा|ウォータースポーツ|ورزش‌های آبی|Sport acquatici|Водный спорт",
        [
          leaf(
            "034006001",
            "Swimming Goggles|Yüzücü Gözlükleri|نظارات السباحة|泳镜|Gafas de natación|Lunettes de natation|Schwimmbrillen|משקפות שחייה|तैराकी चश्मे|スイミングゴーグル|عینک شنا|Occhialini da nuoto|Очки для плавания",
          ),
          leaf(
            "034006002",
            "Paddle Boards|SUP Kürek Sörfü Tahtaları|ألواح التجديف وقوفًا|桨板|Tablas de paddle surf|Planches de stand up paddle|SUP-Boards|גלשני סאפ|पैडल बोर्ड|SUPボード|تخته پارو ایستاده|Tavole SUP|SUP-доски",
          ),
          leaf(
            "034006003",
            "Life Jackets|Can Yelekleri|سترات النجاة|救生衣|Chalecos salvavidas|Gilets de sauvetage|Rettungswesten|אפודות הצלה|लाइफ़ जैकेट|ライフジャケット|جلیقه نجات|Giubbotti salvagente|Спасательные жилеты",
          ),
        ],
      ),
    ],
  ),

  // ─────────────────── Construction & Building Materials ───────────────────
  root(
    "007",
    "construction",
    "Construction & Building Materials|İnşaat ve Yapı Malzemeleri|البناء ومواد البناء|建筑建材|Construcción y materiales|Construction et matériaux|Bau & Baustoffe|בנייה וחומרי בניין|निर्माण और भवन सामग्री|建築・建材|ساختمان و مصالح ساختمانی|Edilizia e materiali da costruzione|Строительство и стройматериалы",
    [
      node(
        "007001",
        "Tiles & Stone|Seramik ve Doğal Taş|البلاط والحجر|瓷砖石材|Cerámica y piedra|Carrelage et pierre|Fliesen & Naturstein|אריחים ואבן|टाइल्स और पत्थर|タイル・石材|کاشی و سنگ|Piastrelle e pietra|Плитка и камень",
        [
          leaf(
            "007001001",
            "Ceramic Tiles|Seramik Karolar|بلاط السيراميك|陶瓷砖|Azulejos cerámicos|Carreaux céramique|Keramikfliesen|אריחי קרמיקה|सिरेमिक टाइल्स|セラミックタイル|کاشی سرامیکی|Piastrelle in ceramica|Керамическая плитка",
          ),
          leaf(
            "007001002",
            "Porcelain Tiles|Granit Seramik|بلاط البورسلين|瓷质砖|Porcelánico|Grès cérame|Feinsteinzeug|אריחי פורצלן|पोर्सिलेन टाइल्स|磁器質タイル|سرامیک پرسلان|Gres porcellanato|Керамогранит",
          ),
          leaf(
            "007001003",
            "Marble Slabs|Mermer Plakalar|ألواح الرخام|大理石板|Placas de mármol|Tranches de marbre|Marmorplatten|לוחות שיש|संगमरमर स्लैब|大理石スラブ|اسلب سنگ مرمر|Lastre di marmo|Мраморные слэбы",
          ),
        ],
      ),
      node(
        "007002",
        "Doors & Windows|Kapı ve Pencere|الأبواب والنوافذ|门窗|Puertas y ventanas|Portes et fenêtres|Türen & Fenster|דלתות וחלונות|दरवाज़े और खिड़कियाँ|ドア・窓|درب و پنجره|Porte e finestre|Двери и окна",
        [
          leaf(
            "007002001",
            "Steel Doors|Çelik Kapılar|الأبواب الفولاذية|钢制门|Puertas de acero|Portes en acier|Stahltüren|דלתות פלדה|स्टील के दरवाज़े|スチールドア|درب فولادی|Porte in acciaio|Стальные двери",
          ),
          leaf(
            "007002002",
            "Interior Doors|Oda Kapıları|الأبواب الداخلية|室内门|Puertas de interior|Portes intérieures|Innentüren|דלתות פנים|आंतरिक दरवाज़े|室内ドア|درب داخلی|Porte da interno|Межкомнатные двери",
          ),
          leaf(
            "007002003",
            "PVC Windows|PVC Pencereler|نوافذ PVC|PVC塑钢窗|Ventanas de PVC|Fenêtres PVC|Kunststofffenster|חלונות PVC|पीवीसी खिड़कियाँ|樹脂サッシ|پنجره UPVC|Finestre in PVC|Пластиковые окна",
          ),
          leaf(
            "007002004",
            "Aluminum Windows|Alüminyum Pencereler|نوافذ الألمنيوم|铝合金窗|Ventanas de aluminio|Fenêtres en aluminium|Aluminiumfenster|חלונות אלומיניום|एल्युमिनियम खिड़कियाँ|アルミサッシ|پنجره آلومینیومی|Finestre in alluminio|Алюминиевые окна",
          ),
        ],
      ),
      node(
        "007003",
        "Bathroom & Sanitary Ware|Vitrifiye ve Armatür|الأدوات الصحية|卫浴洁具|Sanitarios y grifería|Sanitaires et robinetterie|Sanitärkeramik & Armaturen|כלים סניטריים|बाथरूम और सैनिटरी वेयर|衛生陶器・水栓|چینی بهداشتی و شیرآلات|Sanitari e rubinetteria|Сантехника",
        [
          leaf(
            "007003001",
            "Toilets|Klozetler|المراحيض|马桶|Inodoros|Toilettes|Toiletten|אסלות|कमोड|便器|توالت فرنگی|Vasi WC|Унитазы",
          ),
          leaf(
            "007003002",
            "Washbasins|Lavabolar|المغاسل|洗脸盆|Lavabos|Lavabos|Waschbecken|כיורים|वॉश बेसिन|洗面ボウル|روشویی|Lavabi|Раковины",
          ),
          leaf(
            "007003003",
            "Faucets|Bataryalar|الحنفيات|水龙头|Grifos|Robinets|Wasserhähne|ברזים|नल|蛇口|شیر آب|Rubinetti|Смесители",
          ),
        ],
      ),
      node(
        "007004",
        "Cement & Masonry|Çimento ve Duvar Malzemeleri|الأسمنت والطوب|水泥与砌体材料|Cemento y albañilería|Ciment et maçonnerie|Zement & Mauerwerk|מלט ובלוקים|सीमेंट और चिनाई|セメント・組積材|سیمان و مصالح بنایی|Cemento e muratura|Цемент и кладочные материалы",
        [
          leaf(
            "007004001",
            "Portland Cement|Portland Çimentosu|الأسمنت البورتلاندي|硅酸盐水泥|Cemento Portland|Ciment Portland|Portlandzement|צמנט פורטלנד|पोर्टलैंड सीमेंट|ポルトランドセメント|سیمان پرتلند|Cemento Portland|Портландцемент",
          ),
          leaf(
            "007004002",
            "Bricks|Tuğlalar|الطوب|砖块|Ladrillos|Briques|Ziegel|לבנים|ईंटें|レンガ|آجر|Mattoni|Кирпич",
          ),
          leaf(
            "007004003",
            "Tile Adhesives|Seramik Yapıştırıcıları|لاصق البلاط|瓷砖胶|Adhesivos cerámicos|Colles à carrelage|Fliesenkleber|דבק לאריחים|टाइल एडहेसिव|タイル接着剤|چسب کاشی|Adesivi per piastrelle|Плиточный клей",
          ),
        ],
      ),
      node(
        "007005",
        "Steel & Aluminum|Çelik ve Alüminyum|الصلب والألمنيوم|钢材铝材|Acero y aluminio|Acier et aluminium|Stahl & Aluminium|פלדה ואלומיניום|स्टील और एल्युमिनियम|鋼材・アルミ材|فولاد و آلومینیوم|Acciaio e alluminio|Сталь и алюминий",
        [
          leaf(
            "007005001",
            "Rebar|İnşaat Demiri|حديد التسليح|螺纹钢|Varilla corrugada|Fers à béton|Bewehrungsstahl|ברזל בניין|सरिया|鉄筋|میلگرد|Tondino per cemento armato|Арматура",
          ),
          leaf(
            "007005002",
            "Steel Pipes|Çelik Borular|الأنابيب الفولاذية|钢管|Tubos de acero|Tubes en acier|Stahlrohre|צינורות פלדה|स्टील पाइप|鋼管|لوله فولادی|Tubi in acciaio|Стальные трубы",
          ),
          leaf(
            "007005003",
            "Aluminum Profiles|Alüminyum Profiller|قطاعات الألمنيوم|铝型材|Perfiles de aluminio|Profilés aluminium|Aluminiumprofile|פרופילי אלומיניום|एल्युमिनियम प्रोफ़ाइल|アルミ形材|پروفیل آلومینیوم|Profili in alluminio|Алюминиевый профиль",
          ),
        ],
      ),
      node(
        "007006",
        "Insulation & Roofing|Yalıtım ve Çatı|العزل والأسقف|保温屋面材料|Aislamiento y cubiertas|Isolation et toiture|Dämmung & Dach|בידוד וקירוי|इन्सुलेशन और छत|断熱・屋根材|عایق و پوشش سقف|Isolamento e coperture|Изоляция и кровля",
        [
          leaf(
            "007006001",
            "Roofing Sheets|Çatı Sacları|ألواح الأسقف|屋面板|Chapas para cubiertas|Tôles de couverture|Dachbleche|פחי קירוי|छत की चादरें|屋根用鋼板|ورق سقفی|Lamiere per coperture|Кровельные листы",
          ),
          leaf(
            "007006002",
            "Rock Wool|Taş Yünü|الصوف الصخري|岩棉|Lana de roca|Laine de roche|Steinwolle|צמר סלעים|रॉक वूल|ロックウール|پشم سنگ|Lana di roccia|Каменная вата",
          ),
          leaf(
            "007006003",
            "Waterproofing Membranes|Su Yalıtım Membranları|أغشية العزل المائي|防水卷材|Láminas impermeabilizantes|Membranes d'étanchéité|Abdichtungsbahnen|יריעות איטום|वॉटरप्रूफ़िंग मेम्ब्रेन|防水シート|ایزوگام|Membrane impermeabilizzanti|Гидроизоляционные мембраны",
          ),
        ],
      ),
    ],
  ),
];
