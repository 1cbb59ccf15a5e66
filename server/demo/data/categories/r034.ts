// Demo category tree: root 034 Sports & Entertainment with its subcategories.
import { type CategorySeed, leaf, node, root } from "./tree-builders.ts";

export const r034: CategorySeed = root(
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
);
