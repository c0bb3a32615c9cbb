/**
 * Ask Question on every tab of the session page (docs/product.md, Session page): on a phone the
 * page opens on Resources or Polls, and asking must not wait for the visitor to find the Q&A tab.
 * A button kept at the bottom of the screen, shown once the app runs (the pre-rendered page has
 * none, so hydration still matches it, and a fixed button moves nothing when it appears); it opens
 * the Q&A tab with its Ask dialog. The Q&A tab has its own sticky Ask, so this one hides there.
 */
import { useHydrated } from "../../app/use-hydrated.ts";
import { primaryButtonClass } from "../../attendee/styles.ts";
import { useTranslator } from "../../i18n/language.ts";

export function AskFromAnyTab({ onAsk }: { onAsk: () => void }) {
  const { t } = useTranslator();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <>
      {/* Room under the last content, so the button never covers it. */}
      <div aria-hidden="true" className="h-16" />
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-20 flex justify-end px-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <button
          type="button"
          onClick={onAsk}
          className={`${primaryButtonClass} pointer-events-auto shadow-lg`}
        >
          {t("Ask Question")}
        </button>
      </div>
    </>
  );
}
