/**
 * The presenter link with Copy, on the edit screen and the live console (docs/product.md, The
 * room): the server keeps only a hash of the link's key, so this device remembers the link it made
 * (for the speaker who made it) and shows it again; asking again makes a new one and the old one
 * stops working at once, so while a link exists (made here or on another device: the session's
 * `hasPresenterLink`) a new one is made only after a dialog says the running projector will stop.
 */
import { useState } from "react";
import { useCurrentUser } from "../../auth/current-user.ts";
import { errorMessage } from "../../api/error-text.ts";
import { createPresenterLink } from "../../api/speaker/room.ts";
import { toast } from "../../app/toast.ts";
import { CopyField } from "../../components/copy-field.tsx";
import { OnlineButton } from "../../components/online-button.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { useTranslator } from "../../i18n/language.ts";

const storageKey = (sessionId: number) => `presenterLink:${sessionId}`;

/** The link this device made for the session, if the same speaker made it. */
function rememberedLink(sessionId: number, userId: number | undefined): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(sessionId)) ?? "null") as {
      userId?: unknown;
      url?: unknown;
    } | null;
    return saved && saved.userId === userId && typeof saved.url === "string" ? saved.url : null;
  } catch {
    return null;
  }
}

function remember(sessionId: number, userId: number | undefined, url: string): void {
  try {
    localStorage.setItem(storageKey(sessionId), JSON.stringify({ userId, url }));
  } catch {
    // Storage blocked or full: the link shows until the page closes.
  }
}

export function PresenterLink({
  sessionId,
  hasPresenterLink,
}: {
  sessionId: number;
  /** The server holds a link, which may be another device's. */
  hasPresenterLink: boolean;
}) {
  const { t } = useTranslator();
  const userId = useCurrentUser()?.id;
  const [url, setUrl] = useState<string | null>(() => rememberedLink(sessionId, userId));
  const [made, setMade] = useState(false);
  // A link exists that a new one would stop: this device's, or one made elsewhere.
  const replaces = url !== null || made || hasPresenterLink;
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const ask = async () => {
    setPending(true);
    try {
      const link = (await createPresenterLink(sessionId)).url;
      remember(sessionId, userId, link);
      setUrl(link);
      setMade(true);
    } catch (error) {
      toast.error(t("The presenter link could not be made"), {
        description: errorMessage(error, t("Please try again.")),
      });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        {t(
          "Open it on the projector's computer: it shows the projector screen there without signing in, and nothing else.",
        )}
      </p>
      {url !== null && (
        <CopyField
          label={t("Presenter link")}
          value={url}
          successText={t("Presenter link copied!")}
        />
      )}
      {url === null && hasPresenterLink && !made && (
        <p className="text-sm text-slate-700">
          {t(
            "A presenter link was made on another device. A projector may be showing it: making a new link here stops it.",
          )}
        </p>
      )}
      <OnlineButton
        variant={url === null ? "primary" : "outline"}
        pending={pending}
        pendingText={t("Making the link...")}
        onClick={() => (replaces ? setConfirming(true) : void ask())}
        className="w-full sm:w-auto"
      >
        {replaces ? t("Make a new presenter link") : t("Get presenter link")}
      </OnlineButton>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("Make a new presenter link?")}
        description={t(
          "The projector screen opened with the current link stops at once and says the link is no longer valid. Open the new link there.",
        )}
        actionLabel={t("Make a new link")}
        pendingLabel={t("Making the link...")}
        pending={pending}
        onAction={() => void ask()}
      />
      <p className="text-xs text-slate-600">
        {t(
          "Asking again makes a new link and replaces the old one: screens opened with the old link stop at once.",
        )}
      </p>
    </div>
  );
}
