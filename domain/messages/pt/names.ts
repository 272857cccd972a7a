import type * as en from "../names.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of names.ts.
export const nameRules: TTranslation<typeof en.nameRules> = {
  empty: "O MyPin não pode estar vazio",
  consecutivePeriods: "Não são permitidos pontos consecutivos",
  forbiddenCharacters: "Estes caracteres não são permitidos: # % & ? + / \\ \" ' < >",
  simpleSpaces: "O formato Simple não pode conter espaços dentro das palavras",
  basicSpaces: "O formato Basic não pode conter espaços dentro das palavras",
  periodCount:
    "Formato inválido com pontos: tem de ter exatamente 2 palavras (Simple) ou 3 palavras (Basic) separadas por pontos",
  premiumTooLong: "Um MyPin Premium pode ter no máximo 30 caracteres",
  invisibleCharacters:
    "O MyPin não pode conter caracteres invisíveis (como espaços de largura zero, hífenes condicionais ou marcas de direção do texto)",
  dottedTooLong: "Os MyPins Simple e Basic podem ter no máximo 63 caracteres",
  stackedMarks: "O MyPin não pode repetir um acento nem ter mais de quatro acentos sobrepostos numa letra",
  looseMarks:
    "O MyPin não pode conter um acento escrito como sinal separado: escreva diretamente a letra acentuada (como é)",
  shareLinkTooLong: "O MyPin é demasiado longo para gerar um código QR fiável. Use um nome mais curto.",
  invalidFormat: "Formato de MyPin inválido",
  validFormat: (tier) => `Formato ${tier} válido`,
};

export const formatGuide: TTranslation<typeof en.formatGuide> = {
  title: "Guia de formatos do MyPin",
  examples: "Exemplos",
  premium: {
    name: "Premium",
    help: "Até 30 caracteres com letras, números, espaços e sinais de pontuação seguros",
    examples: ["My House", "Corner Shop!"],
  },
  simple: {
    name: "Simple",
    help: "Duas palavras separadas por um ponto, sem espaços",
    examples: ["My.Pin2"],
  },
  basic: {
    name: "Basic",
    help: "Três palavras separadas por pontos, sem espaços",
    examples: ["My3.House6.Place"],
  },
};

export const nameStatus: TTranslation<typeof en.nameStatus> = {
  exists: "Este MyPin já existe, escolha outro",
  alreadyExists: "O MyPin já existe: este MyPin já está ocupado. Experimente um nome diferente.",
  temporarilyUnavailable:
    "MyPin temporariamente indisponível: outra pessoa está neste momento a tentar criar este MyPin. Tente novamente dentro de alguns minutos.",
  availabilityFailed: "Não foi possível verificar a disponibilidade do MyPin. Tente novamente.",
  tooManyLookups:
    "Demasiadas verificações de disponibilidade a partir da sua rede. Aguarde um minuto antes de tentar novamente.",
};

export const namePolicy: TTranslation<typeof en.namePolicy> = {
  expletive: "O MyPin não pode conter palavrões. Escolha outro nome.",
  mixedScripts:
    "O MyPin não pode misturar letras de alfabetos diferentes (por exemplo, latino e cirílico). Use apenas um alfabeto.",
  reserved:
    "Este MyPin é uma marca reservada e não está à venda. Se for o titular da marca, peça-nos através do formulário de contacto que o libertemos para si.",
};
