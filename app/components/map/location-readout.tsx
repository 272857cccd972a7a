import { useId } from "react";
import { formatCoordinate, type TCoordinates } from "../../../domain/coordinates";
import { purchase } from "../../../domain/messages/purchase";

// The marker's position to six decimals, each value named by its term.
export function LocationReadout({ position }: { position: TCoordinates }) {
  const id = useId();
  const rows = [
    { key: "latitude", label: purchase.latitude, value: position.latitude },
    { key: "longitude", label: purchase.longitude, value: position.longitude },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
          <dt id={`${id}-${row.key}`} className="text-slate-500">
            {row.label}
          </dt>
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: ARIA 1.2 names the definition role from the author, here its term */}
          <dd aria-labelledby={`${id}-${row.key}`} className="font-mono text-slate-900">
            {formatCoordinate(row.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
