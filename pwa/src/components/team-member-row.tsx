/**
 * A row of a team list, a session's (docs/product.md, Team) or an event's (Events): the address,
 * Active or Invited, the name once they signed in; for whoever manages the team, the role to
 * change (the role asked for shows while the change is under way, a refused one goes back) and
 * Remove; for the others, the role as a badge. The row gets its own role change, so each row's
 * pending state is its own.
 */
import type { ReactNode } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { errorMessage } from "../api/error-text.ts";
import { toast } from "../app/toast.ts";
import { useTranslator } from "../i18n/language.ts";
import { useOnline } from "../offline/use-online.ts";
import { OnlineButton } from "./online-button.tsx";
import { Badge } from "./ui/badge.tsx";
import { cn } from "./ui/cn.ts";
import { inputClass } from "./ui/input.tsx";

/** What a team list shows of a member, whichever team it is. */
export interface TeamMember<Role extends string> {
  id: number;
  email: string;
  name: string | null;
  status: "invited" | "active";
  role: Role;
}

/** A native select with the inputs' look. */
export const teamSelectClass = cn(inputClass, "min-h-11");

export function TeamMemberRow<Role extends string, M extends TeamMember<Role>>({
  member,
  roles,
  roleName,
  manage,
  change,
  onRemove,
  badges,
  roleBadge,
}: {
  member: M;
  /** The roles a member may be given, in the order the choice lists them. */
  roles: readonly Role[];
  /** A role's name, in English (translated here). */
  roleName: (role: Role) => string;
  manage: boolean;
  change: UseMutationResult<M, Error, { memberId: number; role: Role }>;
  onRemove: () => void;
  /** More badges after Active or Invited. */
  badges?: ReactNode;
  /** The role as the readers who do not manage the team see it. */
  roleBadge: ReactNode;
}) {
  const { t } = useTranslator();
  const online = useOnline();
  const active = member.status === "active";
  const role = change.isPending ? change.variables.role : member.role;

  const choose = (next: Role) => {
    if (next === member.role) return;
    change.mutate(
      { memberId: member.id, role: next },
      {
        onSuccess: (changed) =>
          toast.success(
            t("{email} is now {role}.", { email: changed.email, role: t(roleName(changed.role)) }),
          ),
        onError: (error) =>
          toast.error(t("The role could not be changed"), {
            description: errorMessage(error, t("Please try again.")),
          }),
      },
    );
  };

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">
            {member.email}
          </p>
          <Badge tone={active ? "green" : "amber"}>{active ? t("Active") : t("Invited")}</Badge>
          {badges}
        </div>
        {active && member.name && (
          <p className="text-sm break-words text-slate-700">{member.name}</p>
        )}
      </div>
      {manage ? (
        <div className="flex items-center gap-2">
          <select
            value={role}
            onChange={(event) => choose(event.target.value as Role)}
            disabled={!online}
            aria-label={t("Role of {email}", { email: member.email })}
            className={cn(teamSelectClass, "flex-1 sm:w-40 sm:flex-none")}
          >
            {roles.map((value) => (
              <option key={value} value={value}>
                {t(roleName(value))}
              </option>
            ))}
          </select>
          <OnlineButton
            variant="quiet-danger"
            size="sm"
            onClick={onRemove}
            aria-label={t("Remove {email}", { email: member.email })}
          >
            {t("Remove")}
          </OnlineButton>
        </div>
      ) : (
        roleBadge
      )}
    </li>
  );
}
