/**
 * Accessible tabs (WAI-ARIA tabs pattern: tablist, roving tabindex, arrow keys, Home and End,
 * automatic activation) for the attendee pages. Written here rather than taken from Radix Tabs
 * because Radix's roving-focus and collection layers cost about 8 kB gzip on the page a phone
 * opens first, for behaviour this small.
 */
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "../app/use-hydrated.ts";

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

interface TabListProps<T extends string> {
  /** Prefix of the tab and panel element ids; unique on the page. */
  idPrefix: string;
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  tabClassName?: string;
  /**
   * The tabs refuse taps while React hydrates them (a pre-rendered page disables them until the
   * app has them). Read here, so only the tab list renders again once hydrated.
   */
  disabledWhileHydrating?: boolean;
}

export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
export const panelId = (idPrefix: string, value: string) => `${idPrefix}-panel-${value}`;

export function TabList<T extends string>({
  idPrefix,
  label,
  items,
  value,
  onChange,
  className,
  tabClassName,
  disabledWhileHydrating = false,
}: TabListProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const hydrated = useHydrated();
  const disabled = disabledWhileHydrating && !hydrated;

  // On each tab, not the tablist: the list itself never takes focus, its selected tab does.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = items[next]!.value;
    onChange(target);
    refs.current.get(target)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={className}>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(element) => {
              if (element) refs.current.set(item.value, element);
              else refs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.value)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, item.value)}
            tabIndex={selected ? 0 : -1}
            disabled={disabled}
            onClick={() => onChange(item.value)}
            onKeyDown={onKeyDown}
            className={tabClassName}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  idPrefix: string;
  value: string;
  active: boolean;
  children: ReactNode;
}

/** A tab's panel; inactive panels stay mounted (live subscriptions, typed text) but hidden. */
export function TabPanel({ idPrefix, value, active, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, value)}
      aria-labelledby={tabId(idPrefix, value)}
      hidden={!active}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
