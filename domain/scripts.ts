// UTS #39 section 5.1's mixed-script detection, with the engine's own Script_Extensions data.
// Every script of Unicode 15.0 (the oldest our runtimes ship); a letter of a later script counts
// as one unknown script, so such a name is refused only when it also holds a listed script.
const SCRIPTS = `Adlam Ahom Anatolian_Hieroglyphs Arabic Armenian Avestan Balinese Bamum Bassa_Vah Batak Bengali
Bhaiksuki Bopomofo Brahmi Braille Buginese Buhid Canadian_Aboriginal Carian Caucasian_Albanian Chakma Cham
Cherokee Chorasmian Coptic Cuneiform Cypriot Cypro_Minoan Cyrillic Deseret Devanagari Dives_Akuru Dogra Duployan
Egyptian_Hieroglyphs Elbasan Elymaic Ethiopic Georgian Glagolitic Gothic Grantha Greek Gujarati Gunjala_Gondi
Gurmukhi Han Hangul Hanifi_Rohingya Hanunoo Hatran Hebrew Hiragana Imperial_Aramaic Inscriptional_Pahlavi
Inscriptional_Parthian Javanese Kaithi Kannada Katakana Kawi Kayah_Li Kharoshthi Khitan_Small_Script Khmer Khojki
Khudawadi Lao Latin Lepcha Limbu Linear_A Linear_B Lisu Lycian Lydian Mahajani Makasar Malayalam Mandaic Manichaean
Marchen Masaram_Gondi Medefaidrin Meetei_Mayek Mende_Kikakui Meroitic_Cursive Meroitic_Hieroglyphs Miao Modi
Mongolian Mro Multani Myanmar Nabataean Nag_Mundari Nandinagari New_Tai_Lue Newa Nko Nushu Nyiakeng_Puachue_Hmong
Ogham Ol_Chiki Old_Hungarian Old_Italic Old_North_Arabian Old_Permic Old_Persian Old_Sogdian Old_South_Arabian
Old_Turkic Old_Uyghur Oriya Osage Osmanya Pahawh_Hmong Palmyrene Pau_Cin_Hau Phags_Pa Phoenician Psalter_Pahlavi
Rejang Runic Samaritan Saurashtra Sharada Shavian Siddham SignWriting Sinhala Sogdian Sora_Sompeng Soyombo
Sundanese Syloti_Nagri Syriac Tagalog Tagbanwa Tai_Le Tai_Tham Tai_Viet Takri Tamil Tangsa Tangut Telugu Thaana
Thai Tibetan Tifinagh Tirhuta Toto Ugaritic Vai Vithkuqi Wancho Warang_Citi Yezidi Yi Zanabazar_Square`.split(/\s+/);

let patterns: [string, RegExp][] | null = null;

function scriptPatterns(): [string, RegExp][] {
  patterns ??= SCRIPTS.map((script) => [script, new RegExp(`\\p{Script_Extensions=${script}}`, "u")]);
  return patterns;
}

// Common and Inherited characters (digits, punctuation, combining marks) go with any script.
const ANY_SCRIPT = /[\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}]/u;

// Japanese writes Han with Hiragana and Katakana, Korean Han with Hangul, Chinese Han with
// Bopomofo: UTS #39 gives each such writing system one augmented script so it is not "mixed".
const AUGMENTED: Record<string, string[]> = {
  Han: ["Jpan", "Kore", "Hanb"],
  Hiragana: ["Jpan"],
  Katakana: ["Jpan"],
  Hangul: ["Kore"],
  Bopomofo: ["Hanb"],
};

function scriptsOf(character: string): string[] {
  const found = scriptPatterns()
    .filter(([, pattern]) => pattern.test(character))
    .flatMap(([script]) => [script, ...(AUGMENTED[script] ?? [])]);
  return found.length > 0 ? found : ["Unknown"];
}

// A name is mixed when no one script covers all its letters (its resolved script set is empty).
export function mixesScripts(name: string): boolean {
  let resolved: Set<string> | null = null;
  for (const character of name) {
    if (ANY_SCRIPT.test(character)) continue;
    const scripts = scriptsOf(character);
    resolved = new Set(resolved ? scripts.filter((script) => resolved?.has(script)) : scripts);
    if (resolved.size === 0) return true;
  }
  return false;
}
