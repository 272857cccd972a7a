import { useMemo } from "react";
import { type NavigateFunction, type NavigateOptions, type To, useNavigate as useRouterNavigate } from "react-router";
import { localePath } from "../locale";

// react-router's navigate, to an address as this build's language has it (app/locale.ts): the app
// names its pages once, and a German page's "/pricing" is "/de/pricing".
export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  return useMemo(
    () =>
      ((to: To | number, options?: NavigateOptions) =>
        typeof to === "number"
          ? navigate(to)
          : navigate(typeof to === "string" ? localePath(to) : to, options)) as NavigateFunction,
    [navigate],
  );
}
