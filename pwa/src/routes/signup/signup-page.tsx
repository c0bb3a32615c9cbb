/** /signup (spec section 2): first name, last name and email; on success the code screen opens. */
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Link } from "../../components/link.tsx";
import { toast } from "../../app/toast.ts";
import { registerBodySchema } from "@lectern/shared";
import { errorMessage } from "../../api/client.ts";
import { setPendingSignup } from "../../auth/current-user.ts";
import { useRegister } from "../../auth/use-auth.ts";
import { AuthCard } from "../../components/auth-card.tsx";
import { fieldErrors, type FieldErrors } from "../../components/form-errors.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";

type Fields = "firstName" | "lastName" | "email";

export default function SignupPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState({ firstName: "", lastName: "", email: "" });
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (key: Fields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [key]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = registerBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Fields>(parsed.error));
      return;
    }
    setErrors({});
    register.mutate(parsed.data, {
      onSuccess: ({ userId }) => {
        setPendingSignup(userId, parsed.data.email);
        toast.success("Registration successful", {
          description: "Please check your email for the verification code.",
        });
        navigate("/verify-otp");
      },
      onError: (error) =>
        setFailure(errorMessage(error, "Registration failed. Please try again later.")),
    });
  };

  return (
    <AuthCard
      title="Create your account"
      intro="Free for speakers. We will e-mail you a 6-digit code to confirm your address."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/signin" className="font-medium text-brand-700 underline">
            Sign in
          </Link>
          <span className="mx-2" aria-hidden="true">
            ·
          </span>
          <Link to="/" className="font-medium text-brand-700 underline">
            Back to Home
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure && <Alert>{failure}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" required error={errors.firstName}>
            <Input autoComplete="given-name" value={values.firstName} onChange={set("firstName")} />
          </Field>
          <Field label="Last name" required error={errors.lastName}>
            <Input autoComplete="family-name" value={values.lastName} onChange={set("lastName")} />
          </Field>
        </div>
        <Field label="Email" required error={errors.email}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={set("email")}
          />
        </Field>
        <OnlineButton
          type="submit"
          className="w-full"
          pending={register.isPending}
          pendingText="Creating Account..."
        >
          Create Account
        </OnlineButton>
      </form>
    </AuthCard>
  );
}
