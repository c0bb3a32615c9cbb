/**
 * The event screen's Team tab (docs/product.md, Events), like a session's Team tab: what an
 * organiser and a viewer may do; for the creator and organisers, adding an address with a role,
 * each member's role to change and Remove (asked first); for a viewer, the team as text.
 */
import { useId, useRef, useState, type FormEvent } from "react";
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
import { useFocusFirstInvalid } from "../../components/form-errors.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Field } from "../../components/ui/field.tsx";
import { Input, inputClass } from "../../components/ui/input.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { useOnline } from "../../offline/use-online.ts";
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

const selectClass = cn(inputClass, "min-h-11");

export function EventTeamTab({ event }: { event: LecternEvent }) {
  const { t } = useTranslator();
  const id = useId();
  const manage = event.role !== "viewer";
  const members = useEventMembers(event.id);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="space-y-8">
      <section aria-labelledby={`${id}-roles`}>
        <h2 id={`${id}-roles`} className="text-lg font-semibold text-slate-900">
          {t("Who can do what")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {t(
            "The event's creator can do everything, and alone can delete the event. The others get a role:",
          )}
        </p>
        <ul className="mt-2 space-y-2 text-sm">
          {EVENT_ROLES.map((role) => (
            <li key={role}>
              <span className="block font-medium text-slate-900">{t(EVENT_ROLE_NAMES[role])}</span>
              <span className="block text-slate-700">{t(EVENT_ROLE_DUTIES[role])}</span>
            </li>
          ))}
        </ul>
      </section>

      {manage && <AddMemberForm eventId={event.id} members={members.data} />}

      <section aria-labelledby={`${id}-people`}>
        <h2
          id={`${id}-people`}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900"
        >
          {t("The event's team")}
        </h2>
        {members.isPending ? (
          <div className="mt-3 space-y-2" aria-busy="true" aria-label={t("Loading the team")}>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : members.isError ? (
          <Alert className="mt-3" title={t("The team could not be loaded")}>
            <p>{errorMessage(members.error, t("Please check your connection and try again."))}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void members.refetch()}
            >
              {t("Try again")}
            </Button>
          </Alert>
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

function AddMemberForm({
  eventId,
  members,
}: {
  eventId: number;
  members: EventMember[] | undefined;
}) {
  const { t } = useTranslator();
  const id = useId();
  const add = useAddEventMember(eventId);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<EventRole>("organizer");
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState("");
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();

  const problemOf = (value: string): string | null => {
    const parsed = addEventMemberBodySchema.shape.email.safeParse(value);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  };

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setSent("");
    const parsed = addEventMemberBodySchema.safeParse({ email, role });
    if (!parsed.success) {
      setProblem(problemOf(email));
      focusFirstInvalid();
      return;
    }
    setProblem(null);
    const before = members ?? [];
    add.mutate(parsed.data, {
      onSuccess: (member) => {
        setSent(
          before.some((m) => m.id === member.id)
            ? t("{email} is on the team already.", { email: member.email })
            : t("Invitation sent to {email}.", { email: member.email }),
        );
        setEmail("");
      },
      onError: (error) =>
        toast.error(t("The invitation could not be sent"), {
          description: errorMessage(error, t("Please try again.")),
        }),
    });
  };

  return (
    <section aria-labelledby={`${id}-add`}>
      <h2 id={`${id}-add`} className="text-lg font-semibold text-slate-900">
        {t("Invite someone")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t(
          "We e-mail them a link. They see the event on their dashboard once they sign in with this address.",
        )}
      </p>
      <form ref={ref} noValidate onSubmit={submit} className="mt-3 space-y-3">
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
          <Field label={t("Email")} required error={problem ? t(problem) : null}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              value={email}
              onChange={(changed) => {
                setEmail(changed.target.value);
                setSent("");
                if (problem) setProblem(problemOf(changed.target.value));
              }}
            />
          </Field>
          <Field label={t("Role")}>
            <select
              value={role}
              onChange={(changed) => setRole(changed.target.value as EventRole)}
              className={selectClass}
            >
              {EVENT_ROLES.map((value) => (
                <option key={value} value={value}>
                  {t(EVENT_ROLE_NAMES[value])}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p role="status" className="text-sm text-green-800">
            {sent}
          </p>
          <OnlineButton
            type="submit"
            className="w-full sm:w-auto"
            pending={add.isPending}
            pendingText={t("Sending...")}
          >
            {t("Send invitation")}
          </OnlineButton>
        </div>
      </form>
    </section>
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
  const online = useOnline();
  const change = useChangeEventMemberRole(eventId);
  const active = member.status === "active";
  const role = change.isPending ? change.variables.role : member.role;

  const choose = (next: EventRole) => {
    if (next === member.role) return;
    change.mutate(
      { memberId: member.id, role: next },
      {
        onSuccess: (changed) =>
          toast.success(
            t("{email} is now {role}.", {
              email: changed.email,
              role: t(EVENT_ROLE_NAMES[changed.role]),
            }),
          ),
        onError: (error) =>
          toast.error(t("The role could not be changed"), {
            description: errorMessage(error, t("Please try again.")),
          }),
      },
    );
  };

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">
            {member.email}
          </p>
          <Badge tone={active ? "green" : "amber"}>{active ? t("Active") : t("Invited")}</Badge>
        </div>
        {active && member.name && (
          <p className="text-sm break-words text-slate-700">{member.name}</p>
        )}
      </div>
      {manage ? (
        <div className="flex items-center gap-2">
          <select
            value={role}
            onChange={(changed) => choose(changed.target.value as EventRole)}
            disabled={!online}
            aria-label={t("Role of {email}", { email: member.email })}
            className={cn(selectClass, "flex-1 sm:w-40 sm:flex-none")}
          >
            {EVENT_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(EVENT_ROLE_NAMES[value])}
              </option>
            ))}
          </select>
          <OnlineButton
            variant="quiet-danger"
            size="sm"
            onClick={onRemove}
            aria-label={t("Remove {email}", { email: member.email })}
          >
            {t("Remove")}
          </OnlineButton>
        </div>
      ) : (
        <Badge tone={roleTone(member.role)} className="self-start">
          {t(EVENT_ROLE_NAMES[member.role])}
        </Badge>
      )}
    </li>
  );
}
