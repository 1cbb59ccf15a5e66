// Demo category tree: root 020 Home & Garden with its subcategories.
import { type CategorySeed, leaf, node, root } from "./tree-builders.ts";

export const r020: CategorySeed = root(
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
);
