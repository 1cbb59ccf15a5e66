import type { ContentPageTexts } from "./types.ts";

/** French texts of the static pages (translated from en.ts). */
export const CONTENT_PAGES_FR: ContentPageTexts = {
  "about-us": {
    title: "À propos de Caravan",
    bodyHtml: `<p><strong>Caravan</strong> est une place de marché de gros sur laquelle les acheteurs professionnels trouvent des fabricants et des exportateurs et les contactent directement. Il s’agit d’un logiciel open source, exploité ici par une association de fournisseurs ou un conseil des exportateurs (l’<em>opérateur</em>) pour ses entreprises membres et pour les acheteurs qui souhaitent travailler avec elles.</p>
<h2>Qui gère ce site</h2>
<p>L’opérateur admet les entreprises fournisseurs, contrôle les documents d’immatriculation de celles qui demandent à être vérifiées, modère les commentaires publics et répond aux questions des acheteurs et des fournisseurs. Caravan ne vend pas de marchandises et ne prend aucune part aux transactions conclues entre acheteurs et fournisseurs.</p>
<h2>Ce que les acheteurs y trouvent</h2>
<ul>
<li>Une recherche de produits en 13 langues, avec des filtres par quantité minimale de commande, lieu d’origine et certifications.</li>
<li>Des vitrines de fournisseurs présentant le profil de l’entreprise, ses capacités de production, ses certificats et ses coordonnées.</li>
<li>Des demandes d’achat et des messages transmis directement au fournisseur, gratuitement.</li>
</ul>
<h2>Ce que les fournisseurs y trouvent</h2>
<ul>
<li>Une vitrine et un catalogue de produits, présentés aux acheteurs dans leur propre langue.</li>
<li>Les demandes de renseignements et demandes d’achat des acheteurs, réunies en un seul endroit.</li>
<li>Un badge Vérifié, dès que l’opérateur a contrôlé les documents d’immatriculation de l’entreprise.</li>
</ul>
<p>Pour commencer, <a href="/categories">parcourez les catégories</a> ou <a href="/register">créez un compte gratuit</a>. Vos questions sur le site peuvent être envoyées via le <a href="/help-center">Centre d’aide</a>.</p>`,
  },

  "vision-mission": {
    title: "Vision et mission",
    bodyHtml: `<h2>Notre vision</h2>
<p>Un monde dans lequel tout producteur compétent, quels que soient sa taille ou son pays d’origine, peut être trouvé par le bon acheteur et commercer avec lui à des conditions claires et équitables.</p>
<h2>Notre mission</h2>
<p>Offrir aux entreprises membres de notre association une vitrine fiable pour l’exportation, et offrir aux acheteurs un moyen rapide et honnête de trouver des fournisseurs, de les comparer et d’engager la conversation, dans la langue de l’acheteur et sans intermédiaires.</p>
<h2>Nos valeurs</h2>
<ul>
<li><strong>La confiance par les contrôles.</strong> Nous vérifions les documents d’immatriculation des entreprises et modérons les commentaires publics, afin que les acheteurs puissent se fier à ce qu’ils lisent.</li>
<li><strong>Le contact direct.</strong> Acheteurs et fournisseurs échangent directement. Nous ne nous interposons pas entre eux et ne prélevons aucune part sur leurs affaires.</li>
<li><strong>La transparence.</strong> Caravan est un logiciel open source. Nos règles, nos conditions d’adhésion et notre politique de confidentialité sont publiées sur ce site et accessibles à tous.</li>
<li><strong>Plusieurs langues, un seul marché.</strong> Les produits et les vitrines sont présentés en 13 langues, pour que la langue ne soit jamais la raison pour laquelle une affaire ne se conclut pas.</li>
</ul>
<p>Si vous partagez ces objectifs et dirigez une entreprise fournisseur, lisez le <a href="/membership-agreement">Contrat d’adhésion</a> et écrivez-nous via le <a href="/contact">formulaire de contact</a>. Si vous êtes acheteur, <a href="/how-to-buy">découvrez comment se déroule un achat</a>.</p>`,
  },

  contact: {
    title: "Nous contacter",
    bodyHtml: `<p>Il existe deux types de contact sur Caravan : avec un fournisseur au sujet de ses produits, et avec l’équipe de l’opérateur au sujet du site lui-même. Choisissez celui qui correspond à votre question.</p>
<h2>Contacter un fournisseur</h2>
<p>Les questions sur les produits, les prix, les échantillons, les délais de production ou la livraison doivent être adressées directement au fournisseur, car lui seul peut y répondre.</p>
<ul>
<li><strong>Envoyer un message</strong> : ouvrez la vitrine du fournisseur et utilisez le bouton Envoyer un message pour écrire à l’entreprise.</li>
<li><strong>Demande d’achat</strong> : sur une fiche produit, envoyez une demande d’achat indiquant la quantité souhaitée et vos exigences. Lorsque le prix affiche <em>Demander le prix</em>, c’est ainsi que vous obtenez un devis.</li>
<li><strong>Demande de devis</strong> : si vous n’avez pas encore trouvé le bon produit, décrivez votre besoin dans une <a href="/profile/purchase-request/detail">demande de devis</a>.</li>
</ul>
<p>Vous devez être <a href="/login">connecté</a> pour envoyer des messages et des demandes d’achat. L’<a href="/register">inscription</a> est gratuite pour les acheteurs.</p>
<h2>Contacter l’opérateur</h2>
<p>Pour toute question concernant votre compte, l’adhésion des fournisseurs, la vérification, un signalement d’abus ou un problème technique, écrivez-nous à l’aide du formulaire de cette page. Indiquez l’adresse e-mail de votre compte et, si cela peut aider, le lien vers la page concernée.</p>
<p>Notre équipe répond sous deux jours ouvrés. De nombreuses questions courantes trouvent déjà leur réponse dans le <a href="/help-center">Centre d’aide</a>.</p>`,
  },

  "how-to-buy": {
    title: "Comment acheter",
    bodyHtml: `<p>Caravan vous met en relation avec des fournisseurs ; l’achat lui-même est convenu entre vous et le fournisseur. Les étapes suivantes décrivent le parcours habituel, de la première recherche jusqu’à la commande.</p>
<ol>
<li><strong>Recherchez ou parcourez.</strong> Saisissez ce dont vous avez besoin dans le champ de recherche, dans l’une de nos 13 langues, ou parcourez les <a href="/categories">catégories de produits</a> ou les <a href="/browse-country">fournisseurs par pays</a>.</li>
<li><strong>Filtrez les résultats.</strong> Affinez la liste par quantité minimale de commande (MOQ), lieu d’origine et certifications, afin de ne voir que les produits que vous pouvez réellement commander.</li>
<li><strong>Comparez les vitrines.</strong> Ouvrez les vitrines des fournisseurs qui vous intéressent. Consultez le profil de l’entreprise, ses capacités de production, ses certificats, et vérifiez si elle porte le badge Vérifié.</li>
<li><strong>Demandez un prix.</strong> Lorsqu’un produit affiche <em>Demander le prix</em>, ou que votre quantité dépasse les paliers de prix publiés, envoyez une demande d’achat depuis la fiche produit. Si vous ne trouvez pas de produit adapté, publiez une <a href="/profile/purchase-request/detail">demande de devis</a>.</li>
<li><strong>Négociez directement.</strong> Discutez des spécifications, des échantillons, de l’emballage, du délai de production et du prix avec le fournisseur par messages.</li>
<li><strong>Convenez du paiement et de la livraison.</strong> Le mode de paiement, les Incoterms, l’expédition et l’inspection sont convenus entre vous et le fournisseur, idéalement dans un contrat écrit ou une facture pro forma. Caravan ne détient ni ne traite aucun paiement.</li>
</ol>
<p>L’envoi de demandes d’achat nécessite un compte gratuit : <a href="/register">inscrivez-vous ici</a>. Avant de payer, prenez les précautions habituelles du commerce international, par exemple en vérifiant les informations de l’entreprise et en commençant par un échantillon ou une petite commande.</p>`,
  },

  "membership-agreement": {
    title: "Contrat d’adhésion",
    bodyHtml: `<p>En vous inscrivant sur Caravan, vous acceptez les conditions suivantes. Elles s’appliquent aussi bien aux comptes acheteurs qu’aux comptes fournisseurs, conjointement avec les <a href="/site-rules">Règles du site</a> et la <a href="/privacy-policy">Politique de confidentialité</a>.</p>
<h2>Vos obligations</h2>
<ol>
<li><strong>Des informations exactes.</strong> Les informations que vous fournissez sur vous-même et sur votre entreprise doivent être véridiques et tenues à jour. Les descriptions de produits, les certificats et les prix doivent correspondre à ce que vous proposez réellement.</li>
<li><strong>Un compte par personne.</strong> Chaque compte appartient à une seule personne. Ne partagez pas votre mot de passe et ne créez pas plusieurs comptes pour vous-même. Une entreprise peut compter plusieurs personnes, chacune disposant de son propre compte.</li>
<li><strong>Des produits licites.</strong> Vous ne pouvez mettre en ligne, proposer ou demander que des marchandises pouvant être légalement commercialisées. Les contrefaçons, les biens volés et les marchandises prohibées sont interdits.</li>
<li><strong>Des échanges respectueux.</strong> Les messages, demandes d’achat et commentaires doivent être honnêtes, pertinents et courtois. La publicité non sollicitée et le harcèlement sont interdits.</li>
</ol>
<h2>Les droits de l’opérateur</h2>
<p>L’opérateur peut modifier ou supprimer tout contenu contraire aux présentes conditions et peut suspendre ou fermer un compte, avec ou sans préavis selon la gravité du manquement. Dans la mesure du possible, nous vous en indiquons la raison et vous donnons la possibilité de répondre via le <a href="/help-center">Centre d’aide</a>.</p>
<h2>Transactions</h2>
<p>Les contrats de vente sont conclus exclusivement entre l’acheteur et le fournisseur. L’opérateur n’y est pas partie et ne détient aucun paiement.</p>
<h2>Vos données</h2>
<p>Nous traitons vos données personnelles conformément à la <a href="/privacy-policy">Politique de confidentialité</a>. Vous pouvez fermer votre compte à tout moment en nous écrivant via le Centre d’aide.</p>`,
  },

  "site-rules": {
    title: "Règles du site",
    bodyHtml: `<p>Ces règles permettent à Caravan de rester utile et sûr pour tous. Elles s’appliquent aux annonces de produits, aux vitrines, aux messages, aux demandes d’achat et aux commentaires. Leur non-respect peut entraîner la suppression de contenus ou la suspension du compte, comme le prévoit le <a href="/membership-agreement">Contrat d’adhésion</a>.</p>
<h2>Annonces et vitrines</h2>
<ul>
<li>Ne proposez que des marchandises que vous êtes réellement en mesure de fournir, dans la bonne catégorie, avec des descriptions, des photos, un MOQ et des prix fidèles à la réalité.</li>
<li>Aucune contrefaçon, réplique ou marchandise portant atteinte à une marque déposée, ni aucune marchandise dont le commerce est interdit ou restreint par la loi.</li>
<li>N’affichez que les certificats que votre entreprise détient réellement et qui sont encore en cours de validité.</li>
<li>Ne publiez pas plusieurs fois le même produit pour le faire remonter dans les résultats de recherche.</li>
</ul>
<h2>Messages et demandes d’achat</h2>
<ul>
<li>Pas de spam : n’envoyez pas le même message en masse et ne faites pas de publicité auprès d’utilisateurs qui ne l’ont pas demandée.</li>
<li>Écrivez au sujet d’un besoin professionnel réel. Les fausses demandes et les tentatives de collecte des coordonnées d’autres utilisateurs sont interdites.</li>
<li>Restez courtois. Les insultes, les menaces et les discriminations ne sont pas tolérées.</li>
<li>Ne demandez jamais de mots de passe ni de paiement en dehors de ce qui a été convenu dans le cadre d’une transaction.</li>
</ul>
<h2>Commentaires</h2>
<p>Les commentaires sont modérés : ils n’apparaissent qu’après avoir été vérifiés par notre équipe. Ils doivent décrire votre propre expérience avec un produit ou un fournisseur. La publicité, les liens vers d’autres sites et les attaques personnelles ne sont pas publiés.</p>
<h2>Signaler un abus</h2>
<p>Si vous constatez qu’une annonce, un message ou un commentaire enfreint ces règles, ou si vous soupçonnez une fraude, signalez-le à l’aide du formulaire du <a href="/help-center">Centre d’aide</a>. Indiquez le lien vers la page et une brève description. Nous examinons chaque signalement.</p>`,
  },

  "verified-company-link": {
    title: "Entreprises vérifiées",
    bodyHtml: `<p>Certains fournisseurs de Caravan affichent un badge <strong>Vérifié</strong> sur leur vitrine et leurs produits. Cette page explique ce que ce badge signifie, et ce qu’il ne signifie pas.</p>
<h2>Ce que signifie le badge</h2>
<p>L’opérateur a contrôlé les documents officiels d’immatriculation de l’entreprise et a confirmé que l’entreprise existe, qu’elle est immatriculée sous le nom affiché et que la personne qui gère le compte est habilitée à agir en son nom.</p>
<h2>Comment un fournisseur obtient la vérification</h2>
<ol>
<li>Connectez-vous avec le compte fournisseur de l’entreprise.</li>
<li>Envoyez une copie des documents d’immatriculation de l’entreprise à l’opérateur, à l’aide du formulaire du <a href="/help-center">Centre d’aide</a>. Indiquez le nom de votre entreprise exactement tel qu’il figure sur les documents.</li>
<li>Notre équipe compare les documents avec le profil de l’entreprise et peut demander des informations complémentaires.</li>
<li>Une fois le contrôle terminé, le badge Vérifié apparaît sur la vitrine.</li>
</ol>
<p>La vérification est renouvelée chaque année. Si les documents ne sont pas renouvelés, ou si les informations de l’entreprise changent et ne correspondent plus, le badge est retiré jusqu’à ce que l’entreprise soit de nouveau contrôlée.</p>
<h2>Ce que le badge ne signifie pas</h2>
<p>La vérification confirme l’identité d’une entreprise. Elle ne constitue pas une garantie quant à la qualité des produits, à la livraison ou à une transaction particulière, et l’opérateur n’est pas partie aux transactions. Les acheteurs doivent toujours convenir de conditions écrites claires, demander des échantillons le cas échéant et contrôler les certificats des produits qu’ils commandent. Consultez la page <a href="/how-to-buy">Comment acheter</a> pour obtenir des conseils.</p>`,
  },

  membership: {
    title: "Adhésion",
    bodyHtml: `<p>Tout le monde peut parcourir les produits et les vitrines des fournisseurs sur Caravan sans compte. L’adhésion vous permet de participer aux échanges commerciaux sur le site.</p>
<h2>Comptes acheteurs</h2>
<p>Les comptes acheteurs sont gratuits. <a href="/register">Inscrivez-vous</a> avec votre nom et votre adresse e-mail, puis confirmez celle-ci. Une fois connecté en tant qu’acheteur, vous pouvez :</p>
<ul>
<li>envoyer des messages aux fournisseurs depuis leurs vitrines ;</li>
<li>envoyer des demandes d’achat pour des produits, y compris ceux marqués <em>Demander le prix</em> ;</li>
<li>publier une <a href="/profile/purchase-request/detail">demande de devis</a> lorsque vous ne trouvez pas ce dont vous avez besoin ;</li>
<li>passer des commandes via le panier auprès des fournisseurs et suivre vos demandes et vos conversations dans votre profil ;</li>
<li>rédiger des commentaires sur les produits et les fournisseurs.</li>
</ul>
<h2>Adhésion des fournisseurs</h2>
<p>Les entreprises fournisseurs adhèrent par l’intermédiaire de l’opérateur, l’association ou le conseil des exportateurs qui gère ce site. Les conditions d’adhésion sont fixées par l’opérateur ; pour poser votre candidature, créez un compte puis écrivez-nous via le <a href="/contact">formulaire de contact</a> en indiquant le nom de votre entreprise et votre pays. Les fournisseurs membres peuvent :</p>
<ul>
<li>publier une vitrine présentant le profil de l’entreprise, ses capacités, ses certificats et ses coordonnées ;</li>
<li>mettre en ligne des produits avec MOQ, paliers de prix, lieu d’origine, certifications et emballage ;</li>
<li>recevoir les messages et demandes d’achat des acheteurs et y répondre ;</li>
<li>demander le badge Vérifié en envoyant leurs documents d’immatriculation via le <a href="/help-center">Centre d’aide</a>.</li>
</ul>
<p>Tous les membres acceptent le <a href="/membership-agreement">Contrat d’adhésion</a> et les <a href="/site-rules">Règles du site</a>.</p>`,
  },

  "help-center": {
    title: "Centre d’aide",
    bodyHtml: `<p>Les réponses aux questions qui nous sont le plus souvent posées. Si la vôtre n’y figure pas, écrivez-nous à l’aide du formulaire de cette page.</p>
<h2>Compte</h2>
<p><strong>Ai-je besoin d’un compte ?</strong> Pas pour naviguer. Un compte gratuit est nécessaire pour envoyer des messages, des demandes d’achat et des commentaires. <a href="/register">Inscrivez-vous ici</a>.</p>
<p><strong>J’ai oublié mon mot de passe.</strong> Sur la <a href="/login">page de connexion</a>, cliquez sur <em>Mot de passe oublié ?</em> et saisissez votre adresse e-mail. Nous vous envoyons un lien pour définir un nouveau mot de passe. Si vous ne recevez aucun e-mail, vérifiez votre dossier de courrier indésirable.</p>
<h2>Demandes d’achat</h2>
<p><strong>Comment obtenir un prix ?</strong> Sur la fiche produit, envoyez une demande d’achat indiquant la quantité souhaitée. Le fournisseur vous répond avec un devis. Pour les produits que vous ne trouvez pas, utilisez une <a href="/profile/purchase-request/detail">demande de devis</a>.</p>
<p><strong>Où se trouvent mes demandes ?</strong> Dans votre profil, avec les réponses des fournisseurs.</p>
<h2>Contacter les fournisseurs</h2>
<p><strong>Comment écrire à un fournisseur ?</strong> Ouvrez sa vitrine et cliquez sur <em>Envoyer un message</em>. Les questions sur les produits, la livraison et le paiement sont traitées par le fournisseur, et non par notre équipe.</p>
<p><strong>Un fournisseur ne répond pas.</strong> Les fournisseurs répondent à leur propre rythme. Si un fournisseur semble inactif ou se comporte de manière inappropriée, faites-le-nous savoir.</p>
<p><strong>Caravan gère-t-il le paiement ?</strong> Non. Le paiement et la livraison sont convenus entre vous et le fournisseur. Consultez la page <a href="/how-to-buy">Comment acheter</a>.</p>
<h2>Nous écrire</h2>
<p>Pour toute autre demande, par exemple concernant l’adhésion des fournisseurs, la vérification, le signalement d’un abus ou la rectification ou la suppression de vos données, utilisez le formulaire de cette page. Indiquez l’adresse e-mail de votre compte et un lien vers la page concernée. Nous répondons sous deux jours ouvrés.</p>`,
  },

  "help-center-support": {
    title: "Assistance technique",
    bodyHtml: `<p>Cette page vous aide à résoudre les problèmes techniques rencontrés lors de l’utilisation de Caravan. Pour les questions relatives aux comptes ou aux échanges commerciaux, consultez le <a href="/help-center">Centre d’aide</a>.</p>
<h2>Navigateurs pris en charge</h2>
<p>Caravan fonctionne avec les versions actuelles de Chrome, Edge, Firefox et Safari sur ordinateur, tablette et téléphone. Maintenez votre navigateur à jour. Si une page ne s’affiche pas correctement, rechargez-la, videz le cache du navigateur ou essayez un autre navigateur.</p>
<h2>Langues</h2>
<p>Le site est disponible en 13 langues : anglais, turc, arabe, chinois, espagnol, français, allemand, hébreu, hindi, japonais, persan, italien et russe. La langue est déterminée par l’adresse web (nom d’hôte) que vous ouvrez : chaque langue dispose donc de sa propre adresse ; utilisez le sélecteur de langue pour passer de l’une à l’autre. L’arabe, l’hébreu et le persan s’affichent de droite à gauche. Les textes de produits rédigés par les fournisseurs ne sont pas forcément disponibles dans toutes les langues.</p>
<h2>Connexion</h2>
<p>La connexion utilise un cookie. Si vous ne parvenez pas à rester connecté, assurez-vous que votre navigateur accepte les cookies pour ce site. Si vous avez oublié votre mot de passe, utilisez le lien <em>Mot de passe oublié ?</em> sur la <a href="/login">page de connexion</a>.</p>
<h2>Accessibilité</h2>
<p>Nous nous efforçons de proposer des pages utilisables au clavier et avec un lecteur d’écran, avec un contraste lisible et un texte qui peut être agrandi grâce au zoom du navigateur. Si un élément vous semble difficile à utiliser, merci de nous le signaler afin que nous puissions le corriger.</p>
<h2>Signaler un bogue</h2>
<p>Utilisez le formulaire du <a href="/help-center">Centre d’aide</a> et indiquez-nous :</p>
<ul>
<li>l’adresse de la page sur laquelle le problème se produit ;</li>
<li>ce que vous avez fait, ce à quoi vous vous attendiez et ce qui s’est produit à la place ;</li>
<li>votre navigateur, votre appareil et votre langue.</li>
</ul>
<p>Nous répondons sous deux jours ouvrés.</p>`,
  },

  "search-result": {
    title: "Conseils de recherche",
    bodyHtml: `<p>Ces conseils vous aident à trouver plus rapidement les bons produits et les bons fournisseurs.</p>
<h2>Choisissez vos mots</h2>
<ul>
<li>Vous pouvez effectuer vos recherches dans l’une de nos 13 langues. Employez les mots que vous utiliseriez avec un fournisseur, par exemple un nom de produit, une matière ou un modèle.</li>
<li>Commencez par un ou deux mots, comme <em>serviette coton</em>, et n’en ajoutez que si vous obtenez trop de résultats.</li>
<li>Si vous n’obtenez aucun résultat, essayez un terme plus général, un synonyme ou le singulier.</li>
</ul>
<h2>Utilisez les filtres</h2>
<ul>
<li><strong>Catégorie</strong> : limitez les résultats à un seul groupe de produits, ou partez de la <a href="/categories">liste des catégories</a>.</li>
<li><strong>Quantité minimale de commande (MOQ)</strong> : masquez les produits dont le MOQ dépasse la quantité que vous souhaitez acheter.</li>
<li><strong>Lieu d’origine</strong> : n’affichez que les produits fabriqués dans un pays donné. Pour partir des fournisseurs d’un pays, utilisez <a href="/browse-country">Parcourir par pays</a>.</li>
<li><strong>Certifications</strong> : n’affichez que les produits disposant des certificats exigés sur votre marché.</li>
</ul>
<h2>Lisez les résultats</h2>
<p>Chaque résultat affiche les paliers de prix publiés par le fournisseur, ou <em>Demander le prix</em> lorsqu’aucun prix n’est indiqué, ainsi que le MOQ et le nom du fournisseur. Ouvrez la vitrine du fournisseur pour consulter son profil, ses certificats et savoir s’il est Vérifié.</p>
<h2>Vous ne trouvez toujours pas ?</h2>
<p>Découvrez ce que recherchent d’autres acheteurs dans les <a href="/topsearch">Recherches populaires</a>, ou décrivez précisément votre besoin dans une <a href="/profile/purchase-request/detail">demande de devis</a> afin que les fournisseurs viennent à vous.</p>`,
  },

  "public-education": {
    title: "Guide de préparation à l’export",
    bodyHtml: `<p>Ce guide s’adresse aux fournisseurs membres qui se préparent à vendre à l’étranger. Les acheteurs comparent rapidement de nombreuses offres ; des annonces claires et complètes suscitent des demandes plus nombreuses et de meilleure qualité.</p>
<h2>1. Maîtrisez les Incoterms de base</h2>
<p>Les Incoterms sont des règles normalisées, publiées par la Chambre de commerce internationale, qui indiquent où s’arrêtent les frais et les risques du vendeur et où commencent ceux de l’acheteur. Précisez toujours l’Incoterm auquel se rapporte votre prix, ainsi que le lieu convenu.</p>
<ul>
<li><strong>EXW (Ex Works, « à l’usine »)</strong> : l’acheteur enlève la marchandise dans vos locaux et prend tout en charge à partir de là, y compris le dédouanement à l’exportation.</li>
<li><strong>FOB (Free On Board, « franco à bord »)</strong> : vous livrez la marchandise, dédouanée à l’exportation, à bord du navire au port d’embarquement convenu ; le risque est transféré à l’acheteur à ce moment-là.</li>
<li><strong>CIF (Cost, Insurance and Freight, « coût, assurance et fret »)</strong> : vous payez en outre le fret maritime et une assurance minimale jusqu’au port de destination convenu, mais le risque est toujours transféré à l’acheteur lors du chargement de la marchandise.</li>
</ul>
<h2>2. Fixez votre MOQ et vos paliers de prix</h2>
<p>Choisissez une quantité minimale de commande qui couvre vos coûts de production et d’emballage, et proposez des prix unitaires plus bas pour les quantités plus importantes. Des paliers de prix publiés épargnent aux acheteurs un échange de questions ; si vous utilisez <em>Demander le prix</em>, répondez rapidement aux demandes d’achat.</p>
<h2>3. Mettez en avant vos certifications</h2>
<p>De nombreux marchés exigent des certificats de produit ou de qualité. Ne téléversez que des certificats valides et notez leurs dates d’expiration afin de pouvoir les renouveler à temps. Pensez également à demander le badge Vérifié en envoyant vos documents d’immatriculation via le <a href="/help-center">Centre d’aide</a>.</p>
<h2>4. Soignez vos photos de produits</h2>
<ul>
<li>Utilisez la lumière du jour ou un éclairage uniforme, ainsi qu’un fond neutre.</li>
<li>Montrez le produit sous plusieurs angles, un détail de la matière et l’emballage.</li>
<li>Photographiez le produit réel, et pas seulement des images de synthèse.</li>
</ul>
<h2>5. Décrivez l’emballage et l’origine</h2>
<p>Indiquez le lieu d’origine, le nombre d’unités par carton, les dimensions et le poids du carton. Les acheteurs en ont besoin pour calculer le fret.</p>`,
  },

  "privacy-policy": {
    title: "Politique de confidentialité",
    bodyHtml: `<p>Cette politique explique quelles données personnelles Caravan conserve, pourquoi, pendant combien de temps et quels sont vos droits. Le site est exploité par l’opérateur, l’association de fournisseurs ou le conseil des exportateurs qui déploie Caravan, et qui est responsable de vos données.</p>
<h2>Ce que nous conservons</h2>
<ul>
<li><strong>Données de compte</strong> : votre nom, votre adresse e-mail, votre mot de passe (conservé uniquement sous forme de hachage sécurisé, jamais en clair), votre langue et, pour les fournisseurs, les informations sur l’entreprise.</li>
<li><strong>Les messages et demandes d’achat</strong> que vous envoyez ou recevez, ainsi que les commentaires que vous rédigez.</li>
<li><strong>Consultations de produits</strong> : les produits et vitrines consultés, utilisés pour les statistiques et les recherches populaires.</li>
<li><strong>Cookies</strong> : nous utilisons un cookie uniquement pour vous maintenir connecté. Nous n’utilisons aucun cookie publicitaire ou de suivi.</li>
</ul>
<h2>Pourquoi nous les conservons</h2>
<p>Nous utilisons vos données pour gérer votre compte, transmettre vos messages et demandes d’achat à l’autre partie, modérer les contenus, prévenir les abus et la fraude, et répondre à vos questions. Lorsque vous contactez un fournisseur, celui-ci voit votre nom, votre message et les coordonnées que vous choisissez de communiquer.</p>
<h2>Durée de conservation</h2>
<p>Nous conservons les données de compte tant que votre compte existe. Les messages et demandes d’achat sont conservés afin que les deux parties puissent s’y référer. Lorsqu’un compte est supprimé, ses données personnelles sont supprimées ou anonymisées, sauf lorsque la loi nous impose de les conserver plus longtemps.</p>
<h2>Vos droits</h2>
<p>Vous pouvez demander une copie de vos données, leur rectification ou leur suppression. La plupart des informations peuvent être corrigées dans votre profil ; pour toute autre demande, écrivez-nous via le <a href="/help-center">Centre d’aide</a>. Nous répondons sous deux jours ouvrés.</p>
<h2>Aucune vente de données</h2>
<p>Nous ne vendons ni ne louons vos données personnelles à qui que ce soit, et nous ne les utilisons pas à des fins publicitaires.</p>`,
  },
};
