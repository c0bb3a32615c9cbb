/**
 * An embed sized to its content (docs/product.md, Embedded poll): inside another site's iframe,
 * the page tells the host its content's height whenever it changes (a vote turning into results,
 * a language with longer words), with EMBED_HEIGHT_MESSAGE. A host that listens (the three lines in
 * the docs) sets the iframe's height, so the poll shows whole with no scroll bar and no gap.
 */
import { useEffect, useRef } from "react";
import { EMBED_HEIGHT_MESSAGE } from "@lectern/shared";

/**
 * Reports the height of the frame's content and footer together: what it shows, measured without
 * the space the page adds to fill the viewport. Returns the refs to put on the two.
 */
export function useReportHeight(pollId: number | null) {
  const content = useRef<HTMLDivElement>(null);
  const footer = useRef<HTMLElement>(null);
  useEffect(() => {
    const parts = [content.current, footer.current].filter((element) => element !== null);
    if (parts.length === 0 || window.parent === window || typeof ResizeObserver === "undefined")
      return;
    let reported = 0;
    const report = () => {
      const height = Math.ceil(
        parts.reduce((sum, element) => sum + element.getBoundingClientRect().height, 0),
      );
      if (height === reported) return;
      reported = height;
      window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, pollId, height }, "*");
    };
    const observer = new ResizeObserver(report);
    for (const element of parts) observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [pollId]);
  return { content, footer };
}
