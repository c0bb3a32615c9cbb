/**
 * "Who can do what" of a team tab, a session's (docs/product.md, Team) or an event's (Events): who
 * can do everything, then each role's name and duties, so the two tabs explain roles alike.
 */
import { useId } from "react";
import { useTranslator } from "../i18n/language.ts";

export function TeamRoles<Role extends string>({
  intro,
  roles,
  names,
  duties,
  headingLevel,
}: {
  /** Who can do everything, already in the reader's language. */
  intro: string;
  roles: readonly Role[];
  /** Each role's name and duties, as messages to translate. */
  names: Record<Role, string>;
  duties: Record<Role, string>;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslator();
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id}>
      <Heading
        id={id}
        className={
          headingLevel === 2
            ? "text-lg font-semibold text-slate-900"
            : "font-semibold text-slate-900"
        }
      >
        {t("Who can do what")}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{intro}</p>
      <ul className="mt-2 space-y-2 text-sm">
        {roles.map((role) => (
          <li key={role}>
            <span className="block font-medium text-slate-900">{t(names[role])}</span>
            <span className="block text-slate-700">{t(duties[role])}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
