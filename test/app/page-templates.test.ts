import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "../../app/prerender.tsx";
import { normalizeName, validateName } from "../../domain/names.ts";
import type { TPageData, TPinAnswer, TPublicPin } from "../../domain/page-data.ts";
import {
  escapeHtml,
  fillTemplate,
  landingTemplateUse,
  pinTemplateUse,
  renderTemplate,
  slot,
  slotted,
  slotValues,
  type TTemplatePage,
} from "../../domain/page-templates.ts";
import { pinResultView } from "../../domain/pin-result-view.ts";
import { renderTemplates } from "../../tools/prerender-pages.ts";

// The worker's pages are the build's templates with values filled in (domain/page-templates.ts);
// the app hydrates them only if they are exactly what React renders for the same data. These render
// both ways, here in Node as the build does, for data of every shape: names of every tier, owners'
// words with markup, quotes, ampersands and the templates' own marker characters in them.
let templates: Record<string, string>;
beforeAll(async () => {
  templates = Object.fromEntries(
    (await renderTemplates(renderPage, "en")).map((template) => [template.name, template.html]),
  );
}, 60_000);

const templateFor = (name: string) => {
  const html = templates[name];
  if (html === undefined) throw new Error(`No template ${name}`);
  return html;
};

// Words as people type them, with what HTML, URLs and the templates treat apart.
const wordsOf = (extra: string[]) =>
  fc.string({ unit: fc.oneof(fc.constantFrom(...extra), fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 })) });
const OWNER_EXTRAS = ["<", ">", "&", '"', "'", "</script>", "\uE000", "\uE001", "\uE000search.name\uE001", " ", "%"];
const ownerWords = wordsOf(OWNER_EXTRAS).map((words) => words.slice(0, 60));
// An arrival note: the owner's words over lines, with an address that must stay text.
const noteWords = wordsOf([...OWNER_EXTRAS, "\n", "https://example.com/?a=1&b=2"]).map((words) => words.slice(0, 280));
const near = fc.record({ town: ownerWords, country: fc.constantFrom("GB", "FR"), label: ownerWords });

// Names a search could have found: Premium names of letters, digits and their punctuation, and
// dotted names, whose words take almost any character.
const premiumName = wordsOf(["(", ")", "!", ",", "-", "_", " ", "é", "ß", "名"]);
const dottedName = fc
  .array(wordsOf(["!", ";", ":", "@", "é", "Ω"]), { minLength: 2, maxLength: 3 })
  .map((words) => words.join("."));
const pinName = fc
  .oneof(premiumName, dottedName)
  .map((name) => name.slice(0, 30))
  .filter((name) => validateName(name).isValid)
  .map(normalizeName);

const publicPin: fc.Arbitrary<TPublicPin> = fc.record({
  id: fc.nat(),
  mypin: pinName,
  userName: ownerWords,
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  searchCount: fc.nat(),
  note: fc.option(noteWords),
  near: fc.option(near),
});

const suggestion = fc.record({ mypin: pinName, near: fc.oneof(fc.constant(""), ownerWords) });

const PAGE_URLS: Record<TTemplatePage, (input: string) => string> = {
  search: (input) => `/?pin=${encodeURIComponent(input)}`,
  share: (input) => `/share/${encodeURIComponent(input)}`,
};

async function expectSameAsReact(page: TTemplatePage, input: string, answer: TPinAnswer) {
  const data: TPageData = { search: { name: normalizeName(input), answer } };
  const filled = renderTemplate(templateFor(pinTemplateUse(page, answer).template), pinTemplateUse(page, answer), data);
  expect(filled).toBe(await renderPage(PAGE_URLS[page](input), data));
}

describe.each(["search", "share"] as const)("the %s page's templates", (page) => {
  it("render a found pin as React does, whatever its owner wrote", async () => {
    await fc.assert(
      fc.asyncProperty(publicPin, (pin) =>
        expectSameAsReact(page, pin.mypin, { found: true, pin, view: pinResultView(pin) }),
      ),
      { numRuns: 40 },
    );
  });

  it("render a miss, with none to three suggestions, as React does", async () => {
    await fc.assert(
      fc.asyncProperty(pinName, fc.array(suggestion, { maxLength: 3 }), (name, suggestions) =>
        expectSameAsReact(page, name, { found: false, suggestions }),
      ),
      { numRuns: 40 },
    );
  });

  it("render the canonical name of a link typed in capitals and spaces", async () => {
    const pin = {
      id: 1,
      mypin: "corner shop!",
      userName: "Ann",
      latitude: 51.5,
      longitude: -0.1,
      searchCount: 3,
      note: null,
      near: null,
    };
    await expectSameAsReact(page, "  Corner   SHOP! ", { found: true, pin, view: pinResultView(pin) });
    const suggestions = [{ mypin: "corner shop!", near: "near London, United Kingdom" }];
    await expectSameAsReact(page, "  Cornr   SHOP! ", { found: false, suggestions });
  });
});

it("renders the landing with one to ten popular names as React does", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        pinName.map((mypin) => ({ mypin })),
        { minLength: 1, maxLength: 10 },
      ),
      async (topPins) => {
        const data: TPageData = { topPins };
        expect(renderTemplate(templateFor("landing"), landingTemplateUse(topPins), data)).toBe(
          await renderPage("/", data),
        );
      },
    ),
    { numRuns: 30 },
  );
});

describe("filling a template", () => {
  it("escapes a value as React does, in text, in attributes and inside a link's address", () => {
    const template = `<a href="/?pin=${encodeURIComponent(slot("name"))}" title="${slot("name")}">${slot("name")}</a>`;
    expect(fillTemplate(template, { name: `a<b>&"c'` })).toBe(
      '<a href="/?pin=a%3Cb%3E%26%22c&#x27;" title="a&lt;b&gt;&amp;&quot;c&#x27;">a&lt;b&gt;&amp;&quot;c&#x27;</a>',
    );
    expect(escapeHtml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&#x27;");
  });

  it("leaves a value's own marker characters as its text, never as another slot", () => {
    const template = `<p>${slot("user")}</p><h1>${slot("name")}</h1>`;
    const user = `${slot("name")} and more`;
    expect(fillTemplate(template, { user, name: "corner shop!" })).toBe(`<p>${user}</p><h1>corner shop!</h1>`);
  });

  it("refuses a template with a slot it was given no value for", () => {
    expect(() => fillTemplate(`<p>${slot("missing")}</p>`, {})).toThrow("No value for the template slot missing");
  });

  it("names every string of the data by its path, and marks each in its place", () => {
    const data = {
      search: { name: "a", answer: { found: false, suggestions: ["b", "c"] } },
      topPins: [{ mypin: "d" }],
    };
    expect(slotValues(data)).toEqual({
      "search.name": "a",
      "search.answer.suggestions.0": "b",
      "search.answer.suggestions.1": "c",
      "topPins.0.mypin": "d",
    });
    expect(slotted(data)).toEqual({
      search: {
        name: slot("search.name"),
        answer: {
          found: false,
          suggestions: [slot("search.answer.suggestions.0"), slot("search.answer.suggestions.1")],
        },
      },
      topPins: [{ mypin: slot("topPins.0.mypin") }],
    });
  });
});
