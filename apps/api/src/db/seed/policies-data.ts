// The four policies of the demo store (HTML), written for a Colombian online shop.

export const POLICIES: readonly { title: string; content: string }[] = [
  {
    title: 'Términos y condiciones',
    content: `<p>Estos términos regulan el uso de la tienda en línea <strong>Vitrina</strong> y las compras que hagas en ella. Al registrarte o comprar aceptas estas condiciones.</p>
<h3>Precios y disponibilidad</h3>
<p>Los precios están en pesos colombianos. El IVA del 19 % y el costo de envío se muestran discriminados en el resumen del pedido antes de pagar. Las promociones rigen mientras haya existencias o hasta la fecha que se indique.</p>
<h3>Pedidos</h3>
<p>Un pedido queda confirmado cuando recibes el correo de confirmación. Si un producto se agota mientras compras, te avisaremos antes de cobrar. Podemos cancelar pedidos con errores evidentes de precio, en cuyo caso devolvemos el 100 % del dinero pagado.</p>
<h3>Cuentas</h3>
<p>Eres responsable de mantener la confidencialidad de tu contraseña. Podemos suspender cuentas usadas para fraude o para afectar a otros clientes.</p>
<h3>Ley aplicable</h3>
<p>Estos términos se rigen por las leyes de la República de Colombia, en especial el Estatuto del Consumidor (Ley 1480 de 2011) y la Ley 527 de 1999 de comercio electrónico.</p>`,
  },
  {
    title: 'Política de tratamiento de datos personales',
    content: `<p>En cumplimiento de la <strong>Ley 1581 de 2012</strong> y del Decreto 1377 de 2013, Vitrina, como responsable del tratamiento, informa cómo recoge, usa y protege tus datos personales.</p>
<h3>Finalidades</h3>
<ul>
<li>Gestionar tu cuenta, tus pedidos, pagos, envíos, cambios y garantías.</li>
<li>Responder tus mensajes y solicitudes.</li>
<li>Enviarte información comercial, solo si lo autorizas; puedes retirar esa autorización cuando quieras.</li>
</ul>
<h3>Tus derechos</h3>
<p>Como titular puedes conocer, actualizar, rectificar y solicitar la supresión de tus datos, pedir prueba de la autorización otorgada, revocarla y presentar quejas ante la Superintendencia de Industria y Comercio.</p>
<h3>Cómo ejercerlos</h3>
<p>Escríbenos a <a href="mailto:datos@vitrina.co">datos@vitrina.co</a>. Atendemos consultas en un máximo de diez (10) días hábiles y reclamos en un máximo de quince (15) días hábiles.</p>
<p>No vendemos tus datos. Los compartimos solo con quienes nos ayudan a prestar el servicio (transportadoras y pasarela de pagos), bajo acuerdos de confidencialidad.</p>`,
  },
  {
    title: 'Cambios, devoluciones y derecho de retracto',
    content: `<h3>Cambios y devoluciones</h3>
<p>Tienes <strong>30 días calendario</strong> desde la entrega para cambiar o devolver un producto sin uso, con sus etiquetas y empaque original. Por higiene no aceptamos cambios de ropa interior, aretes ni cosméticos abiertos.</p>
<h3>Derecho de retracto</h3>
<p>Según el artículo 47 de la <strong>Ley 1480 de 2011</strong>, en las compras a distancia puedes retractarte dentro de los <strong>cinco (5) días hábiles</strong> siguientes a la entrega. Te devolvemos todo lo pagado en un plazo máximo de treinta (30) días calendario. Los costos de transporte de la devolución corren por tu cuenta.</p>
<h3>Reversión del pago</h3>
<p>Si pagaste con tarjeta o medio electrónico y fuiste víctima de fraude, la operación no fue solicitada, el producto no se recibió o no corresponde a lo pedido, puedes solicitar la reversión del pago según el artículo 51 de la misma ley, dentro de los cinco (5) días hábiles siguientes a que lo notes.</p>
<h3>Cómo solicitarlo</h3>
<p>Escríbenos desde la página de <a href="/contacto">contacto</a> con el número de tu pedido.</p>`,
  },
  {
    title: 'Garantías',
    content: `<p>Todos nuestros productos tienen la <strong>garantía legal</strong> del Estatuto del Consumidor (Ley 1480 de 2011): respondemos por su calidad, idoneidad y seguridad.</p>
<ul>
<li><strong>Ropa y calzado:</strong> tres (3) meses por defectos de fabricación, como costuras abiertas, despegues o cremalleras defectuosas.</li>
<li><strong>Relojes y joyería:</strong> un (1) año por defectos de funcionamiento o de fabricación.</li>
<li><strong>Artesanías y hogar:</strong> tres (3) meses por defectos de elaboración. Las variaciones propias del trabajo manual no son defectos.</li>
</ul>
<p>Si el producto presenta una falla, lo reparamos sin costo; si la falla se repite o no es posible repararlo, lo cambiamos por uno igual o te devolvemos el dinero.</p>
<p>La garantía no cubre el desgaste normal por uso, el mal uso ni los daños por no seguir las instrucciones de cuidado.</p>`,
  },
]
