/**
 * The profile screen's danger zone (docs/product.md, Speaker profile): what deleting the account
 * removes, Send code (a fresh code by e-mail), the code field and "Delete my account forever",
 * enabled at 6 digits (a pasted mail line gives its code). Refusals show inline, read out by screen
 * readers, with focus on the code, and go when the code changes; success signs the browser out to
 * the home page with a toast.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { OTP_LENGTH } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { useDeleteAccount, useSendDeletionCode } from "../../api/speaker/users.ts";
import type { CurrentUser } from "../../auth/current-user.ts";
import { leaveDeletedAccount } from "../../auth/sign-out.ts";
import { CodeField } from "../../components/code-field.tsx";
import { OnlineButton } from "../../components/online-button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useTranslator } from "../../i18n/language.ts";

export function DeleteAccount({ user }: { user: CurrentUser }) {
  const { t } = useTranslator();
  const id = useId();
  const send = useSendDeletionCode(user.id);
  const remove = useDeleteAccount(user.id);
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const sendCode = () => {
    setProblem(null);
    send.mutate(undefined, {
      onSuccess: () => {
        setSentTo(user.email);
        setCode("");
      },
      onError: (error) =>
        setProblem(errorMessage(error, t("The code could not be sent. Please try again."))),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) return;
    setProblem(null);
    remove.mutate(
      { code },
      {
        onSuccess: () => void leaveDeletedAccount(),
        onError: (error) => {
          setProblem(
            errorMessage(error, t("Your account could not be deleted. Please try again.")),
          );
          field.current?.focus();
        },
      },
    );
  };

  return (
    <Card className="mt-8 border-red-300 p-5 sm:p-8">
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-red-800">
          {t("Delete account")}
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          {t(
            "Deleting your account removes your profile and picture, and every session page with its resources, files, polls, votes, questions and leads. You are signed out everywhere, and your e-mail can sign up again as a new account. This cannot be undone.",
          )}
        </p>
        <p className="mt-2 text-sm text-slate-700">
          {t("To confirm, we send a code to {email}.", { email: user.email })}
        </p>
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <OnlineButton
            variant="outline"
            className="w-full sm:w-auto"
            onClick={sendCode}
            pending={send.isPending}
            pendingText={t("Sending...")}
          >
            {sentTo ? t("Send a new code") : t("Send code")}
          </OnlineButton>
          {sentTo && (
            <p role="status" className="text-sm text-slate-700">
              {t("We've sent a 6-digit code to {email}", { email: sentTo })}
            </p>
          )}
          <CodeField
            id={id}
            label={t("Code to delete your account")}
            value={code}
            onChange={(next) => {
              setProblem(null);
              setCode(next);
            }}
            invalid={problem !== null}
            inputRef={field}
          />
          <p
            id={`${id}-problem`}
            role="alert"
            className="text-sm font-medium text-red-700 empty:hidden"
          >
            {problem ?? ""}
          </p>
          <OnlineButton
            type="submit"
            variant="danger"
            className="w-full sm:w-auto"
            disabled={code.length !== OTP_LENGTH}
            pending={remove.isPending}
            pendingText={t("Deleting...")}
          >
            {t("Delete my account forever")}
          </OnlineButton>
        </form>
      </section>
    </Card>
  );
}
