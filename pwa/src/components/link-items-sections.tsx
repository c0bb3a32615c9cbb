/**
 * The Helpful Links and the Calls to Action of a session being written, with Add and Remove, as the
 * create wizard and the edit screen both show them (docs/product.md, "Create session" and "Edit
 * session"). The wizard adds the rule under the heading; the edit screen marks unsaved items.
 */
import { msg } from "@lectern/shared";
import { useId, useRef, type ReactNode } from "react";
import { focusWhenReady } from "./focus.ts";
import { useTranslator } from "../i18n/language.ts";
import { LinkFields } from "./link-fields.tsx";
import type { LinkItem } from "./session-model.ts";
import { Button } from "./ui/button.tsx";

const TEXTS = {
  link: {
    heading: msg("Helpful Links"),
    rule: msg("Saved when both a title and a URL are filled in."),
    item: msg("Link {number}"),
    remove: msg("Remove link {number}"),
    add: msg("Add Link"),
  },
  cta: {
    heading: msg("Call-to-Action"),
    rule: msg(
      "Shown as Next Steps. Saved when title, button text, URL and description are all filled in.",
    ),
    item: msg("Call to action {number}"),
    remove: msg("Remove call to action {number}"),
    add: msg("Add Call-to-Action"),
  },
} as const;

function LinkItemsSection({
  type,
  items,
  showRule,
  marker,
  showErrors,
  onChange,
  onRemove,
  onAdd,
}: LinkItemsSectionsProps & { type: LinkItem["type"] }) {
  const { t } = useTranslator();
  const headingId = useId();
  const texts = TEXTS[type];
  const add = useRef<HTMLButtonElement>(null);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t(texts.heading)}
      </h3>
      {showRule && <p className="text-xs text-slate-600">{t(texts.rule)}</p>}
      <div className="mt-3 space-y-3">
        {items
          .filter((item) => item.type === type)
          .map((item, index) => (
            <LinkFields
              key={item.id}
              heading={
                <>
                  {t(texts.item, { number: index + 1 })} {marker?.(item)}
                </>
              }
              value={item}
              showErrors={showErrors?.(item)}
              onChange={(next) => onChange(item.id, next)}
              actions={
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={(event) => {
                    // The item goes with its Remove: focus goes to the section's Add button.
                    const removed = event.currentTarget;
                    focusWhenReady(() => (removed.isConnected ? null : add.current));
                    onRemove(item);
                  }}
                  aria-label={t(texts.remove, { number: index + 1 })}
                >
                  {t("Remove")}
                </Button>
              }
            />
          ))}
      </div>
      <Button ref={add} variant="outline" size="sm" className="mt-3" onClick={() => onAdd(type)}>
        {t(texts.add)}
      </Button>
    </section>
  );
}

interface LinkItemsSectionsProps {
  /** Links and calls to action, each shown in its own section in this order. */
  items: readonly LinkItem[];
  /** Say under each heading when an item is saved. */
  showRule?: boolean;
  /** Shown after an item's heading, such as its Unsaved badge. */
  marker?: (item: LinkItem) => ReactNode;
  /** Whether an item shows its blank required fields: a save of it was tried. */
  showErrors?: (item: LinkItem) => boolean;
  onChange: (id: number, next: Partial<LinkItem>) => void;
  onRemove: (item: LinkItem) => void;
  onAdd: (type: LinkItem["type"]) => void;
}

/** The Helpful Links section, then the Call-to-Action section. */
export function LinkItemsSections(props: LinkItemsSectionsProps) {
  return (
    <>
      <LinkItemsSection type="link" {...props} />
      <LinkItemsSection type="cta" {...props} />
    </>
  );
}
