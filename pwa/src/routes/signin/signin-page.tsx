/** /signin (docs/product.md, "Sign-in"): e-mail only; the code screen opens with returning=true. */
import { useState } from "react";
import { emailSchema, MESSAGES } from "@lectern/shared";
import { useSignin } from "../../auth/use-auth.ts";
import {
  AuthFooter,
  AuthForm,
  EmailField,
  useCodeRequest,
  type AuthFormTexts,
} from "../../components/auth-form.tsx";

const TEXTS: AuthFormTexts = {
  title: "Sign in",
  intro: "Enter your e-mail and we will send you a 6-digit code. No password needed.",
  submit: "Send Verification Code",
  pending: "Sending OTP...",
};
const FOOTER_LINKS = [{ to: "/signup", label: "Create an account" }];

export default function SigninPage() {
  const request = useCodeRequest(useSignin(), {
    sentTitle: "OTP Sent!",
    failedText: "Sign in failed",
  });
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = () => {
    request.clearFailure();
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
    request.send(parsed.data, (userId) => {
      const query = new URLSearchParams({
        userId: String(userId),
        email: parsed.data,
        returning: "true",
      });
      return `/verify-otp?${query.toString()}`;
    });
  };

  return (
    <AuthForm
      texts={TEXTS}
      footer={<AuthFooter question="New to Lectern?" links={FOOTER_LINKS} />}
      request={request}
      onSubmit={submit}
    >
      <EmailField value={email} onChange={setEmail} error={fieldError} />
    </AuthForm>
  );
}
