/** /signin (spec section 2): e-mail only; the code screen opens with returning=true. */
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Link } from "../../components/link.tsx";
import { toast } from "../../app/toast.ts";
import { emailSchema, MESSAGES } from "@lectern/shared";
import { errorMessage } from "../../api/client.ts";
import { useSignin } from "../../auth/use-auth.ts";
import { AuthCard } from "../../components/auth-card.tsx";
import { OnlineButton } from "../../components/online-button.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";

export default function SigninPage() {
  const navigate = useNavigate();
  const signin = useSignin();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (email.trim() === "") {
      setFieldError(MESSAGES.signinEmailRequired);
      return;
    }
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? MESSAGES.invalidEmail);
      return;
    }
    setFieldError(null);
    signin.mutate(parsed.data, {
      onSuccess: ({ userId }) => {
        toast.success("OTP Sent!", {
          description: "Please check your email for the verification code.",
        });
        const query = new URLSearchParams({
          userId: String(userId),
          email: parsed.data,
          returning: "true",
        });
        navigate(`/verify-otp?${query.toString()}`);
      },
      onError: (error) => setFailure(errorMessage(error, "Sign in failed")),
    });
  };

  return (
    <AuthCard
      title="Sign in"
      intro="Enter your e-mail and we will send you a 6-digit code. No password needed."
      footer={
        <>
          New to Lectern?{" "}
          <Link to="/signup" className="font-medium text-brand-700 underline">
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure && <Alert>{failure}</Alert>}
        <Field label="Email" required error={fieldError}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <OnlineButton
          type="submit"
          className="w-full"
          pending={signin.isPending}
          pendingText="Sending OTP..."
        >
          Send Verification Code
        </OnlineButton>
      </form>
    </AuthCard>
  );
}
