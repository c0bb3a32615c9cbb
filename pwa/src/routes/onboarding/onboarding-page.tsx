/**
 * /onboarding: Complete Speaker Profile, shown once after the first verification: a speaker whose
 * profile was already complete when they arrived goes to the dashboard instead.
 */
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { toast } from "../../app/toast.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { ProfileForm } from "../../components/profile-form.tsx";
import { RequireUser, SpeakerLayout } from "../../components/speaker-layout.tsx";
import { Card } from "../../components/ui/card.tsx";
import type { CurrentUser } from "../../auth/current-user.ts";
import { useTranslator } from "../../i18n/language.ts";

function Onboarding({ user }: { user: CurrentUser }) {
  const { t } = useTranslator();
  const navigate = useNavigate();
  const [completedBefore] = useState(user.profileCompleted);
  if (completedBefore) return <Navigate to="/dashboard" replace />;
  return (
    <SpeakerLayout>
      <div className="mx-auto max-w-2xl">
        <PageTitle title={t("Complete Speaker Profile")} />
        <p className="mt-2 text-slate-700">
          {t("Attendees see these details on every session page you create.")}
        </p>
        <Card className="mt-6 p-5 sm:p-8">
          <ProfileForm
            user={user}
            submitLabel={t("Complete Profile & Continue")}
            pendingLabel={t("Saving...")}
            onSaved={() => {
              toast.success(t("Profile completed!"));
              void navigate("/dashboard");
            }}
          />
        </Card>
      </div>
    </SpeakerLayout>
  );
}

export default function OnboardingPage() {
  return <RequireUser redirectTo="/signin">{(user) => <Onboarding user={user} />}</RequireUser>;
}
