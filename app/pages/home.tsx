import { useLocation, useSearchParams } from "react-router";
import { homeScreen } from "../../domain/home-screens";
import LandingPage from "./landing";
import { pages } from "./lazy-pages";
import SearchResultPage from "./search-result";

// "/" picks its screen from the address (domain/home-screens.ts). The landing and a search result
// paint at once; the others load on demand.
export default function HomePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const picked = homeScreen(params, location.hash, location.state);
  switch (picked.screen) {
    case "result":
      return <SearchResultPage key={picked.name} name={picked.name} />;
    case "resetPassword":
      return <pages.resetPassword />;
    case "auth":
      return <pages.auth />;
    case "create":
      return (
        <pages.create
          key={`${picked.name}:${picked.editPinId ?? ""}`}
          name={picked.name}
          {...(picked.editPinId === undefined ? {} : { editPinId: picked.editPinId })}
        />
      );
    case "manage":
      return <pages.manage />;
    case "landing":
      return <LandingPage />;
  }
}
