import type * as en from "../marketing-pages.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of marketing-pages.ts.
export const themedPages: TTranslation<typeof en.themedPages> = {
  painsHeading: "Parece-lhe familiar?",
  benefitsHeading: "O que ganha com o MyPin",
  freeBanner: "Experimente o MyPin grátis durante 90 dias",
  freeBannerDetail:
    "Escolha um MyPin Premium, qualquer expressão com até 30 caracteres e sem pontos, e o código FREE3 oferece-lhe os primeiros 90 dias grátis. Se começar a partir desta página, preenchemos o código por si.",
  checkAvailability: "Verifique se o nome perfeito está disponível",
  carVideoLabel:
    "Surge uma matrícula personalizada com as letras MY PIN, um pin cai no mapa e aparecem as palavras: direções com um toque.",
  renters: {
    headline: "Os hóspedes encontram o seu alojamento à primeira",
    intro:
      "Troque indicações longas e entradas difíceis de encontrar por um único nome. Envie o seu MyPin com a reserva e todos os hóspedes chegam à porta certa, seja qual for a aplicação de mapas que usem.",
    pains: [
      {
        problem: "O código postal deixa os hóspedes no lado errado da rua",
        fix: "O seu MyPin aponta para a sua porta da frente, não para o meio de um código postal, por isso o GPS para junto do cofre das chaves.",
      },
      {
        problem: "Quem chega tarde telefona-lhe a pedir indicações",
        fix: "Os hóspedes escrevem um nome e obtêm direções passo a passo a partir de onde estiverem, a qualquer hora, sem terem de lhe ligar.",
      },
      {
        problem: "O anúncio, o e-mail da reserva e o guia de boas-vindas explicam tudo de forma diferente",
        fix: "Use o mesmo MyPin em todo o lado. Se a entrada mudar, mude o pin: o nome nunca fica desatualizado.",
      },
      {
        problem: "O anexo, o apartamento 3B ou a cabana atrás da casa",
        fix: "Dê a cada unidade o seu próprio MyPin, para que o hóspede da cabana no jardim não seja enviado para a casa principal.",
      },
    ],
    benefits: [
      "Menos chamadas no check-in e menos mensagens a altas horas",
      "Direções que abrem no Apple Maps ou no Google Maps",
      "Um link de partilha e um código QR para os e-mails de reserva e o guia de boas-vindas",
      "Uma chegada tranquila, que se nota nas suas avaliações",
    ],
  },
  carReg: {
    headline: "A sua matrícula personalizada, agora um lugar",
    intro:
      "Escolheu uma matrícula de que as pessoas se lembram. Transforme-a num MyPin que aponta para a sua garagem, a sua oficina ou o seu lugar na próxima exposição, para que quem se lembra do seu carro também consiga chegar até si.",
    pains: [
      {
        problem: "As pessoas lembram-se da sua matrícula, não da sua morada",
        fix: "Faça das letras da sua matrícula o seu MyPin: basta escrevê-las para obter direções diretamente até si.",
      },
      {
        problem: "As exposições e os encontros mudam de sítio todos os fins de semana",
        fix: "Arraste o seu pin para o lugar desta semana a partir do telemóvel. O nome na sua matrícula e nos seus cartões mantém-se.",
      },
      {
        problem:
          "Os clientes não encontram a lavagem de carros ao domicílio, a oficina de tuning ou a carrinha de comida",
        fix: "Coloque o seu MyPin na carrinha e nos seus cartões, e os clientes obtêm direções com um toque.",
      },
    ],
    benefits: [
      "Um nome tão distintivo como a sua matrícula, com até 30 caracteres",
      "Funciona com a aplicação de mapas que as pessoas já usam",
      "Um código QR para cartões no para-brisas, autocolantes e folhetos",
      "Mude a localização quando quiser; o nome continua a funcionar",
    ],
  },
  wedding: {
    headline: "Todos os convidados no local certo",
    intro:
      "Imprima um MyPin nos seus convites e os convidados obtêm direções para a cerimónia e para a receção, sem andarem à procura de códigos postais ou de entradas laterais.",
    pains: [
      {
        problem: "As quintas escondem-se ao fundo de longos caminhos e partilham códigos postais",
        fix: "O seu MyPin leva os convidados ao portão do espaço, não à quinta do lado.",
      },
      {
        problem: "A cerimónia é num sítio e a receção noutro",
        fix: "Crie um MyPin para cada um e imprima ambos no convite e no programa da cerimónia.",
      },
      {
        problem: "Os familiares telefonam aos noivos na manhã do casamento a perguntar o caminho",
        fix: "Um nome no convite e no site do casamento responde à pergunta antes de ela ser feita.",
      },
      {
        problem: "Táxis, autocarros e fornecedores precisam do ponto exato de chegada",
        fix: "Envie-lhes o link do MyPin: abre diretamente na aplicação de mapas deles, na entrada certa.",
      },
    ],
    benefits: [
      "Curto o suficiente para convites, save the date e sinalética",
      "Um código QR para convites e outros impressos",
      "Funciona para todos os convidados, seja qual for o telemóvel que usem",
      "Cancele quando quiser depois do grande dia",
    ],
  },
  business: {
    headline: "Os clientes encontram a sua porta, não a da concorrência",
    intro:
      "Dê à sua loja, escritório ou pop-up um MyPin de que os clientes se lembram, coloque-o nas suas placas e cartões e deixe-os obter direções com um toque.",
    pains: [
      {
        problem: "A sua entrada fica nas traseiras ou numa rua lateral",
        fix: "O seu MyPin aponta para a porta que os clientes devem usar, não para a zona de cargas e descargas.",
      },
      {
        problem: "As pesquisas nos mapas mostram primeiro a cadeia do lado",
        fix: "Os clientes escrevem o seu nome exclusivo e chegam até si, sem resultados da concorrência pelo meio.",
      },
      {
        problem: "A sua morada é longa e fácil de escrever mal",
        fix: "Um nome curto na sua placa, nos recibos e nos perfis das redes sociais é rápido de escrever e difícil de errar.",
      },
      {
        problem: "As lojas pop-up e as bancas de mercado mudam de sítio",
        fix: "Mova o pin em cada dia de mercado; o nome nos seus folhetos continua a funcionar.",
      },
    ],
    benefits: [
      "Um nome exclusivo que mais ninguém pode registar",
      "Direções no Apple Maps ou no Google Maps com um toque",
      "Um código QR para imprimir em montras, menus e cartões de visita",
      "Links de partilha que funcionam em mensagens, e-mails e publicações nas redes sociais",
      "Um preço anual por nome, que pode cancelar a qualquer momento",
    ],
  },
};

export const ctaPage: TTranslation<typeof en.ctaPage> = {
  title: "Dê-lhe um nome, partilhe-o, encontre-o",
  intro: "Três passos para passar de um lugar difícil de encontrar a um nome que qualquer pessoa consegue escrever.",
  steps: [
    {
      title: "Dê-lhe um nome",
      body: "Escolha um nome curto e fácil de memorizar, confirme que está livre e coloque o pin na porta, no portão ou no lugar exato.",
    },
    {
      title: "Partilhe-o",
      body: "Envie o link, imprima o código QR ou coloque o nome nos seus convites, placas e e-mails de reserva.",
    },
    {
      title: "Encontre-o",
      body: "Qualquer pessoa escreve o nome no MyPin e obtém direções no Apple Maps ou no Google Maps com um toque.",
    },
  ],
  start: "Verifique se o nome perfeito está disponível",
};

export const aboutPage: TTranslation<typeof en.aboutPage> = {
  title: "Sobre nós",
  intro:
    "O MyPin dá a qualquer lugar um nome curto e fácil de memorizar. Os proprietários escolhem um nome, colocam-no no mapa e partilham-no como link ou código QR; quem pesquisar esse nome obtém direções diretamente até à porta no Apple Maps ou no Google Maps.",
  forWhomHeading: "Para quem é o MyPin",
  forWhom:
    "Anfitriões de alojamento local cujos hóspedes não dão com a entrada, noivos que enviam convites para uma quinta no campo, lojas e pop-ups por onde os clientes passam sem reparar, condutores cuja matrícula personalizada já é o nome de que as pessoas se lembram e qualquer pessoa cuja casa seja difícil de encontrar.",
  howHeading: "Como funciona",
  costHeading: "Quanto custa",
  cost: "Cada MyPin é uma subscrição anual, com um preço definido pelo formato do nome: um nome Basic de três palavras é o mais barato, um nome Simple de duas palavras custa mais e um nome Premium de uma só palavra é o mais caro. Pode cancelar a qualquer momento e o nome continua a ser seu até ao aniversário da subscrição.",
  pricingLink: "Ver os preços",
  policyHeading: "A nossa política de nomes",
  policy:
    "Cada MyPin é único e os nomes são atribuídos por ordem de chegada. Recusamos palavrões e nomes de marcas ou empresas que não lhe pertençam; se alguém registou a sua marca, diga-nos e analisaremos o caso.",
  contactHeading: "Fale connosco",
  contact: "Tem perguntas, ideias ou um nome que acha que é seu?",
  contactLink: "Contacte-nos",
};
