import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from "react-router";
import { localePath } from "../../locale";

type TLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  // The followed address takes the current one's place in the history (Back skips it).
  replace?: boolean;
};

// react-router's own Link and NavLink carry its framework mode's route discovery and prefetching,
// which a declarative router never runs but whose code they always pull into the first paint
// (about 2.5 KB gzip of its budget, docs/architecture.md#budgets; see vite.config.ts). These two do
// what the app asks of them: an address within the app, followed without a reload on a plain click.
// An address is followed as this build's language has it (app/locale.ts).
export function Link({ to, replace, onClick, target, ...rest }: TLinkProps) {
  const href = useHref(localePath(to));
  const follow = useLinkClickHandler<HTMLAnchorElement>(localePath(to), { target, replace });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}

type TNavLinkProps = Omit<TLinkProps, "className"> & { className: (state: { isActive: boolean }) => string };

// Active, as react-router's NavLink decides it: on the link's own path or below it.
export function NavLink({ to, className, ...rest }: TNavLinkProps) {
  const target = useResolvedPath(localePath(to)).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  const end = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  const isActive = current === target || (current.startsWith(target) && current.charAt(end) === "/");
  return <Link {...rest} to={to} aria-current={isActive ? "page" : undefined} className={className({ isActive })} />;
}
