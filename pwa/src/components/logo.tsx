import { PRODUCT_NAME } from "@lectern/shared";

/**
 * Lectern's mark and word, used in the top navigation. `markOnlyOnPhones` leaves the word out on
 * small screens, where a signed-in speaker's bar also holds Create Session and their first name;
 * below 360 px it is left out anyway, so Sign In and Get Started Free fit beside the mark at 320 px
 * (WCAG 1.4.10).
 */
export function Logo({ markOnlyOnPhones = false }: { markOnlyOnPhones?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold text-slate-900">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path d="M9 10h14l-3 6h-8z" fill="#fff" />
        <rect x="14.5" y="16" width="3" height="8" fill="#fff" />
        <rect x="10" y="24" width="12" height="2.5" rx="1" fill="#fff" />
      </svg>
      <span className={markOnlyOnPhones ? "hidden sm:inline" : "max-[359px]:hidden"}>
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
