/**
 * The home page's hero pictures (docs/product.md, Home page): the real screens of a talk, so a
 * visitor sees at once what a speaker gets: a live poll's results on the projector, and beside it
 * an attendee's phone showing the same poll. The pictures are the browser tests'
 * screenshots (`npm run pictures`, e2e/product-pictures.spec.ts); imported, they get hashed names
 * the server lets browsers keep for a year, and the service worker does not precache them.
 */
import { useTranslator } from "../../i18n/language.ts";
import attendeePhone from "./pictures/attendee-phone.jpg";
import projector from "./pictures/projector.jpg";

/** The screenshots' own sizes, so the page keeps their room before they arrive. */
const PROJECTOR_SIZE = { width: 1280, height: 720 };
const PHONE_SIZE = { width: 390, height: 844 };

export function HeroPictures() {
  const { t } = useTranslator();
  return (
    <figure>
      <div className="flex items-end justify-between">
        <img
          src={projector}
          {...PROJECTOR_SIZE}
          alt={t(
            "The projector during a talk: a live poll's question with each answer's share of the votes",
          )}
          decoding="async"
          fetchPriority="high"
          className="w-[72%] rounded-xl shadow-xl ring-1 ring-slate-900/10"
        />
        <img
          src={attendeePhone}
          {...PHONE_SIZE}
          alt={t(
            "An attendee's phone on the talk's page: the same poll, with the results after voting",
          )}
          decoding="async"
          loading="lazy"
          className="w-[24%] rounded-2xl border-4 border-slate-900 bg-slate-900 shadow-xl"
        />
      </div>
      <figcaption className="mt-3 text-sm text-slate-600">
        {t("What the room sees: the poll on the projector, and the results on every phone.")}
      </figcaption>
    </figure>
  );
}
