/**
 * Live events spoken once, politely (issue 30): one live region per purpose (the pinned question,
 * new questions on the console, one's own results), on the page from its first render and empty,
 * so a screen reader knows it before it speaks. Each announce() is said once, and a region speaks
 * at most every ANNOUNCE_GAP_MS while a hall votes or asks: what arrives meanwhile is gathered and
 * said together at the end of the gap (`format` words the gathered items; by default the latest
 * one wins).
 */
import { useCallback, useEffect, useRef, useState } from "react";

export const ANNOUNCE_GAP_MS = 5_000;

const latest = <T,>(items: T[]) => String(items[items.length - 1]);

export function useAnnouncer<T = string>(format: (items: T[]) => string = latest) {
  const [text, setText] = useState("");
  const formatRef = useRef(format);
  useEffect(() => {
    formatRef.current = format;
  });
  const state = useRef({ items: [] as T[], last: -Infinity, timer: 0 });
  useEffect(() => () => window.clearTimeout(state.current.timer), []);

  const announce = useCallback((item: T) => {
    const s = state.current;
    s.items.push(item);
    if (s.timer) return;
    const flush = () => {
      s.timer = 0;
      s.last = Date.now();
      const message = formatRef.current(s.items);
      s.items = [];
      // The same words again still change the region's text, so they are said again.
      setText((said) => (said === message ? `${message}\u00a0` : message));
    };
    const wait = s.last + ANNOUNCE_GAP_MS - Date.now();
    if (wait > 0) s.timer = window.setTimeout(flush, wait);
    else flush();
  }, []);

  return { text, announce };
}

/** The region itself: polite, read whole, and seen only by assistive technology. */
export function LiveRegion({ text }: { text: string }) {
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  );
}
