/**
 * Variation group labels and option names shared by several categories, each in the
 * "|"-separated 13-language form that group-builder.ts's `n` parses (LANGS order).
 */
// ───────────────────────────── Shared group labels ─────────────────────────────
export const MATERIAL =
  "Material|Malzeme|المادة|材质|Material|Matériau|Material|חומר|सामग्री|材質|جنس|Materiale|Материал";
export const CLOTHING_MATERIAL =
  "Material|Materyal|الخامة|面料|Tejido|Matière|Material|סוג בד|फ़ैब्रिक|素材|جنس پارچه|Tessuto|Материал";
export const STYLE = "Style|Stil|الطراز|风格|Estilo|Style|Stil|סגנון|स्टाइल|スタイル|سبک|Stile|Стиль";
export const CONDITION =
  "Condition|Durum|الحالة|成色|Estado|État|Zustand|מצב|स्थिति|状態|وضعیت|Condizione|Состояние";
export const USE =
  "Use|Kullanım Alanı|مجال الاستخدام|适用场景|Uso|Utilisation|Einsatzbereich|ייעוד|उपयोग|用途|کاربری|Utilizzo|Назначение";
export const PACKAGING =
  "Packaging|Ambalaj|التعبئة|包装|Envase|Conditionnement|Verpackung|אריזה|पैकेजिंग|包装形態|بسته‌بندی|Confezione|Упаковка";
export const CERTIFICATION =
  "Certification|Sertifika|الشهادة|认证|Certificación|Certification|Zertifizierung|הסמכה|प्रमाणन|認証|گواهینامه|Certificazione|Сертификация";
export const PROCESSING =
  "Processing|İşlem|المعالجة|加工方式|Procesado|Traitement|Verarbeitung|עיבוד|प्रसंस्करण|加工|فرآوری|Lavorazione|Обработка";
export const AGE_GROUP =
  "Age Group|Yaş Grubu|الفئة العمرية|适用年龄|Edad|Âge|Altersgruppe|קבוצת גיל|आयु वर्ग|対象年齢|رده سنی|Fascia d'età|Возраст";
export const AREA_OF_USE =
  "Area of Use|Kullanım Yeri|مكان الاستخدام|适用区域|Zona de uso|Zone d'utilisation|Einsatzort|אזור שימוש|उपयोग का स्थान|使用場所|محل مصرف|Destinazione d'uso|Область применения";
export const FINISH =
  "Finish|Renk / Kaplama|اللون والتشطيب|颜色/饰面|Acabado|Finition|Oberfläche|גימור|फ़िनिश|仕上げ|رنگ و روکش|Finitura|Отделка";
export const CONNECTIVITY =
  "Connectivity|Bağlantı|الاتصال|连接方式|Conectividad|Connectivité|Verbindung|קישוריות|कनेक्टिविटी|接続方式|نوع اتصال|Connettività|Подключение";
export const POWER_SUPPLY =
  "Power Source|Güç Kaynağı|مصدر الطاقة|供电方式|Alimentación|Alimentation|Stromversorgung|מקור מתח|बिजली का स्रोत|電源|منبع تغذیه|Alimentazione|Питание";

// ───────────────────────────── Shared options ─────────────────────────────
// Fibres and fabrics
export const COTTON = "Cotton|Pamuk|قطن|棉|Algodón|Coton|Baumwolle|כותנה|सूती|綿|نخی|Cotone|Хлопок";
export const POLYESTER =
  "Polyester|Polyester|بوليستر|涤纶|Poliéster|Polyester|Polyester|פוליאסטר|पॉलिएस्टर|ポリエステル|پلی‌استر|Poliestere|Полиэстер";
export const LINEN = "Linen|Keten|كتان|亚麻|Lino|Lin|Leinen|פשתן|लिनन|リネン|کتان|Lino|Лён";
export const WOOL = "Wool|Yün|صوف|羊毛|Lana|Laine|Wolle|צמר|ऊनी|ウール|پشمی|Lana|Шерсть";
export const VISCOSE =
  "Viscose|Viskon|فيسكوز|粘胶纤维|Viscosa|Viscose|Viskose|ויסקוזה|विस्कोस|レーヨン|ویسکوز|Viscosa|Вискоза";
export const SILK = "Silk|İpek|حرير|真丝|Seda|Soie|Seide|משי|रेशमी|シルク|ابریشمی|Seta|Шёлк";
export const BAMBOO_FIBER =
  "Bamboo Fiber|Bambu|ألياف الخيزران|竹纤维|Fibra de bambú|Fibre de bambou|Bambusviskose|סיבי במבוק|बांस फ़ाइबर|竹繊維|الیاف بامبو|Fibra di bambù|Бамбуковое волокно";
export const FABRIC = "Fabric|Kumaş|قماش|布艺|Tela|Tissu|Stoff|בד|कपड़ा|布|پارچه|Tessuto|Ткань";
export const LEATHER = "Leather|Deri|جلد طبيعي|真皮|Piel|Cuir|Leder|עור|चमड़ा|本革|چرم|Pelle|Кожа";
export const NEOPRENE =
  "Neoprene|Neopren|نيوبرين|氯丁橡胶|Neopreno|Néoprène|Neopren|ניאופרן|नियोप्रीन|ネオプレン|نئوپرن|Neoprene|Неопрен";
export const NYLON = "Nylon|Naylon|نايلون|尼龙|Nailon|Nylon|Nylon|ניילון|नायलॉन|ナイロン|نایلون|Nylon|Нейлон";
// Hard materials
export const STAINLESS_STEEL =
  "Stainless Steel|Paslanmaz Çelik|فولاذ مقاوم للصدأ|不锈钢|Acero inoxidable|Inox|Edelstahl|נירוסטה|स्टेनलेस स्टील|ステンレス|استیل ضدزنگ|Acciaio inox|Нержавеющая сталь";
export const CAST_IRON =
  "Cast Iron|Döküm|حديد زهر|铸铁|Hierro fundido|Fonte|Gusseisen|ברזל יצוק|कास्ट आयरन|鋳鉄|چدن|Ghisa|Чугун";
export const ALUMINUM =
  "Aluminum|Alüminyum|ألومنيوم|铝|Aluminio|Aluminium|Aluminium|אלומיניום|एल्युमिनियम|アルミ|آلومینیوم|Alluminio|Алюминий";
export const STEEL = "Steel|Çelik|فولاذ|钢|Acero|Acier|Stahl|פלדה|स्टील|スチール|فولاد|Acciaio|Сталь";
export const CERAMIC =
  "Ceramic|Seramik|سيراميك|陶瓷|Cerámica|Céramique|Keramik|קרמיקה|सिरेमिक|セラミック|سرامیک|Ceramica|Керамика";
export const GLASS = "Glass|Cam|زجاج|玻璃|Vidrio|Verre|Glas|זכוכית|कांच|ガラス|شیشه|Vetro|Стекло";
export const METAL = "Metal|Metal|معدن|金属|Metal|Métal|Metall|מתכת|धातु|金属|فلز|Metallo|Металл";
export const PLASTIC =
  "Plastic|Plastik|بلاستيك|塑料|Plástico|Plastique|Kunststoff|פלסטיק|प्लास्टिक|プラスチック|پلاستیک|Plastica|Пластик";
export const WOOD = "Wood|Ahşap|خشب|木质|Madera|Bois|Holz|עץ|लकड़ी|木製|چوب|Legno|Дерево";
export const BAMBOO = "Bamboo|Bambu|خيزران|竹|Bambú|Bambou|Bambus|במבוק|बांस|竹|بامبو|Bambù|Бамбук";
export const SILICONE =
  "Silicone|Silikon|سيليكون|硅胶|Silicona|Silicone|Silikon|סיליקון|सिलिकॉन|シリコン|سیلیکون|Silicone|Силикон";
export const RUBBER = "Rubber|Kauçuk|مطاط|橡胶|Caucho|Caoutchouc|Gummi|גומי|रबर|ゴム|لاستیک|Gomma|Резина";
export const SOLID_WOOD =
  "Solid Wood|Masif Ahşap|خشب صلب|实木|Madera maciza|Bois massif|Massivholz|עץ מלא|ठोस लकड़ी|無垢材|چوب ماسیو|Legno massello|Массив дерева";
export const MDF =
  "MDF / Particleboard|MDF / Sunta|إم دي إف / خشب مضغوط|密度板/刨花板|MDF / Aglomerado|MDF / Aggloméré|MDF / Spanplatte|סיבית / שבבית|एमडीएफ / पार्टिकल बोर्ड|MDF・パーティクルボード|ام‌دی‌اف / نئوپان|MDF / Truciolato|МДФ / ЛДСП";
export const PVC = "PVC|PVC|PVC|PVC|PVC|PVC|PVC|PVC|PVC|PVC|PVC|PVC|ПВХ";
// Styles
export const MODERN =
  "Modern|Modern|عصري|现代|Moderno|Moderne|Modern|מודרני|आधुनिक|モダン|مدرن|Moderno|Современный";
export const CLASSIC =
  "Classic|Klasik|كلاسيكي|经典|Clásico|Classique|Klassisch|קלאסי|क्लासिक|クラシック|کلاسیک|Classico|Классический";
export const SCANDINAVIAN =
  "Scandinavian|İskandinav|إسكندنافي|北欧|Nórdico|Scandinave|Skandinavisch|סקנדינבי|स्कैंडिनेवियन|北欧|اسکاندیناوی|Scandinavo|Скандинавский";
export const INDUSTRIAL =
  "Industrial|Endüstriyel|صناعي|工业风|Industrial|Industriel|Industriedesign|תעשייתי|इंडस्ट्रियल|インダストリアル|صنعتی|Industriale|Лофт";
// Condition
export const NEW = "New|Sıfır|جديد|全新|Nuevo|Neuf|Neu|חדש|नया|新品|نو|Nuovo|Новое";
export const USED = "Used|İkinci El|مستعمل|二手|Usado|Occasion|Gebraucht|משומש|सेकंड हैंड|中古|کارکرده|Usato|Б/у";
export const REFURBISHED =
  "Refurbished|Yenilenmiş|مُجدَّد|翻新|Reacondicionado|Reconditionné|Generalüberholt|מחודש|रिफर्बिश्ड|整備済み|بازسازی‌شده|Ricondizionato|Восстановленное";
export const CONDITIONS = [NEW, USED, REFURBISHED];
// Food
export const ORGANIC =
  "Organic|Organik|عضوي|有机|Ecológico|Bio|Bio|אורגני|जैविक|オーガニック|ارگانیک|Biologico|Органика";
export const GLUTEN_FREE =
  "Gluten-Free|Glutensiz|خالٍ من الغلوتين|无麸质|Sin gluten|Sans gluten|Glutenfrei|ללא גלוטן|ग्लूटेन-मुक्त|グルテンフリー|بدون گلوتن|Senza glutine|Без глютена";
export const HALAL = "Halal|Helal|حلال|清真|Halal|Halal|Halal|חלאל|हलाल|ハラール|حلال|Halal|Халяль";
export const PET_BOTTLE =
  "PET Bottle|PET Şişe|زجاجة بلاستيكية (PET)|PET瓶|Botella PET|Bouteille PET|PET-Flasche|בקבוק פלסטיק|प्लास्टिक (PET) बोतल|ペットボトル|بطری پلاستیکی (PET)|Bottiglia in PET|ПЭТ-бутылка";
export const GLASS_BOTTLE =
  "Glass Bottle|Cam Şişe|زجاجة زجاجية|玻璃瓶|Botella de vidrio|Bouteille en verre|Glasflasche|בקבוק זכוכית|कांच की बोतल|ガラス瓶|بطری شیشه‌ای|Bottiglia di vetro|Стеклянная бутылка";
// Electronics
export const BLUETOOTH =
  "Bluetooth|Bluetooth|بلوتوث|蓝牙|Bluetooth|Bluetooth|Bluetooth|בלוטות׳|ब्लूटूथ|Bluetooth|بلوتوث|Bluetooth|Bluetooth";
export const WIFI = "Wi-Fi|Wi-Fi|واي فاي|Wi-Fi|Wi-Fi|Wi-Fi|WLAN|Wi-Fi|वाई-फ़ाई|Wi-Fi|وای‌فای|Wi-Fi|Wi-Fi";
// Kept for categories that may add a wired/wireless filter.
const _WIRED =
  "Wired|Kablolu|سلكي|有线|Con cable|Filaire|Kabelgebunden|חוטי|वायर्ड|有線|سیمی|Con filo|Проводное";
export const MAINS =
  "Mains (AC)|Şebeke (AC)|كهرباء (تيار متردد)|交流电源|Red eléctrica|Secteur|Netzbetrieb|חשמל (רשת)|बिजली (AC)|AC電源|برق شهری|Rete elettrica|От сети";
// Surfaces and areas
export const FLOOR = "Floor|Zemin|أرضيات|地面|Suelo|Sol|Boden|רצפה|फ़र्श|床|کف|Pavimento|Пол";
export const WHITE = "White|Beyaz|أبيض|白色|Blanco|Blanc|Weiß|לבן|सफ़ेद|ホワイト|سفید|Bianco|Белый";
export const BLACK = "Black|Siyah|أسود|黑色|Negro|Noir|Schwarz|שחור|काला|ブラック|مشکی|Nero|Чёрный";
