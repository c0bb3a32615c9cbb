/**
 * /verify-otp (docs/product.md, Code check): the 6-digit code check. userId and email come from the
 * query string, else from the pending sign-up values; with neither it goes back to /signup.
 */
import { useMemo, useRef, useState, type FormEvent } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { Link } from "../../components/link.tsx";
import { toast } from "../../app/toast.ts";
import { OTP_LENGTH, OTP_LIFETIME_MS, PRODUCT_NAME, sanitizeOtpInput } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { clearPendingSignup, getPendingSignup, setCurrentUser } from "../../auth/current-user.ts";
import { useResendOtp, useVerifyOtp } from "../../auth/use-auth.ts";
import { AuthCard } from "../../components/auth-card.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { OnlineButton } from "../../components/online-button.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useTranslator } from "../../i18n/language.ts";

export function readVerifyTarget(search: URLSearchParams): {
  userId: number | null;
  email: string | null;
  returning: boolean;
} {
  const pending = getPendingSignup();
  const queryId = Number(search.get("userId"));
  const userId = Number.isInteger(queryId) && queryId > 0 ? queryId : pending.userId;
  const email = search.get("email") || pending.email;
  return { userId, email, returning: search.get("returning") === "true" };
}

/** The translated sentence with the address in bold where its {email} placeholder stands. */
function CodeSentTo({ text, email }: { text: string; email: string | null }) {
  const [before, after = ""] = text.split("{email}");
  return (
    <>
      {before}
      <strong className="break-all text-slate-900">{email}</strong>
      {after}
    </>
  );
}

export default function VerifyOtpPage() {
  const { t, plural } = useTranslator();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const target = useMemo(() => readVerifyTarget(search), [search]);
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const [code, setCode] = useState("");
  /** The last refusal's text, shown under the field as well as in the toast, until the code changes. */
  const [problem, setProblem] = useState<string | null>(null);
  /** Why the last Resend Code failed, said under the button until the next try. */
  const [resendProblem, setResendProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  if (target.userId === null && !target.email) return <Navigate to="/signup" replace />;
  const userId = target.userId;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (userId === null || code.length !== OTP_LENGTH) return;
    setProblem(null);
    verify.mutate(
      { userId, otpCode: code },
      {
        onSuccess: ({ user }) => {
          clearPendingSignup();
          setCurrentUser(user);
          if (!user.profileCompleted && !target.returning) {
            toast.success(t("Email verified successfully"), {
              description: t("Let's complete your speaker profile to get started!"),
            });
            void navigate("/onboarding", { replace: true });
          } else {
            const values = { product: PRODUCT_NAME };
            toast.success(t("Email verified successfully"), {
              description: target.returning
                ? t("Welcome back to {product}", values)
                : t("Welcome to {product}", values),
            });
            void navigate("/dashboard", { replace: true });
          }
        },
        onError: (error) => {
          const text = errorMessage(error, t("Invalid or expired code."));
          setProblem(text);
          field.current?.focus();
          toast.error(t("Verification failed"), { description: text });
        },
      },
    );
  };

  const resendCode = () => {
    if (userId === null) return;
    setResendProblem(null);
    resend.mutate(userId, {
      onSuccess: () =>
        toast.success(t("Code resent"), {
          description: t("Please check your email for the new verification code."),
        }),
      onError: (error) => {
        const text = errorMessage(error, t("Please try again later."));
        setResendProblem(text);
        toast.error(t("Failed to resend code"), { description: text });
      },
    });
  };

  return (
    <AuthCard
      title={t("Check your e-mail")}
      intro={<CodeSentTo text={t("We've sent a 6-digit code to {email}")} email={target.email} />}
      footer={
        <Link to="/signup" className="font-medium text-brand-700 underline">
          {t("Back to Sign Up")}
        </Link>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <div>
          <Label htmlFor="otp-code">{t("Verification code")}</Label>
          <Input
            id="otp-code"
            ref={field}
            value={code}
            onChange={(e) => {
              const next = sanitizeOtpInput(e.target.value);
              if (next !== code) setProblem(null);
              setCode(next);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "otp-hint otp-problem" : "otp-hint"}
            className="text-center font-mono text-2xl tracking-[0.5em]"
          />
          <p id="otp-hint" className="mt-1 text-xs text-slate-600">
            {plural(OTP_LIFETIME_MS / 60_000, {
              one: "Digits only. The code expires after # minute.",
              other: "Digits only. The code expires after # minutes.",
            })}
          </p>
          <p
            id="otp-problem"
            role="alert"
            className="mt-2 text-sm font-medium text-red-700 empty:hidden"
          >
            {problem ?? ""}
          </p>
        </div>
        <OnlineButton
          type="submit"
          className="w-full"
          disabled={code.length !== OTP_LENGTH || userId === null}
          pending={verify.isPending}
          pendingText={t("Verifying...")}
        >
          {t("Verify Code")}
        </OnlineButton>
        <OnlineButton
          variant="outline"
          className="w-full"
          onClick={resendCode}
          disabled={userId === null}
          pending={resend.isPending}
          pendingText={t("Sending...")}
        >
          {t("Resend Code")}
        </OnlineButton>
        {resendProblem && <Alert title={t("Failed to resend code")}>{resendProblem}</Alert>}
      </form>
    </AuthCard>
  );
}
