import { useLocation } from "@remix-run/react";
import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Modal } from "~/components/ui/modal";
import type { Provider } from "~/db/schema/users";
import { LoadingPart } from "~/components/ui/loading-part";

// The form (validation, providers) is fetched when the dialog first opens, not with every page.
const SignInForm = lazy(() => import("./sign-in-form").then((m) => ({ default: m.SignInForm })));

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
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t("auth.signInTitle")}
        description={t("auth.signInLead")}
        testId="sign-in-dialog"
      >
        <Suspense fallback={<LoadingPart />}>
          <SignInForm providers={providers} redirectTo={redirectTo} />
        </Suspense>
      </Modal>
    </SignInContext.Provider>
  );
}

/** Opens the sign-in modal, or null outside the provider. */
export function useSignIn() {
  return useContext(SignInContext);
}
