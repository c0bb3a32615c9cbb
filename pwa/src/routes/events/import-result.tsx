/**
 * What a schedule import did, exactly as the server answers it (docs/product.md, Events, Import):
 * the format read, the talks created, updated and unchanged, the talks "No longer in the schedule
 * (kept)" with a link to each session, and the items skipped with the reason for each. The
 * heading takes focus when it shows, so a screen reader reads the result at once.
 */
import { useEffect, useRef } from "react";
import type { ImportResult, ScheduleFormat } from "@lectern/shared";
import { Link } from "../../components/link.tsx";
import { useTranslator } from "../../i18n/language.ts";

const FORMAT_NAMES: Record<ScheduleFormat, string> = {
  pretalx: "pretalx / frab",
  sessionize: "Sessionize",
};

export function ImportResultView({ result }: { result: ImportResult }) {
  const { t, plural, number } = useTranslator();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result]);
  const counts = [
    { label: t("Created"), value: result.created },
    { label: t("Updated"), value: result.updated },
    { label: t("Unchanged"), value: result.unchanged },
  ];
  return (
    <section aria-labelledby="import-result" className="space-y-4">
      <div>
        <h3
          id="import-result"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          {t("Schedule imported")}
        </h3>
        <p className="text-sm text-slate-700">
          {t("Read as a {format} schedule.", { format: FORMAT_NAMES[result.format] })}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        {counts.map(({ label, value }) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-700 sm:text-sm">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{number(value)}</dd>
          </div>
        ))}
      </dl>

      {result.removedFromSchedule.length > 0 && (
        <section aria-labelledby="import-removed">
          <h4 id="import-removed" className="font-semibold text-slate-900">
            {t("No longer in the schedule (kept)")}
          </h4>
          <p className="text-sm text-slate-700">
            {plural(result.removedFromSchedule.length, {
              one: "# talk of an earlier import is not in this schedule. It stays on the agenda until you remove it.",
              other:
                "# talks of an earlier import are not in this schedule. They stay on the agenda until you remove them.",
            })}
          </p>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {result.removedFromSchedule.map((talk) => (
              <li key={talk.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span lang="" className="min-w-0 [overflow-wrap:anywhere] text-slate-900">
                  {talk.title}
                </span>
                <Link
                  to={`/edit-session/${talk.sessionId}`}
                  className="text-sm font-medium text-brand-700 underline underline-offset-2"
                  aria-label={t("Edit the session of “{title}”", { title: talk.title })}
                >
                  {t("Edit Session")}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {result.skipped.length > 0 && (
        <section aria-labelledby="import-skipped">
          <h4 id="import-skipped" className="font-semibold text-slate-900">
            {t("Skipped")}
          </h4>
          <p className="text-sm text-slate-700">
            {plural(result.skipped.length, {
              one: "# item of the schedule was not imported:",
              other: "# items of the schedule were not imported:",
            })}
          </p>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {result.skipped.map((item) => (
              <li key={item.id} className="p-3 text-sm">
                <span className="font-mono text-slate-900">{item.id}</span>
                <span lang="en" className="block [overflow-wrap:anywhere] text-slate-700">
                  {item.reason}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
