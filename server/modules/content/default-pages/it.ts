import type { ContentPageTexts } from "./types.ts";

/** Italian texts of the static pages (translated from en.ts). */
export const CONTENT_PAGES_IT: ContentPageTexts = {
  "about-us": {
    title: "Informazioni su Caravan",
    bodyHtml: `<p><strong>Caravan</strong> è un marketplace all'ingrosso in cui gli acquirenti professionali trovano produttori ed esportatori e li contattano direttamente. È un software open source, gestito su questo sito da un'associazione di fornitori o da un consiglio per l'export (il <em>gestore</em>) per le proprie aziende associate e per gli acquirenti che desiderano lavorare con loro.</p>
<h2>Chi gestisce questo sito</h2>
<p>Il gestore ammette le aziende fornitrici, controlla i documenti di registrazione di quelle che chiedono di essere verificate, modera i commenti pubblici e risponde alle domande di acquirenti e fornitori. Caravan non vende direttamente merci e non partecipa agli affari conclusi tra acquirenti e fornitori.</p>
<h2>Cosa offre agli acquirenti</h2>
<ul>
<li>Ricerca dei prodotti in 13 lingue, con filtri per quantità minima d'ordine, luogo di origine e certificazioni.</li>
<li>Vetrine dei fornitori con profilo aziendale, capacità produttiva, certificati e recapiti.</li>
<li>Richieste d'acquisto e messaggi che arrivano direttamente al fornitore, senza costi.</li>
</ul>
<h2>Cosa offre ai fornitori</h2>
<ul>
<li>Una vetrina e un catalogo prodotti, mostrati agli acquirenti nella loro lingua.</li>
<li>Richieste di informazioni e richieste d'acquisto degli acquirenti, raccolte in un unico posto.</li>
<li>Il badge Verificato, una volta che il gestore ha controllato i documenti di registrazione dell'azienda.</li>
</ul>
<p>Per iniziare, <a href="/categories">sfogli le categorie</a> o <a href="/register">crei un account gratuito</a>. Le domande sul sito possono essere inviate tramite il <a href="/help-center">Centro assistenza</a>.</p>`,
  },

  "vision-mission": {
    title: "Visione e missione",
    bodyHtml: `<h2>La nostra visione</h2>
<p>Un mondo in cui qualsiasi produttore capace, indipendentemente dalle sue dimensioni o dal suo paese, possa essere trovato dall'acquirente giusto e commerciare con lui a condizioni chiare ed eque.</p>
<h2>La nostra missione</h2>
<p>Offrire alle aziende socie della nostra associazione una vetrina affidabile per l'export e offrire agli acquirenti un modo rapido e onesto per trovare fornitori, confrontarli e avviare un dialogo, nella lingua dell'acquirente e senza intermediari.</p>
<h2>I nostri valori</h2>
<ul>
<li><strong>Fiducia attraverso i controlli.</strong> Verifichiamo i documenti di registrazione delle aziende e moderiamo i commenti pubblici, affinché gli acquirenti possano fare affidamento su ciò che leggono.</li>
<li><strong>Contatto diretto.</strong> Acquirenti e fornitori dialogano tra loro. Non ci interponiamo e non tratteniamo alcuna percentuale sui loro affari.</li>
<li><strong>Trasparenza.</strong> Caravan è un software open source. Le nostre regole, le condizioni di adesione e l'informativa sulla privacy sono pubblicate su questo sito e consultabili da chiunque.</li>
<li><strong>Molte lingue, un solo mercato.</strong> Prodotti e vetrine sono presentati in 13 lingue, perché la lingua non sia mai il motivo per cui un affare non si conclude.</li>
</ul>
<p>Se condivide questi obiettivi e guida un'azienda fornitrice, legga il <a href="/membership-agreement">Contratto di adesione</a> e ci scriva tramite il <a href="/contact">modulo di contatto</a>. Se è un acquirente, <a href="/how-to-buy">scopra come funziona l'acquisto</a>.</p>`,
  },

  contact: {
    title: "Contatti",
    bodyHtml: `<p>Su Caravan esistono due tipi di contatto: con un fornitore, per i suoi prodotti, e con lo staff del gestore, per il sito stesso. Scelga quello adatto alla sua domanda.</p>
<h2>Contattare un fornitore</h2>
<p>Le domande su prodotti, prezzi, campioni, tempi di evasione o consegna vanno rivolte direttamente al fornitore, perché solo il fornitore può rispondere.</p>
<ul>
<li><strong>Invia messaggio</strong>: apra la vetrina del fornitore e usi il pulsante Invia messaggio per scrivere all'azienda.</li>
<li><strong>Richiesta d'acquisto</strong>: dalla pagina di un prodotto, invii una richiesta d'acquisto indicando la quantità necessaria e i suoi requisiti. Quando al posto del prezzo compare <em>Richiedi prezzo</em>, è così che si ottiene un preventivo.</li>
<li><strong>Richiesta di preventivo</strong>: se non ha ancora trovato il prodotto giusto, descriva ciò di cui ha bisogno in una <a href="/profile/purchase-request/detail">richiesta di preventivo</a>.</li>
</ul>
<p>Per inviare messaggi e richieste d'acquisto occorre <a href="/login">accedere</a>. La <a href="/register">registrazione</a> è gratuita per gli acquirenti.</p>
<h2>Contattare il gestore</h2>
<p>Per domande sul suo account, sull'adesione come fornitore o sulla verifica, per segnalare un abuso o un problema tecnico, ci scriva con il modulo presente in questa pagina. Indichi l'indirizzo e-mail del suo account e, se utile, il link alla pagina interessata.</p>
<p>Il nostro staff risponde entro due giorni lavorativi. Molte domande frequenti trovano già risposta nel <a href="/help-center">Centro assistenza</a>.</p>`,
  },

  "how-to-buy": {
    title: "Come acquistare",
    bodyHtml: `<p>Caravan la mette in contatto con i fornitori; l'acquisto vero e proprio viene concordato tra lei e il fornitore. I passaggi seguenti illustrano il percorso abituale, dalla prima ricerca all'ordine.</p>
<ol>
<li><strong>Cerchi o sfogli.</strong> Digiti ciò che le serve nella casella di ricerca, in una qualsiasi delle nostre 13 lingue, oppure esplori le <a href="/categories">categorie di prodotti</a> o i <a href="/browse-country">fornitori per paese</a>.</li>
<li><strong>Filtri i risultati.</strong> Restringa l'elenco per quantità minima d'ordine (MOQ), luogo di origine e certificazioni, così da vedere solo i prodotti che può effettivamente ordinare.</li>
<li><strong>Confronti le vetrine.</strong> Apra le vetrine dei fornitori che le interessano. Esamini il profilo aziendale, la capacità produttiva e i certificati e controlli se l'azienda espone il badge Verificato.</li>
<li><strong>Chieda un prezzo.</strong> Se un prodotto riporta <em>Richiedi prezzo</em>, o se la quantità desiderata supera le fasce di prezzo pubblicate, invii una richiesta d'acquisto dalla pagina del prodotto. Se non trova un prodotto adatto, pubblichi una <a href="/profile/purchase-request/detail">richiesta di preventivo</a>.</li>
<li><strong>Tratti direttamente.</strong> Discuta con il fornitore, tramite messaggi, di specifiche, campioni, imballaggio, tempi di evasione e prezzo.</li>
<li><strong>Concordi pagamento e consegna.</strong> Modalità di pagamento, Incoterms, spedizione e ispezione si concordano tra lei e il fornitore, preferibilmente in un contratto scritto o in una fattura proforma. Caravan non detiene né gestisce pagamenti.</li>
</ol>
<p>Per inviare richieste d'acquisto serve un account gratuito: <a href="/register">si registri qui</a>. Prima di pagare, adotti le consuete precauzioni del commercio internazionale, come verificare i dati dell'azienda e iniziare con un campione o un piccolo ordine.</p>`,
  },

  "membership-agreement": {
    title: "Contratto di adesione",
    bodyHtml: `<p>Registrandosi su Caravan, accetta le condizioni che seguono. Esse si applicano allo stesso modo agli account degli acquirenti e dei fornitori, unitamente alle <a href="/site-rules">Regole del sito</a> e all'<a href="/privacy-policy">Informativa sulla privacy</a>.</p>
<h2>I suoi obblighi</h2>
<ol>
<li><strong>Informazioni corrette.</strong> I dati che fornisce su di sé e sulla sua azienda devono essere veritieri e mantenuti aggiornati. Descrizioni dei prodotti, certificati e prezzi devono corrispondere a ciò che offre realmente.</li>
<li><strong>Un account per persona.</strong> Ogni account appartiene a una sola persona. Non condivida la password e non crei più account per sé. Un'azienda può avere più persone, ciascuna con il proprio account.</li>
<li><strong>Prodotti leciti.</strong> Può pubblicare, offrire o richiedere soltanto merci che possono essere commerciate legalmente. Non sono ammesse merci contraffatte, rubate o vietate.</li>
<li><strong>Comunicazioni rispettose.</strong> Messaggi, richieste d'acquisto e commenti devono essere onesti, pertinenti e cortesi. Non sono ammesse pubblicità non richiesta né molestie.</li>
</ol>
<h2>Diritti del gestore</h2>
<p>Il gestore può modificare o rimuovere i contenuti che violano queste condizioni e può sospendere o chiudere un account, con o senza preavviso a seconda della gravità della violazione. Ove possibile, le comunichiamo il motivo e le diamo modo di replicare tramite il <a href="/help-center">Centro assistenza</a>.</p>
<h2>Transazioni</h2>
<p>I contratti di vendita si concludono esclusivamente tra acquirente e fornitore. Il gestore non ne è parte e non detiene pagamenti.</p>
<h2>I suoi dati</h2>
<p>Trattiamo i suoi dati personali come descritto nell'<a href="/privacy-policy">Informativa sulla privacy</a>. Può chiudere il suo account in qualsiasi momento scrivendoci tramite il Centro assistenza.</p>`,
  },

  "site-rules": {
    title: "Regole del sito",
    bodyHtml: `<p>Queste regole mantengono Caravan utile e sicuro per tutti. Si applicano alle inserzioni di prodotti, alle vetrine, ai messaggi, alle richieste d'acquisto e ai commenti. La loro violazione può comportare la rimozione dei contenuti o la sospensione dell'account, come previsto dal <a href="/membership-agreement">Contratto di adesione</a>.</p>
<h2>Inserzioni e vetrine</h2>
<ul>
<li>Pubblichi solo merci che è effettivamente in grado di fornire, nella categoria corretta, con descrizioni, foto, MOQ e prezzi veritieri.</li>
<li>Non sono ammesse merci contraffatte, imitazioni o merci che violano marchi registrati, né merci il cui commercio è vietato o limitato dalla legge.</li>
<li>Mostri solo certificati effettivamente posseduti dalla sua azienda e ancora validi.</li>
<li>Non pubblichi lo stesso prodotto più volte per farlo salire nei risultati di ricerca.</li>
</ul>
<h2>Messaggi e richieste d'acquisto</h2>
<ul>
<li>Niente spam: non invii lo stesso messaggio in massa e non invii pubblicità a utenti che non l'hanno richiesta.</li>
<li>Scriva per un'esigenza commerciale reale. Non sono ammesse richieste false né tentativi di raccogliere i recapiti di altri utenti.</li>
<li>Sia cortese. Insulti, minacce e discriminazioni non sono tollerati.</li>
<li>Non chieda mai password né pagamenti al di fuori di quanto concordato in una trattativa.</li>
</ul>
<h2>Commenti</h2>
<p>I commenti sono moderati: vengono pubblicati solo dopo il controllo del nostro staff. I commenti devono descrivere la sua esperienza diretta con un prodotto o un fornitore. Pubblicità, link ad altri siti e attacchi personali non vengono pubblicati.</p>
<h2>Segnalare un abuso</h2>
<p>Se nota un'inserzione, un messaggio o un commento che viola queste regole, o sospetta una frode, lo segnali tramite il modulo del <a href="/help-center">Centro assistenza</a>. Indichi il link alla pagina e una breve descrizione. Esaminiamo ogni segnalazione.</p>`,
  },

  "verified-company-link": {
    title: "Aziende verificate",
    bodyHtml: `<p>Alcuni fornitori su Caravan espongono il badge <strong>Verificato</strong> sulla propria vetrina e sui propri prodotti. Questa pagina spiega che cosa significa il badge e che cosa non significa.</p>
<h2>Che cosa significa il badge</h2>
<p>Il gestore ha controllato i documenti ufficiali di registrazione dell'azienda e ha confermato che l'azienda esiste, che è registrata con il nome indicato e che la persona che gestisce l'account è autorizzata ad agire per suo conto.</p>
<h2>Come un fornitore ottiene la verifica</h2>
<ol>
<li>Acceda con l'account fornitore dell'azienda.</li>
<li>Invii al gestore una copia dei documenti di registrazione dell'azienda, utilizzando il modulo del <a href="/help-center">Centro assistenza</a>. Indichi il nome dell'azienda esattamente come compare nei documenti.</li>
<li>Il nostro staff confronta i documenti con il profilo aziendale e può chiedere ulteriori informazioni.</li>
<li>Al termine del controllo, il badge Verificato compare sulla vetrina.</li>
</ol>
<p>La verifica viene ripetuta ogni anno. Se i documenti non vengono rinnovati, o se i dati dell'azienda cambiano e non corrispondono più, il badge viene rimosso finché l'azienda non viene nuovamente verificata.</p>
<h2>Che cosa non significa il badge</h2>
<p>La verifica conferma l'identità di un'azienda. Non costituisce una garanzia sulla qualità dei prodotti, sulla consegna o su una specifica transazione, e il gestore non è parte degli affari conclusi. Gli acquirenti dovrebbero comunque concordare condizioni chiare per iscritto, chiedere campioni ove opportuno e controllare i certificati dei prodotti che ordinano. Per alcuni consigli, consulti <a href="/how-to-buy">Come acquistare</a>.</p>`,
  },

  membership: {
    title: "Adesione",
    bodyHtml: `<p>Chiunque può sfogliare i prodotti e le vetrine dei fornitori su Caravan senza un account. L'adesione le consente di partecipare agli scambi commerciali sul sito.</p>
<h2>Account acquirente</h2>
<p>Gli account acquirente sono gratuiti. <a href="/register">Si registri</a> con nome e indirizzo e-mail e confermi l'indirizzo. Dopo aver effettuato l'accesso come acquirente, può:</p>
<ul>
<li>inviare messaggi ai fornitori dalle loro vetrine;</li>
<li>inviare richieste d'acquisto per i prodotti, compresi quelli contrassegnati da <em>Richiedi prezzo</em>;</li>
<li>pubblicare una <a href="/profile/purchase-request/detail">richiesta di preventivo</a> quando non trova ciò che le serve;</li>
<li>effettuare ordini ai fornitori tramite il carrello e seguire richieste e conversazioni nel suo profilo;</li>
<li>scrivere commenti su prodotti e fornitori.</li>
</ul>
<h2>Adesione dei fornitori</h2>
<p>Le aziende fornitrici aderiscono tramite il gestore, ossia l'associazione o il consiglio per l'export che gestisce questo sito. Le condizioni di adesione sono stabilite dal gestore; per fare domanda, registri un account e poi ci scriva tramite il <a href="/contact">modulo di contatto</a> indicando il nome della sua azienda e il paese. I fornitori aderenti possono:</p>
<ul>
<li>pubblicare una vetrina con profilo aziendale, capacità produttiva, certificati e recapiti;</li>
<li>inserire prodotti con MOQ, fasce di prezzo, luogo di origine, certificazioni e imballaggio;</li>
<li>ricevere messaggi e richieste d'acquisto dagli acquirenti e rispondere;</li>
<li>richiedere il badge Verificato inviando i propri documenti di registrazione tramite il <a href="/help-center">Centro assistenza</a>.</li>
</ul>
<p>Tutti i membri accettano il <a href="/membership-agreement">Contratto di adesione</a> e le <a href="/site-rules">Regole del sito</a>.</p>`,
  },

  "help-center": {
    title: "Centro assistenza",
    bodyHtml: `<p>Le risposte alle domande che ci vengono poste più spesso. Se la sua non è qui, ci scriva con il modulo presente in questa pagina.</p>
<h2>Account</h2>
<p><strong>Serve un account?</strong> Non per consultare il sito. Per inviare messaggi, richieste d'acquisto e commenti serve un account gratuito. <a href="/register">Si registri qui</a>.</p>
<p><strong>Ho dimenticato la password.</strong> Nella <a href="/login">pagina di accesso</a>, clicchi su <em>Ha dimenticato la password?</em> e inserisca il suo indirizzo e-mail. Le invieremo un link per impostare una nuova password. Se non riceve alcuna e-mail, controlli la cartella dello spam.</p>
<h2>Richieste d'acquisto</h2>
<p><strong>Come ottengo un prezzo?</strong> Dalla pagina del prodotto, invii una richiesta d'acquisto indicando la quantità necessaria. Il fornitore risponde con un preventivo. Per i prodotti che non riesce a trovare, utilizzi una <a href="/profile/purchase-request/detail">richiesta di preventivo</a>.</p>
<p><strong>Dove trovo le mie richieste?</strong> Nel suo profilo, insieme alle risposte dei fornitori.</p>
<h2>Contattare i fornitori</h2>
<p><strong>Come scrivo a un fornitore?</strong> Apra la sua vetrina e clicchi su <em>Invia messaggio</em>. Alle domande su prodotti, consegna e pagamento risponde il fornitore, non il nostro staff.</p>
<p><strong>Un fornitore non risponde.</strong> Ogni fornitore risponde con i propri tempi. Se un fornitore sembra inattivo o si comporta in modo scorretto, ce lo segnali.</p>
<p><strong>Caravan gestisce i pagamenti?</strong> No. Pagamento e consegna si concordano tra lei e il fornitore. Consulti <a href="/how-to-buy">Come acquistare</a>.</p>
<h2>Ci scriva</h2>
<p>Per qualsiasi altra questione, come l'adesione dei fornitori, la verifica, la segnalazione di abusi o la rettifica o cancellazione dei suoi dati, utilizzi il modulo presente in questa pagina. Indichi l'indirizzo e-mail del suo account e il link alla pagina interessata. Rispondiamo entro due giorni lavorativi.</p>`,
  },

  "help-center-support": {
    title: "Assistenza tecnica",
    bodyHtml: `<p>Questa pagina aiuta a risolvere i problemi tecnici nell'uso di Caravan. Per domande su account o attività commerciali, consulti il <a href="/help-center">Centro assistenza</a>.</p>
<h2>Browser supportati</h2>
<p>Caravan funziona con le versioni attuali di Chrome, Edge, Firefox e Safari su computer, tablet e smartphone. Mantenga aggiornato il suo browser. Se una pagina non viene visualizzata correttamente, la ricarichi, svuoti la cache del browser o provi con un altro browser.</p>
<h2>Lingue</h2>
<p>Il sito è disponibile in 13 lingue: inglese, turco, arabo, cinese, spagnolo, francese, tedesco, ebraico, hindi, giapponese, persiano, italiano e russo. La lingua è determinata dall'indirizzo web (nome host) che apre, per cui ogni lingua ha un proprio indirizzo; per passare dall'una all'altra usi il selettore della lingua. Arabo, ebraico e persiano vengono visualizzati da destra a sinistra. I testi dei prodotti scritti dai fornitori potrebbero non essere disponibili in tutte le lingue.</p>
<h2>Accesso</h2>
<p>L'accesso utilizza un cookie. Se non riesce a rimanere connesso, verifichi che il browser accetti i cookie di questo sito. Se ha dimenticato la password, usi il link <em>Ha dimenticato la password?</em> nella <a href="/login">pagina di accesso</a>.</p>
<h2>Accessibilità</h2>
<p>Ci impegniamo a offrire pagine utilizzabili con tastiera e lettore di schermo, con un contrasto leggibile e testi ingrandibili con lo zoom del browser. Se qualcosa le risulta difficile da usare, ce lo faccia sapere, così potremo correggerlo.</p>
<h2>Segnalare un errore</h2>
<p>Utilizzi il modulo del <a href="/help-center">Centro assistenza</a> e ci indichi:</p>
<ul>
<li>l'indirizzo della pagina in cui si verifica il problema;</li>
<li>che cosa ha fatto, che cosa si aspettava e che cosa è successo invece;</li>
<li>il browser, il dispositivo e la lingua che utilizza.</li>
</ul>
<p>Rispondiamo entro due giorni lavorativi.</p>`,
  },

  "search-result": {
    title: "Consigli per la ricerca",
    bodyHtml: `<p>Questi consigli la aiutano a trovare più rapidamente i prodotti e i fornitori giusti.</p>
<h2>Scelga le parole</h2>
<ul>
<li>Può cercare in una qualsiasi delle nostre 13 lingue. Usi le parole che userebbe con un fornitore, ad esempio il nome di un prodotto, un materiale o un modello.</li>
<li>Inizi con una o due parole, come <em>asciugamano cotone</em>, e ne aggiunga altre solo se ottiene troppi risultati.</li>
<li>Se non ottiene risultati, provi con un termine più generico, un sinonimo o la forma singolare.</li>
</ul>
<h2>Usi i filtri</h2>
<ul>
<li><strong>Categoria</strong>: limiti i risultati a un solo gruppo di prodotti, oppure parta dall'<a href="/categories">elenco delle categorie</a>.</li>
<li><strong>Quantità minima d'ordine (MOQ)</strong>: nasconda i prodotti con un MOQ superiore alla quantità che intende acquistare.</li>
<li><strong>Luogo di origine</strong>: visualizzi solo i prodotti fabbricati in un determinato paese. Per partire dai fornitori di un paese, usi <a href="/browse-country">Cerca per paese</a>.</li>
<li><strong>Certificazioni</strong>: mostri solo i prodotti con i certificati richiesti dal suo mercato.</li>
</ul>
<h2>Legga i risultati</h2>
<p>Ogni risultato mostra le fasce di prezzo pubblicate dal fornitore, oppure <em>Richiedi prezzo</em> quando il prezzo non è indicato, il MOQ e il nome del fornitore. Apra la vetrina del fornitore per vederne il profilo, i certificati e se è Verificato.</p>
<h2>Non trova ancora ciò che cerca?</h2>
<p>Scopra che cosa cercano gli altri acquirenti in <a href="/topsearch">Ricerche più frequenti</a>, oppure descriva esattamente ciò che le serve in una <a href="/profile/purchase-request/detail">richiesta di preventivo</a>, così saranno i fornitori a contattarla.</p>`,
  },

  "public-education": {
    title: "Guida alla preparazione all'export",
    bodyHtml: `<p>Questa guida è rivolta ai fornitori aderenti che si preparano a vendere all'estero. Gli acquirenti confrontano molte offerte in poco tempo: le inserzioni chiare e complete ricevono più richieste, e di migliore qualità.</p>
<h2>1. Conosca gli Incoterms di base</h2>
<p>Gli Incoterms sono regole standard, pubblicate dalla Camera di Commercio Internazionale, che stabiliscono dove finiscono i costi e i rischi del venditore e dove iniziano quelli dell'acquirente. Indichi sempre a quale Incoterm si riferisce il suo prezzo, insieme al luogo convenuto.</p>
<ul>
<li><strong>EXW (Ex Works, franco fabbrica)</strong>: l'acquirente ritira la merce presso la sua sede e si occupa di tutto da lì in poi, compreso lo sdoganamento all'esportazione.</li>
<li><strong>FOB (Free On Board, franco a bordo)</strong>: lei consegna la merce, sdoganata all'esportazione, a bordo della nave nel porto di imbarco convenuto; lì il rischio passa all'acquirente.</li>
<li><strong>CIF (Cost, Insurance and Freight, costo, assicurazione e nolo)</strong>: lei paga anche il nolo marittimo e l'assicurazione minima fino al porto di destinazione convenuto, ma il rischio passa comunque all'acquirente al momento del carico della merce.</li>
</ul>
<h2>2. Stabilisca MOQ e fasce di prezzo</h2>
<p>Scelga una quantità minima d'ordine che copra i costi di produzione e imballaggio e offra prezzi unitari più bassi per quantità maggiori. Le fasce di prezzo pubblicate risparmiano agli acquirenti un giro di domande; se usa <em>Richiedi prezzo</em>, risponda rapidamente alle richieste d'acquisto.</p>
<h2>3. Mostri le sue certificazioni</h2>
<p>Molti mercati richiedono certificati di prodotto o di qualità. Carichi solo certificati validi e annoti le date di scadenza, così da poterli rinnovare in tempo. Valuti anche di richiedere il badge Verificato inviando i suoi documenti di registrazione tramite il <a href="/help-center">Centro assistenza</a>.</p>
<h2>4. Scatti buone foto dei prodotti</h2>
<ul>
<li>Usi la luce diurna o un'illuminazione uniforme e uno sfondo neutro.</li>
<li>Mostri il prodotto da più angolazioni, un dettaglio del materiale e l'imballaggio.</li>
<li>Fotografi il prodotto reale, non solo rendering.</li>
</ul>
<h2>5. Descriva imballaggio e origine</h2>
<p>Indichi il luogo di origine, le unità per cartone, le dimensioni e il peso del cartone. Gli acquirenti ne hanno bisogno per calcolare il costo del trasporto.</p>`,
  },

  "privacy-policy": {
    title: "Informativa sulla privacy",
    bodyHtml: `<p>La presente informativa spiega quali dati personali conserva Caravan, per quale motivo, per quanto tempo e quali diritti le spettano. Il sito è amministrato dal gestore, ossia l'associazione di fornitori o il consiglio per l'export che ha installato Caravan, il quale è responsabile dei suoi dati.</p>
<h2>Quali dati conserviamo</h2>
<ul>
<li><strong>Dati dell'account</strong>: nome, indirizzo e-mail, password (conservata solo come hash sicuro, mai in chiaro), lingua e, per i fornitori, i dati aziendali.</li>
<li><strong>Messaggi e richieste d'acquisto</strong> che invia o riceve, e i commenti che scrive.</li>
<li><strong>Visualizzazioni dei prodotti</strong>: quali prodotti e vetrine sono stati visualizzati; questi dati servono per le statistiche e per le ricerche più frequenti.</li>
<li><strong>Cookie</strong>: utilizziamo un cookie solo per mantenere attivo il suo accesso. Non utilizziamo cookie pubblicitari o di tracciamento.</li>
</ul>
<h2>Perché li conserviamo</h2>
<p>Utilizziamo i suoi dati per gestire il suo account, recapitare i suoi messaggi e le sue richieste d'acquisto all'altra parte, moderare i contenuti, prevenire abusi e frodi e rispondere alle sue domande. Quando contatta un fornitore, questi vede il suo nome, il suo messaggio e i recapiti che lei sceglie di fornire.</p>
<h2>Per quanto tempo li conserviamo</h2>
<p>Conserviamo i dati dell'account finché l'account esiste. Messaggi e richieste d'acquisto vengono conservati affinché entrambe le parti possano consultarli. Quando un account viene eliminato, i relativi dati personali vengono cancellati o resi anonimi, salvo quando la legge ci impone di conservarli più a lungo.</p>
<h2>I suoi diritti</h2>
<p>Può chiedere una copia dei suoi dati, la loro rettifica o la loro cancellazione. La maggior parte dei dati può essere corretta nel suo profilo; per tutto il resto, ci scriva tramite il <a href="/help-center">Centro assistenza</a>. Rispondiamo entro due giorni lavorativi.</p>
<h2>Nessuna vendita di dati</h2>
<p>Non vendiamo né cediamo in affitto i suoi dati personali a nessuno e non li utilizziamo a fini pubblicitari.</p>`,
  },
};
