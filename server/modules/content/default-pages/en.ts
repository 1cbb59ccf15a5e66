import type { ContentPageTexts } from "./types.ts";

/** English texts of the static pages (the other languages translate these). */
export const CONTENT_PAGES_EN: ContentPageTexts = {
  "about-us": {
    title: "About Caravan",
    bodyHtml: `<p><strong>Caravan</strong> is a wholesale marketplace where professional buyers find manufacturers and exporters and contact them directly. It is open-source software, run here by a supplier association or export council (the <em>operator</em>) for its member companies and for the buyers who want to work with them.</p>
<h2>Who runs this site</h2>
<p>The operator admits supplier companies, checks the registration documents of those that ask to be verified, moderates public comments and answers questions from buyers and suppliers. Caravan does not sell goods itself and does not take part in the deals made between buyers and suppliers.</p>
<h2>What buyers get</h2>
<ul>
<li>Product search in 13 languages, with filters for minimum order quantity, place of origin and certifications.</li>
<li>Supplier storefronts with company profile, production capability, certificates and contact details.</li>
<li>Purchase requests and messages that go straight to the supplier, free of charge.</li>
</ul>
<h2>What suppliers get</h2>
<ul>
<li>A storefront and product catalogue, shown to buyers in their own language.</li>
<li>Enquiries and purchase requests from buyers, collected in one place.</li>
<li>A Verified badge once the operator has checked the company's registration documents.</li>
</ul>
<p>To start, <a href="/categories">browse the categories</a> or <a href="/register">create a free account</a>. Questions about the site can be sent through the <a href="/help-center">Help Center</a>.</p>`,
  },

  "vision-mission": {
    title: "Vision and Mission",
    bodyHtml: `<h2>Our vision</h2>
<p>A world in which any capable producer, whatever its size or home country, can be found by the right buyer and trade with them on clear, fair terms.</p>
<h2>Our mission</h2>
<p>To give the member companies of our association a trustworthy shop window for export, and to give buyers a quick, honest way to find suppliers, compare them and start a conversation, in the buyer's own language and without middlemen.</p>
<h2>Our values</h2>
<ul>
<li><strong>Trust through checks.</strong> We verify company registration documents and moderate public comments, so that what buyers read can be relied on.</li>
<li><strong>Direct contact.</strong> Buyers and suppliers talk to each other. We do not stand between them or take a share of their business.</li>
<li><strong>Openness.</strong> Caravan is open-source software. Our rules, our membership terms and our privacy policy are published on this site for everyone to read.</li>
<li><strong>Many languages, one market.</strong> Products and storefronts are presented in 13 languages, so that language is never the reason a deal does not happen.</li>
</ul>
<p>If you share these aims and run a supplier company, read the <a href="/membership-agreement">Membership Agreement</a> and write to us through the <a href="/contact">contact form</a>. If you are a buyer, <a href="/how-to-buy">see how buying works</a>.</p>`,
  },

  contact: {
    title: "Contact Us",
    bodyHtml: `<p>There are two kinds of contact on Caravan: with a supplier about its products, and with the operator's staff about the site itself. Choose the one that fits your question.</p>
<h2>Contacting a supplier</h2>
<p>Questions about products, prices, samples, lead times or delivery should go to the supplier directly, because only the supplier can answer them.</p>
<ul>
<li><strong>Send Message</strong>: open the supplier's storefront and use the Send Message button to write to the company.</li>
<li><strong>Purchase request</strong>: on a product page, send a purchase request with the quantity you need and your requirements. Where the price says <em>Ask Price</em>, this is how you get a quotation.</li>
<li><strong>Request for quotation</strong>: if you have not yet found the right product, describe what you need in a <a href="/profile/purchase-request/detail">request for quotation</a>.</li>
</ul>
<p>You need to be <a href="/login">signed in</a> to send messages and purchase requests. <a href="/register">Registration</a> is free for buyers.</p>
<h2>Contacting the operator</h2>
<p>For questions about your account, supplier membership, verification, a report of abuse or a technical problem, write to us with the form on this page. Please give the email address of your account and, where it helps, the link to the page concerned.</p>
<p>Our staff answer within two working days. Many common questions are already answered in the <a href="/help-center">Help Center</a>.</p>`,
  },

  "how-to-buy": {
    title: "How to Buy",
    bodyHtml: `<p>Caravan connects you with suppliers; the purchase itself is agreed between you and the supplier. These steps show the usual path from a first search to an order.</p>
<ol>
<li><strong>Search or browse.</strong> Type what you need into the search box in any of our 13 languages, or go through the <a href="/categories">product categories</a> or the <a href="/browse-country">suppliers by country</a>.</li>
<li><strong>Filter the results.</strong> Narrow the list by minimum order quantity (MOQ), place of origin and certifications, so that you see only products you can actually order.</li>
<li><strong>Compare storefronts.</strong> Open the storefronts of the suppliers you are interested in. Look at the company profile, production capability, certificates and whether the company carries the Verified badge.</li>
<li><strong>Ask for a price.</strong> Where a product shows <em>Ask Price</em>, or your quantity is beyond the published price tiers, send a purchase request from the product page. If you cannot find a suitable product, post a <a href="/profile/purchase-request/detail">request for quotation</a>.</li>
<li><strong>Negotiate directly.</strong> Discuss specifications, samples, packaging, lead time and price with the supplier through messages.</li>
<li><strong>Agree on payment and delivery.</strong> Payment method, Incoterms, shipping and inspection are agreed between you and the supplier, ideally in a written contract or proforma invoice. Caravan does not hold or handle payments.</li>
</ol>
<p>Sending purchase requests requires a free account: <a href="/register">register here</a>. Before you pay, take the usual precautions of international trade, such as checking the company's details and starting with a sample or a small order.</p>`,
  },

  "membership-agreement": {
    title: "Membership Agreement",
    bodyHtml: `<p>By registering on Caravan you accept the following terms. They apply to buyer and supplier accounts alike and together with the <a href="/site-rules">Site Rules</a> and the <a href="/privacy-policy">Privacy Policy</a>.</p>
<h2>Your obligations</h2>
<ol>
<li><strong>Accurate information.</strong> The details you give about yourself and your company must be true and kept up to date. Product descriptions, certificates and prices must reflect what you actually offer.</li>
<li><strong>One account per person.</strong> Each account belongs to one person. Do not share your password or create several accounts for yourself. A company may have several people, each with their own account.</li>
<li><strong>Lawful products.</strong> You may only list, offer or request goods that may lawfully be traded. Counterfeit, stolen and prohibited goods are not allowed.</li>
<li><strong>Respectful contact.</strong> Messages, purchase requests and comments must be honest, relevant and polite. Unsolicited advertising and harassment are not allowed.</li>
</ol>
<h2>The operator's rights</h2>
<p>The operator may edit or remove content that breaks these terms and may suspend or close an account, with or without notice depending on how serious the breach is. Where possible we tell you why and give you the chance to respond through the <a href="/help-center">Help Center</a>.</p>
<h2>Transactions</h2>
<p>Contracts of sale are made only between buyer and supplier. The operator is not a party to them and does not hold payments.</p>
<h2>Your data</h2>
<p>We handle your personal data as described in the <a href="/privacy-policy">Privacy Policy</a>. You may close your account at any time by writing to us through the Help Center.</p>`,
  },

  "site-rules": {
    title: "Site Rules",
    bodyHtml: `<p>These rules keep Caravan useful and safe for everyone. They apply to product listings, storefronts, messages, purchase requests and comments. Breaking them can lead to removal of content or suspension of the account, as set out in the <a href="/membership-agreement">Membership Agreement</a>.</p>
<h2>Listings and storefronts</h2>
<ul>
<li>List only goods you can actually supply, in the right category, with honest descriptions, photos, MOQ and prices.</li>
<li>No counterfeit, replica or trademark-infringing goods, and no goods whose trade is prohibited or restricted by law.</li>
<li>Show only certificates your company really holds and that are still valid.</li>
<li>Do not post the same product several times to push it up in search results.</li>
</ul>
<h2>Messages and purchase requests</h2>
<ul>
<li>No spam: do not send the same message in bulk or advertise to users who did not ask for it.</li>
<li>Write about a real business need. Fake requests and attempts to collect other users' contact data are not allowed.</li>
<li>Be polite. Insults, threats and discrimination are not tolerated.</li>
<li>Never ask for passwords or payment outside what has been agreed in a deal.</li>
</ul>
<h2>Comments</h2>
<p>Comments are moderated: they appear only after our staff have checked them. Comments should describe your own experience with a product or supplier. Advertising, links to other sites and personal attacks are not published.</p>
<h2>Reporting abuse</h2>
<p>If you see a listing, message or comment that breaks these rules, or suspect fraud, report it through the form in the <a href="/help-center">Help Center</a>. Include the link to the page and a short description. We look into every report.</p>`,
  },

  "verified-company-link": {
    title: "Verified Companies",
    bodyHtml: `<p>Some suppliers on Caravan carry a <strong>Verified</strong> badge on their storefront and products. This page explains what the badge means and what it does not.</p>
<h2>What the badge means</h2>
<p>The operator has checked the company's official registration documents and confirmed that the company exists, is registered under the name shown and that the person managing the account is entitled to act for it.</p>
<h2>How a supplier gets verified</h2>
<ol>
<li>Sign in with the company's supplier account.</li>
<li>Send a copy of the company's registration documents to the operator, using the form in the <a href="/help-center">Help Center</a>. Use the name of your company exactly as it appears in the documents.</li>
<li>Our staff compare the documents with the company profile and may ask for further information.</li>
<li>Once the check is complete, the Verified badge appears on the storefront.</li>
</ol>
<p>Verification is re-checked every year. If the documents are not renewed or the company details change and no longer match, the badge is removed until the company is checked again.</p>
<h2>What the badge does not mean</h2>
<p>Verification confirms a company's identity. It is not a guarantee of product quality, delivery or any particular transaction, and the operator is not a party to deals. Buyers should still agree clear written terms, ask for samples where appropriate and check certificates for the products they order. See <a href="/how-to-buy">How to Buy</a> for advice.</p>`,
  },

  membership: {
    title: "Membership",
    bodyHtml: `<p>Anyone can browse products and supplier storefronts on Caravan without an account. Membership lets you take part in trade on the site.</p>
<h2>Buyer accounts</h2>
<p>Buyer accounts are free. <a href="/register">Register</a> with your name and email address and confirm it. As a signed-in buyer you can:</p>
<ul>
<li>send messages to suppliers from their storefronts;</li>
<li>send purchase requests for products, including those marked <em>Ask Price</em>;</li>
<li>post a <a href="/profile/purchase-request/detail">request for quotation</a> when you cannot find what you need;</li>
<li>place cart orders with suppliers and follow your requests and conversations in your profile;</li>
<li>write comments on products and suppliers.</li>
</ul>
<h2>Supplier membership</h2>
<p>Supplier companies join through the operator, the association or export council that runs this site. Membership conditions are set by the operator; to apply, register an account and then write to us through the <a href="/contact">contact form</a> with your company name and country. Supplier members can:</p>
<ul>
<li>publish a storefront with company profile, capability, certificates and contact details;</li>
<li>list products with MOQ, price tiers, place of origin, certifications and packaging;</li>
<li>receive and answer messages and purchase requests from buyers;</li>
<li>apply for the Verified badge by sending their registration documents through the <a href="/help-center">Help Center</a>.</li>
</ul>
<p>All members accept the <a href="/membership-agreement">Membership Agreement</a> and the <a href="/site-rules">Site Rules</a>.</p>`,
  },

  "help-center": {
    title: "Help Center",
    bodyHtml: `<p>Answers to the questions we are asked most often. If yours is not here, write to us with the form on this page.</p>
<h2>Account</h2>
<p><strong>Do I need an account?</strong> Not to browse. You need a free account to send messages, purchase requests and comments. <a href="/register">Register here</a>.</p>
<p><strong>I forgot my password.</strong> On the <a href="/login">sign-in page</a>, click <em>Forgot password</em> and enter your email address. We send you a link to set a new password. If no email arrives, check your spam folder.</p>
<h2>Purchase requests</h2>
<p><strong>How do I get a price?</strong> On the product page, send a purchase request with the quantity you need. The supplier replies with a quotation. For products you cannot find, use a <a href="/profile/purchase-request/detail">request for quotation</a>.</p>
<p><strong>Where are my requests?</strong> In your profile, together with the suppliers' replies.</p>
<h2>Contacting suppliers</h2>
<p><strong>How do I write to a supplier?</strong> Open its storefront and click <em>Send Message</em>. Questions about products, delivery and payment are answered by the supplier, not by our staff.</p>
<p><strong>A supplier does not reply.</strong> Suppliers answer at their own pace. If a supplier seems inactive or behaves improperly, let us know.</p>
<p><strong>Does Caravan handle payment?</strong> No. Payment and delivery are agreed between you and the supplier. See <a href="/how-to-buy">How to Buy</a>.</p>
<h2>Write to us</h2>
<p>For anything else, such as supplier membership, verification, reporting abuse or correcting or deleting your data, use the form on this page. Give the email address of your account and a link to the page concerned. We answer within two working days.</p>`,
  },

  "help-center-support": {
    title: "Technical Support",
    bodyHtml: `<p>This page helps with technical problems using Caravan. For questions about accounts or trade, see the <a href="/help-center">Help Center</a>.</p>
<h2>Supported browsers</h2>
<p>Caravan works in current versions of Chrome, Edge, Firefox and Safari on computers, tablets and phones. Keep your browser up to date. If a page does not display correctly, reload it, clear the browser cache or try another browser.</p>
<h2>Languages</h2>
<p>The site is available in 13 languages: English, Turkish, Arabic, Chinese, Spanish, French, German, Hebrew, Hindi, Japanese, Persian, Italian and Russian. The language is chosen by the web address (host name) you open, so each language has its own address; use the language switcher to move between them. Arabic, Hebrew and Persian are shown right to left. Product texts written by suppliers may not exist in every language.</p>
<h2>Signing in</h2>
<p>Signing in uses a cookie. If you cannot stay signed in, make sure your browser accepts cookies for this site. If you have forgotten your password, use the <em>Forgot password</em> link on the <a href="/login">sign-in page</a>.</p>
<h2>Accessibility</h2>
<p>We aim for pages that can be used with a keyboard and a screen reader, with readable contrast and text that can be enlarged with the browser's zoom. If something is hard to use for you, please tell us so that we can fix it.</p>
<h2>Reporting a bug</h2>
<p>Use the form in the <a href="/help-center">Help Center</a> and tell us:</p>
<ul>
<li>the address of the page where the problem occurs;</li>
<li>what you did, what you expected and what happened instead;</li>
<li>your browser, device and language.</li>
</ul>
<p>We answer within two working days.</p>`,
  },

  "search-result": {
    title: "Search Tips",
    bodyHtml: `<p>These tips help you find the right products and suppliers faster.</p>
<h2>Choose your words</h2>
<ul>
<li>You can search in any of our 13 languages. Use the words you would use with a supplier, for example a product name, material or model.</li>
<li>Start with one or two words, such as <em>cotton towel</em>, and add more only if you get too many results.</li>
<li>If you get no results, try a more general word, a synonym or the singular form.</li>
</ul>
<h2>Use the filters</h2>
<ul>
<li><strong>Category</strong>: limit the results to one product group, or start from the <a href="/categories">category list</a>.</li>
<li><strong>Minimum order quantity (MOQ)</strong>: hide products whose MOQ is larger than the quantity you want to buy.</li>
<li><strong>Place of origin</strong>: see only products made in a given country. To start from the suppliers of one country, use <a href="/browse-country">Browse by Country</a>.</li>
<li><strong>Certifications</strong>: show only products with the certificates your market requires.</li>
</ul>
<h2>Read the results</h2>
<p>Each result shows the price tiers the supplier has published or <em>Ask Price</em> when no price is shown, the MOQ and the supplier's name. Open the supplier's storefront to see its profile, certificates and whether it is Verified.</p>
<h2>Still not finding it?</h2>
<p>See what other buyers are looking for under <a href="/topsearch">Popular Searches</a>, or describe exactly what you need in a <a href="/profile/purchase-request/detail">request for quotation</a> so that suppliers can come to you.</p>`,
  },

  "public-education": {
    title: "Export Readiness Guide",
    bodyHtml: `<p>This guide is for supplier members preparing to sell abroad. Buyers compare many offers quickly; clear, complete listings get more and better enquiries.</p>
<h2>1. Understand the basic Incoterms</h2>
<p>Incoterms are standard rules, published by the International Chamber of Commerce, that say where the seller's costs and risks end and the buyer's begin. Always state which one your price refers to, and the named place.</p>
<ul>
<li><strong>EXW (Ex Works)</strong>: the buyer collects the goods at your premises and handles everything from there, including export clearance.</li>
<li><strong>FOB (Free On Board)</strong>: you deliver the goods, cleared for export, on board the vessel at the named port of shipment; risk passes to the buyer there.</li>
<li><strong>CIF (Cost, Insurance and Freight)</strong>: you also pay sea freight and minimum insurance to the named destination port, but risk still passes to the buyer when the goods are loaded.</li>
</ul>
<h2>2. Set your MOQ and price tiers</h2>
<p>Choose a minimum order quantity that covers your production and packing costs, and offer lower unit prices for larger quantities. Published price tiers save buyers a round of questions; if you use <em>Ask Price</em>, reply to purchase requests quickly.</p>
<h2>3. Show your certifications</h2>
<p>Many markets require product or quality certificates. Upload only valid certificates, and note their expiry dates so that you can renew them in time. Consider also applying for the Verified badge by sending your registration documents through the <a href="/help-center">Help Center</a>.</p>
<h2>4. Take good product photos</h2>
<ul>
<li>Use daylight or even lighting and a plain background.</li>
<li>Show the product from several angles, a detail of the material and the packaging.</li>
<li>Photograph the real product, not only renderings.</li>
</ul>
<h2>5. Describe packaging and origin</h2>
<p>State the place of origin, the units per carton, carton size and weight. Buyers need these to calculate freight.</p>`,
  },

  "privacy-policy": {
    title: "Privacy Policy",
    bodyHtml: `<p>This policy explains what personal data Caravan stores, why, for how long and what rights you have. The site is run by the operator, the supplier association or export council that deploys Caravan, which is responsible for your data.</p>
<h2>What we store</h2>
<ul>
<li><strong>Account data</strong>: your name, email address, password (stored only as a secure hash, never in plain text), language and, for suppliers, company details.</li>
<li><strong>Messages and purchase requests</strong> you send or receive, and comments you write.</li>
<li><strong>Product views</strong>: which products and storefronts were viewed, used for statistics and popular searches.</li>
<li><strong>Cookies</strong>: we use a cookie only to keep you signed in. We do not use advertising or tracking cookies.</li>
</ul>
<h2>Why we store it</h2>
<p>We use your data to run your account, to deliver your messages and purchase requests to the other party, to moderate content, to prevent abuse and fraud, and to answer your questions. When you contact a supplier, the supplier sees your name, your message and the contact details you choose to give.</p>
<h2>How long we keep it</h2>
<p>We keep account data as long as your account exists. Messages and purchase requests are kept so that both parties can refer to them. When an account is deleted, its personal data is deleted or anonymised, except where the law requires us to keep it longer.</p>
<h2>Your rights</h2>
<p>You may ask for a copy of your data, its correction or its deletion. Most details can be corrected in your profile; for anything else, write to us through the <a href="/help-center">Help Center</a>. We answer within two working days.</p>
<h2>No selling of data</h2>
<p>We do not sell or rent your personal data to anyone, and we do not use it for advertising.</p>`,
  },
};
