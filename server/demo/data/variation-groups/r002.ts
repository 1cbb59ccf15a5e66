/** Variation groups of the Apparel & Textile root category (codes 002xxx). */
import { g, type VariationGroupSeed } from "./group-builder.ts";
import {
  AGE_GROUP,
  BAMBOO_FIBER,
  CLOTHING_MATERIAL,
  COTTON,
  LINEN,
  POLYESTER,
  SILK,
  VISCOSE,
  WOOL,
} from "./option-names.ts";

export const APPAREL_GROUPS: VariationGroupSeed[] = [
  // Men's Clothing
  g("002001", CLOTHING_MATERIAL, [COTTON, POLYESTER, LINEN, WOOL]),
  g("002001", "Fit|Kalıp|القَصّة|版型|Corte|Coupe|Passform|גזרה|फ़िट|シルエット|فرم|Vestibilità|Крой", [
    "Slim|Dar Kalıp|ضيق|修身|Entallado|Ajustée|Schmal|צמודה|स्लिम फ़िट|スリム|جذب|Aderente|Приталенный",
    "Regular|Normal Kalıp|عادي|常规|Clásico|Droite|Normal|רגילה|रेगुलर फ़िट|レギュラー|معمولی|Regolare|Прямой",
    "Oversize|Bol Kalıp|فضفاض|宽松|Holgado|Ample|Weit|אוברסייז|ओवरसाइज़|オーバーサイズ|اورسایز|Ampia|Свободный",
  ]),
  // Women's Clothing
  g("002002", CLOTHING_MATERIAL, [
    COTTON,
    VISCOSE,
    POLYESTER,
    SILK,
    LINEN,
    "Acrylic|Akrilik|أكريليك|腈纶|Acrílico|Acrylique|Polyacryl|אקריליק|एक्रेलिक|アクリル|اکریلیک|Acrilico|Акрил",
  ]),
  g(
    "002002",
    "Sleeve Length|Kol Boyu|طول الكم|袖长|Largo de manga|Longueur des manches|Ärmellänge|אורך שרוול|आस्तीन की लंबाई|袖丈|قد آستین|Lunghezza manica|Длина рукава",
    [
      "Sleeveless|Kolsuz|بدون أكمام|无袖|Sin mangas|Sans manches|Ärmellos|ללא שרוולים|बिना आस्तीन|ノースリーブ|بدون آستین|Senza maniche|Без рукавов",
      "Short Sleeve|Kısa Kollu|أكمام قصيرة|短袖|Manga corta|Manches courtes|Kurzarm|שרוול קצר|आधी आस्तीन|半袖|آستین کوتاه|Manica corta|Короткий рукав",
      "3/4 Sleeve|Truvakar Kol|أكمام 3/4|七分袖|Manga 3/4|Manches 3/4|3/4-Arm|שרוול 3/4|3/4 आस्तीन|七分袖|آستین سه‌ربع|Manica 3/4|Рукав 3/4",
      "Long Sleeve|Uzun Kollu|أكمام طويلة|长袖|Manga larga|Manches longues|Langarm|שרוול ארוך|पूरी आस्तीन|長袖|آستین بلند|Manica lunga|Длинный рукав",
    ],
  ),
  // Children's Clothing
  g("002003", AGE_GROUP, [
    "0–12 Months|0–12 Ay|0–12 شهرًا|0–12个月|0–12 meses|0–12 mois|0–12 Monate|0–12 חודשים|0–12 महीने|0～12か月|۰ تا ۱۲ ماه|0–12 mesi|0–12 месяцев",
    "1–3 Years|1–3 Yaş|1–3 سنوات|1–3岁|1–3 años|1–3 ans|1–3 Jahre|גילאי 1–3|1–3 साल|1～3歳|۱ تا ۳ سال|1–3 anni|1–3 года",
    "4–7 Years|4–7 Yaş|4–7 سنوات|4–7岁|4–7 años|4–7 ans|4–7 Jahre|גילאי 4–7|4–7 साल|4～7歳|۴ تا ۷ سال|4–7 anni|4–7 лет",
    "8–12 Years|8–12 Yaş|8–12 سنة|8–12岁|8–12 años|8–12 ans|8–12 Jahre|גילאי 8–12|8–12 साल|8～12歳|۸ تا ۱۲ سال|8–12 anni|8–12 лет",
  ]),
  g("002003", CLOTHING_MATERIAL, [
    "Organic Cotton|Organik Pamuk|قطن عضوي|有机棉|Algodón orgánico|Coton bio|Bio-Baumwolle|כותנה אורגנית|ऑर्गेनिक सूती|オーガニックコットン|نخ ارگانیک|Cotone biologico|Органический хлопок",
    COTTON,
    BAMBOO_FIBER,
    "Muslin|Müslin|موسلين|纱布|Muselina|Mousseline|Musselin|מוסלין|मलमल|ガーゼ|ململ|Mussola|Муслин",
  ]),
  // Fabrics
  g(
    "002004",
    "Fabric Construction|Kumaş Yapısı|طريقة النسج|织造工艺|Tipo de tejido|Type de tissu|Warenart|סוג אריגה|कपड़े की बनावट|生地の種類|نوع بافت|Tipo di tessuto|Тип полотна",
    [
      "Woven|Dokuma|منسوج|梭织|Tejido plano|Chaîne et trame|Webware|ארוג|वोवन|織物|تاری‌پودی|Tessuto ortogonale|Тканое",
      "Knitted|Örme|تريكو (محبوك)|针织|Tejido de punto|Maille|Maschenware|סריג|निटेड|ニット|حلقوی|Maglia|Трикотажное",
      "Non-Woven|Dokusuz|غير منسوج|无纺布|No tejido|Non-tissé|Vliesstoff|בד לא ארוג|नॉन-वोवन|不織布|نبافته|Tessuto non tessuto|Нетканое",
    ],
  ),
  g(
    "002004",
    "Fabric Weight|Gramaj|الوزن (غ/م²)|克重|Gramaje|Grammage|Flächengewicht|משקל בד|कपड़े का वज़न (GSM)|目付|گرماژ|Grammatura|Плотность",
    [
      "Light (under 150 g/m²)|Hafif (150 g/m² altı)|خفيف (أقل من 150 غ/م²)|轻薄（150克以下）|Ligero (menos de 150 g/m²)|Léger (moins de 150 g/m²)|Leicht (unter 150 g/m²)|קל (עד 150 גר׳/מ״ר)|हल्का (150 GSM से कम)|薄手（150g/m²未満）|سبک (کمتر از ۱۵۰ گرم)|Leggero (sotto 150 g/m²)|Лёгкая (до 150 г/м²)",
      "Medium (150–250 g/m²)|Orta (150–250 g/m²)|متوسط (150–250 غ/م²)|中等（150–250克）|Medio (150–250 g/m²)|Moyen (150–250 g/m²)|Mittel (150–250 g/m²)|בינוני (150–250 גר׳/מ״ר)|मध्यम (150–250 GSM)|中肉（150～250g/m²）|متوسط (۱۵۰ تا ۲۵۰ گرم)|Medio (150–250 g/m²)|Средняя (150–250 г/м²)",
      "Heavy (over 250 g/m²)|Ağır (250 g/m² üstü)|ثقيل (أكثر من 250 غ/م²)|厚重（250克以上）|Pesado (más de 250 g/m²)|Lourd (plus de 250 g/m²)|Schwer (über 250 g/m²)|כבד (מעל 250 גר׳/מ״ר)|भारी (250 GSM से अधिक)|厚手（250g/m²以上）|سنگین (بیش از ۲۵۰ گرم)|Pesante (oltre 250 g/m²)|Плотная (от 250 г/м²)",
    ],
  ),
  // Yarn
  g(
    "002005",
    "Ply|Kat Sayısı|عدد الطاقات|股数|Número de cabos|Nombre de brins|Fachung|מספר גדילים|प्लाई|撚糸の種類|تعداد لا|Numero di capi|Число сложений",
    [
      "Single Ply|Tek Kat|مفرد|单股|1 cabo|1 brin|Einfach|גדיל יחיד|सिंगल प्लाई|単糸|یک‌لا|1 capo|1 сложение",
      "2-Ply|2 Kat|طاقتان|双股|2 cabos|2 brins|2-fach|2 גדילים|2 प्लाई|双糸|دولا|2 capi|2 сложения",
      "3-Ply|3 Kat|3 طاقات|三股|3 cabos|3 brins|3-fach|3 גדילים|3 प्लाई|三子撚り|سه‌لا|3 capi|3 сложения",
      "4-Ply & Up|4 Kat ve Üzeri|4 طاقات فأكثر|四股及以上|4 cabos o más|4 brins et plus|4-fach und mehr|4 גדילים ומעלה|4 प्लाई या अधिक|四子撚り以上|چهارلا و بیشتر|4 capi e oltre|4 сложения и более",
    ],
  ),
  g(
    "002005",
    "End Use|Kullanım Alanı|الاستخدام النهائي|用途|Uso final|Utilisation|Verwendung|שימוש|अंतिम उपयोग|用途|کاربرد|Impiego|Назначение",
    [
      "Weaving|Dokuma|النسيج|机织|Tejeduría|Tissage|Weberei|אריגה|करघा बुनाई|織物用|بافندگی تاری‌پودی|Tessitura|Ткачество",
      "Machine Knitting|Makine Örgüsü|الحياكة الآلية|针织|Tejido de punto industrial|Tricotage industriel|Strickerei|סריגה תעשייתית|मशीन निटिंग|ニット（機械編み）|بافندگی حلقوی|Maglieria industriale|Машинное вязание",
      "Hand Knitting|El Örgüsü|الحياكة اليدوية|手编|Tejer a mano|Tricot main|Handstricken|סריגה ביד|हाथ से बुनाई|手編み|بافتنی دستی|Maglia a mano|Ручное вязание",
      "Sewing & Embroidery|Dikiş ve Nakış|الخياطة والتطريز|缝纫与刺绣|Costura y bordado|Couture et broderie|Nähen & Sticken|תפירה ורקמה|सिलाई और कढ़ाई|縫製・刺繍|خیاطی و گلدوزی|Cucito e ricamo|Шитьё и вышивка",
    ],
  ),
  // Workwear & Uniforms
  g(
    "002006",
    "Protection Feature|Koruma Özelliği|ميزة الحماية|防护功能|Protección|Protection|Schutzfunktion|סוג הגנה|सुरक्षा विशेषता|保護機能|ویژگی حفاظتی|Protezione|Защитные свойства",
    [
      "High Visibility|Yüksek Görünürlük|عاكس عالي الوضوح|高可视反光|Alta visibilidad|Haute visibilité|Warnschutz|נראות גבוהה|रिफ्लेक्टिव (अधिक दृश्यता)|高視認性|شبرنگ|Alta visibilità|Повышенная видимость",
      "Flame Retardant|Alev Geciktirici|مقاوم للهب|阻燃|Ignífugo|Ignifugé|Flammhemmend|מעכב בעירה|अग्निरोधी|難燃|ضدحریق|Ignifugo|Огнестойкость",
      "Antistatic|Antistatik|مضاد للكهرباء الساكنة|防静电|Antiestático|Antistatique|Antistatisch|אנטי-סטטי|एंटी-स्टैटिक|帯電防止|آنتی‌استاتیک|Antistatico|Антистатика",
      "Waterproof|Su Geçirmez|مقاوم للماء|防水|Impermeable|Imperméable|Wasserdicht|עמיד למים|जलरोधी|防水|ضدآب|Impermeabile|Водонепроницаемость",
      "Antibacterial|Antibakteriyel|مضاد للبكتيريا|抗菌|Antibacteriano|Antibactérien|Antibakteriell|אנטי-בקטריאלי|जीवाणुरोधी|抗菌|آنتی‌باکتریال|Antibatterico|Антибактериальная пропитка",
    ],
  ),
  g("002006", CLOTHING_MATERIAL, [
    COTTON,
    "Poly-Cotton|Polyester-Pamuk Karışım|قطن وبوليستر|涤棉|Poliéster-algodón|Polycoton|Baumwoll-Mischgewebe|כותנה-פוליאסטר|पॉली-कॉटन|ポリエステル綿混|مخلوط نخ و پلی‌استر|Misto cotone-poliestere|Смесовая (хлопок/полиэстер)",
    POLYESTER,
    "Aramid|Aramid|أراميد|芳纶|Aramida|Aramide|Aramid|ארמיד|एरामिड|アラミド|آرامید|Aramide|Арамид",
  ]),
];
