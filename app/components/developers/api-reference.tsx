import { type ReactNode, useId } from "react";
import { schemaRules, schemaTypeText, type TApiDocument, type TApiOperation } from "../../../domain/api-reference";
import { developersPage as text } from "../../../domain/messages/developers";
import { ScrollFrame } from "./code-block";
import { InlineMarkdown } from "./inline-markdown";
import document from "./public-api-document.json";

// The public API's reference, rendered from the document its routes describe themselves in, as
// GET /v1/openapi.json serves it (a copy the worker suite keeps equal to it, so the page is HTML
// from the build and cannot drift from what the API does).
export function ApiReference() {
  const { info, paths, components } = document as unknown as TApiDocument;
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ title: `${method.toUpperCase()} ${path}`, operation })),
  );
  return (
    <div lang="en">
      <InlineMarkdown text={info.description} />
      {operations.map(({ title, operation }) => (
        <Operation key={title} title={title} operation={operation} />
      ))}
      <h3 className="mt-10 text-xl font-bold">Schemas</h3>
      {Object.entries(components.schemas).map(([name, schema]) => (
        <div key={name} className="mt-4">
          <h4 id={`schema-${name}`} className="font-mono font-semibold text-slate-900">
            {name}
          </h4>
          <ScrollFrame className="mt-2 rounded-xl bg-slate-100">
            <pre className="p-4 font-mono text-sm text-slate-900">{schemaTypeText(schema, "")}</pre>
          </ScrollFrame>
        </div>
      ))}
    </div>
  );
}

const cellClass = "border-t border-slate-200 px-3 py-2 align-top";

function Operation({ title, operation }: { title: string; operation: TApiOperation }) {
  const [method, path] = title.split(" ");
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-slate-200 p-5">
      <h3 id={headingId} className="font-mono text-lg font-semibold text-slate-900">
        <span className="mr-1 inline-block rounded-md bg-brand-700 px-2 py-0.5 text-sm text-white">{method}</span>{" "}
        <span className="break-all">{path}</span>
      </h3>
      <p className="mt-2 font-semibold text-slate-900">{operation.summary}</p>
      {operation.description && <InlineMarkdown text={operation.description} />}
      {operation.parameters.length > 0 && (
        <Table caption={text.parameters} head={["name", "in", "type", ""]}>
          {operation.parameters.map((parameter) => (
            <tr key={parameter.name}>
              <td className={`${cellClass} font-mono`}>{parameter.name}</td>
              <td className={cellClass}>{parameter.in}</td>
              <td className={`${cellClass} font-mono`}>{schemaTypeText(parameter.schema, null)}</td>
              <td className={cellClass}>
                {[parameter.required ? text.required : "", schemaRules(parameter.schema)].filter(Boolean).join(", ")}
              </td>
            </tr>
          ))}
        </Table>
      )}
      <Table caption={text.answers} head={["status", "answer"]}>
        {Object.entries(operation.responses).map(([status, response]) => {
          const schema = response.content?.["application/json"]?.schema;
          const shape = schema ? schemaTypeText(schema, null) : "";
          return (
            <tr key={status}>
              <td className={`${cellClass} font-mono`}>{status}</td>
              <td className={cellClass}>
                {shape && <code className="font-mono">{shape}</code>}
                {!status.startsWith("2") && <InlineMarkdown text={response.description} />}
              </td>
            </tr>
          );
        })}
      </Table>
    </section>
  );
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <ScrollFrame className="mt-4">
      <table className="w-full text-left text-sm">
        <caption className="text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-medium text-slate-600">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollFrame>
  );
}
