import { Link } from "@remix-run/react";
import { useLocalize } from "~/utils/use-lang";
import { useSignIn } from "./sign-in-dialog";

/**
 * A link to the /sign-in page that, once the page is interactive, opens the sign-in modal instead
 * (SPEC §6: for visitors the support button opens sign-in too).
 */
export function SignInLink({
  redirectTo,
  className,
  children,
  ...rest
}: { redirectTo?: string; className?: string; children: React.ReactNode } & Omit<
  React.AnchorHTMLAttributes<HTMLAnchorElement>,
  "href"
>) {
  const signIn = useSignIn();
  const localize = useLocalize();
  const href = localize("/sign-in") + (redirectTo ? `?${new URLSearchParams({ redirectTo })}` : "");
  return (
    <Link
      {...rest}
      to={href}
      className={className}
      onClick={(event) => {
        if (!signIn) return;
        event.preventDefault();
        signIn.open(redirectTo);
      }}
    >
      {children}
    </Link>
  );
}
