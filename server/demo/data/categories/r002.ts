// Demo category tree: root 002 Apparel & Textile with its subcategories.
import { type CategorySeed, leaf, node, root } from "./tree-builders.ts";

export const r002: CategorySeed = root(
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
);
