/**
 * A session run by a team (docs/product.md, Team) on the speaker screens: the reader's role as a
 * badge (a speaker of an event's talk among them: docs/product.md, Events), the note that says what a member's role allows on the edit screen, and the two screens a
 * session screen shows instead of its content: a role that does not include it, and access lost
 * while it was open (the owner removed the reader or changed their role). Both are alerts, so a
 * screen reader hears them when they replace the screen.
 */
import { msg, type SessionRole } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { Link } from "./link.tsx";
import { PageTitle } from "./page-title.tsx";
import { Badge } from "./ui/badge.tsx";
import { buttonClass } from "./ui/button.tsx";

/** A role on a session's team: a member's, or a speaker's of an event's talk. */
export type TeamRole = Exclude<SessionRole, "owner">;

export const ROLE_LABELS: Record<TeamRole, string> = {
  speaker: msg("Speaker"),
  cohost: msg("Co-host"),
  moderator: msg("Moderator"),
  viewer: msg("Viewer"),
};

/** What a member's role allows, said once on the edit screen (the owner needs no note). */
const ROLE_NOTES: Record<TeamRole, string> = {
  speaker: msg(
    "You're a speaker of this talk: you can edit the page, run the live console and see its leads. Its team stays with the owner.",
  ),
  cohost: msg(
    "You're a co-host: you can edit the page and run the live console. Its leads and its team stay with the owner.",
  ),
  moderator: msg(
    "You're a moderator: you can run the live console and moderate questions, but not edit the page.",
  ),
  viewer: msg(
    "You're a viewer: you can see the page, its slides, polls and results and export them, but not change anything.",
  ),
};

export function RoleBadge({ role, className }: { role: TeamRole; className?: string }) {
  const { t } = useTranslator();
  return (
    <Badge tone={role === "viewer" ? "neutral" : "blue"} className={className}>
      {t(ROLE_LABELS[role])}
    </Badge>
  );
}

export function RoleNote({ role, className }: { role: SessionRole; className?: string }) {
  const { t } = useTranslator();
  if (role === "owner") return null;
  return (
    <p
      data-testid="role-note"
      className={`rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900 ${className ?? ""}`}
    >
      {t(ROLE_NOTES[role])}
    </p>
  );
}

/** A session screen's place for a reader who may not use it, or no longer may. */
function AccessScreen({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  back: { to: string; label: string };
}) {
  return (
    <div role="alert" className="mx-auto max-w-md py-10 text-center">
      <PageTitle title={title} />
      <p className="mt-3 text-slate-700">{text}</p>
      <Link to={back.to} className={buttonClass("primary", "md", "mt-8")}>
        {back.label}
      </Link>
    </div>
  );
}

/** The screen was open when the owner took the reader off the session's team. */
export function AccessLost() {
  const { t } = useTranslator();
  return (
    <AccessScreen
      title={t("You no longer have access to this session")}
      text={t(
        "Its owner has removed you from the session's team. Ask them if you think this is a mistake.",
      )}
      back={{ to: "/dashboard", label: t("Back to Dashboard") }}
    />
  );
}

/** The reader's role does not include running the live console (a viewer). */
export function ConsoleNotInRole({ sessionId }: { sessionId: number }) {
  const { t } = useTranslator();
  return (
    <AccessScreen
      title={t("Your role doesn't include running the live console")}
      text={t(
        "You can see the session, its results and its exports. Ask the session's owner if you should run it.",
      )}
      back={{ to: `/edit-session/${sessionId}`, label: t("Back to the session") }}
    />
  );
}
