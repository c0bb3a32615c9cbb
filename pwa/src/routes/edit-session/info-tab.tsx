/** Edit screen, Session Info tab: event name, title, description and the Q&A switch. */
import { useState, type FormEvent } from "react";
import { toast } from "../../app/toast.ts";
import { MESSAGES, type PublicSession } from "@lectern/shared";
import { errorMessage } from "../../api/client.ts";
import { useUpdateSession } from "../../api/speaker/sessions.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { missingSessionFields } from "../create-session/wizard-model.ts";

export function InfoTab({ session }: { session: PublicSession }) {
  const update = useUpdateSession(session.id);
  const saved = {
    eventName: session.eventName,
    title: session.title,
    description: session.description,
    qaEnabled: session.qaEnabled,
  };
  const [info, setInfo] = useState(saved);
  const [invalid, setInvalid] = useState<string[]>([]);
  const changed = JSON.stringify(info) !== JSON.stringify(saved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingSessionFields(info);
    setInvalid(missing);
    if (missing.length > 0) {
      toast.error(MESSAGES.sessionRequiredTitle, { description: MESSAGES.sessionRequired });
      return;
    }
    update.mutate(
      {
        eventName: info.eventName.trim(),
        title: info.title.trim(),
        description: info.description.trim(),
        qaEnabled: info.qaEnabled,
      },
      {
        onSuccess: () => toast.success("Session updated successfully"),
        onError: (error) =>
          toast.error("Failed to update session", {
            description: errorMessage(error, "Please try again."),
          }),
      },
    );
  };
  const required = (key: string) => (invalid.includes(key) ? "Required" : null);

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field label="Event name" required error={required("eventName")}>
        <Input
          value={info.eventName}
          onChange={(e) => setInfo({ ...info, eventName: e.target.value })}
        />
      </Field>
      <Field label="Session title" required error={required("title")}>
        <Input value={info.title} onChange={(e) => setInfo({ ...info, title: e.target.value })} />
      </Field>
      <Field label="Description" required error={required("description")}>
        <Textarea
          rows={4}
          value={info.description}
          onChange={(e) => setInfo({ ...info, description: e.target.value })}
        />
      </Field>
      <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
        <div>
          <label htmlFor="edit-qa-enabled" className="text-sm font-semibold text-slate-900">
            Enable Q&amp;A Forum
          </label>
          <p id="edit-qa-enabled-hint" className="text-xs text-slate-600">
            Attendees can ask and upvote questions on the session page.
          </p>
        </div>
        <Switch
          id="edit-qa-enabled"
          checked={info.qaEnabled}
          onCheckedChange={(qaEnabled) => setInfo({ ...info, qaEnabled })}
          aria-describedby="edit-qa-enabled-hint"
        />
      </div>
      <div className="flex items-center justify-end gap-3">
        {changed && <Badge tone="amber">Unsaved</Badge>}
        <OnlineButton
          type="submit"
          pending={update.isPending}
          pendingText="Saving..."
          disabled={!changed}
        >
          Save Session Info
        </OnlineButton>
      </div>
    </form>
  );
}
