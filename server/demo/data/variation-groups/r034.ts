/** Variation groups of the Sports & Entertainment root category (codes 034xxx). */
import { g, type VariationGroupSeed } from "./group-builder.ts";
import {
  AGE_GROUP,
  CAST_IRON,
  MATERIAL,
  NEOPRENE,
  NYLON,
  POLYESTER,
  PVC,
  RUBBER,
  SILICONE,
  STEEL,
  WOOD,
} from "./option-names.ts";

export const SPORTS_GROUPS: VariationGroupSeed[] = [
  // Fitness Equipment
  g(
    "034001",
    "Usage Level|Kullanım Tipi|مستوى الاستخدام|使用级别|Nivel de uso|Niveau d'utilisation|Einsatzbereich|רמת שימוש|उपयोग स्तर|用途|نوع کاربری|Livello di utilizzo|Класс использования",
    [
      "Home|Ev Tipi|منزلي|家用|Doméstico|Domestique|Heimgebrauch|ביתי|घरेलू|家庭用|خانگی|Domestico|Домашний",
      "Semi-Commercial|Yarı Profesyonel|شبه تجاري|轻商用|Semiprofesional|Semi-professionnel|Semiprofessionell|חצי-מקצועי|सेमी-कमर्शियल|準業務用|نیمه‌باشگاهی|Semi-professionale|Полупрофессиональный",
      "Commercial (Gym)|Profesyonel (Spor Salonu)|تجاري (للصالات الرياضية)|商用（健身房）|Profesional (gimnasio)|Professionnel (salle de sport)|Gewerblich (Fitnessstudio)|מסחרי (חדרי כושר)|कमर्शियल (जिम)|業務用（ジム）|باشگاهی|Professionale (palestra)|Профессиональный (для залов)",
    ],
  ),
  g("034001", MATERIAL, [
    CAST_IRON,
    RUBBER,
    NEOPRENE,
    "TPE|TPE|TPE|TPE|TPE|TPE|TPE|TPE|TPE|TPE|TPE|TPE|ТПЭ",
    PVC,
    "Latex|Lateks|لاتكس|乳胶|Látex|Latex|Latex|לטקס|लेटेक्स|ラテックス|لاتکس|Lattice|Латекс",
  ]),
  // Camping & Hiking
  g(
    "034002",
    "Season Rating|Mevsim Sınıfı|التصنيف الموسمي|适用季节|Temporadas|Nombre de saisons|Saisoneignung|עונתיות|मौसम अनुकूलता|対応シーズン|فصل مناسب|Stagionalità|Сезонность",
    [
      "2-Season (Summer)|2 Mevsim (Yaz)|موسمان (صيفي)|两季（夏季）|2 estaciones (verano)|2 saisons (été)|2 Jahreszeiten (Sommer)|2 עונות (קיץ)|2 मौसम (गर्मी)|2シーズン（夏用）|دو فصل (تابستانی)|2 stagioni (estiva)|Летняя (2 сезона)",
      "3-Season|3 Mevsim|ثلاثة مواسم|三季|3 estaciones|3 saisons|3 Jahreszeiten|3 עונות|3 मौसम|3シーズン|سه فصل|3 stagioni|Трёхсезонная",
      "4-Season (Winter)|4 Mevsim (Kış)|أربعة مواسم (شتوي)|四季（冬季）|4 estaciones (invierno)|4 saisons (hiver)|4 Jahreszeiten (Winter)|4 עונות (חורף)|4 मौसम (सर्दी)|4シーズン（冬用）|چهار فصل (زمستانی)|4 stagioni (invernale)|Зимняя (4 сезона)",
    ],
  ),
  g("034002", MATERIAL, [
    NYLON,
    POLYESTER,
    "Cotton Canvas|Pamuklu Branda|كانفاس قطني|棉帆布|Lona de algodón|Toile de coton|Baumwoll-Segeltuch|קנבס כותנה|सूती कैनवास|コットンキャンバス|برزنت نخی|Tela di cotone|Хлопковый брезент",
    "Down Filling|Kaz Tüyü Dolgu|حشوة ريش|羽绒填充|Relleno de plumón|Garnissage duvet|Daunenfüllung|מילוי פוך|पंखों की भराई|ダウン|پر طبیعی|Imbottitura in piuma|Пуховый наполнитель",
    "Synthetic Filling|Elyaf Dolgu|حشوة صناعية|化纤填充|Relleno sintético|Garnissage synthétique|Kunstfaserfüllung|מילוי סינתטי|सिंथेटिक भराई|化繊わた|الیاف مصنوعی|Imbottitura sintetica|Синтетический наполнитель",
  ]),
  // Team Sports
  g(
    "034003",
    "Ball Size|Top Numarası|مقاس الكرة|球号|Talla del balón|Taille du ballon|Ballgröße|מידת כדור|बॉल साइज़|号数|سایز توپ|Misura del pallone|Размер мяча",
    [
      "Size 3|3 Numara|مقاس 3|3号|Talla 3|Taille 3|Größe 3|מידה 3|साइज़ 3|3号|سایز ۳|Misura 3|Размер 3",
      "Size 4|4 Numara|مقاس 4|4号|Talla 4|Taille 4|Größe 4|מידה 4|साइज़ 4|4号|سایز ۴|Misura 4|Размер 4",
      "Size 5|5 Numara|مقاس 5|5号|Talla 5|Taille 5|Größe 5|מידה 5|साइज़ 5|5号|سایز ۵|Misura 5|Размер 5",
      "Size 6|6 Numara|مقاس 6|6号|Talla 6|Taille 6|Größe 6|מידה 6|साइज़ 6|6号|سایز ۶|Misura 6|Размер 6",
      "Size 7|7 Numara|مقاس 7|7号|Talla 7|Taille 7|Größe 7|מידה 7|साइज़ 7|7号|سایز ۷|Misura 7|Размер 7",
    ],
  ),
  g(
    "034003",
    "Construction|Üretim Tekniği|طريقة التصنيع|工艺|Fabricación|Fabrication|Verarbeitung|שיטת ייצור|निर्माण प्रकार|製法|روش ساخت|Costruzione|Способ изготовления",
    [
      "Hand-Stitched|El Dikişi|مخيط يدويًا|手缝|Cosido a mano|Cousu main|Handgenäht|תפור ביד|हाथ से सिला|手縫い|دوخت دستی|Cucito a mano|Ручная сшивка",
      "Machine-Stitched|Makine Dikişi|مخيط آليًا|机缝|Cosido a máquina|Cousu machine|Maschinengenäht|תפור במכונה|मशीन से सिला|ミシン縫い|دوخت ماشینی|Cucito a macchina|Машинная сшивка",
      "Thermo-Bonded|Termo Yapıştırma|ملصوق حراريًا|热粘合|Termosellado|Thermocollé|Thermisch verklebt|הדבקה תרמית|थर्मो-बॉन्डेड|熱圧着|پرس حرارتی|Termosaldato|Термосклейка",
      "Molded Rubber|Kalıp Kauçuk|مطاط مقولب|橡胶成型|Caucho moldeado|Caoutchouc moulé|Gummi (vulkanisiert)|גומי יצוק|मोल्डेड रबर|ゴム成型|لاستیکی قالبی|Gomma vulcanizzata|Литая резина",
    ],
  ),
  // Cycling
  g("034004", MATERIAL, [
    STEEL,
    "Aluminum Alloy|Alüminyum Alaşım|سبائك الألومنيوم|铝合金|Aleación de aluminio|Alliage d'aluminium|Aluminiumlegierung|סגסוגת אלומיניום|एल्युमिनियम मिश्र धातु|アルミ合金|آلیاژ آلومینیوم|Lega di alluminio|Алюминиевый сплав",
    "Carbon Fiber|Karbon Fiber|ألياف الكربون|碳纤维|Fibra de carbono|Fibre de carbone|Carbon|סיבי פחמן|कार्बन फ़ाइबर|カーボン|فیبر کربن|Fibra di carbonio|Карбон",
    "Polycarbonate|Polikarbonat|بولي كربونات|聚碳酸酯|Policarbonato|Polycarbonate|Polycarbonat|פוליקרבונט|पॉलीकार्बोनेट|ポリカーボネート|پلی‌کربنات|Policarbonato|Поликарбонат",
  ]),
  g(
    "034004",
    "Wheel Size|Jant Ölçüsü|مقاس العجلة|轮径|Tamaño de rueda|Taille des roues|Laufradgröße|גודל גלגל|पहिये का आकार|ホイールサイズ|سایز چرخ|Misura ruota|Диаметр колёс",
    [
      "12–16 inch|12–16 inç|12–16 إنش|12–16英寸|12–16 pulgadas|12–16 pouces|12–16 Zoll|12–16 אינץ׳|12–16 इंच|12～16インチ|۱۲ تا ۱۶ اینچ|12–16 pollici|12–16 дюймов",
      "20–24 inch|20–24 inç|20–24 إنش|20–24英寸|20–24 pulgadas|20–24 pouces|20–24 Zoll|20–24 אינץ׳|20–24 इंच|20～24インチ|۲۰ تا ۲۴ اینچ|20–24 pollici|20–24 дюйма",
      "26–27.5 inch|26–27,5 inç|26–27.5 إنش|26–27.5英寸|26–27,5 pulgadas|26–27,5 pouces|26–27,5 Zoll|26–27.5 אינץ׳|26–27.5 इंच|26～27.5インチ|۲۶ تا ۲۷٫۵ اینچ|26–27,5 pollici|26–27,5 дюйма",
      "28–29 inch (700C)|28–29 inç (700C)|28–29 إنش (700C)|28–29英寸（700C）|28–29 pulgadas (700C)|28–29 pouces (700C)|28–29 Zoll (700C)|28–29 אינץ׳ (700C)|28–29 इंच (700C)|28～29インチ（700C）|۲۸ تا ۲۹ اینچ (700C)|28–29 pollici (700C)|28–29 дюймов (700C)",
    ],
  ),
  // Toys & Games
  g("034005", AGE_GROUP, [
    "0–2 Years|0–2 Yaş|0–2 سنة|0–2岁|0–2 años|0–2 ans|0–2 Jahre|גילאי 0–2|0–2 साल|0～2歳|۰ تا ۲ سال|0–2 anni|0–2 года",
    "3–5 Years|3–5 Yaş|3–5 سنوات|3–5岁|3–5 años|3–5 ans|3–5 Jahre|גילאי 3–5|3–5 साल|3～5歳|۳ تا ۵ سال|3–5 anni|3–5 лет",
    "6–8 Years|6–8 Yaş|6–8 سنوات|6–8岁|6–8 años|6–8 ans|6–8 Jahre|גילאי 6–8|6–8 साल|6～8歳|۶ تا ۸ سال|6–8 anni|6–8 лет",
    "9–12 Years|9–12 Yaş|9–12 سنة|9–12岁|9–12 años|9–12 ans|9–12 Jahre|גילאי 9–12|9–12 साल|9～12歳|۹ تا ۱۲ سال|9–12 anni|9–12 лет",
    "13+ Years|13 Yaş ve Üzeri|13 سنة فأكثر|13岁及以上|13 años y más|13 ans et plus|Ab 13 Jahren|גיל 13 ומעלה|13 साल और उससे अधिक|13歳以上|۱۳ سال به بالا|Da 13 anni|От 13 лет",
  ]),
  g("034005", MATERIAL, [
    "Plush|Peluş|قطيفة|毛绒|Peluche|Peluche|Plüsch|פרווה רכה|रोएँदार कपड़ा|ぬいぐるみ生地|پولیشی|Peluche|Плюш",
    "ABS Plastic|ABS Plastik|بلاستيك ABS|ABS塑料|Plástico ABS|Plastique ABS|ABS-Kunststoff|פלסטיק ABS|ABS प्लास्टिक|ABS樹脂|پلاستیک ABS|Plastica ABS|ABS-пластик",
    WOOD,
    "Cardboard & Paper|Karton ve Kağıt|الكرتون والورق|纸板与纸|Cartón y papel|Carton et papier|Pappe & Papier|קרטון ונייר|कार्डबोर्ड और कागज़|紙・厚紙|مقوا و کاغذ|Cartone e carta|Картон и бумага",
  ]),
  // Water Sports
  g(
    "034006",
    "Target Group|Kullanıcı|الفئة المستهدفة|适用人群|Para|Public|Zielgruppe|מיועד ל|किसके लिए|対象|مناسب برای|Per|Для кого",
    [
      "Adults|Yetişkin|للبالغين|成人|Adultos|Adultes|Erwachsene|מבוגרים|वयस्क|大人用|بزرگسالان|Adulti|Взрослые",
      "Teens|Genç|للمراهقين|青少年|Juvenil|Adolescents|Jugendliche|נוער|किशोर|ジュニア用|نوجوانان|Ragazzi|Подростки",
      "Kids|Çocuk|للأطفال|儿童|Niños|Enfants|Kinder|ילדים|बच्चे|キッズ用|کودکان|Bambini|Дети",
    ],
  ),
  g("034006", MATERIAL, [
    SILICONE,
    NEOPRENE,
    "Inflatable PVC|Şişme PVC|PVC قابل للنفخ|充气PVC|PVC hinchable|PVC gonflable|Aufblasbares PVC|PVC מתנפח|हवा भरने वाला PVC|空気注入式PVC|PVC بادی|PVC gonfiabile|Надувной ПВХ",
    "Epoxy / EPS (Hard)|Epoksi / EPS (Sert)|إيبوكسي / EPS (صلب)|环氧树脂/EPS（硬板）|Epoxi / EPS (rígida)|Époxy / EPS (rigide)|Epoxid / EPS (fest)|אפוקסי / EPS (קשיח)|एपॉक्सी / EPS (हार्ड)|エポキシ／EPS（ハード）|اپوکسی / EPS (سخت)|Epossidica / EPS (rigida)|Эпоксидка / EPS (жёсткие)",
    "PE Foam|PE Köpük|فوم PE|PE泡沫|Espuma PE|Mousse PE|PE-Schaum|קצף PE|PE फोम|PEフォーム|فوم PE|Schiuma PE|Вспененный ПЭ",
  ]),
];
