// Demo category tree: root 024 Machinery with its subcategories.
import { type CategorySeed, leaf, node, root } from "./tree-builders.ts";

export const r024: CategorySeed = root(
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
);
