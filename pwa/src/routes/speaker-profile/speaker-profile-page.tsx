/**
 * /speaker-profile: My Speaker Profile, loaded from the user record (skeleton while loading), with
 * the language of the speaker's e-mails, the signed-in devices, and the danger zone that deletes the
 * account.
 */
import { useNavigate } from "react-router";
import { Link } from "../../components/link.tsx";
import { toast } from "../../app/toast.ts";
import { useUser } from "../../api/speaker/users.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { ProfileForm } from "../../components/profile-form.tsx";
import { RequireUser, SpeakerLayout } from "../../components/speaker-layout.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import type { CurrentUser } from "../../auth/current-user.ts";
import { errorMessage } from "../../api/error-text.ts";
import { useSessionExpiry } from "../../auth/use-session-expiry.ts";
import { useTranslator } from "../../i18n/language.ts";
import { DeleteAccount } from "./delete-account.tsx";
import { Devices } from "./devices.tsx";
import { DownloadData } from "./download-data.tsx";
import { StorageUse } from "./storage-use.tsx";

function ProfileSkeleton() {
  const { t } = useTranslator();
  return (
    <div className="space-y-5" aria-busy="true" aria-label={t("Loading your profile")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
      <Skeleton className="h-16" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
      <Skeleton className="h-20 w-20 rounded-full" />
      <Skeleton className="h-28" />
    </div>
  );
}

function ProfileEditor({ current }: { current: CurrentUser }) {
  const { t } = useTranslator();
  const navigate = useNavigate();
  const user = useUser(current.id);
  useSessionExpiry(user.error);
  return (
    <Card className="mt-6 p-5 sm:p-8">
      {user.isPending ? (
        <ProfileSkeleton />
      ) : user.isError ? (
        <Alert title={t("Your profile could not be loaded")}>
          {errorMessage(user.error, t("Please check your connection and try again."))}
        </Alert>
      ) : (
        <ProfileForm
          user={user.data}
          withLanguage
          submitLabel={t("Save Changes")}
          pendingLabel={t("Saving...")}
          secondaryAction={
            <Link to="/dashboard" className={buttonClass("outline")}>
              {t("Cancel")}
            </Link>
          }
          onSaved={() => {
            toast.success(t("Profile updated!"), {
              description: t("Your speaker profile has been successfully updated."),
            });
            void navigate("/dashboard");
          }}
        />
      )}
    </Card>
  );
}

export default function SpeakerProfilePage() {
  const { t } = useTranslator();
  return (
    <RequireUser redirectTo="/signin">
      {(current) => (
        <SpeakerLayout>
          <div className="mx-auto max-w-2xl">
            <PageTitle title={t("My Speaker Profile")} />
            <p className="mt-2 text-slate-700">
              {t("These details appear on your session pages.")}
            </p>
            <ProfileEditor current={current} />
            <Devices />
            <StorageUse userId={current.id} />
            <DownloadData user={current} />
            <DeleteAccount user={current} />
          </div>
        </SpeakerLayout>
      )}
    </RequireUser>
  );
}
