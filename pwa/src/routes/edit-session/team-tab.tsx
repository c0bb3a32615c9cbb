/**
 * Edit screen, Team tab (docs/product.md, Team): what each role may do; for the owner, the
 * invitation form (e-mail and role), each member's role to change and Remove (asked first), and
 * handing the session to an active member with a mailed code; for everyone with access, the list
 * of who has it (a speaker of an event's talk marked so: docs/product.md, Events) and the activity
 * log, newest first, with Load more. What a role may do is read from `roleCan`, the same table the
 * server checks.
 */
import { useId, useRef, useState, type FormEvent, type RefObject } from "react";
import {
  inviteMemberBodySchema,
  MEMBER_ROLES,
  msg,
  OTP_LENGTH,
  roleCan,
  type ActivityAction,
  type ActivityEntry,
  type Member,
  type MemberRole,
  type PublicSession,
  type SessionRole,
} from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import {
  useActivity,
  useChangeRole,
  useInviteMember,
  useMembers,
  useRemoveMember,
  useTransferSession,
} from "../../api/speaker/members.ts";
import { toast } from "../../app/toast.ts";
import { RelativeTime } from "../../attendee/relative-time.tsx";
import { useCurrentUser } from "../../auth/current-user.ts";
import { focusWhenReady } from "../../components/focus.ts";
import { CodeField } from "../../components/code-field.tsx";
import { OnlineButton } from "../../components/online-button.tsx";
import { TeamInviteForm } from "../../components/team-invite-form.tsx";
import { TeamLoadState } from "../../components/team-load-state.tsx";
import { TeamMemberRow, teamSelectClass } from "../../components/team-member-row.tsx";
import { TeamRoles } from "../../components/team-roles.tsx";
import { ROLE_LABELS, RoleBadge } from "../../components/session-role.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslator } from "../../i18n/language.ts";

/** Each role's name as the screens show it: the members' roles as the role badges name them. */
const ROLE_NAMES: Record<SessionRole, string> = { owner: msg("Owner"), ...ROLE_LABELS };

/** What each member role may do, in a sentence. */
const ROLE_DUTIES: Record<MemberRole, string> = {
  cohost: msg("Edits the page, the resources and the polls, and runs the room."),
  moderator: msg("Runs the live console and moderates the Q&A."),
  viewer: msg("Sees the results and the questions, and can export them."),
};

/** An entry of the activity log as a sentence; `{actor}` did it, `{subject}` is what to. */
const ACTIVITY_TEXTS: Record<ActivityAction, string> = {
  poll_opened: msg("{actor} opened the poll “{subject}”"),
  poll_closed: msg("{actor} closed the poll “{subject}”"),
  question_approved: msg("{actor} approved the question “{subject}”"),
  question_dismissed: msg("{actor} dismissed the question “{subject}”"),
  question_answered: msg("{actor} marked the question “{subject}” answered"),
  question_replied: msg("{actor} replied to the question “{subject}”"),
  asker_blocked: msg("{actor} blocked the person who asked “{subject}”"),
  stage_changed: msg("{actor} changed the screen to {subject}"),
  member_added: msg("{actor} added {subject} to the team"),
  member_changed: msg("{actor} changed the role of {subject}"),
  member_removed: msg("{actor} removed {subject} from the team"),
  page_edited: msg("{actor} edited the page"),
};

/** A page edit that names what was edited. */
const PAGE_EDITED_WITH_SUBJECT = msg("{actor} edited the page: {subject}");

/** A member added or changed, with the role given (`{role}`, in the reader's language). */
const MEMBER_TEXTS_WITH_ROLE = {
  member_added: msg("{actor} added {subject} to the team as {role}"),
  member_changed: msg("{actor} changed the role of {subject} to {role}"),
} as const;

/** A member given the role of owner: the session was handed to them. */
const HANDED_OVER = msg("{actor} handed the session to {subject}");

/** Who a member is on screen: their name once they signed in, else the invited address. */
const shownName = (member: Member) => member.name ?? member.email;

/**
 * A member as the hand-over's picker names them: the name alone, so it fits a phone; the address
 * after it only when another of `candidates` has the same name, and alone without a name.
 */
function candidateName(member: Member, candidates: Member[]): string {
  if (!member.name) return member.email;
  const namesake = candidates.some((other) => other.id !== member.id && other.name === member.name);
  return namesake ? `${member.name} (${member.email})` : member.name;
}

const roleName = (role: SessionRole) => ROLE_NAMES[role];

const INVITED_ALREADY = msg("{email} is invited already.");

export function TeamTab({ session }: { session: PublicSession }) {
  const { t } = useTranslator();
  const id = useId();
  const manage = roleCan(session.role, "manage");
  const members = useMembers(session.id);
  const invite = useInviteMember(session.id);
  const listHeading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="space-y-8">
      <TeamRoles
        intro={t(
          "The owner can do everything: manage the team, see the leads and delete the session. The others get a role:",
        )}
        roles={MEMBER_ROLES}
        names={ROLE_NAMES}
        duties={ROLE_DUTIES}
        headingLevel={3}
      />

      {manage && (
        <TeamInviteForm
          schema={inviteMemberBodySchema}
          roles={MEMBER_ROLES}
          roleName={roleName}
          initialRole="viewer"
          invite={invite}
          members={members.data}
          intro={t(
            "We e-mail them a link. They see the session on their dashboard once they sign in with this address.",
          )}
          alreadyText={INVITED_ALREADY}
          fieldCodes={["member_is_owner"]}
          headingLevel={3}
        />
      )}

      <section aria-labelledby={`${id}-people`}>
        <h3
          id={`${id}-people`}
          ref={listHeading}
          tabIndex={-1}
          className="font-semibold text-slate-900"
        >
          {t("People with access")}
        </h3>
        <MemberList session={session} members={members} manage={manage} heading={listHeading} />
      </section>

      <HandOver
        session={session}
        members={members.data ?? []}
        manage={manage}
        heading={listHeading}
      />

      <ActivityLog sessionId={session.id} />
    </div>
  );
}

function MemberList({
  session,
  members,
  manage,
  heading,
}: {
  session: PublicSession;
  members: ReturnType<typeof useMembers>;
  manage: boolean;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslator();
  const remove = useRemoveMember(session.id);
  const list = useRef<HTMLUListElement>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** Where the member being removed stood in the list, for focus once the row is gone. */
  const removedIndex = useRef(0);

  if (members.isPending || members.isError) return <TeamLoadState query={members} />;

  const ask = (member: Member, index: number) => {
    removedIndex.current = index;
    setRemoving(member);
    setConfirming(true);
  };
  const confirmRemove = () => {
    if (!removing) return;
    const member = removing;
    remove.mutate(member.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t("{email} was removed", { email: member.email }));
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(t("The person could not be removed"), {
          description: errorMessage(error, t("Please try again.")),
        });
      },
    });
  };
  /** The row now in the removed one's place, else the one before it, else the heading. */
  const afterRemoval = () => {
    const rows = [...(list.current?.children ?? [])];
    // The owner's row comes first.
    const row = rows[removedIndex.current + 1] ?? rows[removedIndex.current];
    return row?.querySelector<HTMLElement>("select, button") ?? heading.current;
  };

  const owner = `${session.user.firstName} ${session.user.lastName}`.trim();
  return (
    <>
      <ul ref={list} className="mt-3 space-y-2">
        <li className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="min-w-0 font-medium break-words text-slate-900">
            {session.role === "owner" ? t("{name} (you)", { name: owner }) : owner}
          </p>
          <Badge tone="blue" className="self-start sm:self-auto">
            {t(ROLE_NAMES.owner)}
          </Badge>
        </li>
        {members.data.map((member, index) => (
          <MemberRow
            key={member.id}
            sessionId={session.id}
            member={member}
            manage={manage}
            onRemove={() => ask(member, index)}
          />
        ))}
      </ul>
      {members.data.length === 0 && (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-700">
          {t("No one else has access yet.")}
        </p>
      )}
      {manage && (
        <AlertDialog
          open={confirming}
          onOpenChange={(open) => !open && setConfirming(false)}
          title={t("Remove {email}?", { email: removing?.email ?? "" })}
          description={t(
            "They lose access to this session at once. You can invite them again later.",
          )}
          actionLabel={t("Remove")}
          pendingLabel={t("Removing...")}
          pending={remove.isPending}
          onAction={confirmRemove}
          returnFocusFallback={afterRemoval}
        />
      )}
    </>
  );
}

function MemberRow({
  sessionId,
  member,
  manage,
  onRemove,
}: {
  sessionId: number;
  member: Member;
  manage: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslator();
  return (
    <TeamMemberRow
      member={member}
      roles={MEMBER_ROLES}
      roleName={roleName}
      manage={manage}
      change={useChangeRole(sessionId)}
      onRemove={onRemove}
      badges={member.speaker && <Badge tone="blue">{t(ROLE_LABELS.speaker)}</Badge>}
      roleBadge={<RoleBadge role={member.role} className="self-start sm:self-auto" />}
    />
  );
}

/**
 * The owner's "Hand over the session": an active member to pick, then a dialog that says what
 * changes, mails a code and takes it. The dialog stays mounted when the section goes (the reader
 * is a co-host once it is done), so it closes in order and hands focus to the team's heading.
 */
function HandOver({
  session,
  members,
  manage,
  heading,
}: {
  session: PublicSession;
  members: Member[];
  manage: boolean;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslator();
  const id = useId();
  const active = members.filter((m) => m.status === "active");
  const [chosen, setChosen] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  /** Each opening starts the dialog afresh, at its first step. */
  const [round, setRound] = useState(0);
  const picked = active.find((m) => m.id === chosen) ?? active[0] ?? null;
  /** Who the dialog is about, kept while it closes. */
  const [target, setTarget] = useState<Member | null>(null);

  return (
    <>
      {manage && (
        <section aria-labelledby={`${id}-heading`}>
          <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
            {t("Hand over the session")}
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {t(
              "Give this session to a member: they become its owner, with its leads, and you become a co-host.",
            )}
          </p>
          {active.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              {t("Only a member who has signed in can take the session.")}
            </p>
          ) : (
            <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
              <Field label={t("New owner")} className="sm:w-72">
                <select
                  value={picked?.id ?? ""}
                  onChange={(event) => setChosen(Number(event.target.value))}
                  className={teamSelectClass}
                >
                  {active.map((member) => (
                    <option key={member.id} value={member.id}>
                      {candidateName(member, active)}
                    </option>
                  ))}
                </select>
              </Field>
              <OnlineButton
                variant="outline"
                onClick={() => {
                  setTarget(picked);
                  setRound((n) => n + 1);
                  setOpen(true);
                }}
              >
                {t("Hand over")}
              </OnlineButton>
            </div>
          )}
        </section>
      )}
      <TransferDialog
        key={round}
        sessionId={session.id}
        member={target}
        open={open}
        onOpenChange={setOpen}
        fallback={() => heading.current}
      />
    </>
  );
}

function TransferDialog({
  sessionId,
  member,
  open,
  onOpenChange,
  fallback,
}: {
  sessionId: number;
  member: Member | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fallback: () => HTMLElement | null;
}) {
  const { t } = useTranslator();
  const id = useId();
  const user = useCurrentUser();
  const { requestCode, confirm } = useTransferSession(sessionId);
  const [step, setStep] = useState<"explain" | "code">("explain");
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const name = member ? shownName(member) : "";

  const sendCode = () => {
    if (!member) return;
    setProblem(null);
    requestCode.mutate(member.id, {
      onSuccess: () => {
        setStep("code");
        setCode("");
        // Focus moves from the pressed button, which goes, to the code field as it shows.
        focusWhenReady(() => field.current, body.current?.closest('[role="dialog"]'));
      },
      onError: (error) =>
        setProblem(errorMessage(error, t("The code could not be sent. Please try again."))),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member || code.length !== OTP_LENGTH) return;
    setProblem(null);
    try {
      await confirm.mutateAsync({ memberId: member.id, code });
    } catch (error) {
      setProblem(errorMessage(error, t("The session could not be handed over. Please try again.")));
      field.current?.focus();
      return;
    }
    onOpenChange(false);
    toast.success(t("{name} now owns the session", { name }), {
      description: t("You're now a co-host."),
    });
  };

  const problemLine = (
    <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
      {problem ?? ""}
    </p>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Hand the session to {name}?", { name })}
      returnFocusFallback={fallback}
    >
      <div ref={body}>
        {step === "explain" ? (
          <div className="space-y-4">
            <p className="text-sm text-slate-700">
              {t(
                "{name} becomes the session's owner, with its leads, and can manage the team and delete the session. You become a co-host: you can still edit the session and run the room, but no longer see the leads.",
                { name },
              )}
            </p>
            <p className="text-sm text-slate-700">{t("To confirm, we e-mail you a code.")}</p>
            {problemLine}
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t("Cancel")}
              </Button>
              <OnlineButton
                onClick={sendCode}
                pending={requestCode.isPending}
                pendingText={t("Sending...")}
              >
                {t("Send code")}
              </OnlineButton>
            </div>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
            <p role="status" className="text-sm text-slate-700">
              {user
                ? t("We've sent a 6-digit code to {email}", { email: user.email })
                : t("We've sent you a 6-digit code.")}
            </p>
            <CodeField
              id={id}
              label={t("Code to hand over the session")}
              value={code}
              onChange={(next) => {
                setProblem(null);
                setCode(next);
              }}
              invalid={problem !== null}
              inputRef={field}
            />
            {problemLine}
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              <OnlineButton
                variant="outline"
                onClick={sendCode}
                pending={requestCode.isPending}
                pendingText={t("Sending...")}
              >
                {t("Send a new code")}
              </OnlineButton>
              <OnlineButton
                type="submit"
                disabled={code.length !== OTP_LENGTH}
                pending={confirm.isPending}
                pendingText={t("Handing over...")}
              >
                {t("Hand over the session")}
              </OnlineButton>
            </div>
          </form>
        )}
      </div>
    </Dialog>
  );
}

/**
 * An entry as a sentence. A member added or changed names the role given, when the entry has one
 * (older entries have none and keep the sentence without it); the role of owner is a hand-over.
 */
function activityText(entry: ActivityEntry, t: ReturnType<typeof useTranslator>["t"]): string {
  const values = { actor: entry.actor?.name ?? t("Presenter link"), subject: entry.subject };
  if (entry.action === "page_edited" && entry.subject !== "")
    return t(PAGE_EDITED_WITH_SUBJECT, values);
  if ((entry.action === "member_added" || entry.action === "member_changed") && entry.role) {
    if (entry.action === "member_changed" && entry.role === "owner") return t(HANDED_OVER, values);
    return t(MEMBER_TEXTS_WITH_ROLE[entry.action], { ...values, role: t(ROLE_NAMES[entry.role]) });
  }
  return t(ACTIVITY_TEXTS[entry.action], values);
}

function ActivityLog({ sessionId }: { sessionId: number }) {
  const { t } = useTranslator();
  const id = useId();
  const activity = useActivity(sessionId);
  const list = useRef<HTMLUListElement>(null);
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];

  const loadMore = async () => {
    const shown = entries.length;
    const result = await activity.fetchNextPage();
    if (result.isFetchNextPageError) {
      toast.error(t("More activity could not be loaded"), {
        description: errorMessage(result.error, t("Please try again.")),
      });
      return;
    }
    // The first entry loaded gets focus, so reading goes on where the list grew.
    focusWhenReady(() => list.current?.querySelector<HTMLElement>(`li:nth-child(${shown + 1})`));
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
        {t("Activity")}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {t("What the team did in this session, newest first.")}
      </p>
      {activity.isPending ? (
        <div className="mt-3 space-y-2" aria-busy="true" aria-label={t("Loading the activity")}>
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : activity.isError && entries.length === 0 ? (
        <Alert className="mt-3" title={t("The activity could not be loaded")}>
          <p>{errorMessage(activity.error, t("Please check your connection and try again."))}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void activity.refetch()}
          >
            {t("Try again")}
          </Button>
        </Alert>
      ) : entries.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-700">
          {t("Nothing has happened yet.")}
        </p>
      ) : (
        <>
          <ul ref={list} className="mt-3 divide-y divide-slate-200">
            {entries.map((entry) => (
              <li key={entry.id} tabIndex={-1} className="py-2">
                <p className="text-sm [overflow-wrap:anywhere] text-slate-900">
                  {activityText(entry, t)}
                </p>
                <p className="text-xs text-slate-600">
                  <RelativeTime iso={entry.at} />
                </p>
              </li>
            ))}
          </ul>
          {activity.hasNextPage && (
            <OnlineButton
              variant="outline"
              size="sm"
              className="mt-3 w-full sm:w-auto"
              onClick={() => void loadMore()}
              pending={activity.isFetchingNextPage}
              pendingText={t("Loading...")}
            >
              {t("Load more")}
            </OnlineButton>
          )}
        </>
      )}
    </section>
  );
}
