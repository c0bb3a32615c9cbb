/**
 * The Resources tab: the five groups of docs/product.md, Session page, in order (Presentation,
 * Handouts, Additional Resources, Helpful Links, Next Steps), each card with its preview (image,
 * Image, PDF or External Link) and its button text, which a pre-rendered page shows disabled until
 * the app runs. The pre-rendered page has the same markup (shared/src/rules/session-page-html.ts):
 * change both together.
 */
import {
  buttonTextOf,
  placeholderLabel,
  previewOf,
  RESOURCE_GROUPS,
  RESOURCE_ICON_PATHS,
  resourcesOfGroup,
} from "@lectern/shared";
import type { Resource } from "@lectern/shared";
import { useHydrated } from "../../app/use-hydrated.ts";
import { primaryButtonClass } from "../../attendee/styles.ts";
import { useTranslator } from "../../i18n/language.ts";
import { useSpeakerLang } from "../../attendee/speaker-lang.ts";

function Placeholder({ label, icon }: { label: string; icon: "picture" | "pdf" | "link" }) {
  return (
    <div className="flex size-20 shrink-0 flex-col items-center justify-center gap-1 rounded-lg bg-slate-100 text-slate-700">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path strokeLinecap="round" strokeLinejoin="round" d={RESOURCE_ICON_PATHS[icon]} />
      </svg>
      <span className="text-[11px] leading-tight font-semibold">{label}</span>
    </div>
  );
}

function ResourceCard({
  resource,
  busy,
  onOpen,
}: {
  resource: Resource;
  busy: boolean;
  onOpen: (resource: Resource) => void;
}) {
  const { t } = useTranslator();
  const lang = useSpeakerLang();
  const preview = previewOf(resource);
  const buttonText = buttonTextOf(resource, t);
  const hydrated = useHydrated();
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      {preview === "image" ? (
        <img
          src={resource.filePath ?? undefined}
          alt={t("Preview of {title}", { title: resource.title })}
          loading="lazy"
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
      ) : (
        <Placeholder label={placeholderLabel(preview, t)} icon={preview} />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="min-w-0">
          <h3
            id={`resource-${resource.id}-title`}
            lang={lang}
            className="font-semibold break-words text-slate-900"
          >
            {resource.title}
          </h3>
          {resource.description && (
            <p lang={lang} className="text-sm break-words text-slate-600">
              {resource.description}
            </p>
          )}
        </div>
        <button
          type="button"
          // Off in the pre-rendered page until the app runs: a tap before would be lost.
          disabled={busy || !hydrated}
          aria-describedby={`resource-${resource.id}-title`}
          onClick={() => onOpen(resource)}
          className={`${primaryButtonClass} self-start text-sm`}
        >
          {busy ? t("Processing...") : buttonText}
        </button>
      </div>
    </li>
  );
}

interface ResourceListProps {
  resources: readonly Resource[];
  busyResourceId: number | null;
  onOpen: (resource: Resource) => void;
}

export function ResourceList({ resources, busyResourceId, onOpen }: ResourceListProps) {
  const { t } = useTranslator();
  return (
    <div className="space-y-6">
      {RESOURCE_GROUPS.map(({ type, heading }) => {
        const items = resourcesOfGroup(resources, type);
        if (items.length === 0) return null;
        return (
          <section key={type} aria-labelledby={`resources-${type}`} className="space-y-3">
            <h2
              id={`resources-${type}`}
              className="text-base font-semibold tracking-wide text-slate-700 uppercase"
            >
              {t(heading)}
            </h2>
            <ul className="space-y-3">
              {items.map((resource) => (
                <ResourceCard
                  key={resource.id}
                  resource={resource}
                  busy={busyResourceId === resource.id}
                  onOpen={onOpen}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
