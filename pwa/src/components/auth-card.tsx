/** The centred card the sign-up, sign-in and code screens share. */
import type { ReactNode } from "react";
import { PageTitle } from "./page-title.tsx";
import { SpeakerLayout } from "./speaker-layout.tsx";
import { Card } from "./ui/card.tsx";

export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <SpeakerLayout width="narrow">
      <Card className="p-6 sm:p-8">
        <PageTitle title={title} className="text-2xl sm:text-2xl" />
        <p className="mt-2 text-sm text-slate-700">{intro}</p>
        <div className="mt-6">{children}</div>
      </Card>
      {footer && <div className="mt-6 text-center text-sm text-slate-700">{footer}</div>}
    </SpeakerLayout>
  );
}
