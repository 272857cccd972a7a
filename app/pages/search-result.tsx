import { useQuery } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { normalizeName } from "../../domain/names";
import { pinQuery, searchFailureMessage } from "../api/pins";
import { PinHeading } from "../components/search/pin-heading";
import { PinNotFound } from "../components/search/pin-not-found";
import { PageSpinner } from "../components/ui/spinner";
import { toast } from "../components/ui/toast";
import { useNavigate } from "../hooks/use-navigate";
import { lazyWithPreload } from "../lazy-with-preload";

// The result's code (dialogs, copy, directions) is not needed to paint / or start a search.
const PinDetails = lazyWithPreload(() => import("../components/search/pin-details"));

export default function SearchResultPage({ name }: { name: string }) {
  const navigate = useNavigate();
  const { data: answer, error } = useQuery(pinQuery(name));

  // The screen's code downloads while the search is in flight rather than after it answers; the
  // live map's only when the visitor reaches for it (components/map/static-pin-map.tsx).
  useEffect(() => {
    void PinDetails.preload();
  }, []);

  // A link to a pin that could not be reached falls back to the landing with the reason; one to a
  // name no pin has stays, to say so and offer the near names.
  useEffect(() => {
    if (error === null) return;
    toast.error(searchFailureMessage(error), { id: "pin-search-failed" });
    navigate("/", { replace: true });
  }, [error, navigate]);

  if (answer === undefined) return <PageSpinner />;
  if (!answer.found) return <PinNotFound name={normalizeName(name)} suggestions={answer.suggestions} />;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6 desktop:py-10">
      <PinHeading pin={answer.pin} />
      {/* The room the details take, kept while they load, so the page does not jump. */}
      <Suspense fallback={<div className="h-[27rem] desktop:h-[35rem]" />}>
        <PinDetails pin={answer.pin} view={answer.view} renamedFrom={answer.renamedFrom} />
      </Suspense>
    </div>
  );
}
