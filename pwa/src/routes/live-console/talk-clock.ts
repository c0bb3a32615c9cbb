/**
 * The live console's elapsed-time clock (docs/product.md, The room): how long the talk has run. It
 * starts by itself when a slide goes on stage, or with Start; Reset stops it at zero, and the next
 * page shown (or Start) starts it again. When it started is kept on this device (localStorage), so
 * a reloaded console keeps counting.
 */
import { useCallback, useEffect, useRef, useState } from "react";

const storageKey = (sessionId: number) => `lectern.talkClock.${sessionId}`;

/** "mm:ss" under an hour, "h:mm:ss" from one hour on. */
export function elapsedText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, "0");
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

function readStart(sessionId: number): number | null {
  try {
    const saved = Number(localStorage.getItem(storageKey(sessionId)));
    return saved > 0 ? saved : null;
  } catch {
    return null;
  }
}

function saveStart(sessionId: number, startedAt: number | null): void {
  try {
    if (startedAt === null) localStorage.removeItem(storageKey(sessionId));
    else localStorage.setItem(storageKey(sessionId), String(startedAt));
  } catch {
    // Storage refused: the clock lasts as long as the page.
  }
}

export interface TalkClock {
  /** The time since it started, in ms; 0 while stopped. */
  elapsed: number;
  running: boolean;
  start: () => void;
  reset: () => void;
}

/** The clock of `sessionId`'s talk; `slidePage` is the page on stage (undefined for another panel). */
export function useTalkClock(sessionId: number, slidePage: number | undefined): TalkClock {
  const [startedAt, setStartedAt] = useState(() => readStart(sessionId));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [startedAt]);

  const start = useCallback(() => {
    const at = Date.now();
    saveStart(sessionId, at);
    setNow(at);
    setStartedAt(at);
  }, [sessionId]);

  // A page going on stage starts a stopped clock (the first slide of the talk, or after Reset).
  const seenPage = useRef<number | undefined>(undefined);
  useEffect(() => {
    const changed = slidePage !== seenPage.current;
    seenPage.current = slidePage;
    if (changed && slidePage !== undefined && startedAt === null) start();
  }, [slidePage, startedAt, start]);

  return {
    elapsed: startedAt === null ? 0 : Math.max(0, now - startedAt),
    running: startedAt !== null,
    start,
    reset: () => {
      saveStart(sessionId, null);
      setStartedAt(null);
    },
  };
}
