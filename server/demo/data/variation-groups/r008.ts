/** Variation groups of the Electronics root category (codes 008xxx). */
import { g, type VariationGroupSeed } from "./group-builder.ts";
import { BLUETOOTH, CONNECTIVITY, MAINS, POWER_SUPPLY, USE, WIFI } from "./option-names.ts";

export const ELECTRONICS_GROUPS: VariationGroupSeed[] = [
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
];
