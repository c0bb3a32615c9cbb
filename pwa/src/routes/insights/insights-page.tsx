/**
 * /session/{id}/insights (docs/product.md, Insights), for every member of the session's team: the
 * talk's charts over its whole life or on the talk's day, in the event's time zone (else the
 * speaker's), the report the day after (report-panel.tsx), and a print view that makes a tidy PDF.
 */
import { useState } from "react";
import { useParams } from "react-router";
import { idParamSchema } from "@lectern/shared";
import { useSessionInsights, type InsightsRange } from "../../api/speaker/insights.ts";
import { useSession } from "../../api/speaker/sessions.ts";
import { useSessionExpiry } from "../../auth/use-session-expiry.ts";
import { BackToDashboardLink, SessionNotFound } from "../../components/back-to-dashboard.tsx";
import { RequireUser, SpeakerLayout } from "../../components/speaker-layout.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { InsightsFrame, InsightsLoadState } from "./insights-frame.tsx";
import { busiestDay, dayRange, speakerTimeZone, type InsightsScope } from "./insights-range.ts";
import { InsightsView } from "./insights-view.tsx";
import { ReportPanel } from "./report-panel.tsx";

function SessionInsights({ sessionId }: { sessionId: number }) {
  const { t } = useTranslator();
  const session = useSession(sessionId);
  const timeZone = session.data ? (session.data.event?.timezone ?? speakerTimeZone()) : null;
  const whole = useSessionInsights(sessionId, timeZone ? { tz: timeZone } : null);
  const [scope, setScope] = useState<InsightsScope>("all");
  const talkDay =
    session.data?.event?.startsAt ??
    (whole.data?.bucket === "1d" ? busiestDay(whole.data.views) : null);
  const day: InsightsRange | null =
    scope === "day" && talkDay && timeZone ? dayRange(talkDay, timeZone) : null;
  const ofDay = useSessionInsights(sessionId, day);
  const shown = day ? ofDay : whole;
  useSessionExpiry(session.error ?? shown.error);

  return (
    <InsightsLoadState
      reads={[session, shown]}
      loadingLabel={t("Loading insights")}
      notFound={<SessionNotFound />}
    >
      {session.data && shown.data && (
        <InsightsFrame
          back={<BackToDashboardLink />}
          title={t("Insights: {title}", { title: session.data.title })}
          subtitle={session.data.eventName}
          timeZone={shown.data.timeZone}
          scope={whole.data?.bucket === "1d" && talkDay ? scope : null}
          onScope={setScope}
          updating={shown.isFetching}
        >
          <ReportPanel sessionId={sessionId} role={session.data.role} />
          <InsightsView data={shown.data} owner={{ kind: "session", id: sessionId }} />
        </InsightsFrame>
      )}
    </InsightsLoadState>
  );
}

export default function InsightsPage() {
  const { id } = useParams();
  const parsed = idParamSchema.safeParse(id ?? "");
  return (
    <RequireUser redirectTo="/">
      {() => (
        <SpeakerLayout>
          {parsed.success ? <SessionInsights sessionId={parsed.data} /> : <SessionNotFound />}
        </SpeakerLayout>
      )}
    </RequireUser>
  );
}
