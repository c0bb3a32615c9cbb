/**
 * docs/product.md, The deck (On the attendee's phone): the Slides tab. It shows the page on stage
 * while "Follow the speaker" is on; a swipe, Previous or Next, or Left and Right on the tab pause
 * following (attendee/deck-follow.ts), and "Back to live" follows again. It reads the pages this
 * attendee may see, fetches the next ones ahead while a page is shown, and the service worker keeps
 * every page image seen (their URLs never change what they serve), so offline the deck so far
 * stays, under "Offline - the speaker may have moved on". A phone gets the 960 px image, a wide
 * screen the 1920 px one; the page's text is its image's description. Its code loads with the tab.
 */
import { useEffect, useEffectEvent, useId, useRef, useState, type TouchEvent } from "react";
import { SESSION_PANEL_LOADING, type DeckPage } from "@lectern/shared";
import { LiveRegion, useAnnouncer } from "../../components/announcer.tsx";
import { useTranslator } from "../../i18n/language.ts";
import {
  FOLLOWING,
  pagesAhead,
  shownPage,
  step,
  type DeckFollow,
} from "../../attendee/deck-follow.ts";
import { StatusLine } from "../../attendee/poll-status.tsx";
import { useDeck } from "../../attendee/queries.ts";
import { useSpeakerLang } from "../../attendee/speaker-lang.ts";
import { primaryButtonClass, secondaryButtonClass } from "../../attendee/styles.ts";
import { useOnline } from "../../offline/use-online.ts";

/** Where the 1920 px image is shown instead of the 960 px one: wider than the page's column. */
const WIDE_MEDIA = "(min-width: 768px)";

/** The fewest pixels a finger moves sideways (more than up or down) to turn a page. */
const SWIPE_MIN_PX = 50;

/** Page images already fetched ahead by this page. */
const fetchedAhead = new Set<string>();
/** Page images shown or fetched ahead before a service worker controlled the page: not kept yet. */
const readWithoutWorker = new Set<string>();

/** The image this screen shows of `page`. */
function imageOf(page: DeckPage): string {
  return window.matchMedia(WIDE_MEDIA).matches ? page.image : page.thumb;
}

/**
 * Fetches the pages after the one shown, so they show at once, and offline once kept; a page read
 * before a service worker controlled the page (on a first visit it may not) is read again through
 * it once it does, so the worker keeps every page seen.
 */
function useKeepPages(pages: readonly DeckPage[], current: number | null, online: boolean) {
  useEffect(() => {
    if (current === null) return;
    const withoutWorker = !navigator.serviceWorker?.controller;
    const shown = pages.find((page) => page.n === current);
    if (shown && withoutWorker) readWithoutWorker.add(imageOf(shown));
    if (!online) return;
    for (const page of pagesAhead(pages, current)) {
      const url = imageOf(page);
      if (fetchedAhead.has(url)) continue;
      fetchedAhead.add(url);
      if (withoutWorker) readWithoutWorker.add(url);
      new Image().src = url;
    }
  }, [pages, current, online]);

  useEffect(() => {
    const workers = navigator.serviceWorker;
    if (!workers) return;
    const keep = () => {
      for (const url of readWithoutWorker) void fetch(url).catch(() => undefined);
      readWithoutWorker.clear();
    };
    workers.addEventListener("controllerchange", keep);
    return () => workers.removeEventListener("controllerchange", keep);
  }, []);
}

export function SlidesTab({ sessionId, livePage }: { sessionId: number; livePage: number | null }) {
  const { t } = useTranslator();
  const lang = useSpeakerLang();
  const textId = useId();
  const deck = useDeck(sessionId);
  const online = useOnline();
  const [follow, setFollow] = useState<DeckFollow>(FOLLOWING);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const { text: spoken, announce } = useAnnouncer();

  const pages = deck.data?.pages ?? [];
  const count = deck.data?.pageCount ?? 0;
  const page = shownPage(pages, follow, livePage ?? deck.data?.shownUpTo ?? 0);
  const current = page?.n ?? null;
  useKeepPages(pages, current, online);

  // Left and Right turn pages while the tab (its panel, focusable, or anything in it) has focus.
  const previous = page && step(pages, page.n, -1);
  const next = page && step(pages, page.n, 1);
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const target = event.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
    const to = event.key === "ArrowLeft" ? previous : event.key === "ArrowRight" ? next : undefined;
    if (!to) return;
    event.preventDefault();
    setFollow(to);
  });
  useEffect(() => {
    const section = sectionRef.current;
    const panel = section?.closest<HTMLElement>('[role="tabpanel"]') ?? section;
    if (!panel) return;
    const onKeyDown = (event: KeyboardEvent) => onKey(event);
    panel.addEventListener("keydown", onKeyDown);
    return () => panel.removeEventListener("keydown", onKeyDown);
  }, [deck.isSuccess]);

  // Each page after the first is said, politely and at most every few seconds while the speaker
  // moves fast.
  const said = useRef(current);
  useEffect(() => {
    if (current === said.current) return;
    const before = said.current;
    said.current = current;
    if (before !== null && current !== null)
      announce(t("Page {page} of {count}", { page: current, count }));
  }, [current, count, announce, t]);

  if (deck.isPending) return <StatusLine>{t(SESSION_PANEL_LOADING.slides)}</StatusLine>;
  if (deck.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {t("Error loading slides: {reason}", { reason: deck.error.message })}
      </p>
    );

  const move = (to: DeckFollow | null) => {
    if (to) setFollow(to);
  };

  function onTouchStart(event: TouchEvent<HTMLElement>) {
    const finger = event.touches[0];
    touch.current =
      finger && event.touches.length === 1 ? { x: finger.clientX, y: finger.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent<HTMLElement>) {
    const start = touch.current;
    const finger = event.changedTouches[0];
    touch.current = null;
    if (!start || !finger) return;
    const dx = finger.clientX - start.x;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(finger.clientY - start.y)) return;
    move(dx > 0 ? previous : next);
  }

  return (
    <section ref={sectionRef} aria-labelledby="slides-title" className="space-y-3">
      <h2 id="slides-title" className="sr-only">
        {t("Slides")}
      </h2>
      {!online && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        >
          {t("Offline - the speaker may have moved on")}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={follow.following}
            onChange={(event) =>
              setFollow(
                event.target.checked || current === null
                  ? FOLLOWING
                  : { following: false, own: current },
              )
            }
            className="size-5 accent-brand-700"
          />
          {t("Follow the speaker")}
        </label>
        {!follow.following && (
          <button
            type="button"
            onClick={() => setFollow(FOLLOWING)}
            className={`${primaryButtonClass} min-h-11 py-2 text-sm`}
          >
            {t("Back to live")}
          </button>
        )}
      </div>
      {page ? (
        <>
          <figure
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
            className="touch-pan-y overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
          >
            <picture>
              <source media={WIDE_MEDIA} srcSet={page.image} />
              <img
                src={page.thumb}
                alt={t("Page {page} of {count}", { page: page.n, count })}
                aria-describedby={page.text ? textId : undefined}
                draggable={false}
                className="block h-auto w-full select-none"
              />
            </picture>
            {page.text && (
              <div id={textId} lang={lang} hidden>
                {page.text}
              </div>
            )}
          </figure>
          <div className="flex items-center justify-between gap-2">
            <button
              type="button"
              disabled={!previous}
              onClick={() => move(previous)}
              className={`${secondaryButtonClass} min-h-11 py-2 text-sm`}
            >
              {t("Previous page")}
            </button>
            <p className="text-sm text-slate-700 tabular-nums">
              {t("Page {page} of {count}", { page: page.n, count })}
            </p>
            <button
              type="button"
              disabled={!next}
              onClick={() => move(next)}
              className={`${secondaryButtonClass} min-h-11 py-2 text-sm`}
            >
              {t("Next page")}
            </button>
          </div>
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">
          {t("The speaker hasn't shown any slides yet.")}
        </p>
      )}
      <LiveRegion text={spoken} />
    </section>
  );
}
