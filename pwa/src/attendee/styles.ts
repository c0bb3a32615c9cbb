/** Tailwind class lists the attendee pages share, kept apart from any component so importing one costs nothing. */
export const inputClass =
  "block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-600";

export const primaryButtonClass =
  "rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400";

export const secondaryButtonClass =
  "rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500";

export const cardClass = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5";
