import type { ContentPageTexts } from "./types.ts";

/** Spanish texts of the static pages (translated from en.ts). */
export const CONTENT_PAGES_ES: ContentPageTexts = {
  "about-us": {
    title: "Acerca de Caravan",
    bodyHtml: `<p><strong>Caravan</strong> es un mercado mayorista en línea donde los compradores profesionales encuentran fabricantes y exportadores y se ponen en contacto directamente con ellos. Es un software de código abierto que, en este sitio, gestiona una asociación de proveedores o un consejo de exportación (el <em>operador</em>) para sus empresas miembro y para los compradores que desean trabajar con ellas.</p>
<h2>Quién gestiona este sitio</h2>
<p>El operador admite a las empresas proveedoras, revisa los documentos de registro de las que solicitan la verificación, modera los comentarios públicos y responde a las preguntas de compradores y proveedores. Caravan no vende productos por sí mismo ni participa en los acuerdos que se cierran entre compradores y proveedores.</p>
<h2>Qué obtienen los compradores</h2>
<ul>
<li>Búsqueda de productos en 13 idiomas, con filtros por cantidad mínima de pedido, lugar de origen y certificaciones.</li>
<li>Escaparates de proveedores con el perfil de la empresa, su capacidad de producción, sus certificados y sus datos de contacto.</li>
<li>Solicitudes de compra y mensajes que llegan directamente al proveedor, sin coste alguno.</li>
</ul>
<h2>Qué obtienen los proveedores</h2>
<ul>
<li>Un escaparate y un catálogo de productos que los compradores ven en su propio idioma.</li>
<li>Las consultas y solicitudes de compra de los compradores, reunidas en un solo lugar.</li>
<li>La insignia «Verificado», una vez que el operador ha revisado los documentos de registro de la empresa.</li>
</ul>
<p>Para empezar, <a href="/categories">explore las categorías</a> o <a href="/register">cree una cuenta gratuita</a>. Puede enviar sus preguntas sobre el sitio a través del <a href="/help-center">Centro de ayuda</a>.</p>`,
  },

  "vision-mission": {
    title: "Visión y misión",
    bodyHtml: `<h2>Nuestra visión</h2>
<p>Un mundo en el que cualquier productor capacitado, sea cual sea su tamaño o su país, pueda ser encontrado por el comprador adecuado y comerciar con él en condiciones claras y justas.</p>
<h2>Nuestra misión</h2>
<p>Ofrecer a las empresas miembro de nuestra asociación un escaparate fiable para la exportación, y a los compradores una forma rápida y honesta de encontrar proveedores, compararlos e iniciar una conversación, en el idioma del propio comprador y sin intermediarios.</p>
<h2>Nuestros valores</h2>
<ul>
<li><strong>Confianza basada en comprobaciones.</strong> Verificamos los documentos de registro de las empresas y moderamos los comentarios públicos para que los compradores puedan fiarse de lo que leen.</li>
<li><strong>Contacto directo.</strong> Compradores y proveedores hablan entre sí. No nos interponemos entre ellos ni nos quedamos con una parte de su negocio.</li>
<li><strong>Transparencia.</strong> Caravan es software de código abierto. Nuestras normas, nuestras condiciones de membresía y nuestra política de privacidad están publicadas en este sitio para que cualquiera pueda leerlas.</li>
<li><strong>Muchos idiomas, un solo mercado.</strong> Los productos y los escaparates se presentan en 13 idiomas, para que el idioma nunca sea el motivo por el que un negocio no llegue a cerrarse.</li>
</ul>
<p>Si comparte estos objetivos y dirige una empresa proveedora, lea el <a href="/membership-agreement">Acuerdo de membresía</a> y escríbanos a través del <a href="/contact">formulario de contacto</a>. Si es comprador, <a href="/how-to-buy">descubra cómo funciona la compra</a>.</p>`,
  },

  contact: {
    title: "Contacto",
    bodyHtml: `<p>En Caravan hay dos tipos de contacto: con un proveedor, sobre sus productos, y con el personal del operador, sobre el propio sitio. Elija el que corresponda a su consulta.</p>
<h2>Contactar con un proveedor</h2>
<p>Las preguntas sobre productos, precios, muestras, plazos de entrega o envíos deben dirigirse directamente al proveedor, porque solo él puede responderlas.</p>
<ul>
<li><strong>Enviar mensaje</strong>: abra el escaparate del proveedor y utilice el botón Enviar mensaje para escribir a la empresa.</li>
<li><strong>Solicitud de compra</strong>: en la página de un producto, envíe una solicitud de compra indicando la cantidad que necesita y sus requisitos. Cuando en lugar del precio aparezca <em>Consultar precio</em>, esta es la forma de obtener una cotización.</li>
<li><strong>Solicitud de cotización</strong>: si todavía no ha encontrado el producto adecuado, describa lo que necesita en una <a href="/profile/purchase-request/detail">solicitud de cotización</a>.</li>
</ul>
<p>Para enviar mensajes y solicitudes de compra debe haber <a href="/login">iniciado sesión</a>. El <a href="/register">registro</a> es gratuito para los compradores.</p>
<h2>Contactar con el operador</h2>
<p>Si tiene preguntas sobre su cuenta, la membresía de proveedor, la verificación, una denuncia de abuso o un problema técnico, escríbanos mediante el formulario de esta página. Indique la dirección de correo electrónico de su cuenta y, si resulta útil, el enlace a la página en cuestión.</p>
<p>Nuestro personal responde en un plazo de dos días hábiles. Muchas preguntas frecuentes ya tienen respuesta en el <a href="/help-center">Centro de ayuda</a>.</p>`,
  },

  "how-to-buy": {
    title: "Cómo comprar",
    bodyHtml: `<p>Caravan le pone en contacto con proveedores; la compra en sí se acuerda entre usted y el proveedor. Estos pasos muestran el recorrido habitual desde la primera búsqueda hasta el pedido.</p>
<ol>
<li><strong>Busque o explore.</strong> Escriba lo que necesita en el cuadro de búsqueda en cualquiera de nuestros 13 idiomas, o recorra las <a href="/categories">categorías de productos</a> o los <a href="/browse-country">proveedores por país</a>.</li>
<li><strong>Filtre los resultados.</strong> Acote la lista por cantidad mínima de pedido (MOQ), lugar de origen y certificaciones, para ver solo los productos que realmente puede pedir.</li>
<li><strong>Compare escaparates.</strong> Abra los escaparates de los proveedores que le interesen. Revise el perfil de la empresa, su capacidad de producción, sus certificados y si cuenta con la insignia «Verificado».</li>
<li><strong>Pida precio.</strong> Si un producto muestra <em>Consultar precio</em>, o la cantidad que necesita supera los tramos de precios publicados, envíe una solicitud de compra desde la página del producto. Si no encuentra un producto adecuado, publique una <a href="/profile/purchase-request/detail">solicitud de cotización</a>.</li>
<li><strong>Negocie directamente.</strong> Trate con el proveedor, mediante mensajes, las especificaciones, las muestras, el embalaje, el plazo de entrega y el precio.</li>
<li><strong>Acuerde el pago y la entrega.</strong> La forma de pago, los Incoterms, el transporte y la inspección se acuerdan entre usted y el proveedor, idealmente en un contrato por escrito o una factura proforma. Caravan no retiene ni gestiona pagos.</li>
</ol>
<p>Para enviar solicitudes de compra necesita una cuenta gratuita: <a href="/register">regístrese aquí</a>. Antes de pagar, tome las precauciones habituales del comercio internacional, como comprobar los datos de la empresa y empezar con una muestra o un pedido pequeño.</p>`,
  },

  "membership-agreement": {
    title: "Acuerdo de membresía",
    bodyHtml: `<p>Al registrarse en Caravan, usted acepta las siguientes condiciones. Se aplican por igual a las cuentas de comprador y de proveedor, junto con las <a href="/site-rules">Normas del sitio</a> y la <a href="/privacy-policy">Política de privacidad</a>.</p>
<h2>Sus obligaciones</h2>
<ol>
<li><strong>Información veraz.</strong> Los datos que facilite sobre usted y su empresa deben ser verdaderos y mantenerse actualizados. Las descripciones de productos, los certificados y los precios deben reflejar lo que realmente ofrece.</li>
<li><strong>Una cuenta por persona.</strong> Cada cuenta pertenece a una sola persona. No comparta su contraseña ni cree varias cuentas para usted. Una empresa puede tener varias personas, cada una con su propia cuenta.</li>
<li><strong>Productos lícitos.</strong> Solo puede publicar, ofrecer o solicitar mercancías cuyo comercio sea legal. No se permiten mercancías falsificadas, robadas ni prohibidas.</li>
<li><strong>Trato respetuoso.</strong> Los mensajes, las solicitudes de compra y los comentarios deben ser honestos, pertinentes y corteses. No se permiten la publicidad no solicitada ni el acoso.</li>
</ol>
<h2>Derechos del operador</h2>
<p>El operador puede editar o retirar el contenido que infrinja estas condiciones y suspender o cerrar una cuenta, con o sin previo aviso según la gravedad de la infracción. Siempre que sea posible, le comunicaremos el motivo y le daremos la oportunidad de responder a través del <a href="/help-center">Centro de ayuda</a>.</p>
<h2>Transacciones</h2>
<p>Los contratos de compraventa se celebran exclusivamente entre comprador y proveedor. El operador no es parte en ellos ni retiene pagos.</p>
<h2>Sus datos</h2>
<p>Tratamos sus datos personales tal como se describe en la <a href="/privacy-policy">Política de privacidad</a>. Puede cerrar su cuenta en cualquier momento escribiéndonos a través del Centro de ayuda.</p>`,
  },

  "site-rules": {
    title: "Normas del sitio",
    bodyHtml: `<p>Estas normas hacen que Caravan siga siendo útil y seguro para todos. Se aplican a los anuncios de productos, los escaparates, los mensajes, las solicitudes de compra y los comentarios. Su incumplimiento puede dar lugar a la retirada del contenido o a la suspensión de la cuenta, tal como establece el <a href="/membership-agreement">Acuerdo de membresía</a>.</p>
<h2>Anuncios y escaparates</h2>
<ul>
<li>Publique solo mercancías que realmente pueda suministrar, en la categoría correcta, con descripciones, fotos, MOQ y precios veraces.</li>
<li>No se permiten mercancías falsificadas, réplicas o que infrinjan marcas registradas, ni mercancías cuyo comercio esté prohibido o restringido por la ley.</li>
<li>Muestre solo los certificados que su empresa posea realmente y que sigan vigentes.</li>
<li>No publique el mismo producto varias veces para hacerlo subir en los resultados de búsqueda.</li>
</ul>
<h2>Mensajes y solicitudes de compra</h2>
<ul>
<li>Nada de spam: no envíe el mismo mensaje de forma masiva ni haga publicidad a usuarios que no la hayan pedido.</li>
<li>Escriba sobre una necesidad comercial real. No se permiten las solicitudes falsas ni los intentos de recopilar los datos de contacto de otros usuarios.</li>
<li>Sea cortés. No se toleran los insultos, las amenazas ni la discriminación.</li>
<li>No pida nunca contraseñas ni pagos al margen de lo acordado en una operación.</li>
</ul>
<h2>Comentarios</h2>
<p>Los comentarios están moderados: solo aparecen después de que nuestro personal los haya revisado. Deben describir su propia experiencia con un producto o un proveedor. No se publican anuncios, enlaces a otros sitios ni ataques personales.</p>
<h2>Denunciar abusos</h2>
<p>Si ve un anuncio, un mensaje o un comentario que infringe estas normas, o sospecha de un fraude, denúncielo mediante el formulario del <a href="/help-center">Centro de ayuda</a>. Incluya el enlace a la página y una breve descripción. Revisamos todas las denuncias.</p>`,
  },

  "verified-company-link": {
    title: "Empresas verificadas",
    bodyHtml: `<p>Algunos proveedores de Caravan muestran la insignia <strong>Verificado</strong> en su escaparate y en sus productos. Esta página explica lo que significa la insignia y lo que no significa.</p>
<h2>Qué significa la insignia</h2>
<p>El operador ha revisado los documentos oficiales de registro de la empresa y ha confirmado que la empresa existe, que está registrada con el nombre que se muestra y que la persona que gestiona la cuenta está autorizada para actuar en su nombre.</p>
<h2>Cómo se verifica un proveedor</h2>
<ol>
<li>Inicie sesión con la cuenta de proveedor de la empresa.</li>
<li>Envíe una copia de los documentos de registro de la empresa al operador mediante el formulario del <a href="/help-center">Centro de ayuda</a>. Utilice el nombre de su empresa exactamente como figura en los documentos.</li>
<li>Nuestro personal coteja los documentos con el perfil de la empresa y puede solicitar información adicional.</li>
<li>Una vez completada la revisión, la insignia «Verificado» aparece en el escaparate.</li>
</ol>
<p>La verificación se revisa cada año. Si los documentos no se renuevan o los datos de la empresa cambian y dejan de coincidir, la insignia se retira hasta que la empresa vuelva a ser verificada.</p>
<h2>Qué no significa la insignia</h2>
<p>La verificación confirma la identidad de una empresa. No es una garantía de la calidad de los productos, de la entrega ni de ninguna transacción concreta, y el operador no es parte en los acuerdos. Aun así, los compradores deben pactar condiciones claras por escrito, pedir muestras cuando proceda y comprobar los certificados de los productos que encargan. Consulte <a href="/how-to-buy">Cómo comprar</a> para obtener consejos.</p>`,
  },

  membership: {
    title: "Membresía",
    bodyHtml: `<p>Cualquier persona puede explorar los productos y los escaparates de los proveedores en Caravan sin necesidad de una cuenta. La membresía le permite participar en el comercio dentro del sitio.</p>
<h2>Cuentas de comprador</h2>
<p>Las cuentas de comprador son gratuitas. <a href="/register">Regístrese</a> con su nombre y su dirección de correo electrónico, y confírmela. Como comprador con la sesión iniciada, puede:</p>
<ul>
<li>enviar mensajes a los proveedores desde sus escaparates;</li>
<li>enviar solicitudes de compra de productos, incluidos los marcados con <em>Consultar precio</em>;</li>
<li>publicar una <a href="/profile/purchase-request/detail">solicitud de cotización</a> cuando no encuentre lo que necesita;</li>
<li>hacer pedidos a los proveedores desde el carrito y seguir sus solicitudes y conversaciones en su perfil;</li>
<li>escribir comentarios sobre productos y proveedores.</li>
</ul>
<h2>Membresía de proveedor</h2>
<p>Las empresas proveedoras se incorporan a través del operador, es decir, la asociación o el consejo de exportación que gestiona este sitio. Las condiciones de membresía las fija el operador; para solicitarla, registre una cuenta y después escríbanos mediante el <a href="/contact">formulario de contacto</a> indicando el nombre de su empresa y su país. Los proveedores miembro pueden:</p>
<ul>
<li>publicar un escaparate con el perfil de la empresa, su capacidad, sus certificados y sus datos de contacto;</li>
<li>publicar productos con MOQ, tramos de precios, lugar de origen, certificaciones y embalaje;</li>
<li>recibir y responder los mensajes y las solicitudes de compra de los compradores;</li>
<li>solicitar la insignia «Verificado» enviando sus documentos de registro a través del <a href="/help-center">Centro de ayuda</a>.</li>
</ul>
<p>Todos los miembros aceptan el <a href="/membership-agreement">Acuerdo de membresía</a> y las <a href="/site-rules">Normas del sitio</a>.</p>`,
  },

  "help-center": {
    title: "Centro de ayuda",
    bodyHtml: `<p>Respuestas a las preguntas que más nos hacen. Si la suya no aparece aquí, escríbanos mediante el formulario de esta página.</p>
<h2>Cuenta</h2>
<p><strong>¿Necesito una cuenta?</strong> No para explorar. Necesita una cuenta gratuita para enviar mensajes, solicitudes de compra y comentarios. <a href="/register">Regístrese aquí</a>.</p>
<p><strong>He olvidado mi contraseña.</strong> En la <a href="/login">página de inicio de sesión</a>, haga clic en <em>¿Ha olvidado su contraseña?</em> e introduzca su dirección de correo electrónico. Le enviaremos un enlace para establecer una nueva contraseña. Si no recibe ningún correo, revise su carpeta de spam.</p>
<h2>Solicitudes de compra</h2>
<p><strong>¿Cómo obtengo un precio?</strong> En la página del producto, envíe una solicitud de compra con la cantidad que necesita. El proveedor le responderá con una cotización. Para los productos que no encuentre, utilice una <a href="/profile/purchase-request/detail">solicitud de cotización</a>.</p>
<p><strong>¿Dónde están mis solicitudes?</strong> En su perfil, junto con las respuestas de los proveedores.</p>
<h2>Contactar con proveedores</h2>
<p><strong>¿Cómo escribo a un proveedor?</strong> Abra su escaparate y haga clic en <em>Enviar mensaje</em>. Las preguntas sobre productos, entrega y pago las responde el proveedor, no nuestro personal.</p>
<p><strong>Un proveedor no responde.</strong> Cada proveedor responde a su propio ritmo. Si un proveedor parece inactivo o se comporta de forma inadecuada, avísenos.</p>
<p><strong>¿Gestiona Caravan los pagos?</strong> No. El pago y la entrega se acuerdan entre usted y el proveedor. Consulte <a href="/how-to-buy">Cómo comprar</a>.</p>
<h2>Escríbanos</h2>
<p>Para cualquier otro asunto, como la membresía de proveedor, la verificación, la denuncia de abusos o la corrección o eliminación de sus datos, utilice el formulario de esta página. Indique la dirección de correo electrónico de su cuenta y un enlace a la página en cuestión. Respondemos en un plazo de dos días hábiles.</p>`,
  },

  "help-center-support": {
    title: "Soporte técnico",
    bodyHtml: `<p>Esta página le ayuda con los problemas técnicos que puedan surgir al usar Caravan. Para preguntas sobre cuentas u operaciones comerciales, consulte el <a href="/help-center">Centro de ayuda</a>.</p>
<h2>Navegadores compatibles</h2>
<p>Caravan funciona con las versiones actuales de Chrome, Edge, Firefox y Safari en ordenadores, tabletas y teléfonos. Mantenga su navegador actualizado. Si una página no se muestra correctamente, vuelva a cargarla, borre la caché del navegador o pruebe con otro navegador.</p>
<h2>Idiomas</h2>
<p>El sitio está disponible en 13 idiomas: inglés, turco, árabe, chino, español, francés, alemán, hebreo, hindi, japonés, persa, italiano y ruso. El idioma depende de la dirección web (nombre de host) que abra, de modo que cada idioma tiene su propia dirección; utilice el selector de idioma para pasar de uno a otro. El árabe, el hebreo y el persa se muestran de derecha a izquierda. Es posible que los textos de productos redactados por los proveedores no estén disponibles en todos los idiomas.</p>
<h2>Inicio de sesión</h2>
<p>El inicio de sesión utiliza una cookie. Si no consigue mantener la sesión iniciada, asegúrese de que su navegador acepta cookies de este sitio. Si ha olvidado su contraseña, utilice el enlace <em>¿Ha olvidado su contraseña?</em> de la <a href="/login">página de inicio de sesión</a>.</p>
<h2>Accesibilidad</h2>
<p>Queremos que nuestras páginas puedan usarse con teclado y con lector de pantalla, con un contraste legible y con texto que pueda ampliarse con el zoom del navegador. Si algo le resulta difícil de usar, díganoslo para que podamos corregirlo.</p>
<h2>Informar de un error</h2>
<p>Utilice el formulario del <a href="/help-center">Centro de ayuda</a> e indíquenos:</p>
<ul>
<li>la dirección de la página en la que se produce el problema;</li>
<li>qué hizo, qué esperaba y qué ocurrió en su lugar;</li>
<li>su navegador, su dispositivo y su idioma.</li>
</ul>
<p>Respondemos en un plazo de dos días hábiles.</p>`,
  },

  "search-result": {
    title: "Consejos de búsqueda",
    bodyHtml: `<p>Estos consejos le ayudarán a encontrar más rápido los productos y proveedores adecuados.</p>
<h2>Elija bien las palabras</h2>
<ul>
<li>Puede buscar en cualquiera de nuestros 13 idiomas. Use las palabras que usaría con un proveedor, por ejemplo, el nombre de un producto, un material o un modelo.</li>
<li>Empiece con una o dos palabras, como <em>toalla de algodón</em>, y añada más solo si obtiene demasiados resultados.</li>
<li>Si no obtiene resultados, pruebe con una palabra más general, un sinónimo o la forma en singular.</li>
</ul>
<h2>Use los filtros</h2>
<ul>
<li><strong>Categoría</strong>: limite los resultados a un grupo de productos o empiece desde la <a href="/categories">lista de categorías</a>.</li>
<li><strong>Cantidad mínima de pedido (MOQ)</strong>: oculte los productos cuyo MOQ sea superior a la cantidad que desea comprar.</li>
<li><strong>Lugar de origen</strong>: vea solo los productos fabricados en un país determinado. Para empezar por los proveedores de un país, use <a href="/browse-country">Buscar por país</a>.</li>
<li><strong>Certificaciones</strong>: muestre solo los productos con los certificados que exige su mercado.</li>
</ul>
<h2>Interprete los resultados</h2>
<p>Cada resultado muestra los tramos de precios que ha publicado el proveedor (o <em>Consultar precio</em> si no se indica ningún precio), el MOQ y el nombre del proveedor. Abra el escaparate del proveedor para ver su perfil, sus certificados y si está verificado.</p>
<h2>¿Sigue sin encontrarlo?</h2>
<p>Vea qué buscan otros compradores en <a href="/topsearch">Búsquedas populares</a> o describa con precisión lo que necesita en una <a href="/profile/purchase-request/detail">solicitud de cotización</a> para que sean los proveedores quienes acudan a usted.</p>`,
  },

  "public-education": {
    title: "Guía de preparación para la exportación",
    bodyHtml: `<p>Esta guía está dirigida a los proveedores miembro que se preparan para vender en el extranjero. Los compradores comparan muchas ofertas rápidamente; los anuncios claros y completos reciben más consultas, y de mejor calidad.</p>
<h2>1. Conozca los Incoterms básicos</h2>
<p>Los Incoterms son reglas normalizadas, publicadas por la Cámara de Comercio Internacional, que establecen dónde terminan los costes y riesgos del vendedor y dónde empiezan los del comprador. Indique siempre a cuál de ellos se refiere su precio y el lugar designado.</p>
<ul>
<li><strong>EXW (Ex Works, En fábrica)</strong>: el comprador recoge la mercancía en sus instalaciones y se encarga de todo a partir de ahí, incluido el despacho de exportación.</li>
<li><strong>FOB (Free On Board, Franco a bordo)</strong>: usted entrega la mercancía, despachada para la exportación, a bordo del buque en el puerto de embarque designado; allí el riesgo pasa al comprador.</li>
<li><strong>CIF (Cost, Insurance and Freight, Coste, seguro y flete)</strong>: usted paga además el flete marítimo y un seguro mínimo hasta el puerto de destino designado, pero el riesgo pasa igualmente al comprador cuando la mercancía se carga.</li>
</ul>
<h2>2. Fije su MOQ y sus tramos de precios</h2>
<p>Elija una cantidad mínima de pedido que cubra sus costes de producción y embalaje, y ofrezca precios unitarios más bajos para cantidades mayores. Publicar tramos de precios ahorra a los compradores una ronda de preguntas; si utiliza <em>Consultar precio</em>, responda con rapidez a las solicitudes de compra.</p>
<h2>3. Muestre sus certificaciones</h2>
<p>Muchos mercados exigen certificados de producto o de calidad. Suba solo certificados vigentes y anote sus fechas de caducidad para poder renovarlos a tiempo. Valore también solicitar la insignia «Verificado» enviando sus documentos de registro a través del <a href="/help-center">Centro de ayuda</a>.</p>
<h2>4. Haga buenas fotos de sus productos</h2>
<ul>
<li>Utilice luz natural o una iluminación uniforme y un fondo liso.</li>
<li>Muestre el producto desde varios ángulos, un detalle del material y el embalaje.</li>
<li>Fotografíe el producto real, no solo imágenes generadas por ordenador.</li>
</ul>
<h2>5. Describa el embalaje y el origen</h2>
<p>Indique el lugar de origen, las unidades por caja y las dimensiones y el peso de la caja. Los compradores necesitan estos datos para calcular el flete.</p>`,
  },

  "privacy-policy": {
    title: "Política de privacidad",
    bodyHtml: `<p>Esta política explica qué datos personales almacena Caravan, por qué, durante cuánto tiempo y qué derechos tiene usted. El sitio lo gestiona el operador, es decir, la asociación de proveedores o el consejo de exportación que implanta Caravan, que es el responsable de sus datos.</p>
<h2>Qué almacenamos</h2>
<ul>
<li><strong>Datos de la cuenta</strong>: su nombre, su dirección de correo electrónico, su contraseña (almacenada solo como un hash seguro, nunca en texto sin cifrar), su idioma y, en el caso de los proveedores, los datos de la empresa.</li>
<li>Los <strong>mensajes y solicitudes de compra</strong> que envía o recibe, y los comentarios que escribe.</li>
<li><strong>Visualizaciones de productos</strong>: qué productos y escaparates se han visto; se utilizan para estadísticas y para las búsquedas populares.</li>
<li><strong>Cookies</strong>: solo usamos una cookie para mantener su sesión iniciada. No utilizamos cookies publicitarias ni de seguimiento.</li>
</ul>
<h2>Por qué lo almacenamos</h2>
<p>Utilizamos sus datos para gestionar su cuenta, hacer llegar sus mensajes y solicitudes de compra a la otra parte, moderar el contenido, prevenir abusos y fraudes, y responder a sus preguntas. Cuando usted contacta con un proveedor, este ve su nombre, su mensaje y los datos de contacto que decida facilitar.</p>
<h2>Cuánto tiempo lo conservamos</h2>
<p>Conservamos los datos de la cuenta mientras su cuenta exista. Los mensajes y las solicitudes de compra se conservan para que ambas partes puedan consultarlos. Cuando se elimina una cuenta, sus datos personales se eliminan o se anonimizan, salvo que la ley nos obligue a conservarlos durante más tiempo.</p>
<h2>Sus derechos</h2>
<p>Puede solicitar una copia de sus datos, su rectificación o su supresión. La mayoría de los datos pueden corregirse en su perfil; para todo lo demás, escríbanos a través del <a href="/help-center">Centro de ayuda</a>. Respondemos en un plazo de dos días hábiles.</p>
<h2>No vendemos datos</h2>
<p>No vendemos ni alquilamos sus datos personales a nadie, ni los utilizamos con fines publicitarios.</p>`,
  },
};
