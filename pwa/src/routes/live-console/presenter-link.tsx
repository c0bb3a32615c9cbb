/**
 * The presenter link with Copy, on the edit screen and the live console (docs/product.md, The
 * room): the server keeps only a hash of the link's key, so the link is shown once, when asked
 * for; asking again makes a new one and the old one stops working at once, which the text says.
 */
import { useState } from "react";
import { errorMessage } from "../../api/error-text.ts";
import { createPresenterLink } from "../../api/speaker/room.ts";
import { toast } from "../../app/toast.ts";
import { CopyField } from "../../components/copy-field.tsx";
import { OnlineButton } from "../../components/online-button.tsx";
import { useTranslator } from "../../i18n/language.ts";

export function PresenterLink({ sessionId }: { sessionId: number }) {
  const { t } = useTranslator();
  const [url, setUrl] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ask = async () => {
    setPending(true);
    try {
      setUrl((await createPresenterLink(sessionId)).url);
    } catch (error) {
      toast.error(t("The presenter link could not be made"), {
        description: errorMessage(error, t("Please try again.")),
      });
    } finally {
      setPending(false);
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
      <OnlineButton
        variant={url === null ? "primary" : "outline"}
        pending={pending}
        pendingText={t("Making the link...")}
        onClick={() => void ask()}
        className="w-full sm:w-auto"
      >
        {url === null ? t("Get presenter link") : t("Make a new presenter link")}
      </OnlineButton>
      <p className="text-xs text-slate-600">
        {t(
          "Asking again makes a new link and replaces the old one: screens opened with the old link stop at once.",
        )}
      </p>
    </div>
  );
}
