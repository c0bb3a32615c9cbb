/**
 * The speaker strip of the public session page: picture or initials, name, designation, bio
 * (collapsed on a phone when long), LinkedIn.
 */
import { useState } from "react";
import type { PublicSpeaker } from "@lectern/shared";
import { normalizeUrl, speakerFullName, speakerInitials, speakerRole } from "@lectern/shared";
import { useTranslator } from "../../i18n/language.ts";
import { CollapsibleText } from "./collapsible-text.tsx";

/** The pre-rendered page has the same markup (shared/src/rules/session-page-html.ts): change both together. */
export function SpeakerStrip({ speaker }: { speaker: PublicSpeaker }) {
  const translator = useTranslator();
  const { t } = translator;
  const [pictureFailed, setPictureFailed] = useState(false);
  const fullName = speakerFullName(speaker);
  const role = speakerRole(speaker, translator);
  return (
    <section
      aria-label={t("Speaker")}
      className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {speaker.profilePicture && !pictureFailed ? (
        <img
          src={speaker.profilePicture}
          alt={fullName}
          width={64}
          height={64}
          onError={() => setPictureFailed(true)}
          className="size-16 shrink-0 rounded-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-800"
        >
          {speakerInitials(speaker)}
        </div>
      )}
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-slate-900">{fullName}</p>
        {role && <p className="text-sm text-slate-700">{role}</p>}
        {speaker.bio && (
          <CollapsibleText
            id="speaker-bio"
            text={speaker.bio}
            lines={2}
            className="text-sm whitespace-pre-line text-slate-600"
          />
        )}
        {speaker.linkedinUrl && (
          <a
            href={normalizeUrl(speaker.linkedinUrl)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t("LinkedIn profile")}
            {/* One text node, as the pre-rendered page writes it. */}
            <span className="sr-only">{` ${t("of {name} (opens in a new tab)", { name: fullName })}`}</span>
          </a>
        )}
      </div>
    </section>
  );
}
