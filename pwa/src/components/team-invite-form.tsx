/**
 * "Invite someone" to a team, a session's (docs/product.md, Team) or an event's (Events): an
 * address and a role, checked by the same schema the server uses, then mailed. The status line
 * says who was invited, or that they were already; a refusal the address itself explains (the
 * `fieldCodes` of the team) stays by the field until it changes, every other one is a toast.
 */
import { useId, useState, type FormEvent } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError } from "../api/client.ts";
import { errorMessage } from "../api/error-text.ts";
import { toast } from "../app/toast.ts";
import { useTranslator } from "../i18n/language.ts";
import { useFocusFirstInvalid } from "./form-errors.ts";
import { OnlineButton } from "./online-button.tsx";
import { teamSelectClass, type TeamMember } from "./team-member-row.tsx";
import { Field } from "./ui/field.tsx";
import { Input } from "./ui/input.tsx";

export function TeamInviteForm<Role extends string, M extends TeamMember<Role>>({
  schema,
  roles,
  roleName,
  initialRole,
  invite,
  members,
  intro,
  alreadyText,
  fieldCodes = [],
  headingLevel,
}: {
  schema: z.ZodType<{ email: string; role: Role }>;
  roles: readonly Role[];
  roleName: (role: Role) => string;
  initialRole: Role;
  invite: UseMutationResult<M, Error, { email: string; role: Role }>;
  /** The team as it stands, to tell a new invitation from one sent before. */
  members: readonly M[] | undefined;
  /** What happens next, translated. */
  intro: string;
  /** "{email} is invited already.", in English. */
  alreadyText: string;
  /** The codes of refusals that are about the address. */
  fieldCodes?: readonly string[];
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslator();
  const id = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>(initialRole);
  /** The English message of the address's problem (translated where shown). */
  const [problem, setProblem] = useState<string | null>(null);
  /** Why the server refused the address, translated, until it changes. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState("");
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const problemOf = (value: string): string | null => {
    const parsed = schema.safeParse({ email: value, role });
    const issue = parsed.success
      ? undefined
      : parsed.error.issues.find((i) => i.path[0] === "email");
    return issue?.message ?? null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setSent("");
    const parsed = schema.safeParse({ email, role });
    if (!parsed.success) {
      setProblem(problemOf(email));
      focusFirstInvalid();
      return;
    }
    setProblem(null);
    const before = members ?? [];
    invite.mutate(parsed.data, {
      onSuccess: (member) => {
        setSent(
          before.some((m) => m.id === member.id)
            ? t(alreadyText, { email: member.email })
            : t("Invitation sent to {email}.", { email: member.email }),
        );
        setEmail("");
      },
      onError: (error) => {
        const reason = errorMessage(error, t("Please try again."));
        if (error instanceof ApiError && fieldCodes.includes(error.code ?? "")) {
          setRefusal(reason);
          focusFirstInvalid();
        }
        toast.error(t("The invitation could not be sent"), { description: reason });
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-invite`}>
      <Heading
        id={`${id}-invite`}
        className={
          headingLevel === 2
            ? "text-lg font-semibold text-slate-900"
            : "font-semibold text-slate-900"
        }
      >
        {t("Invite someone")}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{intro}</p>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-3 space-y-3">
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
          <Field label={t("Email")} required error={problem ? t(problem) : refusal}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setRefusal(null);
                setSent("");
                if (problem) setProblem(problemOf(event.target.value));
              }}
            />
          </Field>
          <Field label={t("Role")}>
            <select
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
              className={teamSelectClass}
            >
              {roles.map((value) => (
                <option key={value} value={value}>
                  {t(roleName(value))}
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
            pending={invite.isPending}
            pendingText={t("Sending...")}
          >
            {t("Send invitation")}
          </OnlineButton>
        </div>
      </form>
    </section>
  );
}
