/**
 * /signin (docs/product.md, "Sign-in"): e-mail only, filled in from `?email=` (an invitation's link,
 * docs/product.md, Team) and still editable; the code screen opens with returning=true. The
 * field's error shows after a submit and follows the field as it changes until it is valid.
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import { emailSchema, MESSAGES, PRODUCT_NAME } from "@lectern/shared";
import { useSignin } from "../../auth/use-auth.ts";
import {
  AuthFooter,
  AuthForm,
  EmailField,
  useCodeRequest,
  type AuthFormTexts,
} from "../../components/auth-form.tsx";
import { useTranslator } from "../../i18n/language.ts";

export default function SigninPage() {
  const { t } = useTranslator();
  const texts: AuthFormTexts = {
    title: t("Sign in"),
    intro: t("Enter your e-mail and we will send you a 6-digit code. No password needed."),
    submit: t("Send Verification Code"),
    pending: t("Sending OTP..."),
  };
  const request = useCodeRequest(useSignin(), {
    sentTitle: t("OTP Sent!"),
    failedText: t("Sign in failed"),
  });
  const [search] = useSearchParams();
  const [email, setEmail] = useState(() => search.get("email") ?? "");
  /** The English message of the field's problem (translated where shown). */
  const [fieldError, setFieldError] = useState<string | null>(null);

  /** The English message of the address's problem, or null. */
  const problemOf = (value: string): string | null => {
    const parsed = emailSchema.safeParse(value);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? MESSAGES.invalidEmail);
  };
  const change = (value: string) => {
    setEmail(value);
    if (fieldError) setFieldError(problemOf(value));
  };

  const submit = () => {
    request.clearFailure();
    setFieldError(problemOf(email));
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return false;
    request.send(parsed.data, (userId) => {
      const query = new URLSearchParams({
        userId: String(userId),
        email: parsed.data,
        returning: "true",
      });
      return `/verify-otp?${query.toString()}`;
    });
    return true;
  };

  return (
    <AuthForm
      texts={texts}
      footer={
        <AuthFooter
          question={t("New to {product}?", { product: PRODUCT_NAME })}
          links={[{ to: "/signup", label: t("Create an account") }]}
        />
      }
      request={request}
      onSubmit={submit}
    >
      <EmailField value={email} onChange={change} error={fieldError && t(fieldError)} />
    </AuthForm>
  );
}
