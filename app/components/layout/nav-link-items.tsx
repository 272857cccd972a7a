import { NavLink } from "../ui/link";
import { navLinkClass } from "./nav-link-class";
import type { TNavLink } from "./nav-links";

export function NavLinkItems({ links, onNavigate }: { links: readonly TNavLink[]; onNavigate: () => void }) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} onClick={onNavigate} className={navLinkClass}>
        {link.label}
      </NavLink>
    </li>
  ));
}
