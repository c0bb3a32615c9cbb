/**
 * /signup (docs/product.md, "Sign-up"): first name, last name and email (filled in from `?email=`,
 * an invitation's link, docs/product.md, Team, and still editable); on success the code screen
 * opens. The language the visitor signs up in becomes their e-mails' language. A field's error
 * shows after a submit and follows the field as it changes until it is valid.
 */
import { useState, type ChangeEvent } from "react";
import { useSearchParams } from "react-router";
import { registerBodySchema } from "@lectern/shared";
import { setPendingSignup } from "../../auth/current-user.ts";
import { useRegister } from "../../auth/use-auth.ts";
import {
  AuthFooter,
  AuthForm,
  EmailField,
  useCodeRequest,
  type AuthFormTexts,
} from "../../components/auth-form.tsx";
import { fieldErrors, type FieldErrors } from "../../components/form-errors.ts";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useTranslator } from "../../i18n/language.ts";

type Fields = "firstName" | "lastName" | "email";

export default function SignupPage() {
  const { t, locale } = useTranslator();
  const texts: AuthFormTexts = {
    title: t("Create your account"),
    intro: t("Free for speakers. We will e-mail you a 6-digit code to confirm your address."),
    submit: t("Create Account"),
    pending: t("Creating Account..."),
  };
  const request = useCodeRequest(useRegister(), {
    sentTitle: t("Registration successful"),
    failedText: t("Registration failed. Please try again later."),
  });
  const [search] = useSearchParams();
  const [values, setValues] = useState(() => ({
    firstName: "",
    lastName: "",
    email: search.get("email") ?? "",
  }));
  /** The English message of each field's problem (translated where shown). */
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const shown = (key: Fields) => {
    const message = errors[key];
    return message && t(message);
  };

  const parse = (next: typeof values) =>
    registerBodySchema.safeParse({ ...next, language: locale });
  const change = (key: Fields, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (!errors[key]) return;
    const parsed = parse(next);
    const message = parsed.success ? undefined : fieldErrors<Fields>(parsed.error)[key];
    setErrors({ ...errors, [key]: message });
  };
  const set = (key: Fields) => (event: ChangeEvent<HTMLInputElement>) =>
    change(key, event.target.value);

  const submit = () => {
    request.clearFailure();
    const parsed = parse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Fields>(parsed.error));
      return false;
    }
    setErrors({});
    request.send(parsed.data, (userId) => {
      setPendingSignup(userId, parsed.data.email);
      return "/verify-otp";
    });
    return true;
  };

  return (
    <AuthForm
      texts={texts}
      footer={
        <AuthFooter
          question={t("Already have an account?")}
          links={[
            { to: "/signin", label: t("Sign in") },
            { to: "/", label: t("Back to Home") },
          ]}
        />
      }
      request={request}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("First name")} required error={shown("firstName")}>
          <Input autoComplete="given-name" value={values.firstName} onChange={set("firstName")} />
        </Field>
        <Field label={t("Last name")} required error={shown("lastName")}>
          <Input autoComplete="family-name" value={values.lastName} onChange={set("lastName")} />
        </Field>
      </div>
      <EmailField
        value={values.email}
        onChange={(email) => change("email", email)}
        error={shown("email")}
      />
    </AuthForm>
  );
}
