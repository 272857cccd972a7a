// The expletives a name may not hold as a word (the spec: names "must not contain
// expletives"). English, as the product's markets speak it. Each is matched as a whole word with
// its common disguises (look-alike letters, digits and symbols for letters, accents, spellings that
// sound the same, two inside letters swapped, stretched letters), also when separators split it or
// it is spelt a letter at a time, so only the plain spelling is listed, and a compound only when it
// is written as one word. Words with an everyday sense as well ("dick" in Moby Dick, "cock" the
// bird, "knob" on a door, "tits" the birds, "slag" from a furnace) are left out: a whole-word match
// would refuse ordinary names, and the help desk reviews pins after the fact.
export const EXPLETIVES: readonly string[] = [
  "arse",
  "arsehole",
  "ass",
  "asshole",
  "bastard",
  "bellend",
  "bitch",
  "bollocks",
  "bullshit",
  "cocksucker",
  "cunt",
  "dickhead",
  "dildo",
  "faggot",
  "fuck",
  "fucked",
  "fucker",
  "fucking",
  "fuckoff",
  "fuckwit",
  "fuk",
  "jizz",
  "knobhead",
  "motherfucker",
  "nigga",
  "nigger",
  "piss",
  "pissed",
  "pussy",
  "shit",
  "shite",
  "shithead",
  "shithole",
  "shitty",
  "slut",
  "spastic",
  "twat",
  "wank",
  "wanker",
  "whore",
  "wtf",
];
