/**
 * The profile screen's signed-in devices (docs/product.md, Speaker profile): each sign-in with its
 * browser, when it began and was last used, "This device" for the one in hand, a Sign out button
 * each, and Sign out everywhere. A sign-in unused for 14 days ends by itself.
 */
import { useId, useState } from "react";
import { DISPLAY_DATE, type AuthSession } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { useDevices, useEndDevice } from "../../api/speaker/users.ts";
import { signOut, signOutEverywhere } from "../../auth/sign-out.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslator } from "../../i18n/language.ts";

function DeviceRow({
  device,
  onProblem,
}: {
  device: AuthSession;
  onProblem: (text: string) => void;
}) {
  const { t, date } = useTranslator();
  const end = useEndDevice();
  const name = device.device || t("Unknown browser");
  const signOutHere = () => {
    if (device.current) {
      void signOut();
      return;
    }
    end.mutate(device.id, {
      onError: (error) => onProblem(errorMessage(error, t("Please try again."))),
    });
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium text-slate-900">
          {name}
          {device.current && (
            <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              {t("This device")}
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600">
          {t("Last active {date}", { date: date(device.lastActiveAt, DISPLAY_DATE) })}
        </p>
      </div>
      <OnlineButton
        variant="outline"
        size="sm"
        onClick={signOutHere}
        pending={end.isPending}
        pendingText={t("Signing out...")}
        aria-label={t("Sign out {device}", { device: name })}
      >
        {t("Sign Out")}
      </OnlineButton>
    </li>
  );
}

export function Devices() {
  const { t } = useTranslator();
  const id = useId();
  const devices = useDevices();
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const everywhere = () => {
    setProblem(null);
    setLeaving(true);
    signOutEverywhere().catch((error: unknown) => {
      setLeaving(false);
      setProblem(errorMessage(error, t("Please try again.")));
    });
  };

  return (
    <Card className="mt-8 p-5 sm:p-8">
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t("Signed-in devices")}
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          {t("A device that is not used for 14 days is signed out by itself.")}
        </p>
        {devices.isPending ? (
          <Skeleton className="mt-4 h-16" />
        ) : devices.isError ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {errorMessage(devices.error, t("Please check your connection and try again."))}
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {devices.data.map((device) => (
              <DeviceRow key={device.id} device={device} onProblem={setProblem} />
            ))}
          </ul>
        )}
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden">
          {problem ?? ""}
        </p>
        <OnlineButton
          variant="outline"
          className="mt-4 w-full sm:w-auto"
          onClick={everywhere}
          pending={leaving}
          pendingText={t("Signing out...")}
        >
          {t("Sign out everywhere")}
        </OnlineButton>
      </section>
    </Card>
  );
}
