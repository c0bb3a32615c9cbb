/**
 * /speaker-profile/delete (docs/product.md, Speaker profile): the page the link in an account
 * deletion e-mail opens, for the signed-in speaker who asked for it. It asks "Delete my account?"
 * and deletes only when the speaker confirms, with the link's token as the proof in place of the
 * code. The token sits in the fragment and is dropped from the address bar at once.
 */
import { useEffect, useId, useState } from "react";
import { errorMessage, errorText } from "../../api/error-text.ts";
import { useDeleteAccount } from "../../api/speaker/users.ts";
import type { CurrentUser } from "../../auth/current-user.ts";
import { leaveDeletedAccount } from "../../auth/sign-out.ts";
import { Link } from "../../components/link.tsx";
import { OnlineButton } from "../../components/online-button.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { RequireUser, SpeakerLayout } from "../../components/speaker-layout.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useTranslator } from "../../i18n/language.ts";

function ConfirmDeletion({ user }: { user: CurrentUser }) {
  const { t } = useTranslator();
  const id = useId();
  const remove = useDeleteAccount(user.id);
  const [token] = useState(() => window.location.hash.slice(1));
  const [problem, setProblem] = useState<string | null>(() =>
    token ? null : errorText("link_invalid"),
  );

  useEffect(() => {
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);

  const confirm = () => {
    setProblem(null);
    remove.mutate(
      { token },
      {
        onSuccess: () => void leaveDeletedAccount(),
        onError: (error) =>
          setProblem(
            errorMessage(error, t("Your account could not be deleted. Please try again.")),
          ),
      },
    );
  };

  return (
    <Card className="mt-6 border-red-300 p-5 sm:p-8">
      <p className="text-sm text-slate-700">
        {t(
          "Deleting your account removes your profile and picture, and every session page with its resources, files, polls, votes, questions and leads. You are signed out everywhere, and your e-mail can sign up again as a new account. This cannot be undone.",
        )}
      </p>
      <p
        id={`${id}-problem`}
        role="alert"
        className="mt-4 text-sm font-medium text-red-700 empty:hidden"
      >
        {problem ?? ""}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <OnlineButton
          variant="danger"
          onClick={confirm}
          disabled={!token}
          pending={remove.isPending}
          pendingText={t("Deleting...")}
          aria-describedby={problem ? `${id}-problem` : undefined}
        >
          {t("Delete my account forever")}
        </OnlineButton>
        <Link to="/speaker-profile" className={buttonClass("outline")}>
          {t("Keep my account")}
        </Link>
      </div>
    </Card>
  );
}

export default function DeleteAccountLinkPage() {
  const { t } = useTranslator();
  return (
    <RequireUser redirectTo="/signin">
      {(user) => (
        <SpeakerLayout>
          <div className="mx-auto max-w-2xl">
            <PageTitle title={t("Delete my account?")} />
            <ConfirmDeletion user={user} />
          </div>
        </SpeakerLayout>
      )}
    </RequireUser>
  );
}
