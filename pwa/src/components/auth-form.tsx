/**
 * The form the sign-up and sign-in screens share (docs/product.md, "Sign-up" and "Sign-in"): the
 * card, the server's refusal above the fields, the Email field, the full-width submit button, the
 * links and the language switcher below the card, focus on the first invalid field after a submit,
 * and the request that asks the server to e-mail a code, then says so and opens the code screen.
 */
import { Fragment, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { UseMutationResult } from "@tanstack/react-query";
import { errorMessage } from "../api/error-text.ts";
import { toast } from "../app/toast.ts";
import { useTranslator } from "../i18n/language.ts";
import { AuthCard } from "./auth-card.tsx";
import { useFocusFirstInvalid } from "./form-errors.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Link } from "./link.tsx";
import { OnlineButton } from "./online-button.tsx";
import { Alert } from "./ui/alert.tsx";
import { Field, RequiredNote } from "./ui/field.tsx";
import { Input } from "./ui/input.tsx";

/**
 * Sends `body` with `mutation`; on success toasts `sentTitle` and opens the path `next` returns for
 * the new user id, on failure keeps the server's message (or `failedText`) for the form to show.
 * The texts are given translated.
 */
export function useCodeRequest<Body>(
  mutation: UseMutationResult<{ userId: number }, Error, Body>,
  texts: { sentTitle: string; failedText: string },
) {
  const { t } = useTranslator();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const send = (body: Body, next: (userId: number) => string) =>
    mutation.mutate(body, {
      onSuccess: ({ userId }) => {
        const path = next(userId);
        toast.success(texts.sentTitle, {
          description: t("Please check your email for the verification code."),
        });
        void navigate(path);
      },
      onError: (error) => setFailure(errorMessage(error, texts.failedText)),
    });
  return { failure, clearFailure: () => setFailure(null), send, pending: mutation.isPending };
}

/** The words of one screen, translated: its card's title and intro, and its submit button's. */
export interface AuthFormTexts {
  title: string;
  intro: string;
  submit: string;
  /** The submit button's words while the request is under way. */
  pending: string;
}

/** The card with the form: refusal, `children` (the fields), submit button; `footer` and the language below. */
export function AuthForm({
  texts,
  footer,
  request,
  onSubmit,
  children,
}: {
  texts: AuthFormTexts;
  footer: ReactNode;
  request: { failure: string | null; pending: boolean };
  /** Checks the fields and sends them; false when a field is invalid (its error then shows). */
  onSubmit: () => boolean;
  children: ReactNode;
}) {
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onSubmit()) focusFirstInvalid();
  };
  return (
    <AuthCard
      title={texts.title}
      intro={texts.intro}
      footer={
        <>
          {footer}
          <LanguageSwitcher className="mt-4 justify-center" />
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
        <RequiredNote />
        {request.failure && <Alert>{request.failure}</Alert>}
        {children}
        <OnlineButton
          type="submit"
          className="w-full"
          pending={request.pending}
          pendingText={texts.pending}
        >
          {texts.submit}
        </OnlineButton>
      </form>
    </AuthCard>
  );
}

/** "Already have an account? Sign in · Back to Home": a question, then links apart by dots. */
export function AuthFooter({
  question,
  links,
}: {
  question: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}) {
  return (
    <>
      {question}{" "}
      {links.map(({ to, label }, index) => (
        <Fragment key={to}>
          {index > 0 && (
            <span className="mx-2" aria-hidden="true">
              ·
            </span>
          )}
          <Link to={to} className="font-medium text-brand-700 underline">
            {label}
          </Link>
        </Fragment>
      ))}
    </>
  );
}

export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
}) {
  const { t } = useTranslator();
  return (
    <Field label={t("Email")} required error={error}>
      <Input
        type="email"
        autoComplete="email"
        inputMode="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
