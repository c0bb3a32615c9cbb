/**
 * /embed/poll/{id}: one poll inside another site's iframe (docs/product.md, Embedded poll). The
 * browser sends no Lectern cookie there, so the visitor id travels in the X-Visitor-Id header
 * (api/client.ts). States: Invalid Poll, Loading poll..., Poll Not Found, Poll Not Available
 * (draft), closed, and open with the vote form, then live results; a footer with Powered by
 * Lectern and the language switcher. It tells the host page its height (report-height.ts). While
 * open it counts as an attendee of the poll's session. The
 * embed has no outbox bar, so a vote taken offline that the
 * server refused is shown here, with Discard.
 */
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { parseRouteId, POLL_STATE_MESSAGES, PRODUCT_NAME, speakerTextLang } from "@lectern/shared";
import type { EmbedPoll } from "@lectern/shared";
import { ApiError } from "../../api/client.ts";
import { loadSonner } from "../../app/toast.ts";
import { LanguageSwitcher } from "../../components/language-switcher.tsx";
import { useDocumentTitle } from "../../components/page-title.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { useAttend } from "../../attendee/live-hooks.ts";
import { usePrefetchOnFirstInteraction } from "../../attendee/use-prefetch-on-first-interaction.ts";
import { discardAction, prepareOutbox } from "../../offline/outbox.ts";
import { LivePollCard } from "../../attendee/poll-card.tsx";
import { SpeakerLangContext } from "../../attendee/speaker-lang.ts";
import { StatusLine } from "../../attendee/poll-status.tsx";
import { useEmbedPoll } from "../../attendee/queries.ts";
import { useReportHeight } from "./report-height.ts";
import { usePollVoting } from "../../attendee/use-poll-voting.ts";

function Frame({ pollId, children }: { pollId: number | null; children: ReactNode }) {
  const { t } = useTranslator();
  const { content, footer } = useReportHeight(pollId);
  // The link sits where the language puts the product's name in the sentence.
  const [before = "", after = ""] = t("Powered by {product}").split("{product}");
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <main className="mx-auto w-full max-w-xl flex-1">
        <div ref={content} className="p-4">
          {children}
        </div>
      </main>
      <footer
        ref={footer}
        className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-slate-200 px-4 py-1.5 text-xs text-slate-600"
      >
        <p>
          {before}
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 hover:underline"
          >
            {PRODUCT_NAME}
          </a>
          {after}
        </p>
        <LanguageSwitcher className="[&_select]:min-h-9" />
      </footer>
    </div>
  );
}

/** A state without a poll to show (Invalid Poll, Poll Not Found, Poll Not Available), named in the tab too. */
function Notice({ title, text }: { title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <div className="py-10 text-center">
      <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      <p className="text-sm text-slate-600">{text}</p>
    </div>
  );
}

/** The embed has no service worker: its vote's code must be here before the connection drops. */
function prefetchVoteCode(): void {
  prepareOutbox();
  void loadSonner().catch(() => undefined);
}

function EmbeddedPoll({ poll }: { poll: EmbedPoll }) {
  const { t } = useTranslator();
  const voting = usePollVoting(poll, false);
  usePrefetchOnFirstInteraction(prefetchVoteCode);
  // An open embed counts as an attendee of its session (docs/product.md, The room).
  useAttend(poll.sessionId);
  if (voting.state === "draft")
    return <Notice title={t("Poll Not Available")} text={t(POLL_STATE_MESSAGES.pollDraft)} />;
  const { refusedVote } = voting;

  return (
    <SpeakerLangContext.Provider value={speakerTextLang(poll.sessionLanguage)}>
      <LivePollCard
        poll={poll}
        voting={voting}
        headingLevel={1}
        badge={{ open: t("Live"), closed: t("Closed") }}
        loadingText={t("Loading poll...")}
      >
        {voting.state !== "open" && (
          <p className="text-sm font-medium text-slate-700">{t(POLL_STATE_MESSAGES.pollClosed)}</p>
        )}
        {refusedVote && (
          <div
            role="alert"
            className="flex items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            <p className="min-w-0 break-words">
              {t("Your vote was not sent: {reason}", { reason: refusedVote.message })}
            </p>
            <button
              type="button"
              onClick={() => void discardAction(refusedVote.id)}
              className="min-h-9 shrink-0 rounded-md border border-red-300 bg-white px-3 font-medium text-red-800 hover:bg-red-100"
            >
              {t("Discard")}
            </button>
          </div>
        )}
      </LivePollCard>
    </SpeakerLangContext.Provider>
  );
}

export default function EmbedPollPage() {
  const { t } = useTranslator();
  const { id } = useParams();
  const pollId = parseRouteId(id);
  const poll = useEmbedPoll(pollId);

  let content;
  if (pollId === null)
    content = <Notice title={t("Invalid Poll")} text={t("The poll ID is missing or invalid.")} />;
  else if (poll.isPending) content = <StatusLine>{t("Loading poll...")}</StatusLine>;
  else if (poll.isError) {
    const draft = poll.error instanceof ApiError && poll.error.code === "poll_draft";
    content = draft ? (
      <Notice title={t("Poll Not Available")} text={t(POLL_STATE_MESSAGES.pollDraft)} />
    ) : (
      <Notice
        title={t("Poll Not Found")}
        text={t("This poll doesn't exist or has been removed.")}
      />
    );
  } else content = <EmbeddedPoll poll={poll.data} />;
  return <Frame pollId={pollId}>{content}</Frame>;
}
