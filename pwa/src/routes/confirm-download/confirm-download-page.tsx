/**
 * `/confirm-download#token=...` (docs/product.md, Confirm e-mail): the page the link mailed by
 * "Confirm e-mail before download" opens. It posts the token from the fragment (which the browser
 * never sends to a server) to POST /api/leads/confirm, which marks the lead confirmed, then offers
 * the download the link was for and a way back to the session page. Attendee code only.
 */
import { useEffect, useState } from "react";
import type { ConfirmLeadResponse } from "@lectern/shared";
import { apiRequest } from "../../api/client.ts";
import { errorMessage } from "../../api/error-text.ts";
import { rememberDownloadEmailGiven } from "../../attendee/preferences.ts";
import { cardClass, primaryButtonClass, secondaryButtonClass } from "../../attendee/styles.ts";
import { useTranslator } from "../../i18n/language.ts";

type State =
  | { kind: "confirming" }
  | { kind: "confirmed"; answer: ConfirmLeadResponse }
  | { kind: "failed"; message: string };

function tokenOfLocation(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
}

export default function ConfirmDownloadPage() {
  const { t } = useTranslator();
  const [state, setState] = useState<State>({ kind: "confirming" });

  useEffect(() => {
    let live = true;
    apiRequest<ConfirmLeadResponse>("/api/leads/confirm", {
      method: "POST",
      body: { token: tokenOfLocation() },
    }).then(
      (answer) => {
        rememberDownloadEmailGiven(answer.sessionId);
        if (live) setState({ kind: "confirmed", answer });
      },
      (error: unknown) =>
        live &&
        setState({
          kind: "failed",
          message: errorMessage(error, t("Your e-mail could not be confirmed. Please try again.")),
        }),
    );
    return () => {
      live = false;
    };
  }, [t]);

  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <div className={cardClass}>
        {state.kind === "confirming" && (
          <p role="status" className="text-slate-700">
            {t("Confirming your e-mail...")}
          </p>
        )}
        {state.kind === "failed" && (
          <>
            <h1 className="text-xl font-bold text-slate-900">
              {t("Your e-mail could not be confirmed")}
            </h1>
            <p role="alert" className="mt-2 text-slate-700">
              {state.message}
            </p>
          </>
        )}
        {state.kind === "confirmed" && (
          <>
            <h1 className="text-xl font-bold text-slate-900">{t("E-mail confirmed")}</h1>
            <p className="mt-2 text-slate-700">
              {t('Thank you. You can now get "{title}".', {
                title: state.answer.resourceTitle,
              })}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              {state.answer.download.kind === "link" ? (
                <a
                  href={state.answer.download.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={primaryButtonClass}
                >
                  {t("Open link")}
                </a>
              ) : (
                <a href={state.answer.download.url} download="" className={primaryButtonClass}>
                  {t("Download")}
                </a>
              )}
              <a href={`/session/${state.answer.sessionId}`} className={secondaryButtonClass}>
                {t("Back to the session")}
              </a>
            </div>
          </>
        )}
      </div>
    </main>
  );
}
