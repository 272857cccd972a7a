import { developersPage as text } from "../../../domain/messages/developers";
import { CodeBlock } from "./code-block";

// A demo pin's name, as `npm start` seeds it: any MyPin answers the same way.
const EXAMPLE = "lake.cabin";

// The first calls, written for this site's own address so they work as pasted.
export function QuickStart({ origin }: { origin: string }) {
  const url = `${origin}/v1/pins/${EXAMPLE}`;
  const curl = `curl -H "Authorization: Bearer $MYPIN_KEY" \\\n  ${url}`;
  const javascript = `const answer = await fetch("${url}", {
  headers: { Authorization: \`Bearer \${MYPIN_KEY}\` },
});
const { pin } = await answer.json();
window.location.href = pin.directions.google;`;
  const answer = `{
  "pin": {
    "name": "${EXAMPLE}",
    "latitude": 54.380208,
    "longitude": -2.907178,
    "near": { "town": "Windermere", "country": "GB", "label": "near Windermere, United Kingdom" },
    "note": "Check-in from 4pm. The key is in the lockbox by the boathouse.",
    "directions": {
      "apple": "https://maps.apple.com/?daddr=54.380208%2C-2.907178&dirflg=d",
      "google": "https://www.google.com/maps/dir/?api=1&destination=54.380208%2C-2.907178&travelmode=driving"
    },
    "link": "${origin}/?pin=${EXAMPLE}"
  }
}`;
  return (
    <ol className="mt-4 flex list-decimal flex-col gap-6 pl-6 text-lg text-slate-700 marker:font-bold">
      <li>{text.stepKey}</li>
      <li>
        {text.stepCall}
        <CodeBlock code={curl} label="curl" />
        <p className="mt-4">{text.stepJavaScript}</p>
        <CodeBlock code={javascript} label="JavaScript" />
      </li>
      <li>
        {text.stepAnswer}
        <CodeBlock code={answer} label="JSON" />
      </li>
    </ol>
  );
}
