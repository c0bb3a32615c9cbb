/** /onboarding: Complete Speaker Profile, shown once after the first verification. */
import { useNavigate } from "react-router";
import { toast } from "../../app/toast.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { ProfileForm } from "../../components/profile-form.tsx";
import { RequireUser, SpeakerLayout } from "../../components/speaker-layout.tsx";
import { Card } from "../../components/ui/card.tsx";

export default function OnboardingPage() {
  const navigate = useNavigate();
  return (
    <RequireUser redirectTo="/signin">
      {(user) => (
        <SpeakerLayout>
          <div className="mx-auto max-w-2xl">
            <PageTitle title="Complete Speaker Profile" />
            <p className="mt-2 text-slate-700">Attendees see these details on every session page you create.</p>
            <Card className="mt-6 p-5 sm:p-8">
              <ProfileForm
                user={user}
                submitLabel="Complete Profile & Continue"
                pendingLabel="Saving..."
                onSaved={() => {
                  toast.success("Profile completed!");
                  navigate("/dashboard");
                }}
              />
            </Card>
          </div>
        </SpeakerLayout>
      )}
    </RequireUser>
  );
}
