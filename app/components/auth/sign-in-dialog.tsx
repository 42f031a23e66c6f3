import * as Dialog from "@radix-ui/react-dialog";
import { useLocation } from "@remix-run/react";
import { X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Provider } from "~/db/schema/users";
import { SignInForm } from "./sign-in-form";

interface SignInControl {
  /** Opens the sign-in modal; after signing in the visitor lands on `redirectTo` (a same-site path). */
  open(redirectTo?: string): void;
}

const SignInContext = createContext<SignInControl | null>(null);

/** Hosts the sign-in modal for the whole app (header button, support buttons). */
export function SignInProvider({
  providers,
  children,
}: {
  providers: Provider[];
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [redirectTo, setRedirectTo] = useState<string | undefined>();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const openSignIn = useCallback((to?: string) => {
    setRedirectTo(to);
    setOpen(true);
  }, []);
  const control = useMemo(() => ({ open: openSignIn }), [openSignIn]);
  return (
    <SignInContext.Provider value={control}>
      {children}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/60 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
          <Dialog.Content
            data-testid="sign-in-dialog"
            className="card fixed left-1/2 top-1/2 z-[61] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto bg-surface-2 p-6 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:p-8"
          >
            <Dialog.Title className="pr-8 font-display text-2xl text-text">
              {t("auth.signInTitle")}
            </Dialog.Title>
            <Dialog.Description className="mb-5 mt-2 text-sm leading-relaxed text-muted">
              {t("auth.signInLead")}
            </Dialog.Description>
            <SignInForm providers={providers} redirectTo={redirectTo} />
            <Dialog.Close
              className="absolute right-4 top-4 grid size-9 place-items-center rounded-lg text-muted transition hover:bg-surface-3 hover:text-text"
              aria-label={t("auth.close")}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </SignInContext.Provider>
  );
}

/** Opens the sign-in modal, or null outside the provider. */
export function useSignIn() {
  return useContext(SignInContext);
}
