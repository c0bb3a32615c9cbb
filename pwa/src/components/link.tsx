/**
 * The app's link to another of its screens: an <a> with the route's href whose plain click
 * navigates inside the app, built from react-router's useHref and useLinkClickHandler (the hooks it
 * documents for custom links). Not react-router's own <Link>: that one brings framework-mode
 * prefetching and route discovery this app never uses, 2.1 kB of gzipped JavaScript in the
 * framework chunk every attendee loads first (docs/benchmarks.md, "Attendee page weight, step by
 * step").
 */
import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useHref, useLinkClickHandler } from "react-router";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

export function Link({ to, onClick, target, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
