/**
 * The public session page /session/{id} (docs/product.md, Session page), the page a phone opens
 * from the QR code: header, speaker strip, then Resources, Slides, Q&A and Polls, each only when it has
 * content (one tab shows without a tab bar), and a footer with the language switcher. On a phone a
 * long description and bio are collapsed (collapsible-text.tsx), so the tabs and Ask are on the
 * first screen. Dialogs and
 * the outbox load on demand so the first load stays small; once loaded, the page has the service
 * worker keep what its other tabs read, for when the Wi-Fi drops (attendee/keep-tab-reads.ts).
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useParams, useSearchParams } from "react-router";
import {
  agendaPath,
  parseRouteId,
  PRODUCT_NAME,
  SESSION_LANGUAGE_SELECT_ID,
  SESSION_PANEL_LOADING,
  SESSION_TAB_CLASS,
  SESSION_TAB_LABELS,
  SESSION_TAB_LIST_CLASS,
  sessionTabs,
  speakerTextLang,
  talkPlaceAndTime,
  type Poll,
  type PublicSession,
  type SessionTab,
} from "@lectern/shared";
import type { UseQueryResult } from "@tanstack/react-query";
import { useLazyModule } from "../../app/lazy-module.ts";
import { useCurrentUser } from "../../auth/current-user.ts";
import { LiveRegion, useAnnouncer } from "../../components/announcer.tsx";
import { LanguageSwitcher } from "../../components/language-switcher.tsx";
import { useDocumentTitle } from "../../components/page-title.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { StatusLine } from "../../attendee/poll-status.tsx";
import { useKeepTabReads } from "../../attendee/keep-tab-reads.ts";
import { AskFromAnyTab } from "./ask-from-any-tab.tsx";
import { claimQrScan } from "../../attendee/preferences.ts";
import { usePublicPolls, usePublicSession } from "../../attendee/queries.ts";
import { sendAction } from "../../attendee/send-action.ts";
import { primaryButtonClass } from "../../attendee/styles.ts";
import { sessionReadPaths } from "../../offline/cache-rules.ts";
import { useOfflineCopy } from "../../offline/offline-copy.ts";
import { loadOutboxStatusLine, OutboxStatusBar } from "../../offline/outbox-status-bar.tsx";
import { SaveForOfflineButton } from "../../offline/save-for-offline-button.tsx";
import { useOnline } from "../../offline/use-online.ts";
import { SpeakerLangContext } from "../../attendee/speaker-lang.ts";
import { TabList, TabPanel } from "../../attendee/tabs.tsx";
import { usePrefetchOnFirstInteraction } from "../../attendee/use-prefetch-on-first-interaction.ts";
import { CollapsibleText } from "./collapsible-text.tsx";
import { ResourceList } from "./resource-list.tsx";
import { SpeakerStrip } from "./speaker-strip.tsx";
import { loadDownloadFlow, useResourceDownload } from "./use-resource-download.ts";

const loadDownloadDialog = () => import("./download-dialog.tsx");
const DownloadDialog = lazy(loadDownloadDialog);
const loadAskQuestionDialog = () => import("./ask-question-dialog.tsx");
// The Slides, Q&A and Polls tabs' code (and the offline notice's) load when first shown.
const loadSlidesTab = () => import("./slides-tab.tsx");
const loadQaForum = () => import("./qa-forum.tsx");
const loadPollsTab = () => import("./polls-tab.tsx");
const loadOfflineCopyNotice = () => import("../../offline/offline-copy-notice.tsx");
// The room's live part (attendance, following the stage, "Now answering" kept current) loads after
// the first render.
const loadRoomPresence = () => import("./room-presence.tsx");
const loadFeedbackCard = () => import("./feedback-card.tsx");
const loadReactionBar = () => import("./reaction-bar.tsx");

function CenteredMessage({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-2 px-4 text-center">
      {children}
    </main>
  );
}

export function SessionNotFound() {
  const { t } = useTranslator();
  useDocumentTitle(t("Session Not Found"));
  return (
    <CenteredMessage>
      <h1 className="text-2xl font-semibold text-slate-900">{t("Session Not Found")}</h1>
      <p className="text-slate-600">
        {t("The session you're looking for doesn't exist or has been removed.")}
      </p>
      <a href="/" className={`${primaryButtonClass} mt-6`}>
        {t("Back to Home")}
      </a>
      <LanguageSwitcher id={SESSION_LANGUAGE_SELECT_ID} className="mt-8 [&_select]:min-h-11" />
    </CenteredMessage>
  );
}

/**
 * Records a QR visit once per visit, then drops ?qr=1 (and the agenda's ?from=event) once the
 * page's read counted the view, so a reload or a shared link does not count them again.
 */
function useQrScan(sessionId: number | null, loaded: boolean): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromQr = searchParams.get("qr") === "1";
  const marked = fromQr || searchParams.has("from");
  useEffect(() => {
    if (!marked || sessionId === null || !loaded) return;
    if (fromQr && claimQrScan(sessionId)) void sendAction({ kind: "track-qr", sessionId });
    setSearchParams(
      (params) => {
        params.delete("qr");
        params.delete("from");
        return params;
      },
      { replace: true },
    );
  }, [fromQr, marked, sessionId, loaded, setSearchParams]);
}

function SlidesPanel({ sessionId, livePage }: { sessionId: number; livePage: number | null }) {
  const { t } = useTranslator();
  const tab = useLazyModule(loadSlidesTab);
  return tab ? (
    <tab.SlidesTab sessionId={sessionId} livePage={livePage} />
  ) : (
    <StatusLine>{t(SESSION_PANEL_LOADING.slides)}</StatusLine>
  );
}

function QaPanel({
  sessionId,
  isOwner,
  askRequest,
}: {
  sessionId: number;
  isOwner: boolean;
  askRequest: number;
}) {
  const { t } = useTranslator();
  const forum = useLazyModule(loadQaForum);
  return forum ? (
    <forum.QaForum sessionId={sessionId} isOwner={isOwner} askRequest={askRequest} />
  ) : (
    <StatusLine>{t(SESSION_PANEL_LOADING.qa)}</StatusLine>
  );
}

function PollsPanel({
  polls,
  isOwner,
  onScreenPollId,
}: {
  polls: UseQueryResult<Poll[]>;
  isOwner: boolean;
  onScreenPollId: number | null;
}) {
  const { t } = useTranslator();
  const tab = useLazyModule(loadPollsTab);
  return tab ? (
    <tab.PollsTab polls={polls} isOwner={isOwner} onScreenPollId={onScreenPollId} />
  ) : (
    <StatusLine>{t(SESSION_PANEL_LOADING.polls)}</StatusLine>
  );
}

function SessionRoomPresence({
  sessionId,
  onPoll,
  onSlide,
}: {
  sessionId: number;
  onPoll: (pollId: number) => void;
  onSlide: (page: number) => void;
}) {
  const room = useLazyModule(loadRoomPresence);
  return room ? (
    <room.RoomPresence sessionId={sessionId} onPoll={onPoll} onSlide={onSlide} />
  ) : null;
}

/** The talk's feedback card, while it takes feedback (feedback-card.tsx); never the owner's. */
function SessionFeedback({ sessionId }: { sessionId: number }) {
  const card = useLazyModule(loadFeedbackCard);
  return card ? <card.FeedbackCard sessionId={sessionId} /> : null;
}

/** The row of reactions the session offers (reaction-bar.tsx), once the app runs; never the owner's. */
function SessionReactions({ session }: { session: PublicSession }) {
  const bar = useLazyModule(loadReactionBar, session.reactions.length > 0);
  return bar ? <bar.ReactionBar sessionId={session.id} offered={session.reactions} /> : null;
}

/**
 * The question the speaker is answering, above the sections; in the pre-rendered page too. Its
 * live region, there from the first render, says "Now answering: ..." once each time it changes.
 */
function PinnedQuestion({ session }: { session: PublicSession }) {
  const { t } = useTranslator();
  const pinned = session.pinnedQuestion;
  const { text: spoken, announce } = useAnnouncer();
  const text = pinned?.questionText ?? null;
  const said = useRef(text);
  useEffect(() => {
    if (text === said.current) return;
    said.current = text;
    if (text !== null) announce(t("Now answering: {question}", { question: text }));
  }, [text, announce, t]);
  return (
    <>
      {pinned && (
        <section
          aria-label={t("Now answering")}
          className="rounded-xl border-2 border-brand-600 bg-brand-50 px-4 py-3"
        >
          <h2 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            {t("Now answering")}
          </h2>
          <p
            lang={speakerTextLang(session.language)}
            className="mt-1 text-lg font-medium break-words whitespace-pre-line text-slate-900"
          >
            {pinned.questionText}
          </p>
        </section>
      )}
      <LiveRegion text={spoken} />
    </>
  );
}

/**
 * The event line of the header: the event's name, and for a talk of a Lectern event a link to its
 * agenda and the talk's room and time in the event's time zone (session-page-html.ts writes the
 * same).
 */
function EventLine({ session, lang }: { session: PublicSession; lang: string }) {
  const translator = useTranslator();
  const nameClass =
    "text-sm font-semibold tracking-wide [overflow-wrap:anywhere] text-brand-700 uppercase";
  const { event } = session;
  if (!event)
    return (
      <p lang={lang} className={nameClass}>
        {session.eventName}
      </p>
    );
  const { place, times } = talkPlaceAndTime(event, translator);
  return (
    <>
      <p lang={lang} className={nameClass}>
        <a href={agendaPath(event.slug)} className="underline-offset-2 hover:underline">
          {event.name}
        </a>
      </p>
      <p className="text-sm text-slate-600">
        <span>{place}</span>
        {times.map((segment, index) =>
          segment.dateTime === undefined ? (
            segment.text
          ) : (
            <time key={index} dateTime={segment.dateTime}>
              {segment.text}
            </time>
          ),
        )}
      </p>
    </>
  );
}

/** The offline-copy note, whose code loads only once there is something to say. */
function SessionOfflineNotice({ sessionId }: { sessionId: number }) {
  const paths = useMemo(() => sessionReadPaths(sessionId), [sessionId]);
  const online = useOnline();
  const copyAt = useOfflineCopy(paths);
  const notice = useLazyModule(loadOfflineCopyNotice, !online || copyAt !== undefined);
  return notice ? <notice.OfflineCopyNotice paths={paths} /> : null;
}

function SessionContent({
  session,
  polls,
}: {
  session: PublicSession;
  polls: UseQueryResult<Poll[]>;
}) {
  const { t } = useTranslator();
  const currentUser = useCurrentUser();
  const isOwner = currentUser !== null && session.owned;
  const download = useResourceDownload(session.id, session.resources);
  const [chosenTab, setChosenTab] = useState<SessionTab | null>(null);
  // The poll the stage last showed, brought to the top of the Polls tab (docs/product.md, The room).
  const [onScreenPollId, setOnScreenPollId] = useState<number | null>(null);
  // The page of the deck the stage last showed, which the Slides tab follows.
  const [livePage, setLivePage] = useState<number | null>(null);
  // Ask Question from another tab: to Q&A, with its dialog open.
  const [askRequest, setAskRequest] = useState(0);
  const askFromAnyTab = () => {
    setChosenTab("qa");
    setAskRequest((n) => n + 1);
  };
  // A poll put on screen took the phone from the Slides tab: the next page on stage brings it back.
  const activeTabRef = useRef<SessionTab | null>(null);
  const pollTookSlides = useRef(false);
  const showPollOnScreen = useCallback((pollId: number) => {
    pollTookSlides.current = activeTabRef.current === "slides";
    setOnScreenPollId(pollId);
    setChosenTab("polls");
  }, []);
  const showSlideOnScreen = useCallback((page: number) => {
    setLivePage(page);
    if (!pollTookSlides.current) return;
    pollTookSlides.current = false;
    setChosenTab((tab) => (tab === "polls" ? "slides" : tab));
  }, []);
  const { qaEnabled } = session;
  useKeepTabReads(
    session.id,
    qaEnabled,
    session.hasDeck,
    polls.data,
    !isOwner && polls.isSuccess && !polls.isPlaceholderData,
  );

  const prefetchDialogs = useCallback(() => {
    void loadDownloadDialog().catch(() => undefined);
    void loadDownloadFlow().catch(() => undefined);
    void loadOutboxStatusLine().catch(() => undefined);
    if (qaEnabled && !isOwner) void loadAskQuestionDialog().catch(() => undefined);
  }, [isOwner, qaEnabled]);
  usePrefetchOnFirstInteraction(prefetchDialogs);

  // A failed read shows the Polls tab too, with "Error loading polls" in it.
  const tabs = sessionTabs(session, polls.data, polls.isError);
  const activeTab = chosenTab !== null && tabs.includes(chosenTab) ? chosenTab : tabs[0]!;
  useEffect(() => {
    activeTabRef.current = activeTab;
  }, [activeTab]);
  // A tab's panel mounts when first shown and then stays mounted (live updates, typed text).
  const [shownTabs, setShownTabs] = useState<ReadonlySet<SessionTab>>(() => new Set([activeTab]));
  if (!shownTabs.has(activeTab)) setShownTabs(new Set(shownTabs).add(activeTab));

  const panels: Record<SessionTab, () => ReactNode> = {
    resources: () => (
      <div className="space-y-4">
        <SaveForOfflineButton
          sessionId={session.id}
          sessionTitle={session.title}
          resources={session.resources}
          askEmail={download.askEmail}
        />
        <ResourceList
          resources={session.resources}
          busyResourceId={download.busyResourceId}
          onOpen={download.open}
        />
      </div>
    ),
    slides: () => <SlidesPanel sessionId={session.id} livePage={livePage} />,
    qa: () => <QaPanel sessionId={session.id} isOwner={isOwner} askRequest={askRequest} />,
    polls: () => <PollsPanel polls={polls} isOwner={isOwner} onScreenPollId={onScreenPollId} />,
  };

  const lang = speakerTextLang(session.language);
  return (
    <SpeakerLangContext.Provider value={lang}>
      <main className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-10">
        <SessionOfflineNotice sessionId={session.id} />
        <OutboxStatusBar sessionId={session.id} />
        <header className="space-y-2">
          <EventLine session={session} lang={lang} />
          <h1 lang={lang} className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
            {session.title}
          </h1>
          <CollapsibleText
            id="session-description"
            text={session.description}
            lines={3}
            className="break-words whitespace-pre-line text-slate-700"
            lang={lang}
          />
        </header>
        <SpeakerStrip speaker={session.user} />
        <SessionRoomPresence
          sessionId={session.id}
          onPoll={showPollOnScreen}
          onSlide={showSlideOnScreen}
        />
        <PinnedQuestion session={session} />
        {!isOwner && <SessionFeedback sessionId={session.id} />}
        {tabs.length === 1 ? (
          <div>{panels[activeTab]()}</div>
        ) : (
          <div className="space-y-4">
            <TabList<SessionTab>
              idPrefix="session"
              label={t("Session sections")}
              items={tabs.map((tab) => ({ value: tab, label: t(SESSION_TAB_LABELS[tab]) }))}
              value={activeTab}
              onChange={setChosenTab}
              className={SESSION_TAB_LIST_CLASS}
              tabClassName={SESSION_TAB_CLASS}
              disabledWhileHydrating
            />
            {tabs.map((tab) => (
              <TabPanel key={tab} idPrefix="session" value={tab} active={tab === activeTab}>
                {shownTabs.has(tab) && panels[tab]()}
              </TabPanel>
            ))}
          </div>
        )}
        {/* After the tabs: the row comes once the app runs, and moves nothing already on screen. */}
        {!isOwner && <SessionReactions session={session} />}
        {tabs.length > 1 && tabs.includes("qa") && activeTab !== "qa" && !isOwner && (
          <AskFromAnyTab onAsk={askFromAnyTab} />
        )}
        {download.asking && (
          <Suspense fallback={null}>
            <DownloadDialog
              resourceTitle={download.asking.title}
              speaker={session.user}
              eventName={session.event?.collectLeads ? session.event.name : null}
              onSubmit={download.submitEmail}
              onCancel={download.cancel}
            />
          </Suspense>
        )}
      </main>
      <footer className="mx-auto max-w-3xl px-4 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
        <div className="flex justify-center border-t border-slate-200 pt-4">
          <LanguageSwitcher id={SESSION_LANGUAGE_SELECT_ID} className="[&_select]:min-h-11" />
        </div>
      </footer>
    </SpeakerLangContext.Provider>
  );
}

export default function SessionPage() {
  const { t } = useTranslator();
  const { id } = useParams();
  const sessionId = parseRouteId(id);
  const session = usePublicSession(sessionId);
  const polls = usePublicPolls(sessionId ?? 0, sessionId !== null);
  useQrScan(sessionId, session.isSuccess && !session.isPlaceholderData);

  useEffect(() => {
    if (session.data) document.title = `${session.data.title} · ${PRODUCT_NAME}`;
  }, [session.data]);

  if (sessionId === null || session.isError) return <SessionNotFound />;
  if (session.isPending)
    return (
      <CenteredMessage>
        <p role="status" className="text-slate-600">
          {t("Loading session...")}
        </p>
      </CenteredMessage>
    );
  return <SessionContent session={session.data} polls={polls} />;
}
