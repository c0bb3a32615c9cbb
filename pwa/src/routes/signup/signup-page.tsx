/** /signup (docs/product.md, "Sign-up"): first name, last name and email; on success the code screen opens. */
import { useState, type ChangeEvent } from "react";
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

type Fields = "firstName" | "lastName" | "email";

const TEXTS: AuthFormTexts = {
  title: "Create your account",
  intro: "Free for speakers. We will e-mail you a 6-digit code to confirm your address.",
  submit: "Create Account",
  pending: "Creating Account...",
};
const FOOTER_LINKS = [
  { to: "/signin", label: "Sign in" },
  { to: "/", label: "Back to Home" },
];

export default function SignupPage() {
  const request = useCodeRequest(useRegister(), {
    sentTitle: "Registration successful",
    failedText: "Registration failed. Please try again later.",
  });
  const [values, setValues] = useState({ firstName: "", lastName: "", email: "" });
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});

  const set = (key: Fields) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [key]: event.target.value });

  const submit = () => {
    request.clearFailure();
    const parsed = registerBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Fields>(parsed.error));
      return;
    }
    setErrors({});
    request.send(parsed.data, (userId) => {
      setPendingSignup(userId, parsed.data.email);
      return "/verify-otp";
    });
  };

  return (
    <AuthForm
      texts={TEXTS}
      footer={<AuthFooter question="Already have an account?" links={FOOTER_LINKS} />}
      request={request}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" required error={errors.firstName}>
          <Input autoComplete="given-name" value={values.firstName} onChange={set("firstName")} />
        </Field>
        <Field label="Last name" required error={errors.lastName}>
          <Input autoComplete="family-name" value={values.lastName} onChange={set("lastName")} />
        </Field>
      </div>
      <EmailField
        value={values.email}
        onChange={(email) => setValues({ ...values, email })}
        error={errors.email}
      />
    </AuthForm>
  );
}
