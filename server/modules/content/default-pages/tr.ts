import type { ContentPageTexts } from "./types.ts";

/** Turkish texts of the static pages (translated from en.ts). */
export const CONTENT_PAGES_TR: ContentPageTexts = {
  "about-us": {
    title: "Caravan Hakkında",
    bodyHtml: `<p><strong>Caravan</strong>, profesyonel alıcıların üreticileri ve ihracatçıları bulup onlarla doğrudan iletişime geçtiği bir toptan ticaret pazaryeridir. Açık kaynaklı bir yazılımdır ve bu sitede, üye şirketleri ve bu şirketlerle çalışmak isteyen alıcılar için bir tedarikçi derneği ya da ihracatçılar birliği (<em>işletmeci</em>) tarafından işletilmektedir.</p>
<h2>Siteyi kim işletiyor</h2>
<p>İşletmeci, tedarikçi şirketleri üyeliğe kabul eder, doğrulanmak isteyen şirketlerin sicil belgelerini inceler, herkese açık yorumları denetler ve alıcılarla tedarikçilerin sorularını yanıtlar. Caravan kendisi mal satmaz ve alıcılarla tedarikçiler arasında yapılan anlaşmalarda yer almaz.</p>
<h2>Alıcılara sunulanlar</h2>
<ul>
<li>Minimum sipariş miktarı, menşe yeri ve sertifikalara göre filtrelerle 13 dilde ürün arama.</li>
<li>Şirket profili, üretim kapasitesi, sertifikalar ve iletişim bilgilerini içeren tedarikçi vitrinleri.</li>
<li>Doğrudan tedarikçiye ulaşan, ücretsiz satın alma talepleri ve mesajlar.</li>
</ul>
<h2>Tedarikçilere sunulanlar</h2>
<ul>
<li>Alıcılara kendi dillerinde gösterilen bir vitrin ve ürün kataloğu.</li>
<li>Alıcılardan gelen soruların ve satın alma taleplerinin tek bir yerde toplanması.</li>
<li>İşletmeci şirketin sicil belgelerini inceledikten sonra verilen Doğrulanmış rozeti.</li>
</ul>
<p>Başlamak için <a href="/categories">kategorilere göz atın</a> veya <a href="/register">ücretsiz bir hesap oluşturun</a>. Siteyle ilgili sorularınızı <a href="/help-center">Yardım Merkezi</a> üzerinden iletebilirsiniz.</p>`,
  },

  "vision-mission": {
    title: "Vizyon ve Misyon",
    bodyHtml: `<h2>Vizyonumuz</h2>
<p>Büyüklüğü ya da bulunduğu ülke ne olursa olsun, yetkin her üreticinin doğru alıcı tarafından bulunabildiği ve onunla açık, adil koşullarda ticaret yapabildiği bir dünya.</p>
<h2>Misyonumuz</h2>
<p>Birliğimizin üye şirketlerine ihracat için güvenilir bir vitrin sunmak; alıcılara da tedarikçileri bulmaları, karşılaştırmaları ve onlarla görüşmeye başlamaları için hızlı ve dürüst bir yol sağlamak. Üstelik bunu alıcının kendi dilinde ve aracısız yapmak.</p>
<h2>Değerlerimiz</h2>
<ul>
<li><strong>Denetimle gelen güven.</strong> Şirketlerin sicil belgelerini doğruluyor ve herkese açık yorumları denetliyoruz; böylece alıcılar okudukları bilgilere güvenebiliyor.</li>
<li><strong>Doğrudan iletişim.</strong> Alıcılar ve tedarikçiler birbirleriyle doğrudan görüşür. Aralarına girmiyor, işlerinden pay almıyoruz.</li>
<li><strong>Açıklık.</strong> Caravan açık kaynaklı bir yazılımdır. Kurallarımız, üyelik koşullarımız ve gizlilik politikamız herkesin okuyabilmesi için bu sitede yayımlanmıştır.</li>
<li><strong>Birçok dil, tek pazar.</strong> Ürünler ve vitrinler 13 dilde sunulur; böylece dil hiçbir zaman bir anlaşmanın gerçekleşmemesinin nedeni olmaz.</li>
</ul>
<p>Bu hedefleri paylaşıyor ve bir tedarikçi şirket yönetiyorsanız <a href="/membership-agreement">Üyelik Sözleşmesini</a> okuyun ve <a href="/contact">iletişim formu</a> aracılığıyla bize yazın. Alıcıysanız <a href="/how-to-buy">satın alma sürecinin nasıl işlediğine göz atın</a>.</p>`,
  },

  contact: {
    title: "Bize Ulaşın",
    bodyHtml: `<p>Caravan'da iki tür iletişim vardır: ürünleriyle ilgili olarak bir tedarikçiyle ve sitenin kendisiyle ilgili olarak işletmecinin personeliyle. Sorunuza uygun olanı seçin.</p>
<h2>Bir tedarikçiyle iletişim</h2>
<p>Ürünler, fiyatlar, numuneler, teslim süreleri veya teslimatla ilgili sorular doğrudan tedarikçiye yöneltilmelidir; çünkü bunları yalnızca tedarikçi yanıtlayabilir.</p>
<ul>
<li><strong>Mesaj Gönder</strong>: tedarikçinin vitrinini açın ve şirkete yazmak için Mesaj Gönder düğmesini kullanın.</li>
<li><strong>Satın alma talebi</strong>: ürün sayfasında, ihtiyaç duyduğunuz miktarı ve şartlarınızı belirterek bir satın alma talebi gönderin. Fiyat yerinde <em>Fiyat sorun</em> yazıyorsa fiyat teklifini bu şekilde alırsınız.</li>
<li><strong>Teklif talebi</strong>: doğru ürünü henüz bulamadıysanız ihtiyacınızı bir <a href="/profile/purchase-request/detail">teklif talebiyle</a> anlatın.</li>
</ul>
<p>Mesaj ve satın alma talebi gönderebilmek için <a href="/login">giriş yapmış</a> olmanız gerekir. <a href="/register">Kayıt</a> alıcılar için ücretsizdir.</p>
<h2>İşletmeciyle iletişim</h2>
<p>Hesabınız, tedarikçi üyeliği, doğrulama, kötüye kullanım bildirimi veya teknik bir sorunla ilgili sorularınız için bu sayfadaki formu kullanarak bize yazın. Lütfen hesabınızın e-posta adresini ve yararlı olacaksa ilgili sayfanın bağlantısını belirtin.</p>
<p>Personelimiz iki iş günü içinde yanıt verir. Sık sorulan birçok sorunun yanıtını <a href="/help-center">Yardım Merkezinde</a> bulabilirsiniz.</p>`,
  },

  "how-to-buy": {
    title: "Nasıl Satın Alınır",
    bodyHtml: `<p>Caravan sizi tedarikçilerle buluşturur; satın alma işleminin kendisi ise sizinle tedarikçi arasında kararlaştırılır. Aşağıdaki adımlar, ilk aramadan siparişe kadar izlenen olağan yolu gösterir.</p>
<ol>
<li><strong>Arayın veya göz atın.</strong> İhtiyacınız olanı 13 dilimizden herhangi birinde arama kutusuna yazın ya da <a href="/categories">ürün kategorilerine</a> veya <a href="/browse-country">ülkelere göre tedarikçilere</a> göz atın.</li>
<li><strong>Sonuçları filtreleyin.</strong> Listeyi minimum sipariş miktarı (MOQ), menşe yeri ve sertifikalara göre daraltın; böylece yalnızca gerçekten sipariş verebileceğiniz ürünleri görün.</li>
<li><strong>Vitrinleri karşılaştırın.</strong> İlgilendiğiniz tedarikçilerin vitrinlerini açın. Şirket profiline, üretim kapasitesine, sertifikalara ve şirketin Doğrulanmış rozeti taşıyıp taşımadığına bakın.</li>
<li><strong>Fiyat isteyin.</strong> Bir üründe <em>Fiyat sorun</em> yazıyorsa veya istediğiniz miktar yayımlanan fiyat kademelerini aşıyorsa ürün sayfasından bir satın alma talebi gönderin. Uygun bir ürün bulamazsanız bir <a href="/profile/purchase-request/detail">teklif talebi</a> yayımlayın.</li>
<li><strong>Doğrudan pazarlık yapın.</strong> Teknik özellikleri, numuneleri, ambalajı, teslim süresini ve fiyatı tedarikçiyle mesajlaşarak görüşün.</li>
<li><strong>Ödeme ve teslimat konusunda anlaşın.</strong> Ödeme yöntemi, Incoterms, sevkiyat ve denetim sizinle tedarikçi arasında, tercihen yazılı bir sözleşme veya proforma fatura ile kararlaştırılır. Caravan ödemeleri tutmaz ve ödemelere aracılık etmez.</li>
</ol>
<p>Satın alma talebi göndermek için ücretsiz bir hesap gerekir: <a href="/register">buradan kaydolun</a>. Ödeme yapmadan önce şirketin bilgilerini kontrol etmek ve bir numune ya da küçük bir siparişle başlamak gibi uluslararası ticaretteki olağan önlemleri alın.</p>`,
  },

  "membership-agreement": {
    title: "Üyelik Sözleşmesi",
    bodyHtml: `<p>Caravan'a kaydolarak aşağıdaki koşulları kabul etmiş olursunuz. Bu koşullar, <a href="/site-rules">Site Kuralları</a> ve <a href="/privacy-policy">Gizlilik Politikası</a> ile birlikte, alıcı ve tedarikçi hesaplarına aynı şekilde uygulanır.</p>
<h2>Yükümlülükleriniz</h2>
<ol>
<li><strong>Doğru bilgi.</strong> Kendiniz ve şirketiniz hakkında verdiğiniz bilgiler doğru olmalı ve güncel tutulmalıdır. Ürün açıklamaları, sertifikalar ve fiyatlar gerçekte sunduğunuz şeyi yansıtmalıdır.</li>
<li><strong>Kişi başına bir hesap.</strong> Her hesap tek bir kişiye aittir. Şifrenizi paylaşmayın ve kendiniz için birden fazla hesap açmayın. Bir şirkette, her biri kendi hesabını kullanan birden fazla kişi bulunabilir.</li>
<li><strong>Yasal ürünler.</strong> Yalnızca yasal olarak ticareti yapılabilen malları listeleyebilir, teklif edebilir veya talep edebilirsiniz. Sahte, çalıntı ve yasaklı mallara izin verilmez.</li>
<li><strong>Saygılı iletişim.</strong> Mesajlar, satın alma talepleri ve yorumlar dürüst, konuyla ilgili ve nazik olmalıdır. İstenmeyen reklam ve tacize izin verilmez.</li>
</ol>
<h2>İşletmecinin hakları</h2>
<p>İşletmeci, bu koşulları ihlal eden içerikleri düzenleyebilir veya kaldırabilir; ihlalin ciddiyetine göre önceden bildirimde bulunarak ya da bulunmaksızın bir hesabı askıya alabilir veya kapatabilir. Mümkün olduğunda size nedenini bildirir ve <a href="/help-center">Yardım Merkezi</a> üzerinden yanıt verme fırsatı tanırız.</p>
<h2>İşlemler</h2>
<p>Satış sözleşmeleri yalnızca alıcı ile tedarikçi arasında yapılır. İşletmeci bu sözleşmelerin tarafı değildir ve ödemeleri tutmaz.</p>
<h2>Verileriniz</h2>
<p>Kişisel verilerinizi <a href="/privacy-policy">Gizlilik Politikasında</a> açıklandığı şekilde işleriz. Hesabınızı dilediğiniz zaman Yardım Merkezi üzerinden bize yazarak kapatabilirsiniz.</p>`,
  },

  "site-rules": {
    title: "Site Kuralları",
    bodyHtml: `<p>Bu kurallar Caravan'ın herkes için yararlı ve güvenli kalmasını sağlar. Ürün ilanları, vitrinler, mesajlar, satın alma talepleri ve yorumlar için geçerlidir. Kuralların ihlali, <a href="/membership-agreement">Üyelik Sözleşmesinde</a> belirtildiği üzere içeriğin kaldırılmasına veya hesabın askıya alınmasına yol açabilir.</p>
<h2>İlanlar ve vitrinler</h2>
<ul>
<li>Yalnızca gerçekten tedarik edebileceğiniz malları, doğru kategoride ve dürüst açıklamalar, fotoğraflar, MOQ ve fiyatlarla listeleyin.</li>
<li>Sahte, replika veya marka haklarını ihlal eden mallar ile ticareti kanunen yasaklanmış ya da kısıtlanmış mallar listelenemez.</li>
<li>Yalnızca şirketinizin gerçekten sahip olduğu ve hâlâ geçerli olan sertifikaları gösterin.</li>
<li>Arama sonuçlarında üst sıralara çıkarmak için aynı ürünü birden fazla kez yayımlamayın.</li>
</ul>
<h2>Mesajlar ve satın alma talepleri</h2>
<ul>
<li>Spam yasaktır: aynı mesajı toplu olarak göndermeyin ve bunu talep etmeyen kullanıcılara reklam yapmayın.</li>
<li>Gerçek bir ticari ihtiyaç hakkında yazın. Sahte talepler ve diğer kullanıcıların iletişim bilgilerini toplama girişimleri yasaktır.</li>
<li>Nazik olun. Hakaret, tehdit ve ayrımcılığa müsamaha gösterilmez.</li>
<li>Hiçbir zaman şifre istemeyin; bir anlaşmada kararlaştırılanın dışında ödeme de talep etmeyin.</li>
</ul>
<h2>Yorumlar</h2>
<p>Yorumlar denetlenir: yalnızca personelimiz tarafından incelendikten sonra yayımlanır. Yorumlar, bir ürün veya tedarikçiyle ilgili kendi deneyiminizi anlatmalıdır. Reklamlar, başka sitelere verilen bağlantılar ve kişisel saldırılar yayımlanmaz.</p>
<h2>Kötüye kullanımı bildirme</h2>
<p>Bu kuralları ihlal eden bir ilan, mesaj veya yorum görürseniz ya da dolandırıcılıktan şüphelenirseniz bunu <a href="/help-center">Yardım Merkezindeki</a> form aracılığıyla bildirin. Sayfanın bağlantısını ve kısa bir açıklama ekleyin. Her bildirimi inceliyoruz.</p>`,
  },

  "verified-company-link": {
    title: "Doğrulanmış Şirketler",
    bodyHtml: `<p>Caravan'daki bazı tedarikçilerin vitrinlerinde ve ürünlerinde <strong>Doğrulanmış</strong> rozeti bulunur. Bu sayfa, rozetin ne anlama geldiğini ve ne anlama gelmediğini açıklar.</p>
<h2>Rozet ne anlama gelir</h2>
<p>İşletmeci, şirketin resmî sicil belgelerini incelemiş; şirketin var olduğunu, gösterilen unvanla tescil edildiğini ve hesabı yöneten kişinin şirket adına hareket etmeye yetkili olduğunu teyit etmiştir.</p>
<h2>Tedarikçiler nasıl doğrulanır</h2>
<ol>
<li>Şirketin tedarikçi hesabıyla giriş yapın.</li>
<li>Şirketin sicil belgelerinin bir kopyasını <a href="/help-center">Yardım Merkezindeki</a> formu kullanarak işletmeciye gönderin. Şirketinizin unvanını belgelerde yazdığı şekliyle aynen kullanın.</li>
<li>Personelimiz belgeleri şirket profiliyle karşılaştırır ve ek bilgi isteyebilir.</li>
<li>İnceleme tamamlandığında Doğrulanmış rozeti vitrinde görünür.</li>
</ol>
<p>Doğrulama her yıl yeniden kontrol edilir. Belgeler yenilenmezse veya şirket bilgileri değişip artık belgelerle örtüşmezse, şirket yeniden incelenene kadar rozet kaldırılır.</p>
<h2>Rozet ne anlama gelmez</h2>
<p>Doğrulama, bir şirketin kimliğini teyit eder. Ürün kalitesinin, teslimatın veya herhangi bir işlemin güvencesi değildir; işletmeci de anlaşmaların tarafı değildir. Alıcılar yine de açık ve yazılı koşullar üzerinde anlaşmalı, uygun durumlarda numune istemeli ve sipariş ettikleri ürünlerin sertifikalarını kontrol etmelidir. Öneriler için <a href="/how-to-buy">Nasıl Satın Alınır</a> sayfasına bakın.</p>`,
  },

  membership: {
    title: "Üyelik",
    bodyHtml: `<p>Herkes, Caravan'daki ürünlere ve tedarikçi vitrinlerine hesap açmadan göz atabilir. Üyelik ise sitedeki ticarete katılmanızı sağlar.</p>
<h2>Alıcı hesapları</h2>
<p>Alıcı hesapları ücretsizdir. Adınız ve e-posta adresinizle <a href="/register">kaydolun</a> ve e-posta adresinizi onaylayın. Giriş yapmış bir alıcı olarak şunları yapabilirsiniz:</p>
<ul>
<li>tedarikçilere vitrinleri üzerinden mesaj göndermek;</li>
<li><em>Fiyat sorun</em> olarak işaretlenenler dahil, ürünler için satın alma talebi göndermek;</li>
<li>aradığınızı bulamadığınızda bir <a href="/profile/purchase-request/detail">teklif talebi</a> yayımlamak;</li>
<li>tedarikçilere sepet üzerinden sipariş vermek, taleplerinizi ve yazışmalarınızı profilinizden takip etmek;</li>
<li>ürünler ve tedarikçiler hakkında yorum yazmak.</li>
</ul>
<h2>Tedarikçi üyeliği</h2>
<p>Tedarikçi şirketler, bu siteyi işleten dernek veya ihracatçılar birliği, yani işletmeci aracılığıyla üye olur. Üyelik koşullarını işletmeci belirler; başvurmak için bir hesap oluşturun, ardından <a href="/contact">iletişim formu</a> aracılığıyla şirket unvanınızı ve ülkenizi belirterek bize yazın. Tedarikçi üyeler şunları yapabilir:</p>
<ul>
<li>şirket profili, kapasite, sertifikalar ve iletişim bilgilerini içeren bir vitrin yayımlamak;</li>
<li>MOQ, fiyat kademeleri, menşe yeri, sertifikalar ve ambalaj bilgileriyle ürün listelemek;</li>
<li>alıcılardan gelen mesajları ve satın alma taleplerini almak ve yanıtlamak;</li>
<li>sicil belgelerini <a href="/help-center">Yardım Merkezi</a> üzerinden göndererek Doğrulanmış rozetine başvurmak.</li>
</ul>
<p>Tüm üyeler <a href="/membership-agreement">Üyelik Sözleşmesini</a> ve <a href="/site-rules">Site Kurallarını</a> kabul eder.</p>`,
  },

  "help-center": {
    title: "Yardım Merkezi",
    bodyHtml: `<p>En sık sorulan soruların yanıtları. Sorunuz burada yoksa bu sayfadaki formu kullanarak bize yazın.</p>
<h2>Hesap</h2>
<p><strong>Hesap açmam gerekiyor mu?</strong> Göz atmak için gerekmez. Mesaj, satın alma talebi ve yorum göndermek için ücretsiz bir hesap gerekir. <a href="/register">Buradan kaydolun</a>.</p>
<p><strong>Şifremi unuttum.</strong> <a href="/login">Giriş sayfasında</a> <em>Şifrenizi mi unuttunuz?</em> bağlantısına tıklayın ve e-posta adresinizi girin. Size yeni bir şifre belirlemeniz için bir bağlantı göndeririz. E-posta gelmezse istenmeyen posta (spam) klasörünüzü kontrol edin.</p>
<h2>Satın alma talepleri</h2>
<p><strong>Nasıl fiyat alabilirim?</strong> Ürün sayfasında, ihtiyacınız olan miktarı belirterek bir satın alma talebi gönderin. Tedarikçi size bir fiyat teklifiyle yanıt verir. Bulamadığınız ürünler için bir <a href="/profile/purchase-request/detail">teklif talebi</a> kullanın.</p>
<p><strong>Taleplerim nerede?</strong> Profilinizde, tedarikçilerin yanıtlarıyla birlikte.</p>
<h2>Tedarikçilerle iletişim</h2>
<p><strong>Bir tedarikçiye nasıl yazarım?</strong> Tedarikçinin vitrinini açın ve <em>Mesaj Gönder</em> düğmesine tıklayın. Ürün, teslimat ve ödemeyle ilgili soruları personelimiz değil, tedarikçi yanıtlar.</p>
<p><strong>Tedarikçi yanıt vermiyor.</strong> Tedarikçiler kendi hızlarında yanıt verir. Bir tedarikçi etkin görünmüyorsa veya uygunsuz davranıyorsa bize bildirin.</p>
<p><strong>Ödemeye Caravan mı aracılık ediyor?</strong> Hayır. Ödeme ve teslimat sizinle tedarikçi arasında kararlaştırılır. Ayrıntılar için <a href="/how-to-buy">Nasıl Satın Alınır</a> sayfasına bakın.</p>
<h2>Bize yazın</h2>
<p>Tedarikçi üyeliği, doğrulama, kötüye kullanım bildirimi veya verilerinizin düzeltilmesi ya da silinmesi gibi diğer tüm konular için bu sayfadaki formu kullanın. Hesabınızın e-posta adresini ve ilgili sayfanın bağlantısını belirtin. İki iş günü içinde yanıt veririz.</p>`,
  },

  "help-center-support": {
    title: "Teknik Destek",
    bodyHtml: `<p>Bu sayfa, Caravan'ı kullanırken karşılaşılan teknik sorunlarda yardımcı olur. Hesaplar veya ticaretle ilgili sorular için <a href="/help-center">Yardım Merkezine</a> bakın.</p>
<h2>Desteklenen tarayıcılar</h2>
<p>Caravan; bilgisayar, tablet ve telefonlarda Chrome, Edge, Firefox ve Safari'nin güncel sürümlerinde çalışır. Tarayıcınızı güncel tutun. Bir sayfa düzgün görüntülenmiyorsa sayfayı yeniden yükleyin, tarayıcı önbelleğini temizleyin veya başka bir tarayıcı deneyin.</p>
<h2>Diller</h2>
<p>Site 13 dilde kullanılabilir: İngilizce, Türkçe, Arapça, Çince, İspanyolca, Fransızca, Almanca, İbranice, Hintçe, Japonca, Farsça, İtalyanca ve Rusça. Dil, açtığınız web adresine (alan adına) göre belirlenir; bu nedenle her dilin kendi adresi vardır. Diller arasında geçiş yapmak için dil seçiciyi kullanın. Arapça, İbranice ve Farsça sağdan sola gösterilir. Tedarikçilerin yazdığı ürün metinleri her dilde bulunmayabilir.</p>
<h2>Giriş yapma</h2>
<p>Giriş için bir çerez kullanılır. Oturumunuz açık kalmıyorsa tarayıcınızın bu site için çerezleri kabul ettiğinden emin olun. Şifrenizi unuttuysanız <em>Şifrenizi mi unuttunuz?</em> bağlantısına <a href="/login">giriş sayfasından</a> ulaşabilirsiniz.</p>
<h2>Erişilebilirlik</h2>
<p>Sayfalarımızın klavye ve ekran okuyucuyla kullanılabilmesini, okunaklı bir kontrasta sahip olmasını ve metinlerin tarayıcının yakınlaştırma özelliğiyle büyütülebilmesini hedefliyoruz. Kullanmakta zorlandığınız bir şey olursa düzeltebilmemiz için lütfen bize bildirin.</p>
<h2>Hata bildirme</h2>
<p><a href="/help-center">Yardım Merkezindeki</a> formu kullanın ve bize şunları iletin:</p>
<ul>
<li>sorunun yaşandığı sayfanın adresi;</li>
<li>ne yaptığınız, ne beklediğiniz ve bunun yerine ne olduğu;</li>
<li>tarayıcınız, cihazınız ve diliniz.</li>
</ul>
<p>İki iş günü içinde yanıt veririz.</p>`,
  },

  "search-result": {
    title: "Arama İpuçları",
    bodyHtml: `<p>Bu ipuçları, doğru ürünleri ve tedarikçileri daha hızlı bulmanıza yardımcı olur.</p>
<h2>Doğru kelimeleri seçin</h2>
<ul>
<li>13 dilimizden herhangi birinde arama yapabilirsiniz. Bir tedarikçiyle konuşurken kullanacağınız kelimeleri kullanın; örneğin bir ürün adı, malzeme veya model.</li>
<li><em>pamuklu havlu</em> gibi bir veya iki kelimeyle başlayın; yalnızca çok fazla sonuç alırsanız kelime ekleyin.</li>
<li>Hiç sonuç alamazsanız daha genel bir kelime, eş anlamlı bir kelime veya kelimenin tekil biçimini deneyin.</li>
</ul>
<h2>Filtreleri kullanın</h2>
<ul>
<li><strong>Kategori</strong>: sonuçları tek bir ürün grubuyla sınırlayın veya <a href="/categories">kategori listesinden</a> başlayın.</li>
<li><strong>Minimum sipariş miktarı (MOQ)</strong>: MOQ'su satın almak istediğiniz miktardan büyük olan ürünleri gizleyin.</li>
<li><strong>Menşe yeri</strong>: yalnızca belirli bir ülkede üretilmiş ürünleri görün. Bir ülkenin tedarikçilerinden başlamak için <a href="/browse-country">Ülkelere göre göz atın</a> sayfasını kullanın.</li>
<li><strong>Sertifikalar</strong>: yalnızca pazarınızın gerektirdiği sertifikalara sahip ürünleri gösterin.</li>
</ul>
<h2>Sonuçları değerlendirin</h2>
<p>Her sonuçta tedarikçinin yayımladığı fiyat kademeleri (fiyat gösterilmiyorsa <em>Fiyat sorun</em> ibaresi), MOQ ve tedarikçinin adı yer alır. Profilini, sertifikalarını ve doğrulanıp doğrulanmadığını görmek için tedarikçinin vitrinini açın.</p>
<h2>Hâlâ bulamadınız mı?</h2>
<p>Diğer alıcıların neler aradığını <a href="/topsearch">Popüler aramalar</a> bölümünde görün ya da tedarikçilerin size ulaşabilmesi için tam olarak neye ihtiyacınız olduğunu bir <a href="/profile/purchase-request/detail">teklif talebinde</a> anlatın.</p>`,
  },

  "public-education": {
    title: "İhracata Hazırlık Rehberi",
    bodyHtml: `<p>Bu rehber, yurt dışına satış yapmaya hazırlanan tedarikçi üyeler içindir. Alıcılar birçok teklifi hızla karşılaştırır; açık ve eksiksiz ilanlar daha çok ve daha nitelikli talep alır.</p>
<h2>1. Temel Incoterms kurallarını öğrenin</h2>
<p>Incoterms, Milletlerarası Ticaret Odası tarafından yayımlanan ve satıcının masraflarının ve risklerinin nerede bitip alıcınınkilerin nerede başladığını belirleyen standart kurallardır. Fiyatınızın hangi kurala dayandığını ve belirlenen yeri her zaman belirtin.</p>
<ul>
<li><strong>EXW (Ex Works, İşyerinde Teslim)</strong>: alıcı malları sizin tesisinizden teslim alır ve ihracat gümrük işlemleri dahil o noktadan sonraki her şeyi üstlenir.</li>
<li><strong>FOB (Free On Board, Gemide Teslim)</strong>: malları, ihracat gümrük işlemleri tamamlanmış olarak, belirlenen yükleme limanında gemiye yüklenmiş şekilde teslim edersiniz; risk bu noktada alıcıya geçer.</li>
<li><strong>CIF (Cost, Insurance and Freight; Masraflar, Sigorta ve Navlun)</strong>: belirlenen varış limanına kadar deniz navlununu ve asgari sigortayı da siz ödersiniz; ancak risk yine mallar gemiye yüklendiğinde alıcıya geçer.</li>
</ul>
<h2>2. MOQ'nuzu ve fiyat kademelerinizi belirleyin</h2>
<p>Üretim ve paketleme maliyetlerinizi karşılayan bir minimum sipariş miktarı seçin ve daha büyük miktarlar için daha düşük birim fiyatlar sunun. Yayımlanmış fiyat kademeleri alıcıları bir tur soru-cevaptan kurtarır; <em>Fiyat sorun</em> seçeneğini kullanıyorsanız satın alma taleplerine hızla yanıt verin.</p>
<h2>3. Sertifikalarınızı gösterin</h2>
<p>Birçok pazar ürün veya kalite sertifikası ister. Yalnızca geçerli sertifikaları yükleyin ve zamanında yenileyebilmek için geçerlilik bitiş tarihlerini not edin. Sicil belgelerinizi <a href="/help-center">Yardım Merkezi</a> üzerinden göndererek Doğrulanmış rozetine başvurmayı da değerlendirin.</p>
<h2>4. İyi ürün fotoğrafları çekin</h2>
<ul>
<li>Gün ışığı veya eşit dağılmış bir aydınlatma ve düz bir arka plan kullanın.</li>
<li>Ürünü birkaç açıdan gösterin; malzemenin yakın çekimine ve ambalaja da yer verin.</li>
<li>Yalnızca bilgisayarla oluşturulmuş görselleri değil, gerçek ürünü fotoğraflayın.</li>
</ul>
<h2>5. Ambalajı ve menşei belirtin</h2>
<p>Menşe yerini, koli başına birim sayısını, koli ölçülerini ve ağırlığını belirtin. Alıcılar navlunu hesaplamak için bu bilgilere ihtiyaç duyar.</p>`,
  },

  "privacy-policy": {
    title: "Gizlilik Politikası",
    bodyHtml: `<p>Bu politika, Caravan'ın hangi kişisel verileri, neden ve ne kadar süreyle sakladığını ve hangi haklara sahip olduğunuzu açıklar. Site, Caravan'ı kullanıma sunan tedarikçi derneği veya ihracatçılar birliği olan işletmeci tarafından işletilir; verilerinizden de işletmeci sorumludur.</p>
<h2>Neleri saklıyoruz</h2>
<ul>
<li><strong>Hesap verileri</strong>: adınız, e-posta adresiniz, şifreniz (hiçbir zaman düz metin olarak değil, yalnızca güvenli bir hash değeri olarak saklanır), diliniz ve tedarikçiler için şirket bilgileri.</li>
<li>Gönderdiğiniz veya aldığınız <strong>mesajlar ve satın alma talepleri</strong> ile yazdığınız yorumlar.</li>
<li><strong>Ürün görüntülemeleri</strong>: hangi ürünlerin ve vitrinlerin görüntülendiği; istatistikler ve popüler aramalar için kullanılır.</li>
<li><strong>Çerezler</strong>: çerezi yalnızca oturumunuzu açık tutmak için kullanırız. Reklam veya izleme çerezleri kullanmayız.</li>
</ul>
<h2>Neden saklıyoruz</h2>
<p>Verilerinizi hesabınızı yürütmek, mesajlarınızı ve satın alma taleplerinizi karşı tarafa iletmek, içerikleri denetlemek, kötüye kullanımı ve dolandırıcılığı önlemek ve sorularınızı yanıtlamak için kullanırız. Bir tedarikçiyle iletişime geçtiğinizde tedarikçi adınızı, mesajınızı ve paylaşmayı seçtiğiniz iletişim bilgilerini görür.</p>
<h2>Ne kadar süre saklıyoruz</h2>
<p>Hesap verilerini hesabınız var olduğu sürece saklarız. Mesajlar ve satın alma talepleri, her iki tarafın da bunlara başvurabilmesi için saklanır. Bir hesap silindiğinde, kanunen daha uzun süre saklamamızın zorunlu olduğu durumlar dışında, hesaba ait kişisel veriler silinir veya anonim hâle getirilir.</p>
<h2>Haklarınız</h2>
<p>Verilerinizin bir kopyasını, düzeltilmesini veya silinmesini talep edebilirsiniz. Bilgilerin çoğunu profilinizden düzeltebilirsiniz; diğer her şey için <a href="/help-center">Yardım Merkezi</a> üzerinden bize yazın. İki iş günü içinde yanıt veririz.</p>
<h2>Veri satışı yapmıyoruz</h2>
<p>Kişisel verilerinizi hiç kimseye satmayız veya kiralamayız; reklam amacıyla da kullanmayız.</p>`,
  },
};
