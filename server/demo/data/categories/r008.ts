// Demo category tree: root 008 Electronics with its subcategories.
import { type CategorySeed, leaf, node, root } from "./tree-builders.ts";

export const r008: CategorySeed = root(
  "008",
  "electronic",
  "Electronics|Elektronik|الإلكترونيات|电子产品|Electrónica|Électronique|Elektronik|אלקטרוניקה|इलेक्ट्रॉनिक्स|電子機器|الکترونیک|Elettronica|Электроника",
  [
    node(
      "008001",
      "Phone Accessories|Telefon Aksesuarları|إكسسوارات الهواتف|手机配件|Accesorios para móviles|Accessoires téléphone|Handyzubehör|אביזרים לטלפונים|मोबाइल एक्सेसरीज़|スマホアクセサリー|لوازم جانبی موبایل|Accessori per cellulari|Аксессуары для телефонов",
      [
        leaf(
          "008001001",
          "Phone Cases|Telefon Kılıfları|أغطية الهواتف|手机壳|Fundas para móviles|Coques de téléphone|Handyhüllen|כיסויים לטלפון|फ़ोन कवर|スマホケース|قاب گوشی|Cover per cellulari|Чехлы для телефонов",
        ),
        leaf(
          "008001002",
          "Chargers & Cables|Şarj Cihazları ve Kablolar|الشواحن والكابلات|充电器与数据线|Cargadores y cables|Chargeurs et câbles|Ladegeräte & Kabel|מטענים וכבלים|चार्जर और केबल|充電器・ケーブル|شارژر و کابل|Caricabatterie e cavi|Зарядные устройства и кабели",
        ),
        leaf(
          "008001003",
          "Power Banks|Taşınabilir Şarj Cihazları|بنوك الطاقة|移动电源|Baterías externas|Batteries externes|Powerbanks|מטענים ניידים|पावर बैंक|モバイルバッテリー|پاوربانک|Batterie portatili|Портативные аккумуляторы",
        ),
        leaf(
          "008001004",
          "Screen Protectors|Ekran Koruyucular|واقيات الشاشة|手机贴膜|Protectores de pantalla|Protections d'écran|Displayschutzfolien|מגני מסך|स्क्रीन गार्ड|画面保護フィルム|محافظ صفحه|Pellicole protettive|Защитные стёкла",
        ),
      ],
    ),
    node(
      "008002",
      "Audio & Video|Ses ve Görüntü|الصوت والفيديو|影音设备|Audio y vídeo|Audio et vidéo|Audio- & Videotechnik|אודיו ווידאו|ऑडियो और वीडियो|オーディオ・ビデオ|صوتی و تصویری|Audio e video|Аудио и видео",
      [
        leaf(
          "008002001",
          "Bluetooth Speakers|Bluetooth Hoparlörler|سماعات بلوتوث|蓝牙音箱|Altavoces Bluetooth|Enceintes Bluetooth|Bluetooth-Lautsprecher|רמקולים אלחוטיים|ब्लूटूथ स्पीकर|Bluetoothスピーカー|اسپیکر بلوتوثی|Casse Bluetooth|Bluetooth-колонки",
        ),
        leaf(
          "008002002",
          "Headphones|Kulaklıklar|سماعات الرأس|耳机|Auriculares|Casques et écouteurs|Kopfhörer|אוזניות|हेडफ़ोन|ヘッドホン・イヤホン|هدفون|Cuffie|Наушники",
        ),
        leaf(
          "008002003",
          "Projectors|Projeksiyon Cihazları|أجهزة العرض|投影仪|Proyectores|Vidéoprojecteurs|Beamer|מקרנים|प्रोजेक्टर|プロジェクター|ویدئو پروژکتور|Proiettori|Проекторы",
        ),
      ],
    ),
    node(
      "008003",
      "Computer Accessories|Bilgisayar Aksesuarları|ملحقات الكمبيوتر|电脑配件|Accesorios informáticos|Accessoires informatiques|Computerzubehör|אביזרי מחשב|कंप्यूटर एक्सेसरीज़|パソコン周辺機器|لوازم جانبی کامپیوتر|Accessori per computer|Компьютерные аксессуары",
      [
        leaf(
          "008003001",
          "Keyboards & Mice|Klavye ve Mouse|لوحات المفاتيح والفأرات|键盘鼠标|Teclados y ratones|Claviers et souris|Tastaturen & Mäuse|מקלדות ועכברים|कीबोर्ड और माउस|キーボード・マウス|کیبورد و ماوس|Tastiere e mouse|Клавиатуры и мыши",
        ),
        leaf(
          "008003002",
          "Monitors|Monitörler|الشاشات|显示器|Monitores|Écrans|Monitore|מסכים|मॉनिटर|モニター|مانیتور|Monitor|Мониторы",
        ),
        leaf(
          "008003003",
          "USB Flash Drives|USB Bellekler|ذواكر فلاش USB|U盘|Memorias USB|Clés USB|USB-Sticks|דיסקים און קי|यूएसबी पेन ड्राइव|USBメモリ|فلش مموری|Chiavette USB|USB-флешки",
        ),
      ],
    ),
    node(
      "008004",
      "Smart Home & Security|Akıllı Ev ve Güvenlik|المنزل الذكي والأمن|智能家居安防|Hogar inteligente y seguridad|Maison connectée et sécurité|Smart Home & Sicherheit|בית חכם ואבטחה|स्मार्ट होम और सुरक्षा|スマートホーム・防犯|خانه هوشمند و امنیت|Casa smart e sicurezza|Умный дом и безопасность",
      [
        leaf(
          "008004001",
          "Security Cameras|Güvenlik Kameraları|كاميرات المراقبة|监控摄像头|Cámaras de seguridad|Caméras de surveillance|Überwachungskameras|מצלמות אבטחה|सीसीटीवी कैमरे|防犯カメラ|دوربین مداربسته|Telecamere di sorveglianza|Камеры видеонаблюдения",
        ),
        leaf(
          "008004002",
          "Smart Plugs|Akıllı Prizler|المقابس الذكية|智能插座|Enchufes inteligentes|Prises connectées|Smarte Steckdosen|שקעים חכמים|स्मार्ट प्लग|スマートプラグ|پریز هوشمند|Prese smart|Умные розетки",
        ),
        leaf(
          "008004003",
          "Smart Door Locks|Akıllı Kapı Kilitleri|الأقفال الذكية|智能门锁|Cerraduras inteligentes|Serrures connectées|Smarte Türschlösser|מנעולים חכמים|स्मार्ट डोर लॉक|スマートロック|قفل هوشمند|Serrature smart|Умные замки",
        ),
      ],
    ),
    node(
      "008005",
      "LED Lighting|LED Aydınlatma|إضاءة LED|LED照明|Iluminación LED|Éclairage LED|LED-Beleuchtung|תאורת LED|एलईडी लाइटिंग|LED照明|روشنایی LED|Illuminazione LED|Светодиодное освещение",
      [
        leaf(
          "008005001",
          "LED Bulbs|LED Ampuller|مصابيح LED|LED灯泡|Bombillas LED|Ampoules LED|LED-Lampen|נורות LED|एलईडी बल्ब|LED電球|لامپ LED|Lampadine LED|Светодиодные лампы",
        ),
        leaf(
          "008005002",
          "LED Strip Lights|LED Şerit Aydınlatma|شرائط LED|LED灯带|Tiras LED|Rubans LED|LED-Streifen|פסי LED|एलईडी स्ट्रिप लाइट|LEDテープライト|نوار LED|Strisce LED|Светодиодные ленты",
        ),
        leaf(
          "008005003",
          "LED Flood Lights|LED Projektörler|كشافات LED|LED投光灯|Focos proyectores LED|Projecteurs LED|LED-Fluter|פנסי הצפה LED|एलईडी फ्लड लाइट|LED投光器|پروژکتور LED|Proiettori LED|Светодиодные прожекторы",
        ),
      ],
    ),
    node(
      "008006",
      "Electronic Components|Elektronik Bileşenler|المكونات الإلكترونية|电子元器件|Componentes electrónicos|Composants électroniques|Elektronische Bauteile|רכיבים אלקטרוניים|इलेक्ट्रॉनिक पुर्ज़े|電子部品|قطعات الکترونیکی|Componenti elettronici|Электронные компоненты",
      [
        leaf(
          "008006001",
          "Printed Circuit Boards|Baskılı Devre Kartları|لوحات الدوائر المطبوعة|PCB电路板|Placas de circuito impreso|Circuits imprimés|Leiterplatten|מעגלים מודפסים|पीसीबी सर्किट बोर्ड|プリント基板|برد مدار چاپی|Circuiti stampati|Печатные платы",
        ),
        leaf(
          "008006002",
          "Connectors|Konnektörler|الموصلات|连接器|Conectores|Connecteurs|Steckverbinder|מחברים|कनेक्टर|コネクタ|کانکتور|Connettori|Разъёмы",
        ),
        leaf(
          "008006003",
          "Lithium Batteries|Lityum Piller|بطاريات الليثيوم|锂电池|Baterías de litio|Batteries lithium|Lithium-Akkus|סוללות ליתיום|लिथियम बैटरी|リチウム電池|باتری لیتیومی|Batterie al litio|Литиевые аккумуляторы",
        ),
      ],
    ),
  ],
);
