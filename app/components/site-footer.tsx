import { Link } from "react-router";
import { layout } from "../../domain/messages";
import { footerLinks } from "./nav-links";

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 desktop:flex-row desktop:items-center desktop:justify-between">
        <p>{layout.copyright(new Date().getFullYear())}</p>
        <nav aria-label={layout.footerNavigation}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-brand-700 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
