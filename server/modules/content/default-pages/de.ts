import type { ContentPageTexts } from "./types.ts";

/** German texts of the static pages (translated from en.ts). */
export const CONTENT_PAGES_DE: ContentPageTexts = {
  "about-us": {
    title: "Über Caravan",
    bodyHtml: `<p><strong>Caravan</strong> ist ein Großhandelsmarktplatz, auf dem gewerbliche Einkäufer Hersteller und Exporteure finden und direkt mit ihnen Kontakt aufnehmen. Caravan ist Open-Source-Software und wird hier von einem Lieferantenverband oder Exportrat (dem <em>Betreiber</em>) für seine Mitgliedsunternehmen und für die Einkäufer betrieben, die mit ihnen zusammenarbeiten möchten.</p>
<h2>Wer diese Website betreibt</h2>
<p>Der Betreiber nimmt Lieferantenunternehmen auf, prüft die Registrierungsunterlagen derjenigen, die eine Verifizierung beantragen, moderiert öffentliche Kommentare und beantwortet Fragen von Einkäufern und Lieferanten. Caravan verkauft selbst keine Waren und ist an den Geschäften zwischen Einkäufern und Lieferanten nicht beteiligt.</p>
<h2>Was Einkäufer erhalten</h2>
<ul>
<li>Produktsuche in 13 Sprachen mit Filtern für Mindestbestellmenge, Herkunftsort und Zertifizierungen.</li>
<li>Lieferanten-Shops mit Unternehmensprofil, Produktionskapazitäten, Zertifikaten und Kontaktdaten.</li>
<li>Einkaufsanfragen und Nachrichten, die direkt und kostenlos an den Lieferanten gehen.</li>
</ul>
<h2>Was Lieferanten erhalten</h2>
<ul>
<li>Einen Shop und einen Produktkatalog, die Einkäufern in ihrer eigenen Sprache angezeigt werden.</li>
<li>Anfragen und Einkaufsanfragen von Einkäufern, gebündelt an einem Ort.</li>
<li>Das Abzeichen „Verifiziert“, sobald der Betreiber die Registrierungsunterlagen des Unternehmens geprüft hat.</li>
</ul>
<p>Zum Einstieg <a href="/categories">durchsuchen Sie die Kategorien</a> oder <a href="/register">erstellen Sie ein kostenloses Konto</a>. Fragen zur Website können Sie über das <a href="/help-center">Hilfe-Center</a> stellen.</p>`,
  },

  "vision-mission": {
    title: "Vision und Mission",
    bodyHtml: `<h2>Unsere Vision</h2>
<p>Eine Welt, in der jeder leistungsfähige Hersteller, unabhängig von seiner Größe oder seinem Heimatland, vom richtigen Einkäufer gefunden werden und mit ihm zu klaren, fairen Bedingungen Handel treiben kann.</p>
<h2>Unsere Mission</h2>
<p>Den Mitgliedsunternehmen unseres Verbands ein vertrauenswürdiges Schaufenster für den Export zu bieten – und Einkäufern einen schnellen, ehrlichen Weg, Lieferanten zu finden, sie zu vergleichen und ins Gespräch zu kommen, in der eigenen Sprache und ohne Zwischenhändler.</p>
<h2>Unsere Werte</h2>
<ul>
<li><strong>Vertrauen durch Prüfung.</strong> Wir verifizieren die Registrierungsunterlagen von Unternehmen und moderieren öffentliche Kommentare, damit sich Einkäufer auf das verlassen können, was sie lesen.</li>
<li><strong>Direkter Kontakt.</strong> Einkäufer und Lieferanten sprechen direkt miteinander. Wir stehen nicht zwischen ihnen und sind nicht an ihren Geschäften beteiligt.</li>
<li><strong>Offenheit.</strong> Caravan ist Open-Source-Software. Unsere Regeln, unsere Mitgliedschaftsbedingungen und unsere Datenschutzerklärung sind auf dieser Website für alle einsehbar veröffentlicht.</li>
<li><strong>Viele Sprachen, ein Markt.</strong> Produkte und Shops werden in 13 Sprachen präsentiert, damit die Sprache nie der Grund ist, dass ein Geschäft nicht zustande kommt.</li>
</ul>
<p>Wenn Sie diese Ziele teilen und ein Lieferantenunternehmen führen, lesen Sie die <a href="/membership-agreement">Mitgliedschaftsvereinbarung</a> und schreiben Sie uns über das <a href="/contact">Kontaktformular</a>. Wenn Sie Einkäufer sind, <a href="/how-to-buy">erfahren Sie hier, wie der Einkauf funktioniert</a>.</p>`,
  },

  contact: {
    title: "Kontakt",
    bodyHtml: `<p>Auf Caravan gibt es zwei Arten von Kontakt: mit einem Lieferanten zu dessen Produkten und mit dem Team des Betreibers zur Website selbst. Wählen Sie den Weg, der zu Ihrer Frage passt.</p>
<h2>Kontakt zu einem Lieferanten</h2>
<p>Fragen zu Produkten, Preisen, Mustern, Lieferzeiten oder zur Lieferung richten Sie bitte direkt an den Lieferanten, denn nur er kann sie beantworten.</p>
<ul>
<li><strong>Nachricht senden</strong>: Öffnen Sie den Shop des Lieferanten und schreiben Sie dem Unternehmen über die Schaltfläche „Nachricht senden“.</li>
<li><strong>Einkaufsanfrage</strong>: Senden Sie auf einer Produktseite eine Einkaufsanfrage mit der benötigten Menge und Ihren Anforderungen. Steht beim Preis <em>Preis anfragen</em>, erhalten Sie auf diesem Weg ein Angebot.</li>
<li><strong>Angebotsanfrage</strong>: Wenn Sie das passende Produkt noch nicht gefunden haben, beschreiben Sie Ihren Bedarf in einer <a href="/profile/purchase-request/detail">Angebotsanfrage</a>.</li>
</ul>
<p>Um Nachrichten und Einkaufsanfragen zu senden, müssen Sie <a href="/login">angemeldet</a> sein. Die <a href="/register">Registrierung</a> ist für Einkäufer kostenlos.</p>
<h2>Kontakt zum Betreiber</h2>
<p>Bei Fragen zu Ihrem Konto, zur Lieferantenmitgliedschaft oder zur Verifizierung, für die Meldung von Missbrauch oder bei technischen Problemen schreiben Sie uns über das Formular auf dieser Seite. Bitte geben Sie die E-Mail-Adresse Ihres Kontos an und, wenn es hilft, den Link zur betreffenden Seite.</p>
<p>Unser Team antwortet innerhalb von zwei Werktagen. Viele häufige Fragen werden bereits im <a href="/help-center">Hilfe-Center</a> beantwortet.</p>`,
  },

  "how-to-buy": {
    title: "So kaufen Sie ein",
    bodyHtml: `<p>Caravan bringt Sie mit Lieferanten zusammen; den Kauf selbst vereinbaren Sie direkt mit dem Lieferanten. Die folgenden Schritte zeigen den üblichen Weg von der ersten Suche bis zur Bestellung.</p>
<ol>
<li><strong>Suchen oder stöbern.</strong> Geben Sie in einer unserer 13 Sprachen ein, was Sie benötigen, oder gehen Sie die <a href="/categories">Produktkategorien</a> oder die <a href="/browse-country">Lieferanten nach Ländern</a> durch.</li>
<li><strong>Ergebnisse filtern.</strong> Grenzen Sie die Liste nach Mindestbestellmenge (MOQ), Herkunftsort und Zertifizierungen ein, sodass Sie nur Produkte sehen, die Sie tatsächlich bestellen können.</li>
<li><strong>Shops vergleichen.</strong> Öffnen Sie die Shops der Lieferanten, die Sie interessieren. Sehen Sie sich das Unternehmensprofil, die Produktionskapazitäten und die Zertifikate an und prüfen Sie, ob das Unternehmen das Abzeichen „Verifiziert“ trägt.</li>
<li><strong>Preis anfragen.</strong> Wenn bei einem Produkt <em>Preis anfragen</em> steht oder Ihre Menge über die veröffentlichten Preisstaffeln hinausgeht, senden Sie von der Produktseite aus eine Einkaufsanfrage. Wenn Sie kein passendes Produkt finden, veröffentlichen Sie eine <a href="/profile/purchase-request/detail">Angebotsanfrage</a>.</li>
<li><strong>Direkt verhandeln.</strong> Besprechen Sie Spezifikationen, Muster, Verpackung, Lieferzeit und Preis per Nachricht mit dem Lieferanten.</li>
<li><strong>Zahlung und Lieferung vereinbaren.</strong> Zahlungsart, Incoterms, Versand und Warenprüfung vereinbaren Sie mit dem Lieferanten, idealerweise in einem schriftlichen Vertrag oder einer Proformarechnung. Caravan verwahrt und verarbeitet keine Zahlungen.</li>
</ol>
<p>Für Einkaufsanfragen benötigen Sie ein kostenloses Konto: <a href="/register">hier registrieren</a>. Treffen Sie vor der Zahlung die im internationalen Handel üblichen Vorsichtsmaßnahmen, etwa indem Sie die Unternehmensangaben prüfen und mit einem Muster oder einer kleinen Bestellung beginnen.</p>`,
  },

  "membership-agreement": {
    title: "Mitgliedschaftsvereinbarung",
    bodyHtml: `<p>Mit Ihrer Registrierung bei Caravan akzeptieren Sie die folgenden Bedingungen. Sie gelten gleichermaßen für Einkäufer- und Lieferantenkonten, und zwar zusammen mit den <a href="/site-rules">Nutzungsregeln</a> und der <a href="/privacy-policy">Datenschutzerklärung</a>.</p>
<h2>Ihre Pflichten</h2>
<ol>
<li><strong>Zutreffende Angaben.</strong> Die Angaben, die Sie zu Ihrer Person und Ihrem Unternehmen machen, müssen wahr sein und aktuell gehalten werden. Produktbeschreibungen, Zertifikate und Preise müssen dem entsprechen, was Sie tatsächlich anbieten.</li>
<li><strong>Ein Konto pro Person.</strong> Jedes Konto gehört genau einer Person. Geben Sie Ihr Passwort nicht weiter und legen Sie nicht mehrere Konten für sich an. Ein Unternehmen kann mehrere Personen haben, jede mit einem eigenen Konto.</li>
<li><strong>Rechtmäßige Produkte.</strong> Sie dürfen nur Waren einstellen, anbieten oder anfragen, mit denen rechtmäßig gehandelt werden darf. Gefälschte, gestohlene und verbotene Waren sind nicht zulässig.</li>
<li><strong>Respektvoller Umgang.</strong> Nachrichten, Einkaufsanfragen und Kommentare müssen ehrlich, sachbezogen und höflich sein. Unerwünschte Werbung und Belästigung sind nicht gestattet.</li>
</ol>
<h2>Rechte des Betreibers</h2>
<p>Der Betreiber kann Inhalte, die gegen diese Bedingungen verstoßen, bearbeiten oder entfernen und ein Konto sperren oder schließen – je nach Schwere des Verstoßes mit oder ohne Vorankündigung. Soweit möglich, teilen wir Ihnen den Grund mit und geben Ihnen Gelegenheit, über das <a href="/help-center">Hilfe-Center</a> Stellung zu nehmen.</p>
<h2>Geschäftsabschlüsse</h2>
<p>Kaufverträge kommen ausschließlich zwischen Einkäufer und Lieferant zustande. Der Betreiber ist nicht Vertragspartei und verwahrt keine Zahlungen.</p>
<h2>Ihre Daten</h2>
<p>Wir verarbeiten Ihre personenbezogenen Daten wie in der <a href="/privacy-policy">Datenschutzerklärung</a> beschrieben. Sie können Ihr Konto jederzeit schließen, indem Sie uns über das Hilfe-Center schreiben.</p>`,
  },

  "site-rules": {
    title: "Nutzungsregeln",
    bodyHtml: `<p>Diese Regeln sorgen dafür, dass Caravan für alle nützlich und sicher bleibt. Sie gelten für Produktangebote, Shops, Nachrichten, Einkaufsanfragen und Kommentare. Verstöße können zur Entfernung von Inhalten oder zur Sperrung des Kontos führen, wie in der <a href="/membership-agreement">Mitgliedschaftsvereinbarung</a> festgelegt.</p>
<h2>Produktangebote und Shops</h2>
<ul>
<li>Stellen Sie nur Waren ein, die Sie tatsächlich liefern können – in der richtigen Kategorie und mit ehrlichen Beschreibungen, Fotos, MOQ und Preisen.</li>
<li>Keine gefälschten, nachgeahmten oder markenrechtsverletzenden Waren und keine Waren, deren Handel gesetzlich verboten oder beschränkt ist.</li>
<li>Zeigen Sie nur Zertifikate, die Ihr Unternehmen tatsächlich besitzt und die noch gültig sind.</li>
<li>Stellen Sie dasselbe Produkt nicht mehrfach ein, um es in den Suchergebnissen nach oben zu bringen.</li>
</ul>
<h2>Nachrichten und Einkaufsanfragen</h2>
<ul>
<li>Kein Spam: Versenden Sie nicht dieselbe Nachricht massenhaft und machen Sie keine Werbung bei Nutzern, die nicht darum gebeten haben.</li>
<li>Schreiben Sie nur zu einem echten geschäftlichen Bedarf. Scheinanfragen und Versuche, Kontaktdaten anderer Nutzer zu sammeln, sind nicht gestattet.</li>
<li>Bleiben Sie höflich. Beleidigungen, Drohungen und Diskriminierung werden nicht geduldet.</li>
<li>Fordern Sie niemals Passwörter an, und verlangen Sie keine Zahlungen außerhalb dessen, was in einem Geschäft vereinbart wurde.</li>
</ul>
<h2>Kommentare</h2>
<p>Kommentare werden moderiert: Sie erscheinen erst, nachdem unser Team sie geprüft hat. Kommentare sollten Ihre eigenen Erfahrungen mit einem Produkt oder Lieferanten beschreiben. Werbung, Links zu anderen Websites und persönliche Angriffe werden nicht veröffentlicht.</p>
<h2>Missbrauch melden</h2>
<p>Wenn Sie ein Angebot, eine Nachricht oder einen Kommentar sehen, der gegen diese Regeln verstößt, oder einen Betrug vermuten, melden Sie dies über das Formular im <a href="/help-center">Hilfe-Center</a>. Geben Sie den Link zur Seite und eine kurze Beschreibung an. Wir gehen jeder Meldung nach.</p>`,
  },

  "verified-company-link": {
    title: "Verifizierte Unternehmen",
    bodyHtml: `<p>Einige Lieferanten auf Caravan tragen in ihrem Shop und bei ihren Produkten das Abzeichen <strong>Verifiziert</strong>. Auf dieser Seite erfahren Sie, was das Abzeichen bedeutet – und was nicht.</p>
<h2>Was das Abzeichen bedeutet</h2>
<p>Der Betreiber hat die amtlichen Registrierungsunterlagen des Unternehmens geprüft und bestätigt, dass das Unternehmen existiert, unter dem angezeigten Namen registriert ist und dass die Person, die das Konto verwaltet, berechtigt ist, für das Unternehmen zu handeln.</p>
<h2>So wird ein Lieferant verifiziert</h2>
<ol>
<li>Melden Sie sich mit dem Lieferantenkonto des Unternehmens an.</li>
<li>Senden Sie dem Betreiber über das Formular im <a href="/help-center">Hilfe-Center</a> eine Kopie der Registrierungsunterlagen des Unternehmens. Verwenden Sie den Namen Ihres Unternehmens genau so, wie er in den Unterlagen steht.</li>
<li>Unser Team gleicht die Unterlagen mit dem Unternehmensprofil ab und fordert gegebenenfalls weitere Informationen an.</li>
<li>Sobald die Prüfung abgeschlossen ist, erscheint das Abzeichen „Verifiziert“ im Shop.</li>
</ol>
<p>Die Verifizierung wird jährlich erneut geprüft. Werden die Unterlagen nicht erneuert oder ändern sich die Unternehmensangaben so, dass sie nicht mehr übereinstimmen, wird das Abzeichen entfernt, bis das Unternehmen erneut geprüft wurde.</p>
<h2>Was das Abzeichen nicht bedeutet</h2>
<p>Die Verifizierung bestätigt die Identität eines Unternehmens. Sie ist keine Garantie für Produktqualität, Lieferung oder ein bestimmtes Geschäft, und der Betreiber ist nicht Partei der Geschäfte. Einkäufer sollten trotzdem klare schriftliche Bedingungen vereinbaren, gegebenenfalls Muster anfordern und die Zertifikate der bestellten Produkte prüfen. Hinweise dazu finden Sie unter <a href="/how-to-buy">So kaufen Sie ein</a>.</p>`,
  },

  membership: {
    title: "Mitgliedschaft",
    bodyHtml: `<p>Produkte und Lieferanten-Shops auf Caravan kann jeder auch ohne Konto ansehen. Mit einer Mitgliedschaft können Sie am Handel auf der Website teilnehmen.</p>
<h2>Einkäuferkonten</h2>
<p>Einkäuferkonten sind kostenlos. <a href="/register">Registrieren Sie sich</a> mit Ihrem Namen und Ihrer E-Mail-Adresse und bestätigen Sie diese. Als angemeldeter Einkäufer können Sie:</p>
<ul>
<li>Lieferanten über ihre Shops Nachrichten senden;</li>
<li>Einkaufsanfragen für Produkte senden, auch für solche mit dem Hinweis <em>Preis anfragen</em>;</li>
<li>eine <a href="/profile/purchase-request/detail">Angebotsanfrage</a> veröffentlichen, wenn Sie nicht finden, was Sie suchen;</li>
<li>über den Warenkorb bei Lieferanten bestellen und Ihre Anfragen und Unterhaltungen in Ihrem Profil verfolgen;</li>
<li>Kommentare zu Produkten und Lieferanten schreiben.</li>
</ul>
<h2>Lieferantenmitgliedschaft</h2>
<p>Lieferantenunternehmen treten über den Betreiber bei, also den Verband oder Exportrat, der diese Website betreibt. Die Mitgliedschaftsbedingungen legt der Betreiber fest. Um sich zu bewerben, registrieren Sie ein Konto und schreiben uns anschließend über das <a href="/contact">Kontaktformular</a> mit dem Namen und dem Land Ihres Unternehmens. Lieferantenmitglieder können:</p>
<ul>
<li>einen Shop mit Unternehmensprofil, Kapazitäten, Zertifikaten und Kontaktdaten veröffentlichen;</li>
<li>Produkte mit MOQ, Preisstaffeln, Herkunftsort, Zertifizierungen und Verpackung einstellen;</li>
<li>Nachrichten und Einkaufsanfragen von Einkäufern empfangen und beantworten;</li>
<li>das Abzeichen „Verifiziert“ beantragen, indem sie ihre Registrierungsunterlagen über das <a href="/help-center">Hilfe-Center</a> einreichen.</li>
</ul>
<p>Alle Mitglieder akzeptieren die <a href="/membership-agreement">Mitgliedschaftsvereinbarung</a> und die <a href="/site-rules">Nutzungsregeln</a>.</p>`,
  },

  "help-center": {
    title: "Hilfe-Center",
    bodyHtml: `<p>Antworten auf die Fragen, die uns am häufigsten gestellt werden. Wenn Ihre Frage nicht dabei ist, schreiben Sie uns über das Formular auf dieser Seite.</p>
<h2>Konto</h2>
<p><strong>Brauche ich ein Konto?</strong> Zum Stöbern nicht. Um Nachrichten, Einkaufsanfragen und Kommentare zu senden, benötigen Sie ein kostenloses Konto. <a href="/register">Hier registrieren</a>.</p>
<p><strong>Ich habe mein Passwort vergessen.</strong> Klicken Sie auf der <a href="/login">Anmeldeseite</a> auf <em>Passwort vergessen?</em> und geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können. Falls keine E-Mail ankommt, sehen Sie in Ihrem Spam-Ordner nach.</p>
<h2>Einkaufsanfragen</h2>
<p><strong>Wie erhalte ich einen Preis?</strong> Senden Sie auf der Produktseite eine Einkaufsanfrage mit der benötigten Menge. Der Lieferant antwortet Ihnen mit einem Angebot. Für Produkte, die Sie nicht finden, nutzen Sie eine <a href="/profile/purchase-request/detail">Angebotsanfrage</a>.</p>
<p><strong>Wo finde ich meine Anfragen?</strong> In Ihrem Profil, zusammen mit den Antworten der Lieferanten.</p>
<h2>Kontakt zu Lieferanten</h2>
<p><strong>Wie schreibe ich einem Lieferanten?</strong> Öffnen Sie seinen Shop und klicken Sie auf <em>Nachricht senden</em>. Fragen zu Produkten, Lieferung und Zahlung beantwortet der Lieferant, nicht unser Team.</p>
<p><strong>Ein Lieferant antwortet nicht.</strong> Lieferanten antworten in ihrem eigenen Tempo. Wenn ein Lieferant inaktiv zu sein scheint oder sich unangemessen verhält, geben Sie uns bitte Bescheid.</p>
<p><strong>Wickelt Caravan die Zahlung ab?</strong> Nein. Zahlung und Lieferung vereinbaren Sie mit dem Lieferanten. Siehe <a href="/how-to-buy">So kaufen Sie ein</a>.</p>
<h2>Schreiben Sie uns</h2>
<p>Für alle anderen Anliegen, etwa Lieferantenmitgliedschaft, Verifizierung, Meldung von Missbrauch oder Berichtigung oder Löschung Ihrer Daten, nutzen Sie das Formular auf dieser Seite. Geben Sie die E-Mail-Adresse Ihres Kontos und einen Link zur betreffenden Seite an. Wir antworten innerhalb von zwei Werktagen.</p>`,
  },

  "help-center-support": {
    title: "Technischer Support",
    bodyHtml: `<p>Diese Seite hilft bei technischen Problemen mit Caravan. Bei Fragen zu Konten oder zum Handel lesen Sie bitte im <a href="/help-center">Hilfe-Center</a> nach.</p>
<h2>Unterstützte Browser</h2>
<p>Caravan funktioniert in den aktuellen Versionen von Chrome, Edge, Firefox und Safari auf Computern, Tablets und Smartphones. Halten Sie Ihren Browser auf dem neuesten Stand. Wenn eine Seite nicht richtig angezeigt wird, laden Sie sie neu, leeren Sie den Browser-Cache oder versuchen Sie es mit einem anderen Browser.</p>
<h2>Sprachen</h2>
<p>Die Website ist in 13 Sprachen verfügbar: Englisch, Türkisch, Arabisch, Chinesisch, Spanisch, Französisch, Deutsch, Hebräisch, Hindi, Japanisch, Persisch, Italienisch und Russisch. Die Sprache richtet sich nach der Webadresse (dem Hostnamen), die Sie aufrufen; jede Sprache hat also ihre eigene Adresse. Mit der Sprachauswahl wechseln Sie zwischen ihnen. Arabisch, Hebräisch und Persisch werden von rechts nach links angezeigt. Produkttexte, die von Lieferanten verfasst wurden, liegen möglicherweise nicht in jeder Sprache vor.</p>
<h2>Anmeldung</h2>
<p>Für die Anmeldung wird ein Cookie verwendet. Wenn Sie nicht angemeldet bleiben, stellen Sie sicher, dass Ihr Browser Cookies für diese Website zulässt. Wenn Sie Ihr Passwort vergessen haben, nutzen Sie den Link <em>Passwort vergessen?</em> auf der <a href="/login">Anmeldeseite</a>.</p>
<h2>Barrierefreiheit</h2>
<p>Wir möchten, dass sich unsere Seiten mit Tastatur und Screenreader bedienen lassen, einen gut lesbaren Kontrast haben und der Text mit der Zoomfunktion des Browsers vergrößert werden kann. Wenn Ihnen etwas schwer zu bedienen erscheint, teilen Sie es uns bitte mit, damit wir es beheben können.</p>
<h2>Fehler melden</h2>
<p>Nutzen Sie das Formular im <a href="/help-center">Hilfe-Center</a> und teilen Sie uns Folgendes mit:</p>
<ul>
<li>die Adresse der Seite, auf der das Problem auftritt;</li>
<li>was Sie getan haben, was Sie erwartet haben und was stattdessen passiert ist;</li>
<li>Ihren Browser, Ihr Gerät und Ihre Sprache.</li>
</ul>
<p>Wir antworten innerhalb von zwei Werktagen.</p>`,
  },

  "search-result": {
    title: "Suchtipps",
    bodyHtml: `<p>Mit diesen Tipps finden Sie die richtigen Produkte und Lieferanten schneller.</p>
<h2>Die richtigen Suchbegriffe wählen</h2>
<ul>
<li>Sie können in jeder unserer 13 Sprachen suchen. Verwenden Sie die Begriffe, die Sie auch gegenüber einem Lieferanten verwenden würden, zum Beispiel einen Produktnamen, ein Material oder ein Modell.</li>
<li>Beginnen Sie mit ein oder zwei Wörtern, etwa <em>Handtuch Baumwolle</em>, und fügen Sie nur dann weitere hinzu, wenn Sie zu viele Ergebnisse erhalten.</li>
<li>Wenn Sie keine Ergebnisse erhalten, versuchen Sie einen allgemeineren Begriff, ein Synonym oder die Singularform.</li>
</ul>
<h2>Filter nutzen</h2>
<ul>
<li><strong>Kategorie</strong>: Beschränken Sie die Ergebnisse auf eine Produktgruppe oder beginnen Sie mit der <a href="/categories">Kategorienliste</a>.</li>
<li><strong>Mindestbestellmenge (MOQ)</strong>: Blenden Sie Produkte aus, deren MOQ über der Menge liegt, die Sie kaufen möchten.</li>
<li><strong>Herkunftsort</strong>: Zeigen Sie nur Produkte an, die in einem bestimmten Land hergestellt wurden. Um bei den Lieferanten eines Landes zu beginnen, nutzen Sie <a href="/browse-country">Nach Ländern durchsuchen</a>.</li>
<li><strong>Zertifizierungen</strong>: Zeigen Sie nur Produkte mit den Zertifikaten an, die Ihr Markt verlangt.</li>
</ul>
<h2>Ergebnisse lesen</h2>
<p>Jedes Ergebnis zeigt die vom Lieferanten veröffentlichten Preisstaffeln – oder <em>Preis anfragen</em>, wenn kein Preis angegeben ist –, die MOQ und den Namen des Lieferanten. Öffnen Sie den Shop des Lieferanten, um sein Profil und seine Zertifikate zu sehen und zu prüfen, ob er verifiziert ist.</p>
<h2>Immer noch nicht fündig geworden?</h2>
<p>Sehen Sie unter <a href="/topsearch">Beliebte Suchanfragen</a> nach, wonach andere Einkäufer suchen, oder beschreiben Sie in einer <a href="/profile/purchase-request/detail">Angebotsanfrage</a> genau, was Sie benötigen, damit Lieferanten auf Sie zukommen können.</p>`,
  },

  "public-education": {
    title: "Leitfaden zur Exportbereitschaft",
    bodyHtml: `<p>Dieser Leitfaden richtet sich an Lieferantenmitglieder, die sich auf den Verkauf ins Ausland vorbereiten. Einkäufer vergleichen viele Angebote in kurzer Zeit; klare, vollständige Produktangebote erhalten mehr und bessere Anfragen.</p>
<h2>1. Die wichtigsten Incoterms verstehen</h2>
<p>Incoterms sind von der Internationalen Handelskammer veröffentlichte Standardregeln, die festlegen, wo die Kosten und Risiken des Verkäufers enden und die des Käufers beginnen. Geben Sie immer an, auf welche Klausel sich Ihr Preis bezieht, und nennen Sie den benannten Ort.</p>
<ul>
<li><strong>EXW (Ex Works, „ab Werk“)</strong>: Der Käufer holt die Ware auf Ihrem Betriebsgelände ab und übernimmt ab dort alles Weitere, einschließlich der Ausfuhrabfertigung.</li>
<li><strong>FOB (Free On Board, „frei an Bord“)</strong>: Sie liefern die Ware, zur Ausfuhr abgefertigt, an Bord des Schiffes im benannten Verschiffungshafen; dort geht das Risiko auf den Käufer über.</li>
<li><strong>CIF (Cost, Insurance and Freight, „Kosten, Versicherung und Fracht“)</strong>: Sie zahlen zusätzlich die Seefracht und eine Mindestversicherung bis zum benannten Bestimmungshafen, das Risiko geht jedoch bereits mit der Verladung der Ware auf den Käufer über.</li>
</ul>
<h2>2. MOQ und Preisstaffeln festlegen</h2>
<p>Wählen Sie eine Mindestbestellmenge, die Ihre Produktions- und Verpackungskosten deckt, und bieten Sie für größere Mengen niedrigere Stückpreise an. Veröffentlichte Preisstaffeln ersparen Einkäufern eine Runde Rückfragen; wenn Sie <em>Preis anfragen</em> verwenden, beantworten Sie Einkaufsanfragen zügig.</p>
<h2>3. Zertifizierungen vorweisen</h2>
<p>Viele Märkte verlangen Produkt- oder Qualitätszertifikate. Laden Sie nur gültige Zertifikate hoch und notieren Sie sich deren Ablaufdaten, damit Sie sie rechtzeitig erneuern können. Erwägen Sie außerdem, das Abzeichen „Verifiziert“ zu beantragen, indem Sie Ihre Registrierungsunterlagen über das <a href="/help-center">Hilfe-Center</a> einreichen.</p>
<h2>4. Gute Produktfotos machen</h2>
<ul>
<li>Fotografieren Sie bei Tageslicht oder gleichmäßiger Beleuchtung und vor einem schlichten Hintergrund.</li>
<li>Zeigen Sie das Produkt aus mehreren Blickwinkeln, dazu ein Detail des Materials und die Verpackung.</li>
<li>Fotografieren Sie das echte Produkt, nicht nur Renderings.</li>
</ul>
<h2>5. Verpackung und Herkunft beschreiben</h2>
<p>Geben Sie den Herkunftsort, die Stückzahl pro Karton sowie Kartongröße und -gewicht an. Einkäufer benötigen diese Angaben, um die Frachtkosten zu berechnen.</p>`,
  },

  "privacy-policy": {
    title: "Datenschutzerklärung",
    bodyHtml: `<p>Diese Erklärung beschreibt, welche personenbezogenen Daten Caravan speichert, warum und wie lange, und welche Rechte Sie haben. Die Website wird vom Betreiber betrieben, dem Lieferantenverband oder Exportrat, der Caravan einsetzt; er ist für Ihre Daten verantwortlich.</p>
<h2>Was wir speichern</h2>
<ul>
<li><strong>Kontodaten</strong>: Ihren Namen, Ihre E-Mail-Adresse, Ihr Passwort (nur als sicherer Hash gespeichert, niemals im Klartext), Ihre Sprache und bei Lieferanten die Unternehmensangaben.</li>
<li><strong>Nachrichten und Einkaufsanfragen</strong>, die Sie senden oder empfangen, sowie Kommentare, die Sie schreiben.</li>
<li><strong>Produktaufrufe</strong>: welche Produkte und Shops aufgerufen wurden; diese Daten dienen Statistiken und den beliebten Suchanfragen.</li>
<li><strong>Cookies</strong>: Wir verwenden ein Cookie ausschließlich, damit Sie angemeldet bleiben. Wir verwenden keine Werbe- oder Tracking-Cookies.</li>
</ul>
<h2>Warum wir sie speichern</h2>
<p>Wir verwenden Ihre Daten, um Ihr Konto zu führen, Ihre Nachrichten und Einkaufsanfragen an die andere Seite zu übermitteln, Inhalte zu moderieren, Missbrauch und Betrug zu verhindern und Ihre Fragen zu beantworten. Wenn Sie einen Lieferanten kontaktieren, sieht dieser Ihren Namen, Ihre Nachricht und die Kontaktdaten, die Sie angeben möchten.</p>
<h2>Wie lange wir sie aufbewahren</h2>
<p>Kontodaten bewahren wir auf, solange Ihr Konto besteht. Nachrichten und Einkaufsanfragen werden aufbewahrt, damit beide Seiten darauf zurückgreifen können. Wird ein Konto gelöscht, werden die zugehörigen personenbezogenen Daten gelöscht oder anonymisiert, sofern wir nicht gesetzlich verpflichtet sind, sie länger aufzubewahren.</p>
<h2>Ihre Rechte</h2>
<p>Sie können eine Kopie Ihrer Daten, deren Berichtigung oder deren Löschung verlangen. Die meisten Angaben können Sie in Ihrem Profil selbst korrigieren; für alles andere schreiben Sie uns über das <a href="/help-center">Hilfe-Center</a>. Wir antworten innerhalb von zwei Werktagen.</p>
<h2>Kein Verkauf von Daten</h2>
<p>Wir verkaufen oder vermieten Ihre personenbezogenen Daten an niemanden und verwenden sie nicht für Werbezwecke.</p>`,
  },
};
