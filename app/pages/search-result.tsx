import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { hasCode } from "../api/client";
import { pinQuery, searchFailureMessage, suggestionsOf } from "../api/pins";
import { PinMap } from "../components/map/lazy-maps";
import { PinNotFound } from "../components/search/pin-not-found";
import { PageSpinner } from "../components/ui/spinner";
import { toast } from "../components/ui/toast";
import { lazyWithPreload } from "../lazy-with-preload";

// The result's code (dialogs, copy, directions) is not needed to paint / or start a search.
const PinDetails = lazyWithPreload(() => import("../components/search/pin-details"));

export default function SearchResultPage({ name }: { name: string }) {
  const navigate = useNavigate();
  const { data: pin, error } = useQuery(pinQuery(name));
  const missed = hasCode(error, "PIN_NOT_FOUND");

  // The screen's code downloads while the search is in flight rather than after it answers.
  useEffect(() => {
    void PinDetails.preload();
    void PinMap.preload();
  }, []);

  // A link to a pin that could not be reached falls back to the landing with the reason; one to a
  // name no pin has stays, to say so and offer the near names.
  useEffect(() => {
    if (error === null || missed) return;
    toast.error(searchFailureMessage(error), { id: "pin-search-failed" });
    navigate("/", { replace: true });
  }, [error, missed, navigate]);

  if (missed) return <PinNotFound name={name} suggestions={suggestionsOf(error)} />;
  if (pin === undefined) return <PageSpinner />;
  return <PinDetails pin={pin} />;
}
