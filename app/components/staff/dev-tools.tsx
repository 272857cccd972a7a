import { useMutation } from "@tanstack/react-query";
import { devTools } from "../../../domain/messages/dev-tools";
import { CURRENCIES } from "../../../domain/prices";
import { unwrap } from "../../api/client";
import { type TStripeConnectionReport, testStripeConnection } from "../../api/dev-tools";
import { formatPrice } from "../../formats";
import { buttonClass } from "../ui/button-styles";
import { Spinner } from "../ui/spinner";
import { useStaffSessionWatch } from "./use-staff-session-watch";

// The pricing page's development tools, loaded only for system
// administrators: a check of the Stripe key, the 9 prices and the promotion codes.
export default function DevTools() {
  const check = useMutation({ mutationFn: () => unwrap(testStripeConnection()) });
  useStaffSessionWatch();
  return (
    <section aria-labelledby="dev-tools-heading" className="mt-10 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="dev-tools-heading" className="text-lg font-semibold text-slate-900">
        {devTools.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{devTools.intro}</p>
      <button
        type="button"
        onClick={() => check.mutate()}
        disabled={check.isPending}
        className={`${buttonClass("primary")} mt-3`}
      >
        {check.isPending && <Spinner decorative />}
        {check.isPending ? devTools.testing : devTools.test}
      </button>
      {check.isError && (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {devTools.failed}
        </p>
      )}
      {check.data && <Report report={check.data} />}
    </section>
  );
}

// A coupon may be in a currency MyPin does not sell in; it is shown by its code then.
function amount(minor: number | null, currency: string) {
  if (minor === null) return devTools.missingAmount;
  const known = CURRENCIES.find((candidate) => candidate === currency);
  return known ? formatPrice(minor / 100, known) : `${minor / 100} ${currency.toUpperCase()}`;
}

function Report({ report }: { report: TStripeConnectionReport }) {
  return (
    <div className="mt-4 flex flex-col gap-4 text-sm">
      <p
        role="status"
        className={`rounded-lg px-3 py-2 font-semibold ${report.success ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"}`}
      >
        {report.success ? devTools.passed : devTools.problems}
      </p>
      {report.errors.length > 0 && (
        <ul className="list-disc pl-5 text-red-900">
          {report.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium text-slate-600">{devTools.keyType}</dt>
        <dd>{report.keyType}</dd>
        <dt className="font-medium text-slate-600">{devTools.keyPrefix}</dt>
        <dd className="font-mono">{report.keyPrefix}</dd>
        <dt className="font-medium text-slate-600">{devTools.connection}</dt>
        <dd>{report.connectionTest.detail}</dd>
        <dt className="font-medium text-slate-600">{devTools.checkedAt}</dt>
        <dd>{report.timestamp}</dd>
      </dl>
      {report.priceValidation.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left">
            <caption className="px-3 pt-2 text-left font-semibold text-slate-900">{devTools.prices}</caption>
            <thead className="text-xs uppercase text-slate-500">
              <tr>
                {Object.values(devTools.priceColumns).map((column) => (
                  <th key={column} scope="col" className="whitespace-nowrap px-3 py-2">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {report.priceValidation.map((price) => (
                <tr key={price.lookupKey}>
                  <th scope="row" className="whitespace-nowrap px-3 py-2 font-mono text-xs font-normal">
                    {price.lookupKey}
                  </th>
                  <td className="px-3 py-2 tabular-nums">{amount(price.expected, price.currency)}</td>
                  <td className="px-3 py-2 tabular-nums">{amount(price.actual, price.currency)}</td>
                  <td className={`px-3 py-2 font-semibold ${price.ok ? "text-green-800" : "text-red-800"}`}>
                    {price.ok ? devTools.ok : devTools.notOk}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div>
        <h3 className="font-semibold text-slate-900">{devTools.promotionCodes}</h3>
        {report.promotionCodes.length === 0 ? (
          <p className="text-slate-600">{devTools.noPromotionCodes}</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1">
            {report.promotionCodes.map((promotion) => (
              <li key={promotion.code}>
                <span className="font-mono font-semibold">{promotion.code}</span>{" "}
                {promotion.percentOff !== null
                  ? devTools.percentOff(promotion.percentOff)
                  : devTools.amountOff(amount(promotion.amountOff, promotion.currency ?? ""))}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
