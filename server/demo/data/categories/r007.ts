// Demo category tree: root 007 Construction & Building Materials with its subcategories.
import { type CategorySeed, leaf, node, root } from "./tree-builders.ts";

export const r007: CategorySeed = root(
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
);
