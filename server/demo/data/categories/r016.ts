// Demo category tree: root 016 Furniture with its subcategories.
import { type CategorySeed, leaf, node, root } from "./tree-builders.ts";

export const r016: CategorySeed = root(
  "016",
  "furniture",
  "Furniture|Mobilya|الأثاث|家具|Muebles|Mobilier|Möbel|רהיטים|फ़र्नीचर|家具|مبلمان|Mobili|Мебель",
  [
    node(
      "016001",
      "Living Room Furniture|Oturma Odası Mobilyası|أثاث غرفة المعيشة|客厅家具|Muebles de salón|Meubles de salon|Wohnzimmermöbel|רהיטי סלון|लिविंग रूम फ़र्नीचर|リビング家具|مبلمان پذیرایی|Mobili soggiorno|Мебель для гостиной",
      [
        leaf(
          "016001001",
          "Sofas|Kanepeler|الأرائك|沙发|Sofás|Canapés|Sofas|ספות|सोफ़ा|ソファ|مبل راحتی|Divani|Диваны",
        ),
        leaf(
          "016001002",
          "Coffee Tables|Orta Sehpalar|طاولات القهوة|茶几|Mesas de centro|Tables basses|Couchtische|שולחנות סלון|कॉफ़ी टेबल|ローテーブル|میز جلومبلی|Tavolini da salotto|Журнальные столики",
        ),
        leaf(
          "016001003",
          "TV Stands|TV Üniteleri|طاولات التلفزيون|电视柜|Muebles de TV|Meubles TV|TV-Möbel|מזנוני טלוויזיה|टीवी स्टैंड|テレビ台|میز تلویزیون|Mobili TV|Тумбы под ТВ",
        ),
      ],
    ),
    node(
      "016002",
      "Bedroom Furniture|Yatak Odası Mobilyası|أثاث غرف النوم|卧室家具|Muebles de dormitorio|Meubles de chambre|Schlafzimmermöbel|רהיטי חדר שינה|बेडरूम फ़र्नीचर|寝室家具|مبلمان اتاق خواب|Mobili camera da letto|Мебель для спальни",
      [
        leaf(
          "016002001",
          "Beds|Karyola ve Bazalar|الأسرّة|床|Camas|Lits|Betten|מיטות|पलंग|ベッド|تخت خواب|Letti|Кровати",
        ),
        leaf(
          "016002002",
          "Mattresses|Yataklar|المراتب|床垫|Colchones|Matelas|Matratzen|מזרנים|गद्दे|マットレス|تشک|Materassi|Матрасы",
        ),
        leaf(
          "016002003",
          "Wardrobes|Gardıroplar|خزائن الملابس|衣柜|Armarios|Armoires|Kleiderschränke|ארונות בגדים|अलमारी|ワードローブ|کمد لباس|Armadi|Шкафы для одежды",
        ),
        leaf(
          "016002004",
          "Nightstands|Komodinler|طاولات السرير الجانبية|床头柜|Mesitas de noche|Tables de chevet|Nachttische|שידות לילה|बेडसाइड टेबल|ナイトテーブル|پاتختی|Comodini|Прикроватные тумбы",
        ),
      ],
    ),
    node(
      "016003",
      "Office Furniture|Ofis Mobilyası|أثاث المكاتب|办公家具|Muebles de oficina|Mobilier de bureau|Büromöbel|ריהוט משרדי|ऑफ़िस फ़र्नीचर|オフィス家具|مبلمان اداری|Mobili per ufficio|Офисная мебель",
      [
        leaf(
          "016003001",
          "Office Chairs|Ofis Koltukları|كراسي المكتب|办公椅|Sillas de oficina|Fauteuils de bureau|Bürostühle|כיסאות משרד|ऑफ़िस कुर्सियाँ|オフィスチェア|صندلی اداری|Sedie da ufficio|Офисные кресла",
        ),
        leaf(
          "016003002",
          "Office Desks|Çalışma Masaları|مكاتب العمل|办公桌|Mesas de oficina|Bureaux|Schreibtische|שולחנות משרד|ऑफ़िस डेस्क|オフィスデスク|میز اداری|Scrivanie|Офисные столы",
        ),
        leaf(
          "016003003",
          "Filing Cabinets|Dosya Dolapları|خزائن الملفات|文件柜|Archivadores|Armoires de classement|Aktenschränke|ארונות תיוק|फ़ाइलिंग कैबिनेट|ファイルキャビネット|کمد بایگانی|Schedari|Шкафы для документов",
        ),
      ],
    ),
    node(
      "016004",
      "Outdoor Furniture|Bahçe Mobilyası|الأثاث الخارجي|户外家具|Muebles de exterior|Mobilier d'extérieur|Gartenmöbel|ריהוט גן|आउटडोर फ़र्नीचर|アウトドア家具|مبلمان فضای باز|Mobili da esterno|Уличная мебель",
      [
        leaf(
          "016004001",
          "Garden Furniture Sets|Bahçe Oturma Grupları|أطقم جلسات الحدائق|户外桌椅套装|Conjuntos de jardín|Salons de jardin|Gartenmöbel-Sets|מערכות ישיבה לגינה|गार्डन फ़र्नीचर सेट|ガーデンテーブルセット|ست مبلمان باغی|Set da giardino|Комплекты садовой мебели",
        ),
        leaf(
          "016004002",
          "Sun Loungers|Şezlonglar|كراسي التشمس|躺椅|Tumbonas|Bains de soleil|Sonnenliegen|מיטות שיזוף|सन लाउंजर|サンラウンジャー|تخت آفتاب‌گیری|Lettini prendisole|Шезлонги",
        ),
        leaf(
          "016004003",
          "Patio Umbrellas|Bahçe Şemsiyeleri|مظلات الحدائق|庭院遮阳伞|Sombrillas de jardín|Parasols|Sonnenschirme|שמשיות|पैटियो छाते|ガーデンパラソル|چتر باغی|Ombrelloni|Садовые зонты",
        ),
      ],
    ),
    node(
      "016005",
      "Dining Room Furniture|Yemek Odası Mobilyası|أثاث غرف الطعام|餐厅家具|Muebles de comedor|Meubles de salle à manger|Esszimmermöbel|רהיטי פינת אוכל|डाइनिंग फ़र्नीचर|ダイニング家具|مبلمان ناهارخوری|Mobili sala da pranzo|Мебель для столовой",
      [
        leaf(
          "016005001",
          "Dining Tables|Yemek Masaları|طاولات الطعام|餐桌|Mesas de comedor|Tables à manger|Esstische|שולחנות אוכל|डाइनिंग टेबल|ダイニングテーブル|میز ناهارخوری|Tavoli da pranzo|Обеденные столы",
        ),
        leaf(
          "016005002",
          "Dining Chairs|Yemek Sandalyeleri|كراسي الطعام|餐椅|Sillas de comedor|Chaises de salle à manger|Esszimmerstühle|כיסאות אוכל|डाइनिंग कुर्सियाँ|ダイニングチェア|صندلی ناهارخوری|Sedie da pranzo|Обеденные стулья",
        ),
        leaf(
          "016005003",
          "Bar Stools|Bar Sandalyeleri|كراسي البار|吧台椅|Taburetes de bar|Tabourets de bar|Barhocker|כיסאות בר|बार स्टूल|バースツール|صندلی اپن|Sgabelli da bar|Барные стулья",
        ),
      ],
    ),
  ],
);
