/**
 * The state of an event's form, the new event's and the Settings tab's: the draft, each field's
 * problem (checked again on every change once a save was tried, so a message goes as soon as its
 * field is right), and the first wrong field focused, whether the shared schema or the server
 * refused it.
 */
import { useState, type FormEvent } from "react";
import type { CreateEventBody } from "@lectern/shared";
import { useFocusFirstInvalid, type FieldErrors } from "../../components/form-errors.ts";
import { checkEventDraft, serverFieldErrors, type EventDraft } from "./event-fields.tsx";

/**
 * `send` gets the checked body and `refused`, which shows the server's refusal at its fields when
 * it names them.
 */
export function useEventForm(
  initial: () => EventDraft,
  send: (body: CreateEventBody, refused: (error: unknown) => void) => void,
) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [tried, setTried] = useState(false);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();

  const change = (next: EventDraft) => {
    setDraft(next);
    if (tried) setErrors(checkEventDraft(next).errors ?? {});
  };

  const refused = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (!fields) return;
    setErrors(fields);
    focusFirstInvalid();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const checked = checkEventDraft(draft);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    send(checked.body, refused);
  };

  return { ref, draft, errors, change, submit };
}
