/**
 * The event screen's Team tab (docs/product.md, Events), like a session's Team tab: what an
 * organiser and a viewer may do; for the creator and organisers, adding an address with a role,
 * each member's role to change and Remove (asked first); for a viewer, the team as text.
 */
import { useId, useRef, useState } from "react";
import {
  addEventMemberBodySchema,
  EVENT_ROLES,
  msg,
  type EventMember,
  type EventRole,
  type LecternEvent,
} from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import {
  useAddEventMember,
  useChangeEventMemberRole,
  useEventMembers,
  useRemoveEventMember,
} from "../../api/speaker/events.ts";
import { toast } from "../../app/toast.ts";
import { TeamInviteForm } from "../../components/team-invite-form.tsx";
import { TeamLoadState } from "../../components/team-load-state.tsx";
import { TeamMemberRow } from "../../components/team-member-row.tsx";
import { TeamRoles } from "../../components/team-roles.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { roleTone } from "./dashboard-events.tsx";

export const EVENT_ROLE_NAMES: Record<EventRole, string> = {
  organizer: msg("Organiser"),
  viewer: msg("Viewer"),
};

const EVENT_ROLE_DUTIES: Record<EventRole, string> = {
  organizer: msg(
    "Edits the event and every talk, imports schedules and manages the team; a co-host on every talk.",
  ),
  viewer: msg("Sees the talks, the team and the figures, and changes nothing."),
};

const roleName = (role: EventRole) => EVENT_ROLE_NAMES[role];

const ON_THE_TEAM_ALREADY = msg("{email} is on the team already.");

export function EventTeamTab({ event }: { event: LecternEvent }) {
  const { t } = useTranslator();
  const id = useId();
  const manage = event.role !== "viewer";
  const members = useEventMembers(event.id);
  const invite = useAddEventMember(event.id);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="space-y-8">
      <TeamRoles
        intro={t(
          "The event's creator can do everything, and alone can delete the event. The others get a role:",
        )}
        roles={EVENT_ROLES}
        names={EVENT_ROLE_NAMES}
        duties={EVENT_ROLE_DUTIES}
        headingLevel={2}
      />

      {manage && (
        <TeamInviteForm
          schema={addEventMemberBodySchema}
          roles={EVENT_ROLES}
          roleName={roleName}
          initialRole="organizer"
          invite={invite}
          members={members.data}
          intro={t(
            "We e-mail them a link. They see the event on their dashboard once they sign in with this address.",
          )}
          alreadyText={ON_THE_TEAM_ALREADY}
          headingLevel={2}
        />
      )}

      <section aria-labelledby={`${id}-people`}>
        <h2
          id={`${id}-people`}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900"
        >
          {t("The event's team")}
        </h2>
        {members.isPending || members.isError ? (
          <TeamLoadState query={members} />
        ) : (
          <MemberList
            eventId={event.id}
            members={members.data}
            manage={manage}
            heading={() => heading.current}
          />
        )}
      </section>
    </div>
  );
}

function MemberList({
  eventId,
  members,
  manage,
  heading,
}: {
  eventId: number;
  members: EventMember[];
  manage: boolean;
  heading: () => HTMLElement | null;
}) {
  const { t } = useTranslator();
  const remove = useRemoveEventMember(eventId);
  const [removing, setRemoving] = useState<EventMember | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    const member = removing;
    remove.mutate(member.id, {
      onSuccess: () => {
        setRemoving(null);
        toast.success(t("{email} was removed", { email: member.email }));
      },
      onError: (error) => {
        setRemoving(null);
        toast.error(t("The person could not be removed"), {
          description: errorMessage(error, t("Please try again.")),
        });
      },
    });
  };

  if (members.length === 0)
    return (
      <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-700">
        {t("No one else is on the event's team yet.")}
      </p>
    );
  return (
    <>
      <ul className="mt-3 space-y-2">
        {members.map((member) => (
          <MemberRow
            key={member.id}
            eventId={eventId}
            member={member}
            manage={manage}
            onRemove={() => setRemoving(member)}
          />
        ))}
      </ul>
      {manage && (
        <AlertDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          title={t("Remove {email}?", { email: removing?.email ?? "" })}
          description={t(
            "They lose access to the event and its talks at once. You can invite them again later.",
          )}
          actionLabel={t("Remove")}
          pendingLabel={t("Removing...")}
          pending={remove.isPending}
          onAction={confirmRemove}
          returnFocusFallback={heading}
        />
      )}
    </>
  );
}

function MemberRow({
  eventId,
  member,
  manage,
  onRemove,
}: {
  eventId: number;
  member: EventMember;
  manage: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslator();
  return (
    <TeamMemberRow
      member={member}
      roles={EVENT_ROLES}
      roleName={roleName}
      manage={manage}
      change={useChangeEventMemberRole(eventId)}
      onRemove={onRemove}
      roleBadge={
        <Badge tone={roleTone(member.role)} className="self-start">
          {t(EVENT_ROLE_NAMES[member.role])}
        </Badge>
      }
    />
  );
}
