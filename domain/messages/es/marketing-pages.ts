import type * as en from "../marketing-pages.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of marketing-pages.ts.
export const themedPages: TTranslation<typeof en.themedPages> = {
  painsHeading: "¿Te suena?",
  benefitsHeading: "Lo que te ofrece MyPin",
  freeBanner: "Prueba MyPin gratis durante 90 días",
  freeBannerDetail:
    "Elige un MyPin Premium, cualquier frase de hasta 30 caracteres sin puntos, y con el código FREE3 sus primeros 90 días son gratis. Si empiezas desde esta página, rellenamos el código por ti.",
  checkAvailability: "Comprueba si tu nombre ideal está disponible",
  carVideoLabel:
    "Aparece una matrícula personalizada con el texto MY PIN, cae un pin sobre el mapa y se leen las palabras: indicaciones con un solo toque.",
  renters: {
    headline: "Tus huéspedes encuentran tu alquiler a la primera",
    intro:
      "Cambia las indicaciones largas y las entradas difíciles de encontrar por un solo nombre. Envía tu MyPin con la reserva y cada huésped llegará a la puerta correcta, use la app de mapas que use.",
    pains: [
      {
        problem: "El código postal deja a los huéspedes en el otro extremo de la calle",
        fix: "Tu MyPin apunta a tu puerta, no al centro de un código postal, así que el GPS se detiene justo donde está la caja de llaves.",
      },
      {
        problem: "Quienes llegan tarde te llaman para preguntar cómo llegar",
        fix: "Los huéspedes escriben un nombre y obtienen indicaciones paso a paso desde donde estén, a cualquier hora y sin llamarte.",
      },
      {
        problem: "El anuncio, el correo de la reserva y la guía de bienvenida lo explican cada uno a su manera",
        fix: "Pon el mismo MyPin en todas partes. Si la entrada cambia de sitio, mueve el pin: el nombre nunca se queda desfasado.",
      },
      {
        problem: "El anexo, el piso 3B o la cabaña detrás de la casa",
        fix: "Dale a cada alojamiento su propio MyPin para que el huésped de la cabaña del jardín no acabe en la casa principal.",
      },
    ],
    benefits: [
      "Menos llamadas en el check-in y menos mensajes a altas horas de la noche",
      "Indicaciones que se abren en Apple Maps o Google Maps",
      "Un enlace para compartir y un código QR para tus correos de reserva y tu pack de bienvenida",
      "Una llegada tranquila que se nota en tus reseñas",
    ],
  },
  carReg: {
    headline: "Tu matrícula personalizada, ahora también un lugar",
    intro:
      "Elegiste una matrícula que la gente recuerda. Conviértela en un MyPin que lleve a tu garaje, tu taller o tu puesto en la próxima exhibición, para que quien recuerde tu coche también pueda encontrarte.",
    pains: [
      {
        problem: "La gente recuerda tu matrícula, no tu dirección",
        fix: "Convierte las letras de tu matrícula en tu MyPin: quien las escriba obtendrá indicaciones directas hasta ti.",
      },
      {
        problem: "Las exhibiciones y quedadas cambian de sitio cada fin de semana",
        fix: "Arrastra tu pin al puesto de esta semana desde el móvil. El nombre de tu matrícula y de tus tarjetas sigue siendo el mismo.",
      },
      {
        problem: "Los clientes no encuentran el lavado de coches a domicilio, el taller de tuning o el food truck",
        fix: "Pon tu MyPin en la furgoneta y en tus tarjetas, y tus clientes obtendrán indicaciones con un solo toque.",
      },
    ],
    benefits: [
      "Un nombre tan original como tu matrícula, de hasta 30 caracteres",
      "Funciona con la app de mapas que la gente ya usa",
      "Un código QR para tarjetas de parabrisas, pegatinas y folletos",
      "Cambia la ubicación cuando quieras; el nombre sigue funcionando",
    ],
  },
  wedding: {
    headline: "Todos los invitados, en el lugar correcto",
    intro:
      "Imprime un MyPin en tus invitaciones y tus invitados obtendrán indicaciones para llegar a la ceremonia y al banquete sin tener que buscar códigos postales ni entradas laterales.",
    pains: [
      {
        problem: "Las fincas rurales se esconden al final de largos caminos y comparten código postal",
        fix: "Tu MyPin lleva a los invitados hasta la entrada de la finca, no a la granja de al lado.",
      },
      {
        problem: "La ceremonia es en un sitio y el banquete en otro",
        fix: "Crea un MyPin para cada uno e imprime ambos en la invitación y en el programa de la ceremonia.",
      },
      {
        problem: "Los familiares llaman a los novios esa misma mañana para preguntar cómo llegar",
        fix: "Un nombre en la invitación y en la web de tu boda responde a la pregunta antes de que nadie la haga.",
      },
      {
        problem: "Los taxis, los autocares y los proveedores necesitan el punto exacto de llegada",
        fix: "Envíales el enlace del MyPin: se abre directamente en su app de mapas, en la entrada correcta.",
      },
    ],
    benefits: [
      "Lo bastante corto para invitaciones, save the dates y carteles",
      "Un código QR para la papelería impresa",
      "Funciona para todos los invitados, tengan el móvil que tengan",
      "Cancela cuando quieras después del gran día",
    ],
  },
  business: {
    headline: "Tus clientes encuentran tu puerta, no la de la competencia",
    intro:
      "Dale a tu tienda, oficina o pop-up un MyPin que tus clientes recuerden, ponlo en tus carteles y tarjetas, y deja que obtengan indicaciones con un solo toque.",
    pains: [
      {
        problem: "Tu entrada está en la parte de atrás o en una calle lateral",
        fix: "Tu MyPin señala la puerta que deben usar tus clientes, no la zona de carga.",
      },
      {
        problem: "Las búsquedas en el mapa muestran primero la cadena de al lado",
        fix: "Tus clientes escriben tu propio nombre único y llegan a ti, sin resultados de la competencia por medio.",
      },
      {
        problem: "Tu dirección es larga y fácil de escribir mal",
        fix: "Un nombre corto en tu cartel, tus tiques y tus perfiles en redes sociales se escribe rápido y es difícil equivocarse.",
      },
      {
        problem: "Las tiendas pop-up y los puestos de mercadillo cambian de sitio",
        fix: "Mueve el pin cada día de mercado; el nombre de tus folletos sigue funcionando.",
      },
    ],
    benefits: [
      "Un nombre único que nadie más puede registrar",
      "Indicaciones en Apple Maps o Google Maps con un solo toque",
      "Un código QR imprimible para escaparates, cartas y tarjetas de visita",
      "Enlaces para compartir que funcionan en mensajes, correos y redes sociales",
      "Un precio anual por nombre, que puedes cancelar en cualquier momento",
    ],
  },
};

export const ctaPage: TTranslation<typeof en.ctaPage> = {
  title: "Ponle nombre, compártelo, encuéntralo",
  intro: "Tres pasos para pasar de un lugar difícil de encontrar a un nombre que cualquiera puede escribir.",
  steps: [
    {
      title: "Ponle nombre",
      body: "Elige un nombre corto y fácil de recordar, comprueba que está libre y coloca su pin en la puerta, la verja o el puesto exactos.",
    },
    {
      title: "Compártelo",
      body: "Envía el enlace, imprime el código QR o pon el nombre en tus invitaciones, carteles y correos de reserva.",
    },
    {
      title: "Encuéntralo",
      body: "Cualquiera escribe el nombre en MyPin y obtiene indicaciones en Apple Maps o Google Maps con un solo toque.",
    },
  ],
  start: "Comprueba si tu nombre ideal está disponible",
};

export const aboutPage: TTranslation<typeof en.aboutPage> = {
  title: "Quiénes somos",
  intro:
    "MyPin da a cualquier lugar un nombre corto y fácil de recordar. Los propietarios eligen un nombre, lo colocan en el mapa y lo comparten como enlace o código QR; quien busque ese nombre obtiene indicaciones hasta la misma puerta en Apple Maps o Google Maps.",
  forWhomHeading: "Para quién es MyPin",
  forWhom:
    "Anfitriones de alquileres vacacionales cuyos huéspedes no dan con la entrada, parejas que envían invitaciones para una boda en una finca rural, tiendas y pop-ups por delante de los que los clientes pasan de largo, conductores cuya matrícula personalizada ya es el nombre que la gente recuerda y cualquiera cuya casa sea difícil de encontrar.",
  howHeading: "Cómo funciona",
  costHeading: "Cuánto cuesta",
  cost: "Cada MyPin es una suscripción anual con un precio que depende del formato de su nombre: un nombre Basic de tres palabras es el más económico; uno Simple de dos palabras cuesta algo más, y uno Premium de una sola palabra, lo máximo. Puedes cancelar cuando quieras y el nombre seguirá siendo tuyo hasta que se cumpla el año de suscripción.",
  pricingLink: "Ver los precios",
  policyHeading: "Nuestra política de nombres",
  policy:
    "Cada MyPin es único y los nombres se asignan por orden de llegada. Rechazamos las palabrotas y los nombres de marcas o negocios que no sean tuyos; si alguien ha registrado tu marca, avísanos y lo revisaremos.",
  contactHeading: "Habla con nosotros",
  contact: "¿Tienes preguntas, ideas o un nombre que crees que te pertenece?",
  contactLink: "Contacta con nosotros",
};
