import { useLocation } from "@remix-run/react";
import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { Provider } from "~/db/schema/users";
import { useFirstOpened } from "~/components/ui/first-opened";

// The window and its form are fetched when the dialog first opens, not with every page.
const SignInWindow = lazy(() => import("./sign-in-window"));

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
  const [open, setOpen] = useState(false);
  const [redirectTo, setRedirectTo] = useState<string | undefined>();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const openSignIn = useCallback((to?: string) => {
    setRedirectTo(to);
    setOpen(true);
  }, []);
  const control = useMemo(() => ({ open: openSignIn }), [openSignIn]);
  const opened = useFirstOpened(open);
  return (
    <SignInContext.Provider value={control}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <SignInWindow open={open} onOpenChange={setOpen} providers={providers} redirectTo={redirectTo} />
        </Suspense>
      ) : null}
    </SignInContext.Provider>
  );
}

/** Opens the sign-in modal, or null outside the provider. */
export function useSignIn() {
  return useContext(SignInContext);
}
