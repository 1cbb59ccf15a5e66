// Demo category tree: root 015 Food & Beverage with its subcategories.
import { type CategorySeed, leaf, node, root } from "./tree-builders.ts";

export const r015: CategorySeed = root(
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
);
