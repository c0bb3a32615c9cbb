/**
 * /create-session (docs/product.md, Create session): the three-step wizard (Session Info,
 * Resources, Polls), Create Session Page, then uploads and the other resources in sequence, and the
 * success dialog with the QR code, its download, the link, Go to Dashboard and View Session Page.
 * Next or Create with a problem opens the step it is on, shows it at its field and focuses the
 * first such field.
 */
import { useEffect, useRef, useState } from "react";
import { Link } from "../../components/link.tsx";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../app/toast.ts";
import {
  isLinkedinProfileUrl,
  MESSAGES,
  msg,
  normalizeUrl,
  PROFANITY_FILTER_DEFAULT,
  QA_ENABLED_DEFAULT,
  QUESTION_REVIEW_DEFAULT,
  type User,
} from "@lectern/shared";
import { apiRequest } from "../../api/client.ts";
import { errorMessage } from "../../api/error-text.ts";
import {
  dashboardKey,
  sessionPageUrl,
  useCreateSession,
  type CreatedSession,
} from "../../api/speaker/sessions.ts";
import { setCurrentUser, type CurrentUser } from "../../auth/current-user.ts";
import { useTranslator } from "../../i18n/language.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { ProgressBar } from "../../components/progress-bar.tsx";
import { QrPanel } from "../../components/qr-dialog.tsx";
import { RequireUser, SpeakerLayout } from "../../components/speaker-layout.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Dialog } from "../../components/ui/dialog.tsx";
import { RequiredNote } from "../../components/ui/field.tsx";
import { useFocusFirstInvalid } from "../../components/form-errors.ts";
import { PollsStep } from "./polls-step.tsx";
import { useHostLimits } from "../../api/speaker/users.ts";
import { ResourcesStep } from "./resources-step.tsx";
import { saveSessionContents } from "./save-session.ts";
import { SessionInfoStep, type SpeakerDraft } from "./session-info-step.tsx";
import {
  missingSessionFields,
  type LinkItem,
  type SessionInfoDraft,
} from "../../components/session-model.ts";
import {
  pollsWithTooFewChoices,
  quizzesWithoutAnswer,
  type FileDraft,
  type PollDraft,
} from "./wizard-model.ts";

const STEPS = [msg("Session Info"), msg("Resources"), msg("Polls")] as const;

function speakerDraftOf(user: CurrentUser): SpeakerDraft {
  return {
    designation: user.designation ?? "",
    company: user.company ?? "",
    linkedinUrl: user.linkedinUrl ?? "",
    bio: user.bio ?? "",
  };
}

/** After creation, the speaker details of step 1 go back to the profile when they changed. */
async function saveSpeakerInfo(user: CurrentUser, speaker: SpeakerDraft): Promise<void> {
  const before = speakerDraftOf(user);
  if (JSON.stringify(before) === JSON.stringify(speaker)) return;
  try {
    const updated = await apiRequest<User>(`/api/users/${user.id}`, {
      method: "PUT",
      body: {
        designation: speaker.designation.trim() || null,
        company: speaker.company.trim() || null,
        bio: speaker.bio.trim() || null,
        linkedinUrl: speaker.linkedinUrl.trim() ? normalizeUrl(speaker.linkedinUrl) : null,
        profilePicture: user.profilePicture,
      },
    });
    setCurrentUser(updated);
  } catch (error) {
    console.error("Saving the speaker information failed", error);
  }
}

/** One step of the wizard's progress bar: "Step 2" and its name, the current one aria-current. */
function StepButton({
  index,
  name,
  step,
  disabled,
  onClick,
}: {
  index: number;
  name: string;
  step: number;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslator();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-current={index === step ? "step" : undefined}
      disabled={disabled}
      className={cn(
        "flex w-full flex-col items-start gap-1 rounded-lg border-t-4 px-1 pt-2 text-left text-xs font-medium sm:text-sm",
        index <= step ? "border-brand-700 text-brand-800" : "border-slate-300 text-slate-600",
      )}
    >
      <span>{t("Step {number}", { number: index + 1 })}</span>
      <span className="text-slate-900">{name}</span>
    </button>
  );
}

function Wizard({ user }: { user: CurrentUser }) {
  const { t } = useTranslator();
  const client = useQueryClient();
  const create = useCreateSession();
  const limits = useHostLimits();
  const [step, setStep] = useState(0);
  const [speaker, setSpeaker] = useState(() => speakerDraftOf(user));
  const [info, setInfo] = useState<SessionInfoDraft>({
    eventName: "",
    title: "",
    description: "",
    qaEnabled: QA_ENABLED_DEFAULT,
    questionReview: QUESTION_REVIEW_DEFAULT,
    profanityFilter: PROFANITY_FILTER_DEFAULT,
    confirmEmail: false,
    language: null,
  });
  const [invalid, setInvalid] = useState<string[]>([]);
  const [files, setFiles] = useState<FileDraft[]>([]);
  const [links, setLinks] = useState<LinkItem[]>([]);
  const [polls, setPolls] = useState<PollDraft[]>([]);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CreatedSession | null>(null);
  /** Create was pressed: the polls that would stop it show their problems. */
  const [triedCreate, setTriedCreate] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  // After the heading's effect, so a step opened for its problem focuses the field instead.
  const { ref: fieldsRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();

  const linkedinBad = (draft: SpeakerDraft) =>
    draft.linkedinUrl.trim() !== "" && !isLinkedinProfileUrl(draft.linkedinUrl);

  const checkInfo = (): boolean => {
    const missing: string[] = missingSessionFields(info);
    if (linkedinBad(speaker)) missing.unshift("linkedinUrl");
    setInvalid(missing);
    if (missing.length === 0) return true;
    focusFirstInvalid();
    if (missing.some((key) => key !== "linkedinUrl"))
      toast.error(t(MESSAGES.sessionRequiredTitle), { description: t(MESSAGES.sessionRequired) });
    else
      toast.error(t(MESSAGES.linkedinInvalidTitle), { description: t(MESSAGES.linkedinInvalid) });
    return false;
  };

  const next = () => {
    if (step === 0 && !checkInfo()) return;
    setStep((s) => Math.min(s + 1, STEPS.length - 1));
  };

  /** The polls Create would refuse: too few choices, or a quiz without its right answer. */
  const blocking = new Set(
    [...pollsWithTooFewChoices(polls), ...quizzesWithoutAnswer(polls)].map((poll) => poll.id),
  );

  const submit = async () => {
    if (!checkInfo()) {
      setStep(0);
      return;
    }
    if (files.some((f) => f.title.trim() === "")) {
      toast.error(t("Missing file title"), { description: t(MESSAGES.fileTitleRequired) });
      setStep(1);
      focusFirstInvalid();
      return;
    }
    if (blocking.size > 0) {
      setTriedCreate(true);
      focusFirstInvalid();
      return;
    }
    setSaving(true);
    try {
      const session = await create.mutateAsync({
        eventName: info.eventName.trim(),
        title: info.title.trim(),
        description: info.description.trim(),
        qaEnabled: info.qaEnabled,
        questionReview: info.questionReview,
        profanityFilter: info.profanityFilter,
        confirmEmail: info.confirmEmail,
        language: info.language,
        userId: user.id,
      });
      await saveSpeakerInfo(user, speaker);
      const patchFile = (key: string, patch: Partial<FileDraft>) =>
        setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...patch } : f)));
      const result = await saveSessionContents(session.id, { files, links, polls }, patchFile);
      if (result.uploaded > 0 && result.failed === 0) toast.success(t("All resources uploaded!"));
      void client.invalidateQueries({ queryKey: dashboardKey(user.id) });
      setCreated(session);
    } catch (error) {
      toast.error(t("Failed to create session"), {
        description: errorMessage(error, t("Please try again later.")),
      });
    } finally {
      setSaving(false);
    }
  };

  const uploading = files.filter((f) => f.status !== "attached");

  return (
    <>
      <PageTitle title={t("Create Session Page")} />
      <p className="mt-1 text-slate-700">
        {t("One page for this talk: resources, Q&A and polls, shared by link or QR code.")}
      </p>
      <RequiredNote className="mt-1" />

      <nav aria-label={t("Wizard steps")} className="mt-6">
        <ol className="grid grid-cols-3 gap-2">
          {STEPS.map((label, index) => (
            <li key={label}>
              <StepButton
                index={index}
                name={t(label)}
                step={step}
                disabled={saving}
                onClick={() =>
                  index > 0 && step === 0 && !checkInfo() ? undefined : setStep(index)
                }
              />
            </li>
          ))}
        </ol>
      </nav>

      <Card className="mt-6 p-4 sm:p-6">
        <h2
          ref={heading}
          tabIndex={-1}
          className="mb-4 text-xl font-semibold text-slate-900 outline-none"
        >
          {t(STEPS[step] ?? "")}
        </h2>
        <div ref={fieldsRef}>
          {step === 0 && (
            <SessionInfoStep
              speakerName={`${user.firstName} ${user.lastName}`}
              speaker={speaker}
              onSpeaker={(value) => {
                setSpeaker(value);
                if (!linkedinBad(value))
                  setInvalid((current) => current.filter((key) => key !== "linkedinUrl"));
              }}
              info={info}
              onInfo={(value) => {
                setInfo(value);
                setInvalid((current) =>
                  current.filter((key) => !value[key as keyof SessionInfoDraft]),
                );
              }}
              invalid={invalid}
            />
          )}
          {step === 1 && (
            <ResourcesStep
              files={files}
              onFiles={setFiles}
              links={links}
              onLinks={setLinks}
              locked={saving}
            />
          )}
          {step === 2 && (
            <PollsStep
              polls={polls}
              onPolls={setPolls}
              maxPolls={limits.maxPollsPerSession}
              showErrors={(poll) => triedCreate && blocking.has(poll.id)}
            />
          )}
        </div>

        {saving && uploading.length > 0 && (
          <div className="mt-6 space-y-3 rounded-lg bg-slate-50 p-4" aria-live="polite">
            <p className="text-sm font-medium text-slate-900">{t("Uploading files")}</p>
            {uploading.map((f) => (
              <div key={f.key}>
                <p className="truncate text-xs text-slate-700">{f.file.name}</p>
                <ProgressBar
                  value={f.progress}
                  label={t("Upload of {name}", { name: f.file.name })}
                />
              </div>
            ))}
          </div>
        )}
      </Card>

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {step > 0 ? (
          <Button variant="outline" onClick={() => setStep(step - 1)} disabled={saving}>
            {t("Back")}
          </Button>
        ) : (
          <Link to="/dashboard" className={buttonClass("outline")}>
            {t("Cancel")}
          </Link>
        )}
        {step < STEPS.length - 1 ? (
          <Button onClick={next}>{t("Next: {step}", { step: t(STEPS[step + 1] ?? "") })}</Button>
        ) : (
          <OnlineButton
            onClick={() => void submit()}
            pending={saving}
            pendingText={t("Creating...")}
          >
            {t("Create Session Page")}
          </OnlineButton>
        )}
      </div>

      {created && (
        <Dialog
          open
          title={t("Your session page is ready!")}
          description={created.title}
          onOpenChange={() => undefined}
          blocking
        >
          <QrPanel sessionId={created.id} qrSrc={created.qrCode}>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Link to="/dashboard" className={buttonClass("outline", "md", "flex-1")}>
                {t("Go to Dashboard")}
              </Link>
              <a
                href={sessionPageUrl(created.id)}
                target="_blank"
                rel="noopener"
                className={buttonClass("primary", "md", "flex-1")}
              >
                {t("View Session Page")}
              </a>
            </div>
          </QrPanel>
        </Dialog>
      )}
    </>
  );
}

export default function CreateSessionPage() {
  return (
    <RequireUser redirectTo="/">
      {(user) => (
        <SpeakerLayout>
          <div className="mx-auto max-w-3xl">
            <Wizard user={user} />
          </div>
        </SpeakerLayout>
      )}
    </RequireUser>
  );
}
