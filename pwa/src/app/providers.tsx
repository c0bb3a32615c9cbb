/** App-wide providers: the query client and the toaster (one toast visible, about 5 s). */
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "sonner";
import { TOAST_DURATION_MS } from "@lectern/shared";
import { createQueryClient } from "./query-client.ts";

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster visibleToasts={1} duration={TOAST_DURATION_MS} position="top-center" richColors closeButton />
    </QueryClientProvider>
  );
}
