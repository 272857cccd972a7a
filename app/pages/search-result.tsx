import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { loadPinMap } from "../components/lazy-pin-map";
import { PageSpinner } from "../components/spinner";
import { pinQuery, searchFailureMessage } from "../pin-search";

// The result's code (dialogs, copy, directions) is not needed to paint / or start a search.
const loadPinDetails = () => import("../components/pin-details");
const PinDetails = lazy(loadPinDetails);

export default function SearchResultPage({ name }: { name: string }) {
  const navigate = useNavigate();
  const { data: pin, error } = useQuery(pinQuery(name));

  // The screen's code downloads while the search is in flight rather than after it answers.
  useEffect(() => {
    void loadPinDetails();
    void loadPinMap();
  }, []);

  // A link to a missing or unreachable pin falls back to the landing with the reason.
  useEffect(() => {
    if (error === null) return;
    toast.error(searchFailureMessage(error), { id: "pin-search-failed" });
    navigate("/", { replace: true });
  }, [error, navigate]);

  if (pin === undefined) return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <PinDetails pin={pin} />
    </Suspense>
  );
}
