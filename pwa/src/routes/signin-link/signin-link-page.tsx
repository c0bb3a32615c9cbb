/**
 * /signin/link (docs/product.md, Sign-in link): the page the link in a sign-in e-mail opens. The
 * token sits in the fragment, so it never reaches a server log; the page drops it from the address
 * bar, posts it once and signs in as the code screen does. It works while the account's codes are
 * locked. A used, expired or broken link says so inline, with the way back to Sign in.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { PRODUCT_NAME } from "@lectern/shared";
import { errorMessage, errorText } from "../../api/error-text.ts";
import { toast } from "../../app/toast.ts";
import { clearPendingSignup, setCurrentUser } from "../../auth/current-user.ts";
import { useVerifyLink } from "../../auth/use-auth.ts";
import { AuthCard } from "../../components/auth-card.tsx";
import { Link } from "../../components/link.tsx";
import { useTranslator } from "../../i18n/language.ts";

export default function SigninLinkPage() {
  const { t } = useTranslator();
  const navigate = useNavigate();
  const verify = useVerifyLink();
  const [token] = useState(() => window.location.hash.slice(1));
  const [problem, setProblem] = useState<string | null>(() =>
    token ? null : errorText("link_invalid"),
  );
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (!token) return;
    verify.mutate(token, {
      onSuccess: ({ user }) => {
        clearPendingSignup();
        setCurrentUser(user);
        toast.success(t("Signed in"), {
          description: t("Welcome back to {product}", { product: PRODUCT_NAME }),
        });
        void navigate(user.profileCompleted ? "/dashboard" : "/onboarding", { replace: true });
      },
      onError: (error) =>
        setProblem(errorMessage(error, t("This link could not sign you in. Please try again."))),
    });
  }, [navigate, t, token, verify]);

  return (
    <AuthCard
      title={t("Sign in with your link")}
      intro={problem ? t("This link did not sign you in.") : t("Signing you in...")}
      footer={
        <Link to="/signin" className="font-medium text-brand-700 underline">
          {t("Back to Sign In")}
        </Link>
      }
    >
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {problem ?? ""}
      </p>
      {!problem && (
        <p role="status" aria-busy="true" className="text-sm text-slate-700">
          {t("One moment...")}
        </p>
      )}
    </AuthCard>
  );
}
