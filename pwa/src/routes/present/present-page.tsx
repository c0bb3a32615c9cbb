/**
 * /session/{id}/present, the projector screen (docs/product.md, The room): what the speaker puts on
 * the stage from the live console, shown to the hall one panel at a time, with the join link and the
 * attendee count in a corner (J hides or shows them). It opens for the signed-in owner or with the
 * presenter link's key (`#key=...`). Made for a big screen across a hall: dark unless T makes it
 * light, its whole size set from the screen's height (the root font size, never under a size
 * browser zoom enlarges) and scaled with + and -, F for full screen; the step keys and Q move the
 * stage for everyone (PUT with the presenter link's key), so the console and the attendees' phones
 * follow what the hall sees. A session whose deck has pages steps through the deck, one without
 * through the panels (panel-order.ts says how the two share the keys); a slide fills the screen
 * (slide-panel.tsx). B (or ".") blanks this screen alone, until B again or the stage moves. The
 * panel fits the space between the corner and the key legend (fit.ts), and scrolls when even its
 * smallest size does not fit; the legend fades after LEGEND_SHOWN_MS and comes back with any key or
 * when its switch for the single-key shortcuts has focus.
 */
import { useQueryClient } from "@tanstack/react-query";
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from "react";
import { useParams } from "react-router";
import {
  parseRouteId,
  speakerTextLang,
  type DeckResponse,
  type Poll,
  type Stage,
} from "@lectern/shared";
import { hasPages, useDeck } from "../../api/deck.ts";
import { setStage } from "../../api/speaker/room.ts";
import { usePublicPolls } from "../../attendee/queries.ts";
import { SpeakerLangContext } from "../../attendee/speaker-lang.ts";
import { useDocumentTitle } from "../../components/page-title.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { FIT_AREA_CLASS, useFit } from "./fit.ts";
import {
  isTypingTarget,
  keyAction,
  spaceActivates,
  stepStage,
  type KeyAction,
} from "./panel-order.ts";
import {
  JoinPanel,
  joinTargetOf,
  PollPanel,
  QuestionPanel,
  QuestionsPanel,
  useProjectorSession,
  useStagedQuestion,
} from "./panels.tsx";
import {
  clampScale,
  loadSettings,
  saveSettings,
  SCALE_STEP,
  type ProjectorSettings,
} from "./projector-settings.ts";
import { ReactionRise } from "./reaction-rise.tsx";

const LeaderboardPanel = lazy(() =>
  import("./leaderboard-panel.tsx").then((m) => ({ default: m.LeaderboardPanel })),
);
import { SlidePanel, usePreloadedImage } from "./slide-panel.tsx";
import { presenterKeyOf, stagePath, useProjectorStage, type Refusal } from "./use-stage.ts";

/**
 * The dark theme: Tailwind's colours are variables, so the slate scale turned around (and the few
 * light tints results use made dark) recolours this screen and the shared results views at once.
 */
const DARK_COLOURS = {
  colorScheme: "dark",
  "--color-slate-50": "#020617",
  "--color-slate-100": "#0f172a",
  "--color-slate-200": "#1e293b",
  "--color-slate-300": "#334155",
  "--color-slate-400": "#475569",
  "--color-slate-600": "#94a3b8",
  "--color-slate-700": "#cbd5e1",
  "--color-slate-800": "#e2e8f0",
  "--color-slate-900": "#f1f5f9",
  "--color-slate-950": "#f8fafc",
  "--color-brand-700": "#93c5fd",
  "--color-brand-800": "#bfdbfe",
  "--color-green-50": "#052e16",
  "--color-green-800": "#86efac",
  "--color-green-900": "#bbf7d0",
  "--color-amber-50": "#451a03",
  "--color-amber-800": "#fcd34d",
  "--color-amber-950": "#fef3c7",
  "--color-emerald-800": "#6ee7b7",
  "--color-rose-700": "#fda4af",
  "--color-violet-700": "#c4b5fd",
} as CSSProperties;

/**
 * The root font size: 5% of the screen's height (narrower screens by width), times the scale. A
 * size from the viewport alone stays the same physical size under browser zoom (WCAG 1.4.4), so it
 * never goes under 1.25rem, which zoom enlarges: zooming in on a 720p screen past 180% (1080p past
 * 270%) makes the text larger.
 */
function useRootSize(scale: number): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = `calc(max(min(5vh, 2.8vw), 1.25rem) * ${scale})`;
    return () => {
      root.style.fontSize = before;
    };
  }, [scale]);
}

function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

function Screen({ settings, children }: { settings: ProjectorSettings; children: ReactNode }) {
  useRootSize(settings.scale);
  return (
    <main
      data-theme={settings.theme}
      style={settings.theme === "dark" ? DARK_COLOURS : undefined}
      className="relative flex h-dvh flex-col overflow-hidden bg-slate-50 text-slate-900"
    >
      {children}
    </main>
  );
}

function RefusalScreen({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslator();
  const [title, text] =
    refusal === "revoked"
      ? [
          t("This presenter link is no longer valid"),
          t("Ask the speaker for the new presenter link."),
        ]
      : refusal === "forbidden"
        ? [
            t("You don't have access to this screen"),
            t(
              "Open the presenter link from the speaker, or sign in as the session's speaker or a co-host or moderator of its team.",
            ),
          ]
        : [t("Session not found"), t("Check the address and try again.")];
  useDocumentTitle(title);
  return (
    <div role="alert" className="m-auto max-w-[24rem] space-y-[0.4rem] p-[1rem] text-center">
      <h1 className="text-[0.9rem] font-bold">{title}</h1>
      <p className="text-[0.5rem] text-slate-700">{text}</p>
    </div>
  );
}

/** The key legend shows this long after the screen opens or a key is pressed, then fades. */
export const LEGEND_SHOWN_MS = 5000;

/**
 * The join link, always readable from the hall: at least 3.6% of the screen's height whatever the
 * text size, with the attendee count beside it.
 */
function Corner({
  sessionId,
  presenterKey,
  attendance,
  overSlide,
}: {
  sessionId: number;
  presenterKey: string | null;
  attendance: number | null;
  overSlide: boolean;
}) {
  const { plural, t } = useTranslator();
  const join = joinTargetOf(sessionId, useProjectorSession(sessionId, presenterKey).data, t);
  return (
    <div
      data-testid="projector-corner"
      className={`ml-auto flex min-w-0 flex-wrap items-baseline justify-end gap-x-[0.5em] text-right leading-tight ${overSlide ? "rounded-[0.2rem] bg-slate-50/85 px-[0.3rem]" : ""}`}
      style={{ fontSize: "max(3.6vh, 0.72rem)" }}
    >
      {attendance !== null && (
        <p data-testid="projector-attendance" className="text-[0.65em] text-slate-700">
          {plural(attendance, { one: "# attendee", other: "# attendees" })}
        </p>
      )}
      <p className="min-w-0 break-words font-semibold text-brand-700 [overflow-wrap:anywhere]">
        <span data-testid="projector-join-link">{join.text}</span>
      </p>
    </div>
  );
}

const HELP_KEYS: [keys: string, action: KeyAction][] = [
  ["← → Space", "next"],
  ["Q", "join"],
  ["B", "blank"],
  ["J", "corner"],
  ["R", "reactions"],
  ["T", "theme"],
  ["F", "fullscreen"],
  ["+ −", "larger"],
];

/** Whether the legend shows: for LEGEND_SHOWN_MS after the screen opens and after every key. */
function useLegendShown(): boolean {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    let timer = setTimeout(() => setShown(false), LEGEND_SHOWN_MS);
    const onKey = () => {
      setShown(true);
      clearTimeout(timer);
      timer = setTimeout(() => setShown(false), LEGEND_SHOWN_MS);
    };
    window.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("keydown", onKey);
    };
  }, []);
  return shown;
}

function KeyHint({
  open,
  deck,
  overSlide,
  characterKeys,
  onCharacterKeys,
}: {
  open: boolean;
  /** The step keys go through the deck's pages. */
  deck: boolean;
  overSlide: boolean;
  characterKeys: boolean;
  onCharacterKeys: (on: boolean) => void;
}) {
  const { t } = useTranslator();
  const shown = useLegendShown() || open;
  // With the single-key shortcuts off, the legend lists only the step keys.
  const keys = characterKeys ? HELP_KEYS : HELP_KEYS.filter(([, action]) => action === "next");
  const label: Partial<Record<KeyAction, string>> = {
    next: deck ? t("Previous or next slide") : t("Previous or next panel"),
    join: t("Join panel"),
    blank: t("Blank screen"),
    corner: t("Join link in the corner"),
    reactions: t("Reactions"),
    theme: t("Light or dark"),
    fullscreen: t("Full screen"),
    larger: t("Text size"),
  };
  return (
    <aside
      aria-label={t("Keyboard shortcuts")}
      data-testid="projector-legend"
      data-shown={shown}
      className={`absolute bottom-[0.3rem] left-[0.5rem] z-10 text-slate-600 transition-opacity ${overSlide ? "rounded-[0.2rem] bg-slate-50/85 px-[0.3rem]" : ""} duration-700 focus-within:opacity-100 motion-reduce:transition-none ${shown ? "opacity-100" : "opacity-0"} ${open ? "text-[0.45rem]" : "text-[0.3rem]"}`}
    >
      <ul
        className={
          open ? "space-y-[0.1rem]" : "flex flex-wrap items-center gap-x-[0.5rem] gap-y-[0.1rem]"
        }
      >
        {keys.map(([keys, action]) => (
          <li key={action}>
            <kbd className="font-sans font-bold text-slate-700">{keys}</kbd> {label[action]}
          </li>
        ))}
        <li className="flex items-center gap-[0.2rem]">
          <Switch
            id="projector-character-keys"
            checked={characterKeys}
            onCheckedChange={onCharacterKeys}
          />
          <label htmlFor="projector-character-keys">{t("Single-key shortcuts")}</label>
        </li>
      </ul>
    </aside>
  );
}

function StagePanel({
  sessionId,
  presenterKey,
  view,
  polls,
  deck,
}: {
  sessionId: number;
  presenterKey: string | null;
  view: Stage;
  polls: Poll[] | undefined;
  deck: DeckResponse | null | undefined;
}) {
  const { t } = useTranslator();
  const staged = useStagedQuestion(sessionId, presenterKey, view.questionId);
  if (view.panel === "slide" && view.page !== undefined)
    return <SlidePanel deck={deck} page={view.page} />;
  if (view.panel === "poll") {
    const poll = polls?.find((candidate) => candidate.id === view.pollId);
    return poll ? <PollPanel key={poll.id} poll={poll} /> : <Loading text={t("Loading poll...")} />;
  }
  if (view.panel === "questions")
    return <QuestionsPanel sessionId={sessionId} presenterKey={presenterKey} />;
  if (view.panel === "leaderboard")
    return (
      <Suspense fallback={<Loading text={t("Loading the leaderboard...")} />}>
        <LeaderboardPanel sessionId={sessionId} />
      </Suspense>
    );
  if (view.panel === "question") {
    if (staged.question) return <QuestionPanel question={staged.question} />;
    if (staged.loading) return <Loading text={t("Loading questions...")} />;
  }
  return <JoinPanel sessionId={sessionId} presenterKey={presenterKey} />;
}

function Loading({ text }: { text: string }) {
  return <p className="text-[0.6rem] text-slate-700">{text}</p>;
}

function Projector({
  sessionId,
  presenterKey,
  settings,
  onSettings,
}: {
  sessionId: number;
  presenterKey: string | null;
  settings: ProjectorSettings;
  onSettings: (next: ProjectorSettings) => void;
}) {
  const { t } = useTranslator();
  const live = useProjectorStage(sessionId, presenterKey);
  const polls = usePublicPolls(sessionId, live.stage !== undefined);
  const deck = useDeck(sessionId, presenterKey);
  const queryClient = useQueryClient();
  // A key's panel shows at once, while its PUT is under way and until the next push.
  const [ownView, setOwnView] = useState<{ view: Stage; since: number } | null>(null);
  const [moving, setMoving] = useState(0);
  const [helpOpen, setHelpOpen] = useState(false);
  const view =
    ownView !== null && (moving > 0 || ownView.since === live.changes) ? ownView.view : live.stage;
  const viewKey = `${view?.panel}:${view?.pollId}:${view?.questionId}:${view?.page}`;
  // B blanks what shows now; the stage moving (here or from the console) shows it again.
  const [blankedAt, setBlankedAt] = useState<{ view: string; since: number } | null>(null);
  const blanked = blankedAt?.view === viewKey && blankedAt.since === live.changes;
  const panelArea = useRef<HTMLDivElement>(null);
  const language = useProjectorSession(sessionId, presenterKey).data?.language ?? null;
  useFit(panelArea, `${viewKey}:${settings.scale}`);
  useDocumentTitle(t("Projector screen"));
  // A deck never read (the network) leaves the keys to the panels.
  const deckData = deck.data === undefined && deck.isError ? null : deck.data;
  const slides = hasPages(deckData) ? deckData : null;
  const overSlide = view?.panel === "slide";

  // The next step's page is fetched while this one shows (a pinned poll's results: the page after).
  const following = (from: Stage | undefined): Stage | null =>
    from === undefined || slides === null ? null : stepStage(from, 1, polls.data ?? [], slides);
  const ahead = following(view ?? undefined);
  const nextPage = (ahead?.panel === "slide" ? ahead : following(ahead ?? undefined))?.page;
  usePreloadedImage(slides?.pages.find((page) => page.n === nextPage)?.image);

  // A poll put on the stage after the polls were read (opened from draft since): read them again.
  const stagedPollId = view?.panel === "poll" ? view.pollId : undefined;
  const stagedPollKnown =
    stagedPollId === undefined || polls.data?.some((poll) => poll.id === stagedPollId) !== false;
  const refetchPolls = polls.refetch;
  useEffect(() => {
    if (!stagedPollKnown) void refetchPolls();
  }, [stagedPollKnown, stagedPollId, refetchPolls]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target)) return;
      if (event.key === " " && spaceActivates(event.target)) return;
      const action = keyAction(event, settings.characterKeys);
      if (action === null || live.stage === undefined) return;
      // The steps are known once the polls (pinned to pages) and the deck are read.
      const stepping = action === "next" || action === "previous";
      if (stepping && (polls.data === undefined || deckData === undefined)) return;
      event.preventDefault();
      const current = view ?? live.stage;
      // The keys move the stage for everyone; a refused move goes back to the room's stage.
      const show = (next: Stage) => {
        setBlankedAt(null);
        setOwnView({ view: next, since: live.changes });
        setMoving((n) => n + 1);
        setStage(sessionId, next, presenterKey)
          .then(
            (set) => queryClient.setQueryData<Stage>([stagePath(sessionId)], set),
            () => setOwnView(null),
          )
          .finally(() => setMoving((n) => n - 1));
      };
      if (stepping) {
        const next = stepStage(current, action === "next" ? 1 : -1, polls.data ?? [], slides);
        if (next !== null) show(next);
      } else if (action === "join") show({ panel: "join" });
      else if (action === "blank")
        setBlankedAt(blanked ? null : { view: viewKey, since: live.changes });
      else if (action === "corner") onSettings({ ...settings, corner: !settings.corner });
      else if (action === "reactions") onSettings({ ...settings, reactions: !settings.reactions });
      else if (action === "theme")
        onSettings({ ...settings, theme: settings.theme === "dark" ? "light" : "dark" });
      else if (action === "larger")
        onSettings({ ...settings, scale: clampScale(settings.scale + SCALE_STEP) });
      else if (action === "smaller")
        onSettings({ ...settings, scale: clampScale(settings.scale - SCALE_STEP) });
      else if (action === "fullscreen") toggleFullscreen();
      else setHelpOpen((open) => !open);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [
    live.stage,
    live.changes,
    view,
    viewKey,
    blanked,
    polls.data,
    deckData,
    slides,
    settings,
    onSettings,
    sessionId,
    presenterKey,
    queryClient,
  ]);

  if (live.refusal) return <RefusalScreen refusal={live.refusal} />;
  return (
    <>
      <div className="relative z-10 flex items-start gap-[0.5rem] px-[0.5rem] pt-[0.3rem]">
        {/* There from the start, so a screen reader hears "Reconnecting..." when it is put in. */}
        <p
          role="status"
          className="shrink-0 rounded-[0.2rem] bg-amber-50 px-[0.3rem] text-[0.4rem] font-semibold text-amber-950 empty:hidden"
        >
          {live.connected ? "" : t("Reconnecting...")}
        </p>
        {settings.corner && (
          <Corner
            sessionId={sessionId}
            presenterKey={presenterKey}
            attendance={live.attendance}
            overSlide={overSlide}
          />
        )}
      </div>
      <div
        ref={panelArea}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a panel too large to fit even at its smallest scrolls, and keys must reach it (axe: scrollable-region-focusable)
        tabIndex={0}
        data-testid="projector-panel"
        data-panel={view?.panel ?? "loading"}
        data-ready={view !== undefined && polls.data !== undefined && deckData !== undefined}
        className={`${FIT_AREA_CLASS} flex min-h-0 flex-1 items-center-safe justify-center ${overSlide ? "absolute inset-0 bg-black" : "overflow-y-auto [scrollbar-gutter:stable] px-[1.5rem] pb-[0.8rem] pt-[0.3rem]"}`}
      >
        {view ? (
          <SpeakerLangContext.Provider value={speakerTextLang(language)}>
            <StagePanel
              sessionId={sessionId}
              presenterKey={presenterKey}
              view={view}
              polls={polls.data}
              deck={deckData}
            />
          </SpeakerLangContext.Provider>
        ) : (
          <Loading
            text={live.failed ? t("Check your connection, then try again.") : t("Loading...")}
          />
        )}
      </div>
      {settings.reactions && !blanked && <ReactionRise bursts={live.reactions} />}
      {blanked && (
        <div data-testid="projector-blank" className="absolute inset-0 z-20 bg-black">
          <p role="status" className="sr-only">
            {t("The screen is blank. Press B to show it again.")}
          </p>
        </div>
      )}
      <KeyHint
        open={helpOpen}
        deck={slides !== null}
        overSlide={overSlide}
        characterKeys={settings.characterKeys}
        onCharacterKeys={(characterKeys) => onSettings({ ...settings, characterKeys })}
      />
    </>
  );
}

export default function PresentPage() {
  const sessionId = parseRouteId(useParams().id);
  const [presenterKey] = useState(() => presenterKeyOf(window.location.hash));
  const [settings, setSettings] = useState(loadSettings);
  const changeSettings = (next: ProjectorSettings) => {
    setSettings(next);
    saveSettings(next);
  };
  return (
    <Screen settings={settings}>
      {sessionId === null ? (
        <RefusalScreen refusal="not_found" />
      ) : (
        <Projector
          sessionId={sessionId}
          presenterKey={presenterKey}
          settings={settings}
          onSettings={changeSettings}
        />
      )}
    </Screen>
  );
}
