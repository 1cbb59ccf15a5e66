/** Variation groups of the Construction & Building Materials root category (codes 007xxx). */
import { g, type VariationGroupSeed } from "./group-builder.ts";
import { AREA_OF_USE, BLACK, FINISH, FLOOR, PACKAGING, WHITE } from "./option-names.ts";

export const CONSTRUCTION_GROUPS: VariationGroupSeed[] = [
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
