/**
 * The Integrations screen's API tokens (docs/product.md, API tokens): make one by name, the token
 * shown this once with Copy and the warning that it is not shown again; the list with each one's
 * last use; Revoke, confirmed, which stops the token at once.
 */
import { useRef, useState, type FormEvent } from "react";
import {
  API_TOKEN_NAME_MAX,
  DISPLAY_DATE,
  type ApiToken,
  type CreatedToken,
} from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from "../../api/speaker/tokens.ts";
import { toast } from "../../app/toast.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { IntegrationCard, QueryList, ShownOnce } from "./integration-card.tsx";

function NewTokenForm({ onMade }: { onMade: (token: CreatedToken) => void }) {
  const { t } = useTranslator();
  const create = useCreateApiToken();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t("Give the token a name"));
      return;
    }
    setError(null);
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (made) => {
          setName("");
          onMade(made);
        },
        onError: (failure) => setError(errorMessage(failure, t("Please try again."))),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <Field
        label={t("Token name")}
        hint={t("What it is for, e.g. CRM sync")}
        error={error}
        className="flex-1"
      >
        <Input
          value={name}
          maxLength={API_TOKEN_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <OnlineButton type="submit" pending={create.isPending} pendingText={t("Making...")}>
        {t("Make a token")}
      </OnlineButton>
    </form>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const { t, date } = useTranslator();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{token.name}</p>
        <p className="text-sm text-slate-600">
          {token.lastUsedAt
            ? t("Last used {date}", { date: date(token.lastUsedAt, DISPLAY_DATE) })
            : t("Never used")}
        </p>
      </div>
      <Button
        variant="quiet-danger"
        size="sm"
        onClick={onRevoke}
        aria-label={t("Revoke {name}", { name: token.name })}
      >
        {t("Revoke")}
      </Button>
    </li>
  );
}

export function ApiTokens() {
  const { t } = useTranslator();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [made, setMade] = useState<CreatedToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    const { name } = revoking;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        setRevoking(null);
        if (made?.id === revoking.id) setMade(null);
        toast.success(t("Token revoked"), {
          description: t("{name} no longer works.", { name }),
        });
      },
      onError: (failure) => {
        setRevoking(null);
        toast.error(t("The token could not be revoked"), {
          description: errorMessage(failure, t("Please try again.")),
        });
      },
    });
  };

  return (
    <IntegrationCard
      ref={heading}
      title={t("API tokens")}
      description={t(
        "A token lets a script read your sessions, leads, results and insights, as Authorization: Bearer <token>. It changes nothing.",
      )}
      dialog={
        <AlertDialog
          open={revoking !== null}
          onOpenChange={(open) => !open && setRevoking(null)}
          title={t("Revoke this token?")}
          description={t("{name} stops working at once, for every script that uses it.", {
            name: revoking?.name ?? "",
          })}
          actionLabel={t("Revoke Token")}
          pendingLabel={t("Revoking...")}
          pending={revoke.isPending}
          onAction={confirmRevoke}
          returnFocusFallback={() => heading.current}
        />
      }
    >
      <NewTokenForm onMade={setMade} />
      {made && (
        <ShownOnce
          title={t("Copy your new token now")}
          note={t("It is shown only this once. Keep it like a password.")}
          label={t("Token {name}", { name: made.name })}
          value={made.token}
          successText={t("Token copied")}
        />
      )}
      <QueryList query={tokens} empty={t("No tokens yet.")}>
        {(items) => (
          <ul className="mt-2 divide-y divide-slate-200" aria-label={t("Your tokens")}>
            {items.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </ul>
        )}
      </QueryList>
    </IntegrationCard>
  );
}
