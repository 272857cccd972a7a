import { type RefObject, useEffect } from "react";

// A page's HTML shows its form before the page's script has run, and a visitor may type into a
// field meanwhile. React does not read a field's value when it hydrates it, so what they typed is
// in the field but not in the form's state: once hydrated, the form takes it, as if typed now.
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  take: (typed: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the render that hydrated the field
  useEffect(() => {
    const typed = field.current?.value ?? "";
    if (typed !== "") take(typed);
  }, []);
}
